import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { attractionDetails, hotelDetails, locations, ratePlans, rentalDetails, restaurantDetails, roomTypes, services } from '../../../db/schema/catalogue';
import { ownedBy, type TenantScope } from '../../../lib/tenancy';

export type ServiceRow = typeof services.$inferSelect;
export type RentalDetailsRow = typeof rentalDetails.$inferSelect;
export type RestaurantDetailsRow = typeof restaurantDetails.$inferSelect;
export type AttractionDetailsRow = typeof attractionDetails.$inferSelect;
export type HotelDetailsRow = typeof hotelDetails.$inferSelect;

/** The listing of service type `serviceType` with `id` inside the caller's scope; `lock` holds its row until the transaction ends. */
export async function findListing(db: Db, scope: TenantScope, serviceType: number, id: number, { lock = false } = {}): Promise<ServiceRow | undefined> {
  const query = db
    .select()
    .from(services)
    .where(and(eq(services.id, id), eq(services.serviceType, serviceType), ownedBy(scope, services.supplierUserId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertService(db: Db, values: typeof services.$inferInsert): Promise<ServiceRow> {
  const [row] = await db.insert(services).values(values).returning();
  if (!row) throw new Error('insert into services returned nothing');
  return row;
}

/** Updates the service row; `updated_at` moves with every change, so an edit of any section bumps it. */
export async function updateService(db: Db, id: number, values: Partial<typeof services.$inferInsert>): Promise<void> {
  await db.update(services).set({ ...values, updatedAt: sql`now()` }).where(eq(services.id, id));
}

export async function deleteService(db: Db, id: number): Promise<void> {
  await db.delete(services).where(eq(services.id, id));
}

export async function findRentalDetails(db: Db, serviceId: number): Promise<RentalDetailsRow | undefined> {
  const [row] = await db.select().from(rentalDetails).where(eq(rentalDetails.serviceId, serviceId));
  return row;
}

export async function findRestaurantDetails(db: Db, serviceId: number): Promise<RestaurantDetailsRow | undefined> {
  const [row] = await db.select().from(restaurantDetails).where(eq(restaurantDetails.serviceId, serviceId));
  return row;
}

export async function findAttractionDetails(db: Db, serviceId: number): Promise<AttractionDetailsRow | undefined> {
  const [row] = await db.select().from(attractionDetails).where(eq(attractionDetails.serviceId, serviceId));
  return row;
}

export async function upsertRentalDetails(db: Db, values: RentalDetailsRow): Promise<void> {
  const { serviceId: _serviceId, ...changes } = values;
  await db.insert(rentalDetails).values(values).onConflictDoUpdate({ target: rentalDetails.serviceId, set: changes });
}

export async function upsertRestaurantDetails(db: Db, values: RestaurantDetailsRow): Promise<void> {
  const { serviceId: _serviceId, ...changes } = values;
  await db.insert(restaurantDetails).values(values).onConflictDoUpdate({ target: restaurantDetails.serviceId, set: changes });
}

export async function upsertAttractionDetails(db: Db, values: AttractionDetailsRow): Promise<void> {
  const { serviceId: _serviceId, ...changes } = values;
  await db.insert(attractionDetails).values(values).onConflictDoUpdate({ target: attractionDetails.serviceId, set: changes });
}

export async function findHotelDetails(db: Db, serviceId: number): Promise<HotelDetailsRow | undefined> {
  const [row] = await db.select().from(hotelDetails).where(eq(hotelDetails.serviceId, serviceId));
  return row;
}

/** Sets stars and times; the review score and count (written by reviews) stay. */
export async function upsertHotelDetails(db: Db, values: Pick<HotelDetailsRow, 'serviceId' | 'stars' | 'checkInTime' | 'checkOutTime'>): Promise<void> {
  const { serviceId: _serviceId, ...changes } = values;
  await db.insert(hotelDetails).values(values).onConflictDoUpdate({ target: hotelDetails.serviceId, set: changes });
}

/** How many room types and rate plans a hotel has. */
export async function countRoomsAndPlans(db: Db, serviceId: number): Promise<{ roomTypes: number; ratePlans: number }> {
  const [rooms] = await db.select({ n: count() }).from(roomTypes).where(eq(roomTypes.serviceId, serviceId));
  const [plans] = await db.select({ n: count() }).from(ratePlans).where(eq(ratePlans.serviceId, serviceId));
  return { roomTypes: rooms?.n ?? 0, ratePlans: plans?.n ?? 0 };
}

/** Every location of the catalogue, by name: where a listing can be. */
export async function findLocations(db: Db) {
  return db.select().from(locations).orderBy(asc(locations.name), asc(locations.id));
}
