import { count, eq, sql, and } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { reservations, reservationTourItems } from '../../../db/schema/booking';

/** Reservations (any status: in a cart, held, booked, cancelled) made for an activity option. */
export async function countOptionReservations(db: Db, optionId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reservationTourItems).where(eq(reservationTourItems.optionId, optionId));
  return row?.n ?? 0;
}

/** Reservations (any status) of `serviceId` whose ticket lines name `ticketId`. */
export async function countTicketReservations(db: Db, serviceId: number, ticketId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reservationTourItems)
    .innerJoin(reservations, eq(reservations.id, reservationTourItems.reservationId))
    .where(and(eq(reservations.serviceId, serviceId), sql`${reservationTourItems.tickets} @> ${JSON.stringify([{ ticket_id: ticketId }])}::jsonb`));
  return row?.n ?? 0;
}
