import { and, asc, eq, like } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { CreatePaymentIntentAnswerSchema, HoldAnswerSchema, PaymentIntentAnswerSchema } from 'shared-contracts/booking';
import { CancellationOrigin, MerchantOfRecordType, PaymentMethod, Policy, ReservationStatus } from 'shared-contracts/enums';
import { PanelCancelAnswerSchema, PanelCancellationPolicyAnswerSchema, PartialRefundAnswerSchema } from 'shared-contracts/panel-cancellation';
import { ReservationDetailsAnswerSchema } from 'shared-contracts/panel-reservations';
import { api } from 'shared-contracts/paths';
import { createBackground } from '../../../background';
import { cancellations, earningsLines, reservations } from '../../../db/schema/booking';
import { activitySlots } from '../../../db/schema/availability';
import { cancellationTiers, services } from '../../../db/schema/catalogue';
import { userPolicies, users } from '../../../db/schema/core';
import { mailOutbox } from '../../../db/schema/mail';
import { testDatabases } from '../../../test/databases';
import { DEMO, type TestApp, useTestDatabase } from '../../../test/harness';
import { CANCELLATION_MAIL_JOB } from '../../booking/cancellations/cancellations.service';
import { addToCart, cruiseSlot, demoSite, hold, json, ORDER, stateOf } from '../../booking/testing/fixtures';
import { TEST_CARDS } from '../../payments/simulated-provider';
import { answer, caller, failure } from '../tour-manage/__tests__/fixtures';

const p = api.panelReservations;
const CARD_SITE = { type: MerchantOfRecordType.GOTO_HUB, payment_method: [PaymentMethod.STRIPE, PaymentMethod.STRIPE_TERMINAL] };
const CARD = { exp_month: 12, exp_year: 2040, cvc: '123' };
/** Free until 48 h before the start, half until 24 h. */
const TIERS = [
  { hours: 24, refund_percentage: 50 },
  { hours: 48, refund_percentage: 100 },
];
let counter = 0;

