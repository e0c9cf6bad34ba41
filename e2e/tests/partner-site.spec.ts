import { expect, test } from '@playwright/test';
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
