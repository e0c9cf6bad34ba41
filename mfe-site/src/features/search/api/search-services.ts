/**
 * One search of the page (spec 001 §8): its 3 queries, plus the map's when the map is open, in ONE multi-query
 * request; the service-type counts, a facet search of their own ('Failed to fetch data!' when it fails); and the
 * names of the destination facet's values, ONE getObjects call to `locations_{locale}` ('Failed to fetch
 * locations from object ids!' when it fails).
 */
import { useMemo } from 'react';
import useSWR from 'swr';
import * as v from 'valibot';
import { SEARCH } from 'shared-contracts/constants';
import { SEARCH_SERVICE_TYPES } from 'shared-contracts/search';
import { useStorefront } from '../../../lib/storefront';
import { buildSearchRequests, buildServiceTypeFacetRequest, categoryAttribute, LOCATION_FACET, type BoundingBox, type SearchQueryRequest } from '../lib/search-filters';
import { toSearchFilter, type SearchState } from '../lib/search-state';
import { useServiceOrigin } from 'shared-runtime/session';
import { createSearchClient, locationOf, type SearchClient } from './search-client';
import { useSearchConfig } from './get-search-config';

const GeolocSchema = v.object({ lat: v.number(), lng: v.number() });

/** What a result card reads of a record; other attributes are ignored. */
export const ServiceHitSchema = v.object({
  objectID: v.string(),
  name: v.string(),
  service_type: v.picklist(SEARCH_SERVICE_TYPES),
  image: v.optional(v.nullable(v.string()), null),
  location_name: v.optional(v.nullable(v.string()), null),
  lowest_price: v.optional(v.nullable(v.number()), null),
  currency: v.optional(v.nullable(v.string()), null),
  ratings: v.optional(v.nullable(v.number()), null),
  _geoloc: v.optional(v.nullable(GeolocSchema), null),
});
export type ServiceHit = v.InferOutput<typeof ServiceHitSchema>;

/** What a marker reads (the map query retrieves only these). */
export const MapHitSchema = v.object({
  objectID: v.string(),
  name: v.string(),
  service_type: v.picklist(SEARCH_SERVICE_TYPES),
  location_name: v.optional(v.nullable(v.string()), null),
  lowest_price: v.optional(v.nullable(v.number()), null),
  currency: v.optional(v.nullable(v.string()), null),
  _geoloc: GeolocSchema,
});
export type MapHit = v.InferOutput<typeof MapHitSchema>;

const FacetsSchema = v.optional(v.record(v.string(), v.record(v.string(), v.number())), {});
const ResultSchema = v.object({
  hits: v.array(v.unknown()),
  nbHits: v.number(),
  nbPages: v.optional(v.number(), 0),
  facets: FacetsSchema,
  facets_stats: v.optional(v.record(v.string(), v.object({ min: v.number(), max: v.number() })), {}),
});
type Result = v.InferOutput<typeof ResultSchema>;

function hitsOf<S extends v.GenericSchema>(schema: S, hits: unknown[]): Array<v.InferOutput<S>> {
  // A record the page cannot show (an older shape, a missing position) is skipped, not fatal to the search.
  return hits.flatMap((hit) => {
    const parsed = v.safeParse(schema, hit);
    return parsed.success ? [parsed.output] : [];
  });
}

export interface ServiceSearchResult {
  hits: ServiceHit[];
  nbHits: number;
  nbPages: number;
  /** Category counts without the category filter (query 2). */
  categoryCounts: Record<string, number>;
  /** Per location id, without the destination filter (query 2). */
  locationCounts: Record<string, number>;
  /** The price range of the results, whatever price is chosen (query 3). */
  priceStats: { min: number; max: number } | null;
  /** Count per rating value, whatever rating is chosen (query 3). */
  ratingCounts: Record<string, number>;
  /** Hits with a position (query 4); null without the map. */
  mapHits: MapHit[] | null;
}

async function runQueries(client: SearchClient, requests: SearchQueryRequest[]): Promise<Result[]> {
  const { results } = await client.search({ requests });
  return results.map((result) => v.parse(ResultSchema, result));
}

export async function searchServices(client: SearchClient, requests: SearchQueryRequest[]): Promise<ServiceSearchResult> {
  const [main, categories, prices, map] = await runQueries(client, requests);
  if (!main || !categories || !prices) throw new Error('search: fewer results than queries');
  const category = requests[1]?.facets?.[0];
  return {
    hits: hitsOf(ServiceHitSchema, main.hits),
    nbHits: main.nbHits,
    nbPages: main.nbPages,
    categoryCounts: (category && categories.facets[category]) || {},
    locationCounts: categories.facets[LOCATION_FACET] ?? {},
    priceStats: prices.facets_stats.lowest_price ?? null,
    ratingCounts: prices.facets.ratings ?? {},
    mapHits: map ? hitsOf(MapHitSchema, map.hits) : null,
  };
}

