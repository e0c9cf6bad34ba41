import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { PaymentStatus, ReservationStatus } from 'shared-contracts/enums';
import type { Db } from '../../../db/client';
import {
  capacityHolds,
  carts,
  payments,
  reservationHotelItems,
  reservationPackageItems,
  reservations,
  reservationTourItems,
  type TourTicketLine,
} from '../../../db/schema/booking';

export type CartRow = typeof carts.$inferSelect;
export type ReservationRow = typeof reservations.$inferSelect;
export type TourItemRow = typeof reservationTourItems.$inferSelect;
export type HotelItemRow = typeof reservationHotelItems.$inferSelect;
export type PackageItemRow = typeof reservationPackageItems.$inferSelect;
export type CapacityHoldRow = typeof capacityHolds.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

export interface ReservationWithItems {
  reservation: ReservationRow;
  tour: TourItemRow | undefined;
  hotel: HotelItemRow[];
  pkg: PackageItemRow | undefined;
}

export async function findCartByRef(db: Db, ref: string): Promise<CartRow | undefined> {
  const [row] = await db.select().from(carts).where(eq(carts.ref, ref));
  return row;
}

export async function findCartById(db: Db, id: number): Promise<CartRow | undefined> {
  const [row] = await db.select().from(carts).where(eq(carts.id, id));
  return row;
}

/** Locks the cart row: hold, cancel, confirm and edits of one cart run one after another. */
export async function lockCart(tx: Db, cartId: number): Promise<CartRow | undefined> {
  const [row] = await tx.select().from(carts).where(eq(carts.id, cartId)).for('update');
  return row;
}

export async function insertCart(db: Db, cart: typeof carts.$inferInsert): Promise<CartRow> {
  const [row] = await db.insert(carts).values(cart).returning();
  if (!row) throw new Error('cart insert returned no row');
  return row;
}

export async function touchCart(db: Db, cartId: number, at: Date): Promise<void> {
  await db.update(carts).set({ updatedAt: at }).where(eq(carts.id, cartId));
}

export interface NewReservation {
  reservation: typeof reservations.$inferInsert;
  tour?: Omit<typeof reservationTourItems.$inferInsert, 'reservationId'> & { tickets: TourTicketLine[] };
  hotel?: Omit<typeof reservationHotelItems.$inferInsert, 'reservationId'>[];
  pkg?: Omit<typeof reservationPackageItems.$inferInsert, 'reservationId'>;
}

export async function insertReservation(db: Db, input: NewReservation): Promise<ReservationRow> {
  const [row] = await db.insert(reservations).values(input.reservation).returning();
  if (!row) throw new Error('reservation insert returned no row');
  if (input.tour) await db.insert(reservationTourItems).values({ ...input.tour, reservationId: row.id });
  if (input.hotel?.length) await db.insert(reservationHotelItems).values(input.hotel.map((h) => ({ ...h, reservationId: row.id })));
  if (input.pkg) await db.insert(reservationPackageItems).values({ ...input.pkg, reservationId: row.id });
  return row;
}

