import { and, count, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { customerLoginTokens, customerSessions } from '../../../db/schema/customer';

export type LoginTokenRow = typeof customerLoginTokens.$inferSelect;

/**
 * Serialises the rate limit of one key (an e-mail or an IP) until the caller's transaction ends: a transaction-scoped
 * advisory lock, so two concurrent requests cannot both count 4 and both insert the 5th and 6th link.
 */
export async function lockRateLimitKey(tx: Db, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

export async function insertLoginToken(db: Db, row: typeof customerLoginTokens.$inferInsert): Promise<void> {
  await db.insert(customerLoginTokens).values(row);
}

/** Login links requested for `email` since `since` (the rate limit's window). */
export async function countTokensByEmail(db: Db, email: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(customerLoginTokens)
    .where(and(eq(customerLoginTokens.email, email), gt(customerLoginTokens.createdAt, since)));
  return row?.n ?? 0;
}

export async function countTokensByIp(db: Db, ip: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(customerLoginTokens)
    .where(and(eq(customerLoginTokens.ip, ip), gt(customerLoginTokens.createdAt, since)));
  return row?.n ?? 0;
}

/** The oldest request time of `email` (or `ip`) inside the window: the window frees a slot when it ages out. */
export async function oldestTokenSince(db: Db, key: { email: string } | { ip: string }, since: Date): Promise<Date | undefined> {
  const keyCondition = 'email' in key ? eq(customerLoginTokens.email, key.email) : eq(customerLoginTokens.ip, key.ip);
  const [row] = await db
    .select({ createdAt: customerLoginTokens.createdAt })
    .from(customerLoginTokens)
    .where(and(keyCondition, gt(customerLoginTokens.createdAt, since)))
    .orderBy(customerLoginTokens.createdAt)
    .limit(1);
  return row?.createdAt;
}

/**
 * Spends a link: only an unused, unexpired one, in one statement, so two concurrent openings cannot both win.
 * Returns the row when this call spent it.
 */
export async function consumeLoginToken(db: Db, tokenHash: string, siteId: number | null, now: Date): Promise<LoginTokenRow | undefined> {
  // A link requested on a site opens only there; one requested on the platform host opens wherever its mail points.
  const onSite = siteId === null ? isNull(customerLoginTokens.siteId) : or(isNull(customerLoginTokens.siteId), eq(customerLoginTokens.siteId, siteId));
  const [row] = await db
    .update(customerLoginTokens)
    .set({ usedAt: now })
    .where(and(eq(customerLoginTokens.tokenHash, tokenHash), onSite, isNull(customerLoginTokens.usedAt), gt(customerLoginTokens.expiresAt, now)))
    .returning();
  return row;
}

export async function findLoginToken(db: Db, tokenHash: string): Promise<LoginTokenRow | undefined> {
  const [row] = await db.select().from(customerLoginTokens).where(eq(customerLoginTokens.tokenHash, tokenHash));
  return row;
}

export async function insertSession(db: Db, row: typeof customerSessions.$inferInsert): Promise<void> {
  await db.insert(customerSessions).values(row);
}

/** A live session of `siteId` (null: the platform host's): neither revoked nor expired, nor another site's. */
export async function findLiveSession(db: Db, tokenHash: string, siteId: number | null, now: Date): Promise<{ email: string; expiresAt: Date } | undefined> {
  const [row] = await db
    .select({ email: customerSessions.email, expiresAt: customerSessions.expiresAt })
    .from(customerSessions)
    .where(
      and(
        eq(customerSessions.tokenHash, tokenHash),
        siteId === null ? isNull(customerSessions.siteId) : eq(customerSessions.siteId, siteId),
        isNull(customerSessions.revokedAt),
        gt(customerSessions.expiresAt, now),
      ),
    );
  return row;
}

export async function revokeSession(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(customerSessions)
    .set({ revokedAt: now })
    .where(and(eq(customerSessions.tokenHash, tokenHash), isNull(customerSessions.revokedAt)));
}
