import { and, asc, desc, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { earningsLines, payouts, reservations } from '../../../db/schema/booking';

export type EarningLineRow = typeof earningsLines.$inferSelect;
export type PayoutRow = typeof payouts.$inferSelect;
export type NewEarningLine = typeof earningsLines.$inferInsert;

/** One line per reservation, party and source: a replayed write adds nothing. */
export async function insertLines(tx: Db, rows: NewEarningLine[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await tx.insert(earningsLines).values(rows).onConflictDoNothing().returning({ id: earningsLines.id });
  return inserted.length;
}

export async function findReservationLines(tx: Db, reservationId: number): Promise<EarningLineRow[]> {
  return tx.select().from(earningsLines).where(eq(earningsLines.reservationId, reservationId)).orderBy(asc(earningsLines.id));
}

export async function hasSource(tx: Db, reservationId: number, source: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: earningsLines.id })
    .from(earningsLines)
    .where(and(eq(earningsLines.reservationId, reservationId), eq(earningsLines.source, source)))
    .limit(1);
  return row !== undefined;
}

export interface LineFilter {
  party: 'supplier' | 'partner';
  /** Undefined: every payee's (an administrator's view). */
  partyUserId?: number;
  status?: 'unpaid' | 'on_hold' | 'paid';
  currency?: string;
  reservationId?: number;
  /** Creation time from (inclusive) and to (exclusive). */
  from?: Date;
  to?: Date;
}

function whereOf(f: LineFilter): SQL | undefined {
  return and(
    eq(earningsLines.party, f.party),
    f.partyUserId !== undefined ? eq(earningsLines.partyUserId, f.partyUserId) : undefined,
    f.status === 'paid' ? sql`${earningsLines.payoutId} is not null` : undefined,
    f.status === 'unpaid' ? and(isNull(earningsLines.payoutId), eq(earningsLines.onHold, false)) : undefined,
    f.status === 'on_hold' ? and(isNull(earningsLines.payoutId), eq(earningsLines.onHold, true)) : undefined,
    f.currency !== undefined ? eq(earningsLines.currency, f.currency) : undefined,
    f.reservationId !== undefined ? eq(earningsLines.reservationId, f.reservationId) : undefined,
    f.from !== undefined ? gte(earningsLines.createdAt, f.from) : undefined,
    f.to !== undefined ? lt(earningsLines.createdAt, f.to) : undefined,
  );
}

const lineColumns = {
  line: earningsLines,
  bookingNumber: reservations.bookingNumber,
  reservationRef: reservations.ref,
  payoutReference: payouts.reference,
  payoutPaidAt: payouts.paidAt,
};
export type LineView = { line: EarningLineRow; bookingNumber: string | null; reservationRef: string; payoutReference: string | null; payoutPaidAt: Date | null };

/** A page of the filter's lines, newest first; the count comes with the totals (one scan for both). */
export async function listLines(db: Db, f: LineFilter, page: { offset: number; limit: number }): Promise<LineView[]> {
  return db
    .select(lineColumns)
    .from(earningsLines)
    .innerJoin(reservations, eq(reservations.id, earningsLines.reservationId))
    .leftJoin(payouts, eq(payouts.id, earningsLines.payoutId))
    .where(whereOf(f))
    .orderBy(desc(earningsLines.createdAt), desc(earningsLines.id))
    .offset(page.offset)
    .limit(page.limit);
}

/** Per currency over the filter: the number of lines, and the unpaid, on hold and paid sums. */
export async function totals(db: Db, f: LineFilter) {
  return db
    .select({
      currency: earningsLines.currency,
      lines: sql<number>`count(*)::int`,
      unpaid: sql<number>`coalesce(sum(${earningsLines.amountMinor}) filter (where ${earningsLines.payoutId} is null and not ${earningsLines.onHold}), 0)::bigint`,
      onHold: sql<number>`coalesce(sum(${earningsLines.amountMinor}) filter (where ${earningsLines.payoutId} is null and ${earningsLines.onHold}), 0)::bigint`,
      paid: sql<number>`coalesce(sum(${earningsLines.amountMinor}) filter (where ${earningsLines.payoutId} is not null), 0)::bigint`,
    })
    .from(earningsLines)
    .where(whereOf(f))
    .groupBy(earningsLines.currency)
    .orderBy(asc(earningsLines.currency));
}

export async function findLine(db: Db, id: number, party: 'supplier' | 'partner', partyUserId: number | undefined): Promise<LineView | undefined> {
  const [row] = await db
    .select(lineColumns)
    .from(earningsLines)
    .innerJoin(reservations, eq(reservations.id, earningsLines.reservationId))
    .leftJoin(payouts, eq(payouts.id, earningsLines.payoutId))
    .where(and(eq(earningsLines.id, id), whereOf({ party, ...(partyUserId !== undefined ? { partyUserId } : {}) })));
  return row;
}

/** Holds or releases an unpaid line; undefined when the line is paid (or not this party's). */
export async function setOnHold(tx: Db, id: number, party: string, onHold: boolean): Promise<EarningLineRow | undefined> {
  const [row] = await tx
    .update(earningsLines)
    .set({ onHold })
    .where(and(eq(earningsLines.id, id), eq(earningsLines.party, party), isNull(earningsLines.payoutId)))
    .returning();
  return row;
}

/** The chosen lines, locked for the transfer's transaction (in id order, so two transfers never deadlock). */
export async function lockLines(tx: Db, ids: number[]): Promise<EarningLineRow[]> {
  return tx.select().from(earningsLines).where(inArray(earningsLines.id, ids)).orderBy(asc(earningsLines.id)).for('update');
}

export async function insertPayout(tx: Db, row: typeof payouts.$inferInsert): Promise<PayoutRow> {
  const [inserted] = await tx.insert(payouts).values(row).returning();
  return inserted!;
}

/**
 * Marks the lines paid by the payout, each only if still unpaid and not on hold: the conditional update that makes
 * a double payment impossible. Returns the ids it marked; fewer than asked means someone paid one first.
 */
export async function markPaid(tx: Db, ids: number[], payoutId: number): Promise<number[]> {
  const rows = await tx
    .update(earningsLines)
    .set({ payoutId })
    .where(and(inArray(earningsLines.id, ids), isNull(earningsLines.payoutId), eq(earningsLines.onHold, false)))
    .returning({ id: earningsLines.id });
  return rows.map((r) => r.id);
}
