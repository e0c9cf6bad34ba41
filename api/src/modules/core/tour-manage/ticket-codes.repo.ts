import { and, asc, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { ticketCodes } from '../../../db/schema/products';

export type TicketCodeRow = typeof ticketCodes.$inferSelect;

/** Rows per INSERT of an upload. */
const INSERT_CHUNK = 1000;

export interface CodeFilter {
  search?: string | undefined;
  used?: boolean | undefined;
}

const matching = (tourId: number, filter: CodeFilter) =>
  and(
    eq(ticketCodes.serviceId, tourId),
    filter.search ? sql`strpos(${ticketCodes.code}, ${filter.search}) > 0` : undefined,
    filter.used === undefined ? undefined : filter.used ? isNotNull(ticketCodes.usedAt) : isNull(ticketCodes.usedAt),
  );

/** One page of the tour's codes in upload order, and how many match. */
export async function findCodes(db: Db, tourId: number, filter: CodeFilter, page: { offset: number; limit: number }) {
  const [total] = await db.select({ n: count() }).from(ticketCodes).where(matching(tourId, filter));
  const rows = await db.select().from(ticketCodes).where(matching(tourId, filter)).orderBy(asc(ticketCodes.id)).limit(page.limit).offset(page.offset);
  return { rows, total: total?.n ?? 0 };
}

export async function countCodes(db: Db, tourId: number, used: boolean): Promise<number> {
  const [row] = await db.select({ n: count() }).from(ticketCodes).where(matching(tourId, { used }));
  return row?.n ?? 0;
}

/**
 * Stores the codes the tour does not have yet and returns those it stored. The unique (service, code) decides, so
 * two uploads at once never store one code twice.
 */
export async function insertNewCodes(db: Db, tourId: number, codes: readonly string[], now: Date): Promise<Set<string>> {
  const stored = new Set<string>();
  for (let i = 0; i < codes.length; i += INSERT_CHUNK) {
    const rows = await db
      .insert(ticketCodes)
      .values(codes.slice(i, i + INSERT_CHUNK).map((code) => ({ serviceId: tourId, code, createdAt: now })))
      .onConflictDoNothing({ target: [ticketCodes.serviceId, ticketCodes.code] })
      .returning({ code: ticketCodes.code });
    for (const row of rows) stored.add(row.code);
  }
  return stored;
}

/** Deletes the tour's codes not yet handed out; returns how many. */
export async function deleteUnusedCodes(db: Db, tourId: number): Promise<number> {
  const rows = await db
    .delete(ticketCodes)
    .where(and(eq(ticketCodes.serviceId, tourId), isNull(ticketCodes.usedAt)))
    .returning({ id: ticketCodes.id });
  return rows.length;
}

/** Deletes one code of the tour if it was not handed out; returns whether it did. */
export async function deleteUnusedCode(db: Db, tourId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(ticketCodes)
    .where(and(eq(ticketCodes.id, id), eq(ticketCodes.serviceId, tourId), isNull(ticketCodes.usedAt)))
    .returning({ id: ticketCodes.id });
  return rows.length > 0;
}

export async function findCode(db: Db, tourId: number, id: number): Promise<TicketCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(ticketCodes)
    .where(and(eq(ticketCodes.id, id), eq(ticketCodes.serviceId, tourId)));
  return row;
}
