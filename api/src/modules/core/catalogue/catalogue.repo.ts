import { and, asc, eq, inArray, isNotNull, isNull, min, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { GeneralStatus } from 'shared-contracts/enums';
import type { Db } from '../../../db/client';
import {
  activityDetails,
  activityOptions,
  attractionDetails,
  cancellationTiers,
  categories,
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
  roomTypes,
  serviceCategories,
  serviceMedia,
  services,
  serviceTags,
  serviceTranslations,
  tags,
  ticketPrices,
  tickets,
} from '../../../db/schema/catalogue';
import { siteBucketServices, siteBuckets } from '../../../db/schema/site-content';

export type ServiceRow = typeof services.$inferSelect & { locationName: string | null };
export type TranslationRow = typeof serviceTranslations.$inferSelect;
export type TicketRow = typeof tickets.$inferSelect;
export type TicketPriceRow = typeof ticketPrices.$inferSelect;
export type OptionRow = typeof activityOptions.$inferSelect;
export type RoomTypeRow = typeof roomTypes.$inferSelect;
export type RatePlanRow = typeof ratePlans.$inferSelect;
export type FeatureRow = typeof hotelFeatures.$inferSelect & { mostPopular: boolean };
export type CategoryRow = typeof categories.$inferSelect;

/** Adult-like tickets set a service's "from" price; children's and infants' prices would understate it. */
const FROM_PRICE_TYPES = ['Adult', 'Person', 'Traveller', 'Senior', 'Student', 'Youth', 'Military'];

/** Ids of the active services a site sells (in any of its buckets), optionally of some types, in bucket order. */
export async function findSiteServiceIds(
  db: Db,
  siteId: number,
  filter: { serviceTypes?: number[]; locationId?: number; categoryId?: number; serviceIds?: number[]; supplierUserId?: number } = {},
): Promise<number[]> {
  const conditions: SQL[] = [eq(siteBuckets.siteId, siteId), eq(services.status, GeneralStatus.Active)];
  if (filter.serviceTypes) conditions.push(inArray(services.serviceType, filter.serviceTypes));
  if (filter.supplierUserId !== undefined) conditions.push(eq(services.supplierUserId, filter.supplierUserId));
  if (filter.serviceIds) conditions.push(inArray(services.id, filter.serviceIds.length ? filter.serviceIds : [-1]));
  if (filter.locationId !== undefined) {
    // A country matches the services of its cities too.
    const cityIds = db.select({ id: locations.id }).from(locations).where(eq(locations.parentId, filter.locationId));
    conditions.push(or(eq(services.locationId, filter.locationId), inArray(services.locationId, cityIds)) as SQL);
  }
  if (filter.categoryId !== undefined) {
    const inCategory = db
      .select({ id: serviceCategories.serviceId })
      .from(serviceCategories)
      .where(eq(serviceCategories.categoryId, filter.categoryId));
    conditions.push(inArray(services.id, inCategory));
  }
  const rows = await db
    .select({ id: services.id, bucket: min(siteBuckets.position), position: min(siteBucketServices.position) })
    .from(siteBucketServices)
    .innerJoin(siteBuckets, eq(siteBuckets.id, siteBucketServices.bucketId))
    .innerJoin(services, eq(services.id, siteBucketServices.serviceId))
    .where(and(...conditions))
    .groupBy(services.id)
    .orderBy(asc(min(siteBuckets.position)), asc(min(siteBucketServices.position)), asc(services.id));
  return rows.map((r) => r.id);
}

/** The slug and type of each service of `ids`, in the order of `ids` (product page links). */
export async function findServiceLinks(db: Db, ids: readonly number[]): Promise<{ id: number; slug: string; serviceType: number }[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: services.id, slug: services.slug, serviceType: services.serviceType }).from(services).where(inArray(services.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The id of the service with a slug (slugs are unique across the catalogue). */
export async function findServiceIdBySlug(db: Db, slug: string): Promise<number | undefined> {
  const [row] = await db.select({ id: services.id }).from(services).where(eq(services.slug, slug));
  return row?.id;
}

/** The sites (ids) whose buckets hold a service: the search record's site_ids. */
export async function findSitesSelling(db: Db, serviceId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ siteId: siteBuckets.siteId })
    .from(siteBucketServices)
    .innerJoin(siteBuckets, eq(siteBuckets.id, siteBucketServices.bucketId))
    .where(eq(siteBucketServices.serviceId, serviceId))
    .orderBy(asc(siteBuckets.siteId));
  return rows.map((r) => r.siteId);
}

