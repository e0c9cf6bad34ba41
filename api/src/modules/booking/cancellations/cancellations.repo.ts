import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { PaymentStatus } from 'shared-contracts/enums';
import { CUSTOMER_VISIBLE_STATUSES } from 'shared-contracts/customer';
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
import type { BookedItems } from './refund-policy';
import { findOwnedReservations, isDecisivePayment, type CancellationRow, type OwnedReservation, type ReservationRow } from '../reservations/reservations.repo';

export type { CancellationRow, OwnedReservation, ReservationRow };

export type NewCancellation = typeof cancellations.$inferInsert;

/**
 * The reservation `ref` when the guest `email` owns it, by the one ownership rule of guests' bookings
 * (reservations.repo findOwnedReservations: the order of the cart's deciding payment, any case); undefined
 * otherwise, so another guest's booking looks exactly like a missing one.
 */
export async function findOwnedReservation(db: Db, ref: string, email: string): Promise<OwnedReservation | undefined> {
  const [row] = await findOwnedReservations(db, email.trim(), { statuses: CUSTOMER_VISIBLE_STATUSES, ref });
  return row;
}

/**
 * A reservation with the payment and order that decide whose it is (as findOwnedReservation), found by id for a
 * supplier's cancellation: the caller has checked whose service it is.
 */
export async function findReservationForCancellation(db: Db, reservationId: number): Promise<OwnedReservation | undefined> {
  const [row] = await db
    .select({ reservation: reservations, payment: payments, order: orders, tour: reservationTourItems, pkg: reservationPackageItems, startDate: sql<string | null>`null` })
    .from(reservations)
    .innerJoin(payments, eq(payments.cartId, reservations.cartId))
    .innerJoin(orders, eq(orders.paymentId, payments.id))
    .leftJoin(reservationTourItems, eq(reservationTourItems.reservationId, reservations.id))
    .leftJoin(reservationPackageItems, eq(reservationPackageItems.reservationId, reservations.id))
    .where(and(eq(reservations.id, reservationId), isDecisivePayment));
  return row;
}

/** The reservation row, locked: every cancel step of one reservation runs after the previous one. */
export async function lockReservation(tx: Db, id: number): Promise<ReservationRow | undefined> {
  const [row] = await tx.select().from(reservations).where(eq(reservations.id, id)).for('update');
  return row;
}

export async function setReservationStatus(tx: Db, id: number, status: number, at: Date): Promise<void> {
  await tx.update(reservations).set({ status, updatedAt: at }).where(eq(reservations.id, id));
}

/** What the reservation holds, for its start (refund-policy bookingStart): its departure, package or stay. */
export async function findBookedItems(db: Db, reservationId: number): Promise<Omit<BookedItems, 'hotelCheckInTime'>> {
  const [tour] = await db
    .select({ slotDate: reservationTourItems.slotDate, startTime: reservationTourItems.startTime })
    .from(reservationTourItems)
    .where(eq(reservationTourItems.reservationId, reservationId));
  const [pkg] = await db
    .select({ startDate: reservationPackageItems.startDate })
    .from(reservationPackageItems)
    .where(eq(reservationPackageItems.reservationId, reservationId));
  const stays = await db.select({ checkIn: reservationHotelItems.checkIn }).from(reservationHotelItems).where(eq(reservationHotelItems.reservationId, reservationId));
  return { tour: tour ?? null, pkg: pkg ?? null, checkIns: stays.map((s) => s.checkIn) };
}

export async function findCancellation(db: Db, reservationId: number): Promise<CancellationRow | undefined> {
  const [row] = await db.select().from(cancellations).where(eq(cancellations.reservationId, reservationId));
  return row;
}

export async function findCancellationById(db: Db, id: number): Promise<CancellationRow | undefined> {
  const [row] = await db.select().from(cancellations).where(eq(cancellations.id, id));
  return row;
}

export async function insertCancellation(tx: Db, row: NewCancellation): Promise<CancellationRow> {
  const [inserted] = await tx.insert(cancellations).values(row).returning();
  if (!inserted) throw new Error('cancellation insert returned no row');
  return inserted;
}

/** Updates the cancellation only while its refund_status is one of `from`; returns the row when it did. */
export async function updateCancellation(
  tx: Db,
  id: number,
  from: readonly string[],
  set: Partial<Pick<CancellationRow, 'refundStatus' | 'providerRefundId' | 'failureCode' | 'updatedAt'>>,
): Promise<CancellationRow | undefined> {
  const [row] = await tx
    .update(cancellations)
    .set(set)
    .where(and(eq(cancellations.id, id), inArray(cancellations.refundStatus, [...from])))
    .returning();
  return row;
}

/** Everything the cancellation mails are written from. */
export async function findCancellationFacts(db: Db, cancellationId: number) {
  const cancellation = await findCancellationById(db, cancellationId);
  if (!cancellation) return undefined;
  const [reservation] = await db.select().from(reservations).where(eq(reservations.id, cancellation.reservationId));
  if (!reservation) return undefined;
  const [cart] = await db.select({ siteId: carts.siteId }).from(carts).where(eq(carts.id, reservation.cartId));
  const [paid] = await db
    .select({ payment: payments, order: orders })
    .from(payments)
    .leftJoin(orders, eq(orders.paymentId, payments.id))
    .where(and(eq(payments.cartId, reservation.cartId), eq(payments.status, PaymentStatus.PAID)))
    .orderBy(desc(payments.id))
    .limit(1);
  return { cancellation, reservation, siteId: cart?.siteId ?? null, payment: paid?.payment ?? null, order: paid?.order ?? null };
}
