import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { ReportParty } from 'shared-contracts/reports';
import type { Db } from '../../../db/client';
import { PaymentMethod } from 'shared-contracts/enums';
import { carts, earningsLines, payments, reservations } from '../../../db/schema/booking';
import { isDecisivePayment } from '../reservations/reservations.repo';

export interface ReportFilter {
  party: ReportParty;
  /** Undefined: every payee's (an administrator's view; always so for the platform). */
  partyUserId?: number;
  currency: string;
  /** Booking (reservation creation) time from (inclusive) and to (exclusive), UTC. */
  from: Date;
  to: Date;
}

/** One booking a report counts (ADR 0024): the party's net lines, what all parties still hold, whether it was cancelled. */
export interface ReportRow {
  reservationId: number;
  createdAt: Date;
  siteId: number;
  serviceId: number;
  priceMinor: number;
  /** The party's lines, sales less reversals. */
  earnedMinor: number;
  /** Every party's lines: what the platform kept of the price (price − refunded). */
  keptMinor: number;
  cancelled: boolean;
  /** Sold through a card terminal: the cart's decisive payment was a terminal's (as the reservations table says). */
  terminal: boolean;
}

const ofParty = (f: Pick<ReportFilter, 'party' | 'partyUserId'>) =>
  and(eq(earningsLines.party, f.party), f.partyUserId !== undefined ? eq(earningsLines.partyUserId, f.partyUserId) : undefined);

/** The bookings in the filter that earned the party a sale line, in booking order. */
export async function reportRows(db: Db, f: ReportFilter): Promise<ReportRow[]> {
  const mine = db
    .select({
      reservationId: earningsLines.reservationId,
      earned: sql<number>`sum(${earningsLines.amountMinor})`.as('earned'),
      cancelled: sql<boolean>`bool_or(${earningsLines.source} like 'cancellation:%')`.as('cancelled'),
    })
    .from(earningsLines)
    .where(and(ofParty(f), eq(earningsLines.currency, f.currency)))
    .groupBy(earningsLines.reservationId)
    .as('mine');
  const rows = await db
    .select({
      reservationId: reservations.id,
      createdAt: reservations.createdAt,
      siteId: carts.siteId,
      serviceId: reservations.serviceId,
      priceMinor: reservations.priceMinor,
      earned: mine.earned,
      cancelled: mine.cancelled,
      kept: sql<number>`(select coalesce(sum(k.amount_minor), 0) from earnings_lines k where k.reservation_id = ${reservations.id})`,
      terminal: sql<boolean>`coalesce(${payments.method} = ${PaymentMethod.STRIPE_TERMINAL}, false)`,
    })
    .from(reservations)
    .innerJoin(mine, eq(mine.reservationId, reservations.id))
    .innerJoin(carts, eq(carts.id, reservations.cartId))
    .leftJoin(payments, and(eq(payments.cartId, reservations.cartId), isDecisivePayment))
    .where(and(gte(reservations.createdAt, f.from), lt(reservations.createdAt, f.to)))
    .orderBy(asc(reservations.createdAt), asc(reservations.id));
  return rows.map((r) => ({
    reservationId: r.reservationId,
    createdAt: r.createdAt,
    siteId: Number(r.siteId),
    serviceId: Number(r.serviceId),
    priceMinor: r.priceMinor,
    earnedMinor: Number(r.earned),
    keptMinor: Number(r.kept),
    cancelled: Boolean(r.cancelled),
    terminal: Boolean(r.terminal),
  }));
}

/** The currencies the party has lines in, alphabetically. */
export async function reportCurrencies(db: Db, f: Pick<ReportFilter, 'party' | 'partyUserId'>): Promise<string[]> {
  const rows = await db.selectDistinct({ currency: earningsLines.currency }).from(earningsLines).where(ofParty(f)).orderBy(asc(earningsLines.currency));
  return rows.map((r) => r.currency);
}
