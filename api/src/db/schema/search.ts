import { bigint, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The embedded search engine's records (ARCHITECTURE §5 "Search"). The database is the source of truth, so every
 * API replica answers from the same data; each replica keeps an in-process snapshot per index and reloads it
 * when the index's version (below) moves.
 */
export const searchRecords = pgTable(
  'search_records',
  {
    indexName: text('index_name').notNull(),
    objectId: text('object_id').notNull(),
    /** The record exactly as Algolia would store it (shared-contracts/search SearchRecordSchema). */
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // The primary key's leading column also serves "all records of an index".
  (table) => [primaryKey({ columns: [table.indexName, table.objectId] })],
);

/**
 * One row per index, bumped in the same transaction as every write to its records. Its presence is what makes
 * an index exist (Algolia answers 404 for an index that was never written).
 */
export const searchIndexVersions = pgTable('search_index_versions', {
  indexName: text('index_name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
