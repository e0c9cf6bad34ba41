import { and, eq, inArray, isNotNull, like } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { AvailabilitySlotStatus, GeneralStatus, ServiceTypeId, type ServiceTypeName } from 'shared-contracts/enums';
import type { Db } from '../client';
import { skipServiceReindexTriggers } from '../reindex-triggers';
import { activitySlots, hotelCalendar } from '../schema/availability';
import {
  activityDetails,
  activityOptions,
  attractionDetails,
  categories,
  hotelDetails,
  locations,
  ratePlanRoomTypes,
  ratePlans,
  rentalDetails,
  restaurantDetails,
  roomTypes,
  serviceCategories,
  services,
  serviceTranslations,
  ticketPrices,
  tickets,
} from '../schema/catalogue';
import { users } from '../schema/core';
import { svgImage } from './images';

/** Benchmark services: `bench-1` … `bench-N`, generated in batches; availability for this many days. */
export const SCALE_AVAILABILITY_DAYS = 14;
const BATCH = 500;

/** mulberry32: a small seeded PRNG, so `--scale N` always generates the same services. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const ADJECTIVES = ['Scenic', 'Hidden', 'Classic', 'Wild', 'Royal', 'Nordic', 'Golden', 'Quiet', 'Grand', 'Arctic', 'Coastal', 'Historic'];
const NOUNS: Record<ServiceTypeName, string[]> = {
  activities: ['Fjord Cruise', 'City Walk', 'Kayak Trip', 'Bike Tour', 'Food Tour', 'Glacier Hike', 'Wildlife Safari', 'Sauna Session'],
  events: ['Jazz Night', 'Folk Concert', 'Film Festival', 'Food Fair', 'Trail Run'],
  hotels: ['Harbour Hotel', 'Mountain Lodge', 'Boutique Inn', 'Design Hotel', 'Guesthouse'],
  packages: ['Weekend Escape'],
  attractions: ['Maritime Museum', 'Art Gallery', 'Aquarium', 'Viewing Tower'],
  restaurants: ['Seafood Bistro', 'Bakery', 'Wine Bar', 'Brasserie'],
  rentals: ['E-bike Rental', 'Electric Car Rental', 'Boat Rental'],
};
/** Mostly activities, as on the real platform; packages need parts and are left out. */
const TYPE_WEIGHTS: [ServiceTypeName, number][] = [
  ['activities', 0.55],
  ['events', 0.1],
  ['hotels', 0.15],
  ['attractions', 0.08],
  ['restaurants', 0.07],
  ['rentals', 0.05],
];

function pick<T>(random: () => number, list: readonly T[]): T {
  const item = list[Math.floor(random() * list.length)];
  if (item === undefined) throw new Error('pick() from an empty list');
  return item;
}

function pickType(random: () => number): ServiceTypeName {
  let roll = random();
  for (const [type, weight] of TYPE_WEIGHTS) {
    roll -= weight;
    if (roll < 0) return type;
  }
  return 'activities';
}

export interface ScaleResult {
  created: number;
  total: number;
}

/**
 * Makes sure `bench-1` … `bench-N` exist, each with en/no/sv texts, a lvl0/lvl1 category, a location and price;
 * activities and events get slots, hotels a room, a rate plan and a calendar, for the next 14 days. Runs after
 * seedCatalogue (it reuses its locations and categories). Idempotent: existing benchmark services are kept.
 */
