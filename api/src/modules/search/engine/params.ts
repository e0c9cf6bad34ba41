import { SEARCH_LIMITS, type SearchParams, SearchParamsSchema } from 'shared-contracts/search';
import * as v from 'valibot';
import { and, type FilterNode } from '../filters/ast';
import { parseFacetFilters, parseNumericFilters, parseTagFilters } from '../filters/filter-lists';
import { parseFilters } from '../filters/parse-filters';
import { type BoundingBox, DEFAULT_HIGHLIGHT_TAGS, type EngineQuery } from './query';

/** A request Algolia would refuse with 400; answered as `{ message, status: 400 }`. */
export class SearchRequestError extends Error {
  override name = 'SearchRequestError';
}

/** First issue of a valibot failure, as one line: `hitsPerPage: Invalid value …`. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0];
  if (!issue) return 'Invalid request';
  const path = v.getDotPath(issue);
  return path ? `${path}: ${issue.message}` : issue.message;
}

/** A legacy `params` value: JSON where it parses as an array, number or boolean, the plain text otherwise. */
function decodeValue(text: string): unknown {
  if (/^(\[.*\]|-?\d+(\.\d+)?|true|false|null)$/s.test(text.trim())) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/** Keys of a request that name what to search, not how: never search parameters themselves. */
const ENTRY_KEYS = new Set(['params', 'indexName', 'type', 'facet']);

/**
 * The effective parameters: the legacy url-encoded `params` string first, then the top-level keys (what
 * algoliasearch v5 sends) over it. Validated once more after decoding, since the string carried no types.
 */
export function effectiveParams(request: Record<string, unknown>): SearchParams {
  const merged: Record<string, unknown> = {};
  if (typeof request.params === 'string' && request.params !== '') {
    for (const [key, value] of new URLSearchParams(request.params)) merged[key] = decodeValue(value);
  }
  for (const [key, value] of Object.entries(request)) if (!ENTRY_KEYS.has(key)) merged[key] = value;
  // Numbers inside the legacy string arrive as text in some clients (hitsPerPage=5 is decoded above; "5" is not).
  for (const key of ['page', 'hitsPerPage', 'maxValuesPerFacet'] as const) {
    if (typeof merged[key] === 'string' && /^\d+$/.test(merged[key])) merged[key] = Number(merged[key]);
  }
  const result = v.safeParse(SearchParamsSchema, merged);
  if (!result.success) throw new SearchRequestError(describeIssues(result.issues));
  return result.output;
}

/** `["a","b"]` or Algolia's comma-separated string. */
const list = (value: string | readonly string[] | null | undefined): string[] | null => {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return [...value];
  const trimmed = value.trim();
  if (trimmed.startsWith('[')) {
    const decoded = decodeValue(trimmed);
    if (Array.isArray(decoded) && decoded.every((item) => typeof item === 'string')) return decoded;
  }
  return trimmed === '' ? [] : trimmed.split(',').map((item) => item.trim());
};

/** `[[lat1,lng1,lat2,lng2], …]` or "lat1,lng1,lat2,lng2[,…]". Boxes do not cross the antimeridian. */
export function parseBoundingBoxes(value: SearchParams['insideBoundingBox']): BoundingBox[] | null {
  if (value === undefined || value === null) return null;
  let groups: number[][];
  if (typeof value === 'string') {
    const numbers = value.split(',').map((part) => Number(part.trim()));
    if (value.trim() === '' || numbers.length % 4 !== 0 || numbers.some((n) => !Number.isFinite(n))) {
      throw new SearchRequestError('insideBoundingBox: expected "lat1,lng1,lat2,lng2" (a multiple of 4 numbers)');
    }
    groups = [];
    for (let i = 0; i < numbers.length; i += 4) groups.push(numbers.slice(i, i + 4));
  } else groups = value;
  if (groups.length === 0) return null;
  return groups.map((box) => {
    if (box.length !== 4) throw new SearchRequestError('insideBoundingBox: each box needs 4 numbers: lat1, lng1, lat2, lng2');
    const [lat1, lng1, lat2, lng2] = box as [number, number, number, number];
    if ([lat1, lat2].some((lat) => Math.abs(lat) > 90) || [lng1, lng2].some((lng) => Math.abs(lng) > 180)) {
      throw new SearchRequestError('insideBoundingBox: latitudes must be within ±90 and longitudes within ±180');
    }
    return { minLat: Math.min(lat1, lat2), maxLat: Math.max(lat1, lat2), minLng: Math.min(lng1, lng2), maxLng: Math.max(lng1, lng2) };
  });
}

/** Turns validated parameters into what the engine runs; filter syntax errors become 400s. */
export function toEngineQuery(params: SearchParams): EngineQuery {
  const nodes: FilterNode[] = [];
  const add = (node: FilterNode | null) => {
    if (node) nodes.push(node);
  };
  add(parseFilters(params.filters ?? ''));
  if (params.numericFilters !== undefined) add(parseNumericFilters(params.numericFilters));
  if (params.facetFilters !== undefined) add(parseFacetFilters(params.facetFilters));
  if (params.tagFilters !== undefined) add(parseTagFilters(params.tagFilters));
  const typoTolerance = params.typoTolerance === undefined || (params.typoTolerance !== false && params.typoTolerance !== 'false');
  return {
    query: params.query ?? '',
    facets: list(params.facets) ?? [],
    filter: nodes.length ? and(nodes) : null,
    boxes: parseBoundingBoxes(params.insideBoundingBox),
    page: params.page ?? 0,
    hitsPerPage: params.hitsPerPage ?? SEARCH_LIMITS.defaultHitsPerPage,
    attributesToRetrieve: list(params.attributesToRetrieve),
    attributesToHighlight: list(params.attributesToHighlight),
    maxValuesPerFacet: params.maxValuesPerFacet ?? SEARCH_LIMITS.defaultMaxValuesPerFacet,
    removeWordsIfNoResults: params.removeWordsIfNoResults ?? 'none',
    optionalWords: list(params.optionalWords) ?? [],
    typoTolerance,
    // Algolia falls back to its default tags when a tag is empty.
    highlightPreTag: params.highlightPreTag || DEFAULT_HIGHLIGHT_TAGS.pre,
    highlightPostTag: params.highlightPostTag || DEFAULT_HIGHLIGHT_TAGS.post,
  };
}

/** Algolia echoes the parameters as one url-encoded string. */
export function echoParams(params: SearchParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || key === 'params') continue;
    search.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return search.toString();
}
