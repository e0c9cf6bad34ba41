import { and, eq, inArray, TransactionRollbackError } from 'drizzle-orm';
import { MediaState } from 'shared-contracts/enums';
import type { Db } from '../../../db/client';
import { files } from '../../../db/schema/files';
import { ownedBy, type TenantScope } from '../../../lib/tenancy';

export type FileRow = typeof files.$inferSelect;
export type NewFileRow = Omit<typeof files.$inferInsert, 'id' | 'state' | 'createdAt'>;

/** A new row in Processing: the bytes are still being checked and stored. */
export async function insertProcessingFile(db: Db, values: NewFileRow): Promise<FileRow> {
  const [row] = await db.insert(files).values({ ...values, state: MediaState.Processing }).returning();
  return row!;
}

export async function approveFile(db: Db, id: number): Promise<FileRow> {
  const [row] = await db.update(files).set({ state: MediaState.Approved }).where(eq(files.id, id)).returning();
  return row!;
}

/** Drops the row of an upload that failed its checks: no bytes were ever kept, so there is nothing to record. */
export async function deleteFailedUpload(db: Db, id: number): Promise<void> {
  await db.delete(files).where(and(eq(files.id, id), eq(files.state, MediaState.Processing)));
}

export async function findFileByKey(db: Db, storageKey: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.storageKey, storageKey));
  return row;
}

/**
 * Marks the files Deleted, all or none: when one id is not the scope's, is still Processing or is already Deleted,
 * nothing changes and undefined is returned. The rows that were marked are returned otherwise.
 */
export async function markDeleted(db: Db, scope: TenantScope, ids: readonly number[]): Promise<FileRow[] | undefined> {
  try {
    return await db.transaction(async (tx) => {
      const rows = await tx
        .update(files)
        .set({ state: MediaState.Deleted })
        .where(and(inArray(files.id, [...ids]), inArray(files.state, [MediaState.Approved, MediaState.Hide]), ownedBy(scope, files.ownerUserId)))
        .returning();
      if (rows.length !== ids.length) tx.rollback();
      return rows;
    });
  } catch (error) {
    if (error instanceof TransactionRollbackError) return undefined;
    throw error;
  }
}
