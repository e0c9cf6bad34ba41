import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { SectionStoredSchemas, type SectionType } from 'shared-contracts/catalogue';
import { AvailabilitySlotStatus, GeneralStatus, ServiceTypeId } from 'shared-contracts/enums';
import * as v from 'valibot';
import type { Db } from '../client';
import { skipServiceReindexTriggers } from '../reindex-triggers';
import { activitySlots, hotelCalendar, packageSlots } from '../schema/availability';
import {
  activityDetails,
  activityOptions,
  attractionDetails,
  cancellationTiers,
  categories,
  commissionCategories,
  destinationBoxes,
  destinationBoxServices,
  hotelDetails,
  hotelFeatureLinks,
  hotelFeatures,
  locations,
  packageDetails,
  packageServices,
  ratePlanRoomTypes,
  ratePlans,
  rentalDetails,
  restaurantDetails,
  roomTypeFeatures,
  roomTypes,
  serviceCategories,
  serviceMedia,
  services,
  serviceTags,
  serviceTranslations,
  tags,
  taxCategories,
  ticketPrices,
  tickets,
  type LocalizedText,
} from '../schema/catalogue';
import { partnerSites, users } from '../schema/core';
import { cancellationPolicies, cancellationPolicyTiers } from '../schema/products';
import { insertPlatformLegalTexts, insertSectionTexts, insertSiteLegalTexts } from '../../modules/core/site-content/site-content.repo';
import { pageSections, siteBucketServices, siteBuckets, siteFooterLinks, siteMenuItems, sitePages } from '../schema/site-content';
import {
  SEED_BUCKETS,
  SEED_CATEGORIES,
  SEED_COMMISSION_CATEGORIES,
  SEED_DESTINATION_BOXES,
  SEED_HOTEL_FEATURES,
  SEED_LOCATIONS,
  SEED_SERVICES,
  SEED_TAGS,
  SEED_TAX_CATEGORIES,
  type SeedActivity,
  type SeedHotel,
  type SeedPackage,
  type SeedService,
  type SeedTicket,
} from './catalogue-data';
import { svgImage } from './images';
import { PLATFORM_LEGAL, SEED_FOOTER_LINKS, SEED_MENU, SEED_PAGES, SITE_LEGAL } from './site-content-data';

/** Days of availability written from the seed date on. */
export const SEED_AVAILABILITY_DAYS = 90;
const SUPPLIER_EMAILS = { supplier: 'supplier@wayhub.test', duo: 'duo@wayhub.test' } as const;

type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;

export interface CatalogueSeedOptions {
  /** The seed's "today": availability starts on this day in each service's own time zone. */
  now: Date;
}

export interface CatalogueSeedResult {
  createdServices: string[];
}

/** FNV-1a: a stable pseudo-random number per key, so availability patterns are the same on every run. */
export function stableHash(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 1000) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

const localToday = (now: Date, zone: string) => DateTime.fromJSDate(now, { zone }).startOf('day');
const days = (from: DateTime, count: number) => Array.from({ length: count }, (_, i) => from.plus({ days: i }));
const iso = (date: DateTime) => date.toISODate() ?? '';

/* ------------------------------------------------------------------ reference lists */