export async function getServiceTypeCounts(client: SearchClient, request: SearchQueryRequest): Promise<{ total: number; counts: Record<string, number> }> {
  const [result] = await runQueries(client, [request]);
  if (!result) throw new Error('search: no result');
  return { total: result.nbHits, counts: result.facets.service_type ?? {} };
}

/** What the destination filter reads of a `locations_{locale}` record. */
const LocationObjectSchema = v.object({ objectID: v.string(), name: v.string() });
const GetObjectsAnswerSchema = v.object({ results: v.array(v.nullable(v.unknown())) });

/**
 * The names of the locations `ids` in `locale`: ONE getObjects request (POST /1/indexes/*\/objects). The lite
 * client has no getObjects, so the request goes through its own transporter (same hosts, credentials, retries and
 * requester), as the full client sends it: a read, cacheable. Ids the index does not hold are left out.
 */
export async function getLocationNames(client: SearchClient, locale: string, ids: readonly string[]): Promise<Record<string, string>> {
  if (!ids.length) return {};
  const indexName = SEARCH.indexName('locations', locale);
  const answer = await client.transporter.request(
    {
      method: 'POST',
      path: '/1/indexes/*/objects',
      queryParameters: {},
      headers: {},
      data: { requests: ids.map((objectID) => ({ indexName, objectID, attributesToRetrieve: ['name'] })) },
      useReadTransporter: true,
      cacheable: true,
    },
    {},
  );
  const { results } = v.parse(GetObjectsAnswerSchema, answer);
  const names: Record<string, string> = {};
  for (const result of results) {
    const parsed = v.safeParse(LocationObjectSchema, result);
    if (parsed.success && parsed.output.name) names[parsed.output.objectID] = parsed.output.name;
  }
  return names;
}

/** The client for this page's search config; the config call failing is a search failure. */
function useSearchClient() {
  const config = useSearchConfig();
  // The embedded engine answers on the page's own origin; a server render (ADR 0034) reaches it at the API's own
  // address, so the first page of results is in the HTML.
  const origin = useServiceOrigin();
  const client = useMemo(() => (config.data && origin ? createSearchClient(config.data, locationOf(origin)) : null), [config.data, origin]);
  return { client, error: config.error as unknown };
}

const SWR_OPTIONS = { revalidateOnFocus: false, shouldRetryOnError: false, keepPreviousData: true } as const;

/** `map`: the map is open; its bounds once the visitor has moved it (null: the whole result set). */
export function useServiceSearch(state: SearchState, map: { bounds: BoundingBox | null } | null) {
  const { site, lang } = useStorefront();
  const { client, error: configError } = useSearchClient();
  const requests = useMemo(
    () => buildSearchRequests({ locale: lang, query: state.q, filter: toSearchFilter(state, site.id), page: state.page, ...(map ? { map } : {}) }),
    [lang, state, site.id, map],
  );
  const swr = useSWR(client ? ['search/services', client.appId, JSON.stringify(requests)] : null, () => searchServices(client as SearchClient, requests), SWR_OPTIONS);
  return { ...swr, error: (configError ?? swr.error) as unknown, isLoading: !configError && !swr.data && !swr.error, categoryAttribute: categoryAttribute(state.type) };
}

export function useServiceTypeCounts(query: string) {
  const { site, lang } = useStorefront();
  const { client, error: configError } = useSearchClient();
  const request = useMemo(() => buildServiceTypeFacetRequest({ locale: lang, query, siteId: site.id }), [lang, query, site.id]);
  const swr = useSWR(client && !configError ? ['search/service-types', client.appId, JSON.stringify(request)] : null, () => getServiceTypeCounts(client as SearchClient, request), SWR_OPTIONS);
  return swr;
}

/** Names of the destination facet's values; `ids` in any order (the request is keyed by the sorted set). */
export function useLocationNames(ids: readonly string[]) {
  const { lang } = useStorefront();
  const { client, error: configError } = useSearchClient();
  const sorted = useMemo(() => [...new Set(ids)].sort(), [ids]);
  return useSWR(
    client && !configError && sorted.length ? ['search/location-names', client.appId, lang, sorted.join(',')] : null,
    () => getLocationNames(client as SearchClient, lang, sorted),
    SWR_OPTIONS,
  );
}
