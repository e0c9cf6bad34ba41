import { and, desc, eq, like, sql } from 'drizzle-orm';
import { CreatePaymentIntentAnswerSchema, HoldAnswerSchema, PaymentIntentAnswerSchema } from 'shared-contracts/booking';
import { CustomerCancelAnswerSchema, CustomerSessionAnswerSchema } from 'shared-contracts/customer';
import { CancellationOrigin, MerchantOfRecordType, PaymentMethod, ReservationStatus } from 'shared-contracts/enums';
import { CancellationDetailsAnswerSchema, CancellationTableAnswerSchema, type CancellationTableInput } from 'shared-contracts/panel-cancellations';
import { api } from 'shared-contracts/paths';
import { createBackground } from '../../../background';
import { cancellations, earningsLines, reservations } from '../../../db/schema/booking';
import { mailOutbox } from '../../../db/schema/mail';
import { testDatabases } from '../../../test/databases';
import { DEMO, type TestApp, useTestDatabase } from '../../../test/harness';
import { addToCart, confirm, cruiseSlot, demoSite, hold, hotelNight, json, ORDER, stateOf } from '../../booking/testing/fixtures';
import { CANCELLATION_MAIL_JOB } from '../../booking/cancellations/cancellations.service';
import { CUSTOMER_LOGIN_MAIL_JOB } from '../../customer/auth/customer-auth.service';
import { TEST_CARDS } from '../../payments/simulated-provider';
import { answer, type Caller, caller, failure } from '../tour-manage/__tests__/fixtures';

const p = api.cancellations;
const STOREFRONT = 'http://demo.localhost:8080';
const CARD_SITE = { type: MerchantOfRecordType.GOTO_HUB, payment_method: [PaymentMethod.STRIPE, PaymentMethod.STRIPE_TERMINAL] };
let counter = 0;
const uniqueEmail = () => `cancellations-${Date.now()}-${++counter}@example.test`;

