import { and, asc, eq, inArray, like, ne } from 'drizzle-orm';
import { WorkflowStatusAnswerSchema } from 'shared-contracts/activity-calendar';
import { CreatePaymentIntentAnswerSchema, HoldAnswerSchema, PaymentIntentAnswerSchema } from 'shared-contracts/booking';
import { AvailabilitySlotStatus, CancellationOrigin, MerchantOfRecordType, PaymentMethod, ReservationStatus } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import { createBackground } from '../../../background';
import { activitySlots } from '../../../db/schema/availability';
import { cancellations, reservations } from '../../../db/schema/booking';
import { mailOutbox } from '../../../db/schema/mail';
import { testDatabases } from '../../../test/databases';
import { DEMO, type TestApp, useTestDatabase } from '../../../test/harness';
import { CANCELLATION_MAIL_JOB } from '../../booking/cancellations/cancellations.service';
import { addToCart, confirm, cruiseSlot, demoSite, hold, json, ORDER, stateOf } from '../../booking/testing/fixtures';
import type { PaymentProvider } from '../../payments/payment-provider';
import { TEST_CARDS } from '../../payments/simulated-provider';
import { answer, caller, failure } from '../tour-manage/__tests__/fixtures';

const p = api.activityCalendar;
const CARD_SITE = { type: MerchantOfRecordType.GOTO_HUB, payment_method: [PaymentMethod.STRIPE, PaymentMethod.STRIPE_TERMINAL] };
const CARD = { exp_month: 12, exp_year: 2040, cvc: '123' };
let counter = 0;