async function seedReferenceLists(tx: Tx) {
  for (const location of SEED_LOCATIONS.filter((l) => !l.parent)) {
    await tx
      .insert(locations)
      .values({ slug: location.slug, name: location.name, country: location.country, lat: location.lat, lng: location.lng, timeZone: location.timeZone })
      .onConflictDoNothing({ target: locations.slug });
  }
  const parents = new Map((await tx.select({ id: locations.id, slug: locations.slug }).from(locations)).map((r) => [r.slug, r.id]));
  for (const location of SEED_LOCATIONS.filter((l) => l.parent)) {
    await tx
      .insert(locations)
      .values({
        slug: location.slug,
        name: location.name,
        country: location.country,
        lat: location.lat,
        lng: location.lng,
        timeZone: location.timeZone,
        parentId: parents.get(location.parent ?? '') ?? null,
      })
      .onConflictDoNothing({ target: locations.slug });
  }
  for (const category of SEED_CATEGORIES) {
    const serviceType = ServiceTypeId[category.type];
    await tx
      .insert(categories)
      .values({ serviceType, slug: category.slug, name: category.names.en, names: category.names })
      .onConflictDoNothing();
    const [parent] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.serviceType, serviceType), eq(categories.slug, category.slug)));
    if (!parent) throw new Error(`Seed: category ${category.slug} missing`);
    await tx
      .insert(categories)
      .values(category.children.map((child) => ({ serviceType, parentId: parent.id, slug: child.slug, name: child.names.en, names: child.names })))
      .onConflictDoNothing();
  }
  await tx.insert(tags).values([...SEED_TAGS]).onConflictDoNothing({ target: tags.slug });
  await tx.insert(taxCategories).values([...SEED_TAX_CATEGORIES]).onConflictDoNothing({ target: taxCategories.name });
  await tx.insert(commissionCategories).values([...SEED_COMMISSION_CATEGORIES]).onConflictDoNothing({ target: commissionCategories.name });
  await tx
    .insert(hotelFeatures)
    .values(SEED_HOTEL_FEATURES.map((f, position) => ({ slug: f.slug, icon: f.icon, names: f.names, scope: f.scope, featureGroup: f.group, position })))
    // A database seeded before migration 0018 has the first features without their scope's group and order.
    .onConflictDoUpdate({
      target: hotelFeatures.slug,
      set: { scope: sql`excluded.scope`, featureGroup: sql`excluded.feature_group`, position: sql`excluded.position` },
    });
}

/* ------------------------------------------------------------------ services */

interface Lookups {
  locations: Map<string, { id: number; timeZone: string }>;
  categories: Map<string, { id: number; parentId: number | null }>;
  tags: Map<string, number>;
  features: Map<string, number>;
  suppliers: Record<SeedService['supplier'], number>;
}

async function lookups(tx: Tx): Promise<Lookups> {
  const supplierRows = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, Object.values(SUPPLIER_EMAILS)));
  const supplierId = (email: string) => {
    const row = supplierRows.find((r) => r.email === email);
    if (!row) throw new Error(`Seed: supplier ${email} missing; the catalogue seed runs after the demo users`);
    return row.id;
  };
  const categoryRows = await tx.select({ id: categories.id, slug: categories.slug, parentId: categories.parentId, serviceType: categories.serviceType }).from(categories);
  return {
    locations: new Map((await tx.select().from(locations)).map((r) => [r.slug, { id: r.id, timeZone: r.timeZone }])),
    categories: new Map(categoryRows.map((r) => [`${r.serviceType}:${r.slug}`, { id: r.id, parentId: r.parentId }])),
    tags: new Map((await tx.select({ id: tags.id, slug: tags.slug }).from(tags)).map((r) => [r.slug, r.id])),
    features: new Map((await tx.select({ id: hotelFeatures.id, slug: hotelFeatures.slug }).from(hotelFeatures)).map((r) => [r.slug, r.id])),
    suppliers: { supplier: supplierId(SUPPLIER_EMAILS.supplier), duo: supplierId(SUPPLIER_EMAILS.duo) },
  };
}

const ticketNames = (ticket: SeedTicket): LocalizedText => ticket.names;

