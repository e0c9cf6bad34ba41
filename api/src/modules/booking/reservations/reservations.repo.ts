import { and, asc, desc, eq, gte, inArray, isNotNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { PaymentStatus, ReservationStatus } from 'shared-contracts/enums';
import type { Db } from '../../../db/client';
import {
  cancellations,
  carts,
  orders,
  payments,
  reservationHotelItems,
  reservationPackageItems,
  reservations,
  reservationTourItems,
} from '../../../db/schema/booking';

export type ReservationRow = typeof reservations.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type TourItemRow = typeof reservationTourItems.$inferSelect;
export type HotelItemRow = typeof reservationHotelItems.$inferSelect;
export type PackageItemRow = typeof reservationPackageItems.$inferSelect;
export type CancellationRow = typeof cancellations.$inferSelect;

/** A reservation a guest owns, with the payment and order that make it theirs. */
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
export const isDecisivePayment = sql`not exists (
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

/** The newest order placed with `email` (any case), with the site it was booked on. */
export async function latestOrderOf(db: Db, email: string): Promise<{ locale: string; siteId: number } | undefined> {
  const [row] = await db
    .select({ locale: orders.locale, siteId: carts.siteId })
    .from(orders)
    .innerJoin(carts, eq(carts.id, orders.cartId))
    .where(eq(sql`lower(${orders.email})`, email))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  return row;
}
