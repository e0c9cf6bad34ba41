import 'shared-contracts/testing/dom-fetch';
import { api } from 'shared-contracts/paths';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { SWRConfig } from 'swr';
import { configureHttpClient } from 'shared-runtime/http';
import type { SearchRecord } from 'shared-contracts/search';
import { alertsAtom, sessionStore } from 'shared-runtime/session';
import { createPartnerSite, createSearchRecord } from 'shared-contracts/testing';
import { startApiServer, type ApiServer, type FakeAnswer, type RecordedRequest } from 'shared-contracts/testing/api-server';
import { useLocation } from 'shared-ui/router';
import { renderStorefront } from '../../../testing/render-storefront';
import SearchPage from '../components/search-page';

interface Query {
  indexName: string;
  query: string;
  filters: string;
  facets?: string[];
  hitsPerPage: number;
  page?: number;
  attributesToRetrieve?: string[];
  insideBoundingBox?: number[][];
}

const QUERIES = 'POST /1/indexes/*/queries';
const OBJECTS = 'POST /1/indexes/*/objects';
const CONFIG = 'GET /core/public/search-config';
const SITE = createPartnerSite({ id: 7 });

const hotel = createSearchRecord({
  objectID: '11',
  name: 'Fjord Hotel',
  service_type: 'hotels',
  location_name: 'Bergen',
  image: 'https://img.example/fjord.jpg',
  lowest_price: 1500,
  currency: 'NOK',
  ratings: 4.5,
  categories: { lvl0: ['Stay'], lvl1: ['Stay > Hotel'] },
  _geoloc: { lat: 60.39, lng: 5.32 },
  site_ids: [7],
});
const cabin = createSearchRecord({
  objectID: '12',
  name: 'Arctic Cabin',
  service_type: 'hotels',
  location_name: 'Tromsø',
  lowest_price: 900,
  ratings: 3.5,
  categories: { lvl0: ['Stay'], lvl1: ['Stay > Cabin'] },
  _geoloc: { lat: 69.65, lng: 18.96 },
  site_ids: [7],
});

/** One query's answer in Algolia's shape. */
function result(request: Query, hits: SearchRecord[], extra: Record<string, unknown> = {}) {
  const shown = request.hitsPerPage === 0 ? [] : hits;
  return {
    hits: shown,
    nbHits: hits.length,
    page: request.page ?? 0,
    nbPages: request.hitsPerPage ? Math.ceil(hits.length / request.hitsPerPage) : 0,
    hitsPerPage: request.hitsPerPage,
    exhaustiveNbHits: true,
    processingTimeMS: 1,
    query: request.query,
    params: '',
    index: request.indexName,
    ...extra,
  };
}

/** A search engine answering like Algolia: the page's queries, and the service-type facet search. */
function engine(hits: SearchRecord[], overrides: { nbHits?: number; nbPages?: number } = {}) {
  return (request: RecordedRequest): FakeAnswer => {
    const { requests } = request.body as { requests: Query[] };
    if (requests.length === 1 && requests[0]?.facets?.[0] === 'service_type') {
      return { body: { results: [result(requests[0], hits, { nbHits: 5, facets: { service_type: { hotels: 2, activities: 3 } } })] } };
    }
    return {
      body: {
        results: requests.map((query, index) => {
          if (index === 0) return result(query, hits, { ...overrides, facets: { service_type: { hotels: hits.length } } });
          if (index === 1) return result(query, hits, { facets: { 'categories.lvl1': { 'Stay > Hotel': 1, 'Stay > Cabin': 4 }, location_id: { '3': 2, '4': 5, '9': 2 } } });
          if (index === 2) {
            return result(query, hits, {
              facets: { ratings: { '4.5': 1, '3.5': 1 }, 'categories.lvl1': { 'Stay > Hotel': 1 } },
              facets_stats: { lowest_price: { min: 899.5, max: 1500, avg: 1200, sum: 2400 } },
            });
          }
          return result(query, hits.map(({ objectID, name, service_type, _geoloc, lowest_price, currency, location_name }) => ({ objectID, name, service_type, _geoloc, lowest_price, currency, location_name }) as SearchRecord));
        }),
      },
    };
  };
}

