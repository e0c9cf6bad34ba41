import { and, eq, gte } from 'drizzle-orm';
import type { DateTime } from 'luxon';
import {
  AvailabilitySearchAnswerSchema,
  DateListAnswerSchema,
  HotelAvailabilityAnswerSchema,
  HotelListingAnswerSchema,
  type HotelAvailability,
} from 'shared-contracts/catalogue';
import { api } from 'shared-contracts/paths';
import * as v from 'valibot';
import { hotelCalendar } from '../../../db/schema/availability';
import { ratePlans, roomTypes } from '../../../db/schema/catalogue';
import { atSeedDay, serviceId, siteId } from '../../../test/catalogue-fixtures';
import { testDatabases } from '../../../test/databases';
import { type TestApp, useTestDatabase } from '../../../test/harness';

const HOTEL = 'oslo-harbour-hotel';

describe.each(testDatabases())('hotel availability on $name', (spec) => {
  const ctx = useTestDatabase(spec);

  async function hotel(t: TestApp) {
    const site = await siteId(t, 'demo');
    const id = await serviceId(t, HOTEL);
    const listing = v.parse(HotelListingAnswerSchema, await (await t.request(api.catalogue.hotelListing.path({ id }, { site_id: site }))).json()).data;
    const [standard, suite] = listing.room_types;
    const flexible = standard!.rate_plans.find((p) => p.parent_rate_plan_id === null)!;
    const nonRefundable = standard!.rate_plans.find((p) => p.parent_rate_plan_id !== null)!;
    return { site, id, standard: standard!, suite: suite!, flexible, nonRefundable };
  }

  /** The first date from `from` on with `weekday` (1 = Monday) where the room and plan still have rooms. */
  async function nextOpen(t: TestApp, roomTypeId: number, ratePlanId: number, from: DateTime, weekday: number): Promise<DateTime> {
    const rows = await t.handle.db
      .select()
      .from(hotelCalendar)
      .where(and(eq(hotelCalendar.roomTypeId, roomTypeId), eq(hotelCalendar.ratePlanId, ratePlanId), gte(hotelCalendar.stayDate, from.toISODate()!)));
    const open = new Set(rows.filter((r) => r.allotment >= 1).map((r) => r.stayDate));
    for (let day = from; day < from.plus({ days: 80 }); day = day.plus({ days: 1 })) {
      if (day.weekday === weekday && open.has(day.toISODate()!) && open.has(day.plus({ days: 1 }).toISODate()!)) return day;
    }
    throw new Error('no open date');
  }

  async function ask(t: TestApp, id: number, body: Record<string, unknown>) {
    const response = await t.post(api.availability.hotelAvailability.path({ id }), body);
    expect(response.status).toBe(200);
    return v.parse(HotelAvailabilityAnswerSchema, await response.json()).data;
  }
  const offer = (result: HotelAvailability, roomTypeId: number, ratePlanId: number) =>
    result.room_types.find((r) => r.room_type_id === roomTypeId)!.rate_plans.find((p) => p.rate_plan_id === ratePlanId)!;
  const codes = (result: HotelAvailability, roomTypeId: number, ratePlanId: number) => offer(result, roomTypeId, ratePlanId).reasons.map((r) => r.code);

  test('an open stay: price per night from the calendar, the connected plan 10 % cheaper', async () => {
    const t = ctx.app();
    const day = await atSeedDay(t);
    const { site, id, standard, flexible, nonRefundable } = await hotel(t);
    // Thursday to Saturday: no restriction of the Oslo calendar applies (Wednesday check-outs are closed).
    const thursday = await nextOpen(t, standard.id, flexible.id, day.plus({ days: 2 }), 4);
    const result = await ask(t, id, { site_id: site, check_in: thursday.toISODate(), check_out: thursday.plus({ days: 2 }).toISODate(), adults: 2 });
    expect(result).toMatchObject({ nights: 2, currency: 'NOK', time_zone: 'Europe/Oslo' });
    const rows = await t.handle.db
      .select()
      .from(hotelCalendar)
      .where(and(eq(hotelCalendar.roomTypeId, standard.id), eq(hotelCalendar.ratePlanId, flexible.id), gte(hotelCalendar.stayDate, thursday.toISODate()!)));
    const nights = [thursday, thursday.plus({ days: 1 })].map((d) => rows.find((r) => r.stayDate === d.toISODate())!.priceMinor);
    const flex = offer(result, standard.id, flexible.id);
    expect(flex).toMatchObject({ available: true, reasons: [] });
    expect(flex.total_price?.minor).toBe(nights[0]! + nights[1]!);
    const nonRef = offer(result, standard.id, nonRefundable.id);
    expect(nonRef.total_price?.minor).toBe(nights.reduce((sum, n) => sum + Math.round(n * 0.9), 0));
    expect(nonRef.nightly.map((n) => n.date)).toEqual([thursday.toISODate(), thursday.plus({ days: 1 }).toISODate()]);
  });

  test('refusals name their reason: min stay, max stay, no check-in, no check-out', async () => {
    const t = ctx.app();
    const day = await atSeedDay(t);
    const { site, id, standard, flexible } = await hotel(t);
    const stay = async (from: DateTime, nights: number) =>
      ask(t, id, { site_id: site, check_in: from.toISODate(), check_out: from.plus({ days: nights }).toISODate(), adults: 1 });

    const saturday = await nextOpen(t, standard.id, flexible.id, day.plus({ days: 2 }), 6);
    const short = await stay(saturday, 1);
    const minStay = offer(short, standard.id, flexible.id).reasons.find((r) => r.code === 'min_stay');
    expect(minStay).toMatchObject({ date: saturday.toISODate(), limit: 2 });
    expect(minStay?.message).toMatch(/at least 2 nights/);
    expect(codes(await stay(saturday, 2), standard.id, flexible.id)).not.toContain('min_stay');

    const sunday = saturday.plus({ days: 1 });
    expect(codes(await stay(sunday, 1), standard.id, flexible.id)).toContain('no_check_in');

    const tuesday = saturday.plus({ days: 3 });
    const wednesdayOut = await stay(tuesday, 1);
    expect(offer(wednesdayOut, standard.id, flexible.id).reasons.find((r) => r.code === 'no_check_out')?.date).toBe(tuesday.plus({ days: 1 }).toISODate());

    const long = await stay(tuesday.minus({ days: 1 }), 15);
    expect(offer(long, standard.id, flexible.id).reasons.find((r) => r.code === 'max_stay')?.limit).toBe(14);
    expect(offer(long, standard.id, flexible.id).available).toBe(false);
  });

  test('cut-off: arrivals today are refused once the local cut-off time (18:00) has passed, past dates always', async () => {
    const t = ctx.app();
    const { site, id, standard, flexible } = await hotel(t);
    const day = await atSeedDay(t, 3, '17:30');
    const body = { site_id: site, check_in: day.toISODate(), check_out: day.plus({ days: 3 }).toISODate(), adults: 1 };
    expect(codes(await ask(t, id, body), standard.id, flexible.id)).not.toContain('cut_off_passed');
    await atSeedDay(t, 3, '18:05');
    const late = offer(await ask(t, id, body), standard.id, flexible.id).reasons.find((r) => r.code === 'cut_off_passed');
    expect(late).toMatchObject({ date: day.toISODate(), limit: 18 * 60 });
    await atSeedDay(t, 4, '08:00');
    expect(codes(await ask(t, id, body), standard.id, flexible.id)).toContain('cut_off_passed');
  });

  test('sold out when a night has fewer rooms than asked; occupancy beyond the room type is refused', async () => {
    const t = ctx.app();
    const day = await atSeedDay(t);
    const { site, id, standard, suite, flexible } = await hotel(t);
    const monday = await nextOpen(t, suite.id, flexible.id, day.plus({ days: 2 }), 1);
    const second = monday.plus({ days: 1 }).toISODate()!;
    const where = and(eq(hotelCalendar.roomTypeId, suite.id), eq(hotelCalendar.ratePlanId, flexible.id), eq(hotelCalendar.stayDate, second));
    const [before] = await t.handle.db.select().from(hotelCalendar).where(where);
    await t.handle.db.update(hotelCalendar).set({ allotment: 1 }).where(where);
    try {
      const result = await ask(t, id, { site_id: site, check_in: monday.toISODate(), check_out: monday.plus({ days: 2 }).toISODate(), rooms: 2, adults: 3 });
      const soldOut = offer(result, suite.id, flexible.id).reasons.find((r) => r.code === 'sold_out');
      expect(soldOut).toMatchObject({ date: second, limit: 1 });
      expect(offer(result, suite.id, flexible.id).rooms_left).toBe(1);
      const single = await ask(t, id, { site_id: site, check_in: monday.toISODate(), check_out: monday.plus({ days: 2 }).toISODate(), rooms: 1, adults: 3 });
      expect(codes(single, standard.id, flexible.id)).toContain('occupancy');
      expect(codes(single, suite.id, flexible.id)).not.toContain('occupancy');
    } finally {
      await t.handle.db.update(hotelCalendar).set({ allotment: before!.allotment }).where(where);
    }
  });

  test('the calendar refuses a negative allotment', async () => {
    const t = ctx.app();
    const [row] = await t.handle.db.select().from(hotelCalendar).limit(1);
    await expect(
      t.handle.db
        .update(hotelCalendar)
        .set({ allotment: -1 })
        .where(and(eq(hotelCalendar.roomTypeId, row!.roomTypeId), eq(hotelCalendar.ratePlanId, row!.ratePlanId), eq(hotelCalendar.stayDate, row!.stayDate))),
    ).rejects.toThrow();
  });

  test('bad stays are a 400: check-out not after check-in, or longer than 30 nights', async () => {
    const t = ctx.app();
    const day = await atSeedDay(t);
    const { site, id } = await hotel(t);
    const same = await t.post(api.availability.hotelAvailability.path({ id }), { site_id: site, check_in: day.toISODate(), check_out: day.toISODate(), adults: 1 });
    expect(same.status).toBe(400);
    expect((await same.json()).issues[0].path).toBe('check_out');
    const long = await t.post(api.availability.hotelAvailability.path({ id }), { site_id: site, check_in: day.toISODate(), check_out: day.plus({ days: 31 }).toISODate(), adults: 1 });
    expect(long.status).toBe(400);
  });

  test('available and empty arrival dates split the range; no-check-in days are never available', async () => {
    const t = ctx.app();
    const day = await atSeedDay(t);
    const { site, id } = await hotel(t);
    const range = { site_id: site, start_date: day.toISODate(), end_date: day.plus({ days: 20 }).toISODate() };
    const open = v.parse(DateListAnswerSchema, await (await t.post(api.availability.hotelAvailableDates.path({ id }), range)).json()).data;
    const empty = v.parse(DateListAnswerSchema, await (await t.post(api.availability.hotelEmptyDates.path({ id }), range)).json()).data;
    expect(open.dates.length + empty.dates.length).toBe(21);
    expect(open.dates.filter((d) => empty.dates.includes(d))).toEqual([]);
    const sundays = Array.from({ length: 21 }, (_, i) => day.plus({ days: i })).filter((d) => d.weekday === 7).map((d) => d.toISODate()!);
    expect(sundays.length).toBeGreaterThan(0);
    for (const sunday of sundays) expect(empty.dates).toContain(sunday);
  });

  test('hotels availability search: the site\'s hotels with the cheapest available offer for the stay', async () => {
    const t = ctx.app();
    const day = await atSeedDay(t);
    const { site, id, standard, flexible } = await hotel(t);
    const monday = await nextOpen(t, standard.id, flexible.id, day.plus({ days: 2 }), 1);
    const stay = { site_id: site, check_in: monday.toISODate(), check_out: monday.plus({ days: 1 }).toISODate(), adults: 2 };
    const hits = v.parse(AvailabilitySearchAnswerSchema, await (await t.post(api.availability.hotelsSearch.path(), stay)).json()).data;
    const harbour = hits.find((h) => h.service.slug === HOTEL);
    const detail = await ask(t, id, stay);
    const cheapest = Math.min(...detail.room_types.flatMap((r) => r.rate_plans).filter((p) => p.available).map((p) => p.total_price!.minor));
    expect(harbour?.price.minor).toBe(cheapest);
    const paylater = await siteId(t, 'demo-paylater');
    const other = v.parse(AvailabilitySearchAnswerSchema, await (await t.post(api.availability.hotelsSearch.path(), { ...stay, site_id: paylater })).json()).data;
    expect(other.map((h) => h.service.slug)).not.toContain('bergen-bryggen-inn');
  });

  test('connected rate plans have no calendar of their own', async () => {
    const t = ctx.app();
    const id = await serviceId(t, HOTEL);
    const connected = await t.handle.db.select().from(ratePlans).where(eq(ratePlans.serviceId, id));
    const child = connected.find((p) => p.parentRatePlanId !== null)!;
    expect((await t.handle.db.select().from(hotelCalendar).where(eq(hotelCalendar.ratePlanId, child.id))).length).toBe(0);
    const rooms = await t.handle.db.select().from(roomTypes).where(eq(roomTypes.serviceId, id));
    expect(rooms.length).toBe(2);
    expect(connected.filter((p) => p.parentRatePlanId === null).length).toBe(1);
  });
});
