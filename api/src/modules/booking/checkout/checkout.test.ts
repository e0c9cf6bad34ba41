import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  ConfirmAnswerSchema,
  ConnectionTokenAnswerSchema,
  CreatePaymentIntentAnswerSchema,
  HoldAnswerSchema,
  PaymentIntentAnswerSchema,
  PublicKeyAnswerSchema,
  ThanksAnswerSchema,
  type CreatePaymentIntentAnswer,
} from 'shared-contracts/booking';
import { ErrorEnvelopeSchema } from 'shared-contracts/common';
import { DEFAULT_PARTNER_COMMISSION_PERCENT, SITE_SETTING_KEYS } from 'shared-contracts/constants';
import { DEFAULT_PLATFORM_COMMISSION_BP, splitSale } from 'shared-contracts/earnings-rules';
import { MerchantOfRecordType, PaymentMethod, PaymentStatus, ReservationStatus } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import { createApp } from '../../../app';
import { createBackground } from '../../../background';
import { earningsLines, orders, paymentEvents, payments } from '../../../db/schema/booking';
import { services } from '../../../db/schema/catalogue';
import { partnerSites, partnerSiteSettings } from '../../../db/schema/core';
import { jobs } from '../../../db/schema/jobs';
import { testDatabases } from '../../../test/databases';
import { type TestApp, useTestDatabase } from '../../../test/harness';
import { SIMULATED_PUBLIC_KEY, TEST_CARDS } from '../../payments/simulated-provider';
import { createStripeProvider } from '../../payments/stripe-provider';
import { signatureHeader } from '../../payments/webhook-signature';
import { BOOKING_CONFIRMED_MAIL_JOB } from '../notifications/notifications.service';
import { addToCart, cancel, confirm, cruiseSlot, demoSite, hold, json, ORDER, stateOf } from '../testing/fixtures';

const CARD_SITE = { type: MerchantOfRecordType.GOTO_HUB, payment_method: [PaymentMethod.STRIPE, PaymentMethod.STRIPE_TERMINAL] };
const CARD = { exp_month: 12, exp_year: 2040, cvc: '123' };
const BOOKING_NUMBER = /^WH-\d{8}-\d{6}$/;

