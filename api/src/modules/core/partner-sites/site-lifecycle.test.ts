import { eq } from 'drizzle-orm';
import { ErrorEnvelopeSchema } from 'shared-contracts/common';
import { SiteStatus } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import { PartnerSiteAnswerSchema, PartnerSiteListAnswerSchema } from 'shared-contracts/sites';
import * as v from 'valibot';
import { partnerSites, users } from '../../../db/schema/core';
import { testDatabases } from '../../../test/databases';
import { DEMO, type TestApp, useTestDatabase } from '../../../test/harness';
import { json, siteSettings as newSite } from './__tests__/fixtures';

describe.each(testDatabases())('partner site lifecycle on $name', (spec) => {
  const ctx = useTestDatabase(spec);

  const tokenOf = async (t: TestApp, email: string) => (await t.login(email)).token;
  const create = async (t: TestApp, token: string, body: unknown) => t.request(api.partnerSites.create.path(), json(token, 'POST', body));
  const created = async (response: Response) => {
    expect(response.status).toBe(201);
    return v.parse(PartnerSiteAnswerSchema, await response.json()).data;
  };
  const refusal = async (response: Response) => v.parse(ErrorEnvelopeSchema, await response.json());
  const byHost = (t: TestApp, subDomain: string) => t.request(api.partnerSites.byHost.path({ url: `${subDomain}.localhost:8080` }));
  const removeSites = (t: TestApp, ownerEmail: string) =>
    t.handle.db.transaction(async (tx) => {
      const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.email, ownerEmail));
      await tx.delete(partnerSites).where(eq(partnerSites.ownerUserId, owner!.id));
    });

  afterEach(async () => {
    // duo@ starts every test with no site, as seeded.
    await removeSites(ctx.app(), DEMO.duo);
  });

  test('duo@ creates a site: Pending, its general settings kept, the sub-domain in lower case; not served until approved', async () => {
    const t = ctx.app();
    const site = await created(await create(t, await tokenOf(t, DEMO.duo), newSite('  Duo-Tours ', { name: ' Duo Tours ', domain: 'Tours.Duo.Example ' })));
    expect(site).toMatchObject({
      name: 'Duo Tours',
      sub_domain: 'duo-tours',
      domain: 'tours.duo.example',
      status: SiteStatus.Pending,
      review_note: null,
      general_settings: { company_name: 'Duo AS', language: { enabled_language: ['en', 'no'], primary_language: 'en' } },
    });
    expect((await byHost(t, 'duo-tours')).status).toBe(404);
  });

  test('bad general settings are 400s that name the field', async () => {
    const t = ctx.app();
    const token = await tokenOf(t, DEMO.duo);
    const cases: [Record<string, unknown>, string, string][] = [
      [newSite('-duo'), 'sub_domain', 'validation.subDomainInvalid'],
      [newSite('duo_tours'), 'sub_domain', 'validation.subDomainInvalid'],
      [newSite('a'.repeat(64)), 'sub_domain', 'validation.subDomainInvalid'],
      [newSite('www'), 'sub_domain', 'validation.subDomainReserved'],
      [newSite('npanel'), 'sub_domain', 'validation.subDomainReserved'],
      [newSite('duo', { domain: 'https://duo.example/x' }), 'domain', 'validation.domainInvalid'],
      [newSite('duo', { domain: 'localhost' }), 'domain', 'validation.domainInvalid'],
      [newSite('duo', { language: { enabled_language: ['no'], primary_language: 'en' } }), 'language.primary_language', 'validation.primaryLanguageNotEnabled'],
      [newSite('duo', { language: { enabled_language: ['xx'], primary_language: 'en' } }), 'language.enabled_language.0', ''],
      [newSite('duo', { name: '  ' }), 'name', 'validation.required'],
    ];
    for (const [body, path, code] of cases) {
      const response = await create(t, token, body);
      expect(response.status).toBe(400);
      const issues = (await refusal(response)).issues ?? [];
      expect(issues.map((issue) => issue.path)).toContain(path);
      if (code) expect(issues.find((issue) => issue.path === path)?.code).toBe(code);
    }
    const [owner] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.duo));
    expect(await t.handle.db.select().from(partnerSites).where(eq(partnerSites.ownerUserId, owner!.id))).toEqual([]);
  });

  test('a sub-domain or domain another site has is refused with the field named', async () => {
    const t = ctx.app();
    const token = await tokenOf(t, DEMO.duo);
    let response = await create(t, token, newSite('DEMO'));
    expect(response.status).toBe(400);
    expect((await refusal(response)).issues).toEqual([expect.objectContaining({ path: 'sub_domain', code: 'validation.subDomainTaken' })]);
    await created(await create(t, token, newSite('duo-one', { domain: 'duo.example' })));
    response = await create(t, token, newSite('duo-two', { domain: 'DUO.example' }));
    expect((await refusal(response)).issues).toEqual([expect.objectContaining({ path: 'domain', code: 'validation.domainTaken' })]);
  });

  test('the site limit is the API’s: partner@ at two sites is refused a third, and two creations at once by duo@ make at most two', async () => {
    const t = ctx.app();
    const partner = await create(t, await tokenOf(t, DEMO.partner), newSite('pia-third'));
    expect(partner.status).toBe(409);
    expect(await refusal(partner)).toMatchObject({ code: 'MAX_SITE_LIMIT', message: 'The maximum number of allowed sites has been reached. Please contact support.' });

    const token = await tokenOf(t, DEMO.duo);
    const answers = await Promise.all(['duo-a', 'duo-b', 'duo-c', 'duo-d'].map((name) => create(t, token, newSite(name))));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 201, 409, 409]);
  });

  test('a declined privacy policy blocks creation until it is accepted again', async () => {
    const t = ctx.app();
    const token = await tokenOf(t, DEMO.duo);
    const decide = (accepted: boolean) => t.request(api.users.privacyPolicy.path(), json(token, 'PUT', { accepted }));
    expect((await decide(false)).status).toBe(204);
    const refused = await create(t, token, newSite('duo-private'));
    expect(refused.status).toBe(409);
    expect(await refusal(refused)).toMatchObject({
      code: 'PRIVACY_POLICY_DECLINED',
      message: 'You have declined the privacy policy, so you cannot create new sites or open existing ones.',
    });
    expect((await t.request(api.users.current.path(), json(token, 'GET'))).status).toBe(200);
    expect((await decide(true)).status).toBe(204);
    await created(await create(t, token, newSite('duo-private')));
    expect((await t.request(api.users.privacyPolicy.path(), json(token, 'PUT', { accepted: 'yes' }))).status).toBe(400);
  });

  test('who may create: a partner without the site-count policy, a supplier or an administrator may not', async () => {
    const t = ctx.app();
    for (const email of [DEMO.supplier, DEMO.admin, DEMO.operator]) {
      expect((await create(t, await tokenOf(t, email), newSite('nobody'))).status).toBe(403);
    }
    expect((await t.request(api.partnerSites.create.path(), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(401);
  });

  test('admin@ approves a Pending site: it is served; a second approval is a 409', async () => {
    const t = ctx.app();
    const site = await created(await create(t, await tokenOf(t, DEMO.duo), newSite('duo-live')));
    const admin = await tokenOf(t, DEMO.admin);
    const queue = v.parse(PartnerSiteListAnswerSchema, await (await t.request(api.partnerSites.adminList.path({ status: SiteStatus.Pending }), json(admin, 'GET'))).json());
    expect(queue.data.data.map((s) => s.id)).toContain(site.id);
    expect(queue.data.data.every((s) => s.status === SiteStatus.Pending)).toBe(true);

    const approved = await t.request(api.partnerSites.approve.path({ id: site.id }), json(admin, 'PUT'));
    expect(approved.status).toBe(200);
    expect(v.parse(PartnerSiteAnswerSchema, await approved.json()).data.status).toBe(SiteStatus.Confirmed);
    expect((await byHost(t, 'duo-live')).status).toBe(200);
    const again = await t.request(api.partnerSites.approve.path({ id: site.id }), json(admin, 'PUT'));
    expect(again.status).toBe(409);
    expect((await refusal(again)).message).toBe('This site is no longer waiting for that decision. Reload to see where it stands.');
  });

  test('admin@ sends a site back with a reason its owner reads; an empty reason is a 400; it can be approved later', async () => {
    const t = ctx.app();
    const duo = await tokenOf(t, DEMO.duo);
    const site = await created(await create(t, duo, newSite('duo-back')));
    const admin = await tokenOf(t, DEMO.admin);
    expect((await t.request(api.partnerSites.reject.path({ id: site.id }), json(admin, 'PUT', { reason: ' ' }))).status).toBe(400);
    const rejected = await t.request(api.partnerSites.reject.path({ id: site.id }), json(admin, 'PUT', { reason: 'Add your company name.' }));
    expect(rejected.status).toBe(200);
    const own = v.parse(PartnerSiteAnswerSchema, await (await t.request(api.partnerSites.byId.path({ id: site.id }), json(duo, 'GET'))).json()).data;
    expect(own).toMatchObject({ status: SiteStatus.Reviewing, review_note: 'Add your company name.' });
    expect((await byHost(t, 'duo-back')).status).toBe(404);
    const approved = await t.request(api.partnerSites.approve.path({ id: site.id }), json(admin, 'PUT'));
    expect(v.parse(PartnerSiteAnswerSchema, await approved.json()).data).toMatchObject({ status: SiteStatus.Confirmed, review_note: null });
  });

  test('only administrators list, read, approve or reject; an unknown site is a 404', async () => {
    const t = ctx.app();
    const duo = await tokenOf(t, DEMO.duo);
    const site = await created(await create(t, duo, newSite('duo-admin-only')));
    const partner = await tokenOf(t, DEMO.partner);
    for (const token of [duo, partner]) {
      expect((await t.request(api.partnerSites.adminList.path(), json(token, 'GET'))).status).toBe(403);
      expect((await t.request(api.partnerSites.adminById.path({ id: site.id }), json(token, 'GET'))).status).toBe(403);
      expect((await t.request(api.partnerSites.approve.path({ id: site.id }), json(token, 'PUT'))).status).toBe(403);
      expect((await t.request(api.partnerSites.reject.path({ id: site.id }), json(token, 'PUT', { reason: 'x' }))).status).toBe(403);
    }
    const admin = await tokenOf(t, DEMO.admin);
    expect((await t.request(api.partnerSites.adminById.path({ id: site.id }), json(admin, 'GET'))).status).toBe(200);
    expect((await t.request(api.partnerSites.approve.path({ id: 999_999 }), json(admin, 'PUT'))).status).toBe(404);
    expect((await t.request(api.partnerSites.adminList.path({ status: 9 }), json(admin, 'GET'))).status).toBe(400);
  });

  test('deactivation: the owner’s site stops being served; another partner’s site is a 404 and stays live', async () => {
    const t = ctx.app();
    const duo = await tokenOf(t, DEMO.duo);
    const site = await created(await create(t, duo, newSite('duo-off')));
    const admin = await tokenOf(t, DEMO.admin);
    await t.request(api.partnerSites.approve.path({ id: site.id }), json(admin, 'PUT'));
    expect((await byHost(t, 'duo-off')).status).toBe(200);

    const foreign = await t.request(api.partnerSites.deactivate.path({ id: site.id }), json(await tokenOf(t, DEMO.partner), 'PUT'));
    expect(foreign.status).toBe(404);
    expect((await byHost(t, 'duo-off')).status).toBe(200);

    const off = await t.request(api.partnerSites.deactivate.path({ id: site.id }), json(duo, 'PUT'));
    expect(off.status).toBe(200);
    expect(v.parse(PartnerSiteAnswerSchema, await off.json()).data.status).toBe(SiteStatus.Deactivated);
    expect((await byHost(t, 'duo-off')).status).toBe(404);
    // Once deactivated, it is no longer waiting for a decision.
    expect((await t.request(api.partnerSites.approve.path({ id: site.id }), json(admin, 'PUT'))).status).toBe(409);
  });
});
