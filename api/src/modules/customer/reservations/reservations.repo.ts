import { and, asc, desc, eq, gte, inArray, isNotNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { PaymentStatus, ReservationStatus } from 'shared-contracts/enums';
import type { Db } from '../../../db/client';
import {
  cancellations,
  orders,
  payments,
  reservationHotelItems,
  reservationPackageItems,
  reservations,
  reservationTourItems,
} from '../../../db/schema/booking';
import {
  activityDetails,
  cancellationTiers,
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

export type ReservationRow = typeof reservations.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type TourItemRow = typeof reservationTourItems.$inferSelect;
export type HotelItemRow = typeof reservationHotelItems.$inferSelect;
export type PackageItemRow = typeof reservationPackageItems.$inferSelect;
export type CancellationRow = typeof cancellations.$inferSelect;
export type TranslationRow = Pick<typeof serviceTranslations.$inferSelect, 'serviceId' | 'locale' | 'name' | 'meetingPoint'>;

/** A reservation the customer owns, with the payment and order that make it theirs. */
export interface OwnedReservation {
  reservation: ReservationRow;
  payment: PaymentRow;
  order: OrderRow;
  tour: TourItemRow | null;
  pkg: PackageItemRow | null;
  /** The local start date (YYYY-MM-DD): the departure, the first check-in, or the package's first day. */
  startDate: string | null;
}

export interface OwnedFilter {
  statuses: readonly number[];
  from?: string | undefined;
  to?: string | undefined;
  /** The reservation's uuid. */
  ref?: string;
  /** The uuid of the payment the reservation belongs to. */
  paymentRef?: string;
}

/**
 * The start date of a reservation, whatever its kind. Cast to text: a bare `date` from a raw expression would come
 * back as a JS Date (a UTC midnight) from node-postgres, which is not the local date it stands for.
 */
const startDate = sql<string | null>`coalesce(${reservationTourItems.slotDate}, ${reservationPackageItems.startDate}, (
  select min(h.check_in) from ${reservationHotelItems} h where h.reservation_id = ${reservations.id}
))::text`;

/**
 * The payment that decides who a cart's reservations belong to: its PAID payment (the one it was confirmed with),
 * else its latest one. A hold that corrected the e-mail records a new order, so the booking follows the correction.
 */
const isDecisivePayment = sql`not exists (
  select 1 from ${payments} other
  where other.cart_id = ${payments.cartId}
    and other.id <> ${payments.id}
    and ((other.status = ${PaymentStatus.PAID}) > (${payments.status} = ${PaymentStatus.PAID})
      or ((other.status = ${PaymentStatus.PAID}) = (${payments.status} = ${PaymentStatus.PAID}) and other.id > ${payments.id}))
)`;

/**
 * The reservations whose decisive payment's order has `email` (any case), in one of `statuses`, newest start first.
 * A CANCEL without a booking number was never booked (a checkout released it), so nobody sees it.
 */
export async function findOwnedReservations(db: Db, email: string, filter: OwnedFilter): Promise<OwnedReservation[]> {
  if (filter.statuses.length === 0) return [];
  const conditions: (SQL | undefined)[] = [
    eq(sql`lower(${orders.email})`, email.toLowerCase()),
    isDecisivePayment,
    inArray(reservations.status, [...filter.statuses]),
    or(ne(reservations.status, ReservationStatus.CANCEL), isNotNull(reservations.bookingNumber)),
  ];
  if (filter.ref !== undefined) conditions.push(eq(reservations.ref, filter.ref));
  if (filter.paymentRef !== undefined) conditions.push(eq(payments.uuid, filter.paymentRef));
  if (filter.from !== undefined) conditions.push(gte(startDate, filter.from));
  if (filter.to !== undefined) conditions.push(lte(startDate, filter.to));
  const rows = await db
    .select({ reservation: reservations, payment: payments, order: orders, tour: reservationTourItems, pkg: reservationPackageItems, startDate })
    .from(orders)
    .innerJoin(payments, eq(payments.id, orders.paymentId))
    .innerJoin(reservations, eq(reservations.cartId, payments.cartId))
    .leftJoin(reservationTourItems, eq(reservationTourItems.reservationId, reservations.id))
    .leftJoin(reservationPackageItems, eq(reservationPackageItems.reservationId, reservations.id))
    .where(and(...conditions))
    .orderBy(sql`${startDate} desc nulls last`, sql`${reservationTourItems.startTime} desc nulls last`, desc(reservations.id));
  return rows;
}

export async function findHotelItems(db: Db, reservationIds: number[]): Promise<HotelItemRow[]> {
  if (reservationIds.length === 0) return [];
  return db
    .select()
    .from(reservationHotelItems)
    .where(inArray(reservationHotelItems.reservationId, reservationIds))
    .orderBy(asc(reservationHotelItems.id));
}

export async function findCancellations(db: Db, reservationIds: number[]): Promise<CancellationRow[]> {
  if (reservationIds.length === 0) return [];
  return db.select().from(cancellations).where(inArray(cancellations.reservationId, reservationIds));
}

/** What the customer area shows of a booked service, from the catalogue as it is now. */
export interface ServiceFacts {
  id: number;
  serviceType: number;
  timeZone: string;
  imageUrl: string | null;
  location: { name: string; country: string; topLevel: boolean } | null;
  translations: TranslationRow[];
  /** Activities and events: "H:MM". */
  duration: string | null;
  hotel: { checkInTime: string; checkOutTime: string } | null;
  packageDays: number | null;
  tiers: { hours: number; refund_percentage: number }[];
  supplier: { name: string; email: string } | null;
}

export async function findServiceFacts(db: Db, serviceIds: number[]): Promise<Map<number, ServiceFacts>> {
  const ids = [...new Set(serviceIds)];
  const facts = new Map<number, ServiceFacts>();
  if (ids.length === 0) return facts;
  // One after the other: `db` may be a transaction, which runs one query at a time.
  const rows = await db
    .select({
      service: services,
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
  const activities = await db.select().from(activityDetails).where(inArray(activityDetails.serviceId, ids));
  const hotels = await db.select().from(hotelDetails).where(inArray(hotelDetails.serviceId, ids));
  const packages = await db.select().from(packageDetails).where(inArray(packageDetails.serviceId, ids));
  const tiers = await db.select().from(cancellationTiers).where(inArray(cancellationTiers.serviceId, ids)).orderBy(desc(cancellationTiers.hours));
  for (const { service, locationName, locationCountry, locationParent, supplierName, supplierEmail } of rows) {
    const hotel = hotels.find((h) => h.serviceId === service.id);
    facts.set(service.id, {
      id: service.id,
      serviceType: service.serviceType,
      timeZone: service.timeZone,
      imageUrl: service.imageUrl,
      location: locationName === null ? null : { name: locationName, country: locationCountry ?? '', topLevel: locationParent === null },
      translations: translations.filter((t) => t.serviceId === service.id),
      duration: activities.find((a) => a.serviceId === service.id)?.duration ?? null,
      hotel: hotel ? { checkInTime: hotel.checkInTime, checkOutTime: hotel.checkOutTime } : null,
      packageDays: packages.find((p) => p.serviceId === service.id)?.durationDays ?? null,
      tiers: tiers.filter((t) => t.serviceId === service.id).map((t) => ({ hours: t.hours, refund_percentage: t.refundPercentage })),
      supplier: supplierName === null || supplierEmail === null ? null : { name: supplierName, email: supplierEmail },
    });
  }
  return facts;
}

/** The services packages are built from, in the package's order, each with its service type. */
export async function findPackageParts(db: Db, packageIds: number[]) {
  const ids = [...new Set(packageIds)];
  if (ids.length === 0) return [];
  return db
    .select({ packageId: packageServices.packageId, serviceId: packageServices.serviceId, dayOffset: packageServices.dayOffset, serviceType: services.serviceType })
    .from(packageServices)
    .innerJoin(services, eq(services.id, packageServices.serviceId))
    .where(inArray(packageServices.packageId, ids))
    .orderBy(asc(packageServices.packageId), asc(packageServices.position));
}

/** The translated names of room types and rate plans. */
export async function findRoomNames(db: Db, roomTypeIds: number[], ratePlanIds: number[]) {
  const rooms = roomTypeIds.length
    ? await db.select({ id: roomTypes.id, names: roomTypes.names }).from(roomTypes).where(inArray(roomTypes.id, [...new Set(roomTypeIds)]))
    : [];
  const plans = ratePlanIds.length
    ? await db.select({ id: ratePlans.id, names: ratePlans.names }).from(ratePlans).where(inArray(ratePlans.id, [...new Set(ratePlanIds)]))
    : [];
  return { rooms: new Map(rooms.map((r) => [r.id, r.names])), plans: new Map(plans.map((p) => [p.id, p.names])) };
}