/** locations_{locale} as getObjects reads it: 3 and 4 are named, 9 is not in the index. */
const LOCATION_NAMES: Record<string, Record<string, string>> = { locations_en: { '3': 'Bergen', '4': 'Tromsø' }, locations_no: { '3': 'Bergen', '4': 'Tromsø (NO)' } };
function locationObjects(request: RecordedRequest): FakeAnswer {
  const { requests } = request.body as { requests: Array<{ indexName: string; objectID: string }> };
  return {
    body: {
      results: requests.map(({ indexName, objectID }) => {
        const name = LOCATION_NAMES[indexName]?.[objectID];
        return name === undefined ? null : { objectID, name };
      }),
    },
  };
}

// jsdom has no PointerEvent; Chakra's focus tracking creates one when the page moves focus (as after paging).
if (typeof window.PointerEvent === 'undefined') Object.assign(window, { PointerEvent: MouseEvent });

let server: ApiServer;
const config = (): FakeAnswer => ({
  body: { data: { app_id: 'WAYHUB', search_api_key: 'search-key', host: server.baseUrl.replace('http://', ''), provider: 'embedded' } },
});

beforeAll(async () => {
  server = await startApiServer();
  configureHttpClient({ baseUrl: server.baseUrl });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.on(CONFIG, config);
  server.on(QUERIES, engine([hotel, cabin]));
  server.on(OBJECTS, locationObjects);
  window.localStorage.clear();
  sessionStore.set(alertsAtom, []);
});

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

function renderPage(search = '', options: { withToaster?: boolean } = {}) {
  return renderStorefront(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <SearchPage />
      <Location />
    </SWRConfig>,
    { site: SITE, route: `/en/search${search}`, path: '/:lang/search', ...options },
  );
}

/** The getObjects requests (their `requests` lists). */
const objectReads = () =>
  server.requests.filter((request) => request.path.startsWith('/1/indexes/*/objects')).map((request) => (request.body as { requests: unknown[] }).requests);

/** The destination filter's checkbox labels, in their order. */
const destinations = () =>
  within(screen.getByRole('group', { name: 'Destination' }))
    .getAllByRole('checkbox')
    .map((box) => `${(box as HTMLInputElement).checked ? '[x] ' : ''}${box.closest('label')?.textContent ?? ''}`);

/** The page's searches (the multi-query requests that are not the service-type facet search). */
const searches = () =>
  server.requests
    .filter((request) => request.path.startsWith('/1/indexes/*/queries'))
    .map((request) => (request.body as { requests: Query[] }).requests)
    .filter((requests) => !(requests.length === 1 && requests[0]?.facets?.[0] === 'service_type'));
const location = () => screen.getByTestId('location').textContent;

