import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  activityDetails,
  cancellationTiers,
  commissionCategories,
  hotelDetails,
  locations,
  packageDetails,
  packageServices,
  ratePlans,
  roomTypes,
  serviceTranslations,
  services,
} from '../../../db/schema/catalogue';
import { users } from '../../../db/schema/core';

/**
 * The catalogue facts bookings read of the services they sold, by id, a query per table for the whole list. The
 * queries run one after the other: `db` may be the caller's transaction, which runs one query at a time.
 */
export async function findBookedServiceRows(db: Db, ids: number[]) {
  const rows = await db
    .select({
      service: { id: services.id, serviceType: services.serviceType, timeZone: services.timeZone, imageUrl: services.imageUrl, supplierUserId: services.supplierUserId },
      locationName: locations.name,
      locationCountry: locations.country,
      locationParent: locations.parentId,
      supplierName: users.name,
      supplierEmail: users.email,
    })
    .from(services)
    .leftJoin(locations, eq(locations.id, services.locationId))
    .leftJoin(users, eq(users.id, services.supplierUserId))
    .where(inArray(services.id, ids));
  const translations = await db
    .select({ serviceId: serviceTranslations.serviceId, locale: serviceTranslations.locale, name: serviceTranslations.name, meetingPoint: serviceTranslations.meetingPoint })
    .from(serviceTranslations)
    .where(inArray(serviceTranslations.serviceId, ids));
  const activities = await db.select({ serviceId: activityDetails.serviceId, duration: activityDetails.duration }).from(activityDetails).where(inArray(activityDetails.serviceId, ids));
  const hotels = await db
    .select({ serviceId: hotelDetails.serviceId, checkInTime: hotelDetails.checkInTime, checkOutTime: hotelDetails.checkOutTime })
    .from(hotelDetails)
    .where(inArray(hotelDetails.serviceId, ids));
  const packages = await db.select({ serviceId: packageDetails.serviceId, durationDays: packageDetails.durationDays }).from(packageDetails).where(inArray(packageDetails.serviceId, ids));
  const tiers = await db
    .select({ serviceId: cancellationTiers.serviceId, hours: cancellationTiers.hours, refundPercentage: cancellationTiers.refundPercentage })
    .from(cancellationTiers)
    .where(inArray(cancellationTiers.serviceId, ids))
    .orderBy(desc(cancellationTiers.hours));
  return { rows, translations, activities, hotels, packages, tiers };
}

/** The services packages are built from, in each package's order, with their service types. */
export async function findPackageParts(db: Db, packageIds: number[]) {
  return db
    .select({ packageId: packageServices.packageId, serviceId: packageServices.serviceId, dayOffset: packageServices.dayOffset, serviceType: services.serviceType })
    .from(packageServices)
    .innerJoin(services, eq(services.id, packageServices.serviceId))
    .where(inArray(packageServices.packageId, packageIds))
    .orderBy(asc(packageServices.packageId), asc(packageServices.position));
}

export async function findServiceSuppliers(db: Db, ids: number[]): Promise<Map<number, number>> {
  const rows = await db.select({ id: services.id, supplier: services.supplierUserId }).from(services).where(inArray(services.id, ids));
  return new Map(rows.map((r) => [r.id, r.supplier]));
}

/** The platform's commission of each service, in basis points: its active commission category's; null without one. */
export async function findServiceCommissions(db: Db, ids: number[]): Promise<Map<number, number | null>> {
  const rows = await db
    .select({ id: services.id, bp: commissionCategories.percentBasisPoints, active: commissionCategories.active })
    .from(services)
    .leftJoin(commissionCategories, eq(commissionCategories.id, services.commissionCategoryId))
    .where(inArray(services.id, ids));
  return new Map(rows.map((r) => [r.id, r.active ? r.bp : null]));
}

/** The translated names of room types and rate plans. */
export async function findRoomNames(db: Db, roomTypeIds: number[], ratePlanIds: number[]) {
  const rooms = roomTypeIds.length ? await db.select({ id: roomTypes.id, names: roomTypes.names }).from(roomTypes).where(inArray(roomTypes.id, roomTypeIds)) : [];
  const plans = ratePlanIds.length ? await db.select({ id: ratePlans.id, names: ratePlans.names }).from(ratePlans).where(inArray(ratePlans.id, ratePlanIds)) : [];
  return { rooms: new Map(rooms.map((r) => [r.id, r.names])), plans: new Map(plans.map((p) => [p.id, p.names])) };
}
