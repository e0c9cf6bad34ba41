import * as v from 'shared-contracts/valibot';

/**
 * The search contract: the records the indexer writes, and the Algolia REST protocol (v1) subset that the API's
 * embedded engine answers (ARCHITECTURE §5 "Search"). The storefront talks to it with the real `algoliasearch`
 * client, so requests and answers keep Algolia's names and shapes, snake_case and camelCase alike.
 * Index names: SEARCH.indexName(entities, locale) in shared-contracts/constants.
 */

/** Spec 002 §9 service types, in the order of their numeric ids (activities 1 … packages 7). */
export const SEARCH_SERVICE_TYPES = ['activities', 'events', 'hotels', 'attractions', 'restaurants', 'rentals', 'packages'] as const;
export type SearchServiceType = (typeof SEARCH_SERVICE_TYPES)[number];

/** Algolia's limits that the embedded engine enforces as well. */
export const SEARCH_LIMITS = {
  /** Algolia's default page size; the product asks for 5 (spec 002 §9). */
  defaultHitsPerPage: 20,
  maxHitsPerPage: 1000,
  /** Algolia's paginationLimitedTo default: hits beyond this rank are never returned. */
  paginationLimitedTo: 1000,
  defaultMaxValuesPerFacet: 100,
  maxValuesPerFacet: 1000,
} as const;

const finite = () => v.pipe(v.number(), v.finite());

export const GeolocSchema = v.object({
  lat: v.pipe(finite(), v.minValue(-90), v.maxValue(90)),
  lng: v.pipe(finite(), v.minValue(-180), v.maxValue(180)),
});
export type Geoloc = v.InferOutput<typeof GeolocSchema>;

/**
 * One service as the search index holds it. Extra attributes are kept (looseObject), as Algolia keeps them.
 * Prices are major units (e.g. 499.5), because Algolia's numeric filters compare plain numbers.
 */
export const SearchRecordSchema = v.looseObject({
  objectID: v.pipe(v.string(), v.nonEmpty(), v.maxLength(512)),
  type: v.literal('service'),
  service_type: v.picklist(SEARCH_SERVICE_TYPES),
  categories: v.object({ lvl0: v.array(v.string()), lvl1: v.array(v.string()) }),
  location_id: v.nullable(v.pipe(v.number(), v.integer())),
  /** Optional text of the location, searched like the name (e.g. "Tromsø"). */
  location_name: v.optional(v.string()),
  _geoloc: v.optional(v.nullable(GeolocSchema)),
  /** Major units. null when the service has no price yet: such a record then matches no numeric price filter. */
  lowest_price: v.nullable(finite()),
  currency: v.pipe(v.string(), v.length(3)),
  ratings: v.nullable(finite()),
  site_ids: v.array(v.pipe(v.number(), v.integer())),
  supplier_id: v.pipe(v.number(), v.integer()),
  name: v.string(),
  image: v.nullable(v.string()),
  slug: v.string(),
  /** Translated text for the index's locale. */
  description: v.string(),
  _tags: v.optional(v.array(v.string())),
});
export type SearchRecord = v.InferOutput<typeof SearchRecordSchema>;
export type SearchRecordInput = v.InferInput<typeof SearchRecordSchema>;

/**
 * One destination as `locations_{locale}` holds it: a location where at least one active service some site sells
 * takes place. The storefront reads these by id (getObjects) to name the `location_id` facet's values.
 */
export const LocationRecordSchema = v.looseObject({
  /** String(location id): the `location_id` facet value of the services there. */
  objectID: v.pipe(v.string(), v.nonEmpty(), v.maxLength(512), v.regex(/^\d+$/)),
  /** In the index's locale, falling back to the catalogue's name. */
  name: v.pipe(v.string(), v.nonEmpty()),
  parent_id: v.nullable(v.pipe(v.number(), v.integer())),
  parent_name: v.nullable(v.string()),
  _geoloc: v.optional(GeolocSchema),
});
export type LocationRecord = v.InferOutput<typeof LocationRecordSchema>;
export type LocationRecordInput = v.InferInput<typeof LocationRecordSchema>;

/** `["a","b"]`, or Algolia's comma-separated string form. */
const stringList = v.union([v.array(v.string()), v.string()]);
/** numericFilters / facetFilters / tagFilters: a string, or an array whose nested arrays are OR groups. */
const filterList = v.union([v.string(), v.array(v.union([v.string(), v.array(v.string())]))]);

