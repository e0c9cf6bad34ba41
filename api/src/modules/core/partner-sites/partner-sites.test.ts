import { MerchantOfRecordType, PaymentMethod, SiteStatus } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import {
  PartnerSiteAnswerSchema,
  PartnerSiteListAnswerSchema,
  SiteSettingsAnswerSchema,
} from 'shared-contracts/sites';
import * as v from 'valibot';
import { partnerSites, users } from '../../../db/schema/core';
import { eq } from 'drizzle-orm';
import { testDatabases } from '../../../test/databases';
import { DEMO, type TestApp, useTestDatabase } from '../../../test/harness';
import { normaliseHost } from './partner-sites.service';

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

describe.each(testDatabases())('partner sites on $name', (spec) => {
  const ctx = useTestDatabase(spec);

  async function as(t: TestApp, email: string) {
    return (await t.login(email)).token;
  }

  async function siteIdOf(t: TestApp, subDomain: string): Promise<number> {
    const [row] = await t.handle.db.select({ id: partnerSites.id }).from(partnerSites).where(eq(partnerSites.subDomain, subDomain));
    return row!.id;
  }

  describe('list', () => {
    test('a partner sees their own sites, with every settings group filled in', async () => {
      const t = ctx.app();
      const response = await t.request(
        api.partnerSites.list.path({ item_per_page: -1, left_off: -1 }),
        bearer(await as(t, DEMO.partner)),
      );
      expect(response.status).toBe(200);
      const body = v.parse(PartnerSiteListAnswerSchema, await response.json());
      expect(body.data.total).toBe(2);
      expect(body.data.left_off).toBe(-1);
      const [demo, paylater] = body.data.data;
      expect(demo).toMatchObject({
        name: 'Demo Travels',
        sub_domain: 'demo',
        status: SiteStatus.Confirmed,
        merchant_of_record: { type: MerchantOfRecordType.GOTO_HUB, payment_method: [PaymentMethod.STRIPE, PaymentMethod.STRIPE_TERMINAL] },
        merchant_of_record_payment_method: [PaymentMethod.STRIPE, PaymentMethod.STRIPE_TERMINAL],
        general_settings: { name: 'Demo Travels', sub_domain: 'demo', language: { enabled_language: ['en', 'no', 'sv', 'de'], primary_language: 'en' } },
      });
      // Defaults of groups the seed left out come from the contract schema.
      expect(demo?.theme_settings.button_radius).toBe(50);
      expect(demo?.theme_settings.site_font).toBe('Roboto');
      expect(demo?.site_settings.map((s) => s.setting)).toEqual(['HEADER_LOGO_BLACK', 'HEADER_LOGO_WHITE']);
      expect(paylater).toMatchObject({
        sub_domain: 'demo-paylater',
        merchant_of_record: { type: MerchantOfRecordType.NOPAY, payment_method: [PaymentMethod.NOPAY] },
        general_settings: { language: { enabled_language: ['en'], primary_language: 'en' } },
      });
    });

    test('keyset paging: left_off is the last id of the page, -1 after the last page', async () => {
      const t = ctx.app();
      const token = await as(t, DEMO.partner);
      const first = v.parse(
        PartnerSiteListAnswerSchema,
        await (await t.request(api.partnerSites.list.path({ item_per_page: 1, left_off: -1 }), bearer(token))).json(),
      );
      expect(first.data.data.map((s) => s.sub_domain)).toEqual(['demo']);
      expect(first.data.total).toBe(2);
      expect(first.data.left_off).toBe(first.data.data[0]!.id);

      const second = v.parse(
        PartnerSiteListAnswerSchema,
        await (await t.request(api.partnerSites.list.path({ item_per_page: 1, left_off: first.data.left_off }), bearer(token))).json(),
      );
      expect(second.data.data.map((s) => s.sub_domain)).toEqual(['demo-paylater']);
      expect(second.data.left_off).toBe(-1);
    });

    test('a user without sites gets an empty list; an admin gets every site', async () => {
      const t = ctx.app();
      const duo = await t.request(api.partnerSites.list.path(), bearer(await as(t, DEMO.duo)));
      expect((await duo.json()).data).toEqual({ data: [], total: 0, left_off: -1 });
      const admin = await t.request(api.partnerSites.list.path(), bearer(await as(t, DEMO.admin)));
      expect((await admin.json()).data.total).toBeGreaterThanOrEqual(2);
    });

    test('bad paging values are a 400', async () => {
      const t = ctx.app();
      const response = await t.request(api.partnerSites.list.path({ item_per_page: 'many' }), bearer(await as(t, DEMO.partner)));
      expect(response.status).toBe(400);
      expect((await response.json()).issues[0].path).toBe('item_per_page');
    });

    test('needs a session', async () => {
      const t = ctx.app();
      expect((await t.request(api.partnerSites.list.path())).status).toBe(401);
    });
  });

  describe('by id and settings', () => {
    test('the owner and an admin get the site; another partner gets 404 as if it did not exist; a supplier is refused by role', async () => {
      const t = ctx.app();
      const id = await siteIdOf(t, 'demo');
      const owner = await t.request(api.partnerSites.byId.path({ id }), bearer(await as(t, DEMO.partner)));
      expect(owner.status).toBe(200);
      expect(v.parse(PartnerSiteAnswerSchema, await owner.json()).data.id).toBe(id);

      const admin = await t.request(api.partnerSites.byId.path({ id }), bearer(await as(t, DEMO.admin)));
      expect(admin.status).toBe(200);

      const stranger = await t.request(api.partnerSites.byId.path({ id }), bearer(await as(t, DEMO.duo)));
      const missing = await t.request(api.partnerSites.byId.path({ id: 999_999 }), bearer(await as(t, DEMO.duo)));
      expect(stranger.status).toBe(404);
      expect(await stranger.json()).toEqual(await missing.json());

      // Sites are partners' business (spec 000 §6): the same 403 whatever the id, so it tells nothing about the site.
      const supplier = await t.request(api.partnerSites.byId.path({ id }), bearer(await as(t, DEMO.supplier)));
      expect(supplier.status).toBe(403);
      expect((await supplier.json()).code).toBe('FORBIDDEN');
    });

    test('settings: all of them, or only the requested keys; 404 for a stranger', async () => {
      const t = ctx.app();
      const id = await siteIdOf(t, 'demo');
      const token = await as(t, DEMO.partner);
      const all = v.parse(SiteSettingsAnswerSchema, await (await t.request(api.partnerSites.settings.path({ id }), bearer(token))).json());
      expect(all.data.map((s) => s.setting)).toEqual(['HEADER_LOGO_BLACK', 'HEADER_LOGO_WHITE']);
      expect(all.data[0]?.value).toMatch(/^data:image\/svg\+xml,/);

      const only = await t.request(api.partnerSites.settings.path({ id }, { setting: 'HEADER_LOGO_WHITE,UNKNOWN' }), bearer(token));
      expect((await only.json()).data.map((s: { setting: string }) => s.setting)).toEqual(['HEADER_LOGO_WHITE']);

      const stranger = await t.request(api.partnerSites.settings.path({ id }), bearer(await as(t, DEMO.duo)));
      expect(stranger.status).toBe(404);
    });

    test('a non-numeric id is a 400', async () => {
      const t = ctx.app();
      const response = await t.request('/core/v1/partner-sites/abc', bearer(await as(t, DEMO.partner)));
      expect(response.status).toBe(400);
    });
  });

  describe('by host (public start-up)', () => {
    test('finds a Confirmed site by <sub_domain>.<base domain>, ignoring the port, on both the gateway and core paths', async () => {
      const t = ctx.app();
      const byGateway = await t.request(api.partnerSites.byHost.path({ url: 'demo.localhost:8080' }));
      expect(byGateway.status).toBe(200);
      expect(v.parse(PartnerSiteAnswerSchema, await byGateway.json()).data.sub_domain).toBe('demo');

      const byCore = await t.request('/core/public/partner-sites?url=DEMO-PAYLATER.localhost');
      expect((await byCore.json()).data.sub_domain).toBe('demo-paylater');
    });

    test("finds a site by its own domain, and only while it is Confirmed", async () => {
      const t = ctx.app();
      const [partner] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.partner));
      const [site] = await t.handle.db
        .insert(partnerSites)
        .values({
          ownerUserId: partner!.id,
          name: 'Fjord Tours',
          subDomain: 'fjord-tours',
          domain: 'www.fjord-tours.test',
          status: SiteStatus.Confirmed,
          generalSettings: { language: { enabled_language: ['en', 'no'], primary_language: 'no' } },
        })
        .returning({ id: partnerSites.id });
      try {
        const found = await t.request(api.partnerSites.byHost.path({ url: 'www.fjord-tours.test' }));
        expect(found.status).toBe(200);
        expect((await found.json()).data).toMatchObject({ name: 'Fjord Tours', domain: 'www.fjord-tours.test' });
        // The reverse proxy's certificate check agrees: yes for the live site's domain and sub-domain, no for others.
        const tls = async (domain: string) => (await t.request(api.partnerSites.tlsCheck.path({ domain }))).status;
        expect(await tls('WWW.fjord-tours.test')).toBe(204);
        expect(await tls('fjord-tours.localhost')).toBe(204);
        expect(await tls('evil.example')).toBe(404);
        expect((await t.request(api.partnerSites.tlsCheck.path())).status).toBe(400);

        await t.handle.db.update(partnerSites).set({ status: SiteStatus.Pending }).where(eq(partnerSites.id, site!.id));
        const pending = await t.request(api.partnerSites.byHost.path({ url: 'www.fjord-tours.test' }));
        expect(pending.status).toBe(404);
        expect(await tls('www.fjord-tours.test')).toBe(404);
        expect((await t.request(api.partnerSites.byHost.path({ url: 'fjord-tours.localhost:8080' }))).status).toBe(404);
      } finally {
        await t.handle.db.delete(partnerSites).where(eq(partnerSites.id, site!.id));
      }
    });

    test('unknown hosts, the platform host itself and garbage are 404; a missing url is 400', async () => {
      const t = ctx.app();
      for (const url of ['nope.localhost:8080', 'localhost:8080', 'a.demo.localhost', 'example.com', '%%%']) {
        const response = await t.request(api.partnerSites.byHost.path({ url }));
        expect(response.status).toBe(404);
        expect((await response.json()).code).toBe('NOT_FOUND');
      }
      expect((await t.request(api.partnerSites.byHost.path())).status).toBe(400);
    });
  });
});

describe('normaliseHost', () => {
  test.each([
    ['demo.localhost:8080', 'demo.localhost'],
    ['https://Demo.Example.com/en/search?q=1', 'demo.example.com'],
    ['example.com.', 'example.com'],
    ['exa mple.com', undefined],
    ['', undefined],
  ])('%s -> %s', (input, expected) => {
    expect(normaliseHost(input)).toBe(expected);
  });
});
