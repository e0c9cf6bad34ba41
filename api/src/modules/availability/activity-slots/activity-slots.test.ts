import { and, eq } from 'drizzle-orm';
import {
  ActivityDatesAnswerSchema,
  ActivitySlotsAnswerSchema,
  AvailabilitySearchAnswerSchema,
  PriceQuoteAnswerSchema,
  TourFullAnswerSchema,
} from 'shared-contracts/catalogue';
import { api } from 'shared-contracts/paths';
import * as v from 'valibot';
import { activitySlots } from '../../../db/schema/availability';
import { atSeedDay, serviceId, siteId } from '../../../test/catalogue-fixtures';
import { testDatabases } from '../../../test/databases';
import { type TestApp, useTestDatabase } from '../../../test/harness';

const CRUISE = 'oslo-fjord-sightseeing-cruise';

describe.each(testDatabases())('activity availability on $name', (spec) => {
  const ctx = useTestDatabase(spec);

  async function cruise(t: TestApp) {
    const site = await siteId(t, 'demo');
    const id = await serviceId(t, CRUISE);
    const full = v.parse(TourFullAnswerSchema, await (await t.request(api.catalogue.tourFull.path({ id }, { site_id: site }))).json()).data;
    const ticket = (type: string) => full.tickets.find((tk) => tk.pricing_type === type)!.id;
    return { site, id, full, ticket, option: full.options[0]!.id, option3h: full.options[1]!.id };
  }

  test('slots of a date show seats left; sold-out and started slots are not bookable', async () => {
    const t = ctx.app();
    const day = await atSeedDay(t, 0, '08:00');
    const { site, id, option } = await cruise(t);
    const tomorrow = day.plus({ days: 1 }).toISODate()!;
    const response = await t.request(api.availability.tourSlots.path({ id }, { site_id: site, date: tomorrow, option_id: option }));
    expect(response.status).toBe(200);
    const { data } = v.parse(ActivitySlotsAnswerSchema, await response.json());
    expect(data.time_zone).toBe('Europe/Oslo');
    expect(data.slots.map((s) => s.start_time)).toEqual(['10:00', '13:00', '16:00']);
    expect(data.slots[0]).toMatchObject({ remaining: 0, sold_out: true, bookable: false, status: 2 });
    expect(data.slots[1]).toMatchObject({ remaining: 2, sold_out: false, bookable: true });

    // At 14:00 Oslo time on that day the 13:00 departure has left.
    await atSeedDay(t, 1, '14:00');
    const later = v.parse(ActivitySlotsAnswerSchema, await (await t.request(api.availability.tourSlots.path({ id }, { site_id: site, date: tomorrow, option_id: option }))).json());
    expect(later.data.slots[1]).toMatchObject({ remaining: 2, bookable: false });
  });

  test('available dates of a month: only dates with a bookable slot with enough seats', async () => {
    const t = ctx.app();
    const day = await atSeedDay(t, 0, '08:00');
    const { site, id, option } = await cruise(t);
    const target = day.plus({ days: 2 });
    const month = target.toFormat('yyyy-MM');
    // Close every departure of that date: it must move to the empty dates.
    const date = target.toISODate()!;
    const before = await t.handle.db.select().from(activitySlots).where(and(eq(activitySlots.serviceId, id), eq(activitySlots.slotDate, date)));
    await t.handle.db.update(activitySlots).set({ remaining: 0 }).where(and(eq(activitySlots.serviceId, id), eq(activitySlots.slotDate, date)));
    try {
      const response = await t.post(api.availability.tourAvailableDates.path({ id }), { site_id: site, month, option_id: option, seats: 3 });
      expect(response.status).toBe(200);
      const { data } = v.parse(ActivityDatesAnswerSchema, await response.json());
      expect(data.dates.map((d) => d.date)).not.toContain(date);
      expect(data.empty_dates).toContain(date);
      expect(data.dates.every((d) => d.seats_left >= 3)).toBe(true);
      expect(data.dates.length + data.empty_dates.length).toBe(target.daysInMonth);
      // seats_left is the most seats any bookable departure of the day has.
      const sample = data.dates[0]!;
      const slots = v.parse(ActivitySlotsAnswerSchema, await (await t.request(api.availability.tourSlots.path({ id }, { site_id: site, date: sample.date, option_id: option }))).json());
      expect(sample.seats_left).toBe(Math.max(...slots.data.slots.filter((s) => s.bookable).map((s) => s.remaining)));
    } finally {
      for (const row of before) await t.handle.db.update(activitySlots).set({ remaining: row.remaining }).where(eq(activitySlots.id, row.id));
    }
  });

  describe('price quote', () => {
    test('tickets with count 0 are ignored; nothing counts before an option and a date are chosen', async () => {
      const t = ctx.app();
      const day = await atSeedDay(t);
      const { site, id, option, ticket } = await cruise(t);
      const date = day.plus({ days: 3 }).toISODate()!;
      const tickets = [
        { ticket_id: ticket('Adult'), count: 2 },
        { ticket_id: ticket('Child'), count: 0 },
      ];
      const quote = v.parse(PriceQuoteAnswerSchema, await (await t.post(api.availability.tourPriceQuote.path({ id }), { site_id: site, option_id: option, date, tickets })).json()).data;
      expect(quote.lines.map((l) => [l.pricing_type, l.count])).toEqual([['Adult', 2]]);
      expect(quote.total).toEqual({ currency: 'NOK', minor: 99_800, amount: 998 });

      for (const partial of [{ option_id: option }, { date }, {}]) {
        const empty = v.parse(PriceQuoteAnswerSchema, await (await t.post(api.availability.tourPriceQuote.path({ id }), { site_id: site, tickets, ...partial })).json()).data;
        expect(empty.lines).toEqual([]);
        expect(empty.total.minor).toBe(0);
      }
    });

    test('a group priced per person multiplies by member_count; priced per group it does not', async () => {
      const t = ctx.app();
      const day = await atSeedDay(t);
      const { site, id, option, ticket } = await cruise(t);
      const date = day.plus({ days: 3 }).toISODate()!;
      const response = await t.post(api.availability.tourPriceQuote.path({ id }), {
        site_id: site,
        option_id: option,
        date,
        tickets: [
          { ticket_id: ticket('Group'), count: 1 },
          { ticket_id: ticket('Family'), count: 2 },
        ],
      });
      const quote = v.parse(PriceQuoteAnswerSchema, await response.json()).data;
      expect(quote.lines.map((l) => [l.pricing_type, l.persons, l.total.minor])).toEqual([
        ['Group', 4, 4 * 42_900],
        ['Family', 8, 2 * 129_900],
      ]);
      expect(quote.persons).toBe(12);
      expect(quote.total.minor).toBe(4 * 42_900 + 2 * 129_900);
    });

    test('seasonal prices apply on their dates and totals are exact to 2 decimals', async () => {
      const t = ctx.app();
      const day = await atSeedDay(t);
      const { site, id, option, ticket } = await cruise(t);
      const highSeason = day.plus({ days: 65 }).toISODate()!;
      const quote = v.parse(
        PriceQuoteAnswerSchema,
        await (await t.post(api.availability.tourPriceQuote.path({ id }), { site_id: site, option_id: option, date: highSeason, tickets: [{ ticket_id: ticket('Adult'), count: 3 }] })).json(),
      ).data;
      // 499.00 + 20 % = 598.80; three of them in floating point would be 1796.3999999999999.
      expect(quote.lines[0]?.unit_price).toEqual({ currency: 'NOK', minor: 59_880, amount: 598.8 });
      expect(quote.total).toEqual({ currency: 'NOK', minor: 179_640, amount: 1796.4 });
    });

    test('a slot tells whether it has seats for the selection; foreign tickets and slots are refused', async () => {
      const t = ctx.app();
      const day = await atSeedDay(t, 0, '08:00');
      const { site, id, option, ticket } = await cruise(t);
      const date = day.plus({ days: 1 }).toISODate()!;
      const slots = v.parse(ActivitySlotsAnswerSchema, await (await t.request(api.availability.tourSlots.path({ id }, { site_id: site, date, option_id: option }))).json());
      const twoLeft = slots.data.slots[1]!;
      const ask = (count: number, slot_id: number = twoLeft.id) =>
        t.post(api.availability.tourPriceQuote.path({ id }), { site_id: site, option_id: option, date, slot_id, tickets: [{ ticket_id: ticket('Adult'), count }] });
      expect(v.parse(PriceQuoteAnswerSchema, await (await ask(2)).json()).data.slot).toEqual({ id: twoLeft.id, remaining: 2, enough_seats: true });
      expect(v.parse(PriceQuoteAnswerSchema, await (await ask(3)).json()).data.slot?.enough_seats).toBe(false);
      expect(v.parse(PriceQuoteAnswerSchema, await (await ask(1, slots.data.slots[0]!.id)).json()).data.slot?.enough_seats).toBe(false);

      const otherTour = await serviceId(t, 'oslo-city-bike-tour');
      const otherFull = v.parse(TourFullAnswerSchema, await (await t.request(api.catalogue.tourFull.path({ id: otherTour }, { site_id: site }))).json()).data;
      const foreign = await t.post(api.availability.tourPriceQuote.path({ id }), { site_id: site, option_id: option, date, tickets: [{ ticket_id: otherFull.tickets[0]!.id, count: 1 }] });
      expect(foreign.status).toBe(400);
      expect((await foreign.json()).issues[0].path).toBe('tickets.0.ticket_id');
      expect((await ask(1, 999_999)).status).toBe(400);
      const negative = await t.post(api.availability.tourPriceQuote.path({ id }), { site_id: site, tickets: [{ ticket_id: ticket('Adult'), count: -1 }] });
      expect(negative.status).toBe(400);
    });

    test('a site that does not sell the activity gets 404', async () => {
      const t = ctx.app();
      const paylater = await siteId(t, 'demo-paylater');
      const bike = await serviceId(t, 'oslo-city-bike-tour');
      const response = await t.post(api.availability.tourPriceQuote.path({ id: bike }), { site_id: paylater, tickets: [] });
      expect(response.status).toBe(404);
    });
  });

  test('the database refuses a negative remaining', async () => {
    const t = ctx.app();
    const [slot] = await t.handle.db.select().from(activitySlots).limit(1);
    await expect(t.handle.db.update(activitySlots).set({ remaining: -1 }).where(eq(activitySlots.id, slot!.id))).rejects.toThrow();
    await expect(
      t.handle.db.update(activitySlots).set({ remaining: slot!.allotmentTotal + 1 }).where(eq(activitySlots.id, slot!.id)),
    ).rejects.toThrow();
  });

  test('tours availability search: the site\'s activities with seats on the date, cheapest total for the guests', async () => {
    const t = ctx.app();
    const day = await atSeedDay(t, 0, '08:00');
    const site = await siteId(t, 'demo');
    const date = day.plus({ days: 1 }).toISODate()!;
    const response = await t.post(api.availability.toursSearch.path(), { site_id: site, date, adults: 2 });
    const hits = v.parse(AvailabilitySearchAnswerSchema, await response.json()).data;
    const slugs = hits.map((h) => h.service.slug);
    expect(slugs).toContain(CRUISE);
    expect(slugs).not.toContain('holmenkollen-ski-jump-and-museum');
    expect(hits.find((h) => h.service.slug === CRUISE)?.price).toEqual({ currency: 'NOK', minor: 99_800, amount: 998 });
    expect(hits.every((h) => (h.seats_left ?? 0) >= 2)).toBe(true);
    const tooMany = v.parse(AvailabilitySearchAnswerSchema, await (await t.post(api.availability.toursSearch.path(), { site_id: site, date, adults: 100 })).json());
    expect(tooMany.data).toEqual([]);
  });
});