/**
 * Search parameters. algoliasearch v5 sends them as top-level keys; v3/v4 and InstantSearch may send the legacy
 * `params` url-encoded string instead (the API decodes it into these keys). Unknown parameters (analytics,
 * clickAnalytics, userToken, …) are accepted and ignored.
 */
export const SearchParamsSchema = v.looseObject({
  query: v.optional(v.string()),
  /** Legacy form: `query=x&hitsPerPage=5&facets=%5B%22type%22%5D`. */
  params: v.optional(v.string()),
  facets: v.optional(stringList),
  filters: v.optional(v.string()),
  numericFilters: v.optional(filterList),
  facetFilters: v.optional(filterList),
  tagFilters: v.optional(filterList),
  /** `[[lat1, lng1, lat2, lng2], …]` (several boxes are ORed) or `"lat1,lng1,lat2,lng2"`. */
  insideBoundingBox: v.optional(v.nullable(v.union([v.string(), v.array(v.array(finite()))]))),
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  hitsPerPage: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(SEARCH_LIMITS.maxHitsPerPage))),
  attributesToRetrieve: v.optional(stringList),
  attributesToHighlight: v.optional(stringList),
  maxValuesPerFacet: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(SEARCH_LIMITS.maxValuesPerFacet))),
  removeWordsIfNoResults: v.optional(v.picklist(['none', 'lastWords', 'firstWords', 'allOptional'])),
  optionalWords: v.optional(v.nullable(stringList)),
  typoTolerance: v.optional(v.union([v.boolean(), v.picklist(['true', 'false', 'min', 'strict'])])),
  /** Wrap matches in highlights and facet hits; `<em>` and `</em>` when absent or empty. InstantSearch sends its own. */
  highlightPreTag: v.optional(v.string()),
  highlightPostTag: v.optional(v.string()),
});
export type SearchParams = v.InferOutput<typeof SearchParamsSchema>;

/** Algolia's limit on facet hits per facet-value search (default 10). */
export const FACET_HITS_LIMITS = { default: 10, max: 100 } as const;

/**
 * POST /1/indexes/{index}/facets/{facet}/query (Algolia's "search for facet values"): the facet's values whose
 * words start with `facetQuery`, counted over the hits of the other search parameters (`filters`, `query`, …,
 * top-level or in the legacy `params` string).
 */
export const SearchForFacetValuesInputSchema = v.looseObject({
  ...SearchParamsSchema.entries,
  facetQuery: v.optional(v.string()),
  maxFacetHits: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(FACET_HITS_LIMITS.max))),
});
export type SearchForFacetValuesInput = v.InferOutput<typeof SearchForFacetValuesInputSchema>;

const IndexNameSchema = v.pipe(v.string(), v.nonEmpty(), v.maxLength(512));

/** One entry of a multi-query: a search for hits (`type` absent or `default`)… */
export const SearchForHitsQuerySchema = v.looseObject({
  ...SearchParamsSchema.entries,
  indexName: IndexNameSchema,
  type: v.optional(v.literal('default')),
});
/**
 * …or a search for facet values (`type: 'facet'`), answered like POST …/facets/{facet}/query. algoliasearch v5
 * and InstantSearch's refinementList (searchable) send facet searches this way.
 */
export const SearchForFacetsQuerySchema = v.looseObject({
  ...SearchForFacetValuesInputSchema.entries,
  indexName: IndexNameSchema,
  type: v.literal('facet'),
  facet: v.pipe(v.string(), v.nonEmpty()),
});
export const SearchQuerySchema = v.variant('type', [SearchForHitsQuerySchema, SearchForFacetsQuerySchema]);
export type SearchQuery = v.InferOutput<typeof SearchQuerySchema>;

/** POST /1/indexes/*\/queries */
export const MultipleQueriesInputSchema = v.object({
  requests: v.pipe(v.array(SearchQuerySchema), v.minLength(1), v.maxLength(50)),
  strategy: v.optional(v.picklist(['none', 'stopIfEnoughMatches'])),
});
export type MultipleQueriesInput = v.InferOutput<typeof MultipleQueriesInputSchema>;

