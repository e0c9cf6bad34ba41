/**
 * The site builder's pages, sections and menu (spec 002 §7.4; issue 15 §3): what a partner writes, what the storefront
 * then serves, the refusals a partner can meet, and tenancy (another partner's site, page, section or menu item is
 * not found). Each test works on sites it makes, so the demo sites keep their seed.
 */
import { ErrorEnvelopeSchema } from 'shared-contracts/common';
import { SiteStatus } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import { MenuItemsAnswerSchema, SitePageAnswerSchema } from 'shared-contracts/site-content';
import {
  PanelMenuAnswerSchema,
  PanelPageAnswerSchema,
  PanelPageListAnswerSchema,
  PanelSectionAnswerSchema,
  PanelSectionsAnswerSchema,
  SlugCheckAnswerSchema,
  type PanelPageDetail,
} from 'shared-contracts/site-pages';
import * as v from 'valibot';
import { partnerSites } from '../../../db/schema/core';
import { siteBuckets, sitePages } from '../../../db/schema/site-content';
import { testDatabases } from '../../../test/databases';
import { DEMO, type TestApp, useTestDatabase } from '../../../test/harness';
import { answer, locationId, refusal, send, userId } from '../tours/testing/tour-fixtures';
import { eq } from 'drizzle-orm';

let made = 0;

const page = (slug: string, over: Record<string, unknown> = {}) => ({ slug, titles: { en: `Page ${slug}`, no: `Side ${slug}` }, ...over });
const hero = (pageId: number, title: string, over: Record<string, unknown> = {}) => ({
  page_id: pageId,
  type: 'hero',
  settings: { image_url: '/files/hero.jpg', cta_href: '/en/search' },
  texts: { en: { title, subtitle: 'Sub', cta_label: 'Go' } },
  ...over,
});
const issuePaths = async (response: Response) => (await refusal(response, 400)).issues?.map((issue) => `${issue.path} ${issue.code}`);