/** Serious and critical axe-core violations (colour contrast needs layout, which jsdom has not). */
async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('SearchPage', () => {
  it('has no serious or critical axe violations, in the list and on the map', async () => {
    renderPage('?type=hotels');
    await screen.findByRole('link', { name: 'Fjord Hotel' });
    await screen.findByRole('option', { name: 'Hotels (2)' });
    expect(await seriousViolations()).toEqual([]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Map' }));
    await screen.findByRole('group', { name: 'Map of the results' });
    await screen.findByRole('button', { name: /^Fjord Hotel, From/ });
    expect(await seriousViolations()).toEqual([]);
  });

  it('sends one request of exactly 3 queries for the URL state, and shows the hits with their facet counts', async () => {
    renderPage('?type=hotels&q=fjord&rating=4');
    const card = (await screen.findByRole('link', { name: 'Fjord Hotel' })).closest('article') as HTMLElement;

    expect(searches()).toHaveLength(1);
    const [main, categories, prices] = searches()[0] as Query[];
    expect(searches()[0]).toHaveLength(3);
    expect(main).toEqual({
      indexName: 'services_en',
      query: 'fjord',
      attributesToHighlight: [],
      filters: 'type:service AND site_ids:7 AND service_type:hotels AND ratings>=4',
      facets: ['service_type', 'categories.lvl1', 'lowest_price', 'ratings'],
      hitsPerPage: 5,
      page: 0,
    });
    expect(categories).toMatchObject({ facets: ['categories.lvl1', 'location_id'], hitsPerPage: 0, filters: main?.filters });
    expect(prices).toMatchObject({ facets: ['lowest_price', 'ratings', 'categories.lvl1'], hitsPerPage: 0, filters: 'type:service AND site_ids:7 AND service_type:hotels' });
    // The search-only key and app id of the config (query string in browsers, headers under Node).
    const sent = server.requests.find((r) => r.path.startsWith('/1/indexes/')) as RecordedRequest;
    expect(sent.path.includes('x-algolia-api-key=search-key') || sent.headers['x-algolia-api-key'] === 'search-key').toBe(true);
    expect(sent.path.includes('x-algolia-application-id=WAYHUB') || sent.headers['x-algolia-application-id'] === 'WAYHUB').toBe(true);

    expect(within(card).getByRole('link', { name: 'Fjord Hotel' })).toHaveAttribute('href', '/en/hotel/11');
    // From the image service, at the card's width, with the sizes a screen may want instead.
    const picture = within(card).getByRole('img', { name: 'Fjord Hotel' });
    expect(picture).toHaveAttribute('src', 'https://img.example/fjord.jpg?auto=compress,format&w=640');
    expect(picture.getAttribute('srcset')?.split(', ')).toEqual([320, 640, 1024, 1600].map((w) => `https://img.example/fjord.jpg?auto=compress,format&w=${w} ${w}w`));
    expect(picture).toHaveAttribute('sizes', '(min-width: 30rem) 12rem, 100vw');
    expect(within(card).getByText('Bergen')).toBeInTheDocument();
    expect(within(card).getByText('From NOK 1,500')).toBeInTheDocument();
    expect(within(card).getByText('Rated 4.5 out of 5')).toBeInTheDocument();
    expect(screen.getByText('2 results')).toBeInTheDocument();

    // Facet counts: service types (their own facet search), categories (query 2), ratings and price (query 3).
    expect(await screen.findByRole('option', { name: 'Hotels (2)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Activities (3)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'All services (5)' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Rentals/ })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Cabin (4)' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Hotel (1)' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: '4 stars and up (1)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '3 stars and up (2)' })).not.toBeChecked();
    expect(screen.getByText('Prices from 899 to 1,500')).toBeInTheDocument();
    expect(screen.getByLabelText('Minimum price')).toHaveAttribute('min', '899');
  });

  it('keeps its state in the URL: a filter change resets the page and searches again', async () => {
    const user = userEvent.setup();
    renderPage('?type=hotels&page=2');
    await screen.findByRole('link', { name: 'Fjord Hotel' });
    expect(searches()[0]?.[0]?.page).toBe(1);

    await user.click(screen.getByRole('checkbox', { name: 'Cabin (4)' }));
    await waitFor(() => expect(location()).toBe('?type=hotels&category=Stay+%3E+Cabin'));
    await waitFor(() => expect(searches()).toHaveLength(2));
    expect(searches()[1]?.[0]).toMatchObject({ page: 0, filters: 'type:service AND site_ids:7 AND service_type:hotels AND categories.lvl1:"Stay > Cabin"' });

    await user.type(screen.getByLabelText('Minimum price'), '1000');
    await user.click(screen.getByRole('button', { name: 'Apply price' }));
    await waitFor(() => expect(location()).toBe('?type=hotels&category=Stay+%3E+Cabin&price_min=1000'));

    await user.type(screen.getByRole('searchbox', { name: 'What are you looking for?' }), 'arctic');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location()).toBe('?type=hotels&q=arctic&category=Stay+%3E+Cabin&price_min=1000'));
    await waitFor(() => expect(searches().at(-1)?.[0]).toMatchObject({ query: 'arctic', filters: expect.stringContaining('lowest_price>=1000') }));

    // A new type starts over: page 1, and the hotel categories no longer apply.
    await user.selectOptions(screen.getByLabelText('Service type'), 'activities');
    await waitFor(() => expect(location()).toBe('?type=activities&q=arctic&price_min=1000'));
  });

  it('pages with links: 1-based in the URL, the current one marked', async () => {
    server.on(QUERIES, engine([hotel, cabin], { nbHits: 12, nbPages: 3 }));
    renderPage('?type=hotels&page=2');
    const pages = await screen.findByRole('navigation', { name: 'Result pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
    expect(within(pages).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/en/search?type=hotels&page=3');
    expect(within(pages).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/en/search?type=hotels');

    await userEvent.setup().click(within(pages).getByRole('link', { name: 'Page 3' }));
    await waitFor(() => expect(searches().at(-1)?.[0]?.page).toBe(2));
    expect(location()).toBe('?type=hotels&page=3');
  });

  it("shows the site's search page title and subtitle over its cover, in the page's language; its own title without them", async () => {
    const settingsPath = api.partnerSites.publicSearchPage.path();
    server.on(`GET ${settingsPath}`, () => ({ body: { data: { cover_image_url: '/files/cover.jpg', title: 'Find your trip', subtitle: 'Fjords and mountains' } } }));
    const { unmount } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Find your trip' })).toBeInTheDocument();
    expect(screen.getByText('Fjords and mountains')).toBeInTheDocument();
    expect(screen.getByTestId('search-cover')).toBeInTheDocument();
    const asked = server.requests.find((request) => request.path.startsWith(settingsPath));
    expect(new URL(asked!.path, 'http://x').searchParams.get('locale')).toBe('en');
    expect(new URL(asked!.path, 'http://x').searchParams.get('site_id')).toBe(String(SITE.id));
    unmount();

    // Nothing set (or the call failed): the page's own title, and the search works all the same.
    server.on(`GET ${settingsPath}`, () => ({ status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } }));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(screen.queryByTestId('search-cover')).toBeNull();
    expect(await screen.findByRole('heading', { level: 3, name: hotel.name })).toBeInTheDocument();
  });

  it('shows the empty state when nothing matches', async () => {
    server.on(QUERIES, engine([]));
    renderPage('?q=nothing');
    const empty = (await screen.findByRole('heading', { name: 'No results found' })).parentElement as HTMLElement;
    expect(screen.getByText('No results')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    await userEvent.setup().click(within(empty).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location()).toBe(''));
  });

  it("says 'Failed to fetch results from query!' when the search fails", async () => {
    server.on(QUERIES, (request) => {
      const { requests } = request.body as { requests: Query[] };
      return requests.length === 3 ? { status: 500, body: { message: 'boom', status: 500 } } : engine([hotel])(request);
    });
    renderPage();
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('Failed to fetch results from query!');
    expect(screen.queryByRole('link', { name: 'Fjord Hotel' })).not.toBeInTheDocument();

    server.on(QUERIES, engine([hotel]));
    await userEvent.setup().click(within(panel).getByRole('button'));
    expect(await screen.findByRole('link', { name: 'Fjord Hotel' })).toBeInTheDocument();
  });

  it("says 'Failed to fetch results from query!' when the search config cannot be read", async () => {
    server.on(CONFIG, () => ({ status: 503, body: { message: 'down', code: 'UNAVAILABLE' } }));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch results from query!');
    expect(searches()).toHaveLength(0);
  });

  it("alerts 'Failed to fetch data!' when the service-type facet search fails, and still shows results", async () => {
    server.on(QUERIES, (request) => {
      const { requests } = request.body as { requests: Query[] };
      return requests.length === 1 ? { status: 400, body: { message: 'bad', status: 400 } } : engine([hotel])(request);
    });
    renderPage();
    expect(await screen.findByRole('link', { name: 'Fjord Hotel' })).toBeInTheDocument();
    await waitFor(() => expect(sessionStore.get(alertsAtom)).toEqual([expect.objectContaining({ status: 'error', messageId: 'errors.facetSearchFailed' })]));
    // The choice still works, without counts.
    expect(screen.getByRole('option', { name: 'Hotels' })).toBeInTheDocument();
  });

  it('adds the 4th map query; moving the map re-runs it inside the new bounds', async () => {
    const user = userEvent.setup();
    renderPage('?type=hotels');
    await screen.findByRole('link', { name: 'Fjord Hotel' });
    await user.click(screen.getByRole('button', { name: 'Map' }));

    await waitFor(() => expect(searches().at(-1)).toHaveLength(4));
    const first = searches().at(-1)?.[3];
    expect(first).toEqual({
      indexName: 'services_en',
      query: '',
      attributesToHighlight: [],
      filters: 'type:service AND site_ids:7 AND service_type:hotels',
      hitsPerPage: 1000,
      page: 0,
      attributesToRetrieve: ['name', 'service_type', '_geoloc', 'lowest_price', 'currency', 'location_name'],
    });
    const marker = await screen.findByRole('button', { name: /^Fjord Hotel, From NOK\s1,500$/ });
    expect(screen.getByRole('button', { name: /^Arctic Cabin, From NOK\s900$/ })).toBeInTheDocument();

    // A marker opens its place, linked to the product page.
    await user.click(marker);
    expect(marker).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'See Fjord Hotel' })).toHaveAttribute('href', '/en/hotel/11');
    expect(searches().at(-1)?.[3]?.insideBoundingBox).toBeUndefined();

    // Keyboard: zoom in on the focused map, then the query carries the map's box.
    const map = screen.getByRole('group', { name: 'Map of the results' });
    act(() => map.focus());
    fireEvent.keyDown(map, { key: '+' });
    await waitFor(() => expect(searches().at(-1)?.[3]?.insideBoundingBox).toBeDefined());
    const [box] = searches().at(-1)?.[3]?.insideBoundingBox ?? [];
    expect(box).toHaveLength(4);
    const [north, west, south, east] = box as number[];
    // Zoomed in on the fitted view of Bergen (60.39, 5.32) and Tromsø (69.65, 18.96): a box between them.
    expect(north).toBeGreaterThan(south as number);
    expect(east).toBeGreaterThan(west as number);
    expect(north).toBeLessThan(72);
    expect(south).toBeGreaterThan(58);
    const before = box as number[];

    fireEvent.keyDown(map, { key: 'ArrowRight' });
    await waitFor(() => expect(searches().at(-1)?.[3]?.insideBoundingBox?.[0]?.[1]).toBeGreaterThan(before[1] as number));

    // The zoom buttons move it too.
    const count = searches().length;
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    await waitFor(() => expect(searches().length).toBe(count + 1));
    expect(searches().at(-1)?.[3]?.insideBoundingBox).toBeDefined();
  });

  it('on a phone, folds the filters behind a Filters button, so their lists arriving cannot push the results down', async () => {
    const narrow = jest.fn((query: string) => ({ matches: query.includes('max-width'), media: query, addEventListener: jest.fn(), removeEventListener: jest.fn() }));
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: narrow });
    try {
      renderPage('?type=hotels');
      await screen.findByRole('link', { name: 'Fjord Hotel' });
      // The type counts have arrived, into the folded panel: there, but hidden from everyone.
      await screen.findByRole('option', { name: 'Hotels (2)', hidden: true });
      const toggle = screen.getByRole('button', { name: 'Filters' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('option', { name: 'Hotels (2)' })).not.toBeInTheDocument();
      await userEvent.setup().click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(await screen.findByRole('option', { name: 'Hotels (2)' })).toBeInTheDocument();
    } finally {
      cleanup(); // unmounted while the phone's screen is still there
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });

  describe('the destination filter', () => {
    it('counts location_id in query 2 and names the values with ONE getObjects call, most services first', async () => {
      renderPage('?type=hotels');
      await screen.findByRole('checkbox', { name: 'Tromsø (5)' });
      const [main, counts, prices] = searches()[0] as Query[];
      expect(searches()[0]).toHaveLength(3);
      expect(main?.facets).not.toContain('location_id');
      expect(counts?.facets).toEqual(['categories.lvl1', 'location_id']);
      expect(prices?.facets).not.toContain('location_id');
      expect(objectReads()).toEqual([
        [
          { indexName: 'locations_en', objectID: '3', attributesToRetrieve: ['name'] },
          { indexName: 'locations_en', objectID: '4', attributesToRetrieve: ['name'] },
          { indexName: 'locations_en', objectID: '9', attributesToRetrieve: ['name'] },
        ],
      ]);
      // Sorted by count, then name; 9 is not in the index: shown as its id, still usable.
      expect(destinations()).toEqual(['Tromsø (5)', '9 (2)', 'Bergen (2)']);
      expect(screen.getByRole('group', { name: 'Destination' }).tagName).toBe('FIELDSET');
      expect(sessionStore.get(alertsAtom)).toEqual([]);
    });

    it('filters with the ORed location ids, resets the page, and keeps them in the URL', async () => {
      const user = userEvent.setup();
      renderPage('?type=hotels&page=2');
      await user.click(await screen.findByRole('checkbox', { name: 'Bergen (2)' }));
      await waitFor(() => expect(location()).toBe('?type=hotels&location=3'));
      await waitFor(() => expect(searches().at(-1)?.[0]).toMatchObject({ page: 0, filters: 'type:service AND site_ids:7 AND service_type:hotels AND location_id:3' }));
      // Its own counts leave it out; the other queries apply it.
      expect(searches().at(-1)?.[1]?.filters).toBe('type:service AND site_ids:7 AND service_type:hotels');
      expect(searches().at(-1)?.[2]?.filters).toBe('type:service AND site_ids:7 AND service_type:hotels AND location_id:3');

      await user.click(screen.getByRole('checkbox', { name: '9 (2)' }));
      await waitFor(() => expect(location()).toBe('?type=hotels&location=3&location=9'));
      await waitFor(() => expect(searches().at(-1)?.[0]?.filters).toBe('type:service AND site_ids:7 AND service_type:hotels AND (location_id:3 OR location_id:9)'));
      expect(destinations()).toEqual(['Tromsø (5)', '[x] 9 (2)', '[x] Bergen (2)']);

      await user.click(screen.getByRole('checkbox', { name: 'Bergen (2)' }));
      await waitFor(() => expect(location()).toBe('?type=hotels&location=9'));
    });

    it('reads the destinations from the URL, with the locale of the page', async () => {
      const { unmount } = renderPage('?location=4&location=3&category=Stay+%3E+Cabin');
      await screen.findByRole('link', { name: 'Fjord Hotel' });
      await waitFor(() => expect(searches().map((requests) => requests[0]?.filters)).toContain('type:service AND site_ids:7 AND (location_id:4 OR location_id:3) AND categories.lvl0:"Stay > Cabin"'));
      await waitFor(() => expect(destinations()).toEqual(['[x] Tromsø (5)', '9 (2)', '[x] Bergen (2)']));
      unmount();

      server.requests.length = 0;
      renderStorefront(
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <SearchPage />
        </SWRConfig>,
        { site: SITE, route: '/no/search?location=4', path: '/:lang/search', locale: 'no' },
      );
      await waitFor(() => expect(objectReads().at(-1)).toContainEqual({ indexName: 'locations_no', objectID: '4', attributesToRetrieve: ['name'] }));
    });

    it("alerts 'Failed to fetch locations from object ids!' once when getObjects fails, shows the ids, and still shows the results", async () => {
      server.on(OBJECTS, () => ({ status: 500, body: { message: 'boom', status: 500 } }));
      const user = userEvent.setup();
      renderPage('?type=hotels', { withToaster: true });
      expect(await screen.findByRole('link', { name: 'Fjord Hotel' })).toBeInTheDocument();
      await waitFor(() => expect(sessionStore.get(alertsAtom)).toEqual([expect.objectContaining({ status: 'error', messageId: 'errors.objectIdsFailed' })]));
      expect(await screen.findByText('Failed to fetch locations from object ids!')).toBeInTheDocument();
      expect(destinations()).toEqual(['4 (5)', '3 (2)', '9 (2)']);
      expect(screen.getByText('2 results')).toBeInTheDocument();
      expect(screen.queryByText('Failed to fetch results from query!')).not.toBeInTheDocument();

      // The ids still filter.
      const reads = objectReads().length;
      await user.click(screen.getByRole('checkbox', { name: '4 (5)' }));
      await waitFor(() => expect(location()).toBe('?type=hotels&location=4'));
      await waitFor(() => expect(searches().at(-1)?.[0]?.filters).toContain('location_id:4'));
      // The same names again: no new request, and no second alert for the one failure.
      expect(objectReads()).toHaveLength(reads);
      expect(sessionStore.get(alertsAtom)).toHaveLength(1);
    });
  });
});
