/**
 * Conformance: Algolia's own InstantSearch.js widgets (searchBox, hits with the Highlight component, a searchable
 * refinementList) against the embedded engine, through the algoliasearch v5 lite client, from a page on a
 * storefront origin other than the API's, so the search CORS is exercised as well (issue 11 §5.12). The widgets and
 * the client are Algolia's published UMD builds from node_modules. Expected values come from the demo seed's
 * constants, never from the API under test.
 *
 * The page comes from a small server of the test's own on demo.localhost:<its port> (CORS allows the platform's
 * sub-domains on any port). Not from page.route: Chromium gives an intercepted page no address, treats it as
 * public and then refuses its requests to the loopback API (Local Network Access).
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Request } from '../support/test';
import { SEED_SERVICES } from 'api/seed-data';
import { MAIN, platformUrl, siteUrl } from '../support/servers';

const SCRIPTS: Record<string, string> = {
  '/instantsearch.js': require.resolve('instantsearch.js/dist/instantsearch.production.min.js'),
  '/algoliasearch-lite.js': require.resolve('algoliasearch/dist/lite/builds/browser.umd.js'),
};
const API_HOST = new URL(platformUrl(MAIN.port)).host;

const englishName = (slug: string) => {
  const service = SEED_SERVICES.find((s) => s.slug === slug);
  if (!service) throw new Error(`no seed service ${slug}`);
  return service.texts.en.name;
};
/** Located in Oslo, so the query "oslo" finds them; their names start with the word. */
const OSLO_NAMED = ['oslo-city-bike-tour', 'oslo-harbour-hotel'].map(englishName);
/** "Bergen Fjords & Mountains, 3 days": an ampersand that must show as one, neither escaped twice nor lost. */
const WITH_AMPERSAND = englishName('fjords-and-mountains-3-days');

const PAGE = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><link rel="icon" href="data:,"><title>InstantSearch conformance</title></head>
  <body>
    <div id="searchbox"></div>
    <div id="types"></div>
    <div id="hits"></div>
    <script src="/algoliasearch-lite.js"></script>
    <script src="/instantsearch.js"></script>
  </body>
</html>`;

const isFacetSearch = (request: Request) => {
  if (request.method() !== 'POST' || !request.url().includes('/1/indexes/*/queries')) return false;
  try {
    const body = JSON.parse(request.postData() ?? '{}') as { requests?: Array<{ type?: string }> };
    return body.requests?.some((entry) => entry.type === 'facet') ?? false;
  } catch {
    return false;
  }
};

let pageServer: Server;
let pageUrl = '';

test.beforeAll(async () => {
  pageServer = createServer((request, response) => {
    const script = SCRIPTS[request.url ?? ''];
    if (script) {
      void readFile(script).then((body) => response.writeHead(200, { 'content-type': 'text/javascript' }).end(body));
      return;
    }
    if (request.url !== '/') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
  });
  await new Promise<void>((resolve) => pageServer.listen(0, resolve));
  pageUrl = siteUrl('demo', (pageServer.address() as AddressInfo).port, '/');
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => pageServer.close(() => resolve()));
});

test('InstantSearch.js widgets search, highlight and search facet values on the embedded engine', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  await page.goto(pageUrl);

  await page.evaluate(
    ({ host }) => {
      type Widget = (options: Record<string, unknown>) => unknown;
      type Globals = {
        instantsearch: ((options: Record<string, unknown>) => {
          addWidgets(widgets: unknown[]): { start(): void };
        }) & { widgets: { searchBox: Widget; hits: Widget; refinementList: Widget } };
        'algoliasearch/lite': { liteClient(appId: string, apiKey: string, options: Record<string, unknown>): unknown };
      };
      const globals = window as unknown as Globals;
      const searchClient = globals['algoliasearch/lite'].liteClient('WAYHUB', 'public-search-key', {
        hosts: [{ url: host, accept: 'read', protocol: 'http' }],
      });
      const { searchBox, hits, refinementList } = globals.instantsearch.widgets;
      globals
        .instantsearch({ indexName: 'services_en', searchClient, future: { preserveSharedStateOnUnmount: true } })
        .addWidgets([
          searchBox({ container: '#searchbox', placeholder: 'Search services' }),
          refinementList({ container: '#types', attribute: 'service_type', searchable: true, searchablePlaceholder: 'Search types' }),
          hits({
            container: '#hits',
            templates: {
              item: (hit: unknown, { html, components }: { html: (s: TemplateStringsArray, ...v: unknown[]) => unknown; components: { Highlight(o: unknown): unknown } }) =>
                html`<span class="hit-name">${components.Highlight({ hit, attribute: 'name' })}</span>`,
            },
          }),
        ])
        .start();
    },
    { host: API_HOST },
  );

  const hitNames = page.locator('#hits .hit-name');
  const hit = (name: string) => hitNames.filter({ hasText: name });
  // An empty query answers _highlightResult too: without it the Highlight component renders empty names.
  await expect(hitNames.first()).toBeVisible();
  await expect(hit(OSLO_NAMED[0] as string)).toHaveText(OSLO_NAMED[0] as string);
  await expect(page.locator('#hits mark')).toHaveCount(0);

  await page.getByPlaceholder('Search services').fill('oslo');
  // The engine wrapped matches in InstantSearch's own tags, which InstantSearch turned into <mark> elements.
  for (const name of OSLO_NAMED) {
    await expect(hit(name)).toHaveText(name);
    await expect(hit(name).locator('mark')).toHaveText('Oslo');
  }
  await expect(page.locator('#hits')).not.toContainText('ais-highlight');
  await expect(page.locator('#hits')).not.toContainText('<em>');

  // The searchable refinementList sends searchForFacetValues as a multi-query entry of type "facet"; its counts
  // are over the current query's hits, as the main search's facet counts are.
  const typeItem = (value: string) => page.locator('#types .ais-RefinementList-item').filter({ hasText: value });
  const activitiesCount = (await typeItem('activities').locator('.ais-RefinementList-count').textContent())?.trim();
  expect(Number(activitiesCount)).toBeGreaterThan(0);
  const facetAnswer = page.waitForResponse((response) => isFacetSearch(response.request()));
  await page.getByPlaceholder('Search types').fill('act');
  expect((await facetAnswer).status()).toBe(200);
  await expect(page.locator('#types .ais-RefinementList-item')).toHaveCount(1);
  await expect(typeItem('activities').locator('.ais-RefinementList-labelText')).toHaveText('activities');
  await expect(typeItem('activities').locator('mark')).toHaveText('act');
  await expect(typeItem('activities').locator('.ais-RefinementList-count')).toHaveText(activitiesCount as string);

  await page.getByPlaceholder('Search services').fill('mountains');
  await expect(hit(WITH_AMPERSAND)).toHaveText(WITH_AMPERSAND);
  await expect(hit(WITH_AMPERSAND).locator('mark')).toHaveText('Mountains');
  await expect(page.locator('#hits')).not.toContainText('&amp;');

  expect(errors).toEqual([]);
});