describe.each(testDatabases())('bulk cancellation on $name', (spec) => {
  const ctx = useTestDatabase(spec);
  const quiet = { log: { error: () => undefined, warn: () => undefined } };
  const worker = (t: TestApp, payments: PaymentProvider = t.payments) => createBackground({ db: t.handle.db, clock: t.clock, payments, worker: quiet }).worker;

  /** A departure with three confirmed bookings: two paid by card (one in Norwegian), one pay later. */
  async function threeBookings(t: TestApp, days: number) {
    const cruise = await cruiseSlot(t, days, 10);
    const email = (label: string) => `bulk-${label}-${Date.now()}-${++counter}@example.test`;
    const byCard = async (count: number, locale: string) => {
      await demoSite(t, CARD_SITE);
      const cartRef = await addToCart(t, cruise.site, [cruise.itemFor(count)]);
      const order = { ...ORDER, email: email('card') };
      const intent = (await json(CreatePaymentIntentAnswerSchema, await t.post(api.booking.createPaymentIntent.path({ cartRef }, { site_id: cruise.site }), { order }))).data;
      const held = await hold(t, cruise.site, cartRef, { 'APP-LOCALE': locale }, { order, stripe_payment_intent_id: intent.stripe_payment_intent.id, stripe_secret: intent.stripe_secret });
      expect((await json(HoldAnswerSchema, held)).data.reservation_status).toBe(ReservationStatus.HOLD);
      const paid = await t.post(api.booking.simulatedConfirmCard.path({ intentId: intent.stripe_payment_intent.id }), { client_secret: intent.stripe_secret, card: { number: TEST_CARDS.succeeds, ...CARD } });
      expect((await json(PaymentIntentAnswerSchema, paid)).data.payment_intent.status).toBe('succeeded');
      const state = await stateOf(t, cartRef);
      return { reservation: state.rows[0]!, intentId: intent.stripe_payment_intent.id, email: order.email };
    };
    const first = await byCard(2, 'en');
    const second = await byCard(1, 'no');
    await demoSite(t);
    const laterRef = await addToCart(t, cruise.site, [cruise.itemFor(1)]);
    const laterEmail = email('later');
    expect((await hold(t, cruise.site, laterRef, {}, { order: { ...ORDER, email: laterEmail } })).status).toBe(200);
    expect((await confirm(t, cruise.site, laterRef)).status).toBe(200);
    const later = { reservation: (await stateOf(t, laterRef)).rows[0]!, email: laterEmail };
    expect([first, second, later].map((b) => b.reservation.status)).toEqual([ReservationStatus.CONFIRM, ReservationStatus.CONFIRM, ReservationStatus.CONFIRM]);
    return { cruise, first, second, later, ids: [first.reservation.id, second.reservation.id, later.reservation.id] };
  }

  const statusOf = async (t: TestApp, token: Awaited<ReturnType<typeof caller>>, workflowId: string) =>
    (await answer(WorkflowStatusAnswerSchema, await token.post(p.workflowStatus.path(), { workflow_id: workflowId }))).data;
  const mailsTo = (t: TestApp, emails: string[]) =>
    t.handle.db
      .select()
      .from(mailOutbox)
      .where(and(inArray(mailOutbox.toAddress, emails), like(mailOutbox.dedupeKey, `${CANCELLATION_MAIL_JOB}:%`)))
      .orderBy(asc(mailOutbox.id));

  test('closes the departure, cancels every booking as the supplier, refunds the card ones in full and tells each guest in their language', async () => {
    const t = ctx.app();
    const { cruise, first, second, later, ids } = await threeBookings(t, 9);
    const supplier = await caller(t, DEMO.supplier);

    const started = await answer(
      WorkflowStatusAnswerSchema,
      await supplier.post(p.bulkCancel.path(), { kind: 'departures', tour_id: cruise.id, slot_ids: [cruise.slotId], reason: 'Storm warning on the fjord' }),
      202,
    );
    expect(started.data).toMatchObject({ tour_id: cruise.id, slot_ids: [cruise.slotId], status: 'running', total: 3, done: 0 });
    expect(started.data.items.map((i) => [i.reservation_id, i.status])).toEqual(ids.map((id) => [id, 'pending']));
    // Closed at once: no checkout can take a seat while the job runs.
    expect((await t.handle.db.select().from(activitySlots).where(eq(activitySlots.id, cruise.slotId)))[0]!.status).toBe(AvailabilitySlotStatus.Locked);

    await worker(t).runUntilIdle();
    const done = await statusOf(t, supplier, started.data.workflow_id);
    expect(done).toMatchObject({ status: 'completed', total: 3, done: 3, succeeded: 3, failed: 0 });
    expect(done.items.map((i) => [i.guest_name, i.status, i.refund_amount.minor])).toEqual([
      ['Kari Nordmann', 'succeeded', first.reservation.priceMinor],
      ['Kari Nordmann', 'succeeded', second.reservation.priceMinor],
      ['Kari Nordmann', 'succeeded', 0],
    ]);
    expect(t.payments.simulation.refunds(first.intentId).map((r) => r.amount)).toEqual([first.reservation.priceMinor]);
    expect(t.payments.simulation.refunds(second.intentId).map((r) => r.amount)).toEqual([second.reservation.priceMinor]);

    const rows = await t.handle.db.select().from(cancellations).where(inArray(cancellations.reservationId, ids)).orderBy(asc(cancellations.reservationId));
    expect(rows.map((r) => [r.origin, r.refundPercentage, r.refundStatus, r.reason])).toEqual([
      [CancellationOrigin.SUPPLIER, 100, 'succeeded', 'Storm warning on the fjord'],
      [CancellationOrigin.SUPPLIER, 100, 'succeeded', 'Storm warning on the fjord'],
      [CancellationOrigin.SUPPLIER, 100, 'not_required', 'Storm warning on the fjord'],
    ]);
    const statuses = await t.handle.db.select({ status: reservations.status }).from(reservations).where(inArray(reservations.id, ids));
    expect(statuses.every((r) => r.status === ReservationStatus.CANCEL)).toBe(true);
    // The seats came back to the departure, which stays closed.
    expect((await t.handle.db.select().from(activitySlots).where(eq(activitySlots.id, cruise.slotId)))[0]).toMatchObject({ remaining: 10, status: AvailabilitySlotStatus.Locked });

    // One message per guest, in the order's language, saying the organiser cancelled; none to the supplier.
    const mails = await mailsTo(t, [first.email, second.email, later.email, 'supplier@wayhub.test']);
    expect(mails.map((m) => m.toAddress).sort()).toEqual([first.email, second.email, later.email].sort());
    const to = (address: string) => mails.find((m) => m.toAddress === address)!.body;
    expect(to(first.email)).toContain('the organiser had to cancel this departure');
    expect(to(first.email)).toContain('Storm warning on the fjord');
    expect(to(second.email)).toContain('arrangøren måtte avlyse denne avgangen');
    expect(to(later.email)).toContain('No refund');

    // Running it again changes nothing and refunds nobody twice.
    await worker(t).runUntilIdle();
    expect(t.payments.simulation.refunds(first.intentId)).toHaveLength(1);
  });

  test('a run that dies after a refund is taken over: every booking is refunded exactly once', async () => {
    const t = ctx.app();
    const { cruise, first, second, ids } = await threeBookings(t, 10);
    const supplier = await caller(t, DEMO.supplier);
    const started = (await answer(WorkflowStatusAnswerSchema, await supplier.post(p.bulkCancel.path(), { kind: 'departures', tour_id: cruise.id, slot_ids: [cruise.slotId] }), 202)).data;

    // The first worker stalls right after the provider made the second refund, before it records it (a dead process).
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let stalled!: () => void;
    const stalledAt = new Promise<void>((resolve) => (stalled = resolve));
    let calls = 0;
    const stalling: PaymentProvider = {
      ...t.payments,
      refund: async (...args: Parameters<PaymentProvider['refund']>) => {
        const refund = await t.payments.refund(...args);
        if (++calls === 2) {
          stalled();
          await released;
        }
        return refund;
      },
    };
    const zombie = worker(t, stalling).runUntilIdle();
    await stalledAt;
    expect((await statusOf(t, supplier, started.workflow_id)).done).toBe(1);

    // Past the job's lease and the claim's: another worker takes the workflow over and finishes it.
    for (let round = 0; round < 5 && (await statusOf(t, supplier, started.workflow_id)).status === 'running'; round++) {
      t.clock.advance(6 * 60_000);
      await worker(t).runUntilIdle();
    }
    const finished = await statusOf(t, supplier, started.workflow_id);
    expect(finished).toMatchObject({ status: 'completed', done: 3, succeeded: 3 });

    // The stalled worker wakes up late: its outcome is already recorded, and nothing is refunded again.
    release();
    await zombie;
    expect(t.payments.simulation.refunds(first.intentId).map((r) => r.amount)).toEqual([first.reservation.priceMinor]);
    expect(t.payments.simulation.refunds(second.intentId).map((r) => r.amount)).toEqual([second.reservation.priceMinor]);
    const rows = await t.handle.db.select().from(cancellations).where(inArray(cancellations.reservationId, ids));
    expect(rows.map((r) => r.refundStatus).sort()).toEqual(['not_required', 'succeeded', 'succeeded']);
    expect(await statusOf(t, supplier, started.workflow_id)).toMatchObject({ status: 'completed', succeeded: 3 });
  });

  test('a failed refund is listed, and a retry under a new key refunds it', async () => {
    const t = ctx.app();
    const { cruise, first, second } = await threeBookings(t, 11);
    const supplier = await caller(t, DEMO.supplier);
    t.payments.simulation.failNextRefund('card_declined');
    const started = (await answer(WorkflowStatusAnswerSchema, await supplier.post(p.bulkCancel.path(), { kind: 'departures', tour_id: cruise.id, slot_ids: [cruise.slotId] }), 202)).data;
    await worker(t).runUntilIdle();
    const failed = await statusOf(t, supplier, started.workflow_id);
    expect(failed).toMatchObject({ status: 'completed_with_failures', succeeded: 2, failed: 1 });
    expect(failed.items.find((i) => i.status === 'failed')).toMatchObject({ reservation_id: first.reservation.id, failure_code: 'card_declined' });
    expect(t.payments.simulation.refunds(first.intentId)).toEqual([]);

    const retried = await answer(WorkflowStatusAnswerSchema, await supplier.post(p.bulkCancel.path(), { kind: 'retry', workflow_id: started.workflow_id }), 202);
    expect(retried.data.status).toBe('running');
    await worker(t).runUntilIdle();
    expect(await statusOf(t, supplier, started.workflow_id)).toMatchObject({ status: 'completed', succeeded: 3, failed: 0 });
    expect(t.payments.simulation.refunds(first.intentId).map((r) => r.amount)).toEqual([first.reservation.priceMinor]);
    expect(t.payments.simulation.refunds(second.intentId)).toHaveLength(1);
    expect(await failure(await supplier.post(p.bulkCancel.path(), { kind: 'retry', workflow_id: started.workflow_id }))).toMatchObject({
      status: 409,
      message: 'This bulk cancellation has no failed refund to try again.',
    });
  });

  test('another supplier gets 404 for the activity, a foreign departure and the workflow; nothing is closed', async () => {
    const t = ctx.app();
    const cruise = await cruiseSlot(t, 12, 10);
    const owner = await caller(t, DEMO.supplier);
    const stranger = await caller(t, DEMO.duo);
    const unknown = await failure(await owner.post(p.bulkCancel.path(), { kind: 'departures', tour_id: 999_999, slot_ids: [cruise.slotId] }));
    expect(unknown.status).toBe(404);
    expect(await failure(await stranger.post(p.bulkCancel.path(), { kind: 'departures', tour_id: cruise.id, slot_ids: [cruise.slotId] }))).toEqual(unknown);
    // A departure of another activity is refused as well.
    const [other] = await t.handle.db.select({ id: activitySlots.id }).from(activitySlots).where(ne(activitySlots.serviceId, cruise.id)).limit(1);
    expect(other).toBeDefined();
    expect((await owner.post(p.bulkCancel.path(), { kind: 'departures', tour_id: cruise.id, slot_ids: [cruise.slotId, other!.id] })).status).toBe(404);
    expect((await t.handle.db.select().from(activitySlots).where(eq(activitySlots.id, cruise.slotId)))[0]!.status).toBe(AvailabilitySlotStatus.Active);

    const started = (await answer(WorkflowStatusAnswerSchema, await owner.post(p.bulkCancel.path(), { kind: 'departures', tour_id: cruise.id, slot_ids: [cruise.slotId] }), 202)).data;
    expect(started.total).toBe(0);
    const missing = await failure(await owner.post(p.workflowStatus.path(), { workflow_id: '00000000-0000-4000-8000-000000000000' }));
    expect(missing.status).toBe(404);
    expect(await failure(await stranger.post(p.workflowStatus.path(), { workflow_id: started.workflow_id }))).toEqual(missing);
    expect(await failure(await stranger.post(p.bulkCancel.path(), { kind: 'retry', workflow_id: started.workflow_id }))).toEqual(missing);
    expect(await failure(await owner.post(p.bulkCancel.path(), { kind: 'departures', tour_id: cruise.id, slot_ids: [] }))).toMatchObject({ status: 400, paths: ['slot_ids'] });
  });
});
