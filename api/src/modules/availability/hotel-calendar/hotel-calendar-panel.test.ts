import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { HotelAvailabilityAnswerSchema } from 'shared-contracts/catalogue';
import { GeneralStatus, ReservationStatus, ServiceTypeId } from 'shared-contracts/enums';
import {
  CalendarUpdateAnswerSchema,
  HotelCalendarAnswerSchema,
  RoomRateAnswerSchema,
  type CalendarUpdateInput,
  type HotelCalendarInput,
} from 'shared-contracts/hotel-calendar';
import { api } from 'shared-contracts/paths';
import * as v from 'valibot';
import { hotelCalendar } from '../../../db/schema/availability';
import { ratePlanRoomTypes, ratePlans, roomTypes, services } from '../../../db/schema/catalogue';
import { users } from '../../../db/schema/core';
import { atSeedDay, serviceId } from '../../../test/catalogue-fixtures';
import { testDatabases } from '../../../test/databases';
import { DEMO, type TestApp, useTestDatabase } from '../../../test/harness';
import { addToCart, cancel, confirm, demoSite, HOTEL, hold, json, ORDER } from '../../booking/testing/fixtures';
import { answer, caller, type Caller, failure } from '../../core/tour-manage/__tests__/fixtures';

const p = api.hotelCalendar;

