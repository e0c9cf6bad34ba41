/**
 * A site's export file and its import into another site of the same partner (issue 15 §1, ADR 0032): what the file
 * holds (no row ids of the source), what an import replaces, adds and keeps, how texts fit the importing site's
 * languages, that a dry run changes nothing, and the refusals: another partner's file, another partner's site, a
 * file that is not an export, a link to a page nowhere. Each test works on sites it makes.
 */
import { eq } from 'drizzle-orm';
import { type Locale, THEME_DEFAULTS } from 'shared-contracts/constants';
import { SiteStatus } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import { SiteExportSchema, SiteImportAnswerSchema, type SiteExport } from 'shared-contracts/site-export';
import { PanelMenuAnswerSchema, PanelPageAnswerSchema, PanelPageListAnswerSchema, type PanelPageDetail } from 'shared-contracts/site-pages';
import { PartnerSiteAnswerSchema, SearchPageSettingsAnswerSchema } from 'shared-contracts/sites';
import { partnerSites } from '../../../db/schema/core';
import { siteBucketServices, siteBuckets, sitePages } from '../../../db/schema/site-content';
import { testDatabases } from '../../../test/databases';
import { DEMO, type TestApp, useTestDatabase } from '../../../test/harness';
import { answer, refusal, send, userId } from '../tours/testing/tour-fixtures';
import { IMPORT_BODY_LIMIT } from './site-export.routes';

let made = 0;
const theme = { ...THEME_DEFAULTS, button_radius: 6, button_background_color: '#0B7A75', site_font: 'Lato' };
const issuesOf = async (response: Response) => (await refusal(response, 400)).issues?.map((issue) => `${issue.path} ${issue.code}`);

