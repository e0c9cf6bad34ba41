import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { siteStripeAccounts } from '../../../db/schema/stripe-connect';

export type StripeAccountRow = typeof siteStripeAccounts.$inferSelect;

/** The site's accounts, by currency. */
export async function listSiteAccounts(db: Db, siteId: number): Promise<StripeAccountRow[]> {
  return db.select().from(siteStripeAccounts).where(eq(siteStripeAccounts.siteId, siteId)).orderBy(asc(siteStripeAccounts.currency));
}

export async function findSiteAccount(db: Db, siteId: number, currency: string): Promise<StripeAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(siteStripeAccounts)
    .where(and(eq(siteStripeAccounts.siteId, siteId), eq(siteStripeAccounts.currency, currency)));
  return row;
}

/**
 * The site's account for the currency becomes `accountId`, connected now by `connectedBy`. Answers the account it
 * replaced, if any, read under the row's lock so that two connections at once each learn what they replaced.
 */
export async function upsertSiteAccount(
  db: Db,
  input: { siteId: number; currency: string; accountId: string; connectedBy: number; connectedAt: Date },
): Promise<{ replaced: string | undefined }> {
  return db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ accountId: siteStripeAccounts.accountId })
      .from(siteStripeAccounts)
      .where(and(eq(siteStripeAccounts.siteId, input.siteId), eq(siteStripeAccounts.currency, input.currency)))
      .for('update');
    await tx
      .insert(siteStripeAccounts)
      .values(input)
      .onConflictDoUpdate({
        target: [siteStripeAccounts.siteId, siteStripeAccounts.currency],
        set: { accountId: sql`excluded.account_id`, connectedBy: sql`excluded.connected_by`, connectedAt: sql`excluded.connected_at` },
      });
    return { replaced: previous && previous.accountId !== input.accountId ? previous.accountId : undefined };
  });
}

/** Removes the site's account for the currency if it is still `accountId`; whether it did. */
export async function deleteSiteAccount(db: Db, siteId: number, currency: string, accountId: string): Promise<boolean> {
  const removed = await db
    .delete(siteStripeAccounts)
    .where(and(eq(siteStripeAccounts.siteId, siteId), eq(siteStripeAccounts.currency, currency), eq(siteStripeAccounts.accountId, accountId)))
    .returning({ id: siteStripeAccounts.id });
  return removed.length > 0;
}

/** How many site and currency pairs take payments into the account. */
export async function countAccountUses(db: Db, accountId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(siteStripeAccounts).where(eq(siteStripeAccounts.accountId, accountId));
  return row?.total ?? 0;
}
