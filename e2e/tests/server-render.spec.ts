/**
 * Partner-site pages drawn on the server (issue 16 §1, §3; ADR 0034): the HTML itself carries the page, the browser
 * hydrates it without a change or a warning, and concurrent requests for different sites and languages each get
 * only their own page.
 */
import { expect, test, type ConsoleMessage } from '@playwright/test';
import { MAIN, siteUrl } from '../support/servers';

const DEMO = siteUrl('demo', MAIN.port);
const PAYLATER = siteUrl('demo-paylater', MAIN.port);

async function html(url: string): Promise<string> {
  const response = await fetch(url, { headers: { Accept: 'text/html' } });
  expect(response.status).toBe(200);
  return response.text();
}

/** The markup the server put in #root, without its styles and scripts. */
function rootText(page: string): string {
  const root = /<div id="root" data-server-rendered="">([\s\S]*)<\/div><script id="wayhub-server-state"/.exec(page)?.[1] ?? '';
  return root
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

test('the HTML of each page type carries the page itself: site, sections, services, legal text', async () => {
  const home = await html(`${DEMO}/en`);
  expect(home).toContain('data-server-rendered');
  const homeText = rootText(home);
  // The site's chrome and the home page's own sections (seeded page "Home").
  expect(homeText).toContain('Discover Norway and Sweden');
  expect(homeText).toContain('© ');
  // The styles the markup uses travel with it.
  expect(home).toMatch(/<style data-emotion="css [^"]+">/);

  const activity = rootText(await html(`${DEMO}/no/activity/oslo-fjord-sightseeing-cruise`));
  expect(activity).toContain('Sightseeing på Oslofjorden');
  expect(activity).toContain('Avbestillingsvilkår');

  const hotel = await html(`${DEMO}/en/hotel/oslo-harbour-hotel`);
  expect(rootText(hotel)).toContain('Oslo Harbour Hotel');
  expect(hotel).toContain('application/ld+json');

  const legal = rootText(await html(`${DEMO}/en/privacy-policy`));
  expect(legal).toContain('privacy policy');

  // The search page's form and filters; its results come from the search engine in the browser (ADR 0034).
  const search = rootText(await html(`${DEMO}/sv/search`));
  expect(search).toContain('Sök');
});

test('hydration changes nothing visible and logs no warning', async ({ page }) => {
  const messages: string[] = [];
  const record = (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
  };
  page.on('console', record);
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));

  const served = rootText(await html(`${DEMO}/no/activity/oslo-fjord-sightseeing-cruise`));
  await page.goto(`${DEMO}/no/activity/oslo-fjord-sightseeing-cruise`);
  await expect(page.locator('#root[data-server-rendered]')).toHaveCount(1);
  // Hydrated: the page answers a click (the cart opens its drawer through mfe-checkout).
  await page.getByRole('button', { name: /handlekurv/i }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  expect(heading).toBe('Sightseeing på Oslofjorden');
  expect(served).toContain(heading);
  expect(messages).toEqual([]);
});

test('200 concurrent requests for two sites and their languages each get only their own page', async () => {
  const asks = [
    { url: `${DEMO}/en`, own: ['Demo Travels', 'Skip to main content'], foreign: ['Demo Pay Later', 'Hopp til hovedinnholdet', 'Hoppa till huvudinnehållet'] },
    { url: `${DEMO}/no`, own: ['Demo Travels', 'Hopp til hovedinnholdet'], foreign: ['Demo Pay Later', 'Skip to main content', 'Hoppa till huvudinnehållet'] },
    { url: `${DEMO}/sv`, own: ['Demo Travels', 'Hoppa till huvudinnehållet'], foreign: ['Demo Pay Later', 'Skip to main content', 'Hopp til hovedinnholdet'] },
    { url: `${PAYLATER}/en`, own: ['Demo Pay Later', 'Skip to main content'], foreign: ['Demo Travels', 'Hopp til hovedinnholdet', 'Hoppa till huvudinnehållet'] },
  ];
  const pages = await Promise.all(
    Array.from({ length: 200 }, async (_, index) => {
      const ask = asks[index % asks.length]!;
      return { ask, text: rootText(await html(ask.url)) };
    }),
  );
  for (const { ask, text } of pages) {
    for (const own of ask.own) expect(text, ask.url).toContain(own);
    for (const foreign of ask.foreign) expect(text, ask.url).not.toContain(foreign);
  }
});