describe.each(testDatabases())('panel cancellation on $name', (spec) => {
  const ctx = useTestDatabase(spec);
  const worker = (t: TestApp) => createBackground({ db: t.handle.db, clock: t.clock, payments: t.payments, worker: { log: { error: () => undefined, warn: () => undefined } } }).worker;

  /** A cruise departure `days` ahead with 5 seats, `booked` of them paid by card by a fresh guest (supplier@'s service, partner@'s site). */
  async function paidBooking(t: TestApp, days: number, booked = 2) {
    const tour = await cruiseSlot(t, days, 5);
    await t.handle.db.delete(cancellationTiers).where(eq(cancellationTiers.serviceId, tour.id));
    await t.handle.db.insert(cancellationTiers).values(TIERS.map((tier) => ({ serviceId: tour.id, hours: tier.hours, refundPercentage: tier.refund_percentage })));
    await demoSite(t, CARD_SITE);
    const email = `panel-cancel-${Date.now()}-${++counter}@example.test`;
    const order = { ...ORDER, email };
    const cartRef = await addToCart(t, tour.site, [tour.itemFor(booked)]);
    const intent = (await json(CreatePaymentIntentAnswerSchema, await t.post(api.booking.createPaymentIntent.path({ cartRef }, { site_id: tour.site }), { order }))).data;
    const held = await hold(t, tour.site, cartRef, {}, { order, stripe_payment_intent_id: intent.stripe_payment_intent.id, stripe_secret: intent.stripe_secret });
    expect((await json(HoldAnswerSchema, held)).data.reservation_status).toBe(ReservationStatus.HOLD);
    const paid = await t.post(api.booking.simulatedConfirmCard.path({ intentId: intent.stripe_payment_intent.id }), { client_secret: intent.stripe_secret, card: { number: TEST_CARDS.succeeds, ...CARD } });
    expect((await json(PaymentIntentAnswerSchema, paid)).data.payment_intent.status).toBe('succeeded');
    const reservation = (await stateOf(t, cartRef)).rows[0]!;
    expect(reservation.status).toBe(ReservationStatus.CONFIRM);
    return { tour, email, intentId: intent.stripe_payment_intent.id, reservation };
  }

  const statusOf = async (t: TestApp, id: number) => (await t.handle.db.select().from(reservations).where(eq(reservations.id, id)))[0]!.status;
  const cancellationOf = async (t: TestApp, id: number) => (await t.handle.db.select().from(cancellations).where(eq(cancellations.reservationId, id)))[0];
  /** What the parties keep of the booking: the sum of its ledger lines. */
  const keptOf = async (t: TestApp, id: number) =>
    (await t.handle.db.select().from(earningsLines).where(eq(earningsLines.reservationId, id)).orderBy(asc(earningsLines.id))).reduce((sum, l) => sum + l.amountMinor, 0);
  const setPartnerPolicy = async (t: TestApp, policy: Policy, on: boolean) => {
    const [partner] = await t.handle.db.select().from(users).where(eq(users.email, DEMO.partner));
    await t.handle.db.delete(userPolicies).where(and(eq(userPolicies.userId, partner!.id), eq(userPolicies.policy, policy)));
    if (on) await t.handle.db.insert(userPolicies).values({ userId: partner!.id, policy });
  };

  test('the supplier cancels its own booking with a partial refund: refund made, status CANCEL, seats back, guest mailed, earnings brought to what is kept', async () => {
    const t = ctx.app();
    const booking = await paidBooking(t, 6);
    const price = booking.reservation.priceMinor;
    const id = booking.reservation.id;
    expect(await booking.tour.remaining()).toBe(3);
    const supplier = await caller(t, DEMO.supplier);

    const policy = (await answer(PanelCancellationPolicyAnswerSchema, await supplier.get(p.cancellationPolicy.path({ id })))).data;
    expect(policy).toMatchObject({ reservation_id: id, can_cancel: true, refund_percentage: 100, policy_refund: { minor: price } });
    expect(policy.tiers.map((tier) => [tier.hours, tier.refund_percentage, tier.notice])).toEqual([
      [24, 50, { unit: 'hours', count: 24 }],
      [48, 100, { unit: 'hours', count: 48 }],
    ]);
    const before = (await answer(PartialRefundAnswerSchema, await supplier.get(p.partialRefund.path({ id })))).data;
    expect(before).toMatchObject({ paid: { minor: price }, refunded: { minor: 0 }, max_refund: { minor: price }, refundable: true });

    const part = Math.floor(price / 3);
    const done = (await answer(PanelCancelAnswerSchema, await supplier.post(p.cancel.path(), { reservation_id: id, refund_amount: part, reason: 'Boat out of service' }))).data;
    expect(done).toMatchObject({ reservation_id: id, status: ReservationStatus.CANCEL, outcome: 'cancelled', cancellation: { origin: CancellationOrigin.SUPPLIER, refund_amount: { minor: part }, refund_status: 'succeeded' } });
    expect(t.payments.simulation.refunds(booking.intentId)).toMatchObject([{ amount: part, status: 'succeeded' }]);
    expect(await statusOf(t, id)).toBe(ReservationStatus.CANCEL);
    expect(await booking.tour.remaining()).toBe(5);
    expect(await keptOf(t, id)).toBe(price - part);
    expect(await cancellationOf(t, id)).toMatchObject({ reason: 'Boat out of service', refundAmountMinor: part });
    const after = (await answer(PartialRefundAnswerSchema, await supplier.get(p.partialRefund.path({ id })))).data;
    expect(after).toMatchObject({ refunded: { minor: part }, max_refund: { minor: price - part } });
    // The refund shows among the payment's events on the booking's details.
    const shown = (await answer(ReservationDetailsAnswerSchema, await supplier.get(p.details.path({ id })))).data;
    expect(shown.payment?.events.filter((e) => e.type === 'refund.succeeded')).toEqual([expect.objectContaining({ id: expect.stringMatching(/^re_/) })]);
    // Its earnings, as the ledger now holds them, add up to what was kept.
    const earned = shown.earnings!;
    expect(earned.supplier.minor + earned.partner!.minor + earned.platform.minor).toBe(price - part);

    await worker(t).runUntilIdle();
    const mails = await t.handle.db.select().from(mailOutbox).where(like(mailOutbox.dedupeKey, `${CANCELLATION_MAIL_JOB}:%`));
    const guest = mails.filter((m) => m.toAddress === booking.email);
    expect(guest).toHaveLength(1);
    expect(guest[0]!.body).toContain('Boat out of service');

    // A second cancel is refused and refunds nothing more.
    expect(await failure(await supplier.post(p.cancel.path(), { reservation_id: id, refund_amount: 0 }))).toMatchObject({ status: 409 });
    expect(t.payments.simulation.refunds(booking.intentId)).toHaveLength(1);
  });

  test('without an amount the policy refund is made (half inside the 24–48 h tier); an amount above what was paid is refused', async () => {
    const t = ctx.app();
    const booking = await paidBooking(t, 6);
    const id = booking.reservation.id;
    const price = booking.reservation.priceMinor;
    const supplier = await caller(t, DEMO.supplier);
    expect(await failure(await supplier.post(p.cancel.path(), { reservation_id: id, refund_amount: price + 1 }))).toMatchObject({ status: 400, paths: ['refund_amount'] });
    expect(await failure(await supplier.post(p.cancel.path(), { reservation_id: id, refund_amount: -1 }))).toMatchObject({ status: 400 });
    expect(await statusOf(t, id)).toBe(ReservationStatus.CONFIRM);

    // 30 hours before the start: the 24 h tier (50 %) applies.
    const [slot] = await t.handle.db.select().from(activitySlots).where(eq(activitySlots.id, booking.tour.slotId));
    const [service] = await t.handle.db.select({ zone: services.timeZone }).from(services).where(eq(services.id, booking.tour.id));
    const start = DateTime.fromISO(`${slot!.slotDate}T${slot!.startTime.slice(0, 5)}`, { zone: service!.zone });
    t.clock.set(start.minus({ hours: 30 }).toJSDate());
    // Days later: a fresh session.
    const later = await caller(t, DEMO.supplier);
    const policy = (await answer(PanelCancellationPolicyAnswerSchema, await later.get(p.cancellationPolicy.path({ id })))).data;
    expect(policy).toMatchObject({ refund_percentage: 50, policy_refund: { minor: Math.floor((price * 50 + 50) / 100) } });
    const done = (await answer(PanelCancelAnswerSchema, await later.post(p.cancel.path(), { reservation_id: id }))).data;
    expect(done.cancellation.refund_amount.minor).toBe(policy.policy_refund.minor);
    expect(t.payments.simulation.refunds(booking.intentId)).toMatchObject([{ amount: policy.policy_refund.minor }]);
  });

  test('who may: another supplier 404, partner only with PARTNER_CANCEL_TOUR_BOOKING (403 without), administrator always', async () => {
    const t = ctx.app();
    const first = await paidBooking(t, 7, 1);
    const second = await paidBooking(t, 8, 1);
    const duo = await caller(t, DEMO.duo);
    expect(await failure(await duo.get(p.cancellationPolicy.path({ id: first.reservation.id })))).toMatchObject({ status: 404 });
    expect(await failure(await duo.post(p.cancel.path(), { reservation_id: first.reservation.id }))).toMatchObject({ status: 404 });
    expect(await failure(await duo.get(p.partialRefund.path({ id: 999_999 })))).toMatchObject({ status: 404 });

    await setPartnerPolicy(t, Policy.PARTNER_CANCEL_TOUR_BOOKING, false);
    const partner = await caller(t, DEMO.partner);
    const refused = await failure(await partner.post(p.cancel.path(), { reservation_id: first.reservation.id, refund_amount: 0 }));
    expect(refused).toMatchObject({ status: 403 });
    expect(refused.message).toMatch(/permission/);
    expect(await statusOf(t, first.reservation.id)).toBe(ReservationStatus.CONFIRM);

    await setPartnerPolicy(t, Policy.PARTNER_CANCEL_TOUR_BOOKING, true);
    const allowed = await caller(t, DEMO.partner);
    expect((await answer(PanelCancelAnswerSchema, await allowed.post(p.cancel.path(), { reservation_id: first.reservation.id, refund_amount: 0 }))).data.status).toBe(ReservationStatus.CANCEL);
    // Nothing refunded: the parties keep the whole price.
    expect(t.payments.simulation.refunds(first.intentId)).toEqual([]);
    expect(await keptOf(t, first.reservation.id)).toBe(first.reservation.priceMinor);

    const admin = await caller(t, DEMO.admin);
    const full = second.reservation.priceMinor;
    expect((await answer(PanelCancelAnswerSchema, await admin.post(p.cancel.path(), { reservation_id: second.reservation.id, refund_amount: full }))).data).toMatchObject({
      status: ReservationStatus.CANCEL,
      cancellation: { refund_amount: { minor: full } },
    });
    expect(await keptOf(t, second.reservation.id)).toBe(0);
  });

  test('two cancels at once: one cancels and refunds, the other is refused; money goes back once', async () => {
    const t = ctx.app();
    const booking = await paidBooking(t, 6);
    const id = booking.reservation.id;
    const supplier = await caller(t, DEMO.supplier);
    const admin = await caller(t, DEMO.admin);
    const statuses = (await Promise.all([supplier.post(p.cancel.path(), { reservation_id: id, refund_amount: 500 }), admin.post(p.cancel.path(), { reservation_id: id, refund_amount: 700 })])).map(
      (r) => r.status,
    );
    expect(statuses.sort()).toEqual([200, 409]);
    const refunds = t.payments.simulation.refunds(booking.intentId);
    expect(refunds).toHaveLength(1);
    expect(await statusOf(t, id)).toBe(ReservationStatus.CANCEL);
    expect((await cancellationOf(t, id))!.refundAmountMinor).toBe(refunds[0]!.amount);
  });

  test('a refused refund leaves the booking CANCELLATION_FAILED with its seats; only a confirmed booking can be cancelled', async () => {
    const t = ctx.app();
    const booking = await paidBooking(t, 9);
    const id = booking.reservation.id;
    const supplier = await caller(t, DEMO.supplier);
    t.payments.simulation.failNextRefund('provider_unavailable');
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let data;
    try {
      data = (await answer(PanelCancelAnswerSchema, await supplier.post(p.cancel.path(), { reservation_id: id, refund_amount: 100 }))).data;
    } finally {
      warned.mockRestore();
    }
    expect(data).toMatchObject({ status: ReservationStatus.CANCELLATION_FAILED, outcome: 'failed', cancellation: { refund_status: 'failed' } });
    expect(await statusOf(t, id)).toBe(ReservationStatus.CANCELLATION_FAILED);
    expect(await booking.tour.remaining()).toBe(3);
    expect(await keptOf(t, id)).toBe(booking.reservation.priceMinor);
    const again = await failure(await supplier.post(p.cancel.path(), { reservation_id: id }));
    expect(again).toMatchObject({ status: 409 });
  });
});
