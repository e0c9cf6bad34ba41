import { eq } from 'drizzle-orm';
import { ErrorEnvelopeSchema } from 'shared-contracts/common';
import { api } from 'shared-contracts/paths';
import * as v from 'valibot';
import { partnerSites, users } from '../../../db/schema/core';
import { oneTestDatabase } from '../../../test/databases';
import { DEMO, type TestApp, useTestDatabase } from '../../../test/harness';
import { routeAccessTable } from './route-access';

const NEW_PASSWORD = 'a-new-password-1';
const change = { current_password: DEMO.password, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function expectPasswordChangeRequired(response: Response) {
  const text = await response.text();
  expect({ status: response.status, text }).toMatchObject({ status: 403 });
  const body = v.parse(ErrorEnvelopeSchema, JSON.parse(text));
  expect(body).toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED', message: 'Please change your password before you continue.' });
  expect(body).not.toHaveProperty('data');
}

/**
 * Spec 000 §4.1 step 4, enforced by the API: until a first_time_login user changes the password, the session reaches
 * its own account (current user, change-password), logout and refresh, and nothing else.
 */
describe.each(oneTestDatabase())('the first-login gate on $name', (spec) => {
  const ctx = useTestDatabase(spec);

  /** Restores a demo user's seeded password and first_time_login after a test changed them. */
  async function remember(t: TestApp, email: string) {
    const [row] = await t.handle.db.select().from(users).where(eq(users.email, email));
    return () => t.handle.db.update(users).set({ passwordHash: row!.passwordHash, firstTimeLogin: row!.firstTimeLogin }).where(eq(users.email, email));
  }

  async function siteIdOf(t: TestApp, subDomain: string) {
    const [row] = await t.handle.db.select({ id: partnerSites.id }).from(partnerSites).where(eq(partnerSites.subDomain, subDomain));
    return row!.id;
  }

  test('newbie reads their own account, but every other panel call answers 403 PASSWORD_CHANGE_REQUIRED', async () => {
    const t = ctx.app();
    const { token } = await t.login(DEMO.newbie);
    const me = await t.request(api.users.current.path(), { headers: bearer(token) });
    expect(me.status).toBe(200);
    expect((await me.json()).data.first_time_login).toBe(true);

    const site = await siteIdOf(t, 'demo');
    await expectPasswordChangeRequired(await t.request(api.partnerSites.list.path(), { headers: bearer(token) }));
    await expectPasswordChangeRequired(await t.request(api.partnerSites.byId.path({ id: site }), { headers: bearer(token) }));
    await expectPasswordChangeRequired(await t.request(api.partnerSites.settings.path({ id: site }), { headers: bearer(token) }));
    // The gate comes before the role check: an administrators' call says "change your password" too.
    await expectPasswordChangeRequired(await t.post(api.cancellations.confirmFailed.path({ id: 1 }), {}, bearer(token)));
    // The same through /gateway, and with the cookie instead of the bearer header.
    await expectPasswordChangeRequired(await t.request(`/gateway${api.partnerSites.list.path()}`, { headers: bearer(token) }));
  });

  test('every route of the app that needs a panel user refuses a first-login session, before reading its input', async () => {
    const t = ctx.app();
    const { token } = await t.login(DEMO.newbie);
    const gated = routeAccessTable(t.app).filter((route) => route.access?.kind === 'panel');
    expect(gated.length).toBeGreaterThan(0);
    for (const route of gated) {
      // Any id will do: access is decided before the input is even validated.
      const path = route.path.replace(/:\w+(\{[^}]*\})?\??/g, '1').replace(/\*/g, 'x');
      const method = route.method === 'ALL' ? 'GET' : route.method;
      const response = await t.request(path, {
        method,
        headers: { ...bearer(token), 'content-type': 'application/json' },
        ...(method === 'GET' ? {} : { body: '{}' }),
      });
      const body = (await response.json()) as { code?: string };
      expect({ route: `${route.method} ${route.path}`, status: response.status, code: body.code }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 403,
        code: 'PASSWORD_CHANGE_REQUIRED',
      });
    }
  });

  test('a partner flagged first_time_login is held at the gate until the password is changed, then gets in', async () => {
    const t = ctx.app();
    const restore = await remember(t, DEMO.partner);
    try {
      await t.handle.db.update(users).set({ firstTimeLogin: true }).where(eq(users.email, DEMO.partner));
      const { token, jar } = await t.login(DEMO.partner);
      await expectPasswordChangeRequired(await t.request(api.partnerSites.list.path(), { headers: { cookie: jar.header() } }));

      // Refresh still works (the session must survive until the change), and so does the change itself.
      const refreshed = await t.post(api.auth.refreshToken.path(), undefined, { cookie: jar.header() });
      expect(refreshed.status).toBe(200);
      jar.store(refreshed);
      expect((await t.post(api.auth.changePassword.path(), change, bearer(token))).status).toBe(200);

      // The account is read on every call, so the same access token passes the gate at once.
      const list = await t.request(api.partnerSites.list.path(), { headers: bearer(token) });
      expect(list.status).toBe(200);
      expect((await list.json()).data.total).toBe(2);

      expect((await t.post(api.auth.logout.path(), undefined, { cookie: jar.header() })).status).toBe(200);
    } finally {
      await restore();
    }
  });

  test('logout ends a first-login session without the password being changed', async () => {
    const t = ctx.app();
    const { jar } = await t.login(DEMO.newbie);
    expect((await t.post(api.auth.logout.path(), undefined, { cookie: jar.header() })).status).toBe(200);
    expect((await t.post(api.auth.refreshToken.path(), undefined, { cookie: jar.header() })).status).toBe(401);
  });
});