/** findSitesSelling for many services at once: service id → the sites selling it, ascending. */
export async function findSitesSellingMany(db: Db, serviceIds: number[]): Promise<Map<number, number[]>> {
  const sites = new Map<number, number[]>();
  if (serviceIds.length === 0) return sites;
  const rows = await db
    .selectDistinct({ serviceId: siteBucketServices.serviceId, siteId: siteBuckets.siteId })
    .from(siteBucketServices)
    .innerJoin(siteBuckets, eq(siteBuckets.id, siteBucketServices.bucketId))
    .where(inArray(siteBucketServices.serviceId, serviceIds))
    .orderBy(asc(siteBucketServices.serviceId), asc(siteBuckets.siteId));
  for (const row of rows) sites.set(row.serviceId, [...(sites.get(row.serviceId) ?? []), row.siteId]);
  return sites;
}

/** Every active service that at least one site sells: what the search indexes hold. */
export async function findSoldServiceIds(db: Db): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: services.id })
    .from(services)
    .innerJoin(siteBucketServices, eq(siteBucketServices.serviceId, services.id))
    .where(eq(services.status, GeneralStatus.Active))
    .orderBy(asc(services.id));
  return rows.map((r) => r.id);
}

export interface SoldLocationRow {
  id: number;
  name: string;
  country: string;
  lat: number;
  lng: number;
  parentId: number | null;
  parentName: string | null;
  parentCountry: string | null;
}

/** Locations with at least one active service some site sells, with their parent (e.g. a city and its country). */
export async function findSoldLocations(db: Db): Promise<SoldLocationRow[]> {
  const parents = alias(locations, 'parent_locations');
  const sold = db
    .selectDistinct({ locationId: services.locationId })
    .from(services)
    .innerJoin(siteBucketServices, eq(siteBucketServices.serviceId, services.id))
    .where(and(eq(services.status, GeneralStatus.Active), isNotNull(services.locationId)));
  return db
    .select({
      id: locations.id,
      name: locations.name,
      country: locations.country,
      lat: locations.lat,
      lng: locations.lng,
      parentId: locations.parentId,
      parentName: parents.name,
      parentCountry: parents.country,
    })
    .from(locations)
    .leftJoin(parents, eq(parents.id, locations.parentId))
    .where(inArray(locations.id, sold))
    .orderBy(asc(locations.id));
}

export async function findBucketServiceIds(db: Db, bucketId: number): Promise<number[]> {
  const rows = await db
    .select({ id: siteBucketServices.serviceId })
    .from(siteBucketServices)
    .innerJoin(services, eq(services.id, siteBucketServices.serviceId))
    .where(and(eq(siteBucketServices.bucketId, bucketId), eq(services.status, GeneralStatus.Active)))
    .orderBy(asc(siteBucketServices.position), asc(siteBucketServices.serviceId));
  return rows.map((r) => r.id);
}

/** The services among `ids` that a site may put on sale: they exist, are Active and are not private. */
export async function findSellableServiceIds(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: services.id })
    .from(services)
    .where(and(inArray(services.id, ids), eq(services.status, GeneralStatus.Active), eq(services.isPrivate, false)));
  return rows.map((r) => r.id);
}

export async function findServices(db: Db, ids: number[]): Promise<ServiceRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ service: services, locationName: locations.name })
    .from(services)
    .leftJoin(locations, eq(locations.id, services.locationId))
    .where(inArray(services.id, ids));
  return rows.map((r) => ({ ...r.service, locationName: r.locationName }));
}

export async function findTranslations(db: Db, ids: number[]): Promise<TranslationRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(serviceTranslations).where(inArray(serviceTranslations.serviceId, ids));
}

