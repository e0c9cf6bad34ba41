import { and, asc, desc, eq, like, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { CreatePaymentIntentAnswerSchema, HoldAnswerSchema, PaymentIntentAnswerSchema } from 'shared-contracts/booking';
import { ErrorEnvelopeSchema } from 'shared-contracts/common';
import {
  CustomerCancelAnswerSchema,
  CustomerCancellationPolicyAnswerSchema,
  CustomerSessionAnswerSchema,
} from 'shared-contracts/customer';
import { CancellationOrigin, MerchantOfRecordType, PaymentMethod, ReservationStatus } from 'shared-contracts/enums';
import { CancellationTableAnswerSchema } from 'shared-contracts/panel-cancellations';
import { api } from 'shared-contracts/paths';
import { createBackground } from '../../../background';
import { activitySlots } from '../../../db/schema/availability';
import { cancellations, capacityHolds, earningsLines, reservations } from '../../../db/schema/booking';
import { cancellationTiers, services } from '../../../db/schema/catalogue';
import { users } from '../../../db/schema/core';
import { mailOutbox } from '../../../db/schema/mail';
import { testDatabases } from '../../../test/databases';
import { DEMO, type TestApp, useTestDatabase } from '../../../test/harness';
import { addToCart, confirm, cruiseSlot, demoSite, hold, hotelNight, json, ORDER, packageSlot, stateOf } from '../../booking/testing/fixtures';
import { TEST_CARDS } from '../../payments/simulated-provider';
import { CUSTOMER_LOGIN_MAIL_JOB } from '../auth/customer-auth.service';
import { CANCELLATION_CLAIM_LEASE_MS, CANCELLATION_MAIL_JOB, cancellationRefundKey } from '../../booking/cancellations/cancellations.service';

const STOREFRONT = 'http://demo.localhost:8080';
const CARD_SITE = { type: MerchantOfRecordType.GOTO_HUB, payment_method: [PaymentMethod.STRIPE, PaymentMethod.STRIPE_TERMINAL] };
const CARD = { exp_month: 12, exp_year: 2040, cvc: '123' };
/** The policy every test sets on the service it books: free until 48 h before the start, half until 24 h. */
const TIERS = [
  { hours: 24, refund_percentage: 50 },
  { hours: 48, refund_percentage: 100 },
];

let counter = 0;
const uniqueEmail = (label: string) => `cancel-${label}-${Date.now()}-${++counter}@example.test`;
const uniqueIp = () => `203.0.113.${(++counter % 250) + 1}`;

describe.each(testDatabases())('customer cancellation on $name', (spec) => {
  const ctx = useTestDatabase(spec);

  const worker = (t: TestApp) => createBackground({ db: t.handle.db, clock: t.clock, payments: t.payments, worker: { log: { error: () => undefined, warn: () => undefined } } }).worker;

  async function setTiers(t: TestApp, serviceId: number, tiers = TIERS) {
    await t.handle.db.delete(cancellationTiers).where(eq(cancellationTiers.serviceId, serviceId));
    await t.handle.db.insert(cancellationTiers).values(tiers.map((tier) => ({ serviceId, hours: tier.hours, refundPercentage: tier.refund_percentage })));
  }

  /** A customer session opened with the real e-mailed login link; the headers that send it. */
  async function sessionOf(t: TestApp, email: string): Promise<Record<string, string>> {
    const requested = await t.post(api.customer.login.path(), { email }, { origin: STOREFRONT, host: new URL(STOREFRONT).host, 'x-forwarded-for': uniqueIp() });
    expect(requested.status).toBe(200);
    await worker(t).runUntilIdle();
    const [mail] = await t.handle.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), like(mailOutbox.dedupeKey, `${CUSTOMER_LOGIN_MAIL_JOB}:%`)))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    const token = mail?.body.match(/token=([A-Za-z0-9_-]+)/)?.[1];
    expect(token).toBeDefined();
    const session = (await json(CustomerSessionAnswerSchema, await t.post(api.customer.loginToken.path(), { token }, { origin: STOREFRONT, host: new URL(STOREFRONT).host }))).data;
    // On the demo site's host: a guest session answers only on the site it was opened on.
    return { host: new URL(STOREFRONT).host, authorization: `Bearer ${session.customer_token}` };
  }

  /** Pays the cart by card through the simulated provider (intent → hold → 4242); the cart's first reservation and payment. */
  async function payByCard(t: TestApp, site: number, cartRef: string, email: string, locale = 'en') {
    const order = { ...ORDER, email };
    const intent = (await json(CreatePaymentIntentAnswerSchema, await t.post(api.booking.createPaymentIntent.path({ cartRef }, { site_id: site }), { order }))).data;
    const held = await hold(t, site, cartRef, { 'APP-LOCALE': locale }, { order, stripe_payment_intent_id: intent.stripe_payment_intent.id, stripe_secret: intent.stripe_secret });
    expect((await json(HoldAnswerSchema, held)).data.reservation_status).toBe(ReservationStatus.HOLD);
    const paid = await t.post(api.booking.simulatedConfirmCard.path({ intentId: intent.stripe_payment_intent.id }), {
      client_secret: intent.stripe_secret,
      card: { number: TEST_CARDS.succeeds, ...CARD },
    });
    expect((await json(PaymentIntentAnswerSchema, paid)).data.payment_intent.status).toBe('succeeded');
    const state = await stateOf(t, cartRef);
    expect(state.rows[0]!.status).toBe(ReservationStatus.CONFIRM);
    return { intentId: intent.stripe_payment_intent.id, reservation: state.rows[0]!, payment: state.pays.at(-1)! };
  }

  /** Pay later: the demo site on no-pay, held and confirmed by the storefront. */
  async function payLater(t: TestApp, site: number, cartRef: string, email: string) {
    expect((await hold(t, site, cartRef, {}, { order: { ...ORDER, email } })).status).toBe(200);
    expect((await confirm(t, site, cartRef)).status).toBe(200);
    const state = await stateOf(t, cartRef);
    expect(state.rows[0]!.status).toBe(ReservationStatus.CONFIRM);
    return { reservation: state.rows[0]!, payment: state.pays.at(-1)! };
  }

  /** A cruise departure `days` ahead with `seats` seats, `booked` of them bought by card by a fresh customer. */
  async function cruiseByCard(t: TestApp, days: number, seats: number, booked: number, locale = 'en') {
    const tour = await cruiseSlot(t, days, seats);
    await setTiers(t, tour.id);
    await demoSite(t, CARD_SITE);
    const email = uniqueEmail('card');
    const cartRef = await addToCart(t, tour.site, [tour.itemFor(booked)]);
    const booking = await payByCard(t, tour.site, cartRef, email, locale);
    return { tour, email, cartRef, ...booking };
  }

  /** The departure's start as an instant: its date and start time in the service's zone. */
  async function cruiseStart(t: TestApp, slotId: number, serviceId: number) {
    const [slot] = await t.handle.db.select().from(activitySlots).where(eq(activitySlots.id, slotId));
    const [service] = await t.handle.db.select({ zone: services.timeZone }).from(services).where(eq(services.id, serviceId));
    return DateTime.fromISO(`${slot!.slotDate}T${slot!.startTime.slice(0, 5)}`, { zone: service!.zone });
  }

  const policyOf = (t: TestApp, id: string, headers: Record<string, string>) => t.request(api.customer.cancellationPolicy.path({ id }), { headers });
  const cancelRaw = (t: TestApp, id: string, headers: Record<string, string>, body: object = { reason: 'Plans changed' }) =>
    t.post(api.customer.cancel.path({ id }), body, headers);
  const cancelOk = async (t: TestApp, id: string, headers: Record<string, string>, body?: object) => (await json(CustomerCancelAnswerSchema, await cancelRaw(t, id, headers, body))).data;

  const cancellationRow = async (t: TestApp, reservationId: number) =>
    (await t.handle.db.select().from(cancellations).where(eq(cancellations.reservationId, reservationId)))[0];
  const reservationRow = async (t: TestApp, reservationId: number) => (await t.handle.db.select().from(reservations).where(eq(reservations.id, reservationId)))[0]!;
  /** The reservation's earnings ledger (ADR 0017): how many reversal lines it has, and what the parties hold in all. */
  const ledgerOf = async (t: TestApp, reservationId: number) => {
    const lines = await t.handle.db.select().from(earningsLines).where(eq(earningsLines.reservationId, reservationId)).orderBy(asc(earningsLines.id));
    return { reversals: lines.filter((l) => l.kind === 'reversal').length, held: lines.reduce((sum, l) => sum + l.amountMinor, 0) };
  };
  const cancellationMails = (t: TestApp) => t.handle.db.select().from(mailOutbox).where(like(mailOutbox.dedupeKey, `${CANCELLATION_MAIL_JOB}:%`)).orderBy(asc(mailOutbox.id));
  const mailsOf = async (t: TestApp, cancellationId: number) => (await cancellationMails(t)).filter((m) => m.dedupeKey.startsWith(`${CANCELLATION_MAIL_JOB}:${cancellationId}:`));
  async function supplierEmailOf(t: TestApp, serviceId: number) {
    const [row] = await t.handle.db.select({ email: users.email }).from(services).innerJoin(users, eq(users.id, services.supplierUserId)).where(eq(services.id, serviceId));
    return row!.email;
  }

  test('the policy says what cancelling now refunds: 100 % more than 48 h ahead, exactly half inside the 24–48 h tier', async () => {
    const t = ctx.app();
    const booking = await cruiseByCard(t, 5, 6, 2);
    const price = booking.reservation.priceMinor;
    expect(price).toBeGreaterThan(0);
    const start = await cruiseStart(t, booking.tour.slotId, booking.tour.id);
    const session = await sessionOf(t, booking.email);

    const full = (await json(CustomerCancellationPolicyAnswerSchema, await policyOf(t, booking.reservation.ref, session))).data;
    expect(full).toEqual({
      cancellation_hours: 48,
      refund_percentage: 100,
      service_type: 'activities',
      price: { minor: price, currency: booking.reservation.currency, amount: price / 100 },
      currency_code: booking.reservation.currency,
      refund_amount: { minor: price, currency: booking.reservation.currency, amount: price / 100 },
      refund_available: true,
      can_cancel: true,
      free_cancellation_until: start.minus({ hours: 48 }).toUTC().toISO(),
      cancellation_policy: TIERS,
      payment_method: PaymentMethod.STRIPE,
    });

    t.clock.set(start.minus({ hours: 30 }).toJSDate());
    const half = (await json(CustomerCancellationPolicyAnswerSchema, await policyOf(t, booking.reservation.ref, await sessionOf(t, booking.email)))).data;
    expect(half).toMatchObject({ cancellation_hours: 24, refund_percentage: 50, refund_available: true, can_cancel: true, free_cancellation_until: null });
    expect(half.refund_amount.minor).toBe(Math.round(price / 2));
  });

  test('cancel at 100 %: the whole price goes back through the provider, the seats return, earnings are reversed, guest and supplier are mailed', async () => {
    const t = ctx.app();
    const booking = await cruiseByCard(t, 6, 5, 2);
    const price = booking.reservation.priceMinor;
    expect(await booking.tour.remaining()).toBe(3);
    expect(await ledgerOf(t, booking.reservation.id)).toEqual({ reversals: 0, held: price });
    const session = await sessionOf(t, booking.email);

    const data = await cancelOk(t, booking.reservation.ref, session);
    expect(data).toEqual({
      uuid: booking.reservation.ref,
      status: ReservationStatus.CANCEL,
      cancellation: {
        origin: CancellationOrigin.CLIENT,
        refund_percentage: 100,
        refund_amount: { minor: price, currency: booking.reservation.currency, amount: price / 100 },
        refund_status: 'succeeded',
        cancelled_at: t.clock.now().toISOString(),
      },
    });
    const refunds = t.payments.simulation.refunds(booking.intentId);
    expect(refunds).toMatchObject([{ amount: price, status: 'succeeded' }]);
    expect((await reservationRow(t, booking.reservation.id)).status).toBe(ReservationStatus.CANCEL);
    expect(await booking.tour.remaining()).toBe(5);
    const row = await cancellationRow(t, booking.reservation.id);
    expect(row).toMatchObject({ origin: 2, refundStatus: 'succeeded', refundPercentage: 100, refundAmountMinor: price, providerRefundId: refunds[0]!.id, reason: 'Plans changed', failureCode: null });
    // Supplier, partner and platform each give back their share: the parties hold nothing of a full refund.
    expect(await ledgerOf(t, booking.reservation.id)).toEqual({ reversals: 3, held: 0 });

    await worker(t).runUntilIdle();
    const mails = await mailsOf(t, row!.id);
    const guest = mails.find((m) => m.toAddress === booking.email);
    const supplierEmail = await supplierEmailOf(t, booking.tour.id);
    const supplier = mails.find((m) => m.toAddress === supplierEmail);
    expect(mails).toHaveLength(2);
    expect(guest!.subject).toMatch(new RegExp(`^Your booking ${booking.reservation.bookingNumber} is cancelled – \\S`));
    expect(guest!.body).toContain('Your booking has been cancelled.');
    expect(guest!.body).toContain(`Booking number: ${booking.reservation.bookingNumber}`);
    expect(guest!.body).toMatch(/Refund: .+ \(100%\)/);
    expect(guest!.body).toContain('A refund reaches your payment method within at most 10 working days.');
    expect(guest!.htmlBody).toContain('10 working days');
    expect(supplier!.subject).toContain(`Booking ${booking.reservation.bookingNumber} cancelled by the customer`);
    expect(supplier!.body).toContain('Customer: Kari Nordmann');
    expect(supplier!.body).toContain('Reason: Plans changed');
    expect(supplier!.htmlBody).toContain(booking.reservation.bookingNumber!);
  });

  test('cancel inside the 50 % tier refunds exactly half, and the guest is written to in the order language', async () => {
    const t = ctx.app();
    const booking = await cruiseByCard(t, 7, 4, 3, 'no');
    const price = booking.reservation.priceMinor;
    const start = await cruiseStart(t, booking.tour.slotId, booking.tour.id);
    t.clock.set(start.minus({ hours: 25 }).toJSDate());
    const data = await cancelOk(t, booking.reservation.ref, await sessionOf(t, booking.email), {});
    expect(data.cancellation).toMatchObject({ refund_percentage: 50, refund_status: 'succeeded', refund_amount: { minor: Math.round(price / 2) } });
    expect(t.payments.simulation.refunds(booking.intentId).map((r) => r.amount)).toEqual([Math.round(price / 2)]);
    expect(await booking.tour.remaining()).toBe(4);

    await worker(t).runUntilIdle();
    const row = await cancellationRow(t, booking.reservation.id);
    const guest = (await mailsOf(t, row!.id)).find((m) => m.toAddress === booking.email)!;
    expect(guest.subject).toContain('er avbestilt');
    expect(guest.body).toContain('Bestillingen din er avbestilt.');
    expect(guest.body).toMatch(/Refusjon: .+ \(50\s%\)/);
    expect(guest.body).toContain('innen høyst 10 virkedager');
  });

  test('pay later: nothing to refund (not_required), no provider call, the seats still come back', async () => {
    const t = ctx.app();
    const tour = await cruiseSlot(t, 8, 4);
    await setTiers(t, tour.id);
    const email = uniqueEmail('later');
    const cartRef = await addToCart(t, tour.site, [tour.itemFor(2)]);
    const booking = await payLater(t, tour.site, cartRef, email);
    expect(await tour.remaining()).toBe(2);
    const session = await sessionOf(t, email);

    const policy = (await json(CustomerCancellationPolicyAnswerSchema, await policyOf(t, booking.reservation.ref, session))).data;
    expect(policy).toMatchObject({ refund_percentage: 100, refund_available: false, can_cancel: true, payment_method: PaymentMethod.NOPAY });

    const refundSpy = jest.spyOn(t.payments, 'refund');
    const data = await cancelOk(t, booking.reservation.ref, session);
    expect(refundSpy).not.toHaveBeenCalled();
    refundSpy.mockRestore();
    expect(data).toMatchObject({ status: ReservationStatus.CANCEL, cancellation: { refund_status: 'not_required', refund_amount: { minor: 0 }, origin: 2 } });
    expect(await tour.remaining()).toBe(4);
    // Nothing was paid, so the parties are brought to nothing.
    expect(await ledgerOf(t, booking.reservation.id)).toEqual({ reversals: 3, held: 0 });

    await worker(t).runUntilIdle();
    const guest = (await mailsOf(t, (await cancellationRow(t, booking.reservation.id))!.id)).find((m) => m.toAddress === email)!;
    expect(guest.body).toContain('Refund: No refund');
    expect(guest.body).not.toContain('10 working days');
  });

  test('a repeated, a replayed and a concurrent double cancel refund once and give the seats back once', async () => {
    const t = ctx.app();
    const booking = await cruiseByCard(t, 9, 5, 2);
    const session = await sessionOf(t, booking.email);
    const key = { ...session, 'Idempotency-Key': `cancel-test-${booking.reservation.ref}` };

    const [a, b] = await Promise.all([cancelRaw(t, booking.reservation.ref, key), cancelRaw(t, booking.reservation.ref, session)]);
    const answers = [(await json(CustomerCancelAnswerSchema, a)).data, (await json(CustomerCancelAnswerSchema, b)).data];
    // Whoever came second either found it done or saw the first one's claim still pending: never a second refund.
    expect(answers.some((d) => d.status === ReservationStatus.CANCEL && d.cancellation.refund_status === 'succeeded')).toBe(true);
    expect(t.payments.simulation.refunds(booking.intentId)).toHaveLength(1);
    expect(await booking.tour.remaining()).toBe(5);

    const again = await cancelOk(t, booking.reservation.ref, session);
    expect(again).toMatchObject({ status: ReservationStatus.CANCEL, cancellation: { refund_status: 'succeeded' } });
    const replay = await cancelRaw(t, booking.reservation.ref, key);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect((await json(CustomerCancelAnswerSchema, replay)).data).toEqual(again);
    // The same key on another request is refused.
    const misuse = await cancelRaw(t, booking.reservation.ref, key, { reason: 'something else' });
    expect((await json(ErrorEnvelopeSchema, misuse, 409)).message).toContain('different request');

    expect(t.payments.simulation.refunds(booking.intentId)).toHaveLength(1);
    expect(await booking.tour.remaining()).toBe(5);
    const holds = await t.handle.db.select().from(capacityHolds).where(eq(capacityHolds.reservationId, booking.reservation.id));
    expect(holds.map((h) => h.releaseReason)).toEqual(['cancel']);
    expect(await t.handle.db.select().from(cancellations).where(eq(cancellations.reservationId, booking.reservation.id))).toHaveLength(1);
  });

  test('a refused refund leaves the booking CANCELLATION_FAILED (seats and earnings untouched), listed for administrators only', async () => {
    const t = ctx.app();
    const booking = await cruiseByCard(t, 10, 5, 2);
    const session = await sessionOf(t, booking.email);
    t.payments.simulation.failNextRefund('provider_unavailable');
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let data;
    try {
      data = await cancelOk(t, booking.reservation.ref, session);
    } finally {
      warned.mockRestore();
    }
    expect(data).toMatchObject({ status: ReservationStatus.CANCELLATION_FAILED, cancellation: { refund_status: 'failed', refund_percentage: 100 } });
    expect(t.payments.simulation.refunds(booking.intentId)).toEqual([]);
    expect((await reservationRow(t, booking.reservation.id)).status).toBe(ReservationStatus.CANCELLATION_FAILED);
    expect(await booking.tour.remaining()).toBe(3);
    expect(await ledgerOf(t, booking.reservation.id)).toEqual({ reversals: 0, held: booking.reservation.priceMinor });
    const row = await cancellationRow(t, booking.reservation.id);
    expect(row).toMatchObject({ refundStatus: 'failed', failureCode: 'provider_unavailable', providerRefundId: null });

    // Repeating answers the same record and asks the provider nothing.
    const refundSpy = jest.spyOn(t.payments, 'refund');
    expect(await cancelOk(t, booking.reservation.ref, session)).toEqual(data);
    expect(refundSpy).not.toHaveBeenCalled();
    refundSpy.mockRestore();

    await worker(t).runUntilIdle();
    const mails = await mailsOf(t, row!.id);
    expect(mails.map((m) => m.toAddress)).toEqual([booking.email]);
    expect(mails[0]!.subject).toContain('We are finishing the cancellation');
    expect(mails[0]!.body).toContain('an administrator will contact you');

    const admin = await t.login(DEMO.admin);
    // The back office's table (ADR 0022): the failed cancellation waits in the administrators' "new" view.
    const list = await t.post(api.cancellations.dataTable.path(), { view: 'new', filters: { refund_status: ['failed'] }, limit: 100 }, { authorization: `Bearer ${admin.token}` });
    const rows = (await json(CancellationTableAnswerSchema, list)).data.data;
    expect(rows.find((r) => r.reservation_ref === booking.reservation.ref)).toMatchObject({
      reservation_status: ReservationStatus.CANCELLATION_FAILED,
      refund_status: 'failed',
      failure_code: 'provider_unavailable',
      booking_number: booking.reservation.bookingNumber,
      payer: { email: booking.email },
      price: { minor: booking.reservation.priceMinor },
      origin: 'guest',
    });
    expect(rows.every((r) => r.refund_status === 'failed')).toBe(true);
    const times = rows.map((r) => r.cancelled_at);
    expect([...times].sort().reverse()).toEqual(times);

    // The supplier sees its own service's cancellation, but may not resolve it.
    const supplier = await t.login(DEMO.supplier);
    const own = await t.post(api.cancellations.dataTable.path(), { limit: 100 }, { authorization: `Bearer ${supplier.token}` });
    expect((await json(CancellationTableAnswerSchema, own)).data.data.some((r) => r.reservation_ref === booking.reservation.ref)).toBe(true);
    const id = rows.find((r) => r.reservation_ref === booking.reservation.ref)!.id;
    expect((await json(ErrorEnvelopeSchema, await t.post(api.cancellations.confirmFailed.path({ id }), {}, { authorization: `Bearer ${supplier.token}` }), 403)).code).toBe('FORBIDDEN');
    expect((await t.post(api.cancellations.dataTable.path(), {})).status).toBe(401);
    // A customer session is no panel session.
    expect((await t.post(api.cancellations.dataTable.path(), {}, session)).status).toBe(401);
  });

  test('a crash after the refund but before the outcome is recorded: the next call resumes it and the money goes back once', async () => {
    const t = ctx.app();
    const booking = await cruiseByCard(t, 11, 5, 2);
    const price = booking.reservation.priceMinor;
    const session = await sessionOf(t, booking.email);
    const db = t.handle.db;
    // A real database error in Tx2: the reservation may not turn CANCEL (the process "dies" after the provider call).
    await db.execute(
      sql.raw(`create or replace function wayhub_test_refuse_cancel() returns trigger language plpgsql as $$
      begin
        raise exception 'injected fault: crash before the cancellation outcome';
      end $$`),
    );
    await db.execute(
      sql.raw(
        `create trigger wayhub_test_refuse_cancel before update on reservations for each row when (old.id = ${Number(booking.reservation.id)} and new.status = 5) execute function wayhub_test_refuse_cancel()`,
      ),
    );
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let crashed: Response;
    try {
      crashed = await cancelRaw(t, booking.reservation.ref, session);
    } finally {
      logged.mockRestore();
      await db.execute(sql`drop trigger if exists wayhub_test_refuse_cancel on reservations`);
      await db.execute(sql`drop function if exists wayhub_test_refuse_cancel()`);
    }
    expect(crashed.status).toBe(500);
    const claimed = await cancellationRow(t, booking.reservation.id);
    expect(claimed).toMatchObject({ refundStatus: 'pending', refundAmountMinor: price });
    expect((await reservationRow(t, booking.reservation.id)).status).toBe(ReservationStatus.CONFIRM);
    expect(await booking.tour.remaining()).toBe(3);
    expect(t.payments.simulation.refunds(booking.intentId)).toHaveLength(1);

    // Right away the claim may still be someone's: the answer is the pending record, and the provider is not asked.
    const refundSpy = jest.spyOn(t.payments, 'refund');
    const early = await cancelOk(t, booking.reservation.ref, session);
    expect(early).toMatchObject({ status: ReservationStatus.CONFIRM, cancellation: { refund_status: 'pending' } });
    expect(refundSpy).not.toHaveBeenCalled();

    // Once the claim is abandoned the next call resumes it under the same provider key: the first refund is replayed.
    t.clock.advance(CANCELLATION_CLAIM_LEASE_MS + 1000);
    const resumed = await cancelOk(t, booking.reservation.ref, session);
    expect(refundSpy).toHaveBeenCalledWith(booking.intentId, price, { idempotencyKey: cancellationRefundKey(claimed!.id) });
    refundSpy.mockRestore();
    expect(resumed).toMatchObject({ status: ReservationStatus.CANCEL, cancellation: { refund_status: 'succeeded', refund_amount: { minor: price } } });
    const refunds = t.payments.simulation.refunds(booking.intentId);
    expect(refunds).toHaveLength(1);
    expect(await cancellationRow(t, booking.reservation.id)).toMatchObject({ refundStatus: 'succeeded', providerRefundId: refunds[0]!.id });
    expect(await booking.tour.remaining()).toBe(5);
  });

  test('a claim abandoned by a crash is finished by its resume job once the lease has passed, without the guest and without a second refund', async () => {
    const t = ctx.app();
    const booking = await cruiseByCard(t, 15, 5, 2);
    const price = booking.reservation.priceMinor;
    const session = await sessionOf(t, booking.email);
    const db = t.handle.db;
    // The process "dies" after the provider refunded: Tx2 cannot record the outcome, and nobody calls again.
    await db.execute(
      sql.raw(`create or replace function wayhub_test_refuse_outcome() returns trigger language plpgsql as $$
      begin
        raise exception 'injected fault: crash before the cancellation outcome';
      end $$`),
    );
    await db.execute(
      sql.raw(
        `create trigger wayhub_test_refuse_outcome before update on cancellations for each row when (new.refund_status <> 'pending') execute function wayhub_test_refuse_outcome()`,
      ),
    );
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect((await cancelRaw(t, booking.reservation.ref, session)).status).toBe(500);
    } finally {
      logged.mockRestore();
      await db.execute(sql`drop trigger if exists wayhub_test_refuse_outcome on cancellations`);
      await db.execute(sql`drop function if exists wayhub_test_refuse_outcome()`);
    }
    expect(await cancellationRow(t, booking.reservation.id)).toMatchObject({ refundStatus: 'pending' });
    expect((await reservationRow(t, booking.reservation.id)).status).toBe(ReservationStatus.CONFIRM);

    // Within the lease the check-up is not due; the worker leaves the claim alone.
    await worker(t).runUntilIdle();
    expect(await cancellationRow(t, booking.reservation.id)).toMatchObject({ refundStatus: 'pending' });

    // After it, the worker finishes the cancellation by itself: CANCEL, seats back, one refund under the claim's key.
    t.clock.advance(CANCELLATION_CLAIM_LEASE_MS + 2000);
    await worker(t).runUntilIdle();
    expect((await reservationRow(t, booking.reservation.id)).status).toBe(ReservationStatus.CANCEL);
    const refunds = t.payments.simulation.refunds(booking.intentId);
    expect(refunds.map((r) => r.amount)).toEqual([price]);
    expect(await cancellationRow(t, booking.reservation.id)).toMatchObject({ refundStatus: 'succeeded', providerRefundId: refunds[0]!.id });
    expect(await booking.tour.remaining()).toBe(5);
    // Done is done: a later check-up changes nothing.
    t.clock.advance(CANCELLATION_CLAIM_LEASE_MS + 2000);
    await worker(t).runUntilIdle();
    expect(t.payments.simulation.refunds(booking.intentId)).toHaveLength(1);
  });

  test("another customer's reservation is not found (404, no data); a started booking is refused with a clear message (409)", async () => {
    const t = ctx.app();
    const booking = await cruiseByCard(t, 12, 5, 1);
    const stranger = uniqueEmail('stranger');
    // The stranger has a booking of their own, so they can log in.
    const other = await cruiseSlot(t, 13, 3);
    const otherCart = await addToCart(t, other.site, [other.item]);
    await payLater(t, other.site, otherCart, stranger);
    const strangerSession = await sessionOf(t, stranger);

    for (const response of [await policyOf(t, booking.reservation.ref, strangerSession), await cancelRaw(t, booking.reservation.ref, strangerSession)]) {
      const text = await response.text();
      expect(response.status).toBe(404);
      expect(JSON.parse(text)).toMatchObject({ code: 'NOT_FOUND' });
      expect(text).not.toContain(booking.reservation.bookingNumber!);
    }
    expect(await cancellationRow(t, booking.reservation.id)).toBeUndefined();
    expect((await cancelRaw(t, booking.reservation.ref, {})).status).toBe(401);

    const start = await cruiseStart(t, booking.tour.slotId, booking.tour.id);
    t.clock.set(start.plus({ minutes: 5 }).toJSDate());
    const session = await sessionOf(t, booking.email);
    const policy = (await json(CustomerCancellationPolicyAnswerSchema, await policyOf(t, booking.reservation.ref, session))).data;
    expect(policy).toMatchObject({ can_cancel: false, refund_percentage: 0, refund_available: false });
    const refused = await json(ErrorEnvelopeSchema, await cancelRaw(t, booking.reservation.ref, session), 409);
    expect(refused).toMatchObject({ code: 'CONFLICT', message: 'This booking can no longer be cancelled online: it has already started.' });
    expect((await reservationRow(t, booking.reservation.id)).status).toBe(ReservationStatus.CONFIRM);
    expect(t.payments.simulation.refunds(booking.intentId)).toEqual([]);
  });

  test('hotel room-nights and package seats come back too', async () => {
    const t = ctx.app();
    const stay = await hotelNight(t, 14, 3);
    const trip = await packageSlot(t, 30, 4);
    await setTiers(t, stay.id);
    await setTiers(t, trip.id);
    const email = uniqueEmail('mixed');
    const cartRef = await addToCart(t, stay.site, [stay.item, trip.itemFor(2)]);
    expect((await hold(t, stay.site, cartRef, {}, { order: { ...ORDER, email } })).status).toBe(200);
    expect((await confirm(t, stay.site, cartRef)).status).toBe(200);
    const rows = (await stateOf(t, cartRef)).rows;
    expect(await stay.allotment()).toBe(2);
    expect(await trip.remaining()).toBe(2);
    const session = await sessionOf(t, email);

    const hotel = rows.find((r) => r.serviceId === stay.id)!;
    const pkg = rows.find((r) => r.serviceId === trip.id)!;
    const hotelPolicy = (await json(CustomerCancellationPolicyAnswerSchema, await policyOf(t, hotel.ref, session))).data;
    expect(hotelPolicy).toMatchObject({ service_type: 'hotels', can_cancel: true, refund_percentage: 100 });
    const pkgPolicy = (await json(CustomerCancellationPolicyAnswerSchema, await policyOf(t, pkg.ref, session))).data;
    expect(pkgPolicy).toMatchObject({ service_type: 'packages', can_cancel: true, refund_percentage: 100 });

    expect((await cancelOk(t, hotel.ref, session)).status).toBe(ReservationStatus.CANCEL);
    expect(await stay.allotment()).toBe(3);
    expect(await trip.remaining()).toBe(2);
    expect((await cancelOk(t, pkg.ref, session)).status).toBe(ReservationStatus.CANCEL);
    expect(await trip.remaining()).toBe(4);
    // Cancelling again gives nothing back twice.
    expect((await cancelOk(t, hotel.ref, session)).status).toBe(ReservationStatus.CANCEL);
    expect(await stay.allotment()).toBe(3);
    expect(await trip.remaining()).toBe(4);
  });
});
