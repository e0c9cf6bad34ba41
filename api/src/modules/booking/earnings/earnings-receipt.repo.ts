import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { earningsLines, payouts, reservations } from '../../../db/schema/booking';

/** The payout of `party` to `partyUserId`; undefined when there is none such. */
export async function findPayout(db: Db, party: 'supplier' | 'partner', payoutId: number, partyUserId: number) {
  const [row] = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.id, payoutId), eq(payouts.party, party), eq(payouts.partyUserId, partyUserId)));
  return row;
}

/** The lines a payout paid, in id order, with their booking number and service. */
export async function payoutLines(db: Db, payoutId: number) {
  return db
    .select({ id: earningsLines.id, amountMinor: earningsLines.amountMinor, bookingNumber: reservations.bookingNumber, serviceId: reservations.serviceId })
    .from(earningsLines)
    .innerJoin(reservations, eq(reservations.id, earningsLines.reservationId))
    .where(eq(earningsLines.payoutId, payoutId))
    .orderBy(asc(earningsLines.id));
}

/** Per payee of `party` and currency: the lines a transfer may pay now (unpaid, not on hold) and their sum. */
export async function owedByPayee(db: Db, party: 'supplier' | 'partner') {
  return db
    .select({
      partyUserId: sql<number>`${earningsLines.partyUserId}`,
      currency: earningsLines.currency,
      lines: sql<number>`count(*)::int`,
      owedMinor: sql<number>`sum(${earningsLines.amountMinor})::bigint`,
    })
    .from(earningsLines)
    .where(and(eq(earningsLines.party, party), isNull(earningsLines.payoutId), eq(earningsLines.onHold, false)))
    .groupBy(earningsLines.partyUserId, earningsLines.currency)
    .orderBy(asc(earningsLines.partyUserId), asc(earningsLines.currency));
}

/** The latest payouts of `party` (one payee's, or everyone's), newest first, with how many lines each paid. */
export async function listPayouts(db: Db, party: 'supplier' | 'partner', partyUserId: number | undefined, limit: number) {
  return db
    .select({ payout: payouts, lines: sql<number>`(select count(*)::int from ${earningsLines} where ${earningsLines.payoutId} = ${payouts.id})` })
    .from(payouts)
    .where(and(eq(payouts.party, party), partyUserId !== undefined ? eq(payouts.partyUserId, partyUserId) : undefined))
    .orderBy(desc(payouts.paidAt), desc(payouts.id))
    .limit(limit);
}
