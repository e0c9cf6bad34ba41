import { createSearchRecord } from 'shared-contracts/testing';
import type { SearchRecord } from 'shared-contracts/search';
import { effectiveParams, SearchRequestError, toEngineQuery } from './params';
import { runQuery } from './query';
import { SERVICE_INDEX_SETTINGS } from './settings';
import { IndexSnapshot } from './snapshot';
import { normalizeWord, typoDistance } from './text';

const record = (objectID: string, overrides: Partial<SearchRecord> = {}) =>
  createSearchRecord({ objectID, name: objectID, description: '', categories: { lvl0: [], lvl1: [] }, location_name: '', ...overrides });

function search(records: SearchRecord[], params: Record<string, unknown>) {
  return runQuery(new IndexSnapshot(records, SERVICE_INDEX_SETTINGS, 1), toEngineQuery(effectiveParams(params)));
}
const ids = (records: SearchRecord[], params: Record<string, unknown>) => search(records, params).hits.map((hit) => hit.objectID);

describe('text', () => {
  it('folds Norwegian, Swedish and other diacritics', () => {
    expect(['Tromsø', 'ÆRØ', 'Ålesund', 'Göteborg', 'Malmö', 'Straße', 'Crème'].map(normalizeWord)).toEqual([
      'tromso',
      'aero',
      'alesund',
      'goteborg',
      'malmo',
      'strasse',
      'creme',
    ]);
  });

  it('counts a transposition as one typo (Damerau-Levenshtein)', () => {
    expect(typoDistance('kayak', 'kyaak', 2)).toBe(1);
    expect(typoDistance('kayak', 'kayk', 2)).toBe(1);
    expect(typoDistance('kayak', 'kaxyk', 2)).toBe(2);
    expect(typoDistance('abc', 'xyzabc', 2)).toBe(3);
  });
});

describe('query text', () => {
  const records = [
    record('fjord', { name: 'Fjord kayaking in Tromsø', description: 'Paddle between the islands' }),
    record('north', { name: 'Northern lights safari', location_name: 'Tromsø', categories: { lvl0: ['Tours'], lvl1: ['Tours > Night'] } }),
    record('gbg', { name: 'Göteborg harbour cruise' }),
    record('spa', { name: 'Spa evening' }),
    record('sightseeing', { name: 'Sightseeing bus' }),
  ];

  it('matches across diacritics in both directions', () => {
    expect(ids(records, { query: 'tromso' })).toEqual(expect.arrayContaining(['fjord', 'north']));
    expect(ids(records, { query: 'TROMSØ' })).toHaveLength(2);
    expect(ids(records, { query: 'goteborg' })).toEqual(['gbg']);
  });

  it('allows one typo from 4 letters and two from 8, none below 4', () => {
    expect(ids(records, { query: 'kayakin' })).toEqual(['fjord']); // prefix of the last word
    expect(ids(records, { query: 'kyaking boat', removeWordsIfNoResults: 'none' })).toEqual([]); // every word must match
    expect(ids(records, { query: 'kyaking' })).toEqual(['fjord']); // 1 typo in 8 letters
    expect(ids(records, { query: 'fjrod' })).toEqual(['fjord']); // transposition, 5 letters
    expect(ids(records, { query: 'fxrod' })).toEqual([]); // 2 typos in 5 letters
    expect(ids(records, { query: 'sihgtseing bus' })).toEqual(['sightseeing']); // 2 typos in 10 letters
    expect(ids(records, { query: 'sap evening' })).toEqual([]); // 3 letters: exact only
    expect(ids(records, { query: 'spa evening' })).toEqual(['spa']);
  });

  it('uses the prefix on the last word only', () => {
    expect(ids(records, { query: 'north' })).toEqual(['north']);
    expect(ids(records, { query: 'nort lights' })).toEqual([]);
    expect(ids(records, { query: 'lights nort' })).toEqual(['north']);
  });

  it('searches categories and the location text; a prefix may carry a typo but ranks after the exact word', () => {
    expect(ids(records, { query: 'night' })).toEqual(['north', 'sightseeing']);
    expect(ids(records, { query: 'northern tromso' })).toEqual(['north']);
  });

  it('typoTolerance false turns typos off', () => {
    expect(ids(records, { query: 'fjrod', typoTolerance: false })).toEqual([]);
  });

  it('highlights matched words in the original text', () => {
    const [hit] = search(records, { query: 'tromso kayak' }).hits;
    expect(hit?._highlightResult).toMatchObject({
      name: { value: 'Fjord <em>kayaking</em> in <em>Tromsø</em>', matchLevel: 'full', matchedWords: ['kayak', 'tromso'] },
      description: { value: 'Paddle between the islands', matchLevel: 'none' },
    });
  });
});

