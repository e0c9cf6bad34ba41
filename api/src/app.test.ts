import { eq } from 'drizzle-orm';
import { SiteStatus } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import { partnerSites, users } from './db/schema/core';
import { oneTestDatabase } from './test/databases';
import { DEMO, useTestDatabase } from './test/harness';

const LOGIN = api.auth.login.path();
const credentials = { email: DEMO.supplier, password: DEMO.password };

describe.each(oneTestDatabase())('app-wide behaviour on $name', (spec) => {
  const ctx = useTestDatabase(spec);

  describe('cross-site request refusal', () => {
    test('Sec-Fetch-Site: cross-site is refused with 403 CROSS_SITE_REQUEST, before the login runs', async () => {
      const t = ctx.app();
      const response = await t.post(LOGIN, credentials, { 'sec-fetch-site': 'cross-site' });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ code: 'CROSS_SITE_REQUEST', message: expect.any(String) });
      expect(response.headers.getSetCookie()).toEqual([]);
    });

    test('a foreign Origin is refused, also for logout (no forced logouts from other sites)', async () => {
      const t = ctx.app();
      expect((await t.post(LOGIN, credentials, { origin: 'https://evil.example' })).status).toBe(403);
      expect((await t.post(LOGIN, credentials, { origin: 'null' })).status).toBe(403);
      expect((await t.post(api.auth.logout.path(), undefined, { origin: 'http://localhost.evil.example' })).status).toBe(403);
    });

    test("platform, same-origin, a partner site's own host and no-header requests pass", async () => {
      const t = ctx.app();
      const cases: Record<string, string>[] = [
        { origin: 'http://localhost:8080', host: 'localhost:8080', 'sec-fetch-site': 'same-origin' },
        { origin: 'http://api:8080', host: 'api:8080' },
        { origin: 'http://127.0.0.1:8080', host: '127.0.0.1:8080' },
        { origin: 'http://localhost:8080' },
        { origin: 'http://localhost:8080', host: 'demo.localhost:8080', 'sec-fetch-site': 'same-site' },
        { origin: 'http://demo.localhost:8080', host: 'demo.localhost:8080', 'sec-fetch-site': 'same-origin' },
        {},
      ];
      for (const headers of cases) {
        expect((await t.post(LOGIN, credentials, headers)).status).toBe(200);
      }
    });

    test("a Confirmed site's own domain is an accepted origin; an unconfirmed one is not", async () => {
      const t = ctx.app();
      const [partner] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.partner));
      const [site] = await t.handle.db
        .insert(partnerSites)
        .values({
          ownerUserId: partner!.id,
          name: 'Origin Test',
          subDomain: 'origin-test',
          domain: 'tours.origin.test',
          status: SiteStatus.Confirmed,
          generalSettings: { language: { enabled_language: ['en'], primary_language: 'en' } },
        })
        .returning({ id: partnerSites.id });
      try {
        const own = { origin: 'https://tours.origin.test', host: 'tours.origin.test' };
        expect((await t.post(LOGIN, credentials, own)).status).toBe(200);
        // Its pages act on their own host only: the platform's is another site's.
        expect((await t.post(LOGIN, credentials, { origin: own.origin })).status).toBe(403);
        await t.handle.db.update(partnerSites).set({ status: SiteStatus.Deactivated }).where(eq(partnerSites.id, site!.id));
        expect((await t.post(LOGIN, credentials, own)).status).toBe(403);
      } finally {
        await t.handle.db.delete(partnerSites).where(eq(partnerSites.id, site!.id));
      }
    });

    test('reads are never refused', async () => {
      const t = ctx.app();
      const response = await t.request(api.locales.list.path(), { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
      expect(response.status).toBe(200);
    });
  });

  describe('errors and headers', () => {
    test('an unknown API route is a JSON 404 envelope, under every API prefix', async () => {
      const t = ctx.app();
      for (const pathname of ['/core/v1/nothing-here', '/gateway/core/v1/nothing', '/nauth/npanel/nope', '/booking/v1/x']) {
        const response = await t.request(pathname, { headers: { accept: 'text/html,application/json' } });
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ message: 'The requested item could not be found.', code: 'NOT_FOUND' });
      }
    });

    test('an unexpected exception is logged and answered as 500 "Something went wrong" without details', async () => {
      const t = ctx.app();
      t.app.get('/core/v1/test-explode', () => {
        throw new Error('secret internal detail');
      });
      const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        const response = await t.request('/core/v1/test-explode');
        expect(response.status).toBe(500);
        expect(await response.json()).toEqual({ message: 'Something went wrong', code: 'INTERNAL' });
        expect(errors).toHaveBeenCalledWith(expect.stringContaining('/core/v1/test-explode'), expect.any(Error));
      } finally {
        errors.mockRestore();
      }
    });

    test('a body over 1 MB is refused with 413', async () => {
      const t = ctx.app();
      const response = await t.post(LOGIN, { email: DEMO.supplier, password: 'x'.repeat(1024 * 1024 + 10) });
      expect(response.status).toBe(413);
      expect((await response.json()).code).toBe('PAYLOAD_TOO_LARGE');
    });

    test('security headers are on every answer', async () => {
      const t = ctx.app();
      for (const response of [await t.request(api.health.path()), await t.request('/core/v1/nothing-here')]) {
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      }
    });
  });
});