/** Inserts one service with everything that hangs off it; returns its id. */
async function insertService(tx: Tx, service: SeedService, ctx: Lookups, serviceIds: Map<string, number>, now: Date): Promise<number> {
  const location = ctx.locations.get(service.location);
  if (!location) throw new Error(`Seed: location ${service.location} missing`);
  const serviceType = ServiceTypeId[service.type];
  const image = svgImage(service.texts.en.name, service.palette);
  const [row] = await tx
    .insert(services)
    .values({
      serviceType,
      supplierUserId: ctx.suppliers[service.supplier],
      status: GeneralStatus.Active,
      slug: service.slug,
      productCode: `WH-${service.type.slice(0, 3).toUpperCase()}-${(stableHash(service.slug) % 100_000).toString().padStart(5, '0')}`,
      currency: service.currency,
      locationId: location.id,
      lat: service.lat,
      lng: service.lng,
      timeZone: location.timeZone,
      rating: service.rating,
      imageUrl: image,
    })
    .returning({ id: services.id });
  if (!row) throw new Error(`Seed: service ${service.slug} not inserted`);
  const serviceId = row.id;

  await tx.insert(serviceTranslations).values(
    Object.entries(service.texts).map(([locale, t]) => ({
      serviceId,
      locale,
      name: t.name,
      shortDescription: t.short,
      longDescription: t.long,
      meetingPoint: t.meetingPoint ?? null,
      highlights: t.highlights,
    })),
  );
  await tx.insert(serviceMedia).values(
    [image, svgImage(`${service.texts.en.name} · 2`, [service.palette[1], service.palette[0]]), svgImage(service.location.toUpperCase(), service.palette)].map(
      (url, position) => ({ serviceId, url, alt: `${service.texts.en.name} (${position + 1})`, sourceType: 1, state: 'Approved', position }),
    ),
  );
  const categoryIds = new Set<number>();
  for (const slug of service.categories) {
    const category = ctx.categories.get(`${serviceType}:${slug}`);
    if (!category) throw new Error(`Seed: category ${slug} missing for ${service.slug}`);
    categoryIds.add(category.id);
    if (category.parentId !== null) categoryIds.add(category.parentId);
  }
  await tx.insert(serviceCategories).values([...categoryIds].map((categoryId) => ({ serviceId, categoryId })));
  await tx.insert(serviceTags).values(service.tags.map((slug) => ({ serviceId, tagId: ctx.tags.get(slug) ?? -1 })));
  await tx.insert(cancellationTiers).values(service.cancellation.map(([hours, refundPercentage]) => ({ serviceId, hours, refundPercentage })));

  const today = localToday(now, location.timeZone);
  const details = service.details;
  switch (details.kind) {
    case 'activity':
      await insertActivity(tx, serviceId, service.slug, details, today);
      break;
    case 'hotel':
      await insertHotel(tx, serviceId, service.slug, details, ctx, today, ctx.suppliers[service.supplier]);
      break;
    case 'package':
      await insertPackage(tx, serviceId, service.slug, details, serviceIds, today);
      break;
    case 'rental':
      await tx.insert(rentalDetails).values({ serviceId, vehicleType: details.vehicleType, seats: details.seats, pricePerDayMinor: details.pricePerDay, pickupPoint: details.pickupPoint });
      break;
    case 'restaurant':
      await tx.insert(restaurantDetails).values({ serviceId, cuisine: details.cuisine, priceLevel: details.priceLevel, openingHours: details.openingHours });
      break;
    case 'attraction':
      await tx.insert(attractionDetails).values({ serviceId, admissionMinor: details.admission, openingHours: details.openingHours });
      break;
  }
  return serviceId;
}

async function insertTickets(tx: Tx, serviceId: number, list: SeedTicket[], optionIds: (number | null)[]) {
  const ids: number[] = [];
  for (const [position, ticket] of list.entries()) {
    const [row] = await tx
      .insert(tickets)
      .values({ serviceId, pricingType: ticket.type, pricingBasis: ticket.basis ?? 1, memberCount: ticket.memberCount ?? 1, names: ticketNames(ticket), position })
      .returning({ id: tickets.id });
    if (!row) throw new Error('Seed: ticket not inserted');
    ids.push(row.id);
    await tx.insert(ticketPrices).values(
      optionIds.map((optionId, index) => ({ ticketId: row.id, optionId, priceMinor: ticket.prices[index] ?? ticket.prices[0] ?? 0 })),
    );
  }
  return ids;
}

