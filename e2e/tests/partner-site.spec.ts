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

test('an unknown route shows the error page', async ({ page }) => {
  await page.goto('/en/no/such/route');
  await expect(page.getByText('ERROR', { exact: true })).toBeVisible();
  await expect(page.getByText('Oops, Something went wrong')).toBeVisible();

  await page.goto(siteUrl('demo', MAIN.port, '/en/no-such-page/at-all'));
  await expect(page.getByText('Oops, Something went wrong')).toBeVisible();
});

test('panel paths on a partner-site host never load the panel', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.goto(siteUrl('demo', MAIN.port, '/en/npanel/tour'));
  await expect(page.getByText('Oops, Something went wrong')).toBeVisible();
  for (const remote of PANEL_REMOTES) expect(requested.filter((p) => p.includes(`/remotes/${remote}/`))).toEqual([]);
});

test('a Norwegian visit fetches only the Norwegian catalogue, from the shell, and paints in Norwegian', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));

  await page.goto(siteUrl('demo', MAIN.port, '/no'));
  await expect(page.getByRole('heading', { level: 1, name: /^Velkommen til / })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const catalogues = requested.filter((p) => /\/i18n-(no|sv)\.[0-9a-f]+\.js$/.test(p));
  expect(catalogues).toHaveLength(1);
  expect(catalogues[0]).toMatch(/^\/_shell\/i18n-no\./);

  requested.length = 0;
  await page.goto(siteUrl('demo', MAIN.port, '/en'));
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome to / })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested.filter((p) => p.includes('/i18n-'))).toEqual([]);
});
