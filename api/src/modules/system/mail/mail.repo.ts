import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { mailOutbox } from '../../../db/schema/mail';

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type NewOutboxMessage = Omit<typeof mailOutbox.$inferInsert, 'id'>;

/** True when the message was written; false when one with its dedupe key already was. */
export async function insertOutboxMessage(db: Db, message: NewOutboxMessage): Promise<boolean> {
  const rows = await db.insert(mailOutbox).values(message).onConflictDoNothing({ target: mailOutbox.dedupeKey }).returning({ id: mailOutbox.id });
  return rows.length > 0;
}

export async function outboxMessageExists(db: Db, dedupeKey: string): Promise<boolean> {
  const rows = await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.dedupeKey, dedupeKey)).limit(1);
  return rows.length > 0;
}

export async function findOutboxMessages(db: Db, toAddress?: string): Promise<OutboxRow[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(toAddress === undefined ? undefined : eq(mailOutbox.toAddress, toAddress))
    .orderBy(asc(mailOutbox.id));
}
