import 'shared-contracts/testing/dom-fetch';
import { createSearchRecord } from 'shared-contracts/testing';
import { startApiServer, type ApiServer } from 'shared-contracts/testing/api-server';
import { createSearchClient, embeddedHost } from '../api/search-client';
import { getLocationNames, getServiceTypeCounts, searchServices } from '../api/search-services';
import { buildSearchRequests, buildServiceTypeFacetRequest } from '../lib/search-filters';

describe('embeddedHost', () => {
  it("uses the page's own host and protocol when the config gives none", () => {
    expect(embeddedHost(null, { host: 'demo.localhost:8080', protocol: 'http:' })).toEqual({ url: 'demo.localhost:8080', protocol: 'http' });
    expect(embeddedHost(null, { host: 'fjord.example', protocol: 'https:' })).toEqual({ url: 'fjord.example', protocol: 'https' });
  });

  it('keeps a host given with or without a scheme', () => {
    expect(embeddedHost('https://search.example/', { host: 'x', protocol: 'http:' })).toEqual({ url: 'search.example', protocol: 'https' });
    expect(embeddedHost('127.0.0.1:9000', { host: 'x', protocol: 'http:' })).toEqual({ url: '127.0.0.1:9000', protocol: 'http' });
  });
});

describe('the lite client against a server answering in Algolia shape', () => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer();
  });
  afterAll(() => server.close());
  beforeEach(() => window.localStorage.clear());

  const client = () =>
    createSearchClient({ app_id: 'WAYHUB', search_api_key: 'search-key', host: null, provider: 'embedded' }, { host: server.baseUrl.replace('http://', ''), protocol: 'http:' });

  /** An answer as Algolia sends it, every field included (the page must not trip on the ones it ignores). */
  const algoliaResult = (hits: unknown[], extra: Record<string, unknown> = {}) => ({
    hits,
    nbHits: hits.length,
    page: 0,
    nbPages: 1,
    hitsPerPage: 5,
    exhaustiveNbHits: true,
    exhaustiveFacetsCount: true,
    exhaustive: { nbHits: true, facetsCount: true },
    processingTimeMS: 2,
    processingTimingsMS: { request: { roundTrip: 3 } },
    query: '',
    params: 'query=&hitsPerPage=5',
    index: 'services_en',
    renderingContent: {},
    ...extra,
  });

  it('sends one multi-query POST to the configured host and reads hits, facets and facet stats', async () => {
    const record = createSearchRecord({ objectID: '42', name: 'Kayak trip', _highlightResult: { name: { value: 'Kayak', matchLevel: 'full', matchedWords: [] } } } as never);
    server.on('POST /1/indexes/*/queries', () => ({
      body: {
        results: [
          algoliaResult([record], { facets: { service_type: { activities: 1 } } }),
          algoliaResult([], { facets: { location_id: { '3': 1 }, 'categories.lvl1': { 'Tours > Sightseeing': 1 } } }),
          algoliaResult([], { facets: { ratings: { '4': 1 } }, facets_stats: { lowest_price: { min: 100, max: 100, avg: 100, sum: 100 } } }),
        ],
      },
    }));
    const requests = buildSearchRequests({ locale: 'en', query: 'kayak', filter: { siteId: 1, serviceType: 'activities' }, page: 1 });
    const result = await searchServices(client(), requests);

    const sent = server.requests.at(-1);
    expect(sent?.method).toBe('POST');
    expect(sent?.path.split('?')[0]).toBe('/1/indexes/*/queries');
    expect(sent?.body).toEqual({ requests });
    expect(result).toEqual({
      hits: [{ objectID: '42', name: 'Kayak trip', service_type: 'activities', image: null, location_name: 'Oslo', lowest_price: 100, currency: 'NOK', ratings: 4, _geoloc: { lat: 59.9139, lng: 10.7522 } }],
      nbHits: 1,
      nbPages: 1,
      categoryCounts: { 'Tours > Sightseeing': 1 },
      locationCounts: { '3': 1 },
      priceStats: { min: 100, max: 100 },
      ratingCounts: { '4': 1 },
      mapHits: null,
    });
  });

  it('reads the service-type counts of the facet search', async () => {
    server.on('POST /1/indexes/*/queries', () => ({ body: { results: [algoliaResult([], { nbHits: 4, facets: { service_type: { hotels: 3, events: 1 } } })] } }));
    await expect(getServiceTypeCounts(client(), buildServiceTypeFacetRequest({ locale: 'en', query: '', siteId: 1 }))).resolves.toEqual({
      total: 4,
      counts: { hotels: 3, events: 1 },
    });
  });

  it('reads location names with ONE getObjects POST on the read host (the lite client has no getObjects)', async () => {
    server.on('POST /1/indexes/*/objects', () => ({ body: { results: [{ objectID: '3', name: 'Bergen' }, null, { objectID: '5', name: '' }] } }));
    await expect(getLocationNames(client(), 'no', ['3', '4', '5'])).resolves.toEqual({ '3': 'Bergen' });
    const sent = server.requests.at(-1);
    expect(sent?.path.split('?')[0]).toBe('/1/indexes/*/objects');
    expect(sent?.body).toEqual({ requests: ['3', '4', '5'].map((objectID) => ({ indexName: 'locations_no', objectID, attributesToRetrieve: ['name'] })) });
    expect(sent?.path.includes('x-algolia-api-key=search-key') || sent?.headers['x-algolia-api-key'] === 'search-key').toBe(true);
    await expect(getLocationNames(client(), 'no', [])).resolves.toEqual({});

    server.on('POST /1/indexes/*/objects', () => ({ status: 500, body: { message: 'boom', status: 500 } }));
    await expect(getLocationNames(client(), 'en', ['9'])).rejects.toThrow();
  });

  it("rejects with the engine's error", async () => {
    server.on('POST /1/indexes/*/queries', () => ({ status: 400, body: { message: 'filters: Unexpected token', status: 400 } }));
    await expect(searchServices(client(), buildSearchRequests({ locale: 'en', query: '', filter: { siteId: 1 }, page: 1 }))).rejects.toThrow('filters: Unexpected token');
  });

  it("talks to Algolia's own hosts for the algolia provider", () => {
    const algolia = createSearchClient({ app_id: 'APP1', search_api_key: 'k', host: null, provider: 'algolia' });
    const hosts = algolia.transporter.hosts.map((host) => host.url);
    expect(hosts).toContain('APP1-dsn.algolia.net');
    expect(hosts.some((url) => url.includes('localhost'))).toBe(false);
  });
});
