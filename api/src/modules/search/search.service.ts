import { performance } from 'node:perf_hooks';
import {
  FACET_HITS_LIMITS,
  type GetObjectsInput,
  type GetObjectsResponse,
  type MultipleQueriesInput,
  type MultipleQueriesResponse,
  type SearchForFacetValuesResponse,
  SearchForFacetValuesInputSchema,
  type SearchParams,
  type SearchQuery,
  type SearchResponse,
} from 'shared-contracts/search';
import * as v from 'valibot';
import type { Db } from '../../db/client';
import { FilterSyntaxError } from './filters/ast';
import { searchFacetValues } from './engine/facet-search';
import { describeIssues, echoParams, effectiveParams, SearchRequestError, toEngineQuery } from './engine/params';
import { project, runQuery } from './engine/query';
import { type IndexSettings, SERVICE_INDEX_SETTINGS } from './engine/settings';
import { IndexSnapshot } from './engine/snapshot';
import { findVersions, loadRecords } from './search.repo';

/** Algolia's "index does not exist" (404). */
export class IndexNotFoundError extends Error {
  override name = 'IndexNotFoundError';
  constructor(readonly indexName: string) {
    super(`Index ${indexName} does not exist`);
  }
}

export interface SearchService {
  multipleQueries(input: MultipleQueriesInput): Promise<MultipleQueriesResponse>;
  searchSingleIndex(indexName: string, params: Record<string, unknown>): Promise<SearchResponse>;
  getObjects(input: GetObjectsInput): Promise<GetObjectsResponse>;
  /** Algolia's facet-value search (the storefront's service_type box): values of `facet` matching `facetQuery`. */
  searchForFacetValues(indexName: string, facet: string, request: Record<string, unknown>): Promise<SearchForFacetValuesResponse>;
}

/**
 * The embedded engine. Freshness: every call reads the versions of the indexes it touches (one indexed SELECT)
 * and reloads a snapshot whose version moved, so a write on any replica is visible to the next query on every
 * replica. Concurrent callers share one reload.
 */
