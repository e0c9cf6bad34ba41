import { expect, test } from '../support/test';
import { MAIN, siteUrl } from '../support/servers';

const PANEL_REMOTES = ['mfe-panel-supplier', 'mfe-panel-partner', 'mfe-admin', 'mfe-terminal'];

test('a partner-site visit fetches no file of any panel remote', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));

  await page.goto(siteUrl('demo', MAIN.port, '/en'));
  await expect(page.getByTestId('remote-version-mfe-site')).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(requested.some((p) => p.startsWith('/remotes/mfe-site/'))).toBe(true);
  for (const remote of PANEL_REMOTES) {
    expect(requested.filter((p) => p.includes(`/remotes/${remote}/`)), `${remote} must not be fetched`).toEqual([]);
  }
});

test('an unknown route shows the shell error page on the platform host, the site\'s not-found page (404) on a partner host', async ({ page }) => {
  await page.goto('/en/no/such/route');
  await expect(page.getByText('ERROR', { exact: true })).toBeVisible();
  await expect(page.getByText('Oops, Something went wrong')).toBeVisible();

  // Spec 001 §8: on a partner site an unknown page is the site's own "This page could not be found", in its chrome, with 404.
  const response = await page.goto(siteUrl('demo', MAIN.port, '/en/no-such-page/at-all'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeVisible();
  await expect(page.getByTestId('site-header')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Demo Travels, home page' })).toBeVisible();
  await expect(page.getByTestId('site-footer')).toBeVisible();
  await expect(page.getByText('Oops, Something went wrong')).toHaveCount(0);
});

test('panel paths on a partner-site host never load the panel', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  const response = await page.goto(siteUrl('demo', MAIN.port, '/en/npanel/tour'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeVisible();
  await expect(page.getByTestId('site-header')).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const remote of PANEL_REMOTES) expect(requested.filter((p) => p.includes(`/remotes/${remote}/`))).toEqual([]);
});

test('a Norwegian visit fetches only the Norwegian core catalogue, from the shell, and paints in Norwegian', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));

  // The home page's h1 is its hero title (seed: DEMO_HOME_SECTIONS, Norwegian text).
  await page.goto(siteUrl('demo', MAIN.port, '/no'));
  await expect(page.getByRole('heading', { level: 1, name: 'Oppdag Norge og Sverige' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name: 'Aktiviteter' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  // Catalogues load in parts: i18n-<locale>-core, -panel, -search, -product. The home page needs only the core.
  const catalogues = requested.filter((p) => /\/i18n-[a-z]{2}(-[a-z]+)?\.[0-9a-f]+\.js$/.test(p));
  expect(catalogues).toHaveLength(1);
  expect(catalogues[0]).toMatch(/^\/_shell\/i18n-no-core\.[0-9a-f]+\.js$/);
  expect(requested.filter((p) => /\/i18n-[a-z]{2}-panel\./.test(p))).toEqual([]);

  requested.length = 0;
  await page.goto(siteUrl('demo', MAIN.port, '/en'));
  await expect(page.getByRole('heading', { level: 1, name: 'Discover Norway and Sweden' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested.filter((p) => p.includes('/i18n-'))).toEqual([]);
});

test('without JavaScript, a product page’s HTML names it, its canonical address and languages, and its offer (JSON-LD); the sitemap lists it', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const base = siteUrl('demo', MAIN.port);
  const response = await page.goto(`${base}/no/activity/oslo-fjord-sightseeing-cruise`);
  expect(response?.status()).toBe(200);
  // In the page's language: the cruise's Norwegian name.
  await expect(page).toHaveTitle('Sightseeing på Oslofjorden · Demo Travels');
  await expect(page.locator('html')).toHaveAttribute('lang', 'no');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${base}/no/activity/oslo-fjord-sightseeing-cruise`);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${base}/en/activity/oslo-fjord-sightseeing-cruise`);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as { '@type'?: string; name?: string; offers?: { priceCurrency?: string; price?: string } };
  expect(ld).toMatchObject({ '@type': 'Product', name: 'Sightseeing på Oslofjorden', offers: { priceCurrency: 'NOK' } });
  expect(Number(ld.offers?.price)).toBeGreaterThan(0);

  const sitemap = await page.goto(`${base}/sitemap.xml`);
  expect(await sitemap?.text()).toContain(`<loc>${base}/no/activity/oslo-fjord-sightseeing-cruise</loc>`);
  const robots = await page.goto(`${base}/robots.txt`);
  expect(await robots?.text()).toContain(`Sitemap: ${base}/sitemap.xml`);
  await context.close();
});

test('with JavaScript, the storefront takes the head over: one description, and the first page’s canonical goes at the first navigation', async ({ page }) => {
  await page.goto(siteUrl('demo', MAIN.port, '/en/activity/oslo-fjord-sightseeing-cruise'));
  await expect(page.getByRole('heading', { level: 1, name: 'Oslo Fjord Sightseeing Cruise' })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  expect(await page.locator('meta[name="description"]').count()).toBeLessThanOrEqual(1);
  await page.getByRole('link', { name: 'Demo Travels, home page' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
});
