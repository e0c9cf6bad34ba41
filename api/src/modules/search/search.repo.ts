import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { searchIndexVersions, searchRecords } from '../../db/schema/search';

export type StoredSearchRecord = Record<string, unknown> & { objectID: string };

/** Rows per INSERT: 3 parameters each, well under PostgreSQL's 65,535. */
const CHUNK = 1000;

/** Current version of each named index that exists. One indexed SELECT: the per-query freshness check. */
export async function findVersions(db: Db, indexNames: readonly string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ indexName: searchIndexVersions.indexName, version: searchIndexVersions.version })
    .from(searchIndexVersions)
    .where(inArray(searchIndexVersions.indexName, [...indexNames]));
  return new Map(rows.map((row) => [row.indexName, row.version]));
}

export async function loadRecords(db: Db, indexName: string): Promise<StoredSearchRecord[]> {
  const rows = await db
    .select({ record: searchRecords.record })
    .from(searchRecords)
    .where(eq(searchRecords.indexName, indexName))
    .orderBy(searchRecords.objectId);
  return rows.map((row) => row.record as StoredSearchRecord);
}

export async function upsertRecordRows(db: Db, indexName: string, records: readonly StoredSearchRecord[]): Promise<void> {
  for (let i = 0; i < records.length; i += CHUNK) {
    const rows = records.slice(i, i + CHUNK).map((record) => ({ indexName, objectId: record.objectID, record }));
    await db
      .insert(searchRecords)
      .values(rows)
      .onConflictDoUpdate({
        target: [searchRecords.indexName, searchRecords.objectId],
        set: { record: sql`excluded.record`, updatedAt: sql`now()` },
      });
  }
}

export async function deleteRecordRows(db: Db, indexName: string, objectIds: readonly string[]): Promise<void> {
  for (let i = 0; i < objectIds.length; i += CHUNK) {
    await db
      .delete(searchRecords)
      .where(and(eq(searchRecords.indexName, indexName), inArray(searchRecords.objectId, objectIds.slice(i, i + CHUNK))));
  }
}

export async function deleteAllRecordRows(db: Db, indexName: string): Promise<void> {
  await db.delete(searchRecords).where(eq(searchRecords.indexName, indexName));
}

/** Creates the index on its first write; every later write moves its version on. */
export async function bumpVersion(db: Db, indexName: string): Promise<void> {
  await db
    .insert(searchIndexVersions)
    .values({ indexName, version: 1 })
    .onConflictDoUpdate({
      target: searchIndexVersions.indexName,
      set: { version: sql`${searchIndexVersions.version} + 1`, updatedAt: sql`now()` },
    });
}