async function insertActivity(tx: Tx, serviceId: number, slug: string, details: SeedActivity, today: DateTime) {
  await tx.insert(activityDetails).values({ serviceId, duration: details.duration, activityKind: 1, providerType: 1 });
  const optionIds: number[] = [];
  for (const [position, option] of details.options.entries()) {
    const [row] = await tx
      .insert(activityOptions)
      .values({ serviceId, names: option.names, descriptions: option.descriptions ?? {}, position })
      .returning({ id: activityOptions.id });
    if (!row) throw new Error('Seed: option not inserted');
    optionIds.push(row.id);
  }
  await insertTickets(tx, serviceId, details.tickets, optionIds);
  if (details.seasonal) {
    // High season: a dated price row on top of the default ones, for every ticket and option.
    const from = iso(today.plus({ days: details.seasonal.fromDay }));
    const to = iso(today.plus({ days: details.seasonal.fromDay + details.seasonal.days - 1 }));
    const rows = await tx
      .select({ ticketId: ticketPrices.ticketId, optionId: ticketPrices.optionId, priceMinor: ticketPrices.priceMinor })
      .from(ticketPrices)
      .innerJoin(tickets, eq(tickets.id, ticketPrices.ticketId))
      .where(eq(tickets.serviceId, serviceId));
    const percent = details.seasonal.percent;
    await tx.insert(ticketPrices).values(
      rows.map((r) => ({ ticketId: r.ticketId, optionId: r.optionId, validFrom: from, validTo: to, priceMinor: Math.round((r.priceMinor * (100 + percent)) / 100) })),
    );
  }
  await insertActivitySlots(tx, serviceId, slug, details, optionIds, today);
}

/** Slots from `today` on; existing (option, date, time) rows are left alone, so re-running only extends. */
export async function insertActivitySlots(
  tx: Tx,
  serviceId: number,
  slug: string,
  details: Pick<SeedActivity, 'times' | 'allotment' | 'weekdays'>,
  optionIds: number[],
  today: DateTime,
  dayCount = SEED_AVAILABILITY_DAYS,
) {
  const rows: (typeof activitySlots.$inferInsert)[] = [];
  for (const [dayIndex, day] of days(today, dayCount).entries()) {
    if (details.weekdays && !details.weekdays.includes(day.weekday)) continue;
    const date = iso(day);
    for (const [optionIndex, optionId] of optionIds.entries()) {
      for (const [timeIndex, time] of details.times.entries()) {
        const h = stableHash(`${slug}|${optionIndex}|${date}|${time}`) % 100;
        let remaining = details.allotment - (h % Math.max(1, Math.ceil(details.allotment * 0.6)));
        let status: number = AvailabilitySlotStatus.Active;
        if (h < 7) remaining = 0;
        else if (h < 15) remaining = 1 + (h % 2);
        else if (h >= 97) status = AvailabilitySlotStatus.Locked;
        // Tomorrow's first departures are always sold out / nearly sold out: a fixed case for demos and tests.
        if (dayIndex === 1 && optionIndex === 0 && timeIndex === 0) remaining = 0;
        if (dayIndex === 1 && optionIndex === 0 && timeIndex === 1) remaining = 2;
        if (remaining === 0) status = AvailabilitySlotStatus.Booked;
        rows.push({ serviceId, optionId, slotDate: date, startTime: time, allotmentTotal: details.allotment, remaining, status });
      }
    }
  }
  await insertChunked(rows, (chunk) => tx.insert(activitySlots).values(chunk).onConflictDoNothing());
}

/** The seed's two cancellation policies of a hotel supplier (found, or made the first time): flexible and non-refundable. */
async function hotelPolicies(tx: Tx, supplierUserId: number): Promise<{ flexible: number; nonRefundable: number }> {
  const wanted = [
    { key: 'flexible', name: 'Free cancellation up to 24 hours before', tiers: [{ hours: 24, refundPercentage: 100 }, { hours: 0, refundPercentage: 0 }] },
    { key: 'nonRefundable', name: 'Non-refundable', tiers: [{ hours: 0, refundPercentage: 0 }] },
  ] as const;
  const ids: Record<string, number> = {};
  for (const policy of wanted) {
    const [found] = await tx
      .select({ id: cancellationPolicies.id })
      .from(cancellationPolicies)
      .where(and(eq(cancellationPolicies.supplierUserId, supplierUserId), eq(cancellationPolicies.name, policy.name)));
    if (found) {
      ids[policy.key] = found.id;
      continue;
    }
    const [row] = await tx.insert(cancellationPolicies).values({ supplierUserId, name: policy.name }).returning({ id: cancellationPolicies.id });
    if (!row) throw new Error('Seed: cancellation policy not inserted');
    await tx.insert(cancellationPolicyTiers).values(policy.tiers.map((tier) => ({ policyId: row.id, ...tier })));
    ids[policy.key] = row.id;
  }
  return { flexible: ids.flexible ?? -1, nonRefundable: ids.nonRefundable ?? -1 };
}

