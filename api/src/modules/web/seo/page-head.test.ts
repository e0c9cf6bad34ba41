import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { services } from '../../../db/schema/catalogue';
import { sitePages } from '../../../db/schema/site-content';
import { partnerSites } from '../../../db/schema/core';
import { oneTestDatabase } from '../../../test/databases';
import { type TestApp, useTestDatabase } from '../../../test/harness';
import { renderHead } from './page-head';

const DEMO = 'http://demo.localhost:8080';
const INDEX = '<!doctype html><html lang="en"><head><meta charset="utf-8"/><title>Wayhub</title></head><body><div id="root"></div></body></html>';
const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

/** The head's tags of one kind, as attribute maps. */
const tagsOf = (page: string, tag: 'meta' | 'link') =>
  [...page.matchAll(new RegExp(`<${tag} ([^>]*?)/>`, 'g'))].map(([, attrs]) => Object.fromEntries([...attrs!.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, k, v]) => [k!, v!])));
const metaContent = (page: string, key: string) => tagsOf(page, 'meta').find((m) => m.name === key || m.property === key)?.content;
const jsonLdOf = (page: string) => {
  const found = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/.exec(page);
  return found ? (JSON.parse(found[1]!) as Record<string, unknown>) : undefined;
};

describe.each(oneTestDatabase())('the head of a partner site’s pages, sent with the page, on $name', (spec) => {
  const ctx = useTestDatabase(spec);

  function app() {
    const t = ctx.app();
    mkdirSync(path.join(t.env.WEB_ROOT, 'shell'), { recursive: true });
    writeFileSync(path.join(t.env.WEB_ROOT, 'shell', 'index.html'), INDEX);
    return t;
  }
  const page = async (t: TestApp, pathname: string, host = 'demo.localhost:8080', headers: Record<string, string> = {}) => {
    const response = await t.request(pathname, { headers: { ...HTML, host, ...headers } });
    return { response, text: response.status === 304 ? '' : await response.text() };
  };
  const demoId = async (t: TestApp) => (await t.handle.db.select({ id: partnerSites.id }).from(partnerSites).where(eq(partnerSites.subDomain, 'demo')))[0]!.id;

  test('the home page names the site, its canonical address, every language it offers and its Open Graph', async () => {
    const t = app();
    const { response, text } = await page(t, '/no');
    expect(response.status).toBe(200);
    expect(text).toContain('<html lang="no"');
    expect(text).toContain('<title>Demo Travels</title>');
    expect(text).not.toContain('<title>Wayhub</title>');
    expect(text).toContain('<div id="root"></div>');
    const links = tagsOf(text, 'link');
    expect(links.find((l) => l.rel === 'canonical')?.href).toBe(`${DEMO}/no`);
    expect(Object.fromEntries(links.filter((l) => l.rel === 'alternate').map((l) => [l.hreflang, l.href]))).toEqual({
      en: `${DEMO}/en`,
      no: `${DEMO}/no`,
      sv: `${DEMO}/sv`,
      de: `${DEMO}/de`,
      'x-default': `${DEMO}/en`,
    });
    expect(metaContent(text, 'og:site_name')).toBe('Demo Travels');
    expect(metaContent(text, 'og:url')).toBe(`${DEMO}/no`);
    expect(metaContent(text, 'og:type')).toBe('website');
    // Every tag is the server's, for the storefront to take over.
    expect([...tagsOf(text, 'meta'), ...links].filter((tag) => tag.charset === undefined).every((tag) => tag['data-server-head'] !== undefined)).toBe(true);
  });

  test('a product page by id: its name and description, the slug as canonical, and JSON-LD with its offer', async () => {
    const t = app();
    const [cruise] = await t.handle.db.select().from(services).where(eq(services.slug, 'oslo-fjord-sightseeing-cruise'));
    expect(cruise).toBeDefined();
    const { response, text } = await page(t, `/en/activity/${cruise!.id}`);
    expect(response.status).toBe(200);
    expect(text).toContain('<title>Oslo Fjord Sightseeing Cruise · Demo Travels</title>');
    expect(tagsOf(text, 'link').find((l) => l.rel === 'canonical')?.href).toBe(`${DEMO}/en/activity/oslo-fjord-sightseeing-cruise`);
    expect(metaContent(text, 'og:type')).toBe('product');
    expect(metaContent(text, 'description')?.length).toBeGreaterThan(0);
    const ld = jsonLdOf(text)!;
    expect(ld).toMatchObject({ '@context': 'https://schema.org', '@type': 'Product', name: 'Oslo Fjord Sightseeing Cruise', url: `${DEMO}/en/activity/oslo-fjord-sightseeing-cruise` });
    expect(ld.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'NOK', price: expect.stringMatching(/^\d+\.\d{2}$/) });
    // The seeded cruise sails in the coming weeks.
    expect(ld.offers).toMatchObject({ availability: 'https://schema.org/InStock' });
  });

  test('a page’s own settings: its title, description and picture, and "no index" when asked', async () => {
    const t = app();
    await t.handle.db.insert(sitePages).values({
      siteId: await demoId(t),
      slug: 'head-test-winter',
      titles: { en: 'Winter </title><script>alert(1)</script>' },
      seoDescriptions: { en: 'Northern lights & "husky" rides' },
      socialImageUrl: '/api/files/winter.jpg',
      noIndex: true,
      status: 1,
    });
    const { text } = await page(t, '/en/page/head-test-winter');
    expect(text).toContain('<title>Winter &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; · Demo Travels</title>');
    expect(text).not.toContain('<script>alert(1)</script>');
    expect(metaContent(text, 'description')).toBe('Northern lights &amp; &quot;husky&quot; rides');
    expect(metaContent(text, 'og:image')).toBe(`${DEMO}/api/files/winter.jpg`);
    expect(metaContent(text, 'robots')).toBe('noindex');
  });

  test('no head of its own where there is no page: a missing page is a 404, the platform keeps the shell’s', async () => {
    const t = app();
    const missing = await page(t, '/en/page/no-such-page');
    expect(missing.response.status).toBe(404);
    expect(missing.text).toContain('<title>Wayhub</title>');
    const platform = await page(t, '/en', 'localhost:8080');
    expect(platform.text).toContain('<title>Wayhub</title>');
    expect(platform.text).not.toContain('canonical');
  });

  test('the page revalidates: the same head answers 304, a changed page a new one', async () => {
    const t = app();
    const first = await page(t, '/en');
    const etag = first.response.headers.get('etag')!;
    expect(first.response.headers.get('cache-control')).toBe('no-cache');
    expect((await page(t, '/en', undefined, { 'if-none-match': etag })).response.status).toBe(304);
    expect((await page(t, '/no', undefined, { 'if-none-match': etag })).response.status).toBe(200);
  });
});

