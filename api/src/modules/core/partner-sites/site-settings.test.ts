/**
 * A site's settings groups and footer links (issue 15 §2–3, ADR 0029): what a partner saves, what the storefront then
 * serves, the refusals a partner can meet, and tenancy (another partner's site answers 404 and does not change).
 * Each test works on a site it makes, so the demo sites keep their seed.
 */
import { eq } from 'drizzle-orm';
import { THEME_DEFAULTS } from 'shared-contracts/constants';
import { SiteStatus } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import { FooterAnswerSchema, FooterLinksAnswerSchema } from 'shared-contracts/site-content';
import { PanelMenuAnswerSchema } from 'shared-contracts/site-pages';
import { PartnerSiteAnswerSchema, PublicSearchPageAnswerSchema, SEARCH_PAGE_THEME_UNSET, SearchPageSettingsAnswerSchema } from 'shared-contracts/sites';
import { partnerSites } from '../../../db/schema/core';
import { sitePages } from '../../../db/schema/site-content';
import { testDatabases } from '../../../test/databases';
import { DEMO, type TestApp, useTestDatabase } from '../../../test/harness';
import { answer, locationId, refusal, send, userId } from '../tours/testing/tour-fixtures';

let made = 0;

/** Every theme field: the defaults (spec 000 §9) with a brand colour, square-ish buttons and another font. */
const theme = { ...THEME_DEFAULTS, button_radius: 8, button_background_color: '#0B7A75', icon_color: '#0B7A75', box_color: '#FFFFFF', site_font: 'Lato', checkout_button_color: '#0B7A75' };
const footer = {
  footer_background_color: '#0F172A',
  footer_font_color: '#F8FAFC',
  widgets: [{ title: 'About us', content: '<p>Fjord trips <img src="x" onerror="alert(1)"><script>alert(1)</script></p>' }],
  use_goto_hub_privacy: true,
  privacy_policy_page_path: null,
  terms_and_conditions_page_path: '/en/page/our-terms',
};
const issuesOf = async (response: Response) => (await refusal(response, 400)).issues?.map((issue) => `${issue.path} ${issue.code}`);

