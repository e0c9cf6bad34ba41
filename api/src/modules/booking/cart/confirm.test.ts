import { sql } from 'drizzle-orm';
import { ConfirmAnswerSchema, CreatePaymentIntentAnswerSchema, HoldAnswerSchema } from 'shared-contracts/booking';
import { ErrorEnvelopeSchema } from 'shared-contracts/common';
import { MerchantOfRecordType, PaymentMethod, PaymentStatus, ReservationStatus } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import { carts } from '../../../db/schema/booking';
import { testDatabases } from '../../../test/databases';
import { useTestDatabase } from '../../../test/harness';
import { addToCart, cancel, confirm, cruiseSlot, demoSite, hold, holdAnswer, hotelNight, json, ORDER, stateOf, sweeper } from '../testing/fixtures';

const BOOKING_NUMBER = /^WH-\d{8}-\d{6}$/;

describe.each(testDatabases())('hold yields a payment, confirm-reservation on $name', (spec) => {
  const ctx = useTestDatabase(spec);

  test('no-pay: add → hold (payment uuid) → confirm; booking numbers, payment PAID, capacity stays sold after the hold time', async () => {
    const t = ctx.app();
    const tour = await cruiseSlot(t, 3, 5);
    const hotel = await hotelNight(t, 10, 1);
    const cartRef = await addToCart(t, tour.site, [tour.item, hotel.item]);

    const held = await holdAnswer(t, tour.site, cartRef);
    expect(held.reservation_status).toBe(ReservationStatus.HOLD);
    expect(held.payment_uuid).toEqual(expect.any(String));
    let state = await stateOf(t, cartRef);
    expect(state.pays).toHaveLength(1);
    expect(state.pays[0]).toMatchObject({
      uuid: held.payment_uuid,
      status: PaymentStatus.PENDING,
      method: PaymentMethod.NOPAY,
      currency: state.cart.currency,
      amountMinor: state.rows.reduce((sum, r) => sum + r.priceMinor, 0),
    });
    expect(state.pays[0]!.amountMinor).toBeGreaterThan(0);

    const answer = (await json(ConfirmAnswerSchema, await confirm(t, tour.site, cartRef))).data;
    expect(answer).toMatchObject({ cart_ref: cartRef, reservation_status: ReservationStatus.CONFIRM, payment_uuid: held.payment_uuid, payment_status: PaymentStatus.PAID, already_confirmed: false });
    expect(answer.reservations).toHaveLength(2);
    expect(answer.reservations.every((r) => BOOKING_NUMBER.test(r.booking_number))).toBe(true);
    expect(new Set(answer.reservations.map((r) => r.booking_number)).size).toBe(2);

    state = await stateOf(t, cartRef);
    expect(state.rows.map((r) => [r.status, r.holdExpiresAt])).toEqual([
      [ReservationStatus.CONFIRM, null],
      [ReservationStatus.CONFIRM, null],
    ]);
    expect(state.rows.map((r) => r.bookingNumber).sort()).toEqual(answer.reservations.map((r) => r.booking_number).sort());
    expect(state.pays[0]).toMatchObject({ status: PaymentStatus.PAID, paidAt: t.clock.now() });
    expect(state.cart.confirmedAt).toEqual(t.clock.now());
    expect(state.holds.every((h) => h.confirmedAt !== null && h.releasedAt === null)).toBe(true);
    expect(await tour.remaining()).toBe(4);
    expect(await hotel.allotment()).toBe(0);

    // Long after the hold time the sweep runs: confirmed capacity is not released; a checkout cancel is refused.
    t.clock.advance(60 * 60_000);
    await sweeper(t).runUntilIdle();
    expect((await cancel(t, tour.site, cartRef)).status).toBe(409);
    expect(await tour.remaining()).toBe(4);
    expect(await hotel.allotment()).toBe(0);
    expect((await stateOf(t, cartRef)).rows.every((r) => r.status === ReservationStatus.CONFIRM)).toBe(true);

    // A repeat without a key answers the confirmed state and changes nothing.
    const again = (await json(ConfirmAnswerSchema, await confirm(t, tour.site, cartRef))).data;
    expect(again).toEqual({ ...answer, already_confirmed: true });
    expect((await stateOf(t, cartRef)).pays).toEqual(state.pays);

    // The cart is closed: adding with its ref starts a new cart, and the old one cannot be held again.
    const next = await addToCart(t, tour.site, [tour.item], cartRef);
    expect(next).not.toBe(cartRef);
    expect((await stateOf(t, cartRef)).rows).toHaveLength(2);
    expect((await hold(t, tour.site, cartRef)).status).toBe(409);
  });

  test('confirm after the hold expired is refused (HOLD_EXPIRED) even before the sweep ran; the sweep returns the capacity', async () => {
    const t = ctx.app();
    const tour = await cruiseSlot(t, 4, 3);
    const cartRef = await addToCart(t, tour.site, [tour.item]);
    const held = await holdAnswer(t, tour.site, cartRef);
    expect(await tour.remaining()).toBe(2);
    t.clock.advance(15 * 60_000);

    const refused = await json(ErrorEnvelopeSchema, await confirm(t, tour.site, cartRef), 409);
    expect(refused.code).toBe('HOLD_EXPIRED');
    expect(refused.message).toMatch(/expired/i);
    let state = await stateOf(t, cartRef);
    expect(state.rows[0]!.status).toBe(ReservationStatus.HOLD);
    expect(state.pays).toMatchObject([{ uuid: held.payment_uuid, status: PaymentStatus.PENDING }]);
    expect(await tour.remaining()).toBe(2);

    await sweeper(t).runUntilIdle();
    expect(await tour.remaining()).toBe(3);
    state = await stateOf(t, cartRef);
    expect(state.rows[0]!.status).toBe(ReservationStatus.CANCEL);
    expect(state.rows[0]!.bookingNumber).toBeNull();
    // After the sweep the reservation is no longer held: still refused, nothing taken.
    expect((await json(ErrorEnvelopeSchema, await confirm(t, tour.site, cartRef), 409)).code).toBe('CONFLICT');
    expect(await tour.remaining()).toBe(3);

    // Holding again yields a new payment (the old one is superseded) and that one confirms.
    const again = await holdAnswer(t, tour.site, cartRef);
    expect(again.payment_uuid).not.toBe(held.payment_uuid);
    expect((await json(ConfirmAnswerSchema, await confirm(t, tour.site, cartRef))).data.payment_uuid).toBe(again.payment_uuid);
    expect((await stateOf(t, cartRef)).pays.map((p) => p.status)).toEqual([PaymentStatus.FAILED, PaymentStatus.PAID]);
    expect(await tour.remaining()).toBe(2);
  });

  test('five concurrent confirms of one cart: one effect, every answer names the same booking numbers', async () => {
    const t = ctx.app();
    const tour = await cruiseSlot(t, 5, 10);
    const cartRef = await addToCart(t, tour.site, [tour.item, tour.item]);
    await holdAnswer(t, tour.site, cartRef);
    const [seqBefore] = await t.handle.db.select({ n: sql<string>`nextval('booking_number_seq')::text` }).from(carts).limit(1);
    const answers = await Promise.all(Array.from({ length: 5 }, () => confirm(t, tour.site, cartRef)).map(async (r) => (await json(ConfirmAnswerSchema, await r)).data));
    expect(answers.filter((a) => !a.already_confirmed)).toHaveLength(1);
    expect(new Set(answers.map((a) => JSON.stringify(a.reservations))).size).toBe(1);
    const state = await stateOf(t, cartRef);
    expect(state.pays).toMatchObject([{ status: PaymentStatus.PAID }]);
    expect(state.rows.map((r) => r.bookingNumber).sort()).toEqual(answers[0]!.reservations.map((r) => r.booking_number).sort());
    // Exactly two numbers were drawn (one per reservation), not ten.
    const numbers = state.rows.map((r) => Number(r.bookingNumber!.slice(-6))).sort((a, b) => a - b);
    expect(numbers).toEqual([Number(seqBefore!.n) + 1, Number(seqBefore!.n) + 2]);
    expect(await tour.remaining()).toBe(8);
  });

  test('Idempotency-Key: a retried confirm replays the first answer', async () => {
    const t = ctx.app();
    const tour = await cruiseSlot(t, 6, 10);
    const cartRef = await addToCart(t, tour.site, [tour.item]);
    await holdAnswer(t, tour.site, cartRef);
    const key = { 'Idempotency-Key': `confirm-${cartRef}` };
    const copies = await Promise.all([confirm(t, tour.site, cartRef, key), confirm(t, tour.site, cartRef, key)]);
    const bodies = await Promise.all(copies.map((r) => json(ConfirmAnswerSchema, r)));
    expect(copies.filter((r) => r.headers.get('Idempotent-Replayed') === 'true')).toHaveLength(1);
    const later = await confirm(t, tour.site, cartRef, key);
    expect(later.headers.get('Idempotent-Replayed')).toBe('true');
    const replay = await json(ConfirmAnswerSchema, later);
    expect(bodies[0]).toEqual(bodies[1]);
    expect(replay).toEqual(bodies[0]);
    expect(replay.data.already_confirmed).toBe(false);
    expect((await stateOf(t, cartRef)).pays).toMatchObject([{ status: PaymentStatus.PAID }]);
    // Only `paid` is a confirm body.
    expect((await confirm(t, tour.site, cartRef, {}, { status: 'failed' })).status).toBe(400);
  });

  test('a cart with a HOLD_FAILED or un-held reservation is refused; a card payment is not confirmed by the storefront', async () => {
    const t = ctx.app();
    const tour = await cruiseSlot(t, 7, 10);
    const hotel = await hotelNight(t, 16, 1);
    const cartRef = await addToCart(t, tour.site, [tour.item, hotel.item]);
    await hotel.setAllotment(0);
    const failed = await holdAnswer(t, tour.site, cartRef);
    expect(failed).toMatchObject({ reservation_status: ReservationStatus.HOLD_FAILED, payment_uuid: null });
    expect((await json(ErrorEnvelopeSchema, await confirm(t, tour.site, cartRef), 409)).code).toBe('CONFLICT');
    let state = await stateOf(t, cartRef);
    expect(state.rows.every((r) => r.status === ReservationStatus.HOLD_FAILED && r.bookingNumber === null)).toBe(true);
    expect(state.pays).toEqual([]);
    expect(await tour.remaining()).toBe(10);

    // Held, then another item joins (IN_CART): the cart is no longer fully held.
    await hotel.setAllotment(1);
    expect((await holdAnswer(t, tour.site, cartRef)).reservation_status).toBe(ReservationStatus.HOLD);
    await addToCart(t, tour.site, [tour.item], cartRef);
    expect((await json(ErrorEnvelopeSchema, await confirm(t, tour.site, cartRef), 409)).code).toBe('CONFLICT');
    state = await stateOf(t, cartRef);
    expect(state.pays).toMatchObject([{ status: PaymentStatus.PENDING }]);
    expect(state.rows.map((r) => r.status)).toEqual([ReservationStatus.HOLD, ReservationStatus.HOLD, ReservationStatus.IN_CART]);

    // A GOTO_HUB site takes cards: its hold's payment is STRIPE, which only the provider can mark paid.
    await demoSite(t, { type: MerchantOfRecordType.GOTO_HUB, payment_method: [PaymentMethod.STRIPE, PaymentMethod.STRIPE_TERMINAL] });
    const card = await addToCart(t, tour.site, [tour.item]);
    // Without a payment intent a card site's hold is refused: its payment could never be paid.
    expect((await json(ErrorEnvelopeSchema, await hold(t, tour.site, card), 409)).message).toMatch(/payment intent/);
    const intent = (await json(CreatePaymentIntentAnswerSchema, await t.post(api.booking.createPaymentIntent.path({ cartRef: card }, { site_id: tour.site }), { order: ORDER }))).data;
    const cardHold = (await json(HoldAnswerSchema, await hold(t, tour.site, card, {}, { order: ORDER, stripe_payment_intent_id: intent.stripe_payment_intent.id }))).data;
    expect(cardHold.payment_uuid).toBe(intent.payment_uuid);
    expect((await stateOf(t, card)).pays).toMatchObject([
      { uuid: cardHold.payment_uuid, method: PaymentMethod.STRIPE, providerRef: intent.stripe_payment_intent.id, status: PaymentStatus.PENDING },
    ]);
    expect((await json(ErrorEnvelopeSchema, await confirm(t, tour.site, card), 409)).message).toMatch(/provider/);
    expect((await stateOf(t, card)).rows[0]!.status).toBe(ReservationStatus.HOLD);
    await demoSite(t);
  });

  test('a database error mid-confirm (booking number collision) leaves nothing half-written, and a retry succeeds', async () => {
    const t = ctx.app();
    const tour = await cruiseSlot(t, 8, 10);
    const first = await addToCart(t, tour.site, [tour.item]);
    await holdAnswer(t, tour.site, first);
    const taken = (await json(ConfirmAnswerSchema, await confirm(t, tour.site, first))).data.reservations[0]!.booking_number;
    const n = Number(taken.slice(-6));

    const cartRef = await addToCart(t, tour.site, [tour.item, tour.item]);
    const held = await holdAnswer(t, tour.site, cartRef);
    // Test seam: rewind the sequence so the cart's first reservation gets a fresh number and the second collides
    // with `taken` (same day): the UNIQUE constraint fails after the payment and one reservation were updated.
    await t.handle.db.execute(sql`select setval('booking_number_seq', ${n - 2})`);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = await confirm(t, tour.site, cartRef);
    const logLines = logged.mock.calls.length;
    logged.mockRestore();
    expect(broken.status).toBe(500);
    expect(logLines).toBe(1);
    const state = await stateOf(t, cartRef);
    expect(state.rows.map((r) => [r.status, r.bookingNumber])).toEqual([
      [ReservationStatus.HOLD, null],
      [ReservationStatus.HOLD, null],
    ]);
    expect(state.pays).toMatchObject([{ uuid: held.payment_uuid, status: PaymentStatus.PENDING, paidAt: null }]);
    expect(state.holds.every((h) => h.confirmedAt === null && h.releasedAt === null)).toBe(true);
    expect(state.cart.confirmedAt).toBeNull();
    expect(await tour.remaining()).toBe(7);

    await t.handle.db.execute(sql`select setval('booking_number_seq', ${n + 100})`);
    const ok = (await json(ConfirmAnswerSchema, await confirm(t, tour.site, cartRef))).data;
    expect(ok.already_confirmed).toBe(false);
    expect(ok.reservations.map((r) => r.booking_number)).not.toContain(taken);
    expect((await stateOf(t, cartRef)).pays).toMatchObject([{ status: PaymentStatus.PAID }]);
  });
});
