import { SEARCH } from 'shared-contracts/constants';
import { type SearchRecord, SearchForFacetValuesResponseSchema } from 'shared-contracts/search';
import * as v from 'valibot';
import { createSearchRecord } from 'shared-contracts/testing';
import { testDatabases } from '../../test/databases';
import { useTestDatabase } from '../../test/harness';
import { createSearchIndexer } from './indexer/indexer.service';

const INDEX = SEARCH.indexName('services', 'en');

const RECORDS: SearchRecord[] = [
  createSearchRecord({ objectID: 'kayak', name: 'Fjord kayaking', service_type: 'activities', lowest_price: 450, ratings: 4.8, site_ids: [1], categories: { lvl0: ['Tours'], lvl1: ['Tours > Kayak'] }, location_name: 'Tromsø', _geoloc: { lat: 69.65, lng: 18.96 } }),
  createSearchRecord({ objectID: 'lights', name: 'Northern lights chase', service_type: 'activities', lowest_price: 900, ratings: 4.5, site_ids: [1, 2], categories: { lvl0: ['Tours'], lvl1: ['Tours > Night'] }, location_name: 'Tromsø', _geoloc: { lat: 69.6, lng: 19.0 } }),
  createSearchRecord({ objectID: 'hotel', name: 'Harbour hotel', service_type: 'hotels', lowest_price: 1200, ratings: 4.1, site_ids: [2], categories: { lvl0: ['Stay'], lvl1: ['Stay > Hotel'] }, location_name: 'Oslo', _geoloc: { lat: 59.91, lng: 10.75 } }),
  createSearchRecord({ objectID: 'concert', name: 'Concert in the cathedral', service_type: 'events', lowest_price: 300, ratings: null, site_ids: [1], categories: { lvl0: ['Music'], lvl1: ['Music > Classical'] }, location_name: 'Trondheim', _geoloc: { lat: 63.43, lng: 10.4 } }),
];

/** What the browser client sends: text/plain, credentials in the query string. */
const CREDENTIALS = '?x-algolia-api-key=public-search-key&x-algolia-application-id=WAYHUB';
const plain = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'text/plain', ...headers },
  body: JSON.stringify(body),
});