export async function findServiceCategories(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ serviceId: serviceCategories.serviceId, category: categories })
    .from(serviceCategories)
    .innerJoin(categories, eq(categories.id, serviceCategories.categoryId))
    .where(inArray(serviceCategories.serviceId, ids))
    .orderBy(asc(categories.id));
}

export async function findDurations(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(activityDetails).where(inArray(activityDetails.serviceId, ids));
}

/** Lowest undated adult-like ticket price per service (activities, events, packages). */
export async function findLowestTicketPrices(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ serviceId: tickets.serviceId, price: min(ticketPrices.priceMinor) })
    .from(ticketPrices)
    .innerJoin(tickets, eq(tickets.id, ticketPrices.ticketId))
    .where(and(inArray(tickets.serviceId, ids), isNull(ticketPrices.validFrom), inArray(tickets.pricingType, FROM_PRICE_TYPES)))
    .groupBy(tickets.serviceId);
  return new Map(rows.flatMap((r) => (r.price === null ? [] : [[r.serviceId, r.price] as const])));
}

export async function findLowestRatePrices(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ serviceId: ratePlans.serviceId, price: min(ratePlans.basePriceMinor) })
    .from(ratePlans)
    .where(inArray(ratePlans.serviceId, ids))
    .groupBy(ratePlans.serviceId);
  return new Map(rows.flatMap((r) => (r.price === null ? [] : [[r.serviceId, r.price] as const])));
}

export async function findRentalPrices(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(rentalDetails).where(inArray(rentalDetails.serviceId, ids));
  return new Map(rows.map((r) => [r.serviceId, r.pricePerDayMinor]));
}

export async function findAdmissionPrices(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(attractionDetails).where(inArray(attractionDetails.serviceId, ids));
  return new Map(rows.flatMap((r) => (r.admissionMinor === null ? [] : [[r.serviceId, r.admissionMinor] as const])));
}

export async function findMedia(db: Db, serviceId: number) {
  return db
    .select()
    .from(serviceMedia)
    .where(and(eq(serviceMedia.serviceId, serviceId), inArray(serviceMedia.state, ['Approved'])))
    .orderBy(asc(serviceMedia.position), asc(serviceMedia.id));
}

export async function findTags(db: Db, serviceId: number) {
  return db
    .select({ id: tags.id, name: tags.name, slug: tags.slug })
    .from(serviceTags)
    .innerJoin(tags, eq(tags.id, serviceTags.tagId))
    .where(eq(serviceTags.serviceId, serviceId))
    .orderBy(asc(tags.name));
}

export async function findCancellationTiers(db: Db, serviceId: number) {
  return db
    .select({ hours: cancellationTiers.hours, refundPercentage: cancellationTiers.refundPercentage })
    .from(cancellationTiers)
    .where(eq(cancellationTiers.serviceId, serviceId))
    .orderBy(sql`${cancellationTiers.hours} desc`);
}

export async function findActivityDetail(db: Db, serviceId: number) {
  const [row] = await db.select().from(activityDetails).where(eq(activityDetails.serviceId, serviceId));
  return row;
}

export async function findOptions(db: Db, serviceId: number): Promise<OptionRow[]> {
  return db.select().from(activityOptions).where(eq(activityOptions.serviceId, serviceId)).orderBy(asc(activityOptions.position), asc(activityOptions.id));
}

export async function findTickets(db: Db, serviceId: number): Promise<{ tickets: TicketRow[]; prices: TicketPriceRow[] }> {
  const ticketRows = await db.select().from(tickets).where(eq(tickets.serviceId, serviceId)).orderBy(asc(tickets.position), asc(tickets.id));
  const prices = ticketRows.length
    ? await db
        .select()
        .from(ticketPrices)
        .where(inArray(ticketPrices.ticketId, ticketRows.map((t) => t.id)))
        .orderBy(asc(ticketPrices.ticketId), asc(ticketPrices.optionId), asc(ticketPrices.validFrom), asc(ticketPrices.id))
    : [];
  return { tickets: ticketRows, prices };
}

