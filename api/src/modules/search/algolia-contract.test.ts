import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { algoliasearch } from 'algoliasearch';
import { SEARCH } from 'shared-contracts/constants';
import { createSearchRecord } from 'shared-contracts/testing';
import { testDatabases } from '../../test/databases';
import { useTestDatabase } from '../../test/harness';
import { createSearchIndexer } from './indexer/indexer.service';

/**
 * The storefront's real client against the API's embedded engine over HTTP (FACTS "algoliasearch 5.64 against
 * our own server"). Runs on PGlite only: the HTTP contract does not depend on the database.
 */
const pglite = testDatabases().filter((spec) => spec.name === 'pglite');

describe.each(pglite)('algoliasearch v5 client against the embedded engine ($name)', (spec) => {
  const database = useTestDatabase(spec, { seed: false });
  const indexName = SEARCH.indexName('services', 'no');
  let server: ServerType;
  let port = 0;

  beforeAll(async () => {
    await createSearchIndexer(database.handle.db).replaceIndex(indexName, [
      createSearchRecord({ objectID: 'kajakk', name: 'Kajakk på fjorden', service_type: 'activities', lowest_price: 450, ratings: 4.8, categories: { lvl0: ['Turer'], lvl1: ['Turer > Kajakk'] }, location_name: 'Tromsø' }),
      createSearchRecord({ objectID: 'nordlys', name: 'Nordlysjakt', service_type: 'activities', lowest_price: 990, ratings: 4.6, categories: { lvl0: ['Turer'], lvl1: ['Turer > Natt'] }, location_name: 'Tromsø' }),
      createSearchRecord({ objectID: 'hotell', name: 'Hotell ved havna', service_type: 'hotels', lowest_price: 1500, ratings: 4.2, categories: { lvl0: ['Overnatting'], lvl1: ['Overnatting > Hotell'] }, location_name: 'Ålesund', _geoloc: { lat: 62.47, lng: 6.15 } }),
    ]);
    const { app } = database.app();
    await new Promise<void>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
        port = info.port;
        resolve();
      });
    });
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const client = () =>
    algoliasearch('WAYHUB', 'search-only-key', {
      hosts: [{ url: `127.0.0.1:${port}`, accept: 'readWrite', protocol: 'http' }],
    });

  it('client.search sends a multi-query and reads hits, facets and paging', async () => {
    const { results } = await client().search({
      requests: [
        { indexName, query: 'tromso', facets: ['categories.lvl1'], hitsPerPage: 1, page: 1 },
        { indexName, query: '', filters: 'type:service AND service_type:hotels', hitsPerPage: 5 },
        { indexName, numericFilters: ['lowest_price>=400', 'lowest_price<=1000'], facets: ['service_type'], hitsPerPage: 0 },
      ],
    });
    const [main, hotels, prices] = results as Array<{ hits: Array<{ objectID: string }>; nbHits: number; nbPages: number; facets?: Record<string, Record<string, number>> }>;
    expect(main).toMatchObject({ nbHits: 2, nbPages: 2, facets: { 'categories.lvl1': { 'Turer > Kajakk': 1, 'Turer > Natt': 1 } } });
    expect(main?.hits.map((hit) => hit.objectID)).toEqual(['nordlys']);
    expect(hotels?.hits.map((hit) => hit.objectID)).toEqual(['hotell']);
    expect(prices).toMatchObject({ nbHits: 2, facets: { service_type: { activities: 2 } } });
  });

  it('searchSingleIndex finds with a typo and across ø/å', async () => {
    const typo = await client().searchSingleIndex({ indexName, searchParams: { query: 'kajak' } });
    expect(typo.hits.map((hit) => hit.objectID)).toEqual(['kajakk']);
    const nordic = await client().searchSingleIndex({ indexName, searchParams: { query: 'alesund', attributesToRetrieve: ['name'] } });
    expect(nordic.hits).toEqual([expect.objectContaining({ objectID: 'hotell', name: 'Hotell ved havna' })]);
    const map = await client().searchSingleIndex({ indexName, searchParams: { insideBoundingBox: [[63, 6, 62, 7]], hitsPerPage: 1000 } });
    expect(map.nbHits).toBe(1);
  });

  it('getObjects returns the records, null for a missing id', async () => {
    const { results } = await client().getObjects({
      requests: [
        { indexName, objectID: 'nordlys', attributesToRetrieve: ['name', 'lowest_price'] },
        { indexName, objectID: 'finnes-ikke' },
      ],
    });
    expect(results).toEqual([{ objectID: 'nordlys', name: 'Nordlysjakt', lowest_price: 990 }, null]);
  });

  it('searchForFacetValues finds service_type values by prefix, counted over the filtered hits', async () => {
    const answer = await client().searchForFacetValues({
      indexName,
      facetName: 'service_type',
      searchForFacetValuesRequest: { facetQuery: 'act', params: 'filters=type%3Aservice', maxFacetHits: 10 },
    });
    expect(answer.facetHits).toEqual([{ value: 'activities', highlighted: '<em>act</em>ivities', count: 2 }]);
    expect(answer.exhaustiveFacetsCount).toBe(true);
    expect(typeof answer.processingTimeMS).toBe('number');

    // No facet query: every value, most frequent first; the filter narrows the counts.
    const all = await client().searchForFacetValues({ indexName, facetName: 'service_type', searchForFacetValuesRequest: { facetQuery: '' } });
    expect(all.facetHits.map(({ value, count }) => [value, count])).toEqual([
      ['activities', 2],
      ['hotels', 1],
    ]);
    const cheap = await client().searchForFacetValues({
      indexName,
      facetName: 'service_type',
      searchForFacetValuesRequest: { params: 'numericFilters=%5B%22lowest_price%3E%3D1000%22%5D' },
    });
    expect(cheap.facetHits).toEqual([{ value: 'hotels', highlighted: 'hotels', count: 1 }]);

    // A facet that is not searchable is Algolia's 400.
    await expect(
      client().searchForFacetValues({ indexName, facetName: 'name', searchForFacetValuesRequest: { facetQuery: 'x' } }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringContaining('searchable(name)') });
  });

  it('answers a facet search sent as a multi-query entry (type facet), the way InstantSearch sends searchForFacetValues', async () => {
    const ais = { highlightPreTag: '__ais-highlight__', highlightPostTag: '__/ais-highlight__' };
    const { results } = await client().search({
      requests: [
        { indexName, type: 'facet', facet: 'service_type', facetQuery: 'act', filters: 'type:service', ...ais },
        { indexName, query: 'nordlys', hitsPerPage: 1 },
      ],
    });
    expect(results[0]).toEqual({
      facetHits: [{ value: 'activities', highlighted: '__ais-highlight__act__/ais-highlight__ivities', count: 2 }],
      exhaustiveFacetsCount: true,
      processingTimeMS: expect.any(Number),
    });
    expect(results[1]).toMatchObject({ nbHits: 1, hits: [expect.objectContaining({ objectID: 'nordlys' })] });

    // algoliasearch-helper 3 calls the legacy array form, search parameters under `params`, for v5 clients.
    const legacy = await client().search([
      { indexName, type: 'facet', facet: 'categories.lvl1', facetQuery: 'turer n', maxFacetHits: 5, params: { query: 'tromso', ...ais } },
    ]);
    expect(legacy.results).toEqual([
      {
        facetHits: [{ value: 'Turer > Natt', highlighted: '__ais-highlight__Turer__/ais-highlight__ > __ais-highlight__N__/ais-highlight__att', count: 1 }],
        exhaustiveFacetsCount: true,
        processingTimeMS: expect.any(Number),
      },
    ]);

    // Algolia's own refusals: a facet that is not searchable, and a facet entry without its facet.
    await expect(client().search({ requests: [{ indexName, type: 'facet', facet: 'name', facetQuery: 'x' }] })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('searchable(name)'),
    });
    await expect(client().search({ requests: [{ indexName, type: 'facet' } as never] })).rejects.toMatchObject({ status: 400 });
  });

  it("highlights hits with the request's tags, and gives _highlightResult for an empty query as Algolia does", async () => {
    const { results } = await client().search({
      requests: [
        { indexName, query: 'kajak', highlightPreTag: '__ais-highlight__', highlightPostTag: '__/ais-highlight__', hitsPerPage: 1 },
        { indexName, query: '', filters: 'service_type:hotels', attributesToHighlight: ['name', 'location_name'] },
      ],
    });
    const [typed, empty] = results as Array<{ hits: Array<{ _highlightResult?: Record<string, unknown> }> }>;
    expect(typed?.hits[0]?._highlightResult?.name).toEqual({
      value: '__ais-highlight__Kajakk__/ais-highlight__ på fjorden',
      matchLevel: 'full',
      matchedWords: ['kajak'],
      fullyHighlighted: false,
    });
    expect(empty?.hits[0]?._highlightResult).toEqual({
      name: { value: 'Hotell ved havna', matchLevel: 'none', matchedWords: [] },
      location_name: { value: 'Ålesund', matchLevel: 'none', matchedWords: [] },
    });
  });

  it("surfaces the engine's 400 as an ApiError with Algolia's message", async () => {
    await expect(client().searchSingleIndex({ indexName, searchParams: { filters: 'type:service AND' } })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('expected filter'),
    });
  });
});
