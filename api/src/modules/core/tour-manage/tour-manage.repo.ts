import { and, asc, eq, inArray, max, or, sql } from 'drizzle-orm';
import { ServiceTypeId } from 'shared-contracts/enums';
import type { Db } from '../../../db/client';
import { activityOptions, services, ticketPrices, tickets } from '../../../db/schema/catalogue';
import { ownedBy, type TenantScope } from '../../../lib/tenancy';

export type OptionRow = typeof activityOptions.$inferSelect;
export type TicketRow = typeof tickets.$inferSelect;
export type PriceRowDb = typeof ticketPrices.$inferSelect;

const ACTIVITY_TYPES = [ServiceTypeId.activities, ServiceTypeId.events];

export interface OwnedTour {
  id: number;
  currency: string;
  timeZone: string;
}

/** An activity or event inside the scope; undefined for one that does not exist and for another tenant's alike. */
export async function findOwnedTour(db: Db, scope: TenantScope, id: number): Promise<OwnedTour | undefined> {
  const [row] = await db
    .select({ id: services.id, currency: services.currency, timeZone: services.timeZone })
    .from(services)
    .where(and(eq(services.id, id), inArray(services.serviceType, ACTIVITY_TYPES), ownedBy(scope, services.supplierUserId)));
  return row;
}

/** Every activity and event of the scope, with its time zone. */
export async function findOwnedTours(db: Db, scope: TenantScope, ids?: readonly number[]): Promise<{ id: number; timeZone: string }[]> {
  return db
    .select({ id: services.id, timeZone: services.timeZone })
    .from(services)
    .where(and(inArray(services.serviceType, ACTIVITY_TYPES), ownedBy(scope, services.supplierUserId), ids ? inArray(services.id, [...ids]) : undefined));
}

/* ------------------------------------------------------------------ options */

export async function findOptions(db: Db, tourIds: readonly number[]): Promise<OptionRow[]> {
  if (tourIds.length === 0) return [];
  return db
    .select()
    .from(activityOptions)
    .where(inArray(activityOptions.serviceId, [...tourIds]))
    .orderBy(asc(activityOptions.position), asc(activityOptions.id));
}

/** The tour's option, locked for the rest of the transaction when `lock` (price writes and deletes wait on it). */
/** Options by id, whatever their activity (the caller then checks the activity is in its scope). */
export async function findOptionsByIds(db: Db, ids: readonly number[]): Promise<OptionRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(activityOptions).where(inArray(activityOptions.id, [...ids]));
}

