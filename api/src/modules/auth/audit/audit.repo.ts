import { and, desc, eq, gt, type SQL } from 'drizzle-orm';
import type { AuthEvent } from 'shared-contracts/enums';
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

/**
 * Times of the newest `limit` events matching `key` after `since`, newest first. Both call sites are served by
 * the (event, email, created_at) and (event, ip, created_at) indexes.
 */
export async function recentEventTimes(
  db: Db,
  event: AuthEvent,
  key: { email: string } | { ip: string },
  since: Date,
  limit: number,
): Promise<Date[]> {
  const keyCondition: SQL = 'email' in key ? eq(authAuditLog.email, key.email) : eq(authAuditLog.ip, key.ip);
  const rows = await db
    .select({ createdAt: authAuditLog.createdAt })
    .from(authAuditLog)
    .where(and(eq(authAuditLog.event, event), keyCondition, gt(authAuditLog.createdAt, since)))
    .orderBy(desc(authAuditLog.createdAt))
    .limit(limit);
  return rows.map((row) => row.createdAt);
}

export async function lastEventTime(db: Db, event: AuthEvent, email: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: authAuditLog.createdAt })
    .from(authAuditLog)
    .where(and(eq(authAuditLog.event, event), eq(authAuditLog.email, email)))
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
