/**
 * Partner-site pages drawn on the server (issue 16 §1, §3; ADR 0034): the HTML itself carries the page, the browser
 * hydrates it without a change or a warning, and concurrent requests for different sites and languages each get
 * only their own page.
 */
import { expect, test, type ConsoleMessage } from '../support/test';
import { html } from '../support/page-html';
import { MAIN, siteUrl } from '../support/servers';
import { panelApi } from '../support/supplier';

const DEMO = siteUrl('demo', MAIN.port);
const PAYLATER = siteUrl('demo-paylater', MAIN.port);

/** The markup the server put in #root. */
function rootMarkup(page: string): string {
  return /<div id="root" data-server-rendered="">([\s\S]*)<\/div><script id="wayhub-server-state"/.exec(page)?.[1] ?? '';
}

/** Its text, without styles and scripts. */
function rootText(page: string): string {
  return rootMarkup(page)
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

  // The search page's first page of results: their count, and cards with names and prices.
  const search = await html(`${DEMO}/en/search`);
  expect(rootText(search)).toMatch(/\d+ results/);
  expect(rootText(search)).toMatch(/From NOK [\d,.]+/);
  expect(rootMarkup(search)).toMatch(/<a [^>]*href="\/en\/(activity|event|hotel|package|attraction|restaurant|rental)\/[\w-]+"/);
});

test('hydration changes nothing visible and logs no warning', async ({ page }) => {
  const messages: string[] = [];
  const record = (message: ConsoleMessage) => {
    // A resource that failed is reported below with its address (the browser's own favicon request, which no page
    // event reports, is left out); React reports a hydration mismatch as a console error.
    if ((message.type() === 'error' || message.type() === 'warning') && !message.text().startsWith('Failed to load resource')) {
      messages.push(`${message.type()}: ${message.text()}`);
    }
  };
  page.on('console', record);
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) messages.push(`${response.status()} ${response.url()}`);
  });

  const served = rootText(await html(`${DEMO}/no/activity/oslo-fjord-sightseeing-cruise`));
  await page.goto(`${DEMO}/no/activity/oslo-fjord-sightseeing-cruise`, { waitUntil: 'networkidle' });
  await expect(page.locator('#root[data-server-rendered]')).toHaveCount(1);
  const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  expect(heading).toBe('Sightseeing på Oslofjorden');
  expect(served).toContain(heading);
  // Hydration is over once the page has settled: a mismatch would have been reported by now.
  expect(messages).toEqual([]);
  // Hydrated: the page answers a click (the cart opens its drawer through mfe-checkout).
  await page.getByRole('button', { name: 'Handlekurv', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('200 concurrent requests for two sites in three languages each get only their own page', async () => {
  // The pay-later site offers English alone; for this test it offers Norwegian and Swedish too.
  const partner = await panelApi('partner@wayhub.test');
  const before = await partner.setSiteLanguages('demo-paylater', { enabled_language: ['en', 'no', 'sv'], primary_language: 'en' });
  try {
    // A site by its own content and its logo's name; a language by the skip link.
    const SKIP = { en: 'Skip to main content', no: 'Hopp til hovedinnholdet', sv: 'Hoppa till huvudinnehållet' };
    const DEMO_MARKS = ['Demo Travels, ', 'Visit Norway'];
    const PAYLATER_MARKS = ['Demo Pay Later, '];
    const asks = (['en', 'no', 'sv'] as const).flatMap((lang) => [
      { url: `${DEMO}/${lang}`, own: [...DEMO_MARKS, SKIP[lang]], foreign: [...PAYLATER_MARKS, ...Object.values(SKIP).filter((text) => text !== SKIP[lang])] },
      { url: `${PAYLATER}/${lang}`, own: [...PAYLATER_MARKS, SKIP[lang]], foreign: [...DEMO_MARKS, ...Object.values(SKIP).filter((text) => text !== SKIP[lang])] },
    ]);
    const pages = await Promise.all(
      Array.from({ length: 200 }, async (_, index) => {
        const ask = asks[index % asks.length]!;
        return { ask, markup: rootMarkup(await html(ask.url)) };
      }),
    );
    for (const { ask, markup } of pages) {
      for (const own of ask.own) expect(markup, ask.url).toContain(own);
      for (const foreign of ask.foreign) expect(markup, ask.url).not.toContain(foreign);
    }
  } finally {
    await partner.setSiteLanguages('demo-paylater', before);
  }
});