describe('highlighting', () => {
  const records = [record('fjord', { name: 'Fjord kayaking <b>& more</b>', description: 'Paddle', categories: { lvl0: ['Tours'], lvl1: ['Tours > Kayak'] } })];

  it('wraps matches in the highlightPreTag and highlightPostTag the request names (InstantSearch sends its own)', () => {
    const [hit] = search(records, { query: 'kayak', highlightPreTag: '__ais-highlight__', highlightPostTag: '__/ais-highlight__' }).hits;
    expect(hit?._highlightResult).toMatchObject({
      name: { value: 'Fjord __ais-highlight__kayaking__/ais-highlight__ <b>& more</b>', matchLevel: 'full' },
      categories: { lvl1: [{ value: 'Tours > __ais-highlight__Kayak__/ais-highlight__', matchLevel: 'full' }] },
    });
    // An empty tag falls back to Algolia's default.
    const [fallback] = search(records, { query: 'kayak', highlightPreTag: '', highlightPostTag: '' }).hits;
    expect(fallback?._highlightResult).toMatchObject({ name: { value: 'Fjord <em>kayaking</em> <b>& more</b>' } });
  });

  it('gives every highlighted attribute with matchLevel none when the query is empty, the text as indexed', () => {
    const [hit] = search(records, {}).hits;
    expect(hit?._highlightResult).toEqual({
      name: { value: 'Fjord kayaking <b>& more</b>', matchLevel: 'none', matchedWords: [] },
      location_name: { value: '', matchLevel: 'none', matchedWords: [] },
      categories: {
        lvl0: [{ value: 'Tours', matchLevel: 'none', matchedWords: [] }],
        lvl1: [{ value: 'Tours > Kayak', matchLevel: 'none', matchedWords: [] }],
      },
      description: { value: 'Paddle', matchLevel: 'none', matchedWords: [] },
    });
    expect(search(records, { attributesToHighlight: [] }).hits[0]).not.toHaveProperty('_highlightResult');
    expect(search(records, { attributesToHighlight: ['name'] }).hits[0]?._highlightResult).toEqual({
      name: { value: 'Fjord kayaking <b>& more</b>', matchLevel: 'none', matchedWords: [] },
    });
  });
});

describe('ranking', () => {
  it('orders by typos, then words matched, then exact over prefix, then ratings desc and price asc', () => {
    const records = [
      record('typo', { name: 'Kayek tour', ratings: 5 }),
      record('exact', { name: 'Kayak', ratings: 1 }),
      record('prefix', { name: 'Kayaking', ratings: 5 }),
      record('exact-better', { name: 'Kayak', ratings: 3 }),
      record('exact-cheaper', { name: 'Kayak', ratings: 3, lowest_price: 50 }),
    ];
    expect(ids(records, { query: 'kayak' })).toEqual(['exact-cheaper', 'exact-better', 'exact', 'prefix', 'typo']);
  });

  it('ranks more matched words first when words are optional', () => {
    const records = [record('one', { name: 'Kayak', ratings: 5 }), record('two', { name: 'Kayak Tromsø', ratings: 1 }), record('none', { name: 'Hotel' })];
    expect(ids(records, { query: 'kayak tromso', removeWordsIfNoResults: 'allOptional' })).toEqual(['two', 'one']);
    expect(ids(records, { query: 'kayak tromso', optionalWords: ['tromso'] })).toEqual(['two', 'one']);
    expect(ids(records, { query: 'kayak bergen', removeWordsIfNoResults: 'lastWords' })).toEqual(['one', 'two']);
  });

  it('ranks a name match above a description match', () => {
    const records = [record('desc', { name: 'Boat', description: 'A whale trip', ratings: 5 }), record('name', { name: 'Whale trip', ratings: 1 })];
    expect(ids(records, { query: 'whale' })).toEqual(['name', 'desc']);
  });

  it('with no query, follows the custom ranking alone', () => {
    const records = [record('a', { ratings: null }), record('b', { ratings: 2, lowest_price: 10 }), record('c', { ratings: 4.5 }), record('d', { ratings: 2, lowest_price: 5 })];
    expect(ids(records, {})).toEqual(['c', 'd', 'b', 'a']);
  });
});

describe('facets', () => {
  const records = [
    record('h1', { service_type: 'hotels', categories: { lvl0: ['Stay', 'Spa'], lvl1: ['Stay > Hotel'] }, lowest_price: 100, site_ids: [1, 2] }),
    record('h2', { service_type: 'hotels', categories: { lvl0: ['Stay'], lvl1: ['Stay > Cabin'] }, lowest_price: 300, site_ids: [2] }),
    record('t1', { service_type: 'activities', categories: { lvl0: ['Tours'], lvl1: ['Tours > Boat'] }, lowest_price: 50, site_ids: [1] }),
  ];

  it('counts each value of arrays and nested attributes over the filtered hits', () => {
    const result = search(records, { facets: ['service_type', 'categories.lvl0', 'categories.lvl1', 'site_ids'] });
    expect(result.facets).toEqual({
      service_type: { hotels: 2, activities: 1 },
      'categories.lvl0': { Stay: 2, Spa: 1, Tours: 1 },
      'categories.lvl1': { 'Stay > Cabin': 1, 'Stay > Hotel': 1, 'Tours > Boat': 1 },
      site_ids: { '1': 2, '2': 2 },
    });
    const filtered = search(records, { facets: ['categories.lvl0', 'lowest_price'], filters: 'site_ids:1' });
    expect(filtered.facets?.['categories.lvl0']).toEqual({ Spa: 1, Stay: 1, Tours: 1 });
    expect(filtered.facets_stats).toEqual({ lowest_price: { min: 50, max: 100, avg: 75, sum: 150 } });
  });

  it("expands '*' to the faceting attributes and honours maxValuesPerFacet", () => {
    const result = search(records, { facets: '*', maxValuesPerFacet: 1, hitsPerPage: 0 });
    expect(Object.keys(result.facets ?? {})).toEqual(SERVICE_INDEX_SETTINGS.attributesForFaceting);
    expect(result.facets?.service_type).toEqual({ hotels: 2 });
    expect(result.hits).toEqual([]);
    expect(result.nbHits).toBe(3);
  });
});

