import { and, asc, between, count, eq, inArray, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { HoldAnswerSchema } from 'shared-contracts/booking';
import { LIMITS } from 'shared-contracts/constants';
import { AvailabilitySlotStatus, ReservationStatus } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import {
  AllotmentAnswerSchema,
  CalendarAnswerSchema,
  DatesAnswerSchema,
  OptionFormAnswerSchema,
  OptionsWithDatesAnswerSchema,
  TourAllotmentsAnswerSchema,
} from 'shared-contracts/tour-manage';
import { activitySlots } from '../../../db/schema/availability';
import { reservations } from '../../../db/schema/booking';
import { testDatabases } from '../../../test/databases';
import { DEMO, type TestApp, useTestDatabase } from '../../../test/harness';
import { addToCart, cruiseSlot, hold, json } from '../../booking/testing/fixtures';
import { answer, caller, type Caller, createTour, failure, osloDay } from './__tests__/fixtures';

const p = api.tourManage;

/** Every date from `start` to `end` on one of the ISO weekdays, worked out here independently of the service. */
function expectedDates(start: string, end: string, weekdays: number[]): string[] {
  const dates: string[] = [];
  for (let day = DateTime.fromISO(start, { zone: 'Europe/Oslo' }); day.toISODate()! <= end; day = day.plus({ days: 1 })) {
    if (weekdays.includes(day.weekday)) dates.push(day.toISODate()!);
  }
  return dates;
}

describe.each(testDatabases())('tour manage: departures on $name', (spec) => {
  const ctx = useTestDatabase(spec);

  async function setup(t: TestApp) {
    const supplier = await caller(t, DEMO.supplier);
    const tour = await createTour(t, DEMO.supplier);
    const option = await newOption(supplier, tour, 'Morning');
    return { supplier, tour, option };
  }

  async function newOption(supplier: Caller, tour: number, name: string) {
    return (await answer(OptionFormAnswerSchema, await supplier.post(p.saveOption.path({ id: tour }), { names: { en: name } }), 201)).data.id!;
  }

  const schedule = (supplier: Caller, tour: number, body: object) => supplier.post(p.saveAllotment.path({ id: tour }), { kind: 'schedule', ...body });

  const slotsOf = (t: TestApp, option: number) =>
    t.handle.db.select().from(activitySlots).where(eq(activitySlots.optionId, option)).orderBy(asc(activitySlots.slotDate), asc(activitySlots.startTime));

  test('a schedule over a range makes exactly the departures on its weekdays and start times; posting it again changes nothing', async () => {
    const t = ctx.app();
    const { supplier, tour, option } = await setup(t);
    const [start, end] = [osloDay(t, 1), osloDay(t, 24)];
    const body = { option_id: option, start_date: start, end_date: end, weekdays: [1, 3, 6], start_times: ['14:00', '09:30'], allotment: 12 };
    const dates = expectedDates(start, end, [1, 3, 6]);
    expect(dates.length).toBeGreaterThanOrEqual(9);

    const first = await answer(AllotmentAnswerSchema, await schedule(supplier, tour, body));
    expect(first.data).toEqual({ kind: 'schedule', option_id: option, departures: dates.length * 2, created: dates.length * 2, updated: 0, unchanged: 0 });
    const rows = await slotsOf(t, option);
    expect(rows.map((r) => [r.slotDate, r.startTime])).toEqual(dates.flatMap((date) => [[date, '09:30:00'], [date, '14:00:00']]));
    expect(rows.every((r) => r.serviceId === tour && r.allotmentTotal === 12 && r.remaining === 12 && r.status === AvailabilitySlotStatus.Active)).toBe(true);

    const again = await answer(AllotmentAnswerSchema, await schedule(supplier, tour, body));
    expect(again.data).toEqual({ kind: 'schedule', option_id: option, departures: dates.length * 2, created: 0, updated: 0, unchanged: dates.length * 2 });
    expect((await slotsOf(t, option)).map((r) => r.id)).toEqual(rows.map((r) => r.id));

    // A wider schedule with a new time adds what is missing and changes the allotment of what exists.
    const wider = await answer(AllotmentAnswerSchema, await schedule(supplier, tour, { ...body, start_times: ['09:30', '14:00', '18:00'], allotment: 20 }));
    expect(wider.data).toMatchObject({ created: dates.length, updated: dates.length * 2, unchanged: 0 });
    const after = await slotsOf(t, option);
    expect(after).toHaveLength(dates.length * 3);
    expect(after.every((r) => r.allotmentTotal === 20 && r.remaining === 20)).toBe(true);
  });

  test('sold seats stay sold: an allotment change keeps them, and one below them is refused and changes nothing', async () => {
    const t = ctx.app();
    const { supplier, tour, option } = await setup(t);
    const day = osloDay(t, 2);
    const base = { option_id: option, start_date: day, end_date: osloDay(t, 4), weekdays: [1, 2, 3, 4, 5, 6, 7], start_times: ['10:00'], allotment: 10 };
    await answer(AllotmentAnswerSchema, await schedule(supplier, tour, base));
    const [sold] = await slotsOf(t, option);
    // Six seats of the first departure are held or booked.
    await t.handle.db.update(activitySlots).set({ remaining: 4 }).where(eq(activitySlots.id, sold!.id));

    const lowered = await answer(AllotmentAnswerSchema, await schedule(supplier, tour, { ...base, allotment: 8 }));
    expect(lowered.data).toMatchObject({ created: 0, updated: 3 });
    expect((await slotsOf(t, option)).map((r) => [r.allotmentTotal, r.remaining])).toEqual([
      [8, 2],
      [8, 8],
      [8, 8],
    ]);

    const refused = await failure(await schedule(supplier, tour, { ...base, allotment: 5 }));
    expect(refused).toMatchObject({ status: 409, code: 'CONFLICT', message: '1 departure already has more seats booked than 5. Nothing was changed.' });
    expect(refused.issues.map((i) => i.message)).toEqual([`${day} 10:00: 6 seats booked`]);
    expect((await slotsOf(t, option)).map((r) => r.allotmentTotal)).toEqual([8, 8, 8]);

    const change = (body: object) => supplier.post(p.saveAllotment.path({ id: tour }), { kind: 'departure', slot_id: sold!.id, ...body });
    expect(await failure(await change({ allotment: 5 }))).toMatchObject({
      status: 409,
      message: 'This departure already has 6 seats booked, so its allotment cannot be lower than 6.',
    });
    const exact = await answer(AllotmentAnswerSchema, await change({ allotment: 6, status: AvailabilitySlotStatus.Locked }));
    expect(exact.data).toEqual({
      kind: 'departure',
      departure: { id: sold!.id, option_id: option, date: day, start_time: '10:00', allotment: 6, remaining: 0, sold: 6, status: AvailabilitySlotStatus.Locked },
    });
    const reopened = await answer(AllotmentAnswerSchema, await change({ allotment: 9, status: AvailabilitySlotStatus.Active }));
    expect(reopened.data).toMatchObject({ departure: { allotment: 9, remaining: 3, sold: 6, status: AvailabilitySlotStatus.Active } });
  });

  test('a bulk change previews, then sets totals and status of the matching departures only; below held plus booked it is refused with the numbers', async () => {
    const t = ctx.app();
    const cruise = await cruiseSlot(t, 5, 10);
    const supplier = await caller(t, DEMO.supplier);
    const [slot] = await t.handle.db.select().from(activitySlots).where(eq(activitySlots.id, cruise.slotId));
    const date = slot!.slotDate;
    const time = slot!.startTime.slice(0, 5);
    // The day's other departures start empty, 8 seats each.
    await t.handle.db
      .update(activitySlots)
      .set({ allotmentTotal: 8, remaining: 8, status: AvailabilitySlotStatus.Active })
      .where(and(eq(activitySlots.optionId, cruise.item.option_id), eq(activitySlots.slotDate, date), sql`${activitySlots.id} <> ${cruise.slotId}`));
    // Two seats in a checkout (held), three more confirmed by hand (booked): 5 of 10 taken.
    const ref = await addToCart(t, cruise.site, [cruise.itemFor(2)]);
    expect((await json(HoldAnswerSchema, await hold(t, cruise.site, ref))).data.reservation_status).toBe(ReservationStatus.HOLD);
    await t.handle.db.update(activitySlots).set({ remaining: sql`${activitySlots.remaining} - 3` }).where(eq(activitySlots.id, cruise.slotId));
    const others = await t.handle.db
      .select()
      .from(activitySlots)
      .where(and(eq(activitySlots.optionId, cruise.item.option_id), eq(activitySlots.slotDate, date)))
      .orderBy(asc(activitySlots.startTime));
    const weekday = DateTime.fromISO(date).weekday;
    const bulk = (body: object) =>
      supplier.post(p.saveAllotment.path({ id: cruise.id }), { kind: 'bulk', option_id: cruise.item.option_id, start_date: date, end_date: date, weekdays: [weekday], ...body });

    const preview = await answer(AllotmentAnswerSchema, await bulk({ start_times: [time], allotment: 4, preview: true }));
    expect(preview.data).toEqual({
      kind: 'bulk',
      option_id: cruise.item.option_id,
      preview: true,
      changed: 0,
      changes: [{ slot_id: cruise.slotId, date, start_time: time, sold: 5, allotment_before: 10, allotment_after: 4, status_before: 1, status_after: 1, refused: true }],
    });
    const refused = await failure(await bulk({ start_times: [time], allotment: 4 }));
    expect(refused).toMatchObject({ status: 409, code: 'CONFLICT', message: '1 departure has more seats held or booked than 4. Nothing was changed.' });
    expect(refused.issues.map((i) => i.message)).toEqual([`${date} ${time}: 2 held and 3 booked, so at least 5`]);
    expect((await t.handle.db.select().from(activitySlots).where(eq(activitySlots.id, cruise.slotId)))[0]).toMatchObject({ allotmentTotal: 10, remaining: 5 });

    // Every departure of the day (no start times named): set to 6 seats and closed; held and booked seats stay.
    const saved = await answer(AllotmentAnswerSchema, await bulk({ allotment: 6, status: AvailabilitySlotStatus.Locked }));
    expect(saved.data).toMatchObject({ kind: 'bulk', preview: false, changed: others.length });
    const after = await t.handle.db.select().from(activitySlots).where(inArray(activitySlots.id, others.map((o) => o.id))).orderBy(asc(activitySlots.startTime));
    expect(after.map((r) => [r.id, r.allotmentTotal, r.allotmentTotal - r.remaining, r.status])).toEqual(
      others.map((o) => [o.id, 6, o.allotmentTotal - o.remaining, AvailabilitySlotStatus.Locked]),
    );
    // Reopened without touching totals.
    const reopened = await answer(AllotmentAnswerSchema, await bulk({ status: AvailabilitySlotStatus.Active }));
    expect(reopened.data.kind === 'bulk' && reopened.data.changes.every((c) => c.allotment_after === 6 && c.status_after === AvailabilitySlotStatus.Active)).toBe(true);

    expect(await failure(await bulk({}))).toMatchObject({ status: 400, paths: ['allotment'] });
    const noDepartures = await failure(await bulk({ start_times: ['03:17'], allotment: 3 }));
    expect(noDepartures).toMatchObject({ status: 400, paths: ['start_date'] });
  });

  test('a schedule is checked before anything is written', async () => {
    const t = ctx.app();
    const { supplier, tour, option } = await setup(t);
    const other = await createTour(t, DEMO.supplier);
    const foreignOption = await newOption(supplier, other, 'Elsewhere');
    const good = { option_id: option, start_date: osloDay(t, 1), end_date: osloDay(t, 10), weekdays: [1, 2, 3, 4, 5, 6, 7], start_times: ['10:00'], allotment: 10 };
    const cases: [string, object, string, string?][] = [
      ['starts yesterday', { start_date: osloDay(t, -1) }, 'start_date', 'errors.tourManage.scheduleInPast'],
      ['ends before it starts', { end_date: osloDay(t, 0) }, 'end_date', 'validation.dateRangeInvalid'],
      ['spans more than 366 days', { end_date: osloDay(t, 1 + 367) }, 'end_date', 'errors.tourManage.rangeTooLong'],
      ['has no weekday', { weekdays: [] }, 'weekdays', 'errors.tourManage.weekdaysRequired'],
      ['has weekday 8', { weekdays: [8] }, 'weekdays.0'],
      ['has a weekday twice', { weekdays: [1, 1] }, 'weekdays', 'errors.tourManage.weekdayInvalid'],
      ['has no start time', { start_times: [] }, 'start_times', 'errors.tourManage.startTimesRequired'],
      ['has 24:00', { start_times: ['24:00'] }, 'start_times.0', 'errors.tourManage.timeInvalid'],
      ['has 9:30', { start_times: ['9:30'] }, 'start_times.0', 'errors.tourManage.timeInvalid'],
      ['has a time twice', { start_times: ['10:00', '10:00'] }, 'start_times', 'errors.tourManage.startTimeTwice'],
      ['has 25 start times', { start_times: Array.from({ length: 25 }, (_, i) => `${String(i % 24).padStart(2, '0')}:${i < 24 ? '00' : '30'}`) }, 'start_times', 'errors.tourManage.tooManyStartTimes'],
      ['has a negative allotment', { allotment: -1 }, 'allotment', 'errors.tourManage.allotmentInvalid'],
      ['has 10001 seats', { allotment: 10_001 }, 'allotment', 'errors.tourManage.allotmentInvalid'],
      ['has a bad date', { start_date: '2030-02-30' }, 'start_date', 'validation.dateInvalid'],
      ['is for another activity\'s option', { option_id: foreignOption }, 'option_id', 'errors.tourManage.optionNotInTour'],
      ['has an option id beyond an integer', { option_id: LIMITS.maxId + 1 }, 'option_id'],
      ['has no date on its weekdays', { end_date: osloDay(t, 1), weekdays: [DateTime.fromISO(osloDay(t, 1)).plus({ days: 1 }).weekday] }, 'weekdays', 'errors.tourManage.scheduleEmpty'],
      ['makes too many departures', { end_date: osloDay(t, 300), start_times: Array.from({ length: 20 }, (_, i) => `${String(i).padStart(2, '0')}:00`) }, 'end_date'],
    ];
    for (const [name, change, field, code] of cases) {
      const result = await failure(await schedule(supplier, tour, { ...good, ...change }));
      expect({ name, status: result.status, field: result.paths.includes(field) }).toEqual({ name, status: 400, field: true });
      if (code) expect({ name, code: result.issues.find((i) => i.path === field)?.code }).toEqual({ name, code });
    }
    expect((await failure(await schedule(supplier, tour, { ...good, end_date: osloDay(t, 300), start_times: Array.from({ length: 20 }, (_, i) => `${String(i).padStart(2, '0')}:00`) }))).message).toBe(
      'This schedule makes 6000 departures; one schedule can make at most 5000. Choose a shorter range or fewer start times.',
    );
    expect(await failure(await supplier.post(p.saveAllotment.path({ id: tour }), { kind: 'weekly', ...good }))).toMatchObject({ status: 400, paths: ['kind'] });
    expect(await failure(await supplier.post(p.saveAllotment.path({ id: tour }), { kind: 'departure', slot_id: LIMITS.maxId + 1, allotment: 1 }))).toMatchObject({ status: 400, paths: ['slot_id'] });
    expect(await failure(await supplier.post(p.saveAllotment.path({ id: tour }), { kind: 'departure', slot_id: 1, allotment: 1, status: 2 }))).toMatchObject({ status: 400, paths: ['status'] });
    expect(await slotsOf(t, option)).toEqual([]);
  });

  test("another activity's departure, and another supplier's activity, answer 404", async () => {
    const t = ctx.app();
    const { supplier, tour, option } = await setup(t);
    await answer(AllotmentAnswerSchema, await schedule(supplier, tour, { option_id: option, start_date: osloDay(t, 1), end_date: osloDay(t, 1), weekdays: [1, 2, 3, 4, 5, 6, 7], start_times: ['10:00'], allotment: 4 }));
    const [slot] = await slotsOf(t, option);
    const other = await createTour(t, DEMO.supplier);
    expect(await failure(await supplier.post(p.saveAllotment.path({ id: other }), { kind: 'departure', slot_id: slot!.id, allotment: 9 }))).toMatchObject({ status: 404 });

    const duo = await caller(t, DEMO.duo);
    const range = { start_date: osloDay(t, 0), end_date: osloDay(t, 5) };
    for (const response of [
      await duo.post(p.saveAllotment.path({ id: tour }), { kind: 'departure', slot_id: slot!.id, allotment: 9 }),
      await duo.post(p.saveAllotment.path({ id: tour }), { kind: 'schedule', option_id: option, ...range, weekdays: [1], start_times: ['10:00'], allotment: 1 }),
      await duo.post(p.optionsWithDateAllotments.path({ id: tour }), range),
      await duo.get(p.allotments.path({ id: tour })),
      await duo.post(p.busyDates.path({ id: tour }), range),
      await duo.post(p.emptyDates.path({ id: tour }), range),
      await duo.get(p.calendar.path({ ...range, tour_id: tour })),
    ]) {
      expect(await failure(response)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    }
    expect((await slotsOf(t, option)).map((r) => r.allotmentTotal)).toEqual([4]);
  });

  test('options with their departures in a range, and one activity’s departures', async () => {
    const t = ctx.app();
    const { supplier, tour, option } = await setup(t);
    const evening = await newOption(supplier, tour, 'Evening');
    const every = [1, 2, 3, 4, 5, 6, 7];
    await answer(AllotmentAnswerSchema, await schedule(supplier, tour, { option_id: option, start_date: osloDay(t, 0), end_date: osloDay(t, 40), weekdays: every, start_times: ['10:00'], allotment: 5 }));
    await answer(AllotmentAnswerSchema, await schedule(supplier, tour, { option_id: evening, start_date: osloDay(t, 2), end_date: osloDay(t, 3), weekdays: every, start_times: ['19:00'], allotment: 7 }));

    const both = await answer(OptionsWithDatesAnswerSchema, await supplier.post(p.optionsWithDateAllotments.path({ id: tour }), { start_date: osloDay(t, 1), end_date: osloDay(t, 3) }));
    expect(both.data.time_zone).toBe('Europe/Oslo');
    expect(both.data.options.map((o) => [o.name, o.departures.map((d) => `${d.date} ${d.start_time} ${d.allotment}`)])).toEqual([
      ['Morning', [1, 2, 3].map((d) => `${osloDay(t, d)} 10:00 5`)],
      ['Evening', [2, 3].map((d) => `${osloDay(t, d)} 19:00 7`)],
    ]);
    const one = await answer(OptionsWithDatesAnswerSchema, await supplier.post(p.optionsWithDateAllotments.path({ id: tour }), { start_date: osloDay(t, 1), end_date: osloDay(t, 3), option_id: evening }));
    expect(one.data.options.map((o) => o.id)).toEqual([evening]);

    // Default range: today and the 30 days after it.
    const defaults = await answer(TourAllotmentsAnswerSchema, await supplier.get(p.allotments.path({ id: tour }, { option_id: option })));
    expect(defaults.data.departures.map((d) => d.date)).toEqual(Array.from({ length: 31 }, (_, i) => osloDay(t, i)));
    const ranged = await answer(TourAllotmentsAnswerSchema, await supplier.get(p.allotments.path({ id: tour }, { start_date: osloDay(t, 3), end_date: osloDay(t, 3) })));
    expect(ranged.data.departures.map((d) => d.option_id)).toEqual([option, evening]);
    expect(await failure(await supplier.get(p.allotments.path({ id: tour }, { start_date: osloDay(t, 3), end_date: osloDay(t, 2) })))).toMatchObject({ status: 400, paths: ['end_date'] });
    expect(await failure(await supplier.post(p.optionsWithDateAllotments.path({ id: tour }), { start_date: osloDay(t, 0), end_date: osloDay(t, 400) }))).toMatchObject({ status: 400, paths: ['end_date'] });
  });

  test('busy dates have departures and no seat on sale; empty dates have no departure; never both', async () => {
    const t = ctx.app();
    const { supplier, tour, option } = await setup(t);
    const evening = await newOption(supplier, tour, 'Evening');
    const every = [1, 2, 3, 4, 5, 6, 7];
    await answer(AllotmentAnswerSchema, await schedule(supplier, tour, { option_id: option, start_date: osloDay(t, 1), end_date: osloDay(t, 3), weekdays: every, start_times: ['10:00', '15:00'], allotment: 5 }));
    await answer(AllotmentAnswerSchema, await schedule(supplier, tour, { option_id: evening, start_date: osloDay(t, 4), end_date: osloDay(t, 4), weekdays: every, start_times: ['19:00'], allotment: 5 }));
    const slot = async (day: number, time: string) => (await slotsOf(t, option)).find((r) => r.slotDate === osloDay(t, day) && r.startTime === time)!.id;
    const set = async (day: number, time: string, values: Partial<typeof activitySlots.$inferInsert>) => t.handle.db.update(activitySlots).set(values).where(eq(activitySlots.id, await slot(day, time)));
    // Day 1: both sold out. Day 2: one sold out, one with seats. Day 3: one locked, one sold out.
    await set(1, '10:00:00', { remaining: 0 });
    await set(1, '15:00:00', { remaining: 0 });
    await set(2, '10:00:00', { remaining: 0 });
    await set(3, '10:00:00', { status: AvailabilitySlotStatus.Locked });
    await set(3, '15:00:00', { remaining: 0 });
    const range = { start_date: osloDay(t, 0), end_date: osloDay(t, 5) };
    const busy = await answer(DatesAnswerSchema, await supplier.post(p.busyDates.path({ id: tour }), range));
    expect(busy.data).toEqual({ tour_id: tour, time_zone: 'Europe/Oslo', dates: [osloDay(t, 1), osloDay(t, 3)] });
    const empty = await answer(DatesAnswerSchema, await supplier.post(p.emptyDates.path({ id: tour }), range));
    expect(empty.data.dates).toEqual([osloDay(t, 0), osloDay(t, 5)]);
    const emptyForMorning = await answer(DatesAnswerSchema, await supplier.post(p.emptyDates.path({ id: tour }), { ...range, option_id: option }));
    expect(emptyForMorning.data.dates).toEqual([osloDay(t, 0), osloDay(t, 4), osloDay(t, 5)]);
    const busyForEvening = await answer(DatesAnswerSchema, await supplier.post(p.busyDates.path({ id: tour }), { ...range, option_id: evening }));
    expect(busyForEvening.data.dates).toEqual([]);
    expect(await failure(await supplier.post(p.busyDates.path({ id: tour }), { ...range, end_date: osloDay(t, -1) }))).toMatchObject({ status: 400, paths: ['end_date'] });
    expect(await failure(await supplier.post(p.emptyDates.path({ id: tour }), { ...range, option_id: LIMITS.maxId }))).toMatchObject({ status: 400, paths: ['option_id'] });
  });

  test("the calendar feed holds the caller's departures only; an administrator's holds everyone's", async () => {
    const t = ctx.app();
    const { supplier, tour, option } = await setup(t);
    const duo = await caller(t, DEMO.duo);
    const duoTour = await createTour(t, DEMO.duo, { name: 'Duo tour', timeZone: 'Europe/Stockholm' });
    const duoOption = await newOption(duo, duoTour, 'Duo option');
    const day = osloDay(t, 200);
    const one = { start_date: day, end_date: day, weekdays: [1, 2, 3, 4, 5, 6, 7], start_times: ['08:00'], allotment: 3 };
    await answer(AllotmentAnswerSchema, await schedule(supplier, tour, { option_id: option, ...one }));
    await answer(AllotmentAnswerSchema, await schedule(duo, duoTour, { option_id: duoOption, ...one }));

    const range = { start_date: day, end_date: day };
    const own = await answer(CalendarAnswerSchema, await supplier.get(p.calendar.path(range), { 'APP-LOCALE': 'no' }));
    const mine = own.data.departures.filter((d) => d.tour_id === tour);
    expect(mine).toEqual([expect.objectContaining({ tour_name: 'Test tour (no)', option_name: 'Morning', time_zone: 'Europe/Oslo', date: day, start_time: '08:00', allotment: 3, sold: 0 })]);
    expect(own.data.departures.some((d) => d.tour_id === duoTour)).toBe(false);
    const duos = await answer(CalendarAnswerSchema, await duo.get(p.calendar.path({ ...range, tour_id: duoTour })));
    expect(duos.data.departures.map((d) => [d.tour_name, d.time_zone])).toEqual([['Duo tour', 'Europe/Stockholm']]);

    const admin = await caller(t, DEMO.admin);
    const all = await answer(CalendarAnswerSchema, await admin.get(p.calendar.path(range)));
    expect(all.data.departures.filter((d) => d.tour_id === tour || d.tour_id === duoTour)).toHaveLength(2);
    // The seeded catalogue's departures in 93 days: the feed says whether it had to cut them.
    const [start, end] = [osloDay(t, 0), osloDay(t, 93)];
    const [inDb] = await t.handle.db.select({ n: count() }).from(activitySlots).where(between(activitySlots.slotDate, start, end));
    const wide = await answer(CalendarAnswerSchema, await admin.get(p.calendar.path({ start_date: start, end_date: end })));
    expect(wide.data.departures).toHaveLength(Math.min(inDb!.n, 5000));
    expect(wide.data.truncated).toBe(inDb!.n > 5000);
    expect(await failure(await admin.get(p.calendar.path({ start_date: start, end_date: osloDay(t, 94) })))).toMatchObject({ status: 400, paths: ['end_date'] });
  });

  const postgresOnly = spec.name === 'postgres' ? test : test.skip;

  postgresOnly('holds racing a lowered allotment (schedule or bulk change) never oversell: seats held always equal total − remaining', async () => {
    const t = ctx.app();
    const supplier = await caller(t, DEMO.supplier);
    // The schedule lowering 10 seats to 5 starts once `k` holds are in, while two chains of holds keep going.
    for (const [round, k] of [2, 4, 7, 3].entries()) {
      const cruise = await cruiseSlot(t, 3 + round, 10);
      const [slot] = await t.handle.db.select().from(activitySlots).where(eq(activitySlots.id, cruise.slotId));
      const carts: string[] = [];
      for (let i = 0; i < 14; i++) carts.push(await addToCart(t, cruise.site, [cruise.item]));
      let completed = 0;
      let reached!: () => void;
      const kth = new Promise<void>((resolve) => (reached = resolve));
      const chain = async (refs: string[]) => {
        const answers: Response[] = [];
        for (const ref of refs) {
          answers.push(await hold(t, cruise.site, ref));
          if (++completed === k) reached();
        }
        return answers;
      };
      // Odd rounds lower it with a bulk change instead of a schedule: the same guarantee through the row locks.
      const change = {
        option_id: cruise.item.option_id,
        start_date: slot!.slotDate,
        end_date: slot!.slotDate,
        weekdays: [DateTime.fromISO(slot!.slotDate).weekday],
        start_times: [slot!.startTime.slice(0, 5)],
        allotment: 5,
      };
      const lowered = kth.then(() =>
        round % 2 === 0 ? schedule(supplier, cruise.id, change) : supplier.post(p.saveAllotment.path({ id: cruise.id }), { kind: 'bulk', ...change }),
      );
      const [first, second, scheduled] = await Promise.all([chain(carts.slice(0, 7)), chain(carts.slice(7)), lowered]);
      const held = (await Promise.all([...first, ...second].map((r) => json(HoldAnswerSchema, r)))).filter((a) => a.data.reservation_status === ReservationStatus.HOLD).length;
      const [after] = await t.handle.db.select().from(activitySlots).where(eq(activitySlots.id, cruise.slotId));
      const [inDb] = await t.handle.db
        .select({ n: count() })
        .from(reservations)
        .where(and(eq(reservations.serviceId, cruise.id), eq(reservations.status, ReservationStatus.HOLD)));
      expect(after!.remaining).toBeGreaterThanOrEqual(0);
      expect({ round, held }).toEqual({ round, held: after!.allotmentTotal - after!.remaining });
      expect(held).toBeGreaterThanOrEqual(k);
      if (scheduled.status === 200) {
        expect(after!.allotmentTotal).toBe(5);
      } else {
        expect(await failure(scheduled)).toMatchObject({ status: 409 });
        expect(after!.allotmentTotal).toBe(10);
        expect(held).toBeGreaterThan(5);
      }
      expect(inDb!.n).toBeGreaterThanOrEqual(held);
    }
  });
});
