import { SEARCH } from 'shared-contracts/constants';
import { type LocationRecord, type LocationRecordInput, LocationRecordSchema, type SearchRecord, type SearchRecordInput, SearchRecordSchema } from 'shared-contracts/search';
import * as v from 'valibot';
import type { Db } from '../../../db/client';
import { bumpVersion, deleteAllRecordRows, deleteRecordRows, upsertRecordRows } from '../search.repo';
import { type AlgoliaPush, noAlgoliaPush } from './algolia-push';

/** A record the catalogue produced does not match the search contract: the producer's bug. */
export class InvalidSearchRecordError extends Error {
  override name = 'InvalidSearchRecordError';
}

/**
 * The one way records enter search. The catalogue (or the background queue acting for it) calls these; each
 * writes search_records and bumps the index's version in one transaction, so every replica's next query sees
 * the change. Then the same records go to Algolia when it is configured. The database write is the truth: a
 * push that fails after it rejects, and the caller (a queue job) retries the whole idempotent call.
 */
export interface SearchIndexer {
  upsertRecords(indexName: string, records: readonly IndexRecordInput[]): Promise<void>;
  deleteRecords(indexName: string, objectIDs: readonly string[]): Promise<void>;
  /** The index becomes exactly these records (creating it if needed). */
  replaceIndex(indexName: string, records: readonly IndexRecordInput[]): Promise<void>;
}

/** A record of any index: `services_{locale}` holds SearchRecords, `locations_{locale}` LocationRecords. */
export type IndexRecordInput = SearchRecordInput | LocationRecordInput;
export type IndexRecord = SearchRecord | LocationRecord;

const LOCATION_INDEX = new RegExp(`^${SEARCH.indexName('locations', '[a-z]+')}$`);

/** The contract of the records an index holds, by its name. */
export function recordSchemaFor(indexName: string): typeof SearchRecordSchema | typeof LocationRecordSchema {
  return LOCATION_INDEX.test(indexName) ? LocationRecordSchema : SearchRecordSchema;
}

function validated(indexName: string, records: readonly IndexRecordInput[]): IndexRecord[] {
  const schema = recordSchemaFor(indexName);
  const seen = new Set<string>();
  return records.map((record, i) => {
    const result = v.safeParse(schema, record);
    if (!result.success) {
      const detail = result.issues.map((issue) => `${v.getDotPath(issue) ?? ''}: ${issue.message}`).join('; ');
      throw new InvalidSearchRecordError(`search record ${i} (${String(record.objectID)}): ${detail}`);
    }
    if (seen.has(result.output.objectID)) throw new InvalidSearchRecordError(`search record ${i}: duplicate objectID ${result.output.objectID}`);
    seen.add(result.output.objectID);
    return result.output;
  });
}

export function createSearchIndexer(db: Db, push: AlgoliaPush = noAlgoliaPush): SearchIndexer {
  return {
    async upsertRecords(indexName, input) {
      const records = validated(indexName, input);
      if (!records.length) return;
      await db.transaction(async (tx) => {
        await upsertRecordRows(tx, indexName, records);
        await bumpVersion(tx, indexName);
      });
      await push.saveObjects(indexName, records);
    },

    async deleteRecords(indexName, objectIDs) {
      if (!objectIDs.length) return;
      await db.transaction(async (tx) => {
        await deleteRecordRows(tx, indexName, objectIDs);
        await bumpVersion(tx, indexName);
      });
      await push.deleteObjects(indexName, objectIDs);
    },

    async replaceIndex(indexName, input) {
      const records = validated(indexName, input);
      await db.transaction(async (tx) => {
        await deleteAllRecordRows(tx, indexName);
        await upsertRecordRows(tx, indexName, records);
        await bumpVersion(tx, indexName);
      });
      await push.replaceAllObjects(indexName, records);
    },
  };
}