async function insertHotel(tx: Tx, serviceId: number, slug: string, details: SeedHotel, ctx: Lookups, today: DateTime, supplierUserId: number) {
  const policies = await hotelPolicies(tx, supplierUserId);
  const policyFor = (refundable: boolean) => (refundable ? policies.flexible : policies.nonRefundable);
  await tx.insert(hotelDetails).values({
    serviceId,
    stars: details.stars,
    checkInTime: details.checkIn,
    checkOutTime: details.checkOut,
    reviewScore: details.reviewScore,
    reviewCount: details.reviewCount,
  });
  await tx
    .insert(hotelFeatureLinks)
    .values(details.features.map((f) => ({ serviceId, featureId: ctx.features.get(f.slug) ?? -1, mostPopular: f.popular ?? false })));
  const roomIds: number[] = [];
  for (const [position, room] of details.rooms.entries()) {
    const [row] = await tx
      .insert(roomTypes)
      .values({
        serviceId,
        names: room.names,
        descriptions: room.descriptions,
        maxAdults: room.maxAdults,
        maxChildren: room.maxChildren,
        maxOccupancy: room.maxOccupancy,
        imageUrl: svgImage(room.names.en, ['#334155', '#CBD5E1'], 800, 500),
        beds: room.beds ?? [{ kind: 'double', count: 1 }],
        sizeSqm: room.sizeSqm ?? null,
        position,
      })
      .returning({ id: roomTypes.id });
    if (!row) throw new Error('Seed: room type not inserted');
    roomIds.push(row.id);
    const roomFeatures = (room.features ?? []).map((feature) => ({ roomTypeId: row.id, featureId: ctx.features.get(feature) ?? -1 }));
    if (roomFeatures.length) await tx.insert(roomTypeFeatures).values(roomFeatures);
  }
  const planIds: number[] = [];
  for (const [position, plan] of details.plans.entries()) {
    const [row] = await tx
      .insert(ratePlans)
      .values({
        serviceId,
        names: plan.names,
        refundable: plan.refundable,
        breakfastIncluded: plan.breakfast,
        mealPlan: plan.breakfast ? 'breakfast' : 'room_only',
        cancellationPolicyId: policyFor(plan.refundable),
        basePriceMinor: Math.min(...plan.prices),
        position,
      })
      .returning({ id: ratePlans.id });
    if (!row) throw new Error('Seed: rate plan not inserted');
    planIds.push(row.id);
  }
  const firstPlan = details.plans[0];
  const connectedIds: number[] = [];
  for (const [index, plan] of details.connected.entries()) {
    const base = Math.min(...(firstPlan?.prices ?? [0]));
    const derived = plan.kind === 'percent' ? Math.round((base * (100 + plan.value)) / 100) : base + plan.value;
    const [row] = await tx
      .insert(ratePlans)
      .values({
        serviceId,
        names: plan.names,
        parentRatePlanId: planIds[0] ?? null,
        derivationKind: plan.kind,
        derivationValue: plan.value,
        refundable: plan.refundable,
        breakfastIncluded: plan.breakfast,
        mealPlan: plan.mealPlan ?? (plan.breakfast ? 'breakfast' : 'room_only'),
        cancellationPolicyId: policyFor(plan.refundable),
        basePriceMinor: derived,
        position: details.plans.length + index,
      })
      .returning({ id: ratePlans.id });
    if (!row) throw new Error('Seed: connected rate plan not inserted');
    connectedIds.push(row.id);
  }
  // Every seeded plan sells every room of its hotel.
  const links = [...planIds, ...connectedIds].flatMap((ratePlanId) => roomIds.map((roomTypeId) => ({ ratePlanId, roomTypeId })));
  if (links.length) await tx.insert(ratePlanRoomTypes).values(links);
  await insertHotelCalendar(tx, slug, details, roomIds, planIds, today);
}

