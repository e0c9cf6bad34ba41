import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { storefrontRouteKind } from 'shared-contracts/paths';
import { DEMO_WIDGET } from '../../../db/seed/widgets';
import { createCatalogueService } from '../../core/catalogue/catalogue.service';
import { oneTestDatabase } from '../../../test/databases';
import { type TestApp, useTestDatabase } from '../../../test/harness';
import { createStorefrontStatus } from './storefront-status';

const HTML = { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } };
const INDEX = '<!doctype html><div id="root"></div>';

function buildShell(t: TestApp) {
  mkdirSync(path.join(t.env.WEB_ROOT, 'shell'), { recursive: true });
  writeFileSync(path.join(t.env.WEB_ROOT, 'shell', 'index.html'), INDEX);
}

describe.each(oneTestDatabase())('page status of storefront navigations on $name (spec 001 §8)', (spec) => {
  const ctx = useTestDatabase(spec);
  const navigate = async (t: TestApp, url: string) => {
    const response = await t.request(url, HTML);
    // Either way the SPA shell is served, so it can draw its own not-found page.
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toBe(INDEX);
    return response.status;
  };

  test.each([
    ['/', 200],
    ['/en', 200],
    ['/de/search', 200],
    ['/en/page/about', 200],
    ['/en/privacy-policy', 200],
    ['/en/terms-and-conditions', 200],
    ['/en/activity', 200],
    ['/en/booking-details/pay_123/uuid-x', 200],
    ['/en/customer-reservation/booking/package/7/3', 200],
    ['/en/setup-terminal/settings', 200],
    ['/en/logout', 200],
    [`/${DEMO_WIDGET.uuid}/gotohubwidget`, 200],
    // An unpublished page, a missing page, a page without slug.
    ['/en/page/winter-deals', 404],
    ['/en/page/no-such-page', 404],
    ['/en/page', 404],
    ['/en/page/about/more', 404],
    // Not storefront routes: panel areas, unknown words, extra segments.
    ['/en/login', 404],
    ['/en/npanel/sites', 404],
    ['/en/admin/dashboard', 404],
    ['/en/nonsense', 404],
    ['/en/search/more', 404],
    ['/en/activity/12/extra', 404],
    ['/en/logout/now', 404],
    // Unknown language segment.
    ['/xx', 404],
    ['/xx/search', 404],
    ['/00000000-0000-4000-8000-000000000000/gotohubwidget', 404],
  ])('demo.localhost%s answers %i', async (pathname, status) => {
    const t = ctx.app();
    buildShell(t);
    expect(await navigate(t, `http://demo.localhost:8080${pathname}`)).toBe(status);
  });

  test('a site is told apart by its host: a page of another site, or a host of no site, is 404', async () => {
    const t = ctx.app();
    buildShell(t);
    // "about" is a page of demo, not of demo-paylater; the unknown host has nothing at all.
    expect(await navigate(t, 'http://nosuchsite.localhost:8080/en')).toBe(404);
    expect(await navigate(t, 'http://nosuchsite.localhost:8080/en/search')).toBe(404);
    expect(await navigate(t, 'http://demo-paylater.localhost:8080/en/page/about')).toBe(404);
    expect(await navigate(t, 'http://demo-paylater.localhost:8080/en/page/home')).toBe(200);
    expect(await navigate(t, 'http://demo-paylater.localhost:8080/en/search')).toBe(200);
  });

  test('a product URL is 404 unless the site sells that service, by id or by slug', async () => {
    const t = ctx.app();
    buildShell(t);
    const catalogue = createCatalogueService(ctx.handle.db);
    const byHost = await t.request('http://localhost:8080/gateway/core/public/partner-sites?url=demo.localhost');
    const { data } = (await byHost.json()) as { data: { id: number } };
    const demo = await catalogue.site(data.id);
    const sold = await catalogue.siteServiceIds(demo);
    expect(sold.length).toBeGreaterThan(0);
    const detail = await catalogue.detail(demo, sold[0]!);
    expect(await navigate(t, `http://demo.localhost:8080/en/activity/${sold[0]}`)).toBe(200);
    expect(await navigate(t, `http://demo.localhost:8080/no/hotel/${detail.slug}`)).toBe(200);
    expect(await navigate(t, 'http://demo.localhost:8080/en/activity/999999')).toBe(404);
    expect(await navigate(t, 'http://demo.localhost:8080/en/hotel/no-such-service')).toBe(404);
    // A service of the platform that this site does not sell.
    const all = await catalogue.soldServiceIds();
    const other = all.find((id) => !sold.includes(id));
    if (other !== undefined) expect(await navigate(t, `http://demo.localhost:8080/en/activity/${other}`)).toBe(404);
  });

  test('a language the site does not offer redirects to its primary language, path and query kept (spec 001 §4)', async () => {
    const t = ctx.app();
    buildShell(t);
    // demo-paylater offers English only; demo offers en, no, sv and de.
    for (const [from, to] of [
      ['/de/search?type=hotels', '/en/search?type=hotels'],
      ['/no', '/en'],
      ['/sv/activity/12', '/en/activity/12'],
    ]) {
      const response = await t.request(`http://demo-paylater.localhost:8080${from}`, HTML);
      expect({ from, status: response.status, location: response.headers.get('location') }).toEqual({ from, status: 302, location: to });
    }
    expect(await navigate(t, 'http://demo.localhost:8080/de/search?type=hotels')).toBe(200);
    // Unknown routes stay 404 in any language.
    expect(await navigate(t, 'http://demo-paylater.localhost:8080/de/nonsense')).toBe(404);
  });

  test('the platform host is left to the shell: panel and platform storefront paths stay 200', async () => {
    const t = ctx.app();
    buildShell(t);
    for (const pathname of ['/en/login', '/en/npanel/sites/3/settings', '/en/whatever', '/xx/search']) {
      expect(await navigate(t, `http://localhost:8080${pathname}`)).toBe(200);
    }
  });

  test('a 404 page is never answered 304, even to the ETag of the shell', async () => {
    const t = ctx.app();
    buildShell(t);
    const ok = await t.request('http://demo.localhost:8080/en', HTML);
    const etag = ok.headers.get('etag')!;
    expect((await t.request('http://demo.localhost:8080/en', { headers: { ...HTML.headers, 'if-none-match': etag } })).status).toBe(304);
    expect((await t.request('http://demo.localhost:8080/en/nope', { headers: { ...HTML.headers, 'if-none-match': etag } })).status).toBe(404);
  });
});