describe.each(testDatabases())('card checkout, settlement and thanks on $name', (spec) => {
  const ctx = useTestDatabase(spec);

  /** A cruise departure with `seats` seats on the demo site, which takes cards; a cart holding one seat of it. */
  async function cardCart(t: TestApp, days: number, seats: number, items = 1) {
    const tour = await cruiseSlot(t, days, seats);
    await demoSite(t, CARD_SITE);
    const cartRef = await addToCart(t, tour.site, Array.from({ length: items }, () => tour.item));
    return { ...tour, cartRef };
  }

  const createIntentRaw = (t: TestApp, site: number, cartRef: string, body: object = { order: ORDER }, headers: Record<string, string> = {}) =>
    t.post(api.booking.createPaymentIntent.path({ cartRef }, { site_id: site }), body, headers);
  const createIntent = async (t: TestApp, site: number, cartRef: string, body?: object) =>
    (await json(CreatePaymentIntentAnswerSchema, await createIntentRaw(t, site, cartRef, body))).data;

  const holdWith = async (t: TestApp, site: number, cartRef: string, intent: CreatePaymentIntentAnswer['data'], headers: Record<string, string> = {}) =>
    (await json(HoldAnswerSchema, await hold(t, site, cartRef, headers, { order: ORDER, stripe_payment_intent_id: intent.stripe_payment_intent.id, stripe_secret: intent.stripe_secret })))
      .data;

  const payByCard = (t: TestApp, intent: CreatePaymentIntentAnswer['data'], number: string) =>
    t.post(api.booking.simulatedConfirmCard.path({ intentId: intent.stripe_payment_intent.id }), { client_secret: intent.stripe_secret, card: { number, ...CARD } });

  const thanks = async (t: TestApp, site: number, uuid: string) =>
    (await json(ThanksAnswerSchema, await t.request(api.booking.thanks.path({ paymentUuid: uuid }, { site_id: site })))).data;

  const postWebhook = (t: TestApp, rawBody: string, signature: string) =>
    t.request(api.booking.paymentWebhook.path(), { method: 'POST', headers: { 'content-type': 'application/json', 'Stripe-Signature': signature }, body: rawBody });

  /** The provider's pending deliveries, by event type (taken: the app will not see them unless posted). */
  function takeDeliveries(t: TestApp) {
    return t.payments.simulation.takeWebhookDeliveries().map((d) => ({ ...d, type: (JSON.parse(d.rawBody) as { type: string }).type }));
  }

  /** A late redelivery, signed at its own send time as Stripe signs every attempt. */
  const resign = (t: TestApp, rawBody: string) => t.payments.simulation.signDelivery(rawBody);

  async function mailJobs(t: TestApp, paymentId: number) {
    return t.handle.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, BOOKING_CONFIRMED_MAIL_JOB), sql`${jobs.payload}->>'payment_id' = ${String(paymentId)}`));
  }

  /** The reservations' earnings ledger lines (ADR 0017): per reservation, partner, platform, supplier. */
  async function earningsOf(t: TestApp, reservationIds: number[]) {
    return t.handle.db
      .select()
      .from(earningsLines)
      .where(inArray(earningsLines.reservationId, reservationIds))
      .orderBy(asc(earningsLines.reservationId), asc(earningsLines.party));
  }

  /** The sweep's worker on this app's provider (so it can cancel this app's intents). */
  const sweeper = (t: TestApp) =>
    createBackground({ db: t.handle.db, clock: t.clock, payments: t.payments, worker: { log: { error: () => undefined, warn: () => undefined } } }).worker;

  test('card 4242 end to end: intent → hold → simulated confirm → confirmed, earnings, mail job; thanks Confirmed', async () => {
    const t = ctx.app();
    const tour = await cardCart(t, 3, 5);
    // The tests share the database: the site's commission setting is removed again at the end.
    await t.handle.db.insert(partnerSiteSettings).values({ siteId: tour.site, setting: SITE_SETTING_KEYS.PARTNER_COMMISSION_PERCENT, value: '12.5' });
    let state = await stateOf(t, tour.cartRef);
    const price = state.rows[0]!.priceMinor;

    const intent = await createIntent(t, tour.site, tour.cartRef);
    expect(intent.stripe_payment_intent).toMatchObject({
      status: 'requires_payment_method',
      amount: price,
      currency: state.cart.currency.toLowerCase(),
      payment_method_types: ['card'],
      metadata: { cart_ref: tour.cartRef, site_id: String(tour.site), payment_uuid: intent.payment_uuid },
    });
    expect(intent.stripe_secret).toContain(intent.stripe_payment_intent.id);

    const held = await holdWith(t, tour.site, tour.cartRef, intent, { 'APP-LOCALE': 'no' });
    expect(held).toMatchObject({ reservation_status: ReservationStatus.HOLD, payment_uuid: intent.payment_uuid });
    state = await stateOf(t, tour.cartRef);
    expect(state.pays).toMatchObject([{ uuid: intent.payment_uuid, method: PaymentMethod.STRIPE, providerRef: intent.stripe_payment_intent.id, status: PaymentStatus.PENDING }]);
    expect(await t.handle.db.select().from(orders).where(eq(orders.paymentId, state.pays[0]!.id))).toMatchObject([
      { firstName: 'Kari', lastName: 'Nordmann', email: 'kari@example.test', country: 'NO', areaCode: '+47', phone: '41234567', locale: 'no' },
    ]);
    expect(await tour.remaining()).toBe(4);

    let data = await thanks(t, tour.site, intent.payment_uuid);
    expect(data.cart_reservations.retry_status_check).toBe(true);
    expect(data.payment_info.payment_status).toBe(PaymentStatus.PENDING);

    const paid = await json(PaymentIntentAnswerSchema, await payByCard(t, intent, TEST_CARDS.succeeds));
    expect(paid.data.payment_intent.status).toBe('succeeded');

    state = await stateOf(t, tour.cartRef);
    expect(state.rows).toMatchObject([{ status: ReservationStatus.CONFIRM, holdExpiresAt: null, bookingNumber: expect.stringMatching(BOOKING_NUMBER) }]);
    expect(state.pays).toMatchObject([{ status: PaymentStatus.PAID, paidAt: t.clock.now() }]);
    expect(state.cart.confirmedAt).toEqual(t.clock.now());
    expect(state.holds.every((h) => h.confirmedAt !== null && h.releasedAt === null)).toBe(true);
    expect(await tour.remaining()).toBe(4);

    const [service] = await t.handle.db.select().from(services).where(eq(services.id, tour.id));
    const [site] = await t.handle.db.select().from(partnerSites).where(eq(partnerSites.id, tour.site));
    // The site's 12.5 % for its owner, the platform's default for the cruise, the rest for the supplier.
    const shares = splitSale(price, { partnerBp: 1250, platformBp: DEFAULT_PLATFORM_COMMISSION_BP });
    expect(await earningsOf(t, [state.rows[0]!.id])).toMatchObject([
      { party: 'partner', kind: 'sale', partyUserId: site!.ownerUserId, amountMinor: shares.partner },
      { party: 'platform', kind: 'sale', partyUserId: null, amountMinor: shares.platform },
      { party: 'supplier', kind: 'sale', partyUserId: service!.supplierUserId, amountMinor: shares.supplier },
    ]);
    expect((await mailJobs(t, state.pays[0]!.id)).map((j) => [j.payload, j.dedupeKey])).toEqual([
      [{ payment_id: state.pays[0]!.id }, `${BOOKING_CONFIRMED_MAIL_JOB}:${state.pays[0]!.id}`],
    ]);

    data = await thanks(t, tour.site, intent.payment_uuid);
    expect(data.cart_reservations).toMatchObject({ cart_ref: tour.cartRef, retry_status_check: false, total_price: { minor: price } });
    expect(data.cart_reservations.reservations).toMatchObject([
      { reservation_status: ReservationStatus.CONFIRM, booking_number: state.rows[0]!.bookingNumber, service_name: expect.stringMatching(/\S/), start_date: tour.item.date, adults: 1 },
    ]);
    expect(data.payment_info).toMatchObject({ uuid: intent.payment_uuid, payment_method: PaymentMethod.STRIPE, payment_status: PaymentStatus.PAID, payer: { email: 'kari@example.test' } });

    // The payment is this site's: another site's thanks call does not find it.
    const other = await t.handle.db.select({ id: partnerSites.id }).from(partnerSites).where(sql`${partnerSites.id} <> ${tour.site}`).limit(1);
    expect((await t.request(api.booking.thanks.path({ paymentUuid: intent.payment_uuid }, { site_id: other[0]!.id }))).status).toBe(404);
    await t.handle.db.delete(partnerSiteSettings).where(and(eq(partnerSiteSettings.siteId, tour.site), eq(partnerSiteSettings.setting, SITE_SETTING_KEYS.PARTNER_COMMISSION_PERCENT)));
  });

  test('card 0002 is declined (402, §8 message) and changes nothing; cancel-reservation returns the seats and cancels the intent', async () => {
    const t = ctx.app();
    const tour = await cardCart(t, 4, 3);
    const intent = await createIntent(t, tour.site, tour.cartRef);
    await holdWith(t, tour.site, tour.cartRef, intent);
    expect(await tour.remaining()).toBe(2);

    const declined = await json(ErrorEnvelopeSchema, await payByCard(t, intent, TEST_CARDS.declined), 402);
    expect(declined).toMatchObject({ code: 'card_declined', message: 'Your card detail is invalid!' });
    let state = await stateOf(t, tour.cartRef);
    expect(state.rows[0]!.status).toBe(ReservationStatus.HOLD);
    expect(state.pays).toMatchObject([{ status: PaymentStatus.PENDING }]);
    expect((await thanks(t, tour.site, intent.payment_uuid)).cart_reservations.retry_status_check).toBe(true);

    // The wrong client secret is refused before any card is tried.
    const stolen = await t.post(api.booking.simulatedConfirmCard.path({ intentId: intent.stripe_payment_intent.id }), {
      client_secret: `${intent.stripe_payment_intent.id}_secret_wrong`,
      card: { number: TEST_CARDS.succeeds, ...CARD },
    });
    expect(stolen.status).toBe(404);
    expect((await t.payments.retrieveIntent(intent.stripe_payment_intent.id)).status).toBe('requires_payment_method');

    expect((await cancel(t, tour.site, tour.cartRef)).status).toBe(200);
    expect(await tour.remaining()).toBe(3);
    state = await stateOf(t, tour.cartRef);
    expect(state.rows[0]!.status).toBe(ReservationStatus.CANCEL);
    expect(state.pays).toMatchObject([{ status: PaymentStatus.FAILED, failureCode: 'cancel' }]);
    expect((await t.payments.retrieveIntent(intent.stripe_payment_intent.id)).status).toBe('canceled');
    const data = await thanks(t, tour.site, intent.payment_uuid);
    expect(data.cart_reservations.retry_status_check).toBe(false);
    expect(data.payment_info.payment_status).toBe(PaymentStatus.FAILED);
  });

  test('the sweep fails an unpaid card payment (expired) and cancels its intent; a provider error on cancel does not undo a release', async () => {
    const t = ctx.app();
    const tour = await cardCart(t, 12, 3);
    const intent = await createIntent(t, tour.site, tour.cartRef);
    await holdWith(t, tour.site, tour.cartRef, intent);
    t.clock.advance(16 * 60_000);
    await sweeper(t).runUntilIdle();
    expect((await stateOf(t, tour.cartRef)).pays).toMatchObject([{ status: PaymentStatus.FAILED, failureCode: 'expired' }]);
    expect((await t.payments.retrieveIntent(intent.stripe_payment_intent.id)).status).toBe('canceled');
    expect(await tour.remaining()).toBe(3);

    // Held again with a fresh intent; this time the provider fails while the cancel-reservation cleans up.
    const second = await createIntent(t, tour.site, tour.cartRef);
    await holdWith(t, tour.site, tour.cartRef, second);
    expect(await tour.remaining()).toBe(2);
    const failing = jest.spyOn(t.payments, 'cancelIntent').mockRejectedValue(new Error('provider down'));
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const answer = await cancel(t, tour.site, tour.cartRef);
    const warnings = warned.mock.calls.length;
    failing.mockRestore();
    warned.mockRestore();
    expect(answer.status).toBe(200);
    expect(warnings).toBe(1);
    expect(await tour.remaining()).toBe(3);
    expect((await stateOf(t, tour.cartRef)).pays.map((p) => [p.status, p.failureCode])).toEqual([
      [PaymentStatus.FAILED, 'expired'],
      [PaymentStatus.FAILED, 'cancel'],
    ]);
    expect((await t.payments.retrieveIntent(second.stripe_payment_intent.id)).status).toBe('requires_payment_method');
  });

  test('the same webhook delivery posted 10 times has one effect; a bad signature is 400', async () => {
    const t = ctx.app();
    const tour = await cardCart(t, 5, 5);
    const intent = await createIntent(t, tour.site, tour.cartRef);
    await holdWith(t, tour.site, tour.cartRef, intent);
    // Paid at the provider; its events are delivered by hand below instead of in-process.
    await t.payments.confirmCardPayment(intent.stripe_payment_intent.id, { number: TEST_CARDS.succeeds, ...CARD });
    const succeeded = takeDeliveries(t).find((d) => d.type === 'payment_intent.succeeded')!;

    const forged = await postWebhook(t, succeeded.rawBody, succeeded.signature.replace(/v1=[0-9a-f]{4}/, 'v1=0000'));
    expect(forged.status).toBe(400);
    expect((await stateOf(t, tour.cartRef)).pays).toMatchObject([{ status: PaymentStatus.PENDING }]);

    const answers = await Promise.all(Array.from({ length: 10 }, () => postWebhook(t, succeeded.rawBody, succeeded.signature)));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    const effects = (await Promise.all(answers.map(async (r) => ((await r.json()) as { effect: string }).effect))).sort();
    expect(effects).toEqual(['applied', ...Array(9).fill('duplicate')]);

    const state = await stateOf(t, tour.cartRef);
    expect(state.rows.map((r) => r.status)).toEqual([ReservationStatus.CONFIRM]);
    expect(state.pays).toMatchObject([{ status: PaymentStatus.PAID }]);
    expect(await mailJobs(t, state.pays[0]!.id)).toHaveLength(1);
    const lines = await earningsOf(t, [state.rows[0]!.id]);
    expect(lines).toHaveLength(3);
    expect(lines.reduce((sum, l) => sum + l.amountMinor, 0)).toBe(state.rows[0]!.priceMinor);
    expect(await tour.remaining()).toBe(4);
  });

  test('a database error mid-settlement leaves nothing half-written; the redelivery then succeeds', async () => {
    const t = ctx.app();
    // A no-pay booking first, to own a booking number the card cart's second reservation will collide with.
    const tour = await cruiseSlot(t, 6, 10);
    const first = await addToCart(t, tour.site, [tour.item]);
    await hold(t, tour.site, first);
    // Far enough from the start that the sequence can be rewound below this number.
    await t.handle.db.execute(sql`select setval('booking_number_seq', (select last_value from booking_number_seq) + 10)`);
    const taken = (await json(ConfirmAnswerSchema, await confirm(t, tour.site, first))).data.reservations[0]!.booking_number;
    const n = Number(taken.slice(-6));

    await demoSite(t, CARD_SITE);
    const cartRef = await addToCart(t, tour.site, [tour.item, tour.item]);
    const intent = await createIntent(t, tour.site, cartRef);
    await holdWith(t, tour.site, cartRef, intent);
    await t.payments.confirmCardPayment(intent.stripe_payment_intent.id, { number: TEST_CARDS.succeeds, ...CARD });
    const succeeded = takeDeliveries(t).find((d) => d.type === 'payment_intent.succeeded')!;
    const eventId = (JSON.parse(succeeded.rawBody) as { id: string }).id;

    // Test seam: the first reservation gets a fresh number, the second collides with `taken` (a UNIQUE violation
    // after the payment, one reservation and the cart lock were already written).
    await t.handle.db.execute(sql`select setval('booking_number_seq', ${n - 2})`);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = await postWebhook(t, succeeded.rawBody, succeeded.signature);
    logged.mockRestore();
    expect(broken.status).toBe(500);
    let state = await stateOf(t, cartRef);
    expect(state.rows.map((r) => [r.status, r.bookingNumber])).toEqual([
      [ReservationStatus.HOLD, null],
      [ReservationStatus.HOLD, null],
    ]);
    expect(state.pays).toMatchObject([{ status: PaymentStatus.PENDING, paidAt: null }]);
    expect(state.holds.every((h) => h.confirmedAt === null && h.releasedAt === null)).toBe(true);
    expect(state.cart.confirmedAt).toBeNull();
    expect(await earningsOf(t, state.rows.map((r) => r.id))).toEqual([]);
    expect(await mailJobs(t, state.pays[0]!.id)).toEqual([]);
    expect(await t.handle.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, eventId))).toEqual([]);

    await t.handle.db.execute(sql`select setval('booking_number_seq', ${n + 100})`);
    const again = await postWebhook(t, succeeded.rawBody, succeeded.signature);
    expect(await again.json()).toEqual({ received: true, effect: 'applied' });
    state = await stateOf(t, cartRef);
    expect(state.rows.map((r) => r.status)).toEqual([ReservationStatus.CONFIRM, ReservationStatus.CONFIRM]);
    expect(state.rows.map((r) => r.bookingNumber)).not.toContain(taken);
    expect(state.pays).toMatchObject([{ status: PaymentStatus.PAID }]);
    expect(await earningsOf(t, state.rows.map((r) => r.id))).toHaveLength(6);
    expect(await mailJobs(t, state.pays[0]!.id)).toHaveLength(1);
  });

  test('paid after the hold expired and was swept: the seats are taken again when they remain', async () => {
    const t = ctx.app();
    const tour = await cardCart(t, 7, 2);
    const intent = await createIntent(t, tour.site, tour.cartRef);
    await holdWith(t, tour.site, tour.cartRef, intent);
    await t.payments.confirmCardPayment(intent.stripe_payment_intent.id, { number: TEST_CARDS.succeeds, ...CARD });
    const succeeded = takeDeliveries(t).find((d) => d.type === 'payment_intent.succeeded')!;

    // The webhook is late: the hold runs out and the sweep releases it first.
    t.clock.advance(16 * 60_000);
    await sweeper(t).runUntilIdle();
    let state = await stateOf(t, tour.cartRef);
    expect(state.rows[0]!.status).toBe(ReservationStatus.CANCEL);
    expect(state.pays).toMatchObject([{ status: PaymentStatus.FAILED, failureCode: 'expired' }]);
    expect(await tour.remaining()).toBe(2);
    // The sweep could not cancel an intent that had already succeeded.
    expect((await t.payments.retrieveIntent(intent.stripe_payment_intent.id)).status).toBe('succeeded');

    const late = await postWebhook(t, succeeded.rawBody, resign(t, succeeded.rawBody));
    expect(await late.json()).toEqual({ received: true, effect: 'applied' });
    state = await stateOf(t, tour.cartRef);
    expect(state.rows).toMatchObject([{ status: ReservationStatus.CONFIRM, bookingNumber: expect.stringMatching(BOOKING_NUMBER) }]);
    expect(state.pays).toMatchObject([{ status: PaymentStatus.PAID, failureCode: null }]);
    expect(await tour.remaining()).toBe(1);
    expect(t.payments.simulation.refunds()).toEqual([]);
    expect(await earningsOf(t, [state.rows[0]!.id])).toHaveLength(3);
    expect(await mailJobs(t, state.pays[0]!.id)).toHaveLength(1);
    // Sold for good: a later sweep gives nothing back.
    t.clock.advance(60 * 60_000);
    await sweeper(t).runUntilIdle();
    expect(await tour.remaining()).toBe(1);
  });

  test('paid after the hold expired and the seats are gone: CONFIRM_FAILED, payment FAILED hold_expired, refunded once', async () => {
    const t = ctx.app();
    const tour = await cardCart(t, 8, 2);
    const intent = await createIntent(t, tour.site, tour.cartRef);
    await holdWith(t, tour.site, tour.cartRef, intent);
    await t.payments.confirmCardPayment(intent.stripe_payment_intent.id, { number: TEST_CARDS.succeeds, ...CARD });
    const succeeded = takeDeliveries(t).find((d) => d.type === 'payment_intent.succeeded')!;
    t.clock.advance(16 * 60_000);
    await sweeper(t).runUntilIdle();
    // Meanwhile the departure sold out.
    await tour.setSeats(0);

    const late = await postWebhook(t, succeeded.rawBody, resign(t, succeeded.rawBody));
    expect(await late.json()).toEqual({ received: true, effect: 'applied' });
    const state = await stateOf(t, tour.cartRef);
    expect(state.rows).toMatchObject([{ status: ReservationStatus.CONFIRM_FAILED, bookingNumber: null }]);
    expect(state.pays).toMatchObject([{ status: PaymentStatus.FAILED, failureCode: 'hold_expired', paidAt: null }]);
    expect(await tour.remaining()).toBe(0);
    expect(t.payments.simulation.refunds(intent.stripe_payment_intent.id)).toMatchObject([{ amount: state.pays[0]!.amountMinor, status: 'succeeded' }]);
    expect(await earningsOf(t, [state.rows[0]!.id])).toEqual([]);
    expect(await mailJobs(t, state.pays[0]!.id)).toEqual([]);

    // A redelivery is a duplicate; the thanks page shows the failure and stops polling.
    expect(await (await postWebhook(t, succeeded.rawBody, resign(t, succeeded.rawBody))).json()).toEqual({ received: true, effect: 'duplicate' });
    expect(t.payments.simulation.refunds()).toHaveLength(1);
    const data = await thanks(t, tour.site, intent.payment_uuid);
    expect(data.cart_reservations.retry_status_check).toBe(false);
    expect(data.cart_reservations.reservations.map((r) => r.reservation_status)).toEqual([ReservationStatus.CONFIRM_FAILED]);
  });

  /** A `payment_intent.succeeded` event for `intent` as someone other than the provider might write it. */
  const succeededEvent = (t: TestApp, id: string, intent: object) =>
    JSON.stringify({
      id,
      object: 'event',
      type: 'payment_intent.succeeded',
      created: Math.floor(t.clock.now().getTime() / 1000),
      data: { object: { object: 'payment_intent', ...intent, status: 'succeeded' } },
    });

  test('an event signed with the simulated secret that was once in the source is refused: the booking stays unpaid', async () => {
    const t = ctx.app();
    const tour = await cardCart(t, 14, 5);
    const intent = await createIntent(t, tour.site, tour.cartRef);
    await holdWith(t, tour.site, tour.cartRef, intent);

    const rawBody = succeededEvent(t, `evt_forged_${tour.cartRef}`, intent.stripe_payment_intent);
    const forged = await postWebhook(t, rawBody, signatureHeader('whsec_simulated_wayhub', Math.floor(t.clock.now().getTime() / 1000), rawBody));
    expect(forged.status).toBe(400);
    const state = await stateOf(t, tour.cartRef);
    expect(state.rows.map((r) => [r.status, r.bookingNumber])).toEqual([[ReservationStatus.HOLD, null]]);
    expect(state.pays).toMatchObject([{ status: PaymentStatus.PENDING, paidAt: null }]);
    expect((await thanks(t, tour.site, intent.payment_uuid)).payment_info.payment_status).toBe(PaymentStatus.PENDING);
  });

  test('a signed event for another amount or currency than the payment confirms nothing; it is stored as rejected and answered 200', async () => {
    const t = ctx.app();
    const tour = await cardCart(t, 15, 5);
    const intent = await createIntent(t, tour.site, tour.cartRef);
    await holdWith(t, tour.site, tour.cartRef, intent);
    const price = intent.stripe_payment_intent.amount;

    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const wrong = [
      { id: `evt_usd_${tour.cartRef}`, amount: 100, currency: 'usd' },
      { id: `evt_cheap_${tour.cartRef}`, amount: price - 1, currency: intent.stripe_payment_intent.currency },
      { id: `evt_eur_${tour.cartRef}`, amount: price, currency: 'eur' },
    ];
    for (const { id, amount, currency } of wrong) {
      const rawBody = succeededEvent(t, id, { ...intent.stripe_payment_intent, amount, currency });
      const answer = await postWebhook(t, rawBody, resign(t, rawBody));
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ received: true, effect: 'rejected' });
      // Stripe's redelivery of it is a duplicate: no retry storm, and still nothing confirmed.
      expect(await (await postWebhook(t, rawBody, resign(t, rawBody))).json()).toEqual({ received: true, effect: 'duplicate' });
    }
    const rejectedRows = await t.handle.db.select().from(paymentEvents).where(eq(paymentEvents.intentId, intent.stripe_payment_intent.id));
    expect(rejectedRows.map((row) => [row.eventId, row.rejectedReason]).sort()).toEqual(wrong.map((w) => [w.id, 'amount_or_currency_mismatch']).sort());
    expect(logged.mock.calls.length).toBe(wrong.length);
    logged.mockRestore();
    let state = await stateOf(t, tour.cartRef);
    expect(state.rows.map((r) => [r.status, r.bookingNumber])).toEqual([[ReservationStatus.HOLD, null]]);
    expect(state.pays).toMatchObject([{ status: PaymentStatus.PENDING, paidAt: null }]);
    expect(await mailJobs(t, state.pays[0]!.id)).toEqual([]);

    // The rejected events did not close the intent's bookkeeping: the real payment still confirms.
    expect((await payByCard(t, intent, TEST_CARDS.succeeds)).status).toBe(200);
    state = await stateOf(t, tour.cartRef);
    expect(state.rows.map((r) => r.status)).toEqual([ReservationStatus.CONFIRM]);
    expect(state.pays).toMatchObject([{ status: PaymentStatus.PAID }]);
  });

  test('thanks reconciliation checks the amount too: a succeeded intent for another sum leaves the payment pending', async () => {
    const t = ctx.app();
    const tour = await cardCart(t, 16, 5);
    const intent = await createIntent(t, tour.site, tour.cartRef);
    await holdWith(t, tour.site, tour.cartRef, intent);
    await t.payments.confirmCardPayment(intent.stripe_payment_intent.id, { number: TEST_CARDS.succeeds, ...CARD });
    takeDeliveries(t); // lost
    // Test seam: the stored payment says more than the provider took.
    const paymentId = (await stateOf(t, tour.cartRef)).pays[0]!.id;
    await t.handle.db.update(payments).set({ amountMinor: intent.stripe_payment_intent.amount + 100 }).where(eq(payments.id, paymentId));
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const data = await thanks(t, tour.site, intent.payment_uuid);
    warned.mockRestore();
    expect(data.payment_info.payment_status).toBe(PaymentStatus.PENDING);
    expect((await stateOf(t, tour.cartRef)).rows.map((r) => r.status)).toEqual([ReservationStatus.HOLD]);
    expect(t.payments.simulation.refunds()).toEqual([]);
  });

  test('thanks reconciles without webhooks: a succeeded intent whose events never arrived is settled on the first poll', async () => {
    const t = ctx.app();
    const tour = await cardCart(t, 9, 3);
    const intent = await createIntent(t, tour.site, tour.cartRef);
    await holdWith(t, tour.site, tour.cartRef, intent);
    await t.payments.confirmCardPayment(intent.stripe_payment_intent.id, { number: TEST_CARDS.succeeds, ...CARD });
    takeDeliveries(t); // lost
    expect((await stateOf(t, tour.cartRef)).pays).toMatchObject([{ status: PaymentStatus.PENDING }]);
    const data = await thanks(t, tour.site, intent.payment_uuid);
    expect(data.cart_reservations.retry_status_check).toBe(false);
    expect(data.payment_info.payment_status).toBe(PaymentStatus.PAID);
    expect(data.cart_reservations.reservations.map((r) => r.reservation_status)).toEqual([ReservationStatus.CONFIRM]);
  });

  test('create-payment-intent: server amount, Idempotency-Key replay, refusals; hold checks the intent', async () => {
    const t = ctx.app();
    const tour = await cardCart(t, 10, 5, 2);
    const key = { 'Idempotency-Key': `intent-${tour.cartRef}` };
    const first = await createIntentRaw(t, tour.site, tour.cartRef, { order: ORDER }, key);
    const replay = await createIntentRaw(t, tour.site, tour.cartRef, { order: ORDER }, key);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    const a = await json(CreatePaymentIntentAnswerSchema, first);
    expect(await json(CreatePaymentIntentAnswerSchema, replay)).toEqual(a);
    const state = await stateOf(t, tour.cartRef);
    expect(a.data.stripe_payment_intent.amount).toBe(state.rows.reduce((sum, r) => sum + r.priceMinor, 0));
    // A client-sent amount is ignored (the body schema drops it).
    expect((await createIntent(t, tour.site, tour.cartRef, { order: ORDER, amount: 1 })).stripe_payment_intent.amount).toBe(a.data.stripe_payment_intent.amount);

    // The cart grew after the intent was made: the hold refuses to take seats for a different sum.
    await addToCart(t, tour.site, [tour.item], tour.cartRef);
    const mismatch = await json(ErrorEnvelopeSchema, await hold(t, tour.site, tour.cartRef, {}, { order: ORDER, stripe_payment_intent_id: a.data.stripe_payment_intent.id }), 409);
    expect(mismatch.message).toMatch(/amount/);
    expect(await tour.remaining()).toBe(5);
    // Another cart's intent is refused too.
    const otherCart = await addToCart(t, tour.site, [tour.item]);
    const foreign = await createIntent(t, tour.site, otherCart);
    expect((await hold(t, tour.site, tour.cartRef, {}, { order: ORDER, stripe_payment_intent_id: foreign.stripe_payment_intent.id })).status).toBe(409);
    expect((await hold(t, tour.site, tour.cartRef, {}, { order: ORDER, stripe_payment_intent_id: 'pi_sim_nope' })).status).toBe(404);
    expect(await tour.remaining()).toBe(5);

    // A terminal intent needs its reader and location ("Stripe Terminal Not Found!").
    const noReader = await json(ErrorEnvelopeSchema, await createIntentRaw(t, tour.site, tour.cartRef, { order: ORDER, is_stripe_terminal_payment_method: true }), 400);
    expect(noReader.message).toBe('Stripe Terminal Not Found!');
    // A no-pay site takes no card payment.
    await demoSite(t);
    expect((await createIntentRaw(t, tour.site, tour.cartRef)).status).toBe(409);
  });

  test('no-pay confirm writes the earnings at the default commission and queues the confirmation mail', async () => {
    const t = ctx.app();
    const tour = await cruiseSlot(t, 11, 4);
    const cartRef = await addToCart(t, tour.site, [tour.item]);
    await hold(t, tour.site, cartRef);
    expect((await confirm(t, tour.site, cartRef)).status).toBe(200);
    const state = await stateOf(t, cartRef);
    const price = state.rows[0]!.priceMinor;
    // No site setting: the platform's default partner commission (10 %) and platform commission.
    const shares = splitSale(price, { partnerBp: DEFAULT_PARTNER_COMMISSION_PERCENT * 100, platformBp: DEFAULT_PLATFORM_COMMISSION_BP });
    expect(await earningsOf(t, [state.rows[0]!.id])).toMatchObject([
      { party: 'partner', kind: 'sale', amountMinor: shares.partner },
      { party: 'platform', kind: 'sale', amountMinor: shares.platform },
      { party: 'supplier', kind: 'sale', amountMinor: shares.supplier },
    ]);
    expect(await mailJobs(t, state.pays[0]!.id)).toHaveLength(1);
  });

  test('public key and connection token; the simulated routes do not exist with Stripe', async () => {
    const t = ctx.app();
    const key = await json(PublicKeyAnswerSchema, await t.request(api.booking.publicKey.path({ currency: 'nok' })));
    expect(key.data).toEqual({ stripe_public_key: SIMULATED_PUBLIC_KEY, provider: 'simulated' });
    const token = await t.request(api.booking.connectionToken.path({ currency: 'NOK' }));
    expect(token.headers.get('Cache-Control')).toBe('no-store');
    const secret = (await json(ConnectionTokenAnswerSchema, token)).data.terminal_connection_secret;
    expect(t.payments.simulation.isIssuedConnectionSecret(secret)).toBe(true);
    expect((await t.request(api.booking.publicKey.path({ currency: 'kroner' }))).status).toBe(400);

    const stripe = createStripeProvider({
      secretKey: 'sk_test_1',
      publishableKeys: 'pk_test_1',
      webhookSecret: 'whsec_1',
      // Nothing below reaches Stripe; were it to, a closed local port answers at once.
      connection: { host: '127.0.0.1', port: 1, protocol: 'http' },
      maxNetworkRetries: 0,
    });
    const app = createApp({ db: t.handle.db, env: t.env, clock: t.clock, payments: stripe });
    const key2 = await app.request(api.booking.publicKey.path({ currency: 'NOK' }));
    expect(await key2.json()).toEqual({ data: { stripe_public_key: 'pk_test_1', provider: 'stripe' } });
    const simulated = await app.request(api.booking.simulatedConfirmCard.path({ intentId: 'pi_123' }), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_secret: 'x', card: { number: TEST_CARDS.succeeds, ...CARD } }),
    });
    expect(simulated.status).toBe(404);
    expect((await app.request(api.booking.simulatedReaders.path())).status).toBe(404);
  });
});