describe.each(testDatabases())('embedded search (Algolia protocol) on $name', (spec) => {
  const database = useTestDatabase(spec, { seed: false });

  beforeAll(async () => {
    await createSearchIndexer(database.handle.db).replaceIndex(INDEX, RECORDS);
  });

  it('answers a multi-query with hits, facets and paging in Algolia shape', async () => {
    const { request } = database.app();
    const response = await request(
      `/1/indexes/*/queries${CREDENTIALS}`,
      plain({
        requests: [
          { indexName: INDEX, query: 'tromso', facets: ['categories.lvl1', 'service_type'], hitsPerPage: 1, page: 0 },
          { indexName: INDEX, filters: 'type:service AND site_ids:1', numericFilters: ['lowest_price>=300', 'lowest_price<=900'], hitsPerPage: 1000, attributesToRetrieve: ['name'], attributesToHighlight: [] },
          { indexName: INDEX, params: 'query=&hitsPerPage=0&facets=%5B%22lowest_price%22%5D' },
        ],
      }),
    );
    expect(response.status).toBe(200);
    const { results } = (await response.json()) as { results: Array<Record<string, unknown> & { hits: Array<Record<string, unknown>> }> };
    expect(results[0]).toMatchObject({
      nbHits: 2,
      page: 0,
      nbPages: 2,
      hitsPerPage: 1,
      query: 'tromso',
      index: INDEX,
      exhaustiveNbHits: true,
      facets: { 'categories.lvl1': { 'Tours > Kayak': 1, 'Tours > Night': 1 }, service_type: { activities: 2 } },
    });
    expect(results[0]?.hits.map((hit) => hit.objectID)).toEqual(['kayak']);
    expect(typeof results[0]?.processingTimeMS).toBe('number');
    expect(results[0]?.params).toContain('query=tromso');
    // Custom ranking: ratings desc, unrated last.
    expect(results[1]?.hits).toEqual([
      { objectID: 'kayak', name: 'Fjord kayaking' },
      { objectID: 'lights', name: 'Northern lights chase' },
      { objectID: 'concert', name: 'Concert in the cathedral' },
    ]);
    expect(results[2]).toMatchObject({ nbHits: 4, hits: [], facets_stats: { lowest_price: { min: 300, max: 1200 } } });
  });

  it('answers a single-index query, including the map query with a bounding box', async () => {
    const { request } = database.app();
    const response = await request(`/1/indexes/${INDEX}/query${CREDENTIALS}`, plain({ insideBoundingBox: [[70, 18, 69, 20]], hitsPerPage: 1000, attributesToRetrieve: ['_geoloc'] }));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { hits: Array<{ objectID: string }>; nbHits: number };
    expect(body.nbHits).toBe(2);
    expect(body.hits.map((hit) => hit.objectID).sort()).toEqual(['kayak', 'lights']);
    expect(response.headers.get('server-timing')).toMatch(/^search;dur=\d+\.\d+$/);
  });

  it('answers getObjects in request order, with null for unknown ids', async () => {
    const { request } = database.app();
    const response = await request(
      '/1/indexes/*/objects',
      plain({ requests: [{ indexName: INDEX, objectID: 'hotel', attributesToRetrieve: ['name', 'location_id'] }, { indexName: INDEX, objectID: 'missing' }] }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ results: [{ objectID: 'hotel', name: 'Harbour hotel', location_id: 1 }, null] });
  });

  it("refuses bad input in Algolia's error shape: 400 for syntax, 404 for an unknown index", async () => {
    const { request } = database.app();
    const badFilter = await request('/1/indexes/*/queries', plain({ requests: [{ indexName: INDEX, filters: '(type:service' }] }));
    expect(badFilter.status).toBe(400);
    expect(await badFilter.json()).toEqual({ status: 400, message: expect.stringContaining("expected ')'") });

    const mixed = await request(`/1/indexes/${INDEX}/query`, plain({ filters: '(a:1 AND b:2) OR c:3' }));
    expect(await mixed.json()).toEqual({ status: 400, message: expect.stringContaining('(X AND Y) OR Z is not allowed') });

    const tooMany = await request(`/1/indexes/${INDEX}/query`, plain({ hitsPerPage: 5000 }));
    expect(tooMany.status).toBe(400);

    const notJson = await request(`/1/indexes/${INDEX}/query`, { method: 'POST', body: '{oops' });
    expect(await notJson.json()).toEqual({ status: 400, message: 'Invalid JSON in request body' });

    const unknown = await request('/1/indexes/*/queries', plain({ requests: [{ indexName: 'services_xx' }] }));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ status: 404, message: 'Index services_xx does not exist' });
  });

  it('lets storefront origins read answers (CORS), even when the browser marks the call cross-site', async () => {
    const { request } = database.app();
    const body = { requests: [{ indexName: INDEX, hitsPerPage: 0 }] };
    const storefront = await request('/1/indexes/*/queries', plain(body, { origin: 'http://demo.localhost:8080', 'sec-fetch-site': 'cross-site' }));
    expect(storefront.status).toBe(200);
    expect(storefront.headers.get('access-control-allow-origin')).toBe('http://demo.localhost:8080');
    expect(storefront.headers.get('access-control-expose-headers')).toBe('Server-Timing');
    expect(storefront.headers.get('vary')).toContain('Origin');
    expect(storefront.headers.get('cache-control')).toBe('no-store');
    // Algolia's error answers are readable too, so the browser client can show their message.
    const refused = await request('/1/indexes/*/queries', plain({ requests: [{ indexName: INDEX, filters: '(' }] }, { origin: 'http://demo.localhost:8080' }));
    expect(refused.status).toBe(400);
    expect(refused.headers.get('access-control-allow-origin')).toBe('http://demo.localhost:8080');

    const stranger = await request('/1/indexes/*/queries', plain(body, { origin: 'https://evil.example' }));
    expect(stranger.status).toBe(200);
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();

    const preflight = await request('/1/indexes/*/queries', {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:8080', 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-algolia-api-key' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('x-algolia-api-key');
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    const strangerPreflight = await request('/1/indexes/*/queries', {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-algolia-api-key' },
    });
    expect(strangerPreflight.headers.get('access-control-allow-origin')).toBeNull();

    // Other API POSTs keep the cross-site guard.
    const login = await request('/nauth/npanel/login', plain({ email: 'a@b.c', password: 'x' }, { 'sec-fetch-site': 'cross-site' }));
    expect(login.status).toBe(403);
  });

  it('shows a write on the next query, also on another replica sharing the database', async () => {
    const replicaA = database.app();
    const replicaB = database.app();
    const query = async (app: typeof replicaA) =>
      ((await (await app.request(`/1/indexes/${INDEX}/query`, plain({ query: 'glacier' }))).json()) as { nbHits: number }).nbHits;
    expect(await query(replicaA)).toBe(0);
    expect(await query(replicaB)).toBe(0);

    const indexer = createSearchIndexer(database.handle.db);
    await indexer.upsertRecords(INDEX, [createSearchRecord({ objectID: 'glacier', name: 'Glacier hike' })]);
    expect(await query(replicaA)).toBe(1);
    expect(await query(replicaB)).toBe(1);

    await indexer.deleteRecords(INDEX, ['glacier']);
    expect(await query(replicaA)).toBe(0);
    expect(await query(replicaB)).toBe(0);
  });

  it('returns an unknown /1/ path as an Algolia 404, not the storefront page', async () => {
    const { request } = database.app();
    const response = await request('/1/keys');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ status: 404 });
  });
  test('facet-value search: prefix matches highlighted, counted over the filters, limited by maxFacetHits', async () => {
    const { request } = database.app();
    const url = `/1/indexes/${INDEX}/facets/categories.lvl1/query${CREDENTIALS}`;
    const response = await request(url, plain({ facetQuery: 'tour', filters: 'site_ids:1', maxFacetHits: 1 }));
    expect(response.status).toBe(200);
    const body = v.parse(SearchForFacetValuesResponseSchema, await response.json());
    expect(body.facetHits).toEqual([{ value: 'Tours > Kayak', highlighted: '<em>Tour</em>s > Kayak', count: 1 }]);

    // The legacy params string carries the facet query too; every word must prefix a word of the value.
    const legacy = v.parse(
      SearchForFacetValuesResponseSchema,
      await (await request(url, plain({ params: 'facetQuery=tours%20n&query=tromso' }))).json(),
    );
    expect(legacy.facetHits).toEqual([{ value: 'Tours > Night', highlighted: '<em>Tours</em> > <em>N</em>ight', count: 1 }]);

    const missing = await request(`/1/indexes/services_xx/facets/service_type/query`, plain({ facetQuery: 'a' }));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ status: 404 });
    const tooMany = await request(url, plain({ facetQuery: 'a', maxFacetHits: 101 }));
    expect(tooMany.status).toBe(400);
  });
});