export async function findReservations(db: Db, cartId: number): Promise<ReservationWithItems[]> {
  const rows = await db.select().from(reservations).where(eq(reservations.cartId, cartId)).orderBy(asc(reservations.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  // One after the other: `db` may be a transaction, and a transaction is one connection that runs one query at a time.
  const tours = await db.select().from(reservationTourItems).where(inArray(reservationTourItems.reservationId, ids));
  const hotels = await db.select().from(reservationHotelItems).where(inArray(reservationHotelItems.reservationId, ids)).orderBy(asc(reservationHotelItems.id));
  const pkgs = await db.select().from(reservationPackageItems).where(inArray(reservationPackageItems.reservationId, ids));
  return rows.map((reservation) => ({
    reservation,
    tour: tours.find((t) => t.reservationId === reservation.id),
    hotel: hotels.filter((h) => h.reservationId === reservation.id),
    pkg: pkgs.find((p) => p.reservationId === reservation.id),
  }));
}

export async function findReservationByRef(db: Db, ref: string): Promise<ReservationRow | undefined> {
  const [row] = await db.select().from(reservations).where(eq(reservations.ref, ref));
  return row;
}

export async function deleteReservations(db: Db, ids: number[]): Promise<void> {
  if (ids.length) await db.delete(reservations).where(inArray(reservations.id, ids));
}

export async function updateComments(db: Db, reservationId: number, comments: string | null, at: Date): Promise<void> {
  await db.update(reservations).set({ comments, updatedAt: at }).where(eq(reservations.id, reservationId));
}

export async function setStatus(db: Db, ids: number[], status: number, at: Date, holdExpiresAt: Date | null = null): Promise<void> {
  if (ids.length === 0) return;
  await db.update(reservations).set({ status, holdExpiresAt, updatedAt: at }).where(inArray(reservations.id, ids));
}

export async function insertHolds(db: Db, rows: (typeof capacityHolds.$inferInsert)[]): Promise<void> {
  if (rows.length) await db.insert(capacityHolds).values(rows);
}

/**
 * Stamps the still-open holds of these reservations as released and returns them. Only the caller whose UPDATE
 * stamped a row gets it back, so capacity is returned exactly once even when cancel and the expiry sweep race.
 */
export async function releaseHolds(db: Db, reservationIds: number[], at: Date, reason: string): Promise<CapacityHoldRow[]> {
  if (reservationIds.length === 0) return [];
  return db
    .update(capacityHolds)
    .set({ releasedAt: at, releaseReason: reason })
    .where(and(inArray(capacityHolds.reservationId, reservationIds), isNull(capacityHolds.releasedAt), isNull(capacityHolds.confirmedAt)))
    .returning();
}

/**
 * Stamps the still-unreleased holds of CONFIRMED reservations as released and returns them: the capacity a
 * cancelled booking gives back (customer cancellation). Same exactly-once rule as releaseHolds: only the caller
 * whose UPDATE stamped a row gets it back. releaseHolds itself never matches these rows.
 */
export async function releaseConfirmedHolds(db: Db, reservationIds: number[], at: Date, reason: string): Promise<CapacityHoldRow[]> {
  if (reservationIds.length === 0) return [];
  return db
    .update(capacityHolds)
    .set({ releasedAt: at, releaseReason: reason })
    .where(and(inArray(capacityHolds.reservationId, reservationIds), isNull(capacityHolds.releasedAt), isNotNull(capacityHolds.confirmedAt)))
    .returning();
}

/**
 * Held reservations whose hold has passed, locked so that two sweeping replicas take disjoint sets (SKIP LOCKED),
 * and a cancel or confirm running on one of them is waited out by nobody.
 */
export async function lockExpiredHolds(tx: Db, now: Date, limit: number): Promise<ReservationRow[]> {
  return tx
    .select()
    .from(reservations)
    .where(and(eq(reservations.status, 2), lte(reservations.holdExpiresAt, now)))
    .orderBy(asc(reservations.holdExpiresAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function countHeld(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(reservations).where(eq(reservations.status, 2));
  return row?.n ?? 0;
}

/** The cart's reservations, locked in id order: confirm waits out (and is waited out by) a sweep or cancel on them. */
export async function lockReservations(tx: Db, cartId: number): Promise<ReservationRow[]> {
  return tx.select().from(reservations).where(eq(reservations.cartId, cartId)).orderBy(asc(reservations.id)).for('update');
}

/**
 * FAILs the carts' PENDING payments and says why (superseded by a new hold, hold_failed, cancel, expired); returns
 * them, so the caller can cancel their provider intents once the transaction has committed.
 */
export async function failPendingPayments(tx: Db, cartIds: number | number[], at: Date, failureCode: string | null = null): Promise<PaymentRow[]> {
  const ids = typeof cartIds === 'number' ? [cartIds] : [...new Set(cartIds)];
  if (ids.length === 0) return [];
  return tx
    .update(payments)
    .set({ status: PaymentStatus.FAILED, failureCode, updatedAt: at })
    .where(and(inArray(payments.cartId, ids), eq(payments.status, PaymentStatus.PENDING)))
    .returning();
}

export async function findPaymentByUuid(db: Db, uuid: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.uuid, uuid));
  return row;
}

export async function insertPayment(tx: Db, row: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [payment] = await tx.insert(payments).values(row).returning();
  if (!payment) throw new Error('payment insert returned no row');
  return payment;
}

export async function lockPendingPayment(tx: Db, cartId: number): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.cartId, cartId), eq(payments.status, PaymentStatus.PENDING)))
    .for('update');
  return row;
}

/** PENDING → PAID, conditionally: only the caller whose UPDATE found it PENDING gets the row. */
export async function markPaymentPaid(tx: Db, paymentId: number, at: Date): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .update(payments)
    .set({ status: PaymentStatus.PAID, paidAt: at, updatedAt: at })
    .where(and(eq(payments.id, paymentId), eq(payments.status, PaymentStatus.PENDING)))
    .returning();
  return row;
}

export async function findPaidPayment(db: Db, cartId: number): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.cartId, cartId), eq(payments.status, PaymentStatus.PAID)))
    .orderBy(desc(payments.id))
    .limit(1);
  return row;
}

/**
 * HOLD → CONFIRM with a fresh booking number `WH-<yyyymmdd>-<nnnnnn>` from `booking_number_seq` (unique under
 * any concurrency; the UNIQUE constraint on booking_number is the backstop). Undefined if the row was not HOLD.
 */
export async function confirmReservation(tx: Db, reservationId: number, day: string, at: Date): Promise<ReservationRow | undefined> {
  const [row] = await tx
    .update(reservations)
    .set({
      status: ReservationStatus.CONFIRM,
      holdExpiresAt: null,
      bookingNumber: sql`'WH-' || ${day}::text || '-' || lpad(nextval('booking_number_seq')::text, 6, '0')`,
      updatedAt: at,
    })
    .where(and(eq(reservations.id, reservationId), eq(reservations.status, ReservationStatus.HOLD)))
    .returning();
  return row;
}

/** The holds of confirmed reservations are sold for good: releaseHolds never matches them again. */
export async function makeHoldsPermanent(tx: Db, reservationIds: number[], at: Date): Promise<void> {
  if (reservationIds.length === 0) return;
  await tx
    .update(capacityHolds)
    .set({ confirmedAt: at })
    .where(and(inArray(capacityHolds.reservationId, reservationIds), isNull(capacityHolds.releasedAt)));
}

export async function closeCart(tx: Db, cartId: number, at: Date): Promise<void> {
  await tx.update(carts).set({ confirmedAt: at, updatedAt: at }).where(eq(carts.id, cartId));
}
