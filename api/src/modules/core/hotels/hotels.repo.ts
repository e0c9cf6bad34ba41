import { and, asc, count, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  hotelDetails,
  hotelFeatureLinks,
  hotelFeatures,
  type LocalizedText,
  ratePlanRoomTypes,
  ratePlans,
  type RoomBeds,
  roomTypeFeatures,
  roomTypes,
  services,
} from '../../../db/schema/catalogue';

export type FeatureRow = typeof hotelFeatures.$inferSelect;
export type RoomTypeRow = typeof roomTypes.$inferSelect;
export type RatePlanRow = typeof ratePlans.$inferSelect;

/* ------------------------------------------------------------------ features */

export async function findFeatureCatalogue(db: Db, filter: { scope?: string; limit: number | null }): Promise<FeatureRow[]> {
  const query = db
    .select()
    .from(hotelFeatures)
    .where(filter.scope ? eq(hotelFeatures.scope, filter.scope) : undefined)
    .orderBy(asc(hotelFeatures.position), asc(hotelFeatures.id));
  return filter.limit === null ? query : query.limit(filter.limit);
}

export async function findFeaturesByIds(db: Db, ids: number[]): Promise<Map<number, FeatureRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(hotelFeatures).where(inArray(hotelFeatures.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function findHotelFeatureLinks(db: Db, serviceId: number, mostPopularOnly: boolean): Promise<(FeatureRow & { mostPopular: boolean })[]> {
  const conditions: SQL[] = [eq(hotelFeatureLinks.serviceId, serviceId)];
  if (mostPopularOnly) conditions.push(eq(hotelFeatureLinks.mostPopular, true));
  const rows = await db
    .select({ feature: hotelFeatures, mostPopular: hotelFeatureLinks.mostPopular })
    .from(hotelFeatureLinks)
    .innerJoin(hotelFeatures, eq(hotelFeatures.id, hotelFeatureLinks.featureId))
    .where(and(...conditions))
    .orderBy(asc(hotelFeatures.position), asc(hotelFeatures.id));
  return rows.map((row) => ({ ...row.feature, mostPopular: row.mostPopular }));
}

export async function replaceHotelFeatures(db: Db, serviceId: number, links: { featureId: number; mostPopular: boolean }[]): Promise<void> {
  await db.delete(hotelFeatureLinks).where(eq(hotelFeatureLinks.serviceId, serviceId));
  if (links.length) await db.insert(hotelFeatureLinks).values(links.map((link) => ({ serviceId, ...link })));
}

/* ------------------------------------------------------------------ room types */

export async function findRoomTypes(db: Db, serviceId: number): Promise<RoomTypeRow[]> {
  return db.select().from(roomTypes).where(eq(roomTypes.serviceId, serviceId)).orderBy(asc(roomTypes.position), asc(roomTypes.id));
}

export async function findRoomType(db: Db, serviceId: number, id: number): Promise<RoomTypeRow | undefined> {
  const [row] = await db
    .select()
    .from(roomTypes)
    .where(and(eq(roomTypes.serviceId, serviceId), eq(roomTypes.id, id)));
  return row;
}

export interface RoomTypeValues {
  names: LocalizedText;
  descriptions: LocalizedText;
  maxAdults: number;
  maxChildren: number;
  maxOccupancy: number;
  beds: RoomBeds;
  sizeSqm: number | null;
  imageUrl: string | null;
}

export async function insertRoomType(db: Db, serviceId: number, values: RoomTypeValues & { position: number }): Promise<RoomTypeRow> {
  const [row] = await db
    .insert(roomTypes)
    .values({ serviceId, ...values })
    .returning();
  if (!row) throw new Error('insert into room_types returned nothing');
  return row;
}

export async function updateRoomType(db: Db, id: number, values: RoomTypeValues): Promise<void> {
  await db.update(roomTypes).set(values).where(eq(roomTypes.id, id));
}

export async function deleteRoomType(db: Db, id: number): Promise<void> {
  await db.delete(roomTypes).where(eq(roomTypes.id, id));
}

export async function findRoomFeatureIds(db: Db, roomTypeIds: number[]): Promise<Map<number, number[]>> {
  const found = new Map<number, number[]>();
  if (roomTypeIds.length === 0) return found;
  const rows = await db
    .select()
    .from(roomTypeFeatures)
    .where(inArray(roomTypeFeatures.roomTypeId, roomTypeIds))
    .orderBy(asc(roomTypeFeatures.featureId));
  for (const row of rows) found.set(row.roomTypeId, [...(found.get(row.roomTypeId) ?? []), row.featureId]);
  return found;
}

export async function replaceRoomFeatures(db: Db, roomTypeId: number, featureIds: number[]): Promise<void> {
  await db.delete(roomTypeFeatures).where(eq(roomTypeFeatures.roomTypeId, roomTypeId));
  if (featureIds.length) await db.insert(roomTypeFeatures).values(featureIds.map((featureId) => ({ roomTypeId, featureId })));
}

/** The next position at the end of a hotel's room types or rate plans. */
export async function countOf(db: Db, table: 'rooms' | 'plans', serviceId: number): Promise<number> {
  const source = table === 'rooms' ? roomTypes : ratePlans;
  const [row] = await db.select({ n: count() }).from(source).where(eq(source.serviceId, serviceId));
  return row?.n ?? 0;
}

/* ------------------------------------------------------------------ rate plans */

export async function findRatePlans(db: Db, serviceId: number): Promise<RatePlanRow[]> {
  return db.select().from(ratePlans).where(eq(ratePlans.serviceId, serviceId)).orderBy(asc(ratePlans.position), asc(ratePlans.id));
}

export async function findRatePlan(db: Db, serviceId: number, id: number): Promise<RatePlanRow | undefined> {
  const [row] = await db
    .select()
    .from(ratePlans)
    .where(and(eq(ratePlans.serviceId, serviceId), eq(ratePlans.id, id)));
  return row;
}

export async function findConnectedPlans(db: Db, parentId: number): Promise<RatePlanRow[]> {
  return db.select().from(ratePlans).where(and(eq(ratePlans.parentRatePlanId, parentId), isNotNull(ratePlans.parentRatePlanId)));
}

export type RatePlanValues = Omit<typeof ratePlans.$inferInsert, 'id' | 'serviceId' | 'position'>;

export async function insertRatePlan(db: Db, serviceId: number, values: RatePlanValues & { position: number }): Promise<RatePlanRow> {
  const [row] = await db
    .insert(ratePlans)
    .values({ serviceId, ...values })
    .returning();
  if (!row) throw new Error('insert into rate_plans returned nothing');
  return row;
}

export async function updateRatePlan(db: Db, id: number, values: Partial<RatePlanValues>): Promise<void> {
  await db.update(ratePlans).set(values).where(eq(ratePlans.id, id));
}

export async function deleteRatePlan(db: Db, id: number): Promise<void> {
  await db.delete(ratePlans).where(eq(ratePlans.id, id));
}

/** The room types each plan sells, by plan. */
export async function findPlanRoomTypeIds(db: Db, planIds: number[]): Promise<Map<number, number[]>> {
  const found = new Map<number, number[]>();
  if (planIds.length === 0) return found;
  const rows = await db
    .select()
    .from(ratePlanRoomTypes)
    .where(inArray(ratePlanRoomTypes.ratePlanId, planIds))
    .orderBy(asc(ratePlanRoomTypes.roomTypeId));
  for (const row of rows) found.set(row.ratePlanId, [...(found.get(row.ratePlanId) ?? []), row.roomTypeId]);
  return found;
}

/** The plans selling each room type, by room type. */
export async function findRoomPlanIds(db: Db, roomTypeIds: number[]): Promise<Map<number, number[]>> {
  const found = new Map<number, number[]>();
  if (roomTypeIds.length === 0) return found;
  const rows = await db
    .select()
    .from(ratePlanRoomTypes)
    .where(inArray(ratePlanRoomTypes.roomTypeId, roomTypeIds))
    .orderBy(asc(ratePlanRoomTypes.ratePlanId));
  for (const row of rows) found.set(row.roomTypeId, [...(found.get(row.roomTypeId) ?? []), row.ratePlanId]);
  return found;
}

export async function replacePlanRoomTypes(db: Db, ratePlanId: number, roomTypeIds: number[]): Promise<void> {
  await db.delete(ratePlanRoomTypes).where(eq(ratePlanRoomTypes.ratePlanId, ratePlanId));
  if (roomTypeIds.length) await db.insert(ratePlanRoomTypes).values(roomTypeIds.map((roomTypeId) => ({ ratePlanId, roomTypeId })));
}

/* ------------------------------------------------------------------ the list */

export interface ListFacts {
  stars: number | null;
  rooms: number;
  plans: number;
  currency: string;
  timeZone: string;
}

/** Stars, room types, rate plans, currency and time zone of each hotel, for the panel's list. */
export async function findListFacts(db: Db, serviceIds: number[]): Promise<Map<number, ListFacts>> {
  if (serviceIds.length === 0) return new Map();
  const base = await db.select({ id: services.id, currency: services.currency, timeZone: services.timeZone }).from(services).where(inArray(services.id, serviceIds));
  const facts = new Map<number, ListFacts>(base.map((row) => [row.id, { stars: null, rooms: 0, plans: 0, currency: row.currency, timeZone: row.timeZone }]));
  const stars = await db.select({ id: hotelDetails.serviceId, stars: hotelDetails.stars }).from(hotelDetails).where(inArray(hotelDetails.serviceId, serviceIds));
  const rooms = await db.select({ id: roomTypes.serviceId, n: count() }).from(roomTypes).where(inArray(roomTypes.serviceId, serviceIds)).groupBy(roomTypes.serviceId);
  const plans = await db.select({ id: ratePlans.serviceId, n: count() }).from(ratePlans).where(inArray(ratePlans.serviceId, serviceIds)).groupBy(ratePlans.serviceId);
  for (const row of stars) Object.assign(facts.get(row.id) ?? {}, { stars: row.stars });
  for (const row of rooms) Object.assign(facts.get(row.id) ?? {}, { rooms: row.n });
  for (const row of plans) Object.assign(facts.get(row.id) ?? {}, { plans: row.n });
  return facts;
}
