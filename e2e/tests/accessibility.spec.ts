/**
 * WCAG 2 A/AA scans (axe-core) of the demo site's storefront pages, once their content has loaded. Serious and
 * critical violations fail the journey; the message lists each one (rule, impact, selectors) so it can be fixed.
 */
import { expect, test } from '../support/test';
import { DEMO_HOME_SECTIONS, SEED_SERVICES } from 'api/seed-data';
import { expectNoSeriousViolations } from '../support/axe';
import { MAIN, siteUrl } from '../support/servers';

const demo = (path: string) => siteUrl('demo', MAIN.port, path);
const nameOf = (slug: string) => SEED_SERVICES.find((s) => s.slug === slug)!.texts.en.name;

test('the home page has no serious accessibility violations', async ({ page }) => {
  await page.goto(demo('/en'));
  const hero = DEMO_HOME_SECTIONS.find((s) => s.type === 'hero')!;
  await expect(page.getByRole('heading', { level: 1, name: String(hero.text.en.title) })).toBeVisible();
  // The service grid and the FAQ are below the hero: wait for them too.
  await expect(page.getByRole('heading', { name: 'Popular in Oslo' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(nameOf('oslo-fjord-sightseeing-cruise')) }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSeriousViolations(page);
});

test('the search page has no serious accessibility violations', async ({ page }) => {
  await page.goto(demo('/en/search'));
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Results' }).getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Result pages' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSeriousViolations(page);
});

test('an activity page has no serious accessibility violations', async ({ page }) => {
  await page.goto(demo('/en/activity/oslo-fjord-sightseeing-cruise'));
  await expect(page.getByRole('heading', { level: 1, name: nameOf('oslo-fjord-sightseeing-cruise') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Book' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSeriousViolations(page);
});

test('a hotel page has no serious accessibility violations', async ({ page }) => {
  await page.goto(demo('/en/hotel/oslo-harbour-hotel'));
  await expect(page.getByRole('heading', { level: 1, name: nameOf('oslo-harbour-hotel') })).toBeVisible();
  await expect(page.getByRole('grid', { name: /^Choose your check-in date/ })).toBeVisible();
  await expect(page.getByText('Loading available dates…')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await expectNoSeriousViolations(page);
});
