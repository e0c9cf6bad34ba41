import { and, desc, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { AuthEvent } from 'shared-contracts/enums';
import type { Db } from '../../../db/client';
import { authAuditLog } from '../../../db/schema/auth';

export interface AuditEntry {
  event: AuthEvent;
  userId?: number | null;
  email?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  detail?: Record<string, unknown> | null;
}

export async function insertAuditEntry(db: Db, entry: AuditEntry, at: Date): Promise<void> {
  await db.insert(authAuditLog).values({
    event: entry.event,
    userId: entry.userId ?? null,
    email: entry.email ?? null,
    ip: entry.ip ?? null,
    userAgent: entry.userAgent ?? null,
    detail: entry.detail ?? null,
    createdAt: at,
  });
}

/** The attempts the login limits count: a wrong password, an unknown e-mail, and a blocked account's right password. */
const FAILED_ATTEMPTS: AuthEvent[] = [AuthEvent.LOGIN_FAILED, AuthEvent.LOGIN_BLOCKED];

/** Whose attempts: one account (from one address, when `ip` is given; null is "no known address"), or one address. */
export type AttemptKey = { email: string; ip?: string | null } | { ip: string };

const keyConditions = (key: AttemptKey): SQL[] => {
  const conditions: SQL[] = [];
  if ('email' in key) conditions.push(eq(authAuditLog.email, key.email));
  if ('ip' in key && key.ip !== undefined) conditions.push(key.ip === null ? isNull(authAuditLog.ip) : eq(authAuditLog.ip, key.ip));
  return conditions;
};

/**
 * Serialises the login decisions that count against `key` until the caller's transaction ends: a transaction-scoped
 * advisory lock (as the customer login-link limits take), so concurrent attempts are counted one after the other.
 */
export async function lockLoginKey(tx: Db, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/**
 * Times of the newest `limit` failed attempts matching `key` after `since`, newest first. Served by the
 * (event, email, created_at) and (event, ip, created_at) indexes.
 */
export async function recentFailureTimes(db: Db, key: AttemptKey, since: Date, limit: number): Promise<Date[]> {
  const rows = await db
    .select({ createdAt: authAuditLog.createdAt })
    .from(authAuditLog)
    .where(and(inArray(authAuditLog.event, FAILED_ATTEMPTS), ...keyConditions(key), gt(authAuditLog.createdAt, since)))
    .orderBy(desc(authAuditLog.createdAt))
    .limit(limit);
  return rows.map((row) => row.createdAt);
}

/** The newest successful login of an account (from one address, when `ip` is given). */
export async function lastSuccessTime(db: Db, key: { email: string; ip?: string | null }): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: authAuditLog.createdAt })
    .from(authAuditLog)
    .where(and(eq(authAuditLog.event, AuthEvent.LOGIN_SUCCEEDED), ...keyConditions(key)))
    .orderBy(desc(authAuditLog.createdAt))
    .limit(1);
  return row?.createdAt;
}

export async function listAuditEntries(db: Db, filter: { event?: AuthEvent; email?: string } = {}) {
  const conditions: SQL[] = [];
  if (filter.event) conditions.push(eq(authAuditLog.event, filter.event));
  if (filter.email) conditions.push(eq(authAuditLog.email, filter.email));
  return db
    .select()
    .from(authAuditLog)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(authAuditLog.id));
}