export async function insertHotelCalendar(
  tx: Tx,
  slug: string,
  details: Pick<SeedHotel, 'rooms' | 'plans' | 'minStay2Weekday' | 'noCheckInWeekday' | 'noCheckOutWeekday'>,
  roomIds: number[],
  planIds: number[],
  today: DateTime,
  dayCount = SEED_AVAILABILITY_DAYS,
) {
  const rows: (typeof hotelCalendar.$inferInsert)[] = [];
  for (const day of days(today, dayCount)) {
    const date = iso(day);
    const weekend = day.weekday === 5 || day.weekday === 6;
    for (const [roomIndex, roomTypeId] of roomIds.entries()) {
      const room = details.rooms[roomIndex];
      for (const [planIndex, ratePlanId] of planIds.entries()) {
        const base = details.plans[planIndex]?.prices[roomIndex] ?? details.plans[planIndex]?.prices[0] ?? 0;
        // Whole kroner/kronor: weekend nights 15 % dearer, rounded to the nearest 10.
        const price = weekend ? Math.round((base * 1.15) / 1000) * 1000 : base;
        const h = stableHash(`${slug}|${roomIndex}|${planIndex}|${date}`) % 100;
        const allotment = h < 6 ? 0 : h < 14 ? 1 : (room?.allotment ?? 1);
        rows.push({
          roomTypeId,
          ratePlanId,
          stayDate: date,
          priceMinor: price,
          allotment,
          cutOffTime: '18:00',
          minStay: day.weekday === details.minStay2Weekday ? 2 : 1,
          maxStay: 14,
          noCheckIn: day.weekday === details.noCheckInWeekday,
          noCheckOut: day.weekday === details.noCheckOutWeekday,
        });
      }
    }
  }
  await insertChunked(rows, (chunk) => tx.insert(hotelCalendar).values(chunk).onConflictDoNothing());
}

async function insertPackage(tx: Tx, serviceId: number, slug: string, details: SeedPackage, serviceIds: Map<string, number>, today: DateTime) {
  await tx.insert(packageDetails).values({ serviceId, durationDays: details.durationDays });
  await tx.insert(packageServices).values(
    details.parts.map((part, position) => {
      const partId = serviceIds.get(part.slug);
      if (partId === undefined) throw new Error(`Seed: package part ${part.slug} missing`);
      return { packageId: serviceId, position, dayOffset: part.dayOffset, serviceId: partId };
    }),
  );
  await insertTickets(tx, serviceId, details.tickets, [null]);
  const rows: (typeof packageSlots.$inferInsert)[] = [];
  for (const [dayIndex, day] of days(today, SEED_AVAILABILITY_DAYS).entries()) {
    if (!details.weekdays.includes(day.weekday)) continue;
    const date = iso(day);
    const h = stableHash(`${slug}|${date}`) % 100;
    let remaining = details.allotment - (h % 4);
    // The first departure is always sold out and the second nearly: fixed cases for demos and tests.
    if (h < 10 || (dayIndex < 7 && rows.length === 0)) remaining = 0;
    else if (h < 22 || rows.length === 1) remaining = 1 + (h % 2);
    rows.push({
      packageId: serviceId,
      startDate: date,
      allotmentTotal: details.allotment,
      remaining,
      status: remaining === 0 ? AvailabilitySlotStatus.Booked : AvailabilitySlotStatus.Active,
    });
  }
  await insertChunked(rows, (chunk) => tx.insert(packageSlots).values(chunk).onConflictDoNothing());
}

/* ------------------------------------------------------------------ partner-site content */