describe.each(testDatabases())('panel cancellations on $name', (spec) => {
  const ctx = useTestDatabase(spec);
  const worker = (t: TestApp) => createBackground({ db: t.handle.db, clock: t.clock, payments: t.payments, worker: { log: { error: () => undefined, warn: () => undefined } } }).worker;

  /** A guest session through the real e-mailed login link (as the customer cancellation tests open one). */
  async function sessionOf(t: TestApp, email: string) {
    const headers = { origin: STOREFRONT, host: new URL(STOREFRONT).host, 'x-forwarded-for': `203.0.113.${(++counter % 250) + 1}` };
    expect((await t.post(api.customer.login.path(), { email }, headers)).status).toBe(200);
    await worker(t).runUntilIdle();
    const [mail] = await t.handle.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), like(mailOutbox.dedupeKey, `${CUSTOMER_LOGIN_MAIL_JOB}:%`)))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    const token = mail?.body.match(/token=([A-Za-z0-9_-]+)/)?.[1];
    const session = (await json(CustomerSessionAnswerSchema, await t.post(api.customer.loginToken.path(), { token }, { origin: STOREFRONT, host: headers.host }))).data;
    return { host: headers.host, authorization: `Bearer ${session.customer_token}` };
  }

  /**
   * A cruise booking of 2 seats paid by card, which its guest cancels while the provider refuses the refund: the
   * booking is CANCELLATION_FAILED with the seats still sold.
   */
  async function failedCancellation(t: TestApp, card: string = TEST_CARDS.succeeds) {
    const tour = await cruiseSlot(t, 10, 5);
    await demoSite(t, CARD_SITE);
    const email = uniqueEmail();
    const cartRef = await addToCart(t, tour.site, [tour.itemFor(2)]);
    const order = { ...ORDER, email };
    const intent = (await json(CreatePaymentIntentAnswerSchema, await t.post(api.booking.createPaymentIntent.path({ cartRef }, { site_id: tour.site }), { order }))).data;
    const held = await hold(t, tour.site, cartRef, {}, { order, stripe_payment_intent_id: intent.stripe_payment_intent.id, stripe_secret: intent.stripe_secret });
    expect((await json(HoldAnswerSchema, held)).data.reservation_status).toBe(ReservationStatus.HOLD);
    const paid = await t.post(api.booking.simulatedConfirmCard.path({ intentId: intent.stripe_payment_intent.id }), {
      client_secret: intent.stripe_secret,
      card: { number: card, exp_month: 12, exp_year: 2040, cvc: '123' },
    });
    expect((await json(PaymentIntentAnswerSchema, paid)).data.payment_intent.status).toBe('succeeded');
    const reservation = (await stateOf(t, cartRef)).rows[0]!;
    const session = await sessionOf(t, email);
    if (card === TEST_CARDS.succeeds) t.payments.simulation.failNextRefund('provider_unavailable');
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const cancelled = await json(CustomerCancelAnswerSchema, await t.post(api.customer.cancel.path({ id: reservation.ref }), { reason: 'Plans changed' }, session));
      expect(cancelled.data.status).toBe(ReservationStatus.CANCELLATION_FAILED);
    } finally {
      warned.mockRestore();
    }
    const [row] = await t.handle.db.select().from(cancellations).where(eq(cancellations.reservationId, reservation.id));
    expect(await tour.remaining()).toBe(3);
    return { tour, email, intentId: intent.stripe_payment_intent.id, reservation, cancellationId: row!.id, refundMinor: row!.refundAmountMinor };
  }

  /** A pay-later booking confirmed on the demo site, then given a cancellation record as `origin` left it. */
  async function recorded(t: TestApp, item: unknown, site: number, origin: number, outcome: { refund: string; status: number }) {
    await demoSite(t);
    const cartRef = await addToCart(t, site, [item]);
    expect((await hold(t, site, cartRef, {}, { order: { ...ORDER, email: uniqueEmail() } })).status).toBe(200);
    expect((await confirm(t, site, cartRef)).status).toBe(200);
    const reservation = (await stateOf(t, cartRef)).rows[0]!;
    const now = t.clock.now();
    const [row] = await t.handle.db
      .insert(cancellations)
      .values({ reservationId: reservation.id, origin, refundPercentage: 100, refundAmountMinor: 0, currency: reservation.currency, refundStatus: outcome.refund, createdAt: now, updatedAt: now })
      .returning();
    await t.handle.db.update(reservations).set({ status: outcome.status }).where(eq(reservations.id, reservation.id));
    return { reservation, cancellationId: row!.id };
  }

  const table = async (who: Caller, body: CancellationTableInput) => (await answer(CancellationTableAnswerSchema, await who.post(p.dataTable.path(), { limit: 100, ...body }))).data;
  const ids = (page: { data: { id: number }[] }, mine: number[]) => page.data.map((r) => r.id).filter((id) => mine.includes(id)).sort((a, b) => a - b);
  const details = async (who: Caller, id: number) => (await answer(CancellationDetailsAnswerSchema, await who.get(p.details.path({ id })))).data;
  const linesSum = async (t: TestApp, reservationId: number, party?: string) => {
    const [row] = await t.handle.db
      .select({ sum: sql<number>`coalesce(sum(${earningsLines.amountMinor}), 0)::int` })
      .from(earningsLines)
      .where(and(eq(earningsLines.reservationId, reservationId), party ? eq(earningsLines.party, party) : undefined));
    return Number(row!.sum);
  };

  test('each view holds what ADR 0022 says; suppliers and partners see their own, another supplier none, and a foreign id is 404', async () => {
    const t = ctx.app();
    const failed = await failedCancellation(t);
    const hotel = await hotelNight(t, 8, 5);
    const system = await recorded(t, hotel.itemFor(1), failed.tour.site, CancellationOrigin.SYSTEM, { refund: 'failed', status: ReservationStatus.CANCELLATION_FAILED });
    const cruise = await cruiseSlot(t, 12, 5);
    const old = await recorded(t, cruise.itemFor(1), cruise.site, CancellationOrigin.SUPPLIER, { refund: 'not_required', status: ReservationStatus.CANCEL });
    const mine = [failed.cancellationId, system.cancellationId, old.cancellationId].sort((a, b) => a - b);
    const admin = await caller(t, DEMO.admin);

    expect(ids(await table(admin, { view: 'new' }), mine)).toEqual([failed.cancellationId]);
    expect(ids(await table(admin, { view: 'new_hotels' }), mine)).toEqual([system.cancellationId]);
    expect(ids(await table(admin, { view: 'old' }), mine)).toEqual([old.cancellationId]);
    expect(ids(await table(admin, { view: 'system' }), mine)).toEqual([system.cancellationId]);
    expect(ids(await table(admin, { filters: { origin: ['guest'] } }), mine)).toEqual([failed.cancellationId]);
    expect(ids(await table(admin, { filters: { origin: ['supplier', 'system'] } }), mine)).toEqual([system.cancellationId, old.cancellationId].sort((a, b) => a - b));
    expect(ids(await table(admin, { filters: { service_type: 'hotels' } }), mine)).toEqual([system.cancellationId]);
    expect(ids(await table(admin, { filters: { refund_status: ['failed'] } }), mine)).toEqual([failed.cancellationId, system.cancellationId].sort((a, b) => a - b));
    expect(ids(await table(admin, { search: failed.email.toUpperCase() }), mine)).toEqual([failed.cancellationId]);
    expect(ids(await table(admin, { search: failed.reservation.bookingNumber! }), mine)).toEqual([failed.cancellationId]);
    expect(ids(await table(admin, { filters: { date_from: '2000-01-01', date_to: '2000-01-02' } }), mine)).toEqual([]);

    const row = (await table(admin, { view: 'new' })).data.find((r) => r.id === failed.cancellationId)!;
    expect(row).toMatchObject({
      reservation_id: failed.reservation.id,
      booking_number: failed.reservation.bookingNumber,
      reservation_status: ReservationStatus.CANCELLATION_FAILED,
      service: { id: failed.tour.id, name: 'Oslo Fjord Sightseeing Cruise', type: 'activities' },
      payer: { name: 'Kari Nordmann', email: failed.email },
      origin: 'guest',
      state: 'failed',
      refund_status: 'failed',
      failure_code: 'provider_unavailable',
      refund_amount: { minor: failed.refundMinor },
    });

    // Paging: pages do not overlap and the total counts every row.
    const first = await table(admin, { limit: 1, page_number: 1 });
    const second = await table(admin, { limit: 1, page_number: 2 });
    expect(first.total).toBeGreaterThanOrEqual(3);
    expect(second.total).toBe(first.total);
    expect(first.data[0]!.id).not.toBe(second.data[0]!.id);

    // supplier@ supplies the cruise and the hotel; partner@ runs the demo site: both see all three.
    for (const email of [DEMO.supplier, DEMO.partner]) expect(ids(await table(await caller(t, email), {}), mine)).toEqual(mine);
    const duo = await caller(t, DEMO.duo);
    expect(ids(await table(duo, {}), mine)).toEqual([]);
    expect(await failure(await duo.get(p.details.path({ id: failed.cancellationId })))).toMatchObject({ status: 404 });
    expect(await failure(await admin.get(p.details.path({ id: 99_999_999 })))).toMatchObject({ status: 404 });

    // The supplier reads the details but may not act on them.
    const supplier = await caller(t, DEMO.supplier);
    expect((await details(supplier, failed.cancellationId)).actions).toEqual({ retry_refund: false, resolve: false });
    expect((await failure(await supplier.post(p.refund.path({ id: failed.cancellationId })))).status).toBe(403);
    expect((await failure(await supplier.post(p.confirmFailed.path({ id: failed.cancellationId })))).status).toBe(403);
    expect((await failure(await supplier.post(p.keepFailed.path({ id: failed.cancellationId })))).status).toBe(403);
  });

  test('the details show who cancelled, why, the tier, the refund and its failure, and the trail', async () => {
    const t = ctx.app();
    const failed = await failedCancellation(t);
    const admin = await caller(t, DEMO.admin);
    const data = await details(admin, failed.cancellationId);
    expect(data).toMatchObject({
      id: failed.cancellationId,
      reservation_ref: failed.reservation.ref,
      origin: 'guest',
      reason: 'Plans changed',
      state: 'failed',
      policy_tier: { refund_percentage: 100, full_refund: false },
      refund_status: 'failed',
      provider_refund_id: null,
      failure_code: 'provider_unavailable',
      actions: { retry_refund: true, resolve: true },
    });
    expect(data.audit.map((e) => e.kind)).toEqual(['requested', 'refund_failed']);
    expect(data.audit[0]).toMatchObject({ by: failed.email, text: 'Plans changed' });
  });

  test('retrying a refund: refused again it stays failed; accepted it cancels once, and a second retry is 409 with no second refund', async () => {
    const t = ctx.app();
    const failed = await failedCancellation(t);
    const admin = await caller(t, DEMO.admin);
    t.payments.simulation.failNextRefund('provider_unavailable');
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let again;
    try {
      again = (await answer(CancellationDetailsAnswerSchema, await admin.post(p.refund.path({ id: failed.cancellationId })))).data;
    } finally {
      warned.mockRestore();
    }
    expect(again).toMatchObject({ state: 'failed', refund_status: 'failed', failure_code: 'provider_unavailable' });
    expect(t.payments.simulation.refunds(failed.intentId)).toEqual([]);

    const done = (await answer(CancellationDetailsAnswerSchema, await admin.post(p.refund.path({ id: failed.cancellationId })))).data;
    expect(done).toMatchObject({ state: 'cancelled', refund_status: 'succeeded', reservation_status: ReservationStatus.CANCEL, actions: { retry_refund: false, resolve: false } });
    expect(done.provider_refund_id).not.toBeNull();
    expect(t.payments.simulation.refunds(failed.intentId).map((r) => r.amount)).toEqual([failed.refundMinor]);
    expect(await failed.tour.remaining()).toBe(5);

    expect(await failure(await admin.post(p.refund.path({ id: failed.cancellationId })))).toMatchObject({ status: 409 });
    expect(await failure(await admin.post(p.confirmFailed.path({ id: failed.cancellationId })))).toMatchObject({ status: 409 });
    expect(t.payments.simulation.refunds(failed.intentId)).toHaveLength(1);
    // Both retries are in the trail, with who retried and what came of it; the refused calls left nothing.
    const trail = (await answer(CancellationDetailsAnswerSchema, await admin.get(p.details.path({ id: failed.cancellationId })))).data.audit;
    expect(trail.filter((e) => e.kind === 'refund_retried')).toEqual([
      expect.objectContaining({ by: DEMO.admin, text: 'failed' }),
      expect.objectContaining({ by: DEMO.admin, text: 'succeeded' }),
    ]);
  });

  test('confirming a failed cancellation cancels the booking: seats back, earnings reconcile, the guest e-mailed; then it is settled', async () => {
    const t = ctx.app();
    const failed = await failedCancellation(t);
    const price = failed.reservation.priceMinor;
    expect(await linesSum(t, failed.reservation.id)).toBe(price);
    const admin = await caller(t, DEMO.admin);

    const data = (await answer(CancellationDetailsAnswerSchema, await admin.post(p.confirmFailed.path({ id: failed.cancellationId })))).data;
    expect(data).toMatchObject({ state: 'cancelled', reservation_status: ReservationStatus.CANCEL, refund_status: 'succeeded', provider_refund_id: null });
    expect(data.audit.map((e) => e.kind)).toEqual(['requested', 'refund_failed', 'confirmed_by_admin', 'cancelled']);
    expect(data.audit.find((e) => e.kind === 'confirmed_by_admin')?.by).toBe(DEMO.admin);
    expect(await failed.tour.remaining()).toBe(5);
    // Nothing went through the provider: the money went back by hand.
    expect(t.payments.simulation.refunds(failed.intentId)).toEqual([]);
    // The lines sum to what was paid less the refund; the supplier's and partner's are that less the platform's.
    const kept = price - failed.refundMinor;
    expect(await linesSum(t, failed.reservation.id)).toBe(kept);
    const platform = await linesSum(t, failed.reservation.id, 'platform');
    expect((await linesSum(t, failed.reservation.id, 'supplier')) + (await linesSum(t, failed.reservation.id, 'partner'))).toBe(kept - platform);

    await worker(t).runUntilIdle();
    const mails = await t.handle.db.select().from(mailOutbox).where(like(mailOutbox.dedupeKey, `${CANCELLATION_MAIL_JOB}:${failed.cancellationId}:guest:completed`));
    expect(mails.map((m) => m.toAddress)).toEqual([failed.email]);

    const admin2 = await caller(t, DEMO.admin);
    expect(await failure(await admin2.post(p.keepFailed.path({ id: failed.cancellationId })))).toMatchObject({ status: 409 });
    expect(ids(await table(admin, { view: 'old' }), [failed.cancellationId])).toEqual([failed.cancellationId]);
    expect(ids(await table(admin, { view: 'new' }), [failed.cancellationId])).toEqual([]);
    // The refused second resolution recorded nothing.
    const trail = (await answer(CancellationDetailsAnswerSchema, await admin.get(p.details.path({ id: failed.cancellationId })))).data.audit;
    expect(trail.filter((e) => e.by === DEMO.admin).map((e) => e.kind)).toEqual(['confirmed_by_admin']);
  });

  test('keeping the booking restores it as confirmed with its seats and earnings; a refund can no longer be retried', async () => {
    const t = ctx.app();
    const failed = await failedCancellation(t);
    const admin = await caller(t, DEMO.admin);
    const data = (await answer(CancellationDetailsAnswerSchema, await admin.post(p.keepFailed.path({ id: failed.cancellationId })))).data;
    expect(data).toMatchObject({ state: 'kept', reservation_status: ReservationStatus.CONFIRM, actions: { retry_refund: false, resolve: false } });
    expect(data.audit.at(-1)).toMatchObject({ kind: 'kept_by_admin', by: DEMO.admin });
    expect(await failed.tour.remaining()).toBe(3);
    expect(await linesSum(t, failed.reservation.id)).toBe(failed.reservation.priceMinor);
    expect(await failure(await admin.post(p.refund.path({ id: failed.cancellationId })))).toMatchObject({ status: 409 });
    expect(t.payments.simulation.refunds(failed.intentId)).toEqual([]);
  });

  test('a card whose refunds always fail (Stripe’s 4000 0000 0000 5126): the retry fails again, and the administrator confirms by hand', async () => {
    const t = ctx.app();
    const failed = await failedCancellation(t, TEST_CARDS.refundFails);
    const admin = await caller(t, DEMO.admin);
    expect(await details(admin, failed.cancellationId)).toMatchObject({ state: 'failed', failure_code: 'refund_failed' });
    const again = (await answer(CancellationDetailsAnswerSchema, await admin.post(p.refund.path({ id: failed.cancellationId })))).data;
    expect(again).toMatchObject({ state: 'failed', refund_status: 'failed', failure_code: 'refund_failed', actions: { retry_refund: true, resolve: true } });
    expect(t.payments.simulation.refunds(failed.intentId)).toEqual([]);
    const done = (await answer(CancellationDetailsAnswerSchema, await admin.post(p.confirmFailed.path({ id: failed.cancellationId })))).data;
    expect(done).toMatchObject({ state: 'cancelled', reservation_status: ReservationStatus.CANCEL });
    expect(await failed.tour.remaining()).toBe(5);
  });

  test('two administrators resolving at once: one wins, the other gets 409', async () => {
    const t = ctx.app();
    const failed = await failedCancellation(t);
    const [one, two] = [await caller(t, DEMO.admin), await caller(t, DEMO.admin)];
    const answers = await Promise.all([one.post(p.confirmFailed.path({ id: failed.cancellationId })), two.post(p.keepFailed.path({ id: failed.cancellationId }))]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const [row] = await t.handle.db.select().from(reservations).where(eq(reservations.id, failed.reservation.id));
    // The winner's outcome holds entirely: cancelled with the seats back, or confirmed with them sold.
    const confirmWon = answers[0]!.status === 200;
    expect([row!.status, await failed.tour.remaining()]).toEqual(confirmWon ? [ReservationStatus.CANCEL, 5] : [ReservationStatus.CONFIRM, 3]);
  });
});