describe.each(testDatabases())('the supplier hotel calendar on $name', (spec) => {
  const ctx = useTestDatabase(spec);

  async function roomRates(who: Caller, hotelId: number) {
    return (await answer(RoomRateAnswerSchema, await who.get(p.roomRates.path({ hotelId }, { with_name: 'true' })))).data;
  }

  /** The Oslo hotel as the calendar names it: standard and suite, the flexible plan and its connected plan. */
  async function oslo(t: TestApp, who: Caller) {
    const id = await serviceId(t, HOTEL);
    const [standard, suite] = await roomRates(who, id);
    return { id, standard: standard!, suite: suite!, flexible: standard!.rate_plans[0]!, connected: standard!.connected_rate_plans[0]! };
  }

  const calendar = async (who: Caller, hotelId: number, body: HotelCalendarInput) =>
    (await answer(HotelCalendarAnswerSchema, await who.post(p.calendar.path({ hotelId }), body))).data;
  const update = (who: Caller, hotelId: number, body: CalendarUpdateInput) => who.post(p.updatePrices.path({ hotelId }), body);
  const updated = async (who: Caller, hotelId: number, body: CalendarUpdateInput) => (await answer(CalendarUpdateAnswerSchema, await update(who, hotelId, body))).data;

  async function night(t: TestApp, roomTypeId: number, ratePlanId: number, date: string) {
    const [row] = await t.handle.db
      .select()
      .from(hotelCalendar)
      .where(and(eq(hotelCalendar.roomTypeId, roomTypeId), eq(hotelCalendar.ratePlanId, ratePlanId), eq(hotelCalendar.stayDate, date)));
    return row;
  }

  /**
   * One night of the hotel's first room type on its base plan `days` after the seed day, with exactly `rooms` rooms
   * and no restriction; the clock at the seed day, 08:00. (The booking fixtures' hotelNight, read from the tables.)
   */
  async function hotelNight(t: TestApp, days: number, rooms: number) {
    const day = await atSeedDay(t, 0, '08:00');
    const site = await demoSite(t);
    const id = await serviceId(t, HOTEL);
    const [standard] = await t.handle.db.select().from(roomTypes).where(eq(roomTypes.serviceId, id)).orderBy(asc(roomTypes.position), asc(roomTypes.id));
    const [plan] = await t.handle.db
      .select()
      .from(ratePlans)
      .where(and(eq(ratePlans.serviceId, id), isNull(ratePlans.parentRatePlanId)))
      .orderBy(asc(ratePlans.position), asc(ratePlans.id));
    const checkIn = day.plus({ days }).toISODate()!;
    const checkOut = day.plus({ days: days + 1 }).toISODate()!;
    const where = (date: string) => and(eq(hotelCalendar.roomTypeId, standard!.id), eq(hotelCalendar.ratePlanId, plan!.id), eq(hotelCalendar.stayDate, date));
    await t.handle.db.update(hotelCalendar).set({ allotment: rooms, minStay: 1, maxStay: null, noCheckIn: false, cutOffTime: null }).where(where(checkIn));
    await t.handle.db.update(hotelCalendar).set({ noCheckOut: false }).where(where(checkOut));
    const room = { room_type_id: standard!.id, rate_plan_id: plan!.id, num_of_rooms: 1, num_of_adults: 1, num_of_children: 0 };
    const item = { service_type: 'hotels' as const, serviceable_id: id, check_in: checkIn, check_out: checkOut, rooms: [room] };
    const itemFor = (count: number) => ({ ...item, rooms: [{ ...room, num_of_rooms: count, num_of_adults: count }] });
    return { site, id, item, itemFor, night: { roomTypeId: standard!.id, ratePlanId: plan!.id, stayDate: checkIn } };
  }

  /** Books `rooms` rooms of the night for a payer: held at checkout, and confirmed unless told. */
  async function book(t: TestApp, stay: Awaited<ReturnType<typeof hotelNight>>, rooms: number, firstName: string, confirmed = true) {
    const ref = await addToCart(t, stay.site, [stay.itemFor(rooms)]);
    const held = await json(v.object({ data: v.object({ reservation_status: v.number() }) }), await hold(t, stay.site, ref, {}, { order: { ...ORDER, first_name: firstName } }));
    expect(held.data.reservation_status).toBe(ReservationStatus.HOLD);
    if (confirmed) expect((await confirm(t, stay.site, ref)).status).toBe(200);
    return ref;
  }

  test('the room-rate list splits each room type’s plans into its own and the connected ones', async () => {
    const t = ctx.app();
    const supplier = await caller(t, DEMO.supplier);
    const { id, standard, suite, flexible, connected } = await oslo(t, supplier);
    const plans = await t.handle.db.select().from(ratePlans).where(eq(ratePlans.serviceId, id));
    const rooms = await t.handle.db.select().from(roomTypes).where(eq(roomTypes.serviceId, id));
    expect([standard.room_type_id, suite.room_type_id].sort()).toEqual(rooms.map((r) => r.id).sort());
    expect(standard.room_type_title).toBe(rooms.find((r) => r.id === standard.room_type_id)!.names.en);
    expect(standard.rate_plans.map((r) => r.id)).toEqual(plans.filter((r) => r.parentRatePlanId === null).map((r) => r.id));
    expect(connected).toMatchObject({ parent_rate_plan_id: flexible.id, derivation_kind: 'percent', derivation_value: -10 });
    expect(suite.connected_rate_plans.map((r) => r.id)).toEqual([connected.id]);
  });

  test('a plan that no longer sells a room type leaves it everywhere: the lists, the grid, the updates and the storefront', async () => {
    const t = ctx.app();
    const supplier = await caller(t, DEMO.supplier);
    const site = await demoSite(t);
    const { id, standard, suite, flexible, connected } = await oslo(t, supplier);
    // The suite is taken off the flexible plan and the plan that follows it (the accommodation page's rule: a
    // connected plan sells a subset of its parent's rooms).
    // The tests of this file share one database: the links come back at the end.
    const links = await t.handle.db
      .delete(ratePlanRoomTypes)
      .where(and(eq(ratePlanRoomTypes.roomTypeId, suite.room_type_id), inArray(ratePlanRoomTypes.ratePlanId, [flexible.id, connected.id])))
      .returning();
    expect(links).toHaveLength(2);
    try {

    const [standardAfter, suiteAfter] = await roomRates(supplier, id);
    expect(standardAfter!.rate_plans.map((r) => r.id)).toContain(flexible.id);
    expect(suiteAfter!.rate_plans.map((r) => r.id)).not.toContain(flexible.id);
    expect(suiteAfter!.connected_rate_plans).toEqual([]);

    const day = (await atSeedDay(t)).plus({ days: 20 });
    const range = { start_date: day.toISODate()!, end_date: day.plus({ days: 6 }).toISODate()! };
    const grid = await calendar(supplier, id, range);
    expect(grid.allotments.some((a) => a.room_type_id === standard.room_type_id && a.rate_plan_id === flexible.id)).toBe(true);
    expect(grid.allotments.filter((a) => a.room_type_id === suite.room_type_id && [flexible.id, connected.id].includes(a.rate_plan_id))).toEqual([]);

    // One night of the pair: refused, saying why. A bulk update over both rooms passes the pair over.
    const single = await update(supplier, id, { kind: 'single', room_type_id: suite.room_type_id, rate_plan_id: flexible.id, date: range.start_date, changes: { price_minor: 99_900 } });
    const refused = await failure(single);
    expect(refused.status).toBe(400);
    expect(refused.issues).toEqual([expect.objectContaining({ path: 'rate_plan_id', message: expect.stringContaining('is not sold for') })]);
    const bulk = await updated(supplier, id, {
      kind: 'bulk',
      ...range,
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      room_type_ids: [standard.room_type_id, suite.room_type_id],
      rate_plan_ids: [flexible.id],
      changes: { price_minor: 99_900 },
      preview: true,
    });
    expect(bulk.count).toBe(7);
    expect(new Set(bulk.changes.map((c) => c.room_type_id))).toEqual(new Set([standard.room_type_id]));

    // The storefront offers the suite without the plan.
    const quote = await t.post(api.availability.hotelAvailability.path({ id }), { site_id: site, check_in: range.start_date, check_out: range.end_date, adults: 1 });
    const offered = (await json(HotelAvailabilityAnswerSchema, quote)).data.room_types;
    expect(offered.find((r) => r.room_type_id === suite.room_type_id)!.rate_plans.map((r) => r.rate_plan_id)).not.toContain(flexible.id);
    expect(offered.find((r) => r.room_type_id === standard.room_type_id)!.rate_plans.map((r) => r.rate_plan_id)).toContain(flexible.id);
    } finally {
      await t.handle.db.insert(ratePlanRoomTypes).values(links);
    }
  });

  test('the grid counts rooms sold and left after real holds and confirmations; the overlay shows the stays until cancelled', async () => {
    const t = ctx.app();
    const supplier = await caller(t, DEMO.supplier);
    const stay = await hotelNight(t, 10, 5);
    const { id, standard, flexible, connected } = await oslo(t, supplier);
    await book(t, stay, 2, 'Kari');
    const pending = await book(t, stay, 1, 'Per', false);
    const date = stay.night.stayDate;
    const grid = await calendar(supplier, id, { start_date: date, end_date: date, room_type_ids: [standard.room_type_id] });
    expect(grid.hotel).toMatchObject({ id, name: 'Oslo Harbour Hotel', time_zone: 'Europe/Oslo', currency: 'NOK' });
    const own = grid.allotments.find((a) => a.rate_plan_id === flexible.id)!;
    const derived = grid.allotments.find((a) => a.rate_plan_id === connected.id)!;
    const row = await night(t, standard.room_type_id, flexible.id, date);
    expect(own).toMatchObject({ date, allotment: 5, sold: 3, left: 2, connected: false, price_minor: row!.priceMinor });
    expect(derived).toMatchObject({ date, allotment: 5, sold: 3, left: 2, connected: true, price_minor: Math.round(row!.priceMinor * 0.9) });
    expect(derived.price).toEqual({ currency: 'NOK', minor: derived.price_minor, amount: derived.price_minor / 100 });
    expect(grid.reservations.map((r) => [r.payer_name, r.status, r.rooms, r.start_date, r.end_date])).toEqual([
      ['Kari Nordmann', 'confirmed', 2, date, stay.item.check_out],
      ['Per Nordmann', 'held', 1, date, stay.item.check_out],
    ]);
    expect(grid.reservations[0]!.booking_number).toMatch(/^WH-\d{8}-\d{6}$/);

    expect((await cancel(t, stay.site, pending)).status).toBe(200);
    const after = await calendar(supplier, id, { start_date: date, end_date: date, room_type_ids: [standard.room_type_id], rate_plan_ids: [flexible.id] });
    expect(after.allotments).toEqual([expect.objectContaining({ allotment: 5, sold: 2, left: 3 })]);
    expect(after.reservations.map((r) => r.payer_name)).toEqual(['Kari Nordmann']);
  });

  test('a single night’s price and minimum stay change, and the storefront’s next quote follows them', async () => {
    const t = ctx.app();
    const supplier = await caller(t, DEMO.supplier);
    const stay = await hotelNight(t, 12, 4);
    const { id, standard, flexible, connected } = await oslo(t, supplier);
    const date = stay.night.stayDate;
    const quote = async (nights: number) => {
      const body = { site_id: stay.site, check_in: date, check_out: DateTime.fromISO(date).plus({ days: nights }).toISODate(), adults: 1 };
      const response = await t.post(api.availability.hotelAvailability.path({ id }), body);
      const data = (await json(HotelAvailabilityAnswerSchema, response)).data;
      return data.room_types.find((r) => r.room_type_id === standard.room_type_id)!.rate_plans;
    };
    const result = await updated(supplier, id, { kind: 'single', room_type_id: standard.room_type_id, rate_plan_id: flexible.id, date, changes: { price_minor: 123_400, min_stay: 2 } });
    expect(result).toMatchObject({ preview: false, count: 1, truncated: false });
    expect(result.changes[0]).toMatchObject({ date, before: { allotment: 4, min_stay: 1 }, after: { price_minor: 123_400, allotment: 4, min_stay: 2 } });
    expect(await night(t, standard.room_type_id, flexible.id, date)).toMatchObject({ priceMinor: 123_400, minStay: 2, allotment: 4 });

    const oneNight = await quote(1);
    expect(oneNight.find((r) => r.rate_plan_id === flexible.id)!.reasons.map((r) => r.code)).toContain('min_stay');
    const twoNights = await quote(2);
    const flex = twoNights.find((r) => r.rate_plan_id === flexible.id)!;
    expect(flex.reasons.map((r) => r.code)).not.toContain('min_stay');
    expect(flex.nightly[0]!.price.minor).toBe(123_400);
    expect(twoNights.find((r) => r.rate_plan_id === connected.id)!.nightly[0]!.price.minor).toBe(111_060);
  });

  test('a bulk update on weekends only: the preview writes nothing, the save touches every Saturday and Sunday and nothing else', async () => {
    const t = ctx.app();
    const supplier = await caller(t, DEMO.supplier);
    const day = (await atSeedDay(t)).plus({ days: 30 });
    const { id, standard, suite, flexible } = await oslo(t, supplier);
    const start = day.toISODate()!;
    const end = day.plus({ days: 27 }).toISODate()!;
    const body: CalendarUpdateInput = {
      kind: 'bulk',
      start_date: start,
      end_date: end,
      weekdays: [6, 7],
      room_type_ids: [standard.room_type_id, suite.room_type_id],
      rate_plan_ids: [flexible.id],
      changes: { price_minor: 99_900 },
      preview: true,
    };
    const before = await calendar(supplier, id, { start_date: start, end_date: end, rate_plan_ids: [flexible.id] });
    const preview = await updated(supplier, id, body);
    expect(preview).toMatchObject({ preview: true, count: 16 });
    expect(new Set(preview.changes.map((c) => new Date(`${c.date}T12:00:00Z`).getUTCDay()))).toEqual(new Set([0, 6]));
    expect(preview.changes.every((c) => c.after.price_minor === 99_900 && c.before !== null && c.after.allotment === c.before.allotment)).toBe(true);
    expect(await calendar(supplier, id, { start_date: start, end_date: end, rate_plan_ids: [flexible.id] })).toEqual(before);

    const saved = await updated(supplier, id, { ...body, preview: false });
    expect(saved).toMatchObject({ preview: false, count: 16 });
    const after = await calendar(supplier, id, { start_date: start, end_date: end, rate_plan_ids: [flexible.id] });
    for (const cell of after.allotments) {
      const weekend = [0, 6].includes(new Date(`${cell.date}T12:00:00Z`).getUTCDay());
      const old = before.allotments.find((b) => b.date === cell.date && b.room_type_id === cell.room_type_id)!;
      expect({ date: cell.date, price: cell.price_minor }).toEqual({ date: cell.date, price: weekend ? 99_900 : old.price_minor });
      expect(cell.allotment).toBe(old.allotment);
    }
    // The same update again changes nothing.
    expect((await updated(supplier, id, { ...body, preview: false })).count).toBe(0);
  });

  test('refusals: negative values, a minimum above the maximum (against the stored one too), below sold, connected plans, nights without a price', async () => {
    const t = ctx.app();
    const supplier = await caller(t, DEMO.supplier);
    const stay = await hotelNight(t, 14, 4);
    const { id, standard, flexible, connected } = await oslo(t, supplier);
    const date = stay.night.stayDate;
    const single = (changes: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      update(supplier, id, { kind: 'single', room_type_id: standard.room_type_id, rate_plan_id: flexible.id, date, changes, ...extra } as CalendarUpdateInput);
    const stored = await night(t, standard.room_type_id, flexible.id, date);

    expect(await failure(await single({ price_minor: -1 }))).toMatchObject({ status: 400, paths: ['changes.price_minor'] });
    expect(await failure(await single({ allotment: -2 }))).toMatchObject({ status: 400, paths: ['changes.allotment'] });
    expect(await failure(await single({}))).toMatchObject({ status: 400 });
    expect(await failure(await single({ min_stay: 5, max_stay: 3 }))).toMatchObject({ status: 400, paths: ['changes.min_stay'] });
    // The seed's nights allow at most 14 nights: a minimum of 20 alone conflicts with the stored maximum.
    const next = stay.item.check_out;
    expect(await night(t, standard.room_type_id, flexible.id, next)).toMatchObject({ maxStay: 14 });
    const stayConflict = await failure(await single({ min_stay: 20 }, { date: next }));
    expect(stayConflict).toMatchObject({ status: 400, paths: ['changes.min_stay'] });
    expect(stayConflict.issues[0]!.message).toBe(
      `On ${next} ${standard.room_type_title}, ${flexible.name}: the minimum stay (20) would be longer than the maximum stay (14).`,
    );
    expect((await single({ min_stay: 20, max_stay: null })).status).toBe(200);
    expect(await night(t, standard.room_type_id, flexible.id, date)).toMatchObject({ minStay: 20, maxStay: null });
    expect((await single({ min_stay: 1 })).status).toBe(200);

    await book(t, stay, 3, 'Kari');
    const below = await failure(await single({ allotment: 2 }));
    expect(below).toMatchObject({ status: 409, code: 'CONFLICT', paths: ['changes.allotment'] });
    expect(below.issues[0]!.message).toBe(`On ${date} ${standard.room_type_title} has 3 rooms sold; the allotment cannot be lower.`);
    expect((await single({ allotment: 3 })).status).toBe(200);
    expect(await night(t, standard.room_type_id, flexible.id, date)).toMatchObject({ allotment: 0, priceMinor: stored!.priceMinor });

    const conn = await failure(await update(supplier, id, { kind: 'single', room_type_id: standard.room_type_id, rate_plan_id: connected.id, date, changes: { price_minor: 1 } }));
    expect(conn).toMatchObject({ status: 400, paths: ['rate_plan_id'] });
    expect(conn.message).toContain(connected.name);

    // Beyond the seeded calendar: a night is only opened with a price and an allotment.
    const far = DateTime.fromISO(date).plus({ days: 200 }).toISODate()!;
    const farNight = (changes: Record<string, unknown>) =>
      update(supplier, id, { kind: 'single', room_type_id: standard.room_type_id, rate_plan_id: flexible.id, date: far, changes } as CalendarUpdateInput);
    const missing = await failure(await farNight({ price_minor: 100_000 }));
    expect(missing).toMatchObject({ status: 400, paths: ['changes'] });
    expect(missing.issues[0]!.message).toContain(far);
    expect(await night(t, standard.room_type_id, flexible.id, far)).toBeUndefined();
    const opened = await answer(CalendarUpdateAnswerSchema, await farNight({ price_minor: 100_000, allotment: 2 }));
    expect(opened.data.changes[0]).toMatchObject({ before: null, after: { price_minor: 100_000, allotment: 2, min_stay: 1, max_stay: null } });
    expect(await night(t, standard.room_type_id, flexible.id, far)).toMatchObject({ priceMinor: 100_000, allotment: 2 });
  });

  test('a bulk update is all or nothing: one night below its rooms sold refuses every night, and names it', async () => {
    const t = ctx.app();
    const supplier = await caller(t, DEMO.supplier);
    const stay = await hotelNight(t, 16, 3);
    const { id, standard, flexible } = await oslo(t, supplier);
    await book(t, stay, 2, 'Kari');
    const date = stay.night.stayDate;
    const start = DateTime.fromISO(date).minus({ days: 1 }).toISODate()!;
    const end = DateTime.fromISO(date).plus({ days: 2 }).toISODate()!;
    const beforeGrid = await calendar(supplier, id, { start_date: start, end_date: end, room_type_ids: [standard.room_type_id], rate_plan_ids: [flexible.id] });
    const refused = await failure(
      await update(supplier, id, {
        kind: 'bulk',
        start_date: start,
        end_date: end,
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        room_type_ids: [standard.room_type_id],
        rate_plan_ids: [flexible.id],
        changes: { allotment: 1, price_minor: 5_000 },
      }),
    );
    expect(refused).toMatchObject({ status: 409 });
    expect(refused.issues.map((i) => i.message)).toEqual([`On ${date} ${standard.room_type_title} has 2 rooms sold; the allotment cannot be lower.`]);
    expect(await calendar(supplier, id, { start_date: start, end_date: end, room_type_ids: [standard.room_type_id], rate_plan_ids: [flexible.id] })).toEqual(beforeGrid);
  });

  test('tenancy: another supplier’s hotel, room type or rate plan is a 404 on every call; users without the accommodation page get 403', async () => {
    const t = ctx.app();
    const supplier = await caller(t, DEMO.supplier);
    const admin = await caller(t, DEMO.admin);
    const { id, standard, flexible } = await oslo(t, supplier);
    const [duo] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.duo));
    const slug = `duo-hotel-${randomUUID()}`;
    const [theirs] = await t.handle.db
      .insert(services)
      .values({ serviceType: ServiceTypeId.hotels, supplierUserId: duo!.id, status: GeneralStatus.Active, slug, productCode: slug.slice(0, 20), currency: 'NOK', timeZone: 'Europe/Oslo' })
      .returning({ id: services.id });
    const [theirRoom] = await t.handle.db.insert(roomTypes).values({ serviceId: theirs!.id, names: { en: 'Their room' }, maxAdults: 2, maxOccupancy: 2 }).returning({ id: roomTypes.id });
    const [theirPlan] = await t.handle.db.insert(ratePlans).values({ serviceId: theirs!.id, names: { en: 'Their plan' }, basePriceMinor: 100 }).returning({ id: ratePlans.id });
    const date = (await atSeedDay(t)).plus({ days: 20 }).toISODate()!;
    const range = { start_date: date, end_date: date };
    const single = (roomTypeId: number, ratePlanId: number) => ({ kind: 'single' as const, room_type_id: roomTypeId, rate_plan_id: ratePlanId, date, changes: { price_minor: 1 }, preview: true });
    const calls = [
      (who: Caller, hotelId: number) => who.get(p.roomRates.path({ hotelId }, { with_name: 'true' })),
      (who: Caller, hotelId: number) => who.post(p.calendar.path({ hotelId }), range),
      (who: Caller, hotelId: number) => who.post(p.updatePrices.path({ hotelId }), single(standard.room_type_id, flexible.id)),
    ];
    for (const [index, call] of calls.entries()) {
      const unknown = await failure(await call(supplier, 999_999));
      expect({ index, status: unknown.status }).toEqual({ index, status: 404 });
      expect(await failure(await call(supplier, theirs!.id))).toEqual(unknown);
      expect({ index, own: (await call(supplier, id)).status, admin: (await call(admin, id)).status }).toEqual({ index, own: 200, admin: 200 });
    }
    // Their room type or plan named in a body of one's own hotel is not found either.
    expect((await supplier.post(p.updatePrices.path({ hotelId: id }), single(theirRoom!.id, flexible.id))).status).toBe(404);
    expect((await supplier.post(p.updatePrices.path({ hotelId: id }), single(standard.room_type_id, theirPlan!.id))).status).toBe(404);
    expect((await supplier.post(p.calendar.path({ hotelId: id }), { ...range, room_type_ids: [theirRoom!.id] })).status).toBe(404);
    // Dag Duo is a supplier without the accommodation module; a partner is no supplier at all.
    for (const email of [DEMO.duo, DEMO.partner]) {
      const stranger = await caller(t, email);
      for (const call of calls) expect((await call(stranger, theirs!.id)).status).toBe(403);
    }
  });

  test('a bulk lowering racing holds never oversells: the rooms for sale plus the rooms sold stay the total that won', async () => {
    const t = ctx.app();
    const supplier = await caller(t, DEMO.supplier);
    const stay = await hotelNight(t, 22, 8);
    const { id, standard, flexible } = await oslo(t, supplier);
    const date = stay.night.stayDate;
    const carts = await Promise.all(Array.from({ length: 6 }, () => addToCart(t, stay.site, [stay.itemFor(1)])));
    const lowering = update(supplier, id, {
      kind: 'bulk',
      start_date: date,
      end_date: date,
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      room_type_ids: [standard.room_type_id],
      rate_plan_ids: [flexible.id],
      changes: { allotment: 4 },
    });
    const [change, ...holds] = await Promise.all([lowering, ...carts.map((ref) => hold(t, stay.site, ref))]);
    const heldCount = (await Promise.all(holds.map(async (h) => (await h.json()) as { data?: { reservation_status?: number } }))).filter(
      (body) => body.data?.reservation_status === ReservationStatus.HOLD,
    ).length;
    const grid = await calendar(supplier, id, { start_date: date, end_date: date, room_type_ids: [standard.room_type_id], rate_plan_ids: [flexible.id] });
    const cell = grid.allotments[0]!;
    const row = await night(t, standard.room_type_id, flexible.id, date);
    expect(row!.allotment).toBeGreaterThanOrEqual(0);
    expect(cell.sold).toBe(heldCount);
    expect(cell.left).toBe(row!.allotment);
    // The lowering won (total 4, holds after it took what was left) or was refused (more than 4 already sold: total 8).
    expect([200, 409]).toContain(change!.status);
    expect(cell.allotment).toBe(change!.status === 200 ? 4 : 8);
    expect(heldCount).toBeLessThanOrEqual(cell.allotment);
  });
});