export async function seedScale(db: Db, count: number, { now }: { now: Date }): Promise<ScaleResult> {
  if (count <= 0) return { created: 0, total: 0 };
  const [supplier] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'supplier@wayhub.test'));
  if (!supplier) throw new Error('Seed: run the demo seed before --scale');
  const cities = await db.select().from(locations).where(isNotNull(locations.parentId));
  const lvl1 = await db.select().from(categories).where(isNotNull(categories.parentId));
  if (cities.length === 0 || lvl1.length === 0) throw new Error('Seed: run the catalogue seed before --scale');

  const existing = new Set(
    (await db.select({ slug: services.slug }).from(services).where(like(services.slug, 'bench-%'))).map((r) => r.slug),
  );
  const wanted = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !existing.has(`bench-${i}`));

  for (let start = 0; start < wanted.length; start += BATCH) {
    const batch = wanted.slice(start, start + BATCH);
    await db.transaction(async (tx) => {
      // The caller queues one search.reindex-all afterwards, not a job per benchmark service.
      await skipServiceReindexTriggers(tx);
      const specs = batch.map((i) => {
        // One generator per service: service i is the same whatever N or batch it is created in.
        const random = seededRandom(i * 7919);
        const type = pickType(random);
        const city = pick(random, cities);
        const typeCategories = lvl1.filter((c) => c.serviceType === ServiceTypeId[type]);
        const category = typeCategories.length ? pick(random, typeCategories) : undefined;
        const name = `${pick(random, ADJECTIVES)} ${pick(random, NOUNS[type])} ${city.name} #${i}`;
        const currency = city.country === 'SE' ? 'SEK' : random() < 0.1 ? 'EUR' : 'NOK';
        const priceMinor = (Math.floor(random() * 380) + 20) * 500; // 100–2000 in whole units of 5
        return {
          i,
          type,
          city,
          category,
          name,
          currency,
          priceMinor,
          rating: Math.round((3 + random() * 2) * 10) / 10,
          lat: city.lat + (random() - 0.5) * 0.2,
          lng: city.lng + (random() - 0.5) * 0.4,
          slots: 1 + Math.floor(random() * 2),
          allotment: 5 + Math.floor(random() * 30),
        };
      });
      const rows = await tx
        .insert(services)
        .values(
          specs.map((s) => ({
            serviceType: ServiceTypeId[s.type],
            supplierUserId: supplier.id,
            status: GeneralStatus.Active,
            slug: `bench-${s.i}`,
            productCode: `WH-BENCH-${s.i}`,
            currency: s.currency,
            locationId: s.city.id,
            lat: s.lat,
            lng: s.lng,
            timeZone: s.city.timeZone,
            rating: s.rating,
            imageUrl: svgImage(`#${s.i}`, ['#334155', '#94A3B8'], 400, 300),
          })),
        )
        .onConflictDoNothing({ target: services.slug })
        .returning({ id: services.id, slug: services.slug });
      const idOf = new Map(rows.map((r) => [r.slug, r.id]));
      const created = specs.flatMap((s) => {
        const id = idOf.get(`bench-${s.i}`);
        return id === undefined ? [] : [{ ...s, id }];
      });
      if (created.length === 0) return;

      await tx.insert(serviceTranslations).values(
        created.flatMap((s) =>
          (['en', 'no', 'sv'] as const).map((locale) => ({
            serviceId: s.id,
            locale,
            name: s.name,
            shortDescription: `${s.name}: a benchmark ${s.type.slice(0, -1)} in ${s.city.name}.`,
            longDescription: `Generated for load tests. ${s.name} takes place in ${s.city.name}.`,
            highlights: [],
          })),
        ),
      );
      await tx.insert(serviceCategories).values(
        created.flatMap((s) =>
          s.category
            ? [
                { serviceId: s.id, categoryId: s.category.id },
                ...(s.category.parentId === null ? [] : [{ serviceId: s.id, categoryId: s.category.parentId }]),
              ]
            : [],
        ),
      );

      const timed = created.filter((s) => s.type === 'activities' || s.type === 'events');
      if (timed.length) {
        await tx.insert(activityDetails).values(timed.map((s) => ({ serviceId: s.id, duration: `${1 + (s.i % 4)}:00` })));
        const options = await tx
          .insert(activityOptions)
          .values(timed.map((s) => ({ serviceId: s.id, names: { en: 'Standard', no: 'Standard', sv: 'Standard' } })))
          .returning({ id: activityOptions.id, serviceId: activityOptions.serviceId });
        const optionOf = new Map(options.map((o) => [o.serviceId, o.id]));
        const ticketRows = await tx
          .insert(tickets)
          .values(timed.map((s) => ({ serviceId: s.id, pricingType: 'Adult', names: { en: 'Adult', no: 'Voksen', sv: 'Vuxen' } })))
          .returning({ id: tickets.id, serviceId: tickets.serviceId });
        const priceOf = new Map(timed.map((s) => [s.id, s.priceMinor]));
        await tx
          .insert(ticketPrices)
          .values(ticketRows.map((t) => ({ ticketId: t.id, optionId: optionOf.get(t.serviceId) ?? null, priceMinor: priceOf.get(t.serviceId) ?? 0 })));
        const slotRows = timed.flatMap((s) => {
          const optionId = optionOf.get(s.id);
          if (optionId === undefined) return [];
          const today = DateTime.fromJSDate(now, { zone: s.city.timeZone }).startOf('day');
          return Array.from({ length: SCALE_AVAILABILITY_DAYS }, (_, d) =>
            ['10:00', '15:00'].slice(0, s.slots).map((startTime) => ({
              serviceId: s.id,
              optionId,
              slotDate: today.plus({ days: d }).toISODate() ?? '',
              startTime,
              allotmentTotal: s.allotment,
              remaining: (s.i + d) % 11 === 0 ? 0 : s.allotment,
              status: (s.i + d) % 11 === 0 ? AvailabilitySlotStatus.Booked : AvailabilitySlotStatus.Active,
            })),
          ).flat();
        });
        for (let i = 0; i < slotRows.length; i += 2000) await tx.insert(activitySlots).values(slotRows.slice(i, i + 2000));
      }

      const hotels = created.filter((s) => s.type === 'hotels');
      if (hotels.length) {
        await tx.insert(hotelDetails).values(hotels.map((s) => ({ serviceId: s.id, stars: 2 + (s.i % 4), checkInTime: '15:00', checkOutTime: '11:00', reviewScore: s.rating * 2, reviewCount: s.i % 500 })));
        const rooms = await tx
          .insert(roomTypes)
          .values(hotels.map((s) => ({ serviceId: s.id, names: { en: 'Double room' }, maxAdults: 2, maxChildren: 1, maxOccupancy: 3 })))
          .returning({ id: roomTypes.id, serviceId: roomTypes.serviceId });
        const plans = await tx
          .insert(ratePlans)
          .values(hotels.map((s) => ({ serviceId: s.id, names: { en: 'Standard rate' }, basePriceMinor: s.priceMinor })))
          .returning({ id: ratePlans.id, serviceId: ratePlans.serviceId });
        const planOf = new Map(plans.map((p) => [p.serviceId, p.id]));
        const sold = rooms.flatMap((room) => {
          const ratePlanId = planOf.get(room.serviceId);
          return ratePlanId === undefined ? [] : [{ ratePlanId, roomTypeId: room.id }];
        });
        for (let i = 0; i < sold.length; i += 2000) await tx.insert(ratePlanRoomTypes).values(sold.slice(i, i + 2000));
        const spec = new Map(hotels.map((s) => [s.id, s]));
        const calendar = rooms.flatMap((room) => {
          const s = spec.get(room.serviceId);
          const ratePlanId = planOf.get(room.serviceId);
          if (!s || ratePlanId === undefined) return [];
          const today = DateTime.fromJSDate(now, { zone: s.city.timeZone }).startOf('day');
          return Array.from({ length: SCALE_AVAILABILITY_DAYS }, (_, d) => ({
            roomTypeId: room.id,
            ratePlanId,
            stayDate: today.plus({ days: d }).toISODate() ?? '',
            priceMinor: s.priceMinor,
            allotment: 1 + (s.i % 9),
          }));
        });
        for (let i = 0; i < calendar.length; i += 2000) await tx.insert(hotelCalendar).values(calendar.slice(i, i + 2000));
      }
      const ofType = (type: ServiceTypeName) => created.filter((s) => s.type === type);
      if (ofType('attractions').length) {
        await tx.insert(attractionDetails).values(ofType('attractions').map((s) => ({ serviceId: s.id, admissionMinor: s.priceMinor, openingHours: [{ days: 'Mon–Sun', opens: '10:00', closes: '17:00' }] })));
      }
      if (ofType('restaurants').length) {
        await tx.insert(restaurantDetails).values(ofType('restaurants').map((s) => ({ serviceId: s.id, cuisine: 'Nordic', priceLevel: 1 + (s.i % 4), openingHours: [{ days: 'Mon–Sun', opens: '11:00', closes: '22:00' }] })));
      }
      if (ofType('rentals').length) {
        await tx.insert(rentalDetails).values(ofType('rentals').map((s) => ({ serviceId: s.id, vehicleType: 'E-bike', seats: 1, pricePerDayMinor: s.priceMinor, pickupPoint: `${s.city.name} centre` })));
      }
    });
  }
  const total = (await db.select({ slug: services.slug }).from(services).where(and(like(services.slug, 'bench-%'), inArray(services.status, [GeneralStatus.Active])))).length;
  return { created: wanted.length, total };
}