describe.each(testDatabases())('site builder pages on $name', (spec) => {
  const ctx = useTestDatabase(spec);

  /** A Confirmed site of `owner` in English (primary) and Norwegian, with one bucket. */
  async function freshSite(t: TestApp, owner: string = DEMO.partner) {
    made += 1;
    const [site] = await t.handle.db
      .insert(partnerSites)
      .values({
        ownerUserId: await userId(t, owner),
        name: `Builder ${made}`,
        subDomain: `builder-${made}-${Math.random().toString(36).slice(2, 8)}`,
        status: SiteStatus.Confirmed,
        generalSettings: { company_name: null, favicon_icon: null, primary_page_id: null, language: { enabled_language: ['en', 'no'], primary_language: 'en' } },
      })
      .returning({ id: partnerSites.id });
    const [bucket] = await t.handle.db.insert(siteBuckets).values({ siteId: site!.id, name: 'Featured' }).returning({ id: siteBuckets.id });
    return { site: site!.id, bucket: bucket!.id };
  }

  const token = async (t: TestApp, email: string = DEMO.partner) => (await t.login(email)).token;
  const p = api.sitePages;

  async function createPage(t: TestApp, auth: string, site: number, slug: string, over: Record<string, unknown> = {}): Promise<PanelPageDetail> {
    return (await answer(PanelPageAnswerSchema, await send(t, auth, 'POST', p.create.path({ siteId: site }), page(slug, over)), 201)).data;
  }
  const listed = async (t: TestApp, auth: string, site: number, query: Record<string, string | number> = {}) =>
    (await answer(PanelPageListAnswerSchema, await send(t, auth, 'GET', p.list.path({ siteId: site }, query)))).data;
  const publicPage = (t: TestApp, site: number, slug: string) => t.request(api.siteContent.page.path({ siteId: site }, { slug, locale: 'en' }));

  test('a new page is unpublished; publishing puts it on the site, unpublishing takes it off', async () => {
    const t = ctx.app();
    const auth = await token(t);
    const { site } = await freshSite(t);
    const created = await createPage(t, auth, site, ' About-Us ', { titles: { en: ' About us ' }, seo_descriptions: { en: 'Who we are' }, no_index: true });
    expect(created).toMatchObject({ slug: 'about-us', status: 2, is_primary: false, titles: { en: 'About us' }, no_index: true, sections: [] });

    expect((await listed(t, auth, site)).data).toEqual([]);
    expect((await listed(t, auth, site, { status: 2 })).data.map((row) => row.slug)).toEqual(['about-us']);
    expect((await publicPage(t, site, 'about-us')).status).toBe(404);

    await answer(PanelPageAnswerSchema, await send(t, auth, 'PUT', p.publish.path({ siteId: site, id: created.id })));
    expect((await listed(t, auth, site)).data.map((row) => [row.slug, row.status])).toEqual([['about-us', 1]]);
    const served = (await answer(SitePageAnswerSchema, await publicPage(t, site, 'about-us'))).data;
    expect({ title: served.title, seo: served.seo }).toEqual({ title: 'About us', seo: { description: 'Who we are', image_url: null, no_index: true } });

    await answer(PanelPageAnswerSchema, await send(t, auth, 'PUT', p.unpublish.path({ siteId: site, id: created.id })));
    expect((await publicPage(t, site, 'about-us')).status).toBe(404);
  });

  test('page settings are checked: slug form, reserved and taken slugs, languages, addresses', async () => {
    const t = ctx.app();
    const auth = await token(t);
    const { site } = await freshSite(t);
    const first = await createPage(t, auth, site, 'tours');
    const post = (body: unknown) => send(t, auth, 'POST', p.create.path({ siteId: site }), body);

    expect(await issuePaths(await post(page('-bad-')))).toEqual(['slug validation.slugInvalid']);
    expect(await issuePaths(await post(page('privacy-policy')))).toEqual(['slug validation.slugReserved']);
    expect(await issuePaths(await post(page('tours')))).toEqual(['slug validation.slugTaken']);
    expect(await issuePaths(await post(page('x', { titles: { no: 'Bare norsk', de: 'Deutsch' } })))).toEqual([
      'titles.de validation.languageNotEnabled',
      'titles.en validation.required',
    ]);
    expect(await issuePaths(await post(page('x', { social_image_url: 'javascript:alert(1)' })))).toEqual(['social_image_url validation.linkInvalid']);

    // The slug check the form calls as the partner types, and the page's own slug is free to itself.
    const check = async (slug: string, query: Record<string, number> = {}) =>
      (await answer(SlugCheckAnswerSchema, await send(t, auth, 'GET', p.validateSlug.path({ siteId: site, slug }, query)))).data;
    expect(await check('Tours')).toEqual({ slug: 'tours', available: false, message: 'validation.slugTaken' });
    expect(await check('tours', { page_id: first.id })).toEqual({ slug: 'tours', available: true, message: null });
    expect(await check('no way')).toMatchObject({ available: false, message: 'validation.slugInvalid' });

    // Renaming onto another page's slug is refused; the page keeps its own.
    await createPage(t, auth, site, 'hotels');
    expect(await issuePaths(await send(t, auth, 'PUT', p.update.path({ siteId: site, id: first.id }), page('hotels')))).toEqual([
      'slug validation.slugTaken',
    ]);
    const renamed = await answer(PanelPageAnswerSchema, await send(t, auth, 'PUT', p.update.path({ siteId: site, id: first.id }), page('activities')));
    expect(renamed.data.slug).toBe('activities');
  });

  test("the home page cannot be unpublished or deleted; another page can be deleted, with its menu links", async () => {
    const t = ctx.app();
    const auth = await token(t);
    const { site } = await freshSite(t);
    const home = await createPage(t, auth, site, 'home');
    const other = await createPage(t, auth, site, 'other');
    await t.handle.db.update(sitePages).set({ isPrimary: true, status: 1 }).where(eq(sitePages.id, home.id));

    const locked = await refusal(await send(t, auth, 'PUT', p.unpublish.path({ siteId: site, id: home.id })), 409);
    expect(locked.message).toMatch(/home page/);
    await refusal(await send(t, auth, 'DELETE', p.remove.path({ siteId: site, id: home.id })), 409);

    await answer(PanelMenuAnswerSchema, await send(t, auth, 'POST', p.saveMenu.path({ siteId: site }), { items: [{ key: 'a', page_id: other.id, labels: { en: 'Other' } }] }));
    expect((await send(t, auth, 'DELETE', p.remove.path({ siteId: site, id: other.id }))).status).toBe(204);
    expect((await send(t, auth, 'GET', p.byId.path({ siteId: site, id: other.id }))).status).toBe(404);
    expect((await answer(PanelMenuAnswerSchema, await send(t, auth, 'GET', p.menu.path({ siteId: site })))).data).toEqual([]);
  });

  test('sections: added at the end or at a place, reordered, edited, deleted; the published page shows them in order', async () => {
    const t = ctx.app();
    const auth = await token(t);
    const { site, bucket } = await freshSite(t);
    const { site: foreignSite } = await freshSite(t, DEMO.duo);
    const [foreignBucket] = await t.handle.db.insert(siteBuckets).values({ siteId: foreignSite, name: 'Theirs' }).returning({ id: siteBuckets.id });
    const target = await createPage(t, auth, site, 'home');
    const add = async (body: unknown) => (await answer(PanelSectionAnswerSchema, await send(t, auth, 'POST', p.createSection.path({ siteId: site }), body), 201)).data;

    const a = await add(hero(target.id, 'A'));
    const b = await add({ page_id: target.id, type: 'rich_text', settings: {}, texts: { en: { title: null, html: '<p>Hi<script>alert(1)</script></p>' } } });
    const first = await add(hero(target.id, 'First', { position: 0 }));
    expect(b.texts).toEqual({ en: { title: null, html: '<p>Hi</p>' } });

    const order = async () => (await answer(PanelPageAnswerSchema, await send(t, auth, 'GET', p.byId.path({ siteId: site, id: target.id })))).data.sections.map((s) => [s.id, s.position]);
    expect(await order()).toEqual([[first.id, 0], [a.id, 1], [b.id, 2]]);

    const saved = await answer(PanelSectionsAnswerSchema, await send(t, auth, 'POST', p.saveSections.path({ siteId: site, pageId: target.id }), { section_ids: [b.id, first.id, a.id] }));
    expect(saved.data.map((s) => s.id)).toEqual([b.id, first.id, a.id]);
    // An order that leaves a section out, or names another, is stale: nothing moves.
    await refusal(await send(t, auth, 'POST', p.saveSections.path({ siteId: site, pageId: target.id }), { section_ids: [b.id, a.id] }), 409);

    // Texts in the site's languages only, the primary one required; a grid shows one of the site's own buckets.
    expect(await issuePaths(await send(t, auth, 'PUT', p.updateSection.path({ siteId: site }), { ...hero(target.id, 'x'), id: a.id, texts: { no: { title: 'N', subtitle: '', cta_label: null } } }))).toEqual([
      'texts.en validation.required',
    ]);
    const grid = { page_id: target.id, type: 'service_grid', settings: { bucket_id: foreignBucket!.id }, texts: { en: { title: 'Ours', subtitle: null } } };
    expect(await issuePaths(await send(t, auth, 'POST', p.createSection.path({ siteId: site }), grid))).toEqual(['settings.bucket_id validation.bucketNotOnSite']);
    await add({ ...grid, settings: { bucket_id: bucket } });
    // A destinations section's places lead to locations of the catalogue that exist.
    const places = (locationId: number) => ({
      page_id: target.id,
      type: 'destination_box',
      settings: { items: [{ key: 'oslo', image_url: '/files/oslo.jpg', location_id: locationId, href: null }] },
      texts: { en: { title: 'Where to go', items: { oslo: { title: 'Oslo', subtitle: 'The capital' } } } },
    });
    expect(await issuePaths(await send(t, auth, 'POST', p.createSection.path({ siteId: site }), places(999_999)))).toEqual(['settings.items.0.location_id validation.locationUnknown']);
    await add(places(await locationId(t, 'oslo')));

    const edited = await answer(
      PanelSectionAnswerSchema,
      await send(t, auth, 'PUT', p.updateSection.path({ siteId: site }), { ...hero(target.id, 'A2'), id: a.id, texts: { en: { title: 'A2', subtitle: 'S', cta_label: null }, no: { title: 'A2 no', subtitle: 'S', cta_label: null } } }),
    );
    expect(edited.data.texts).toEqual({ en: { title: 'A2', subtitle: 'S', cta_label: null }, no: { title: 'A2 no', subtitle: 'S', cta_label: null } });
    await refusal(await send(t, auth, 'PUT', p.updateSection.path({ siteId: site }), { ...hero(target.id, 'x'), id: b.id }), 400);

    expect((await send(t, auth, 'DELETE', p.deleteSection.path({ siteId: site, id: first.id }))).status).toBe(204);
    await answer(PanelPageAnswerSchema, await send(t, auth, 'PUT', p.publish.path({ siteId: site, id: target.id })));
    const shown = (await answer(SitePageAnswerSchema, await t.request(api.siteContent.page.path({ siteId: site }, { slug: 'home', locale: 'no' })))).data;
    expect(shown.sections.map((s) => [s.type, s.position])).toEqual([['rich_text', 0], ['hero', 1], ['service_grid', 2], ['destination_box', 3]]);
    expect(shown.sections[1]).toMatchObject({ locale: 'no', content: { title: 'A2 no' } });
  });

  test("preview: the owner sees an unpublished page of a Pending site as the storefront would show it; no one else does", async () => {
    const t = ctx.app();
    const auth = await token(t);
    const { site, bucket } = await freshSite(t);
    await t.handle.db.update(partnerSites).set({ status: SiteStatus.Pending }).where(eq(partnerSites.id, site));
    const draft = await createPage(t, auth, site, 'draft');
    await send(t, auth, 'POST', p.createSection.path({ siteId: site }), hero(draft.id, 'Hello', { texts: { en: { title: 'Hello', subtitle: '', cta_label: null }, no: { title: 'Hei', subtitle: '', cta_label: null } } }));
    await send(t, auth, 'POST', p.createSection.path({ siteId: site }), { page_id: draft.id, type: 'service_grid', settings: { bucket_id: bucket }, texts: { en: { title: 'Ours', subtitle: null } } });

    const preview = (await answer(SitePageAnswerSchema, await send(t, auth, 'GET', p.preview.path({ siteId: site, id: draft.id }, { locale: 'no' })))).data;
    expect({ status: preview.status, title: preview.title, sections: preview.sections.map((s) => [s.type, s.locale]) }).toEqual({
      status: 2,
      title: 'Side draft',
      sections: [
        ['hero', 'no'],
        ['service_grid', 'en'],
      ],
    });
    // The storefront itself still serves neither the page nor the site.
    expect((await t.request(api.siteContent.page.path({ siteId: site }, { slug: 'draft' }))).status).toBe(404);
    expect((await send(t, await token(t, DEMO.duo), 'GET', p.preview.path({ siteId: site, id: draft.id }))).status).toBe(404);
  });

  test('duplicate: an unpublished copy with its sections and texts, under the next free slug', async () => {
    const t = ctx.app();
    const auth = await token(t);
    const { site } = await freshSite(t);
    const source = await createPage(t, auth, site, 'offer');
    await send(t, auth, 'POST', p.createSection.path({ siteId: site }), hero(source.id, 'Deal'));
    await answer(PanelPageAnswerSchema, await send(t, auth, 'PUT', p.publish.path({ siteId: site, id: source.id })));

    const copy = (await answer(PanelPageAnswerSchema, await send(t, auth, 'POST', p.duplicate.path({ siteId: site, id: source.id })), 201)).data;
    expect(copy).toMatchObject({ slug: 'offer-copy', status: 2, is_primary: false, titles: source.titles });
    expect(copy.sections.map((s) => [s.type, s.texts.en])).toEqual([['hero', { title: 'Deal', subtitle: 'Sub', cta_label: 'Go' }]]);
    const again = (await answer(PanelPageAnswerSchema, await send(t, auth, 'POST', p.duplicate.path({ siteId: site, id: source.id })), 201)).data;
    expect(again.slug).toBe('offer-copy-2');
  });

  test('keyset paging: item_per_page and left_off walk the pages by id', async () => {
    const t = ctx.app();
    const auth = await token(t);
    const { site } = await freshSite(t);
    for (const slug of ['a', 'b', 'c']) await createPage(t, auth, site, slug);
    const first = await listed(t, auth, site, { status: 2, item_per_page: 2 });
    expect({ slugs: first.data.map((row) => row.slug), total: first.total }).toEqual({ slugs: ['a', 'b'], total: 3 });
    const rest = await listed(t, auth, site, { status: 2, item_per_page: 2, left_off: first.left_off });
    expect({ slugs: rest.data.map((row) => row.slug), left_off: rest.left_off }).toEqual({ slugs: ['c'], left_off: -1 });
  });

  test('menu: saved whole, nested, in order; the storefront shows it; bad trees and stale items are refused', async () => {
    const t = ctx.app();
    const auth = await token(t);
    const { site } = await freshSite(t);
    const { site: foreignSite } = await freshSite(t, DEMO.duo);
    const tours = await createPage(t, auth, site, 'tours');
    await answer(PanelPageAnswerSchema, await send(t, auth, 'PUT', p.publish.path({ siteId: site, id: tours.id })));
    const theirs = await createPage(t, await token(t, DEMO.duo), foreignSite, 'theirs');
    const save = (items: unknown[]) => send(t, auth, 'POST', p.saveMenu.path({ siteId: site }), { items });

    const menu = (
      await answer(
        PanelMenuAnswerSchema,
        await save([
          { key: 'top', url: '/en/search', labels: { en: 'Explore', no: 'Utforsk' } },
          { key: 'child', parent_key: 'top', page_id: tours.id, labels: { en: 'Tours' } },
          { key: 'ext', url: 'https://example.com/blog', labels: { en: 'Blog' } },
        ]),
      )
    ).data;
    const [top, child, ext] = menu;
    expect(menu.map((item) => [item.parent_id, item.page_id, item.url, item.position])).toEqual([
      [null, null, '/en/search', 0],
      [top!.id, tours.id, null, 1],
      [null, null, 'https://example.com/blog', 2],
    ]);
    const shown = (await answer(MenuItemsAnswerSchema, await t.request(api.siteContent.menuItems.path({ siteId: site }, { url_prefix: '/no/page/', locale: 'no' })))).data;
    expect(shown.map((item) => [item.label, item.url, item.is_external])).toEqual([
      ['Utforsk', '/en/search', false],
      ['Tours', '/no/page/tours', false],
      ['Blog', 'https://example.com/blog', true],
    ]);

    expect(await issuePaths(await save([{ key: 'x', page_id: theirs.id, labels: { en: 'Theirs' } }]))).toEqual(['items.0.page_id validation.pageNotOnSite']);
    expect(await issuePaths(await save([{ key: 'x', url: 'javascript:alert(1)', labels: { en: 'Bad' } }]))).toEqual(['items.0.url validation.linkInvalid']);
    expect(await issuePaths(await save([{ key: 'x', labels: { en: 'Nowhere' } }]))).toEqual(['items.0.url validation.menuTargetRequired']);
    const deep = ['a', 'b', 'c', 'd'].map((key, index, keys) => ({ key, parent_key: index === 0 ? null : keys[index - 1], url: '/', labels: { en: key } }));
    expect(await issuePaths(await save(deep))).toEqual(['items validation.menuTooDeep']);
    expect(await issuePaths(await save([{ key: 'b', parent_key: 'a', url: '/', labels: { en: 'b' } }]))).toEqual(['items validation.menuParentInvalid']);

    // A second save keeps the ids it names and drops the rest; deleting an item takes its children with it.
    const kept = (await answer(PanelMenuAnswerSchema, await save([{ key: 'top', id: top!.id, url: '/en/search', labels: { en: 'Search' } }, { key: 'c', id: child!.id, parent_key: 'top', page_id: tours.id, labels: { en: 'Tours' } }]))).data;
    expect(kept.map((item) => item.id)).toEqual([top!.id, child!.id]);
    await refusal(await save([{ key: 'gone', id: ext!.id, url: '/', labels: { en: 'Gone' } }]), 409);
    expect((await send(t, auth, 'DELETE', p.deleteMenuItem.path({ siteId: site, id: top!.id }))).status).toBe(204);
    expect((await answer(PanelMenuAnswerSchema, await send(t, auth, 'GET', p.menu.path({ siteId: site })))).data).toEqual([]);
  });

  test("tenancy: another partner's site, page, section and menu item answer 404, and so does one site's page under another", async () => {
    const t = ctx.app();
    const auth = await token(t);
    const duo = await token(t, DEMO.duo);
    const { site } = await freshSite(t);
    const { site: duoSite } = await freshSite(t, DEMO.duo);
    const mine = await createPage(t, auth, site, 'mine');
    const section = (await answer(PanelSectionAnswerSchema, await send(t, auth, 'POST', p.createSection.path({ siteId: site }), hero(mine.id, 'Mine')), 201)).data;
    const [item] = (await answer(PanelMenuAnswerSchema, await send(t, auth, 'POST', p.saveMenu.path({ siteId: site }), { items: [{ key: 'm', page_id: mine.id, labels: { en: 'Mine' } }] }))).data;

    const foreign: [string, Response][] = [
      ['list', await send(t, duo, 'GET', p.list.path({ siteId: site }))],
      ['create', await send(t, duo, 'POST', p.create.path({ siteId: site }), page('taken-over'))],
      ['read', await send(t, duo, 'GET', p.byId.path({ siteId: site, id: mine.id }))],
      ['update', await send(t, duo, 'PUT', p.update.path({ siteId: site, id: mine.id }), page('taken-over'))],
      ['publish', await send(t, duo, 'PUT', p.publish.path({ siteId: site, id: mine.id }))],
      ['delete', await send(t, duo, 'DELETE', p.remove.path({ siteId: site, id: mine.id }))],
      ['duplicate', await send(t, duo, 'POST', p.duplicate.path({ siteId: site, id: mine.id }))],
      ['slug', await send(t, duo, 'GET', p.validateSlug.path({ siteId: site, slug: 'x' }))],
      ['section', await send(t, duo, 'GET', p.section.path({ siteId: site, id: section.id }))],
      ['section under own site', await send(t, duo, 'GET', p.section.path({ siteId: duoSite, id: section.id }))],
      ['page under own site', await send(t, duo, 'GET', p.byId.path({ siteId: duoSite, id: mine.id }))],
      ['add section to foreign page', await send(t, duo, 'POST', p.createSection.path({ siteId: duoSite }), hero(mine.id, 'Theirs'))],
      ['edit section', await send(t, duo, 'PUT', p.updateSection.path({ siteId: duoSite }), { ...hero(mine.id, 'x'), id: section.id })],
      ['order sections', await send(t, duo, 'POST', p.saveSections.path({ siteId: site, pageId: mine.id }), { section_ids: [section.id] })],
      ['delete section', await send(t, duo, 'DELETE', p.deleteSection.path({ siteId: duoSite, id: section.id }))],
      ['menu', await send(t, duo, 'GET', p.menu.path({ siteId: site }))],
      ['save menu', await send(t, duo, 'POST', p.saveMenu.path({ siteId: site }), { items: [] })],
      ['delete menu item', await send(t, duo, 'DELETE', p.deleteMenuItem.path({ siteId: duoSite, id: item!.id }))],
    ];
    expect(foreign.map(([name, response]) => [name, response.status])).toEqual(foreign.map(([name]) => [name, 404]));
    for (const [, response] of foreign) expect(v.is(ErrorEnvelopeSchema, await response.json())).toBe(true);

    // Nothing of the owner's changed.
    const still = (await answer(PanelPageAnswerSchema, await send(t, auth, 'GET', p.byId.path({ siteId: site, id: mine.id })))).data;
    expect({ slug: still.slug, status: still.status, sections: still.sections.length }).toEqual({ slug: 'mine', status: 2, sections: 1 });
    expect((await answer(PanelMenuAnswerSchema, await send(t, auth, 'GET', p.menu.path({ siteId: site })))).data).toHaveLength(1);
  });
});