describe('storefrontRouteKind (shared with the shell)', () => {
  test.each([
    ['', { kind: 'home' }],
    ['/', { kind: 'home' }],
    ['search', { kind: 'site-page', page: 'search' }],
    ['widget', { kind: 'site-page', page: 'widget' }],
    ['page/about-us', { kind: 'page', slug: 'about-us' }],
    ['page/%C3%B8st', { kind: 'page', slug: 'øst' }],
    ['page/%E0%A4%A', { kind: 'unknown' }],
    ['activity', { kind: 'product', product: 'activity', id: null }],
    ['adventure/42', { kind: 'product', product: 'adventure', id: '42' }],
    ['attraction/fram-museum', { kind: 'product', product: 'attraction', id: 'fram-museum' }],
    ['booking-details', { kind: 'booking-details' }],
    ['booking-details/ref/extra', { kind: 'booking-details' }],
    ['customer-reservation/login/token', { kind: 'customer-reservation' }],
    ['setup-terminal', { kind: 'setup-terminal' }],
    ['logout', { kind: 'logout' }],
    ['logout/x', { kind: 'unknown' }],
    ['npanel', { kind: 'unknown' }],
    ['hotel/1/2', { kind: 'unknown' }],
  ])('%s', (rest, expected) => {
    expect(storefrontRouteKind(rest)).toEqual(expected);
  });
});

describe('a deactivated site in the page status (issue 15 §1)', () => {
  const lookups = (asked: string[]) => ({
    siteIdForHost: async (hostname: string) => (hostname === 'live.localhost' ? 7 : undefined),
    hasPublishedPage: async () => true,
    widgetExists: async () => false,
    deactivatedRedirect: async (hostname: string) => {
      asked.push(hostname);
      return hostname === 'closed.localhost' ? 'https://closed.example/moved' : null;
    },
  });

  test('its visitors go to its redirection address, from any page; a live site is never asked about', async () => {
    const asked: string[] = [];
    const status = createStorefrontStatus({ baseDomain: 'localhost', lookups: lookups(asked) });
    expect(await status('closed.localhost:8080', '/en/page/about')).toEqual({ redirect: 'https://closed.example/moved' });
    expect(await status('closed.localhost', '/')).toEqual({ redirect: 'https://closed.example/moved' });
    expect(await status('nowhere.localhost', '/en')).toBe(404);
    expect(await status('live.localhost', '/en')).toBe(200);
    expect(await status('localhost:8080', '/en')).toBe(200);
    expect(asked).toEqual(['closed.localhost', 'closed.localhost', 'nowhere.localhost']);
  });
});
