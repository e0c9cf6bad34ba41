import { SEARCH_LIMITS } from 'shared-contracts/search';
import type { FilterNode } from '../filters/ast';
import { compileFilter, type StoredRecord } from '../filters/compile-filter';
import type { IndexSnapshot } from './snapshot';
import { wordSpans, words } from './text';

export interface BoundingBox {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

/** A query with every parameter resolved to its effective value. */
export interface EngineQuery {
  query: string;
  facets: readonly string[];
  filter: FilterNode | null;
  /** Several boxes are ORed; null means no geo restriction. */
  boxes: readonly BoundingBox[] | null;
  page: number;
  hitsPerPage: number;
  /** null = every attribute. Entries may be '*', '-attr' (exclude) or dotted paths. */
  attributesToRetrieve: readonly string[] | null;
  /** null = the searchable attributes. */
  attributesToHighlight: readonly string[] | null;
  maxValuesPerFacet: number;
  removeWordsIfNoResults: 'none' | 'lastWords' | 'firstWords' | 'allOptional';
  optionalWords: readonly string[];
  typoTolerance: boolean;
  /** Around each highlighted match, in hits and facet hits. */
  highlightPreTag: string;
  highlightPostTag: string;
}

export const DEFAULT_HIGHLIGHT_TAGS = { pre: '<em>', post: '</em>' } as const;

export interface EngineHit extends Record<string, unknown> {
  objectID: string;
}

export interface EngineResult {
  hits: EngineHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  facets?: Record<string, Record<string, number>>;
  facets_stats?: Record<string, { min: number; max: number; avg: number; sum: number }>;
}

const NO_MATCH = 0x7fffffff;
/** Packed match quality of one word in one doc; smaller is better: typos, then exact, then attribute. */
const pack = (typos: number, exact: boolean, attribute: number) => typos * 256 + (exact ? 0 : 128) + attribute;

const inBox = (points: ReadonlyArray<{ lat: number; lng: number }> | undefined, boxes: readonly BoundingBox[]) =>
  points !== undefined &&
  points.some((p) => boxes.some((b) => p.lat >= b.minLat && p.lat <= b.maxLat && p.lng >= b.minLng && p.lng <= b.maxLng));

/**
 * Runs one query on one snapshot. Matching follows Algolia's defaults: every query word must match (unless
 * optionalWords / removeWordsIfNoResults say otherwise), the last word also as a prefix, with 1 typo allowed
 * from 4 letters and 2 from 8. Ranking: fewer typos, more words matched, more exact words, earlier attribute,
 * then the custom ranking (ratings desc, lowest_price asc).
 */
export function runQuery(snapshot: IndexSnapshot, query: EngineQuery): EngineResult {
  const queryWords = words(query.query);
  const scored = rankDocs(snapshot, query);

  const result: EngineResult = { ...paginate(scored.length, query), hits: [] };
  const start = query.page * query.hitsPerPage;
  const end = Math.min(start + query.hitsPerPage, scored.length, SEARCH_LIMITS.paginationLimitedTo);
  const matchedWords = new Set(queryWords);
  for (let i = start; i < end; i++) {
    const doc = scored[i] as number;
    const record = snapshot.records[doc] as StoredRecord;
    const hit = project(record, query.attributesToRetrieve);
    // Algolia answers _highlightResult for an empty query too (matchLevel none), and InstantSearch reads it.
    if (query.attributesToHighlight?.length !== 0) {
      hit._highlightResult = highlight(snapshot, record, query, matchedWords);
    }
    result.hits.push(hit);
  }
  if (query.facets.length) Object.assign(result, countFacets(snapshot, scored, query));
  return result;
}

/** Every doc that matches the query's words, filters and boxes, best first. */
export function rankDocs(snapshot: IndexSnapshot, query: EngineQuery): Int32Array {
  const queryWords = words(query.query);
  const optional = new Set(query.optionalWords.flatMap((w) => words(w)));

  // Per query word: the packed match quality in every doc.
  const quality = queryWords.map((word, i) => {
    const best = new Int32Array(snapshot.size).fill(NO_MATCH);
    for (const match of snapshot.matchTerms(word, i === queryWords.length - 1, query.typoTolerance)) {
      const posting = snapshot.postings[match.term];
      if (!posting) continue;
      for (let k = 0; k < posting.docs.length; k++) {
        const doc = posting.docs[k] as number;
        const value = pack(match.typos, match.exact, posting.attributes[k] as number);
        if (value < (best[doc] as number)) best[doc] = value;
      }
    }
    return best;
  });

  const filter = query.filter ? compileFilter(query.filter, snapshot.columns) : null;
  /** Docs that match, in custom-ranking order, with their packed textual rank key (smaller ranks first). */
  const collect = (required: readonly boolean[]): { docs: Int32Array; keys: Int32Array } => {
    const anyRequired = required.some(Boolean);
    const docs = new Int32Array(snapshot.size);
    const keys = new Int32Array(quality.length ? snapshot.size : 0);
    let count = 0;
    for (const doc of snapshot.customOrder) {
      let typos = 0;
      let matched = 0;
      let exact = 0;
      let attribute = 127;
      let ok = true;
      for (let w = 0; w < quality.length; w++) {
        const value = (quality[w] as Int32Array)[doc] as number;
        if (value === NO_MATCH) {
          if (required[w]) {
            ok = false;
            break;
          }
          continue;
        }
        matched++;
        typos += value >> 8;
        if ((value & 128) === 0) exact++;
        attribute = Math.min(attribute, value & 127);
      }
      if (!ok || (!anyRequired && quality.length > 0 && matched === 0)) continue;
      if (filter && !filter(doc)) continue;
      if (query.boxes && !inBox(snapshot.geo[doc], query.boxes)) continue;
      if (quality.length) {
        // Typos asc, words matched desc, exact words desc, attribute asc; each fits its byte.
        keys[count] = (Math.min(typos, 127) << 24) | ((63 - Math.min(matched, 63)) << 16) | ((63 - Math.min(exact, 63)) << 8) | attribute;
      }
      docs[count++] = doc;
    }
    return { docs: docs.subarray(0, count), keys: keys.subarray(0, quality.length ? count : 0) };
  };

  let required = queryWords.map((word) => !optional.has(word) && query.removeWordsIfNoResults !== 'allOptional');
  let collected = collect(required);
  // removeWordsIfNoResults: drop words one at a time from the end (or the start) until something matches.
  if (collected.docs.length === 0 && (query.removeWordsIfNoResults === 'lastWords' || query.removeWordsIfNoResults === 'firstWords')) {
    const order = queryWords.map((_, i) => i);
    if (query.removeWordsIfNoResults === 'lastWords') order.reverse();
    for (const dropped of order.slice(0, -1)) {
      required = required.map((value, i) => (i === dropped ? false : value));
      collected = collect(required);
      if (collected.docs.length) break;
    }
  }
  let scored = collected.docs;
  if (queryWords.length) {
    // Equal textual relevance keeps the custom-ranking order the docs were collected in.
    const { keys } = collected;
    const positions = Uint32Array.from({ length: scored.length }, (_, i) => i).sort(
      (a, b) => (keys[a] as number) - (keys[b] as number) || a - b,
    );
    scored = Int32Array.from(positions, (position) => collected.docs[position] as number);
  }
  return scored;
}

function paginate(nbHits: number, query: EngineQuery) {
  const { hitsPerPage, page } = query;
  const reachable = Math.min(nbHits, SEARCH_LIMITS.paginationLimitedTo);
  return { nbHits, page, hitsPerPage, nbPages: hitsPerPage === 0 ? 0 : Math.ceil(reachable / hitsPerPage) };
}

function countFacets(snapshot: IndexSnapshot, scored: Int32Array, query: EngineQuery) {
  const facets: Record<string, Record<string, number>> = {};
  const stats: NonNullable<EngineResult['facets_stats']> = {};
  const attributes = query.facets.includes('*') ? snapshot.settings.attributesForFaceting : query.facets;
  for (const attribute of new Set(attributes)) {
    const column = snapshot.facetColumn(attribute);
    const counts = new Int32Array(column.values.length);
    const { offsets, ids } = column;
    for (const doc of scored) {
      const end = offsets[doc + 1] as number;
      for (let k = offsets[doc] as number; k < end; k++) {
        const id = ids[k] as number;
        counts[id] = (counts[id] as number) + 1;
      }
    }
    const present: number[] = [];
    counts.forEach((count, id) => {
      if (count > 0) present.push(id);
    });
    const text = column.values;
    present.sort((a, b) => (counts[b] as number) - (counts[a] as number) || ((text[a] as string) < (text[b] as string) ? -1 : 1));
    facets[attribute] = Object.fromEntries(present.slice(0, query.maxValuesPerFacet).map((id) => [column.values[id], counts[id]]));

    if (!column.numeric || present.length === 0) continue;
    // Algolia gives stats for numeric facets only.
    const numbers = snapshot.columns.numbers(attribute);
    let count = 0;
    let sum = 0;
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    for (const doc of scored) {
      for (const n of numbers[doc] as readonly number[]) {
        count++;
        sum += n;
        if (n < min) min = n;
        if (n > max) max = n;
      }
    }
    if (count > 0) stats[attribute] = { min, max, avg: sum / count, sum };
  }
  return Object.keys(stats).length ? { facets, facets_stats: stats } : { facets };
}

function setPath(target: Record<string, unknown>, segments: readonly string[], value: unknown) {
  let node = target;
  segments.slice(0, -1).forEach((segment) => {
    const next = node[segment];
    node = (node[segment] = typeof next === 'object' && next !== null && !Array.isArray(next) ? next : {}) as Record<string, unknown>;
  });
  node[segments.at(-1) as string] = value;
}

function getPath(record: StoredRecord, segments: readonly string[]): unknown {
  let node: unknown = record;
  for (const segment of segments) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

/** attributesToRetrieve: `*` (everything), names or dotted paths, `-name` to leave out; objectID always comes. */
export function project(record: StoredRecord, attributes: readonly string[] | null): EngineHit {
  // Shallow copies: snapshot records are never mutated, and answers are serialised straight away.
  if (attributes === null || (attributes.includes('*') && !attributes.some((a) => a.startsWith('-')))) {
    return { ...record, objectID: String(record.objectID) };
  }
  if (attributes.includes('*')) {
    const copy: Record<string, unknown> = { ...record };
    for (const excluded of attributes.filter((a) => a.startsWith('-'))) delete copy[excluded.slice(1)];
    return { ...copy, objectID: String(record.objectID) };
  }
  const hit: Record<string, unknown> = {};
  for (const attribute of attributes) {
    const segments = attribute.split('.');
    const value = getPath(record, segments);
    if (value !== undefined) setPath(hit, segments, value);
  }
  return { ...hit, objectID: String(record.objectID) };
}

interface Highlight {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

/**
 * Algolia's `_highlightResult`: matched words wrapped in the query's highlight tags, per attribute (arrays element
 * by element). The text is returned as indexed, unescaped, as Algolia does: escaping is the renderer's job.
 */
function highlight(snapshot: IndexSnapshot, record: StoredRecord, query: EngineQuery, queryWords: ReadonlySet<string>) {
  const attributes = query.attributesToHighlight ?? snapshot.settings.searchableAttributes;
  const wordList = [...queryWords];
  const matchesWord = (word: string, index: number) => {
    const queryWord = wordList[index] as string;
    if (word === queryWord || (index === wordList.length - 1 && word.startsWith(queryWord))) return true;
    return snapshot.matchTerms(queryWord, index === wordList.length - 1, query.typoTolerance).some((m) => snapshot.terms[m.term] === word);
  };
  const one = (text: string): Highlight => {
    // Nothing can match an empty query; the map's 1000 hits take this path, so it skips the word scan.
    if (wordList.length === 0) return { value: text, matchLevel: 'none', matchedWords: [] };
    const matched = new Set<string>();
    let value = '';
    let last = 0;
    let highlighted = 0;
    const spans = wordSpans(text);
    for (const span of spans) {
      const index = wordList.findIndex((_, i) => matchesWord(span.word, i));
      if (index < 0) continue;
      matched.add(wordList[index] as string);
      value += `${text.slice(last, span.start)}${query.highlightPreTag}${text.slice(span.start, span.end)}${query.highlightPostTag}`;
      last = span.end;
      highlighted++;
    }
    value += text.slice(last);
    const matchLevel = matched.size === 0 ? 'none' : matched.size === wordList.length ? 'full' : 'partial';
    const result: Highlight = { value, matchLevel, matchedWords: [...matched] };
    if (matchLevel !== 'none') result.fullyHighlighted = highlighted === spans.length;
    return result;
  };
  const out: Record<string, unknown> = {};
  for (const attribute of attributes) {
    const segments = attribute.split('.');
    const value = getPath(record, segments);
    if (typeof value === 'string') setPath(out, segments, one(value));
    else if (Array.isArray(value) && value.every((v) => typeof v === 'string')) setPath(out, segments, (value as string[]).map(one));
  }
  return out;
}

