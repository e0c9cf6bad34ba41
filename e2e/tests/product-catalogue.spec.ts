/**
 * The product catalogue (issue 15 §4, ADR 0028): partner@ creates a bucket on demo-paylater, moves it first by
 * keyboard, adds a service from the marketplace to it, and a visitor finds it in the site's search within seconds;
 * taken off the site again, it leaves the search, and the bucket is deleted after confirmation. axe scans the
 * marketplace and the catalogue on the way. The journey undoes what it does, so others keep the seed.
 */
import { expect, test, type Page } from '../support/test';
import { SEED_SERVICES } from 'api/seed-data';
import { SEARCH } from 'shared-contracts/constants';
import { api } from 'shared-contracts/paths';
import { SearchConfigAnswerSchema } from 'shared-contracts/search';
import * as v from 'valibot';
import { expectNoSeriousViolations as expectAccessible } from '../support/axe';
import { login } from '../support/panel';
import { MAIN, platformUrl, siteUrl } from '../support/servers';
import { panelApi } from '../support/supplier';

const PARTNER = 'partner@wayhub.test';
const SITE = 'demo-paylater';
// Sold by the demo site only, so demo-paylater's search does not show it before the journey.
const SERVICE = SEED_SERVICES.find((s) => s.slug === 'bergen-floyen-mountain-hike')!.texts.en.name;
const panel = (path: string) => platformUrl(MAIN.port, path);
test.use({ actionTimeout: 15_000 });

/** The ids the site's search index finds for `name`, asked of the search API as the storefront asks it. */
async function indexedFor(siteId: number, name: string): Promise<string[]> {
  const config = v.parse(SearchConfigAnswerSchema, await (await fetch(panel(api.search.config.path()))).json()).data;
  const credentials = `x-algolia-api-key=${config.search_api_key}&x-algolia-application-id=${config.app_id}`;
  const response = await fetch(panel(`/1/indexes/${SEARCH.indexName('services', 'en')}/query?${credentials}`), {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: JSON.stringify({ query: name, filters: `type:service AND site_ids:${siteId}` }),
  });
  return ((await response.json()) as { hits: { objectID: string }[] }).hits.map((hit) => hit.objectID);
}

/** The search results on demo-paylater named `name` (none while the site does not sell it). */
async function searchFor(page: Page, name: string) {
  await page.goto(siteUrl(SITE, MAIN.port, `/en/search?q=${encodeURIComponent(name)}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /results?$/ })).toBeVisible();
  return page.getByRole('list', { name: 'Results' }).getByRole('heading', { level: 3, name });
}

test('partner@ adds a marketplace service to a new bucket; the site sells it within seconds, and stops once it is removed', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const site = await (await panelApi(PARTNER)).siteId(SITE);
  const bucket = `Mountains ${Date.now().toString(36)}`;
  const visitor = await (await browser.newContext()).newPage();
  await expect(await searchFor(visitor, SERVICE)).toHaveCount(0);

  await login(page, PARTNER);
  await page.goto(panel(`/en/npanel/sites/${site}/settings/product-catalog`));
  const form = page.getByRole('form', { name: 'New bucket' });
  await form.getByRole('textbox', { name: 'Bucket name' }).fill(bucket);
  await form.getByRole('button', { name: 'Create bucket' }).click();
  await expect(page.getByRole('heading', { level: 2, name: bucket })).toBeVisible();

  // By keyboard, the new bucket goes first: the site shows its services in this order.
  const buckets = page.getByRole('list', { name: 'Buckets' });
  const handle = page.getByRole('button', { name: `Drag ${bucket} to another place` });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(`${bucket} is at place 2 of 2.`)).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText(`${bucket} is at place 1 of 2.`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText(`Saved: ${bucket} is at position 1 of 2.`)).toBeVisible();
  await expect(buckets.getByRole('heading', { level: 2 }).first()).toHaveText(bucket);

  await page.getByRole('link', { name: 'Add services from the marketplace' }).click();
  await page.getByRole('combobox', { name: 'Add services to bucket' }).selectOption({ label: bucket });
  await page.getByRole('searchbox', { name: 'Search' }).fill('Fløyen');
  const row = page.getByRole('row', { name: new RegExp(SERVICE) });
  await row.getByRole('button', { name: `Add ${SERVICE} to ${bucket}` }).click();
  await expect(row.getByText(bucket)).toBeVisible();
  await expectAccessible(page);

  // In the site's search index (the write wakes the search worker at once); then a visitor finds it on the storefront's
  // search page. The 5-second target is measured by `npm run bench`, not asserted here on a shared machine's clock.
  await expect.poll(async () => (await indexedFor(site, SERVICE)).length, { timeout: 30_000, intervals: [250] }).toBe(1);
  await expect(await searchFor(visitor, SERVICE)).toHaveCount(1);

  // Off the site from its catalogue, after confirmation; then the bucket goes.
  await page.goto(panel(`/en/npanel/sites/${site}/settings/product-catalog`));
  await expect(page.getByRole('region', { name: bucket }).getByText(SERVICE)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: `Remove ${SERVICE} from this site` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: /Confirm|Delete|Remove/ }).click();
  await expect(page.getByRole('region', { name: bucket }).getByText('No service yet. Add some from the marketplace.')).toBeVisible();
  await expect.poll(async () => (await indexedFor(site, SERVICE)).length, { timeout: 30_000, intervals: [250] }).toBe(0);
  await expect(await searchFor(visitor, SERVICE)).toHaveCount(0);

  await page.getByRole('button', { name: `Delete the bucket ${bucket}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: /Confirm|Delete/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: bucket })).toHaveCount(0);
});
