import { and, eq, sql } from 'drizzle-orm';
import {
  ActivityMonthAnswerSchema,
  CheckInAnswerSchema,
  DayBookingsAnswerSchema,
  GuestListAnswerSchema,
  GuestListSummaryAnswerSchema,
} from 'shared-contracts/activity-calendar';
import { HoldAnswerSchema } from 'shared-contracts/booking';
import { ReservationStatus } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import { activitySlots } from '../../../db/schema/availability';
import { reservations } from '../../../db/schema/booking';
import { testDatabases } from '../../../test/databases';
import { DEMO, type TestApp, useTestDatabase } from '../../../test/harness';
import { addToCart, cancel, confirm, cruiseSlot, hold, json, ORDER } from '../../booking/testing/fixtures';
import { answer, caller, failure } from '../tour-manage/__tests__/fixtures';

const p = api.activityCalendar;

describe.each(testDatabases())('activity calendar on $name', (spec) => {
  const ctx = useTestDatabase(spec);

  /**
   * The cruise's first departure `days` ahead with 10 seats: two guests booked and confirmed (Kari with 2 adults, Ola
   * with 1), and one visitor holding 3 seats at checkout.
   */
  async function bookedDeparture(t: TestApp, days: number) {
    const cruise = await cruiseSlot(t, days, 10);
    const [slot] = await t.handle.db.select().from(activitySlots).where(eq(activitySlots.id, cruise.slotId));
    const book = async (count: number, order: object) => {
      const ref = await addToCart(t, cruise.site, [cruise.itemFor(count)]);
      expect((await json(HoldAnswerSchema, await hold(t, cruise.site, ref, {}, { order }))).data.reservation_status).toBe(ReservationStatus.HOLD);
      return ref;
    };
    const kari = await book(2, ORDER);
    expect((await confirm(t, cruise.site, kari)).status).toBe(200);
    const ola = await book(1, { ...ORDER, first_name: 'Ola', last_name: 'Hansen', email: 'ola@example.test', phone: '98765432' });
    expect((await confirm(t, cruise.site, ola)).status).toBe(200);
    const pending = await book(3, { ...ORDER, first_name: 'Per', email: 'per@example.test' });
    return { cruise, slot: slot!, date: slot!.slotDate, time: slot!.startTime.slice(0, 5), pending };
  }

  test('the month view counts held, booked and left seats per departure, and a released hold goes back to left', async () => {
    const t = ctx.app();
    const { cruise, date, pending } = await bookedDeparture(t, 6);
    const supplier = await caller(t, DEMO.supplier);
    const month = async () =>
      (await answer(ActivityMonthAnswerSchema, await supplier.post(p.month.path(), { start_date: date, end_date: date, tour_id: cruise.id }))).data.departures.find(
        (d) => d.id === cruise.slotId,
      );
    expect(await month()).toMatchObject({ tour_id: cruise.id, option_id: cruise.item.option_id, date, allotment: 10, held: 3, booked: 3, left: 4, status: 1, time_zone: 'Europe/Oslo' });
    expect((await month())!.tour_name).toBe('Oslo Fjord Sightseeing Cruise');

    expect((await cancel(t, cruise.site, pending)).status).toBe(200);
    expect(await month()).toMatchObject({ allotment: 10, held: 0, booked: 3, left: 7 });

    // One option's month answers the same departure.
    const option = await answer(ActivityMonthAnswerSchema, await supplier.post(p.optionMonth.path({ id: cruise.item.option_id }), { start_date: date, end_date: date }));
    expect(option.data.departures.map((d) => d.option_id)).toEqual(option.data.departures.map(() => cruise.item.option_id));
    expect(option.data.departures.find((d) => d.id === cruise.slotId)).toMatchObject({ held: 0, booked: 3, left: 7 });

    const tooLong = await failure(await supplier.post(p.month.path(), { start_date: date, end_date: '2999-01-01' }));
    expect(tooLong).toMatchObject({ status: 400, paths: ['end_date'] });
  });

  test('the day’s bookings and the guest list name each confirmed guest with tickets and contact; check-in is one call and shows in the totals', async () => {
    const t = ctx.app();
    const { cruise, slot, date, time } = await bookedDeparture(t, 7);
    const supplier = await caller(t, DEMO.supplier);
    const body = { date, slot_id: slot.id };

    const day = await answer(DayBookingsAnswerSchema, await supplier.post(p.dayBookings.path({ id: cruise.id }), { date, option_id: cruise.item.option_id }));
    const departure = day.data.options[0]!.departures.find((d) => d.id === slot.id)!;
    expect(departure.bookings.map((b) => [b.guest_name, b.persons, b.checked_in])).toEqual([
      ['Kari Nordmann', 2, false],
      ['Ola Hansen', 1, false],
    ]);

    const list = await answer(GuestListAnswerSchema, await supplier.post(p.guestList.path({ tourId: cruise.id }), body));
    expect(list.data).toMatchObject({ tour_id: cruise.id, tour_name: 'Oslo Fjord Sightseeing Cruise', date, time_zone: 'Europe/Oslo' });
    expect(list.data.guests.map((g) => ({ name: g.guest_name, email: g.email, phone: g.phone, tickets: g.tickets, persons: g.persons, time: g.start_time, in: g.checked_in }))).toEqual([
      { name: 'Kari Nordmann', email: 'kari@example.test', phone: '+47 41234567', tickets: [{ name: 'Adult', count: 2 }], persons: 2, time, in: false },
      { name: 'Ola Hansen', email: 'ola@example.test', phone: '+47 98765432', tickets: [{ name: 'Adult', count: 1 }], persons: 1, time, in: false },
    ]);
    expect(list.data.guests.every((g) => /^WH-\d{8}-\d{6}$/.test(g.booking_number))).toBe(true);

    const kari = list.data.guests[0]!.reservation_id;
    const checked = await answer(CheckInAnswerSchema, await supplier.post(p.updateCheckIn.path({ id: kari }, { checkin_status: 1 })));
    expect(checked.data).toEqual({ reservation_id: kari, checked_in: true, checked_in_at: t.clock.now().toISOString() });
    // A second tap keeps the first time.
    const again = await answer(CheckInAnswerSchema, await supplier.post(p.updateCheckIn.path({ id: kari }, { checkin_status: 1 })));
    expect(again.data.checked_in_at).toBe(checked.data.checked_in_at);

    const summary = await answer(GuestListSummaryAnswerSchema, await supplier.post(p.guestListSummary.path({ tourId: cruise.id }), body));
    expect(summary.data).toMatchObject({ bookings: 2, persons: 3, checked_in_bookings: 1, checked_in_persons: 2 });
    expect(summary.data.departures).toEqual([
      { slot_id: slot.id, option_id: cruise.item.option_id, option_name: expect.any(String), start_time: time, allotment: 10, bookings: 2, persons: 3, checked_in_bookings: 1, checked_in_persons: 2 },
    ]);

    const undone = await answer(CheckInAnswerSchema, await supplier.post(p.updateCheckIn.path({ id: kari }, { checkin_status: 0 })));
    expect(undone.data).toEqual({ reservation_id: kari, checked_in: false, checked_in_at: null });
    expect(await failure(await supplier.post(p.updateCheckIn.path({ id: kari }, { checkin_status: 2 })))).toMatchObject({ status: 400, paths: ['checkin_status'] });

    // A booking that is no longer confirmed cannot be checked in.
    await t.handle.db.update(reservations).set({ status: ReservationStatus.CANCEL }).where(eq(reservations.id, kari));
    expect(await failure(await supplier.post(p.updateCheckIn.path({ id: kari }, { checkin_status: 1 })))).toMatchObject({
      status: 409,
      message: 'Only a confirmed booking can be checked in.',
    });
    const after = await answer(GuestListAnswerSchema, await supplier.post(p.guestList.path({ tourId: cruise.id }), body));
    expect(after.data.guests.map((g) => g.guest_name)).toEqual(['Ola Hansen']);
  });

  test('another supplier gets the 404 of an unknown id on every calendar call; an administrator sees the supplier’s', async () => {
    const t = ctx.app();
    const { cruise, slot, date } = await bookedDeparture(t, 8);
    const [reservation] = await t.handle.db
      .select({ id: reservations.id })
      .from(reservations)
      .where(and(eq(reservations.serviceId, cruise.id), eq(reservations.status, ReservationStatus.CONFIRM), sql`${reservations.bookingNumber} is not null`))
      .limit(1);
    const owner = await caller(t, DEMO.supplier);
    const stranger = await caller(t, DEMO.duo);
    const admin = await caller(t, DEMO.admin);
    const NO_ID = 999_999;
    const calls = [
      (who: typeof owner, id: number) => who.post(p.optionMonth.path({ id: id === NO_ID ? NO_ID : cruise.item.option_id }), { start_date: date, end_date: date }),
      (who: typeof owner, id: number) => who.post(p.month.path(), { start_date: date, end_date: date, tour_id: id }),
      (who: typeof owner, id: number) => who.post(p.dayBookings.path({ id }), { date }),
      (who: typeof owner, id: number) => who.post(p.guestList.path({ tourId: id }), { date, slot_id: slot.id }),
      (who: typeof owner, id: number) => who.post(p.guestListSummary.path({ tourId: id }), { date }),
      (who: typeof owner, id: number) => who.post(p.updateCheckIn.path({ id: id === NO_ID ? NO_ID : reservation!.id }, { checkin_status: 1 })),
    ];
    for (const [index, call] of calls.entries()) {
      const unknown = await failure(await call(owner, NO_ID));
      expect({ index, status: unknown.status }).toEqual({ index, status: 404 });
      expect(await failure(await call(stranger, cruise.id))).toEqual(unknown);
      expect({ index, owner: (await call(owner, cruise.id)).status, admin: (await call(admin, cruise.id)).status }).toEqual({ index, owner: 200, admin: 200 });
    }
    // Another supplier's whole-calendar read simply holds none of the cruise's departures.
    const theirs = await answer(ActivityMonthAnswerSchema, await stranger.post(p.month.path(), { start_date: date, end_date: date }));
    expect(theirs.data.departures.some((d) => d.tour_id === cruise.id)).toBe(false);
    // A partner may not read a supplier's calendar at all.
    const partner = await caller(t, DEMO.partner);
    expect((await partner.post(p.month.path(), { start_date: date, end_date: date })).status).toBe(403);
  });
});