async function seedSiteContent(tx: Tx, serviceIds: Map<string, number>, locationIds: Map<string, number>) {
  await insertPlatformLegalTexts(tx, PLATFORM_LEGAL);

  for (const [subDomain, buckets] of Object.entries(SEED_BUCKETS)) {
    const [site] = await tx.select({ id: partnerSites.id }).from(partnerSites).where(eq(partnerSites.subDomain, subDomain));
    if (!site) continue;
    const bucketIds = new Map<string, number>();
    for (const [position, bucket] of buckets.entries()) {
      await tx.insert(siteBuckets).values({ siteId: site.id, name: bucket.name, position }).onConflictDoNothing();
      const [row] = await tx
        .select({ id: siteBuckets.id })
        .from(siteBuckets)
        .where(and(eq(siteBuckets.siteId, site.id), eq(siteBuckets.name, bucket.name)));
      if (!row) throw new Error(`Seed: bucket ${bucket.name} missing`);
      bucketIds.set(bucket.name, row.id);
      await tx
        .insert(siteBucketServices)
        .values(bucket.services.map((slug, index) => ({ bucketId: row.id, serviceId: serviceIds.get(slug) ?? -1, position: index })))
        .onConflictDoNothing();
    }

    const pageIds = new Map<string, number>();
    for (const page of SEED_PAGES[subDomain] ?? []) {
      const [created] = await tx
        .insert(sitePages)
        .values({ siteId: site.id, slug: page.slug, titles: page.titles, status: page.published ? 1 : 2, isPrimary: page.primary ?? false })
        .onConflictDoNothing()
        .returning({ id: sitePages.id });
      const [row] = await tx
        .select({ id: sitePages.id })
        .from(sitePages)
        .where(and(eq(sitePages.siteId, site.id), eq(sitePages.slug, page.slug)));
      if (!row) throw new Error(`Seed: page ${page.slug} missing`);
      pageIds.set(page.slug, row.id);
      if (!created) continue; // sections come with a new page only
      for (const [position, section] of page.sections.entries()) {
        const settings = resolveSectionSettings(section.type, section.settings, bucketIds, locationIds);
        const [sectionRow] = await tx
          .insert(pageSections)
          .values({ pageId: row.id, type: section.type, position, settings })
          .returning({ id: pageSections.id });
        if (!sectionRow) throw new Error('Seed: section not inserted');
        await insertSectionTexts(tx, { id: sectionRow.id, type: section.type }, section.text);
      }
      if (page.primary) {
        await tx
          .update(partnerSites)
          .set({ generalSettings: sql`${partnerSites.generalSettings} || jsonb_build_object('primary_page_id', ${row.id}::int)` })
          .where(and(eq(partnerSites.id, site.id), sql`(${partnerSites.generalSettings} ->> 'primary_page_id') is null`));
      }
    }

    const [existingMenu] = await tx.select({ id: siteMenuItems.id }).from(siteMenuItems).where(eq(siteMenuItems.siteId, site.id)).limit(1);
    const menu = SEED_MENU[subDomain] ?? [];
    if (!existingMenu && menu.length) {
      await tx.insert(siteMenuItems).values(
        menu.map((item, position) => ({
          siteId: site.id,
          pageId: item.page ? (pageIds.get(item.page) ?? null) : null,
          url: item.url ?? null,
          labels: item.labels,
          position,
        })),
      );
    }
    const [existingLink] = await tx.select({ id: siteFooterLinks.id }).from(siteFooterLinks).where(eq(siteFooterLinks.siteId, site.id)).limit(1);
    const links = SEED_FOOTER_LINKS[subDomain] ?? [];
    if (!existingLink && links.length) {
      await tx.insert(siteFooterLinks).values(
        links.map((item, position) => ({
          siteId: site.id,
          pageId: item.page ? (pageIds.get(item.page) ?? null) : null,
          url: item.url ?? null,
          labels: item.labels,
          position,
        })),
      );
    }
    await insertSiteLegalTexts(tx, site.id, SITE_LEGAL[subDomain] ?? []);
  }
}

/** Bucket and location names of the seed become ids; the result must pass the contract's settings schema. */
function resolveSectionSettings(
  type: SectionType,
  settings: Record<string, unknown>,
  bucketIds: Map<string, number>,
  locationIds: Map<string, number>,
): Record<string, unknown> {
  let resolved: Record<string, unknown> = settings;
  if (type === 'service_grid') {
    const { bucket, ...rest } = settings as { bucket?: string };
    const bucketId = bucket === undefined ? undefined : bucketIds.get(bucket);
    if (bucketId === undefined) throw new Error(`Seed: bucket ${String(bucket)} missing`);
    resolved = { ...rest, bucket_id: bucketId };
  } else if (type === 'destination_box') {
    const items = (settings.items as { key: string; image_url: string; location?: string; href?: string }[]).map(({ location, ...item }) => ({
      ...item,
      href: item.href ?? null,
      location_id: location ? (locationIds.get(location) ?? null) : null,
    }));
    resolved = { items };
  }
  return v.parse(SectionStoredSchemas[type].settings, resolved) as Record<string, unknown>;
}

