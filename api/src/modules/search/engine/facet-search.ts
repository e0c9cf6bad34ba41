import type { FacetHit } from 'shared-contracts/search';
import { type EngineQuery, rankDocs } from './query';
import type { IndexSnapshot } from './snapshot';
import { normalizeWord, wordSpans, words } from './text';

export interface FacetSearch {
  facet: string;
  facetQuery: string;
  maxFacetHits: number;
}

/**
 * Algolia's "search for facet values": the values of one facet, over the docs that match the rest of the query,
 * whose words start with the facet query's words (every query word must prefix a distinct word of the value;
 * an empty facet query matches every value). Most frequent first, then by value; matched prefixes wrapped in the
 * query's highlight tags.
 */
export function searchFacetValues(snapshot: IndexSnapshot, query: EngineQuery, search: FacetSearch): { facetHits: FacetHit[] } {
  const docs = rankDocs(snapshot, query);
  const column = snapshot.facetColumn(search.facet);
  const counts = new Int32Array(column.values.length);
  for (const doc of docs) {
    const end = column.offsets[doc + 1] as number;
    for (let k = column.offsets[doc] as number; k < end; k++) {
      const id = column.ids[k] as number;
      counts[id] = (counts[id] as number) + 1;
    }
  }
  const queryWords = words(search.facetQuery);
  const hits: FacetHit[] = [];
  counts.forEach((count, id) => {
    if (count === 0) return;
    const value = column.values[id] as string;
    const highlighted = matchValue(value, queryWords, query);
    if (highlighted !== null) hits.push({ value, highlighted, count });
  });
  hits.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
  return { facetHits: hits.slice(0, search.maxFacetHits) };
}

/** The highlighted value when every query word prefixes a word of it (each word used once), else null. */
function matchValue(value: string, queryWords: readonly string[], tags: Pick<EngineQuery, 'highlightPreTag' | 'highlightPostTag'>): string | null {
  const spans = wordSpans(value);
  const used = new Map<number, number>();
  for (const queryWord of queryWords) {
    const index = spans.findIndex((span, i) => !used.has(i) && span.word.startsWith(queryWord));
    if (index < 0) return null;
    used.set(index, prefixLength(value.slice((spans[index] as { start: number }).start, (spans[index] as { end: number }).end), queryWord));
  }
  let highlighted = '';
  let last = 0;
  spans.forEach((span, i) => {
    const length = used.get(i);
    if (length === undefined) return;
    highlighted += `${value.slice(last, span.start)}${tags.highlightPreTag}${value.slice(span.start, span.start + length)}${tags.highlightPostTag}`;
    last = span.start + length;
  });
  return highlighted + value.slice(last);
}

/** How many characters of the original word make up the normalised prefix (folding may change lengths, ø → o, æ → ae). */
function prefixLength(original: string, normalisedPrefix: string): number {
  for (let length = 1; length <= original.length; length++) {
    if (normalizeWord(original.slice(0, length)).length >= normalisedPrefix.length) return length;
  }
  return original.length;
}
