import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { ReservationStatus } from 'shared-contracts/enums';
import type { Db } from '../../../db/client';
import { bulkCancellationItems, bulkCancellations, cancellations, orders, payments, reservations, reservationTourItems } from '../../../db/schema/booking';
import { isDecisivePayment } from '../reservations/reservations.repo';

export type BulkRow = typeof bulkCancellations.$inferSelect;
export type BulkItemRow = typeof bulkCancellationItems.$inferSelect;

export async function insertBulk(tx: Db, values: typeof bulkCancellations.$inferInsert): Promise<BulkRow> {
  const [row] = await tx.insert(bulkCancellations).values(values).returning();
  return row!;
}

export async function findBulkByUuid(db: Db, uuid: string): Promise<BulkRow | undefined> {
  const [row] = await db.select().from(bulkCancellations).where(eq(bulkCancellations.uuid, uuid));
  return row;
}

export async function findBulk(db: Db, id: number): Promise<BulkRow | undefined> {
  const [row] = await db.select().from(bulkCancellations).where(eq(bulkCancellations.id, id));
  return row;
}

export async function setBulkStatus(db: Db, id: number, status: string, at: Date, finished: boolean): Promise<void> {
  await db
    .update(bulkCancellations)
    .set({ status, updatedAt: at, finishedAt: finished ? at : null })
    .where(eq(bulkCancellations.id, id));
}

/** Confirmed bookings on the departures that the workflow does not list yet (all of them, for a new one). */
export async function confirmedNotListed(db: Db, bulkId: number, slotIds: readonly number[]): Promise<number[]> {
  if (slotIds.length === 0) return [];
  const listed = db.select({ id: bulkCancellationItems.reservationId }).from(bulkCancellationItems).where(eq(bulkCancellationItems.bulkId, bulkId));
  const rows = await db
    .select({ id: reservations.id })
    .from(reservationTourItems)
    .innerJoin(reservations, eq(reservations.id, reservationTourItems.reservationId))
    .where(and(inArray(reservationTourItems.slotId, [...slotIds]), eq(reservations.status, ReservationStatus.CONFIRM), notInArray(reservations.id, listed)))
    .orderBy(asc(reservations.id));
  return rows.map((row) => row.id);
}

export async function insertItems(db: Db, bulkId: number, reservationIds: readonly number[], at: Date): Promise<void> {
  if (reservationIds.length === 0) return;
  await db
    .insert(bulkCancellationItems)
    .values(reservationIds.map((reservationId) => ({ bulkId, reservationId, updatedAt: at })))
    .onConflictDoNothing();
}

export async function pendingItems(db: Db, bulkId: number): Promise<BulkItemRow[]> {
  return db
    .select()
    .from(bulkCancellationItems)
    .where(and(eq(bulkCancellationItems.bulkId, bulkId), eq(bulkCancellationItems.status, 'pending')))
    .orderBy(asc(bulkCancellationItems.id));
}

export async function setItem(db: Db, id: number, values: Partial<Pick<BulkItemRow, 'status' | 'failureCode' | 'attempts'>>, at: Date): Promise<void> {
  await db
    .update(bulkCancellationItems)
    .set({ ...values, updatedAt: at })
    .where(eq(bulkCancellationItems.id, id));
}

/** Failed items back to pending for another refund attempt; answers how many. */
export async function requeueFailed(tx: Db, bulkId: number, at: Date): Promise<number> {
  const rows = await tx
    .update(bulkCancellationItems)
    .set({ status: 'pending', attempts: sql`${bulkCancellationItems.attempts} + 1`, updatedAt: at })
    .where(and(eq(bulkCancellationItems.bulkId, bulkId), eq(bulkCancellationItems.status, 'failed')))
    .returning({ id: bulkCancellationItems.id });
  return rows.length;
}

export async function cancellationIdOf(db: Db, reservationId: number): Promise<number | undefined> {
  const [row] = await db.select({ id: cancellations.id }).from(cancellations).where(eq(cancellations.reservationId, reservationId));
  return row?.id;
}

/** The workflow's items with what the panel shows of each: booking number, guest, refund. */
export async function itemViews(db: Db, bulkId: number) {
  return db
    .select({
      reservationId: bulkCancellationItems.reservationId,
      status: bulkCancellationItems.status,
      failureCode: bulkCancellationItems.failureCode,
      bookingNumber: sql<string>`coalesce(${reservations.bookingNumber}, '')`,
      firstName: orders.firstName,
      lastName: orders.lastName,
      refundMinor: sql<number>`coalesce(${cancellations.refundAmountMinor}, 0)`,
      currency: reservations.currency,
    })
    .from(bulkCancellationItems)
    .innerJoin(reservations, eq(reservations.id, bulkCancellationItems.reservationId))
    .innerJoin(payments, eq(payments.cartId, reservations.cartId))
    .innerJoin(orders, eq(orders.paymentId, payments.id))
    .leftJoin(cancellations, eq(cancellations.reservationId, reservations.id))
    .where(and(eq(bulkCancellationItems.bulkId, bulkId), isDecisivePayment))
    .orderBy(asc(bulkCancellationItems.id));
}