describe('renderHead', () => {
  test('JSON-LD of an event with a coming date is an Event, with its date, place and offer; one with none is sold out', () => {
    const ldOf = (product: Parameters<typeof renderHead>[0]['product']) =>
      JSON.parse(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/.exec(renderHead({
        origin: 'https://fjord.example',
        lang: 'en',
        rest: 'event/x',
        site: { id: 1, name: 'Fjord', homePageId: null, languages: { enabled: ['en'], primary: 'en' } },
        title: 'Concert',
        description: null,
        image: null,
        noIndex: false,
        product,
      }))![1]!) as Record<string, unknown>;
    const concert = { name: 'Concert', description: '', image: null, serviceType: 'events' as const, slug: 'x', price: { amount: 350, currency: 'NOK' }, place: 'Oslo' };
    expect(ldOf({ ...concert, availability: { bookable: true, nextDate: '2026-12-05' } })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Concert',
      url: 'https://fjord.example/en/event/x',
      startDate: '2026-12-05',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', name: 'Oslo' },
      offers: { '@type': 'Offer', price: '350.00', priceCurrency: 'NOK', url: 'https://fjord.example/en/event/x', availability: 'https://schema.org/InStock' },
    });
    // No coming date: no Event to describe, a product that cannot be booked now.
    expect(ldOf({ ...concert, availability: { bookable: false, nextDate: null } })).toMatchObject({
      '@type': 'Product',
      offers: { availability: 'https://schema.org/SoldOut' },
    });
  });

  test('JSON-LD cannot close its script, whatever a name holds', () => {
    const head = renderHead({
      origin: 'https://fjord.example',
      lang: 'en',
      rest: 'hotel/x',
      site: { id: 1, name: 'Fjord', homePageId: null, languages: { enabled: ['en'], primary: 'en' } },
      title: 'Inn',
      description: null,
      image: null,
      noIndex: false,
      product: { name: 'Inn </script><script>alert(1)</script>', description: '', image: null, serviceType: 'hotels', slug: 'x', price: { amount: 1200, currency: 'NOK' } },
    });
    expect(head.match(/<\/script>/g)).toHaveLength(1);
    const ld = JSON.parse(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/.exec(head)![1]!) as Record<string, unknown>;
    expect(ld).toMatchObject({ '@type': 'Hotel', name: 'Inn </script><script>alert(1)</script>', makesOffer: { price: '1200.00', priceCurrency: 'NOK' } });
  });
});