/** POST /1/indexes/*\/objects */
export const GetObjectsInputSchema = v.object({
  requests: v.pipe(
    v.array(
      v.object({
        indexName: IndexNameSchema,
        objectID: v.pipe(v.string(), v.nonEmpty()),
        attributesToRetrieve: v.optional(stringList),
      }),
    ),
    v.minLength(1),
    v.maxLength(1000),
  ),
});
export type GetObjectsInput = v.InferOutput<typeof GetObjectsInputSchema>;

export const HighlightResultSchema = v.object({
  value: v.string(),
  matchLevel: v.picklist(['none', 'partial', 'full']),
  matchedWords: v.array(v.string()),
  fullyHighlighted: v.optional(v.boolean()),
});

export const SearchHitSchema = v.looseObject({
  objectID: v.string(),
  _highlightResult: v.optional(v.record(v.string(), v.unknown())),
});
export type SearchHit = v.InferOutput<typeof SearchHitSchema>;

export const FacetStatsSchema = v.object({ min: v.number(), max: v.number(), avg: v.number(), sum: v.number() });

/** One query's answer, in Algolia's shape. */
export const SearchResponseSchema = v.object({
  hits: v.array(SearchHitSchema),
  nbHits: v.pipe(v.number(), v.integer()),
  page: v.pipe(v.number(), v.integer()),
  nbPages: v.pipe(v.number(), v.integer()),
  hitsPerPage: v.pipe(v.number(), v.integer()),
  /** Counts per value over the filtered hits; present when `facets` were asked for. */
  facets: v.optional(v.record(v.string(), v.record(v.string(), v.number()))),
  facets_stats: v.optional(v.record(v.string(), FacetStatsSchema)),
  exhaustiveNbHits: v.boolean(),
  exhaustiveFacetsCount: v.optional(v.boolean()),
  exhaustive: v.optional(v.object({ nbHits: v.boolean(), facetsCount: v.boolean() })),
  processingTimeMS: v.number(),
  query: v.string(),
  /** The parameters as a url-encoded string, as Algolia echoes them. */
  params: v.string(),
  /** Present in multi-query answers. */
  index: v.optional(v.string()),
});
export type SearchResponse = v.InferOutput<typeof SearchResponseSchema>;


/** Records in request order; null where the index has no such objectID. */
export const GetObjectsResponseSchema = v.object({ results: v.array(v.nullable(SearchHitSchema)) });
export type GetObjectsResponse = v.InferOutput<typeof GetObjectsResponseSchema>;

/** Algolia's error body, which its clients read (`message`, `status`). Not the API's usual error envelope. */
export const SearchErrorSchema = v.object({ message: v.string(), status: v.number() });
export type SearchError = v.InferOutput<typeof SearchErrorSchema>;

/**
 * Where the storefront sends its searches (GET /core/public/search-config). Without Algolia configured, the API's
 * own embedded engine on the page's origin (`host: null`); with ALGOLIA_APP_ID set, Algolia itself, with a
 * search-only key (never the admin key the indexer pushes with).
 */
export const SearchConfigSchema = v.object({
  app_id: v.pipe(v.string(), v.nonEmpty()),
  search_api_key: v.pipe(v.string(), v.nonEmpty()),
  /** null: the page's own origin (the embedded engine). Otherwise Algolia's default hosts are used. */
  host: v.nullable(v.string()),
  provider: v.picklist(['embedded', 'algolia']),
});
export type SearchConfig = v.InferOutput<typeof SearchConfigSchema>;
export const SearchConfigAnswerSchema = v.object({ data: SearchConfigSchema });

export const FacetHitSchema = v.object({
  value: v.string(),
  /** The value with the matched word prefixes wrapped in the highlight tags (`<em>` by default). */
  highlighted: v.string(),
  count: v.pipe(v.number(), v.integer()),
});
export type FacetHit = v.InferOutput<typeof FacetHitSchema>;

export const SearchForFacetValuesResponseSchema = v.object({
  facetHits: v.array(FacetHitSchema),
  exhaustiveFacetsCount: v.boolean(),
  processingTimeMS: v.number(),
});
export type SearchForFacetValuesResponse = v.InferOutput<typeof SearchForFacetValuesResponseSchema>;

/** In request order: a search answer per `default` entry, a facet-value answer per `facet` entry. */
export const MultipleQueriesResponseSchema = v.object({ results: v.array(v.union([SearchResponseSchema, SearchForFacetValuesResponseSchema])) });
export type MultipleQueriesResponse = v.InferOutput<typeof MultipleQueriesResponseSchema>;