export async function findOption(db: Db, tourId: number, optionId: number, { lock = false } = {}): Promise<OptionRow | undefined> {
  const query = db
    .select()
    .from(activityOptions)
    .where(and(eq(activityOptions.id, optionId), eq(activityOptions.serviceId, tourId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function nextOptionPosition(db: Db, tourId: number): Promise<number> {
  const [row] = await db.select({ last: max(activityOptions.position) }).from(activityOptions).where(eq(activityOptions.serviceId, tourId));
  return (row?.last ?? -1) + 1;
}

export async function insertOption(db: Db, values: typeof activityOptions.$inferInsert): Promise<OptionRow> {
  const [row] = await db.insert(activityOptions).values(values).returning();
  if (!row) throw new Error('insert returned no option');
  return row;
}

export async function updateOption(db: Db, id: number, values: Pick<OptionRow, 'names' | 'descriptions'> & { position?: number | undefined }): Promise<void> {
  await db.update(activityOptions).set(values).where(eq(activityOptions.id, id));
}

export async function deleteOption(db: Db, id: number): Promise<void> {
  await db.delete(activityOptions).where(eq(activityOptions.id, id));
}

/* ------------------------------------------------------------------ tickets */

export async function findTickets(db: Db, tourId: number): Promise<TicketRow[]> {
  return db.select().from(tickets).where(eq(tickets.serviceId, tourId)).orderBy(asc(tickets.position), asc(tickets.id));
}

export async function findTicket(db: Db, tourId: number, ticketId: number, { lock = false } = {}): Promise<TicketRow | undefined> {
  const query = db
    .select()
    .from(tickets)
    .where(and(eq(tickets.id, ticketId), eq(tickets.serviceId, tourId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function nextTicketPosition(db: Db, tourId: number): Promise<number> {
  const [row] = await db.select({ last: max(tickets.position) }).from(tickets).where(eq(tickets.serviceId, tourId));
  return (row?.last ?? -1) + 1;
}

export async function insertTicket(db: Db, values: typeof tickets.$inferInsert): Promise<TicketRow> {
  const [row] = await db.insert(tickets).values(values).returning();
  if (!row) throw new Error('insert returned no ticket');
  return row;
}

export async function updateTicket(
  db: Db,
  id: number,
  values: Pick<TicketRow, 'pricingType' | 'pricingBasis' | 'memberCount' | 'names'> & { position?: number | undefined },
): Promise<void> {
  await db.update(tickets).set(values).where(eq(tickets.id, id));
}

export async function deleteTicket(db: Db, id: number): Promise<void> {
  await db.delete(tickets).where(eq(tickets.id, id));
}

/**
 * Locks the tour's options and tickets named (ids ascending, so two writers never wait on each other crosswise) and
 * returns the ids that are the tour's. Price writes hold these locks: two saves of one pair run one after the
 * other, and an option or ticket cannot be deleted under a save.
 */
export async function lockTourParts(db: Db, tourId: number, ids: { optionIds: readonly number[]; ticketIds: readonly number[] }) {
  const sortedOptions = [...new Set(ids.optionIds)].sort((a, b) => a - b);
  const sortedTickets = [...new Set(ids.ticketIds)].sort((a, b) => a - b);
  const options = sortedOptions.length
    ? await db
        .select({ id: activityOptions.id })
        .from(activityOptions)
        .where(and(eq(activityOptions.serviceId, tourId), inArray(activityOptions.id, sortedOptions)))
        .orderBy(asc(activityOptions.id))
        .for('update')
    : [];
  const ticketRows = sortedTickets.length
    ? await db
        .select({ id: tickets.id })
        .from(tickets)
        .where(and(eq(tickets.serviceId, tourId), inArray(tickets.id, sortedTickets)))
        .orderBy(asc(tickets.id))
        .for('update')
    : [];
  return { optionIds: new Set(options.map((o) => o.id)), ticketIds: new Set(ticketRows.map((t) => t.id)) };
}

/* ------------------------------------------------------------------ prices */

/** Every price row of the tour's tickets, by ticket, option and season. */
export async function findTourPrices(db: Db, tourId: number): Promise<PriceRowDb[]> {
  return db
    .select({
      id: ticketPrices.id,
      ticketId: ticketPrices.ticketId,
      optionId: ticketPrices.optionId,
      validFrom: ticketPrices.validFrom,
      validTo: ticketPrices.validTo,
      priceMinor: ticketPrices.priceMinor,
    })
    .from(ticketPrices)
    .innerJoin(tickets, eq(tickets.id, ticketPrices.ticketId))
    .where(eq(tickets.serviceId, tourId))
    .orderBy(asc(ticketPrices.ticketId), asc(ticketPrices.optionId), sql`${ticketPrices.validFrom} asc nulls first`, asc(ticketPrices.id));
}

export interface PriceValues {
  ticketId: number;
  optionId: number;
  priceMinor: number;
  validFrom: string | null;
  validTo: string | null;
}

export type PriceScope = { optionId: number } | { ticketId: number } | { pairs: readonly { optionId: number; ticketId: number }[] };

/** Replaces the prices in `scope` (an option's, a ticket's, or those of option-ticket pairs) with `rows`. */
export async function replacePrices(db: Db, scope: PriceScope, rows: readonly PriceValues[]): Promise<void> {
  const where =
    'optionId' in scope
      ? eq(ticketPrices.optionId, scope.optionId)
      : 'ticketId' in scope
        ? eq(ticketPrices.ticketId, scope.ticketId)
        : or(...scope.pairs.map((pair) => and(eq(ticketPrices.optionId, pair.optionId), eq(ticketPrices.ticketId, pair.ticketId))));
  if ('pairs' in scope && scope.pairs.length === 0) return;
  await db.delete(ticketPrices).where(where);
  if (rows.length) await db.insert(ticketPrices).values([...rows]);
}
