import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { ReservationStatus } from 'shared-contracts/enums';
import type { Db } from '../../../db/client';
import { capacityHolds, orders, payments, reservationHotelItems, reservations } from '../../../db/schema/booking';
import { isDecisivePayment } from '../reservations/reservations.repo';

export interface SoldNightRow {
  roomTypeId: number;
  /** The base (parent) plan: a hold on a connected plan takes its parent's night. */
  ratePlanId: number;
  stayDate: string;
  sold: number;
}

/** Rooms taken per night that are not given back: held at a checkout or confirmed. One grouped read. */
export async function soldByNight(db: Db, roomTypeIds: readonly number[], from: string, to: string): Promise<SoldNightRow[]> {
  if (roomTypeIds.length === 0) return [];
  const rows = await db
    .select({
      roomTypeId: capacityHolds.roomTypeId,
      ratePlanId: capacityHolds.ratePlanId,
      stayDate: capacityHolds.stayDate,
      sold: sql<number>`sum(${capacityHolds.quantity})::int`,
    })
    .from(capacityHolds)
    .where(
      and(
        inArray(capacityHolds.roomTypeId, [...roomTypeIds]),
        sql`${capacityHolds.stayDate} between ${from} and ${to}`,
        isNull(capacityHolds.releasedAt),
      ),
    )
    .groupBy(capacityHolds.roomTypeId, capacityHolds.ratePlanId, capacityHolds.stayDate);
  return rows.map((r) => ({ roomTypeId: r.roomTypeId!, ratePlanId: r.ratePlanId!, stayDate: r.stayDate!, sold: Number(r.sold) }));
}

export interface StayRow {
  reservationId: number;
  ref: string;
  bookingNumber: string | null;
  status: number;
  roomTypeId: number;
  ratePlanId: number;
  checkIn: string;
  checkOut: string;
  rooms: number;
  firstName: string | null;
  lastName: string | null;
}

/**
 * Held and confirmed stays of the room types with a night in from … to, each with its payer (the order of the cart's
 * decisive payment, when there is one yet). In check-in, then reservation order.
 */
export async function stays(db: Db, roomTypeIds: readonly number[], from: string, to: string): Promise<StayRow[]> {
  if (roomTypeIds.length === 0) return [];
  return db
    .select({
      reservationId: reservations.id,
      ref: reservations.ref,
      bookingNumber: reservations.bookingNumber,
      status: reservations.status,
      roomTypeId: reservationHotelItems.roomTypeId,
      ratePlanId: reservationHotelItems.ratePlanId,
      checkIn: reservationHotelItems.checkIn,
      checkOut: reservationHotelItems.checkOut,
      rooms: reservationHotelItems.rooms,
      firstName: orders.firstName,
      lastName: orders.lastName,
    })
    .from(reservationHotelItems)
    .innerJoin(reservations, eq(reservations.id, reservationHotelItems.reservationId))
    .leftJoin(payments, and(eq(payments.cartId, reservations.cartId), isDecisivePayment))
    .leftJoin(orders, eq(orders.paymentId, payments.id))
    .where(
      and(
        inArray(reservationHotelItems.roomTypeId, [...roomTypeIds]),
        lte(reservationHotelItems.checkIn, to),
        gt(reservationHotelItems.checkOut, from),
        inArray(reservations.status, [ReservationStatus.HOLD, ReservationStatus.CONFIRM]),
      ),
    )
    .orderBy(asc(reservationHotelItems.checkIn), asc(reservations.id), asc(reservationHotelItems.id));
}