/* ------------------------------------------------------------------ entry points */

/**
 * The demo catalogue, its availability and the demo sites' content. Idempotent: a service that exists (by
 * slug) is left as it is; availability rows are keyed, so a later run only adds the days that are new by then.
 * Runs after the demo users and sites (seedDemoData). It does not queue search jobs (see skipServiceReindexTriggers):
 * whoever seeds queues search.reindex-all once the seed has committed.
 */
export async function seedCatalogue(db: Db, { now }: CatalogueSeedOptions): Promise<CatalogueSeedResult> {
  return db.transaction(async (tx) => {
    // Thousands of rows: the callers queue one search.reindex-all afterwards instead of a job per service.
    await skipServiceReindexTriggers(tx);
    await seedReferenceLists(tx);
    const ctx = await lookups(tx);
    const existing = new Map(
      (await tx.select({ id: services.id, slug: services.slug }).from(services).where(inArray(services.slug, SEED_SERVICES.map((s) => s.slug)))).map(
        (r) => [r.slug, r.id],
      ),
    );
    const createdServices: string[] = [];
    // Packages last: they are built from the other services.
    const ordered = [...SEED_SERVICES].sort((a, b) => Number(a.type === 'packages') - Number(b.type === 'packages'));
    for (const service of ordered) {
      if (existing.has(service.slug)) continue;
      existing.set(service.slug, await insertService(tx, service, ctx, existing, now));
      createdServices.push(service.slug);
    }
    await extendAvailability(
      tx,
      new Map([...existing].filter(([slug]) => !createdServices.includes(slug))),
      now,
    );
    const locationIds = new Map([...ctx.locations].map(([slug, l]) => [slug, l.id]));
    await seedSiteContent(tx, existing, locationIds);
    await seedDestinationBoxes(tx, existing);
    return { createdServices };
  });
}

/**
 * The demo destination boxes, found again by their English name. A box's services are linked only when the box is
 * created, so a later run never undoes what an administrator or supplier changed since.
 */
async function seedDestinationBoxes(tx: Tx, serviceIds: Map<string, number>) {
  for (const box of SEED_DESTINATION_BOXES) {
    const [found] = await tx
      .select({ id: destinationBoxes.id })
      .from(destinationBoxes)
      .where(sql`${destinationBoxes.names}->>'en' = ${box.names.en}`);
    if (found) continue;
    const [created] = await tx
      .insert(destinationBoxes)
      .values({ names: { ...box.names }, descriptions: { ...box.descriptions }, position: box.position })
      .returning({ id: destinationBoxes.id });
    const links = box.services.flatMap((slug) => {
      const serviceId = serviceIds.get(slug);
      return serviceId === undefined ? [] : [{ boxId: created!.id, serviceId }];
    });
    if (links.length > 0) await tx.insert(destinationBoxServices).values(links);
  }
}

/** On a later run, services that already existed get the days between their last slot and today + 90. */
async function extendAvailability(tx: Tx, serviceIds: Map<string, number>, now: Date) {
  for (const service of SEED_SERVICES) {
    const serviceId = serviceIds.get(service.slug);
    if (serviceId === undefined) continue;
    const zone = SEED_LOCATIONS.find((l) => l.slug === service.location)?.timeZone ?? 'UTC';
    const today = localToday(now, zone);
    const details = service.details;
    if (details.kind === 'activity') {
      const options = await tx.select({ id: activityOptions.id }).from(activityOptions).where(eq(activityOptions.serviceId, serviceId)).orderBy(activityOptions.position);
      await insertActivitySlots(tx, serviceId, service.slug, details, options.map((o) => o.id), today);
    } else if (details.kind === 'hotel') {
      const rooms = await tx.select({ id: roomTypes.id }).from(roomTypes).where(eq(roomTypes.serviceId, serviceId)).orderBy(roomTypes.position);
      const plans = await tx
        .select({ id: ratePlans.id })
        .from(ratePlans)
        .where(and(eq(ratePlans.serviceId, serviceId), isNull(ratePlans.parentRatePlanId)))
        .orderBy(ratePlans.position);
      await insertHotelCalendar(tx, service.slug, details, rooms.map((r) => r.id), plans.map((p) => p.id), today);
    }
  }
}