export async function findHotelDetail(db: Db, serviceId: number) {
  const [row] = await db.select().from(hotelDetails).where(eq(hotelDetails.serviceId, serviceId));
  return row;
}

export async function findHotelFeatures(db: Db, serviceId: number, mostPopularOnly = false): Promise<FeatureRow[]> {
  const rows = await db
    .select({ feature: hotelFeatures, mostPopular: hotelFeatureLinks.mostPopular })
    .from(hotelFeatureLinks)
    .innerJoin(hotelFeatures, eq(hotelFeatures.id, hotelFeatureLinks.featureId))
    .where(and(eq(hotelFeatureLinks.serviceId, serviceId), mostPopularOnly ? eq(hotelFeatureLinks.mostPopular, true) : undefined))
    .orderBy(asc(hotelFeatures.id));
  return rows.map((r) => ({ ...r.feature, mostPopular: r.mostPopular }));
}

export async function findAllFeatures(db: Db, limit: number | null) {
  const query = db.select().from(hotelFeatures).orderBy(asc(hotelFeatures.id));
  return limit === null ? query : query.limit(limit);
}

export async function findRoomTypes(db: Db, serviceId: number): Promise<RoomTypeRow[]> {
  return db.select().from(roomTypes).where(eq(roomTypes.serviceId, serviceId)).orderBy(asc(roomTypes.position), asc(roomTypes.id));
}

export async function findRatePlans(db: Db, serviceId: number): Promise<RatePlanRow[]> {
  return db.select().from(ratePlans).where(eq(ratePlans.serviceId, serviceId)).orderBy(asc(ratePlans.position), asc(ratePlans.id));
}

/** The room types each plan sells, by plan. */
export async function findPlanRoomTypeIds(db: Db, planIds: number[]): Promise<Map<number, number[]>> {
  const found = new Map<number, number[]>();
  if (planIds.length === 0) return found;
  const rows = await db.select().from(ratePlanRoomTypes).where(inArray(ratePlanRoomTypes.ratePlanId, planIds)).orderBy(asc(ratePlanRoomTypes.roomTypeId));
  for (const row of rows) found.set(row.ratePlanId, [...(found.get(row.ratePlanId) ?? []), row.roomTypeId]);
  return found;
}

export async function findPackageDetail(db: Db, serviceId: number) {
  const [detail] = await db.select().from(packageDetails).where(eq(packageDetails.serviceId, serviceId));
  const parts = await db
    .select()
    .from(packageServices)
    .where(eq(packageServices.packageId, serviceId))
    .orderBy(asc(packageServices.dayOffset), asc(packageServices.position));
  return detail ? { detail, parts } : undefined;
}

export async function findRentalDetail(db: Db, serviceId: number) {
  const [row] = await db.select().from(rentalDetails).where(eq(rentalDetails.serviceId, serviceId));
  return row;
}

export async function findRestaurantDetail(db: Db, serviceId: number) {
  const [row] = await db.select().from(restaurantDetails).where(eq(restaurantDetails.serviceId, serviceId));
  return row;
}

export async function findAttractionDetail(db: Db, serviceId: number) {
  const [row] = await db.select().from(attractionDetails).where(eq(attractionDetails.serviceId, serviceId));
  return row;
}

export async function findCategories(db: Db, serviceType?: number): Promise<CategoryRow[]> {
  return db
    .select()
    .from(categories)
    .where(serviceType === undefined ? undefined : eq(categories.serviceType, serviceType))
    .orderBy(asc(categories.serviceType), asc(categories.id));
}

/** Services per category, among `serviceIds` (a site's) or all active services. */
export async function countServicesPerCategory(db: Db, serviceIds?: number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ categoryId: serviceCategories.categoryId, n: sql<number>`count(*)::int` })
    .from(serviceCategories)
    .innerJoin(services, eq(services.id, serviceCategories.serviceId))
    .where(
      and(
        eq(services.status, GeneralStatus.Active),
        serviceIds ? inArray(services.id, serviceIds.length ? serviceIds : [-1]) : undefined,
      ),
    )
    .groupBy(serviceCategories.categoryId);
  return new Map(rows.map((r) => [r.categoryId, r.n]));
}
