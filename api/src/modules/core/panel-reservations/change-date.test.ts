import { and, asc, desc, eq, gt, gte, like, max, ne } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { HoldAnswerSchema } from 'shared-contracts/booking';
import { ReservationStatus } from 'shared-contracts/enums';
import { ChangeDateAnswerSchema, ChangeDateOptionsAnswerSchema, EmptyDatesAnswerSchema } from 'shared-contracts/panel-reservation-actions';
import { api } from 'shared-contracts/paths';
import { createBackground } from '../../../background';
import { activitySlots } from '../../../db/schema/availability';
import { reservations, reservationTourItems } from '../../../db/schema/booking';
import { mailOutbox } from '../../../db/schema/mail';
import { testDatabases } from '../../../test/databases';
import { DEMO, type TestApp, useTestDatabase } from '../../../test/harness';
import { addToCart, confirm, cruiseSlot, hold, hotelNight, json, ORDER } from '../../booking/testing/fixtures';
import { formatDate } from '../../booking/notifications/booking-confirmed-mail';
import { createOutboxMailer } from '../../system/mail/mail.service';
import { answer, caller, failure } from '../tour-manage/__tests__/fixtures';

const p = api.panelReservationActions;
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const hhmm = (time: string) => time.slice(0, 5);

describe.each(testDatabases())('changing an activity booking’s date on $name', (spec) => {
  const ctx = useTestDatabase(spec);
  let since = 0;

  /**
   * Kari's 2 cruise seats (confirmed) and Per's seat (held) on a departure 6 days ahead; the target is the same
   * option's first departure 2 days later, with 5 seats. The cruise is supplier@'s, sold on partner@'s demo site.
   */
  async function booked(t: TestApp, targetSeats = 5) {
    const cruise = await cruiseSlot(t, 6, 10);
    // The database outlives a test: only this test's bookings count.
    const first = ((await t.handle.db.select({ last: max(reservations.id) }).from(reservations))[0]?.last ?? 0) + 1;
    const book = async (order: object, seats: number, done: boolean) => {
      const ref = await addToCart(t, cruise.site, [cruise.itemFor(seats)]);
      expect((await json(HoldAnswerSchema, await hold(t, cruise.site, ref, {}, { order }))).data.reservation_status).toBe(ReservationStatus.HOLD);
      if (done) expect((await confirm(t, cruise.site, ref)).status).toBe(200);
    };
    await book(ORDER, 2, true);
    await book({ ...ORDER, first_name: 'Per', last_name: 'Persen', email: 'per@example.test' }, 1, false);
    const rows = await t.handle.db
      .select()
      .from(reservations)
      .where(and(eq(reservations.serviceId, cruise.id), gte(reservations.id, first)));
    const targetDate = DateTime.fromISO(cruise.item.date).plus({ days: 2 }).toISODate()!;
    const [target] = await t.handle.db
      .select()
      .from(activitySlots)
      .where(and(eq(activitySlots.serviceId, cruise.id), eq(activitySlots.optionId, cruise.item.option_id), eq(activitySlots.slotDate, targetDate)))
      .orderBy(asc(activitySlots.startTime))
      .limit(1);
    await t.handle.db.update(activitySlots).set({ allotmentTotal: targetSeats, remaining: targetSeats, status: 1 }).where(eq(activitySlots.id, target!.id));
    since = (await t.handle.db.select({ last: max(mailOutbox.id) }).from(mailOutbox))[0]?.last ?? 0;
    const seatsOf = async (slotId: number) => (await t.handle.db.select().from(activitySlots).where(eq(activitySlots.id, slotId)))[0]!.remaining;
    const itemOf = async (id: number) => (await t.handle.db.select().from(reservationTourItems).where(eq(reservationTourItems.reservationId, id)))[0]!;
    return {
      cruise,
      target: target!,
      kari: rows.find((r) => r.status === ReservationStatus.CONFIRM)!,
      per: rows.find((r) => r.status === ReservationStatus.HOLD)!,
      seatsOf,
      itemOf,
    };
  }

  /** Runs the queued jobs; answers this test's "your booking has moved" mails. */
  async function movedMails(t: TestApp) {
    const background = createBackground({ db: t.handle.db, clock: t.clock, mailer: createOutboxMailer(t.handle.db, t.clock, silent), worker: { log: silent } });
    await background.worker.runUntilIdle();
    return t.handle.db
      .select()
      .from(mailOutbox)
      .where(and(like(mailOutbox.dedupeKey, 'mail.booking-date-changed:%'), gt(mailOutbox.id, since)))
      .orderBy(asc(mailOutbox.id));
  }

  test('the supplier finds the free date, picks its departure and moves the booking: seats move, the item changes, the guest is mailed', async () => {
    const t = ctx.app();
    const { cruise, target, kari, seatsOf, itemOf } = await booked(t);
    const supplier = await caller(t, DEMO.supplier);

    const empty = await answer(EmptyDatesAnswerSchema, await supplier.post(p.emptyDates.path({ id: kari.id }), { start_date: target.slotDate }));
    expect(empty.data.seats).toBe(2);
    expect(empty.data.dates).toContain(target.slotDate);
    const options = await answer(ChangeDateOptionsAnswerSchema, await supplier.post(p.options.path({ id: kari.id }), { start_date: target.slotDate }));
    expect(options.data.options.find((o) => o.departure_id === target.id)).toMatchObject({ remaining: 5, fits: true, current: false, start_time: hhmm(target.startTime) });
    const own = await answer(ChangeDateOptionsAnswerSchema, await supplier.post(p.options.path({ id: kari.id }), { start_date: cruise.item.date }));
    expect(own.data.options.find((o) => o.departure_id === cruise.slotId)).toMatchObject({ current: true, fits: false });

    const before = await seatsOf(cruise.slotId);
    const moved = await answer(ChangeDateAnswerSchema, await supplier.post(p.changeDate.path({ id: kari.id }), { departure_id: target.id }));
    expect(moved.data).toMatchObject({ reservation_id: kari.id, from: { date: cruise.item.date }, to: { date: target.slotDate, start_time: hhmm(target.startTime) } });
    expect(await seatsOf(cruise.slotId)).toBe(before + 2);
    expect(await seatsOf(target.id)).toBe(3);
    expect(await itemOf(kari.id)).toMatchObject({ slotId: target.id, slotDate: target.slotDate, startTime: target.startTime });

    const mails = await movedMails(t);
    expect(mails.map((m) => m.toAddress)).toEqual([ORDER.email]);
    expect(mails[0]!.body).toContain(kari.bookingNumber!);
    // In the checkout's language and its date format (date-change-mail.test.ts covers no and sv).
    expect(mails[0]!.body).toContain(formatDate(target.slotDate, 'en'));
    expect(mails[0]!.subject).toContain(kari.bookingNumber!);
  });

  test('refusals name their reason and change nothing: same departure, sold out, past, started, not confirmed, not an activity', async () => {
    const t = ctx.app();
    const { cruise, target, kari, per, seatsOf, itemOf } = await booked(t, 1);
    // A fresh session on each move: the clock jumps days ahead below.
    const move = async (id: number, departure: number) => failure(await (await caller(t, DEMO.supplier)).post(p.changeDate.path({ id }), { departure_id: departure }));
    const reasonOf = (f: Awaited<ReturnType<typeof move>>) => f.issues.find((i) => i.path === 'reason')?.code;

    const same = await move(kari.id, cruise.slotId);
    expect(same).toMatchObject({ status: 409, message: 'The booking is already on this departure.' });
    expect(reasonOf(same)).toBe('same_departure');
    const soldOut = await move(kari.id, target.id);
    expect(soldOut).toMatchObject({ status: 409, message: 'The chosen departure does not have enough seats left for this booking.' });
    expect(reasonOf(soldOut)).toBe('sold_out');
    expect(await seatsOf(target.id)).toBe(1);
    const held = await move(per.id, target.id);
    expect(held.status).toBe(409);
    expect(reasonOf(held)).toBe('not_confirmed');

    await t.handle.db.update(activitySlots).set({ allotmentTotal: 5, remaining: 5 }).where(eq(activitySlots.id, target.id));
    const [hour, minute] = target.startTime.split(':').map(Number);
    const startedAt = DateTime.fromISO(target.slotDate, { zone: 'Europe/Oslo' }).set({ hour: hour!, minute: minute! + 1 });
    t.clock.set(startedAt.toJSDate());
    const started = await move(kari.id, target.id);
    expect(started.status).toBe(409);
    expect(reasonOf(started)).toBe('cut_off');
    t.clock.set(startedAt.plus({ days: 1 }).toJSDate());
    const past = await move(kari.id, target.id);
    expect(past).toMatchObject({ status: 409, message: 'The chosen departure is in the past.' });
    expect(reasonOf(past)).toBe('past');

    expect(await seatsOf(target.id)).toBe(5);
    expect(await itemOf(kari.id)).toMatchObject({ slotId: cruise.slotId });
    expect(await movedMails(t)).toEqual([]);
  });

  test('a hotel booking is not an activity', async () => {
    const t = ctx.app();
    const night = await hotelNight(t, 6, 3);
    const ref = await addToCart(t, night.site, [night.item]);
    expect((await hold(t, night.site, ref)).status).toBe(200);
    expect((await confirm(t, night.site, ref)).status).toBe(200);
    const [stay] = await t.handle.db
      .select()
      .from(reservations)
      .where(and(eq(reservations.serviceId, night.id), eq(reservations.status, ReservationStatus.CONFIRM)))
      .orderBy(desc(reservations.id))
      .limit(1);
    const admin = await caller(t, DEMO.admin);
    const refused = await failure(await admin.post(p.changeDate.path({ id: stay!.id }), { departure_id: 1 }));
    expect(refused).toMatchObject({ status: 400, message: 'Only activity and event bookings can move to another date.' });
  });

  test('another supplier gets 404, the partner who sells it 403, the administrator may; a bad body is 400', async () => {
    const t = ctx.app();
    const { target, kari, seatsOf } = await booked(t);
    const duo = await caller(t, DEMO.duo);
    expect(await failure(await duo.post(p.changeDate.path({ id: kari.id }), { departure_id: target.id }))).toMatchObject({ status: 404 });
    expect(await failure(await duo.post(p.options.path({ id: kari.id }), { start_date: target.slotDate }))).toMatchObject({ status: 404 });
    const partner = await caller(t, DEMO.partner);
    expect(await failure(await partner.post(p.changeDate.path({ id: kari.id }), { departure_id: target.id }))).toMatchObject({ status: 403 });
    expect(await failure(await partner.post(p.emptyDates.path({ id: kari.id }), { start_date: target.slotDate }))).toMatchObject({ status: 403 });
    expect(await seatsOf(target.id)).toBe(5);

    const admin = await caller(t, DEMO.admin);
    expect(await failure(await admin.post(p.changeDate.path({ id: kari.id }), { departure_id: 'x' }))).toMatchObject({ status: 400 });
    expect(await failure(await admin.post(p.options.path({ id: kari.id }), { start_date: '28-11-2026' }))).toMatchObject({ status: 400 });
    await answer(ChangeDateAnswerSchema, await admin.post(p.changeDate.path({ id: kari.id }), { departure_id: target.id }));
    expect(await seatsOf(target.id)).toBe(3);
  });

  if (spec.name === 'postgres') {
    test('two moves into the last seats at once: one wins, the other is sold out; the departure never oversells', async () => {
      const t = ctx.app();
      const { cruise, target, kari, seatsOf, itemOf } = await booked(t, 2);
      const ref = await addToCart(t, cruise.site, [cruise.itemFor(2)]);
      expect((await hold(t, cruise.site, ref, {}, { order: { ...ORDER, first_name: 'Ola', email: 'ola@example.test' } })).status).toBe(200);
      expect((await confirm(t, cruise.site, ref)).status).toBe(200);
      const [ola] = await t.handle.db
        .select()
        .from(reservations)
        .where(and(eq(reservations.serviceId, cruise.id), eq(reservations.status, ReservationStatus.CONFIRM), ne(reservations.id, kari.id)))
        .orderBy(desc(reservations.id))
        .limit(1);
      const supplier = await caller(t, DEMO.supplier);
      const admin = await caller(t, DEMO.admin);
      const answers = await Promise.all([
        supplier.post(p.changeDate.path({ id: kari.id }), { departure_id: target.id }),
        admin.post(p.changeDate.path({ id: ola!.id }), { departure_id: target.id }),
      ]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(await seatsOf(target.id)).toBe(0);
      const onTarget = [await itemOf(kari.id), await itemOf(ola!.id)].filter((item) => item.slotId === target.id);
      expect(onTarget).toHaveLength(1);
    });
  }
});
