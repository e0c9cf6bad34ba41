import { LOCALES, type Locale, SEARCH } from 'shared-contracts/constants';
import type { SearchRecordInput } from 'shared-contracts/search';
import * as v from 'valibot';
import type { Db } from '../../../db/client';
import type { CatalogueService, SearchRecord as CatalogueRecord } from '../../core/catalogue/catalogue.service';
import type { EnqueueOptions, JobHandlers, JobQueue } from '../../system/jobs/jobs.service';
import { findVersions } from '../search.repo';
import type { SearchIndexer } from './indexer.service';

/** Job kinds of the search indexer, as stored in jobs.kind. */
export const SEARCH_JOBS = {
  reindexService: 'search.reindex-service',
  reindexAll: 'search.reindex-all',
} as const;

/** Every locale has its index, `services_{locale}` (spec 002 §9), whether or not a site enables it yet. */
export const SERVICE_INDEXES: readonly { locale: Locale; indexName: string }[] = LOCALES.map((locale) => ({
  locale,
  indexName: SEARCH.indexName('services', locale),
}));

/** Services per catalogue read in a full reindex: bounds the size of each query's id list. */
const REINDEX_BATCH = 250;

const ReindexServicePayloadSchema = v.object({ serviceId: v.pipe(v.number(), v.integer(), v.minValue(1)) });

/**
 * The catalogue's record in the search contract's shape. A service without any price yet (a restaurant, a
 * rental with no rate) keeps lowest_price null: it stays findable by text and facets but matches no numeric
 * price filter, as a record without the attribute does on Algolia.
 */
export function toIndexRecord(record: CatalogueRecord): SearchRecordInput {
  const { location_name: locationName, ...rest } = record;
  return { ...rest, ...(locationName === null ? {} : { location_name: locationName }) };
}

/** A record belongs in search while the service is active and at least one site sells it. */
const indexable = (record: CatalogueRecord) => record.site_ids.length > 0;

export interface SearchJobsDeps {
  catalogue: Pick<CatalogueService, 'searchRecords' | 'soldServiceIds'>;
  indexer: SearchIndexer;
}

export function createSearchJobHandlers({ catalogue, indexer }: SearchJobsDeps): JobHandlers {
  return {
    async [SEARCH_JOBS.reindexService](payload) {
      const { serviceId } = v.parse(ReindexServicePayloadSchema, payload);
      for (const { locale, indexName } of SERVICE_INDEXES) {
        const [record] = await catalogue.searchRecords([serviceId], locale);
        if (record && indexable(record)) await indexer.upsertRecords(indexName, [toIndexRecord(record)]);
        else await indexer.deleteRecords(indexName, [String(serviceId)]);
      }
    },

    async [SEARCH_JOBS.reindexAll]() {
      const ids = await catalogue.soldServiceIds();
      for (const { locale, indexName } of SERVICE_INDEXES) {
        const records: SearchRecordInput[] = [];
        for (let i = 0; i < ids.length; i += REINDEX_BATCH) {
          const batch = await catalogue.searchRecords(ids.slice(i, i + REINDEX_BATCH), locale);
          records.push(...batch.filter(indexable).map(toIndexRecord));
        }
        await indexer.replaceIndex(indexName, records);
      }
    },
  };
}

export interface SearchReindexer {
  /**
   * The hook for every write that changes what a service's search record holds: the service itself, its
   * translations, prices, categories, or a site bucket that adds or removes it. Pass the write's transaction,
   * so the job exists exactly when the change commits. Repeated calls collapse while the job is pending.
   */
  enqueueServiceReindex(serviceId: number, options?: Pick<EnqueueOptions, 'tx'>): Promise<void>;
  enqueueReindexAll(options?: Pick<EnqueueOptions, 'tx'>): Promise<void>;
  /** Enqueues a full reindex when any locale's index does not exist yet (a fresh database). */
  ensureIndexes(): Promise<boolean>;
}

export function createSearchReindexer(db: Db, queue: JobQueue): SearchReindexer {
  const enqueueReindexAll = async ({ tx }: Pick<EnqueueOptions, 'tx'> = {}) => {
    await queue.enqueue(SEARCH_JOBS.reindexAll, {}, { tx, dedupeKey: SEARCH_JOBS.reindexAll });
  };
  return {
    async enqueueServiceReindex(serviceId, { tx } = {}) {
      await queue.enqueue(SEARCH_JOBS.reindexService, { serviceId }, { tx, dedupeKey: `${SEARCH_JOBS.reindexService}:${serviceId}` });
    },
    enqueueReindexAll,
    async ensureIndexes() {
      const existing = await findVersions(db, SERVICE_INDEXES.map((index) => index.indexName));
      if (existing.size === SERVICE_INDEXES.length) return false;
      await enqueueReindexAll();
      return true;
    },
  };
}
