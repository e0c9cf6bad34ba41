/**
 * The search filter of spec 001 §3 ("Search filter") turned into Algolia `filters` strings, and the queries of one
 * search (spec 001 §8 "Search behaviour", 002 §9). Pure: the page, the tests and any other caller build the same
 * strings, which the API's embedded engine (api/src/modules/search/filters) and Algolia both parse.
 */
import { PAGE_SIZES, SEARCH } from 'shared-contracts/constants';
import type { SearchServiceType } from 'shared-contracts/search';

/** Service types whose categories are filtered and counted on the lvl1 facet ("Parent > Child"). */
export const LVL1_CATEGORY_TYPES: readonly SearchServiceType[] = ['activities', 'hotels', 'events', 'packages'];

/** Ratings filter only hotels (spec 001 §8). */
export const RATED_TYPE: SearchServiceType = 'hotels';

/**
 * The facet a service type's categories live in. The spec names lvl1 for activities, hotels, events and packages;
 * for the other types (and for "all types") the top level is what a visitor can choose from.
 */
export function categoryAttribute(serviceType: SearchServiceType | undefined): 'categories.lvl1' | 'categories.lvl0' {
  return serviceType && LVL1_CATEGORY_TYPES.includes(serviceType) ? 'categories.lvl1' : 'categories.lvl0';
}

export interface SearchFilter {
  /** The partner site: every query is limited to it. */
  siteId: number;
  serviceType?: SearchServiceType;
  /** Values of the type's category facet (categoryAttribute); several are ORed. */
  categories?: readonly string[];
  /** Service ids (objectID); ORed. */
  serviceIds?: ReadonlyArray<string | number>;
  /** lowest_price >= min and <= max, in major units; either end may be open. */
  priceRange?: readonly [min: number | undefined, max: number | undefined];
  /** Minimum rating; applies to hotels only. */
  ratings?: number;
  locationId?: number;
  /** Destinations (location_id facet values); ORed. */
  locationIds?: readonly number[];
  supplierId?: number;
}

/** Parts of the filter a facet query leaves out, so that its counts show what choosing another value would give. */
export type FilterPart = 'categories' | 'locations' | 'price' | 'ratings';

