import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  capacityHolds,
  carts,
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
  const [tours, hotels, pkgs] = await Promise.all([
    db.select().from(reservationTourItems).where(inArray(reservationTourItems.reservationId, ids)),
    db.select().from(reservationHotelItems).where(inArray(reservationHotelItems.reservationId, ids)).orderBy(asc(reservationHotelItems.id)),
    db.select().from(reservationPackageItems).where(inArray(reservationPackageItems.reservationId, ids)),
  ]);
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
    .where(and(inArray(capacityHolds.reservationId, reservationIds), isNull(capacityHolds.releasedAt)))
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
