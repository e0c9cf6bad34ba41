import { eq } from 'drizzle-orm';
import { ErrorEnvelopeSchema } from 'shared-contracts/common';
import { SiteStatus } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import { PartnerSiteAnswerSchema, SITE_CHANGE_STATUS, SiteChangeAnswerSchema, SiteChangeListAnswerSchema } from 'shared-contracts/sites';
import * as v from 'valibot';
import { partnerSites, users } from '../../../db/schema/core';
import { sitePages } from '../../../db/schema/site-content';
import { testDatabases } from '../../../test/databases';
import { DEMO, type TestApp, useTestDatabase } from '../../../test/harness';
import { json, siteSettings as settings } from './__tests__/fixtures';

/** Editing a site's general settings, and the address changes an administrator decides on (issue 15 §1, ADR 0026). */
describe.each(testDatabases())('partner site settings and address changes on $name', (spec) => {
  const ctx = useTestDatabase(spec);

  const tokenOf = async (t: TestApp, email: string) => (await t.login(email)).token;
  const site = async (response: Response, status = 200) => {
    expect(response.status).toBe(status);
    return v.parse(PartnerSiteAnswerSchema, await response.json()).data;
  };
  const change = async (response: Response) => {
    expect(response.status).toBe(200);
    return v.parse(SiteChangeAnswerSchema, await response.json()).data;
  };
  const refusal = async (response: Response) => v.parse(ErrorEnvelopeSchema, await response.json());
  const served = async (t: TestApp, host: string) => (await t.request(api.partnerSites.byHost.path({ url: host }))).status;
  const update = (t: TestApp, token: string, id: number, body: unknown) => t.request(api.partnerSites.update.path({ id }), json(token, 'PUT', body));

  /** A site of duo@'s, Confirmed unless `pending`. */
  async function duoSite(t: TestApp, subDomain: string, { pending = false } = {}) {
    const duo = await tokenOf(t, DEMO.duo);
    const created = await site(await t.request(api.partnerSites.create.path(), json(duo, 'POST', settings(subDomain))), 201);
    const admin = await tokenOf(t, DEMO.admin);
    if (!pending) expect((await t.request(api.partnerSites.approve.path({ id: created.id }), json(admin, 'PUT'))).status).toBe(200);
    return { id: created.id, duo, admin };
  }

  afterEach(async () => {
    const t = ctx.app();
    await t.handle.db.transaction(async (tx) => {
      const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO.duo));
      await tx.delete(partnerSites).where(eq(partnerSites.ownerUserId, owner!.id));
    });
  });

  test('a site not yet approved takes every change at once; the primary language stays as it was set', async () => {
    const t = ctx.app();
    const { id, duo } = await duoSite(t, 'duo-draft', { pending: true });
    const edited = await site(
      await update(t, duo, id, settings('duo-renamed', { name: 'Duo Fjord Tours', domain: 'Fjord.Duo.Example', company_name: null, language: { enabled_language: ['en', 'sv'], primary_language: 'en' } })),
    );
    expect(edited).toMatchObject({
      name: 'Duo Fjord Tours',
      sub_domain: 'duo-renamed',
      domain: 'fjord.duo.example',
      status: SiteStatus.Pending,
      address_change: null,
      general_settings: { company_name: null, language: { enabled_language: ['en', 'sv'], primary_language: 'en' } },
    });

    const moved = await update(t, duo, id, settings('duo-renamed', { language: { enabled_language: ['no', 'en'], primary_language: 'no' } }));
    expect(moved.status).toBe(400);
    expect((await refusal(moved)).issues).toEqual([expect.objectContaining({ path: 'language.primary_language', code: 'validation.primaryLanguageFixed' })]);
    const unchanged = await site(await t.request(api.partnerSites.byId.path({ id }), json(duo, 'GET')));
    expect(unchanged.general_settings.language.primary_language).toBe('en');
  });

  test('on a live site a new address waits for admin@: the old one is served until approval, then only the new one', async () => {
    const t = ctx.app();
    const { id, duo, admin } = await duoSite(t, 'duo-live');
    const asked = await site(await update(t, duo, id, settings('duo-moved', { name: 'Duo Live', domain: 'tours.duo.example' })));
    // The name applies now; the address is held, with its diff.
    expect(asked).toMatchObject({ name: 'Duo Live', sub_domain: 'duo-live', domain: null });
    expect(asked.address_change).toMatchObject({
      status: SITE_CHANGE_STATUS.pending,
      site_id: id,
      site_name: 'Duo Live',
      review_note: null,
      fields: [
        { field: 'sub_domain', from: 'duo-live', to: 'duo-moved' },
        { field: 'domain', from: null, to: 'tours.duo.example' },
      ],
    });
    expect(await served(t, 'duo-live.localhost:8080')).toBe(200);
    expect(await served(t, 'duo-moved.localhost:8080')).toBe(404);
    expect(await served(t, 'tours.duo.example')).toBe(404);

    const queue = v.parse(SiteChangeListAnswerSchema, await (await t.request(api.partnerSites.adminChanges.path({ item_per_page: 50, left_off: -1 }), json(admin, 'GET'))).json()).data;
    expect(queue.data.map((each) => each.id)).toContain(asked.address_change!.id);

    const approved = await change(await t.request(api.partnerSites.approveChange.path({ id: asked.address_change!.id }), json(admin, 'PUT')));
    expect(approved.status).toBe(SITE_CHANGE_STATUS.approved);
    expect(await served(t, 'duo-live.localhost:8080')).toBe(404);
    expect(await served(t, 'duo-moved.localhost:8080')).toBe(200);
    expect(await served(t, 'tours.duo.example')).toBe(200);
    const after = await site(await t.request(api.partnerSites.byId.path({ id }), json(duo, 'GET')));
    expect(after).toMatchObject({ sub_domain: 'duo-moved', domain: 'tours.duo.example', address_change: { status: SITE_CHANGE_STATUS.approved } });

    const again = await t.request(api.partnerSites.approveChange.path({ id: approved.id }), json(admin, 'PUT'));
    expect(again.status).toBe(409);
    expect((await refusal(again)).message).toBe('This change is no longer waiting for a decision. Reload to see where it stands.');
  });

  test('admin@ rejects a change with a reason duo@ reads; the site keeps its address', async () => {
    const t = ctx.app();
    const { id, duo, admin } = await duoSite(t, 'duo-keep');
    const asked = await site(await update(t, duo, id, settings('duo-other')));
    const empty = await t.request(api.partnerSites.rejectChange.path({ id: asked.address_change!.id }), json(admin, 'PUT', { reason: ' ' }));
    expect(empty.status).toBe(400);
    const rejected = await change(await t.request(api.partnerSites.rejectChange.path({ id: asked.address_change!.id }), json(admin, 'PUT', { reason: 'That name belongs to a brand.' })));
    expect(rejected).toMatchObject({ status: SITE_CHANGE_STATUS.rejected, review_note: 'That name belongs to a brand.' });
    const after = await site(await t.request(api.partnerSites.byId.path({ id }), json(duo, 'GET')));
    expect(after).toMatchObject({ sub_domain: 'duo-keep', address_change: { status: SITE_CHANGE_STATUS.rejected, review_note: 'That name belongs to a brand.' } });
    expect((await t.request(api.partnerSites.approveChange.path({ id: rejected.id }), json(admin, 'PUT'))).status).toBe(409);
  });

  test('asking again replaces the open request; asking for the current address withdraws it', async () => {
    const t = ctx.app();
    const { id, duo } = await duoSite(t, 'duo-first');
    const first = (await site(await update(t, duo, id, settings('duo-second')))).address_change!;
    const second = (await site(await update(t, duo, id, settings('duo-third')))).address_change!;
    expect(second.id).toBe(first.id);
    expect(second.fields).toEqual([{ field: 'sub_domain', from: 'duo-first', to: 'duo-third' }]);
    const withdrawn = await site(await update(t, duo, id, settings('duo-first')));
    expect(withdrawn.address_change).toBeNull();
  });

  test('an address another site has is refused when asked, and again on approval when another site took it meanwhile', async () => {
    const t = ctx.app();
    const { id, duo, admin } = await duoSite(t, 'duo-one');
    const taken = await update(t, duo, id, settings('demo'));
    expect(taken.status).toBe(400);
    expect((await refusal(taken)).issues).toEqual([expect.objectContaining({ path: 'sub_domain', code: 'validation.subDomainTaken' })]);

    const other = await duoSite(t, 'duo-two');
    const mine = (await site(await update(t, duo, id, settings('duo-wanted')))).address_change!;
    const theirs = (await site(await update(t, duo, other.id, settings('duo-wanted')))).address_change!;
    await change(await t.request(api.partnerSites.approveChange.path({ id: theirs.id }), json(admin, 'PUT')));
    const late = await t.request(api.partnerSites.approveChange.path({ id: mine.id }), json(admin, 'PUT'));
    expect(late.status).toBe(409);
    expect((await refusal(late)).message).toBe('Another site already uses this sub-domain.');
    // Nothing of the refused approval stuck: the request still waits, the site keeps its address.
    const after = await site(await t.request(api.partnerSites.byId.path({ id }), json(duo, 'GET')));
    expect(after).toMatchObject({ sub_domain: 'duo-one', address_change: { id: mine.id, status: SITE_CHANGE_STATUS.pending } });
  });

  test('the primary page must be one of the site’s own pages, and becomes its home page', async () => {
    const t = ctx.app();
    const { id, duo } = await duoSite(t, 'duo-pages', { pending: true });
    const [own] = await t.handle.db.insert(sitePages).values({ siteId: id, slug: 'welcome', titles: { en: 'Welcome' } }).returning();
    const [foreign] = await t.handle.db.select({ id: sitePages.id }).from(sitePages).where(eq(sitePages.isPrimary, true)).limit(1);
    const refused = await update(t, duo, id, settings('duo-pages', { primary_page_id: foreign!.id }));
    expect(refused.status).toBe(400);
    expect((await refusal(refused)).issues).toEqual([expect.objectContaining({ path: 'primary_page_id' })]);
    const chosen = await site(await update(t, duo, id, settings('duo-pages', { primary_page_id: own!.id })));
    expect(chosen.general_settings.primary_page_id).toBe(own!.id);
    const [page] = await t.handle.db.select({ isPrimary: sitePages.isPrimary }).from(sitePages).where(eq(sitePages.id, own!.id));
    expect(page!.isPrimary).toBe(true);
  });

  test('tenancy: partner@ cannot edit duo@’s site (404); only administrators see and decide the queue', async () => {
    const t = ctx.app();
    const { id, duo } = await duoSite(t, 'duo-mine');
    const asked = (await site(await update(t, duo, id, settings('duo-yours')))).address_change!;
    const partner = await tokenOf(t, DEMO.partner);
    expect((await update(t, partner, id, settings('duo-hijack'))).status).toBe(404);
    for (const token of [duo, partner]) {
      expect((await t.request(api.partnerSites.adminChanges.path(), json(token, 'GET'))).status).toBe(403);
      expect((await t.request(api.partnerSites.approveChange.path({ id: asked.id }), json(token, 'PUT'))).status).toBe(403);
      expect((await t.request(api.partnerSites.rejectChange.path({ id: asked.id }), json(token, 'PUT', { reason: 'no' }))).status).toBe(403);
    }
    const admin = await tokenOf(t, DEMO.admin);
    expect((await t.request(api.partnerSites.approveChange.path({ id: 999_999 }), json(admin, 'PUT'))).status).toBe(404);
    const after = await site(await t.request(api.partnerSites.byId.path({ id }), json(duo, 'GET')));
    expect(after).toMatchObject({ name: 'Site duo-yours', sub_domain: 'duo-mine' });
  });

  describe('merchant of record (ADR 0030)', () => {
    const mor = (t: TestApp, token: string, id: number, body: unknown) => t.request(api.partnerSites.merchantOfRecord.path({ id }), json(token, 'PUT', body));
    const card = { type: 'GOTO_HUB', payment_method: ['STRIPE'] };

    test('the types name the methods each allows; a method the type does not take, or none, is refused', async () => {
      const t = ctx.app();
      const { id, duo } = await duoSite(t, 'duo-mor-rules', { pending: true });
      const types = await t.request(api.partnerSites.merchantOfRecordTypes.path(), json(duo, 'GET'));
      expect(types.status).toBe(200);
      expect((await types.json()).data).toEqual([
        { type: 'NOPAY', payment_methods: ['NOPAY'] },
        { type: 'GOTO_HUB', payment_methods: ['STRIPE', 'STRIPE_TERMINAL'] },
      ]);
      const wrong = await mor(t, duo, id, { type: 'NOPAY', payment_method: ['STRIPE'] });
      expect(wrong.status).toBe(400);
      expect((await refusal(wrong)).issues).toEqual([expect.objectContaining({ path: 'payment_method', code: 'validation.paymentMethodNotAllowed' })]);
      const none = await mor(t, duo, id, { type: 'GOTO_HUB', payment_method: [] });
      expect((await refusal(none)).issues).toEqual([expect.objectContaining({ path: 'payment_method', code: 'validation.paymentMethodRequired' })]);
      // A site not yet approved takes it at once.
      expect(await site(await mor(t, duo, id, card))).toMatchObject({ merchant_of_record: card, merchant_of_record_payment_method: ['STRIPE'], address_change: null });
    });

    test('on a live site it waits for admin@ beside an address change, and applies with it on approval', async () => {
      const t = ctx.app();
      const { id, duo, admin } = await duoSite(t, 'duo-mor-live');
      const before = (await site(await t.request(api.partnerSites.byId.path({ id }), json(duo, 'GET')))).merchant_of_record;
      const held = await site(await mor(t, duo, id, { type: 'GOTO_HUB', payment_method: ['STRIPE', 'STRIPE_TERMINAL', 'STRIPE'] }));
      expect(held.merchant_of_record).toEqual(before);
      expect(held.address_change?.fields).toEqual([{ field: 'merchant_of_record', from: `${before.type}: ${before.payment_method.join(', ')}`, to: 'GOTO_HUB: STRIPE, STRIPE_TERMINAL' }]);
      // An address asked for afterwards joins the same request; the merchant change stays in it.
      const both = await site(await update(t, duo, id, settings('duo-mor-moved')));
      expect(both.address_change?.fields.map((f) => f.field)).toEqual(['sub_domain', 'merchant_of_record']);
      expect(both.address_change?.id).toBe(held.address_change?.id);

      await change(await t.request(api.partnerSites.approveChange.path({ id: both.address_change!.id }), json(admin, 'PUT')));
      const after = await site(await t.request(api.partnerSites.byId.path({ id }), json(duo, 'GET')));
      expect(after).toMatchObject({ sub_domain: 'duo-mor-moved', merchant_of_record: { type: 'GOTO_HUB', payment_method: ['STRIPE', 'STRIPE_TERMINAL'] } });
    });

    test('asking for what the site has withdraws the merchant change and keeps the address one', async () => {
      const t = ctx.app();
      const { id, duo } = await duoSite(t, 'duo-mor-back');
      const current = (await site(await t.request(api.partnerSites.byId.path({ id }), json(duo, 'GET')))).merchant_of_record;
      await site(await update(t, duo, id, settings('duo-mor-back2')));
      await site(await mor(t, duo, id, card));
      const withdrawn = await site(await mor(t, duo, id, current));
      expect(withdrawn.address_change?.fields.map((f) => f.field)).toEqual(['sub_domain']);
      // …and with no address asked either, the request is gone.
      await site(await update(t, duo, id, settings('duo-mor-back')));
      expect((await site(await t.request(api.partnerSites.byId.path({ id }), json(duo, 'GET')))).address_change).toBeNull();
    });

    test("another partner's site is not found and keeps its merchant of record", async () => {
      const t = ctx.app();
      const { id, duo } = await duoSite(t, 'duo-mor-mine', { pending: true });
      const partner = await tokenOf(t, DEMO.partner);
      expect((await mor(t, partner, id, card)).status).toBe(404);
      const after = await site(await t.request(api.partnerSites.byId.path({ id }), json(duo, 'GET')));
      expect(after.merchant_of_record.payment_method).not.toEqual(['STRIPE']);
    });
  });
});
