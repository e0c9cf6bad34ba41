import { and, eq } from 'drizzle-orm';
import {
  FontDataAnswerSchema,
  FooterAnswerSchema,
  FooterLinksAnswerSchema,
  LegalTextAnswerSchema,
  MenuItemsAnswerSchema,
  SectionAnswerSchema,
  ServiceCardsAnswerSchema,
  SitePageAnswerSchema,
} from 'shared-contracts/catalogue';
import { api } from 'shared-contracts/paths';
import { SiteSettingsAnswerSchema } from 'shared-contracts/sites';
import * as v from 'valibot';
import { partnerSites } from '../../../db/schema/core';
import { pageSections, siteLegalTexts, sitePages } from '../../../db/schema/site-content';
import { serviceId, siteId } from '../../../test/catalogue-fixtures';
import { testDatabases } from '../../../test/databases';
import { useTestDatabase } from '../../../test/harness';
import { insertSectionTexts, insertSiteLegalTexts } from './site-content.repo';

const locale = (code: string) => ({ headers: { 'APP-LOCALE': code } });

describe.each(testDatabases())('partner-site content on $name', (spec) => {
  const ctx = useTestDatabase(spec);

  describe('pages', () => {
    test('page_id -1 gives the primary page with every seeded section type, the service grid filled from its bucket', async () => {
      const t = ctx.app();
      const demo = await siteId(t, 'demo');
      const response = await t.request(api.siteContent.page.path({ siteId: demo }, { page_id: -1 }));
      expect(response.status).toBe(200);
      const page = v.parse(SitePageAnswerSchema, await response.json()).data;
      expect(page).toMatchObject({ slug: 'home', is_primary: true, title: 'Home', locale: 'en' });
      expect(page.sections.map((s) => s.type)).toEqual(['hero', 'rich_text', 'service_grid', 'destination_box', 'faq']);
      const grid = page.sections.find((s) => s.type === 'service_grid');
      expect(grid?.type === 'service_grid' && grid.content.services.map((s) => s.slug)).toEqual([
        'oslo-fjord-sightseeing-cruise',
        'oslo-city-bike-tour',
        'oslo-harbour-hotel',
        'oslo-fram-polar-museum',
      ]);
      const box = page.sections.find((s) => s.type === 'destination_box');
      expect(box?.type === 'destination_box' && box.content.items.map((i) => i.title)).toEqual(['Oslo', 'Bergen', 'Tromsø', 'Stockholm']);
      // The site's general settings point at the same page.
      const [site] = await t.handle.db.select().from(partnerSites).where(eq(partnerSites.id, demo));
      expect(site?.generalSettings.primary_page_id).toBe(page.id);
    });

    test('texts follow the APP-LOCALE header when the site enables it, else the primary language', async () => {
      const t = ctx.app();
      const demo = await siteId(t, 'demo');
      const german = v.parse(SitePageAnswerSchema, await (await t.request(api.siteContent.page.path({ siteId: demo }), locale('de'))).json()).data;
      expect(german.title).toBe('Startseite');
      expect(german.sections[0]).toMatchObject({ type: 'hero', locale: 'de', content: { title: 'Entdecken Sie Norwegen und Schweden' } });
      const grid = german.sections.find((s) => s.type === 'service_grid');
      expect(grid?.type === 'service_grid' && grid.content.services[0]?.name).toBe('Sightseeing-Kreuzfahrt auf dem Oslofjord');

      // demo-paylater enables English only: a German visitor gets English.
      const paylater = await siteId(t, 'demo-paylater');
      const fallback = v.parse(SitePageAnswerSchema, await (await t.request(api.siteContent.page.path({ siteId: paylater }), locale('de'))).json()).data;
      expect(fallback.locale).toBe('en');
      expect(fallback.sections[0]).toMatchObject({ locale: 'en', content: { title: 'Book now, pay on arrival' } });
    });

    test('by slug and by id; an unpublished page is 404 both ways, with the not-found envelope', async () => {
      const t = ctx.app();
      const demo = await siteId(t, 'demo');
      const about = v.parse(SitePageAnswerSchema, await (await t.request(api.siteContent.page.path({ siteId: demo }, { slug: 'about' }))).json()).data;
      expect(about.title).toBe('About us');
      const byId = await t.request(api.siteContent.pageById.path({ siteId: demo, pageId: about.id }, { locale: 'no' }));
      expect(v.parse(SitePageAnswerSchema, await byId.json()).data.title).toBe('Om oss');

      const [draft] = await t.handle.db.select().from(sitePages).where(eq(sitePages.slug, 'winter-deals'));
      const bySlug = await t.request(api.siteContent.page.path({ siteId: demo }, { slug: 'winter-deals' }));
      expect(bySlug.status).toBe(404);
      expect(await bySlug.json()).toMatchObject({ code: 'NOT_FOUND' });
      expect((await t.request(api.siteContent.pageById.path({ siteId: demo, pageId: draft!.id }))).status).toBe(404);
    });

    test('another site cannot read a page, and an unknown site is 404', async () => {
      const t = ctx.app();
      const demo = await siteId(t, 'demo');
      const paylater = await siteId(t, 'demo-paylater');
      const about = v.parse(SitePageAnswerSchema, await (await t.request(api.siteContent.page.path({ siteId: demo }, { slug: 'about' }))).json()).data;
      expect((await t.request(api.siteContent.pageById.path({ siteId: paylater, pageId: about.id }))).status).toBe(404);
      expect((await t.request(api.siteContent.page.path({ siteId: 999_999 }))).status).toBe(404);
    });

    test('a single section, and the gateway mirror', async () => {
      const t = ctx.app();
      const demo = await siteId(t, 'demo');
      const home = v.parse(SitePageAnswerSchema, await (await t.request(api.siteContent.page.path({ siteId: demo }))).json()).data;
      const faq = home.sections.find((s) => s.type === 'faq')!;
      const response = await t.request(`/gateway${api.siteContent.section.path({ siteId: demo, sectionId: faq.id })}`, locale('sv'));
      const section = v.parse(SectionAnswerSchema, await response.json()).data;
      expect(section).toMatchObject({ type: 'faq', locale: 'sv', content: { title: 'Vanliga frågor' } });
    });
  });

  test('menu items: page links follow url_prefix, unpublished pages are left out, labels are translated', async () => {
    const t = ctx.app();
    const demo = await siteId(t, 'demo');
    const response = await t.request(api.siteContent.menuItems.path({ siteId: demo }, { url_prefix: '/no/page/' }), locale('no'));
    const items = v.parse(MenuItemsAnswerSchema, await response.json()).data;
    expect(items.map((i) => [i.label, i.url])).toEqual([
      ['Hjem', '/no/page/home'],
      ['Aktiviteter', '/search?type=activities'],
      ['Hoteller', '/search?type=hotels'],
      ['Pakker', '/search?type=packages'],
      ['Om oss', '/no/page/about'],
    ]);
  });

  test('footer and footer links: colours, widgets, links, legal paths and the member-by block', async () => {
    const t = ctx.app();
    const demo = await siteId(t, 'demo');
    const links = v.parse(FooterLinksAnswerSchema, await (await t.request(api.siteContent.footerLinks.path({ siteId: demo }, { prefix: 'en/page/' }))).json()).data;
    expect(links.map((l) => [l.label, l.url, l.is_external])).toEqual([
      ['About us', 'en/page/about', false],
      ['Contact', 'mailto:hello@demo-travels.test', true],
      ['Visit Norway', 'https://www.visitnorway.com', true],
    ]);
    const footer = v.parse(FooterAnswerSchema, await (await t.request(api.siteContent.footer.path({ siteId: demo }, { prefix: 'en/page/' }))).json()).data;
    expect(footer).toMatchObject({
      company_name: 'Demo Travels AS',
      background_color: '#111827',
      use_goto_hub_privacy: true,
      privacy_policy_page_path: 'privacy-policy',
      member_by: { name: 'Wayhub' },
    });
    expect(footer.widgets.map((w) => w.title)).toEqual(['Contact', 'About us']);
    expect(footer.links).toEqual(links);
  });

  test('privacy policy: the platform text for a site that uses it, the site text otherwise; terms per locale', async () => {
    const t = ctx.app();
    const demo = await siteId(t, 'demo');
    const paylater = await siteId(t, 'demo-paylater');
    const hub = v.parse(LegalTextAnswerSchema, await (await t.request(api.siteContent.privacyPolicy.path({ siteId: demo }), locale('sv'))).json()).data;
    expect(hub).toMatchObject({ source: 'platform', locale: 'sv', title: 'Wayhubs integritetspolicy' });
    const own = v.parse(LegalTextAnswerSchema, await (await t.request(api.siteContent.privacyPolicy.path({ siteId: paylater }))).json()).data;
    expect(own).toMatchObject({ source: 'site', title: 'Privacy policy' });
    const terms = v.parse(LegalTextAnswerSchema, await (await t.request(api.siteContent.terms.path({ siteId: demo }), locale('de'))).json()).data;
    expect(terms).toMatchObject({ source: 'site', locale: 'de', title: 'Allgemeine Geschäftsbedingungen' });
    const platform = v.parse(LegalTextAnswerSchema, await (await t.request(api.siteContent.platformPrivacyPolicy.path({ locale: 'no' }))).json()).data;
    expect(platform).toMatchObject({ source: 'platform', locale: 'no' });
  });

  test('partner HTML is sanitised on its way into the database: a rich-text section and a legal text', async () => {
    const t = ctx.app();
    const db = t.handle.db;
    const demo = await siteId(t, 'demo');
    const paylater = await siteId(t, 'demo-paylater');
    const attack = '<p onclick="steal()">Hello <a href="//evil.example/login">sign in</a></p><script>steal()</script><img src=x onerror=steal()>';
    const clean = '<p>Hello <a>sign in</a></p><img src="x" alt="" />';
    // The tests share the database: a page of its own, and the paylater terms put back afterwards.
    const [page] = await db.insert(sitePages).values({ siteId: demo, slug: 'partner-html-test', titles: { en: 'Partner HTML' }, status: 1 }).returning({ id: sitePages.id });
    const [savedTerms] = await db.select().from(siteLegalTexts).where(and(eq(siteLegalTexts.siteId, paylater), eq(siteLegalTexts.kind, 'terms')));
    try {
      const [section] = await db.insert(pageSections).values({ pageId: page!.id, type: 'rich_text', position: 0, settings: {} }).returning({ id: pageSections.id });
      await insertSectionTexts(db, { id: section!.id, type: 'rich_text' }, { en: { title: 'Partner text <b>', html: attack } });
      const read = v.parse(SitePageAnswerSchema, await (await t.request(api.siteContent.page.path({ siteId: demo }, { slug: 'partner-html-test' }))).json()).data;
      expect(read.sections).toMatchObject([{ type: 'rich_text', content: { title: 'Partner text <b>', html: clean } }]);

      await db.delete(siteLegalTexts).where(and(eq(siteLegalTexts.siteId, paylater), eq(siteLegalTexts.kind, 'terms')));
      await insertSiteLegalTexts(db, paylater, [{ kind: 'terms', locale: 'en', title: 'Terms', body: attack }]);
      const terms = v.parse(LegalTextAnswerSchema, await (await t.request(api.siteContent.terms.path({ siteId: paylater }))).json()).data;
      expect(terms).toMatchObject({ source: 'site', title: 'Terms', body: clean });
    } finally {
      await db.delete(sitePages).where(eq(sitePages.id, page!.id));
      await db.delete(siteLegalTexts).where(and(eq(siteLegalTexts.siteId, paylater), eq(siteLegalTexts.kind, 'terms')));
      if (savedTerms) await db.insert(siteLegalTexts).values(savedTerms);
    }
  });

  test('services by id: only those the site sells, in the order asked', async () => {
    const t = ctx.app();
    const demo = await siteId(t, 'demo');
    const ids = await Promise.all(
      ['tromso-husky-sledding', 'stockholm-gamla-stan-walking-tour', 'oslo-fjord-sightseeing-cruise'].map((slug) => serviceId(t, slug)),
    );
    const response = await t.post(api.siteContent.services.path({ siteId: demo }), { service_ids: ids });
    const cards = v.parse(ServiceCardsAnswerSchema, await response.json()).data;
    // Gamla Stan walks are sold by demo-paylater only.
    expect(cards.map((c) => c.slug)).toEqual(['tromso-husky-sledding', 'oslo-fjord-sightseeing-cruise']);
    expect(cards[1]?.lowest_price).toEqual({ currency: 'NOK', minor: 49_900, amount: 499 });
  });

  test('settings, site-settings by key, and font data', async () => {
    const t = ctx.app();
    const demo = await siteId(t, 'demo');
    const all = v.parse(SiteSettingsAnswerSchema, await (await t.request(api.siteContent.settings.path({ siteId: demo }))).json()).data;
    expect(all.map((s) => s.setting)).toEqual(['HEADER_LOGO_BLACK', 'HEADER_LOGO_WHITE']);
    const one = v.parse(
      SiteSettingsAnswerSchema,
      await (await t.request(api.siteContent.siteSettings.path({ siteId: demo }, { setting: 'HEADER_LOGO_WHITE' }))).json(),
    ).data;
    expect(one.map((s) => s.setting)).toEqual(['HEADER_LOGO_WHITE']);
    const fonts = v.parse(FontDataAnswerSchema, await (await t.request(api.siteContent.fontData.path())).json()).data;
    expect(fonts.map((f) => f.family)).toContain('Roboto');
  });
});