describe.each(testDatabases())('site settings groups and footer links on $name', (spec) => {
  const ctx = useTestDatabase(spec);
  const token = async (t: TestApp, email: string = DEMO.partner) => (await t.login(email)).token;
  const update = (t: TestApp, tok: string, id: number, body: unknown) => send(t, tok, 'PUT', api.partnerSites.updateSettings.path({ id }), body);

  /** A Confirmed site of `owner`, English primary with Norwegian. */
  async function freshSite(t: TestApp, owner: string = DEMO.partner) {
    made += 1;
    const subDomain = `settings-${made}-${Math.random().toString(36).slice(2, 8)}`;
    const [site] = await t.handle.db
      .insert(partnerSites)
      .values({
        ownerUserId: await userId(t, owner),
        name: `Settings ${made}`,
        subDomain,
        status: SiteStatus.Confirmed,
        generalSettings: { company_name: 'Fjord AS', favicon_icon: null, primary_page_id: null, language: { enabled_language: ['en', 'no'], primary_language: 'en' } },
      })
      .returning({ id: partnerSites.id });
    return { id: site!.id, host: `${subDomain}.localhost` };
  }

  test('each group saved replaces that group only; the storefront serves it on its next load', async () => {
    const t = ctx.app();
    const { id, host } = await freshSite(t);
    const partner = await token(t);
    const oslo = await locationId(t, 'oslo');

    const themed = await answer(PartnerSiteAnswerSchema, await update(t, partner, id, { theme_settings: theme }));
    expect(themed.data.theme_settings).toEqual(theme);
    // The header, untouched, keeps its defaults.
    expect(themed.data.header_settings).toMatchObject({ header_type: 'fixed', disable_cart: false });

    const saved = await answer(
      PartnerSiteAnswerSchema,
      await update(t, partner, id, {
        header_settings: { header_type: 'scrolled_fixed', black_logo: '/files/logo-black.png', white_logo: null, disable_cart: true, disable_language_dropdown: true },
        booking_flow_settings: { process_single_cart_item: true },
        footer_settings: footer,
        location_settings: { location_id: oslo, address: '  Karl Johans gate 1, Oslo ', phone: '+47 22 00 00 00', email: 'hello@fjord.example' },
        redirection_settings: { is_redirect_search_page: true, redirect_to_service: 'activities', redirection_url: 'https://fjord.example/closed' },
        script_settings: {
          head_scripts: '<script async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script><div>stray</div><script src="http://insecure.example/x.js"></script>',
          footer_scripts: '<script>window.dataLayer = window.dataLayer || [];</script>',
        },
      }),
    );
    expect(saved.data).toMatchObject({
      theme_settings: theme,
      header_settings: { header_type: 'scrolled_fixed', black_logo: '/files/logo-black.png', white_logo: null, disable_cart: true, disable_language_dropdown: true },
      booking_flow_settings: { process_single_cart_item: true },
      location_settings: { location_id: oslo, address: 'Karl Johans gate 1, Oslo', phone: '+47 22 00 00 00', email: 'hello@fjord.example' },
      redirection_settings: { is_redirect_search_page: true, redirect_to_service: 'activities', redirection_url: 'https://fjord.example/closed' },
    });
    // Stored sanitised: the widget loses its script and handler; the scripts keep only https scripts.
    expect(saved.data.footer_settings.widgets).toEqual([{ title: 'About us', content: '<p>Fjord trips <img src="x" alt="" /></p>' }]);
    expect(saved.data.script_settings.head_scripts).toBe('<script async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script>stray<script></script>');
    expect(saved.data.script_settings.footer_scripts).toBe('<script>window.dataLayer = window.dataLayer || [];</script>');

    // The storefront's start-up read and its footer carry them.
    const served = await answer(PartnerSiteAnswerSchema, await t.request(api.partnerSites.byHost.path({ url: host })));
    expect(served.data.theme_settings.button_background_color).toBe('#0B7A75');
    expect(served.data.header_settings.disable_cart).toBe(true);
    const footerRead = await answer(FooterAnswerSchema, await t.request(api.siteContent.footer.path({ siteId: id }, { prefix: 'en/page/' })));
    expect(footerRead.data).toMatchObject({
      background_color: '#0F172A',
      font_color: '#F8FAFC',
      use_goto_hub_privacy: true,
      terms_and_conditions_page_path: '/en/page/our-terms',
      contact: { address: 'Karl Johans gate 1, Oslo', phone: '+47 22 00 00 00', email: 'hello@fjord.example' },
    });
  });

  test('the search page theme: its own colours, null for the theme’s, served to the storefront; a bad colour is refused', async () => {
    const t = ctx.app();
    const { id, host } = await freshSite(t);
    const partner = await token(t);
    const own = { ...SEARCH_PAGE_THEME_UNSET, button_background_color: '#7C2D12', title_color: ' #123 ', box_color: '' };
    expect(await issuesOf(await update(t, partner, id, { search_page_theme_settings: { ...own, text_color: 'red' } }))).toEqual(['search_page_theme_settings.text_color validation.colorInvalid']);
    const saved = await answer(PartnerSiteAnswerSchema, await update(t, partner, id, { search_page_theme_settings: own }));
    expect(saved.data.search_page_theme_settings).toEqual({ ...SEARCH_PAGE_THEME_UNSET, button_background_color: '#7C2D12', title_color: '#123' });
    // The site's theme is untouched; the storefront reads both.
    expect(saved.data.theme_settings).toEqual(THEME_DEFAULTS);
    const served = await answer(PartnerSiteAnswerSchema, await t.request(api.partnerSites.byHost.path({ url: host })));
    expect(served.data.search_page_theme_settings).toEqual(saved.data.search_page_theme_settings);
  });

  test('bad input is refused field by field, and nothing changes', async () => {
    const t = ctx.app();
    const { id } = await freshSite(t);
    const partner = await token(t);
    expect(
      await issuesOf(
        await update(t, partner, id, {
          theme_settings: { ...theme, button_background_color: 'teal', button_radius: 120 },
          header_settings: { header_type: 'fixed', black_logo: 'javascript:alert(1)', white_logo: null, disable_cart: false, disable_language_dropdown: false },
        }),
      ),
    ).toEqual(
      expect.arrayContaining([
        'theme_settings.button_background_color validation.colorInvalid',
        'theme_settings.button_radius validation.radiusRange',
        'header_settings.black_logo validation.imageInvalid',
      ]),
    );
    const widgets = Array.from({ length: 5 }, (_, i) => ({ title: `W${i}`, content: 'x' }));
    expect(await issuesOf(await update(t, partner, id, { footer_settings: { ...footer, widgets } }))).toEqual(['footer_settings.widgets validation.footerWidgetsTooMany']);
    expect(await issuesOf(await update(t, partner, id, { location_settings: { location_id: 999_999, address: null, phone: null, email: null } }))).toEqual([
      'location_settings.location_id validation.locationUnknown',
    ]);
    expect(
      await issuesOf(await update(t, partner, id, { redirection_settings: { is_redirect_search_page: false, redirect_to_service: null, redirection_url: 'ftp://x' } })),
    ).toEqual(['redirection_settings.redirection_url validation.linkInvalid']);

    const [row] = await t.handle.db.select().from(partnerSites).where(eq(partnerSites.id, id));
    expect(row).toMatchObject({ themeSettings: {}, headerSettings: {}, footerSettings: {}, locationSettings: {}, redirectionSettings: {} });
  });

  test('footer links: saved whole, flat, and shown by the storefront at once', async () => {
    const t = ctx.app();
    const { id } = await freshSite(t);
    const partner = await token(t);
    const [terms] = await t.handle.db
      .insert(sitePages)
      .values({ siteId: id, slug: 'our-terms', titles: { en: 'Our terms' }, status: 1 })
      .returning({ id: sitePages.id });
    const p = api.sitePages;
    expect((await answer(PanelMenuAnswerSchema, await send(t, partner, 'GET', p.footerLinks.path({ siteId: id })))).data).toEqual([]);

    const links = [
      { id: null, key: 'a', parent_key: null, page_id: terms!.id, url: null, labels: { en: 'Terms', no: 'Vilkår' } },
      { id: null, key: 'b', parent_key: null, page_id: null, url: 'https://fjord.example/press', labels: { en: 'Press' } },
    ];
    const saved = await answer(PanelMenuAnswerSchema, await send(t, partner, 'POST', p.saveFooterLinks.path({ siteId: id }), { items: links }));
    expect(saved.data.map((item) => [item.labels.en, item.position, item.parent_id])).toEqual([
      ['Terms', 0, null],
      ['Press', 1, null],
    ]);
    const publicLinks = await answer(FooterLinksAnswerSchema, await t.request(api.siteContent.footerLinks.path({ siteId: id }, { prefix: 'no/page/', locale: 'no' })));
    expect(publicLinks.data.map((link) => [link.label, link.url, link.is_external])).toEqual([
      ['Vilkår', 'no/page/our-terms', false],
      ['Press', 'https://fjord.example/press', true],
    ]);

    // Reordered and one removed, by saving the list again.
    const [termsLink, press] = saved.data;
    const reordered = await answer(
      PanelMenuAnswerSchema,
      await send(t, partner, 'POST', p.saveFooterLinks.path({ siteId: id }), { items: [{ ...links[1], id: press!.id }] }),
    );
    expect(reordered.data.map((item) => item.id)).toEqual([press!.id]);

    // A footer link has no sub-items; an id that is gone is a conflict.
    const nested = [{ ...links[1], id: press!.id }, { ...links[0], key: 'c', parent_key: 'b' }];
    expect(await issuesOf(await send(t, partner, 'POST', p.saveFooterLinks.path({ siteId: id }), { items: nested }))).toEqual(['items.1.parent_key validation.footerLinkNested']);
    await refusal(await send(t, partner, 'POST', p.saveFooterLinks.path({ siteId: id }), { items: [{ ...links[0], id: termsLink!.id }] }), 409);
  });

  test("another partner's site is not found, for settings and footer links alike, and does not change", async () => {
    const t = ctx.app();
    const { id } = await freshSite(t, DEMO.partner);
    const duo = await token(t, DEMO.duo);
    await refusal(await update(t, duo, id, { theme_settings: theme }), 404);
    await refusal(await send(t, duo, 'GET', api.sitePages.footerLinks.path({ siteId: id })), 404);
    const link = { id: null, key: 'a', parent_key: null, page_id: null, url: '/en/search', labels: { en: 'Search' } };
    await refusal(await send(t, duo, 'POST', api.sitePages.saveFooterLinks.path({ siteId: id }), { items: [link] }), 404);

    const [row] = await t.handle.db.select().from(partnerSites).where(eq(partnerSites.id, id));
    expect(row!.themeSettings).toEqual({});
    const partner = await token(t);
    expect((await answer(PanelMenuAnswerSchema, await send(t, partner, 'GET', api.sitePages.footerLinks.path({ siteId: id })))).data).toEqual([]);
    // An administrator may work on any site.
    const admin = await token(t, DEMO.admin);
    expect((await answer(PartnerSiteAnswerSchema, await update(t, admin, id, { booking_flow_settings: { process_single_cart_item: true } }))).data.booking_flow_settings).toEqual({
      process_single_cart_item: true,
    });
  });

  test("a deactivated site's visitors go to its redirection address; a live one's are served", async () => {
    const t = ctx.app();
    const { id, host } = await freshSite(t);
    const partner = await token(t);
    const page = () => t.request('/en/search', { headers: { host: `${host}:${t.env.PORT}`, accept: 'text/html' } });
    await answer(
      PartnerSiteAnswerSchema,
      await update(t, partner, id, { redirection_settings: { is_redirect_search_page: false, redirect_to_service: null, redirection_url: 'https://fjord.example/closed' } }),
    );
    expect((await page()).status).not.toBe(302);

    await answer(PartnerSiteAnswerSchema, await send(t, partner, 'PUT', api.partnerSites.deactivate.path({ id })));
    const away = await page();
    expect(away.status).toBe(302);
    expect(away.headers.get('location')).toBe('https://fjord.example/closed');
    // The API calls themselves are not redirected: the site is simply not found.
    expect((await t.request(api.partnerSites.byHost.path({ url: host }))).status).toBe(404);

    // Without an address, a deactivated site's pages are just not there.
    const other = await freshSite(t);
    await answer(PartnerSiteAnswerSchema, await send(t, partner, 'PUT', api.partnerSites.deactivate.path({ id: other.id })));
    const gone = await t.request('/en/search', { headers: { host: other.host, accept: 'text/html' } });
    expect(gone.status).not.toBe(302);
  });

  test('the search page: cover and texts per enabled language, served in the visitor\'s language or the primary one', async () => {
    const t = ctx.app();
    const { id } = await freshSite(t);
    const partner = await token(t);
    const p = api.partnerSites;
    expect((await answer(SearchPageSettingsAnswerSchema, await send(t, partner, 'GET', p.searchPage.path({ id })))).data).toEqual({ cover_image_url: null, titles: {}, subtitles: {} });

    const body = { cover_image_url: '/files/cover.jpg', titles: { en: ' Find your trip ', no: 'Finn turen din' }, subtitles: { en: 'Fjords and mountains', no: '' } };
    const saved = await answer(SearchPageSettingsAnswerSchema, await send(t, partner, 'PUT', p.saveSearchPage.path({ id }), body));
    expect(saved.data).toEqual({ cover_image_url: '/files/cover.jpg', titles: { en: 'Find your trip', no: 'Finn turen din' }, subtitles: { en: 'Fjords and mountains' } });

    const served = async (locale?: string) =>
      (await answer(PublicSearchPageAnswerSchema, await t.request(p.publicSearchPage.path({ site_id: String(id), ...(locale ? { locale } : {}) })))).data;
    expect(await served('no')).toEqual({ cover_image_url: '/files/cover.jpg', title: 'Finn turen din', subtitle: 'Fjords and mountains' });
    expect(await served()).toEqual({ cover_image_url: '/files/cover.jpg', title: 'Find your trip', subtitle: 'Fjords and mountains' });

    // Refused: a language the site does not speak, a cover that is not a picture address.
    expect(await issuesOf(await send(t, partner, 'PUT', p.saveSearchPage.path({ id }), { ...body, titles: { sv: 'Hitta' } }))).toEqual(['titles.sv validation.languageNotEnabled']);
    expect(await issuesOf(await send(t, partner, 'PUT', p.saveSearchPage.path({ id }), { ...body, cover_image_url: 'javascript:alert(1)' }))).toEqual([
      'cover_image_url validation.imageInvalid',
    ]);

    // Another partner's site is not found, to read or to write; a site not served has no public search page.
    const duo = await token(t, DEMO.duo);
    await refusal(await send(t, duo, 'GET', p.searchPage.path({ id })), 404);
    await refusal(await send(t, duo, 'PUT', p.saveSearchPage.path({ id }), body), 404);
    expect((await served('no')).title).toBe('Finn turen din');
    await answer(PartnerSiteAnswerSchema, await send(t, partner, 'PUT', p.deactivate.path({ id })));
    expect((await t.request(p.publicSearchPage.path({ site_id: String(id) }))).status).toBe(404);
  });
});