export function createSearchService(db: Db, settings: IndexSettings = SERVICE_INDEX_SETTINGS): SearchService {
  const snapshots = new Map<string, IndexSnapshot>();
  const loading = new Map<string, Promise<IndexSnapshot>>();

  function load(indexName: string, version: number): Promise<IndexSnapshot> {
    const key = `${indexName}@${version}`;
    let pending = loading.get(key);
    if (!pending) {
      pending = loadRecords(db, indexName)
        .then((records) => {
          const snapshot = new IndexSnapshot(records, settings, version);
          const current = snapshots.get(indexName);
          if (!current || current.version < version) snapshots.set(indexName, snapshot);
          return snapshot;
        })
        .finally(() => loading.delete(key));
      loading.set(key, pending);
    }
    return pending;
  }

  /** Snapshots at the indexes' current versions; 404 for an index that was never written. */
  async function snapshotsFor(indexNames: readonly string[]): Promise<Map<string, IndexSnapshot>> {
    const unique = [...new Set(indexNames)];
    const versions = await findVersions(db, unique);
    const entries = await Promise.all(
      unique.map(async (name) => {
        const version = versions.get(name);
        if (version === undefined) throw new IndexNotFoundError(name);
        const cached = snapshots.get(name);
        return [name, cached && cached.version === version ? cached : await load(name, version)] as const;
      }),
    );
    return new Map(entries);
  }

  /** `sharedMs`: the version check (and any reload) that the queries of one call share. */
  function answer(snapshot: IndexSnapshot, params: SearchParams, sharedMs: number): SearchResponse {
    const startedAt = performance.now();
    const result = runQuery(snapshot, toEngineQuery(params));
    const elapsed = sharedMs + (performance.now() - startedAt);
    return {
      ...result,
      exhaustiveNbHits: true,
      exhaustiveFacetsCount: true,
      exhaustive: { nbHits: true, facetsCount: true },
      // Algolia reports whole milliseconds; this includes the version check and any snapshot reload.
      processingTimeMS: Math.round(elapsed),
      query: params.query ?? '',
      params: echoParams(params),
    };
  }

  /** Parameter errors are the caller's (400) and must surface before any database work. */
  function prepare(request: Record<string, unknown>): SearchParams {
    const params = effectiveParams(request);
    toEngineQuery(params);
    return params;
  }

  interface PreparedFacetSearch {
    facet: string;
    params: SearchParams;
    facetQuery: string;
    maxFacetHits: number;
  }

  /** A facet-value search, checked like Algolia checks it before any database work. */
  function prepareFacetSearch(facet: string, request: Record<string, unknown>): PreparedFacetSearch {
    if (!settings.attributesForFaceting.includes(facet)) {
      // Algolia's own refusal for a facet that is not declared searchable.
      throw new SearchRequestError(`Cannot search in \`${facet}\` attribute, you need to add \`searchable(${facet})\` to attributesForFaceting.`);
    }
    const params = prepare(request);
    // The legacy `params` string may carry facetQuery/maxFacetHits too; effectiveParams has merged them in.
    const parsed = v.safeParse(SearchForFacetValuesInputSchema, params);
    if (!parsed.success) throw new SearchRequestError(describeIssues(parsed.issues));
    return { facet, params, facetQuery: parsed.output.facetQuery ?? '', maxFacetHits: parsed.output.maxFacetHits ?? FACET_HITS_LIMITS.default };
  }

  function answerFacetSearch(snapshot: IndexSnapshot, search: PreparedFacetSearch, sharedMs: number): SearchForFacetValuesResponse {
    const startedAt = performance.now();
    const { facetHits } = searchFacetValues(snapshot, toEngineQuery(search.params), search);
    return { facetHits, exhaustiveFacetsCount: true, processingTimeMS: Math.round(sharedMs + (performance.now() - startedAt)) };
  }

  type PreparedEntry = { indexName: string } & ({ kind: 'hits'; params: SearchParams } | { kind: 'facet'; search: PreparedFacetSearch });

  function prepareEntry(request: SearchQuery): PreparedEntry {
    if (request.type === 'facet') return { indexName: request.indexName, kind: 'facet', search: prepareFacetSearch(request.facet, request) };
    return { indexName: request.indexName, kind: 'hits', params: prepare(request) };
  }

  return {
    async multipleQueries(input) {
      const startedAt = performance.now();
      const prepared = input.requests.map(prepareEntry);
      const indexes = await snapshotsFor(prepared.map((request) => request.indexName));
      const sharedMs = performance.now() - startedAt;
      const results: MultipleQueriesResponse['results'] = [];
      for (const entry of prepared) {
        const snapshot = indexes.get(entry.indexName) as IndexSnapshot;
        if (entry.kind === 'facet') {
          // Algolia's facet entry answers as the facet-value endpoint does, without `index`.
          results.push(answerFacetSearch(snapshot, entry.search, sharedMs));
          continue;
        }
        const response = answer(snapshot, entry.params, sharedMs);
        results.push({ ...response, index: entry.indexName });
        // stopIfEnoughMatches: later queries run only while the earlier ones found fewer hits than a page.
        if (input.strategy === 'stopIfEnoughMatches' && response.nbHits >= response.hitsPerPage) break;
      }
      return { results };
    },

    async searchSingleIndex(indexName, request) {
      const startedAt = performance.now();
      const params = prepare(request);
      const snapshot = (await snapshotsFor([indexName])).get(indexName) as IndexSnapshot;
      return answer(snapshot, params, performance.now() - startedAt);
    },

    async searchForFacetValues(indexName, facet, request) {
      const startedAt = performance.now();
      const search = prepareFacetSearch(facet, request);
      const snapshot = (await snapshotsFor([indexName])).get(indexName) as IndexSnapshot;
      return answerFacetSearch(snapshot, search, performance.now() - startedAt);
    },

    async getObjects(input) {
      const indexes = await snapshotsFor(input.requests.map((request) => request.indexName));
      const results = input.requests.map(({ indexName, objectID, attributesToRetrieve }) => {
        const snapshot = indexes.get(indexName) as IndexSnapshot;
        const doc = snapshot.byId.get(objectID);
        if (doc === undefined) return null;
        const attributes = attributesToRetrieve === undefined ? null : typeof attributesToRetrieve === 'string' ? attributesToRetrieve.split(',') : attributesToRetrieve;
        return project(snapshot.records[doc] as Record<string, unknown>, attributes);
      });
      return { results };
    },
  };
}

export { FilterSyntaxError, SearchRequestError };
