import { type FilterColumns, facetText, recordColumns, type StoredRecord, valuesAt } from '../filters/compile-filter';
import type { IndexSettings } from './settings';
import { allowedTypos, typoDistance, words } from './text';

export interface Posting {
  docs: Int32Array;
  /** Index in searchableAttributes of the best attribute the word occurs in, per doc. */
  attributes: Uint8Array;
}

/** How one query word matched one vocabulary term. */
export interface TermMatch {
  term: number;
  typos: number;
  /** The whole word, without typo; otherwise a typo or a prefix match. */
  exact: boolean;
}

/** One attribute's facet values, interned: doc d has ids[offsets[d] .. offsets[d+1]). */
export interface FacetColumn {
  values: string[];
  offsets: Int32Array;
  ids: Int32Array;
  /** Every value is a number (facets_stats applies). */
  numeric: boolean;
}

export interface GeoPoint {
  lat: number;
  lng: number;
}

const TERM_CACHE_LIMIT = 2000;

/**
 * One index, in memory and immutable: the records, an inverted index of their searchable words, the order of
 * the custom ranking, and per-attribute facet values (built on first use). A new version of the index is a new
 * snapshot, so queries never see a half-applied write.
 */
export class IndexSnapshot {
  readonly byId = new Map<string, number>();
  readonly terms: string[] = [];
  readonly postings: Posting[] = [];
  /** Doc numbers sorted by the custom ranking; `rank[doc]` is the doc's position in it. */
  readonly customOrder: Int32Array;
  readonly rank: Int32Array;
  readonly geo: Array<GeoPoint[] | undefined>;
  /** Per-attribute caches for filters, built on first use. */
  readonly columns: FilterColumns;
  private readonly facetColumns = new Map<string, FacetColumn>();
  private readonly termMatches = new Map<string, TermMatch[]>();

  constructor(
    readonly records: readonly StoredRecord[],
    readonly settings: IndexSettings,
    readonly version: number,
  ) {
    this.columns = recordColumns(records);
    const vocabulary = new Map<string, Map<number, number>>();
    const searchable = settings.searchableAttributes.map((path) => path.split('.'));
    records.forEach((record, doc) => {
      this.byId.set(String(record.objectID), doc);
      searchable.forEach((segments, attribute) => {
        for (const value of valuesAt(record, segments)) {
          if (typeof value !== 'string' && typeof value !== 'number') continue;
          for (const word of words(String(value))) {
            let docs = vocabulary.get(word);
            if (!docs) vocabulary.set(word, (docs = new Map()));
            const best = docs.get(doc);
            if (best === undefined || attribute < best) docs.set(doc, attribute);
          }
        }
      });
    });
    for (const [term, docs] of vocabulary) {
      this.terms.push(term);
      this.postings.push({ docs: Int32Array.from(docs.keys()), attributes: Uint8Array.from(docs.values()) });
    }

    const keys = settings.customRanking.map(({ attribute, order }) => {
      const segments = attribute.split('.');
      const sign = order === 'desc' ? -1 : 1;
      return records.map((record) => {
        const value = valuesAt(record, segments).find((v): v is number => typeof v === 'number');
        return value === undefined ? Number.POSITIVE_INFINITY : sign * value;
      });
    });
    const order = records.map((_, doc) => doc);
    order.sort((a, b) => {
      for (const key of keys) {
        const diff = (key[a] as number) - (key[b] as number);
        if (diff !== 0 && !Number.isNaN(diff)) return diff;
      }
      return a - b;
    });
    this.customOrder = Int32Array.from(order);
    this.rank = new Int32Array(records.length);
    order.forEach((doc, position) => {
      this.rank[doc] = position;
    });

    this.geo = records.map((record) => {
      const points = valuesAt(record, ['_geoloc']).filter(
        (p): p is GeoPoint => typeof p === 'object' && p !== null && typeof (p as GeoPoint).lat === 'number' && typeof (p as GeoPoint).lng === 'number',
      );
      return points.length ? points : undefined;
    });
  }

  get size(): number {
    return this.records.length;
  }

  /** Facet values of one attribute, interned for counting; distinct per doc. */
  facetColumn(attribute: string): FacetColumn {
    let column = this.facetColumns.get(attribute);
    if (!column) {
      const segments = attribute.split('.');
      const idOf = new Map<string, number>();
      const values: string[] = [];
      const offsets = new Int32Array(this.records.length + 1);
      const ids: number[] = [];
      let numeric = true;
      this.records.forEach((record, doc) => {
        const seen = new Set<number>();
        for (const value of valuesAt(record, segments)) {
          const text = facetText(value);
          if (text === undefined) continue;
          if (typeof value !== 'number') numeric = false;
          let id = idOf.get(text);
          if (id === undefined) {
            id = values.push(text) - 1;
            idOf.set(text, id);
          }
          if (!seen.has(id)) {
            seen.add(id);
            ids.push(id);
          }
        }
        offsets[doc + 1] = ids.length;
      });
      column = { values, offsets, ids: Int32Array.from(ids), numeric: numeric && values.length > 0 };
      this.facetColumns.set(attribute, column);
    }
    return column;
  }

  /**
   * The vocabulary terms a normalised query word matches: exactly, within its typo allowance, or (for the last
   * word of the query) as a prefix, itself with typos. Cached per snapshot, since queries repeat.
   */
  matchTerms(word: string, prefix: boolean, typoTolerance: boolean): TermMatch[] {
    const key = `${prefix ? 'p' : 'w'}${typoTolerance ? 't' : 'n'}:${word}`;
    const cached = this.termMatches.get(key);
    if (cached) return cached;
    const maxTypos = typoTolerance ? allowedTypos(word) : 0;
    const matches: TermMatch[] = [];
    this.terms.forEach((term, index) => {
      if (term === word) {
        matches.push({ term: index, typos: 0, exact: true });
        return;
      }
      if (prefix && term.startsWith(word)) {
        matches.push({ term: index, typos: 0, exact: false });
        return;
      }
      if (maxTypos === 0) return;
      let typos = typoDistance(word, term, maxTypos);
      if (prefix && typos > maxTypos && term.length > word.length) typos = typoDistance(word, term.slice(0, word.length), maxTypos);
      if (typos <= maxTypos) matches.push({ term: index, typos, exact: false });
    });
    if (this.termMatches.size >= TERM_CACHE_LIMIT) this.termMatches.clear();
    this.termMatches.set(key, matches);
    return matches;
  }
}
