import { and, eq } from 'drizzle-orm';
import { GeneralStatus } from 'shared-contracts/enums';
import { siteBuckets, siteBucketServices, sitePages } from '../../../db/schema/site-content';
import { partnerSites } from '../../../db/schema/core';
import { services } from '../../../db/schema/catalogue';
import { oneTestDatabase } from '../../../test/databases';
import { type TestApp, useTestDatabase } from '../../../test/harness';
import { siteSitemap } from './seo';

const DEMO = 'http://demo.localhost:8080';

/** Each <url>: its <loc> and its alternates by hreflang. */
function urlsOf(xml: string) {
  return [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)].map(([, loc, rest]) => ({
    loc: loc!.replace(/&amp;/g, '&'),
    alternates: Object.fromEntries([...rest!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang!, href!.replace(/&amp;/g, '&')])),
  }));
}

describe.each(oneTestDatabase())('robots.txt and sitemap.xml on $name', (spec) => {
  const ctx = useTestDatabase(spec);
  const get = (t: TestApp, path: string, host: string, headers: Record<string, string> = {}) => t.request(path, { headers: { host, ...headers } });
  const siteId = async (t: TestApp, subDomain: string) => (await t.handle.db.select({ id: partnerSites.id }).from(partnerSites).where(eq(partnerSites.subDomain, subDomain)))[0]!.id;
  /** What the site sells, read from its buckets here: the active services in any of them. */
  const slugsSold = async (t: TestApp, id: number) => {
    const rows = await t.handle.db
      .selectDistinct({ slug: services.slug })
      .from(siteBucketServices)
      .innerJoin(siteBuckets, eq(siteBuckets.id, siteBucketServices.bucketId))
      .innerJoin(services, eq(services.id, siteBucketServices.serviceId))
      .where(and(eq(siteBuckets.siteId, id), eq(services.status, GeneralStatus.Active)));
    return rows.map((r) => r.slug);
  };

  test('a live site lists its pages and every service it sells, in each of its languages, with alternates', async () => {
    const t = ctx.app();
    const demo = await siteId(t, 'demo');
    await t.handle.db.insert(sitePages).values([
      { siteId: demo, slug: 'about-us', titles: { en: 'About us' }, status: 1 },
      { siteId: demo, slug: 'draft-offers', titles: { en: 'Draft' }, status: 2 },
      { siteId: demo, slug: 'staff-only', titles: { en: 'Staff' }, status: 1, noIndex: true },
    ]);

    const robots = await get(t, '/robots.txt', 'demo.localhost:8080');
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await robots.text();
    expect(text).toContain(`Sitemap: ${DEMO}/sitemap.xml`);
    expect(text).toContain('Disallow: /*/customer-reservation');
    expect(text).not.toMatch(/^Disallow: \/$/m);

    const answer = await get(t, '/sitemap.xml', 'demo.localhost:8080');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await answer.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const urls = urlsOf(xml);
    const locs = urls.map((u) => u.loc);
    // The demo site offers en (primary), no, sv and de: every path once per language.
    for (const lang of ['en', 'no', 'sv', 'de']) {
      expect(locs).toContain(`${DEMO}/${lang}`);
      expect(locs).toContain(`${DEMO}/${lang}/search`);
      expect(locs).toContain(`${DEMO}/${lang}/page/about-us`);
      expect(locs).toContain(`${DEMO}/${lang}/privacy-policy`);
    }
    // Not listed: a page not published, and a published one its owner marked "no index".
    expect(locs.some((loc) => loc.includes('draft-offers') || loc.includes('staff-only'))).toBe(false);
    const sold = await slugsSold(t, demo);
    expect(sold.length).toBeGreaterThan(0);
    for (const slug of sold) expect(locs.filter((loc) => loc.endsWith(`/${encodeURIComponent(slug)}`))).toHaveLength(4);
    expect(locs.filter((loc) => /\/activity\//.test(loc)).length).toBeGreaterThan(0);
    expect(new Set(locs).size).toBe(locs.length);
    // Each URL names its other languages, and the primary one as the default.
    const about = urls.find((u) => u.loc === `${DEMO}/sv/page/about-us`)!;
    expect(about.alternates).toEqual({
      en: `${DEMO}/en/page/about-us`,
      no: `${DEMO}/no/page/about-us`,
      sv: `${DEMO}/sv/page/about-us`,
      de: `${DEMO}/de/page/about-us`,
      'x-default': `${DEMO}/en/page/about-us`,
    });
  });

  test('the sitemap revalidates until the site changes: a published page gives a new one', async () => {
    const t = ctx.app();
    const first = await get(t, '/sitemap.xml', 'demo.localhost:8080');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"/);
    expect((await get(t, '/sitemap.xml', 'demo.localhost:8080', { 'if-none-match': etag })).status).toBe(304);

    const demo = await siteId(t, 'demo');
    await t.handle.db.insert(sitePages).values({ siteId: demo, slug: 'seo-test-deals', titles: { en: 'Winter deals' }, status: 2 });
    expect((await get(t, '/sitemap.xml', 'demo.localhost:8080', { 'if-none-match': etag })).status).toBe(304);
    await t.handle.db.update(sitePages).set({ status: 1 }).where(and(eq(sitePages.siteId, demo), eq(sitePages.slug, 'seo-test-deals')));
    const changed = await get(t, '/sitemap.xml', 'demo.localhost:8080', { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain(`${DEMO}/en/page/seo-test-deals`);
  });

  test('each site lists only its own services and languages', async () => {
    const t = ctx.app();
    const payLater = await siteId(t, 'demo-paylater');
    const xml = await (await get(t, '/sitemap.xml', 'demo-paylater.localhost:8080')).text();
    const locs = urlsOf(xml).map((u) => u.loc);
    expect(locs.every((loc) => loc.startsWith('http://demo-paylater.localhost:8080/en'))).toBe(true);
    const sold = new Set(await slugsSold(t, payLater));
    const listed = locs.filter((loc) => /\/(activity|event|hotel|attraction|restaurant|rental|package)\//.test(loc)).map((loc) => decodeURIComponent(loc.split('/').pop()!));
    expect(new Set(listed)).toEqual(sold);
  });

  test('the platform host keeps crawlers out of the panels and has no sitemap; any other host asks not to be indexed', async () => {
    const t = ctx.app();
    const platform = await (await get(t, '/robots.txt', 'localhost:8080')).text();
    expect(platform).toContain('Disallow: /*/npanel');
    expect(platform).toContain('Disallow: /*/admin');
    expect(platform).not.toContain('Sitemap:');
    expect((await get(t, '/sitemap.xml', 'localhost:8080')).status).toBe(404);

    const unknown = await get(t, '/robots.txt', 'nowhere.localhost:8080');
    expect(unknown.status).toBe(200);
    expect(await unknown.text()).toMatch(/^Disallow: \/$/m);
    expect((await get(t, '/sitemap.xml', 'nowhere.localhost:8080')).status).toBe(404);
  });

  test('a sitemap past the per-file limit is cut at a whole path, and the cut is logged', () => {
    const logged: string[] = [];
    const services = Array.from({ length: 20 }, (_, i) => ({ slug: `tour-${i}`, service_type: 'activities' as const }));
    const xml = siteSitemap('https://fjord.example', { languages: { enabled: ['en', 'no'], primary: 'no' } }, { slugs: [], services }, { log: (m) => logged.push(m), limit: 11 });
    const locs = urlsOf(xml).map((u) => u.loc);
    // 11 a file, two languages a path: five whole paths, the primary language first.
    expect(locs).toEqual(['', '/search', '/activity/tour-0', '/activity/tour-1', '/activity/tour-2'].flatMap((rest) => [`https://fjord.example/no${rest}`, `https://fjord.example/en${rest}`]));
    expect(logged).toEqual([expect.stringContaining('https://fjord.example has 48 URLs; the first 10 are listed')]);
  });
});