describe.each(testDatabases())('site export and import on $name', (spec) => {
  const ctx = useTestDatabase(spec);
  const token = async (t: TestApp, email: string = DEMO.partner) => (await t.login(email)).token;

  /** A site of `owner` in the given languages, the first primary. */
  async function freshSite(t: TestApp, languages: Locale[], owner: string = DEMO.partner) {
    made += 1;
    const [site] = await t.handle.db
      .insert(partnerSites)
      .values({
        ownerUserId: await userId(t, owner),
        name: `Export ${made}`,
        subDomain: `export-${made}-${Math.random().toString(36).slice(2, 8)}`,
        status: SiteStatus.Confirmed,
        generalSettings: { company_name: null, favicon_icon: null, primary_page_id: null, language: { enabled_language: languages, primary_language: languages[0]! } },
      })
      .returning({ id: partnerSites.id });
    return site!.id;
  }

  const createPage = async (t: TestApp, auth: string, siteId: number, body: Record<string, unknown>): Promise<PanelPageDetail> =>
    (await answer(PanelPageAnswerSchema, await send(t, auth, 'POST', api.sitePages.create.path({ siteId }), body), 201)).data;
  const addSection = async (t: TestApp, auth: string, siteId: number, body: Record<string, unknown>) =>
    expect((await send(t, auth, 'POST', api.sitePages.createSection.path({ siteId }), body)).status).toBe(201);
  const exportOf = async (t: TestApp, auth: string, siteId: number) => {
    const response = await send(t, auth, 'GET', api.partnerSites.exportSite.path({ id: siteId }));
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="site-${siteId}-export.json"`);
    return answer(SiteExportSchema, response);
  };
  const importInto = (t: TestApp, auth: string, siteId: number, file: unknown, dryRun = false) =>
    send(t, auth, 'POST', api.partnerSites.importSite.path({ id: siteId }, dryRun ? { dry_run: 'true' } : {}), file);
  const pagesOf = async (t: TestApp, auth: string, siteId: number) => {
    const list = async (status: number) => (await answer(PanelPageListAnswerSchema, await send(t, auth, 'GET', api.sitePages.list.path({ siteId }, { status, item_per_page: -1, left_off: -1 })))).data.data;
    const all = [...(await list(1)), ...(await list(2))];
    return Promise.all(all.map(async (page) => (await answer(PanelPageAnswerSchema, await send(t, auth, 'GET', api.sitePages.byId.path({ siteId, id: page.id })))).data));
  };

  /** The site's home page, as its general settings save it: the page's flag and the settings' primary_page_id. */
  async function setHome(t: TestApp, siteId: number, pageId: number) {
    await t.handle.db.update(sitePages).set({ isPrimary: true }).where(eq(sitePages.id, pageId));
    const [row] = await t.handle.db.select({ general: partnerSites.generalSettings }).from(partnerSites).where(eq(partnerSites.id, siteId));
    await t.handle.db.update(partnerSites).set({ generalSettings: { ...row!.general, primary_page_id: pageId } }).where(eq(partnerSites.id, siteId));
  }

  /** English (primary) and Norwegian: themed, with a search page, a home page and an unpublished page, a menu and a footer link. */
  async function builtSource(t: TestApp, auth: string) {
    const siteId = await freshSite(t, ['en', 'no']);
    expect((await send(t, auth, 'PUT', api.partnerSites.updateSettings.path({ id: siteId }), { theme_settings: theme, booking_flow_settings: { process_single_cart_item: true } })).status).toBe(200);
    expect(
      (await send(t, auth, 'PUT', api.partnerSites.saveSearchPage.path({ id: siteId }), { cover_image_url: '/files/cover.jpg', titles: { en: 'Find a trip', no: 'Finn en tur' }, subtitles: {} })).status,
    ).toBe(200);
    const [bucket] = await t.handle.db.insert(siteBuckets).values({ siteId, name: 'Fjords' }).returning({ id: siteBuckets.id });
    const home = await createPage(t, auth, siteId, { slug: 'home', titles: { en: 'Home', no: 'Hjem' } });
    await addSection(t, auth, siteId, { page_id: home.id, type: 'hero', settings: { image_url: '/files/hero.jpg', cta_href: '/en/search' }, texts: { en: { title: 'Fjords', subtitle: 'By boat', cta_label: 'Go' }, no: { title: 'Fjorder', subtitle: 'Med båt', cta_label: 'Gå' } } });
    await addSection(t, auth, siteId, { page_id: home.id, type: 'service_grid', settings: { bucket_id: bucket!.id, columns: 3 }, texts: { en: { title: 'Our trips', subtitle: null } } });
    expect((await send(t, auth, 'PUT', api.sitePages.publish.path({ siteId, id: home.id }))).status).toBe(200);
    await setHome(t, siteId, home.id);
    const about = await createPage(t, auth, siteId, { slug: 'about', titles: { no: 'Om oss', en: 'About us' }, no_index: true });
    await addSection(t, auth, siteId, { page_id: about.id, type: 'faq', settings: {}, texts: { en: { title: 'Questions', items: [{ question: 'Why?', answer: 'Because.' }] } } });
    expect(
      (
        await send(t, auth, 'POST', api.sitePages.saveMenu.path({ siteId }), {
          items: [
            { key: 'a', page_id: home.id, labels: { en: 'Home', no: 'Hjem' } },
            { key: 'b', parent_key: 'a', page_id: about.id, labels: { en: 'About' } },
            { key: 'c', url: 'https://fjord.example', labels: { en: 'Blog' } },
          ],
        })
      ).status,
    ).toBe(200);
    expect((await send(t, auth, 'POST', api.sitePages.saveFooterLinks.path({ siteId }), { items: [{ key: 'f', page_id: about.id, labels: { en: 'About', no: 'Om' } }] })).status).toBe(200);
    return siteId;
  }

  test('the file holds the site by slugs and bucket names; an import replaces settings, menu and same-slug pages, adds the rest, keeps the site’s others', async () => {
    const t = ctx.app();
    const partner = await token(t);
    const source = await builtSource(t, partner);
    const file = await exportOf(t, partner, source);

    expect(file).toMatchObject({ format: 'wayhub.site-export', version: 1, source: { site_id: source, primary_language: 'en' } });
    expect(file.settings.theme_settings).toEqual(theme);
    expect(file.settings.booking_flow_settings).toEqual({ process_single_cart_item: true });
    expect(file.pages.map((page) => [page.slug, page.is_primary, page.status])).toEqual([
      ['home', true, 1],
      ['about', false, 2],
    ]);
    expect(file.pages[0]!.sections.map((section) => [section.content.type, section.bucket])).toEqual([
      ['hero', null],
      ['service_grid', 'Fjords'],
    ]);
    expect(file.menu.map((item) => [item.parent_key === null, item.page_slug, item.url])).toEqual([
      [true, 'home', null],
      [false, 'about', null],
      [true, null, 'https://fjord.example'],
    ]);
    expect(file.footer_links.map((link) => link.page_slug)).toEqual(['about']);

    // Swedish (primary) and English: its own "about" is replaced, its "contact" stays.
    const target = await freshSite(t, ['sv', 'en']);
    await createPage(t, partner, target, { slug: 'about', titles: { sv: 'Gammal', en: 'Old' } });
    await createPage(t, partner, target, { slug: 'contact', titles: { sv: 'Kontakt' } });
    const before = await pagesOf(t, partner, target);

    const dry = (await answer(SiteImportAnswerSchema, await importInto(t, partner, target, file, true))).data;
    expect(dry).toEqual({
      dry_run: true,
      settings_replaced: true,
      pages_created: ['home'],
      pages_replaced: ['about'],
      buckets_created: ['Fjords'],
      languages_left_out: ['no'],
      primary_texts_filled: true,
      menu_items: 3,
      footer_links: 1,
    });
    // A dry run is undone: the site is as it was.
    expect(await pagesOf(t, partner, target)).toEqual(before);
    const untouched = (await answer(PartnerSiteAnswerSchema, await send(t, partner, 'GET', api.partnerSites.byId.path({ id: target })))).data;
    expect(untouched.theme_settings).toEqual(THEME_DEFAULTS);
    expect(await t.handle.db.select().from(siteBuckets).where(eq(siteBuckets.siteId, target))).toEqual([]);

    const done = (await answer(SiteImportAnswerSchema, await importInto(t, partner, target, file))).data;
    expect(done).toEqual({ ...dry, dry_run: false });

    const site = (await answer(PartnerSiteAnswerSchema, await send(t, partner, 'GET', api.partnerSites.byId.path({ id: target })))).data;
    expect(site.theme_settings).toEqual(theme);
    expect(site.booking_flow_settings).toEqual({ process_single_cart_item: true });
    // Search page texts: English kept, Norwegian left out, Swedish (primary, optional here) not invented.
    const searchPage = (await answer(SearchPageSettingsAnswerSchema, await send(t, partner, 'GET', api.partnerSites.searchPage.path({ id: target })))).data;
    expect(searchPage).toEqual({ cover_image_url: '/files/cover.jpg', titles: { en: 'Find a trip' }, subtitles: {} });

    const pages = await pagesOf(t, partner, target);
    const bySlug = Object.fromEntries(pages.map((page) => [page.slug, page]));
    expect(Object.keys(bySlug).sort()).toEqual(['about', 'contact', 'home']);
    // The home page: primary and published, its Swedish title taken from the file's primary language (English).
    expect(bySlug.home).toMatchObject({ is_primary: true, status: 1, titles: { sv: 'Home', en: 'Home' } });
    expect(site.general_settings.primary_page_id).toBe(bySlug.home!.id);
    expect(bySlug.home!.sections.map((section) => section.type)).toEqual(['hero', 'service_grid']);
    expect(bySlug.home!.sections[0]!.texts).toEqual({ sv: { title: 'Fjords', subtitle: 'By boat', cta_label: 'Go' }, en: { title: 'Fjords', subtitle: 'By boat', cta_label: 'Go' } });
    // The grid shows the target's own new bucket "Fjords", empty: the source's services are not copied.
    const [fjords] = await t.handle.db.select().from(siteBuckets).where(eq(siteBuckets.siteId, target));
    expect(fjords).toMatchObject({ name: 'Fjords' });
    expect(bySlug.home!.sections[1]!.settings).toEqual({ bucket_id: fjords!.id, columns: 3 });
    expect(await t.handle.db.select().from(siteBucketServices).where(eq(siteBucketServices.bucketId, fjords!.id))).toEqual([]);
    // "about" is the file's now; "contact" is untouched.
    expect(bySlug.about).toMatchObject({ id: before.find((page) => page.slug === 'about')!.id, titles: { en: 'About us', sv: 'About us' }, no_index: true, status: 2 });
    expect(bySlug.about!.sections.map((section) => section.type)).toEqual(['faq']);
    expect(bySlug.contact).toEqual(before.find((page) => page.slug === 'contact'));

    const menu = (await answer(PanelMenuAnswerSchema, await send(t, partner, 'GET', api.sitePages.menu.path({ siteId: target })))).data;
    expect(menu.map((item) => [item.parent_id === null, item.page_id, item.url, item.labels])).toEqual([
      [true, bySlug.home!.id, null, { sv: 'Home', en: 'Home' }],
      [false, bySlug.about!.id, null, { sv: 'About', en: 'About' }],
      [true, null, 'https://fjord.example', { sv: 'Blog', en: 'Blog' }],
    ]);
    expect(menu[1]!.parent_id).toBe(menu[0]!.id);
    const footer = (await answer(PanelMenuAnswerSchema, await send(t, partner, 'GET', api.sitePages.footerLinks.path({ siteId: target })))).data;
    expect(footer.map((link) => link.page_id)).toEqual([bySlug.about!.id]);

    // Importing the same file again finds its own pages and bucket: nothing new is made.
    const again = (await answer(SiteImportAnswerSchema, await importInto(t, partner, target, file))).data;
    expect(again).toMatchObject({ pages_created: [], pages_replaced: ['home', 'about'], buckets_created: [] });
  });

  test('refused: another partner’s file, another partner’s site, a file that is not an export, a link to a page nowhere; nothing changes', async () => {
    const t = ctx.app();
    const partner = await token(t);
    const duo = await token(t, DEMO.duo);
    const source = await builtSource(t, partner);
    const file = await exportOf(t, partner, source);
    const target = await freshSite(t, ['en']);
    const duoSite = await freshSite(t, ['en'], DEMO.duo);

    // Another partner's site: not found, for the export and the import alike.
    expect((await send(t, duo, 'GET', api.partnerSites.exportSite.path({ id: source }))).status).toBe(404);
    expect((await importInto(t, duo, target, file)).status).toBe(404);
    // A file from another partner's site goes into none of duo@'s.
    expect(await issuesOf(await importInto(t, duo, duoSite, file))).toEqual(['source.site_id validation.importOtherPartner']);

    expect(await issuesOf(await importInto(t, partner, target, { ...file, format: 'something-else' }))).toEqual(['format validation.importFormat']);
    expect(await issuesOf(await importInto(t, partner, target, { ...file, version: 2 }))).toEqual(['version validation.importVersion']);
    expect(await issuesOf(await importInto(t, partner, target, { ...file, pages: [file.pages[0], file.pages[0]] }))).toEqual(['pages validation.importSlugTwice']);

    // The menu's "about" is neither in the file nor on the site.
    const withoutAbout: SiteExport = { ...file, pages: file.pages.filter((page) => page.slug !== 'about') };
    expect(await issuesOf(await importInto(t, partner, target, withoutAbout))).toEqual(['menu.1.page_slug validation.importPageMissing', 'footer_links.0.page_slug validation.importPageMissing']);

    // Nothing of any refused import reached the site.
    expect(await pagesOf(t, partner, target)).toEqual([]);
    const site = (await answer(PartnerSiteAnswerSchema, await send(t, partner, 'GET', api.partnerSites.byId.path({ id: target })))).data;
    expect(site.theme_settings).toEqual(THEME_DEFAULTS);
  });

  test('a file with inline pictures may pass 1 MB; one above the import limit is refused as too large', async () => {
    const t = ctx.app();
    const partner = await token(t);
    const source = await freshSite(t, ['en']);
    const file = await exportOf(t, partner, source);
    // Twelve heroes, each with a picture of about 100 kB inline: about 1.2 MB in all.
    const picture = `data:image/png;base64,${'A'.repeat(99_000)}`;
    const hero = { content: { type: 'hero', settings: { image_url: picture, cta_href: null }, texts: { en: { title: 'Hero', subtitle: '', cta_label: null } } }, bucket: null };
    const big = { ...file, pages: [{ slug: 'gallery', titles: { en: 'Gallery' }, seo_descriptions: {}, social_image_url: null, no_index: false, status: 2, is_primary: false, sections: Array.from({ length: 12 }, () => hero) }] };
    expect(JSON.stringify(big).length).toBeGreaterThan(1024 * 1024);
    const done = (await answer(SiteImportAnswerSchema, await importInto(t, partner, source, big))).data;
    expect(done.pages_created).toEqual(['gallery']);

    const tooBig = { ...big, pages: Array.from({ length: 8 }, (_, index) => ({ ...big.pages[0]!, slug: `gallery-${index}`, sections: Array.from({ length: 12 }, () => hero) })) };
    expect(JSON.stringify(tooBig).length).toBeGreaterThan(IMPORT_BODY_LIMIT);
    expect((await importInto(t, partner, source, tooBig)).status).toBe(413);
  });
});