describe('filters', () => {
  const records = [
    record('a', { service_type: 'hotels', lowest_price: 100, ratings: 4, supplier_id: 1 }),
    record('b', { service_type: 'events', lowest_price: 20, ratings: 3, supplier_id: 2 }),
    record('c', { service_type: 'activities', lowest_price: 60, ratings: null, supplier_id: 2 }),
  ];
  const sorted = (params: Record<string, unknown>) => ids(records, params).sort();

  it('combines filters, numericFilters and facetFilters with AND', () => {
    expect(sorted({ filters: 'type:service AND (service_type:hotels OR service_type:events)' })).toEqual(['a', 'b']);
    expect(sorted({ filters: 'lowest_price:20 TO 60' })).toEqual(['b', 'c']);
    expect(sorted({ numericFilters: ['lowest_price>=20', 'lowest_price<=60'] })).toEqual(['b', 'c']);
    expect(sorted({ filters: 'supplier_id:2', numericFilters: ['lowest_price>30'] })).toEqual(['c']);
    expect(sorted({ facetFilters: [['service_type:hotels', 'service_type:activities']], filters: 'NOT supplier_id:1' })).toEqual(['c']);
  });

  it('refuses malformed filters with a 400-class error', () => {
    expect(() => search(records, { filters: '(type:service' })).toThrow("expected ')'");
    expect(() => search(records, { numericFilters: ['price'] })).toThrow('numericFilters');
    expect(() => search(records, { hitsPerPage: 1001 })).toThrow(SearchRequestError);
  });
});

describe('insideBoundingBox', () => {
  const records = [
    record('oslo', { _geoloc: { lat: 59.91, lng: 10.75 } }),
    record('tromso', { _geoloc: { lat: 69.65, lng: 18.96 } }),
    record('stockholm', { _geoloc: { lat: 59.33, lng: 18.07 } }),
    record('nowhere', { _geoloc: null }),
  ];

  it('keeps records inside any of the boxes, in either corner order and in the string form', () => {
    expect(ids(records, { insideBoundingBox: [[60, 10, 59, 11]] })).toEqual(['oslo']);
    expect(ids(records, { insideBoundingBox: '59,10,60,19' }).sort()).toEqual(['oslo', 'stockholm']);
    expect(ids(records, { insideBoundingBox: [[59.8, 10.7, 60, 10.8], [69, 18, 70, 20]] }).sort()).toEqual(['oslo', 'tromso']);
    expect(() => ids(records, { insideBoundingBox: '59,10,60' })).toThrow('insideBoundingBox');
  });
});

describe('paging and attributes', () => {
  const records = Array.from({ length: 23 }, (_, i) => record(`r${String(i).padStart(2, '0')}`, { ratings: 100 - i }));

  it('pages from 0 with 20 hits by default, and reports nbPages', () => {
    const first = search(records, {});
    expect(first).toMatchObject({ nbHits: 23, page: 0, nbPages: 2, hitsPerPage: 20 });
    expect(first.hits).toHaveLength(20);
    const second = search(records, { page: 1, hitsPerPage: 5 });
    expect(second.hits.map((hit) => hit.objectID)).toEqual(['r05', 'r06', 'r07', 'r08', 'r09']);
    expect(second.nbPages).toBe(5);
    expect(search(records, { page: 9, hitsPerPage: 5 }).hits).toEqual([]);
  });

  it('legacy params string works like top-level keys', () => {
    expect(search(records, { params: 'hitsPerPage=3&page=1&attributesToRetrieve=%5B%22name%22%5D&attributesToHighlight=%5B%5D' }).hits).toEqual([
      { objectID: 'r03', name: 'r03' },
      { objectID: 'r04', name: 'r04' },
      { objectID: 'r05', name: 'r05' },
    ]);
  });

  it('retrieves the named attributes (nested too), all with *, and excludes with -attr', () => {
    const [hit] = search(records, { hitsPerPage: 1, attributesToRetrieve: ['name', 'categories.lvl0'], attributesToHighlight: [] }).hits;
    expect(hit).toEqual({ objectID: 'r00', name: 'r00', categories: { lvl0: [] } });
    const [all] = search(records, { hitsPerPage: 1, attributesToRetrieve: ['*', '-description'] }).hits;
    expect(all).toHaveProperty('lowest_price');
    expect(all).not.toHaveProperty('description');
  });
});