/** Double-quoted, as Algolia reads a value with spaces or `>`; backslash escapes `"` and `\`. */
export function quote(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

const anyOf = (conditions: string[]) => (conditions.length === 1 ? (conditions[0] as string) : `(${conditions.join(' OR ')})`);

/** Algolia `filters`: every condition joined with AND; service ids and categories are OR groups. */
export function buildFilters(filter: SearchFilter, omit: readonly FilterPart[] = []): string {
  const parts = ['type:service', `site_ids:${filter.siteId}`];
  if (filter.serviceType) parts.push(`service_type:${filter.serviceType}`);
  if (filter.locationId !== undefined) parts.push(`location_id:${filter.locationId}`);
  if (!omit.includes('locations') && filter.locationIds?.length) parts.push(anyOf(filter.locationIds.map((id) => `location_id:${id}`)));
  if (filter.supplierId !== undefined) parts.push(`supplier_id:${filter.supplierId}`);
  if (filter.serviceIds?.length) parts.push(anyOf(filter.serviceIds.map((id) => `objectID:${quote(String(id))}`)));
  if (!omit.includes('categories') && filter.categories?.length) {
    const attribute = categoryAttribute(filter.serviceType);
    parts.push(anyOf(filter.categories.map((category) => `${attribute}:${quote(category)}`)));
  }
  if (!omit.includes('price') && filter.priceRange) {
    const [min, max] = filter.priceRange;
    if (min !== undefined) parts.push(`lowest_price>=${min}`);
    if (max !== undefined) parts.push(`lowest_price<=${max}`);
  }
  if (!omit.includes('ratings') && filter.ratings !== undefined && filter.serviceType === RATED_TYPE) {
    parts.push(`ratings>=${filter.ratings}`);
  }
  return parts.join(' AND ');
}

/** The destination facet; its values are location ids, named by the `locations_{locale}` index. */
export const LOCATION_FACET = 'location_id';

/** A box as Algolia's insideBoundingBox takes it: one corner, then the opposite one. */
export type BoundingBox = readonly [lat1: number, lng1: number, lat2: number, lng2: number];

/** What a marker needs, and nothing more: the map query returns up to 1000 hits. */
export const MAP_ATTRIBUTES = ['name', 'service_type', '_geoloc', 'lowest_price', 'currency', 'location_name'] as const;

export interface SearchQueryRequest {
  indexName: string;
  query: string;
  filters: string;
  facets?: string[];
  hitsPerPage: number;
  page?: number;
  attributesToRetrieve?: string[];
  /** Always empty: no storefront page renders highlights, and Algolia (and our engine) highlight every hit otherwise. */
  attributesToHighlight: string[];
  insideBoundingBox?: number[][];
}

export interface SearchRequestsInput {
  locale: string;
  query: string;
  filter: SearchFilter;
  /** 1-based, as the product counts. */
  page: number;
  hitsPerPage?: number;
  /** Adds the map query; with `bounds`, limited to that box. */
  map?: { bounds: BoundingBox | null };
}

/**
 * The queries of one search, sent in one multi-query request:
 * 1. the page of hits, with every facet;
 * 2. category and destination (location_id) counts, without the category and destination filters (so other
 *    values show what they would give; with both chosen, each count also ignores the other choice);
 * 3. price, ratings and category counts without the price and rating filters (the price range's bounds and the
 *    rating options' counts stay put while the visitor narrows them);
 * 4. optionally the map: up to 1000 hits with only what a marker needs, inside the map's bounds when it has some.
 */
export function buildSearchRequests(input: SearchRequestsInput): SearchQueryRequest[] {
  const indexName = SEARCH.indexName('services', input.locale);
  const category = categoryAttribute(input.filter.serviceType);
  const base = { indexName, query: input.query, attributesToHighlight: [] };
  const requests: SearchQueryRequest[] = [
    {
      ...base,
      filters: buildFilters(input.filter),
      facets: ['service_type', category, 'lowest_price', 'ratings'],
      hitsPerPage: input.hitsPerPage ?? PAGE_SIZES.search,
      page: SEARCH.toIndexPage(input.page),
    },
    { ...base, filters: buildFilters(input.filter, ['categories', 'locations']), facets: [category, LOCATION_FACET], hitsPerPage: 0 },
    { ...base, filters: buildFilters(input.filter, ['price', 'ratings']), facets: ['lowest_price', 'ratings', category], hitsPerPage: 0 },
  ];
  if (input.map) {
    requests.push({
      ...base,
      filters: buildFilters(input.filter),
      hitsPerPage: PAGE_SIZES.mapAndListing,
      page: 0,
      attributesToRetrieve: [...MAP_ATTRIBUTES],
      ...(input.map.bounds ? { insideBoundingBox: [[...input.map.bounds]] } : {}),
    });
  }
  return requests;
}

/** The service-type counts beside the type choice: the text query on the site, whatever the other filters. */
export function buildServiceTypeFacetRequest(input: { locale: string; query: string; siteId: number }): SearchQueryRequest {
  return {
    indexName: SEARCH.indexName('services', input.locale),
    query: input.query,
    filters: buildFilters({ siteId: input.siteId }),
    facets: ['service_type'],
    hitsPerPage: 0,
    attributesToHighlight: [],
  };
}

/** A partner site's full listing (spec 001 §8): no text, no other filter, up to 1000 hits. */
export function buildSiteListingRequest(input: { locale: string; siteId: number }): SearchQueryRequest {
  return {
    indexName: SEARCH.indexName('services', input.locale),
    query: '',
    filters: buildFilters({ siteId: input.siteId }),
    hitsPerPage: PAGE_SIZES.mapAndListing,
    page: 0,
    attributesToHighlight: [],
  };
}
