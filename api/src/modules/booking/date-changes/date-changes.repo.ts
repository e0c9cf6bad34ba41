import { and, desc, eq } from 'drizzle-orm';
import { PaymentStatus } from 'shared-contracts/enums';
import type { Db } from '../../../db/client';
import { orders, payments, reservations, reservationTourItems } from '../../../db/schema/booking';

export type MovedReservation = typeof reservations.$inferSelect;
export type MovedTourItem = typeof reservationTourItems.$inferSelect;

/** The reservation and its departure, the reservation row locked (`FOR UPDATE`) for the rest of the transaction. */
export async function lockReservationWithItem(tx: Db, id: number): Promise<{ reservation: MovedReservation; item: MovedTourItem | null } | undefined> {
  const [reservation] = await tx.select().from(reservations).where(eq(reservations.id, id)).for('update');
  if (!reservation) return undefined;
  const [item] = await tx.select().from(reservationTourItems).where(eq(reservationTourItems.reservationId, id));
  return { reservation, item: item ?? null };
}

export async function findTourItem(db: Db, id: number): Promise<MovedTourItem | undefined> {
  const [item] = await db.select().from(reservationTourItems).where(eq(reservationTourItems.reservationId, id));
  return item;
}

export async function moveTourItem(tx: Db, id: number, to: { slotId: number; slotDate: string; startTime: string }, at: Date): Promise<void> {
  await tx.update(reservationTourItems).set(to).where(eq(reservationTourItems.reservationId, id));
  await tx.update(reservations).set({ updatedAt: at }).where(eq(reservations.id, id));
}

/** The booking and the guest (the paid order of its cart) the "your booking has moved" mail goes to. */
export async function findMovedBookingGuest(db: Db, id: number) {
  const [reservation] = await db.select().from(reservations).where(eq(reservations.id, id));
  if (!reservation) return undefined;
  const [paid] = await db
    .select({ order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.paymentId, payments.id))
    .where(and(eq(payments.cartId, reservation.cartId), eq(payments.status, PaymentStatus.PAID)))
    .orderBy(desc(payments.id))
    .limit(1);
  return { reservation, order: paid?.order ?? null };
}
