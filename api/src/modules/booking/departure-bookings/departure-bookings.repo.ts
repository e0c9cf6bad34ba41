import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ReservationStatus } from 'shared-contracts/enums';
import type { Db } from '../../../db/client';
import { capacityHolds, orders, payments, reservations, reservationTourItems, type TourTicketLine } from '../../../db/schema/booking';
import { isDecisivePayment } from '../reservations/reservations.repo';

/** Seats of each departure in open holds: in a visitor's checkout, neither confirmed nor given back yet. */
export async function heldSeats(db: Db, slotIds: readonly number[]): Promise<Map<number, number>> {
  if (slotIds.length === 0) return new Map();
  const rows = await db
    .select({ slotId: capacityHolds.activitySlotId, held: sql<number>`sum(${capacityHolds.quantity})::int` })
    .from(capacityHolds)
    .where(and(inArray(capacityHolds.activitySlotId, [...slotIds]), sql`${capacityHolds.releasedAt} is null`, sql`${capacityHolds.confirmedAt} is null`))
    .groupBy(capacityHolds.activitySlotId);
  return new Map(rows.map((row) => [row.slotId!, Number(row.held)]));
}

export interface DepartureBookingRow {
  reservationId: number;
  bookingNumber: string;
  slotId: number;
  optionId: number;
  startTime: string;
  firstName: string;
  lastName: string;
  email: string;
  areaCode: string;
  phone: string;
  tickets: TourTicketLine[];
  persons: number;
  comments: string | null;
  checkedInAt: Date | null;
}

/**
 * The confirmed bookings of the departures, each with its guest: the order of the cart's decisive payment (the PAID
 * one, else the latest), as the guest's own area finds it. In start-time, then guest-name order.
 */
export async function confirmedBookings(db: Db, slotIds: readonly number[]): Promise<DepartureBookingRow[]> {
  if (slotIds.length === 0) return [];
  return db
    .select({
      reservationId: reservations.id,
      bookingNumber: sql<string>`coalesce(${reservations.bookingNumber}, '')`,
      slotId: reservationTourItems.slotId,
      optionId: reservationTourItems.optionId,
      startTime: reservationTourItems.startTime,
      firstName: orders.firstName,
      lastName: orders.lastName,
      email: orders.email,
      areaCode: orders.areaCode,
      phone: orders.phone,
      tickets: reservationTourItems.tickets,
      persons: reservationTourItems.persons,
      comments: reservations.comments,
      checkedInAt: reservationTourItems.checkedInAt,
    })
    .from(reservationTourItems)
    .innerJoin(reservations, eq(reservations.id, reservationTourItems.reservationId))
    .innerJoin(payments, eq(payments.cartId, reservations.cartId))
    .innerJoin(orders, eq(orders.paymentId, payments.id))
    .where(and(inArray(reservationTourItems.slotId, [...slotIds]), eq(reservations.status, ReservationStatus.CONFIRM), isDecisivePayment))
    .orderBy(asc(reservationTourItems.startTime), asc(sql`lower(${orders.firstName} || ' ' || ${orders.lastName})`), asc(reservations.id));
}

/** An activity reservation's service and status, for the caller to check whose it is before changing it. */
export async function findTourReservation(db: Db, reservationId: number): Promise<{ serviceId: number; status: number } | undefined> {
  const [row] = await db
    .select({ serviceId: reservations.serviceId, status: reservations.status })
    .from(reservations)
    .innerJoin(reservationTourItems, eq(reservationTourItems.reservationId, reservations.id))
    .where(eq(reservations.id, reservationId));
  return row;
}

/** The activity reservation whose voucher code (its ref, ADR 0020) is `ref`. */
export async function findTourReservationByVoucher(db: Db, ref: string): Promise<{ id: number; serviceId: number; status: number } | undefined> {
  const [row] = await db
    .select({ id: reservations.id, serviceId: reservations.serviceId, status: reservations.status })
    .from(reservations)
    .innerJoin(reservationTourItems, eq(reservationTourItems.reservationId, reservations.id))
    .where(eq(reservations.ref, ref));
  return row;
}

/** Checks the booking in at `at` only when it is not checked in yet: one of two concurrent scans wins; undefined for the other. */
export async function checkInOnce(db: Db, reservationId: number, at: Date): Promise<Date | undefined> {
  const [row] = await db
    .update(reservationTourItems)
    .set({ checkedInAt: at })
    .where(and(eq(reservationTourItems.reservationId, reservationId), sql`${reservationTourItems.checkedInAt} is null`))
    .returning({ checkedInAt: reservationTourItems.checkedInAt });
  return row?.checkedInAt ?? undefined;
}

/** Checks the booking in (at `at`) or takes it back (null); a repeated check-in keeps the first time. */
export async function setCheckedIn(db: Db, reservationId: number, at: Date | null): Promise<Date | null> {
  const [row] = await db
    .update(reservationTourItems)
    .set({ checkedInAt: at === null ? null : sql`coalesce(${reservationTourItems.checkedInAt}, ${at.toISOString()}::timestamptz)` })
    .where(eq(reservationTourItems.reservationId, reservationId))
    .returning({ checkedInAt: reservationTourItems.checkedInAt });
  return row?.checkedInAt ?? null;
}
