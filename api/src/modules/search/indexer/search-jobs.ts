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

/**
 * Every locale's destinations, `locations_{locale}`: the storefront names the `location_id` facet values from it
 * (getObjects). Built by the full reindex only; a service reindex leaves it alone (see SEARCH_JOBS.reindexAll).
 */
export const LOCATION_INDEXES: readonly { locale: Locale; indexName: string }[] = LOCALES.map((locale) => ({
  locale,
  indexName: SEARCH.indexName('locations', locale),
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
  catalogue: Pick<CatalogueService, 'searchRecords' | 'soldServiceIds' | 'locationRecords'>;
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
      // Destinations change rarely (a service moving, the first or last service of a place): only this job
      // rebuilds them. A facet value missing from the index meanwhile is shown by its id on the storefront.
      for (const { locale, indexName } of LOCATION_INDEXES) {
        await indexer.replaceIndex(indexName, await catalogue.locationRecords(locale));
      }
    },
  };
}

export interface SearchReindexer {
  /**
   * Queues the service's reindex. Catalogue writes need not call it: the triggers of migration 0006 queue this
   * very job (same payload and dedupe key) for any write to the rows a record is built from. Calling it with the
   * write's transaction and the server's queue still helps: it folds into that job and wakes this process's
   * worker at once instead of at its next poll. Repeated calls collapse while the job is pending.
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
      const indexNames = [...SERVICE_INDEXES, ...LOCATION_INDEXES].map((index) => index.indexName);
      const existing = await findVersions(db, indexNames);
      if (existing.size === indexNames.length) return false;
      await enqueueReindexAll();
      return true;
    },
  };
}
