import { eq } from 'drizzle-orm';
import { Policy, Role } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import { CurrentUserAnswerSchema, UserDirectoryAnswerSchema } from 'shared-contracts/users';
import * as v from 'valibot';
import { users } from '../../../db/schema/core';
import { oneTestDatabase } from '../../../test/databases';
import { DEMO, useTestDatabase } from '../../../test/harness';

const ME = api.users.current.path();

describe.each(oneTestDatabase())('current user on $name', (spec) => {
  const ctx = useTestDatabase(spec);

  test('answers the contract shape with roles and policies, by bearer token or by cookie', async () => {
    const t = ctx.app();
    const { token, jar } = await t.login(DEMO.partner);
    const byBearer = await t.request(ME, { headers: { authorization: `Bearer ${token}` } });
    expect(byBearer.status).toBe(200);
    const body = v.parse(CurrentUserAnswerSchema, await byBearer.json());
    expect(body.data).toMatchObject({
      name: 'Pia Partner',
      email: DEMO.partner,
      role_id: [Role.Partner],
      parent_user_id: null,
      can_login: true,
      first_time_login: false,
      user_currency_type: 'NOK',
    });
    expect(body.data.policies).toHaveLength(10);
    expect(body.data.policies).not.toContain(Policy.ACTIVITY_MODULE);

    const byCookie = await t.request(ME, { headers: { cookie: jar.header() } });
    expect(await byCookie.json()).toEqual(body);
  });

  test('is also served under the /gateway prefix', async () => {
    const t = ctx.app();
    const { token } = await t.login(DEMO.supplier);
    const response = await t.request(`/gateway${ME}`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect((await response.json()).data.policies).toEqual(
      [Policy.ACCOMMODATION_MODULE, Policy.ACTIVITY_MODULE, Policy.SUPPLIER_PACKAGE_POLICY].sort(),
    );
  });

  test('a sub-user carries its parent, a supplier-partner both roles', async () => {
    const t = ctx.app();
    const partner = await t.request(ME, { headers: { authorization: `Bearer ${(await t.login(DEMO.partner)).token}` } });
    const operator = await t.request(ME, { headers: { authorization: `Bearer ${(await t.login(DEMO.operator)).token}` } });
    const duo = await t.request(ME, { headers: { authorization: `Bearer ${(await t.login(DEMO.duo)).token}` } });
    const operatorUser = (await operator.json()).data;
    expect(operatorUser.role_id).toEqual([Role.Operator]);
    expect(operatorUser.parent_user_id).toBe((await partner.json()).data.id);
    expect((await duo.json()).data.role_id).toEqual([Role.Supplier, Role.Partner]);
  });

  test('without a token, or with a forged one, the answer is 401 in the error envelope', async () => {
    const t = ctx.app();
    const none = await t.request(ME);
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ message: 'Unauthenticated', code: 'UNAUTHENTICATED' });

    const { token } = await t.login(DEMO.supplier);
    // The original signature over a different payload (someone else's id).
    const [header, , signature] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ sub: '1', fam: 'x', exp: 9_999_999_999 })).toString('base64url');
    const forged = await t.request(ME, { headers: { authorization: `Bearer ${header}.${forgedPayload}.${signature}` } });
    expect(forged.status).toBe(401);
  });

  test('blocking a user stops their access token at once, and their refresh token too', async () => {
    const t = ctx.app();
    const { token, jar } = await t.login(DEMO.operator);
    expect((await t.request(ME, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);

    await t.handle.db.update(users).set({ canLogin: false }).where(eq(users.email, DEMO.operator));
    try {
      const blocked = await t.request(ME, { headers: { authorization: `Bearer ${token}` } });
      // 401 so the client tries a refresh, which then answers ACCOUNT_BLOCKED and ends the session.
      expect(blocked.status).toBe(401);
      expect(await blocked.json()).toEqual({ code: 'UNAUTHENTICATED', message: expect.stringMatching(/cannot log in/i) });

      const refresh = await t.post(api.auth.refreshToken.path(), undefined, { cookie: jar.header() });
      expect(refresh.status).toBe(403);
      expect((await refresh.json()).code).toBe('ACCOUNT_BLOCKED');
      expect(refresh.headers.getSetCookie()).toEqual(expect.arrayContaining([expect.stringMatching(/^refresh_token=;/)]));
    } finally {
      await t.handle.db.update(users).set({ canLogin: true }).where(eq(users.email, DEMO.operator));
    }
  });

  test('after logout the access token keeps working until it expires (documented 15-minute bound)', async () => {
    const t = ctx.app();
    const { token, jar } = await t.login(DEMO.admin);
    await t.request(api.auth.logout.path(), { method: 'POST', headers: { cookie: jar.header() } });
    expect((await t.request(ME, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    t.clock.advance(15 * 60_000);
    expect((await t.request(ME, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
  });

  test('replicas on one database sign with one generated key; a differently configured key is refused', async () => {
    const replicaA = ctx.app();
    const replicaB = ctx.app();
    replicaB.clock.set(replicaA.clock.now());
    const { token } = await replicaA.login(DEMO.supplier);
    expect((await replicaB.request(ME, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);

    const otherKey = ctx.app({ JWT_SECRET: 'x'.repeat(40) });
    otherKey.clock.set(replicaA.clock.now());
    expect((await otherKey.request(ME, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
  });
});

describe.each(oneTestDatabase())('the administrators\' pick lists of partners and suppliers on $name', (spec) => {
  const ctx = useTestDatabase(spec);
  const bearer = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });
  const emails = async (response: Response) => {
    expect(response.status).toBe(200);
    return v.parse(UserDirectoryAnswerSchema, await response.json()).data.map((entry) => entry.email);
  };

  test('partners and suppliers by name, accounts only (no sub-users), narrowed by a search in the name or e-mail', async () => {
    const t = ctx.app();
    const { token } = await t.login(DEMO.admin);
    const partners = await emails(await t.request(api.users.partners.path(), { headers: bearer(token) }));
    expect(partners).toEqual(expect.arrayContaining([DEMO.partner, DEMO.duo]));
    expect(partners).not.toContain(DEMO.supplier);
    expect(partners).not.toContain(DEMO.operator);
    const suppliers = await emails(await t.request(api.users.suppliers.path(), { method: 'POST', headers: bearer(token), body: JSON.stringify({}) }));
    expect(suppliers).toEqual(expect.arrayContaining([DEMO.supplier, DEMO.duo]));
    expect(suppliers).not.toContain(DEMO.partner);

    const answer = v.parse(UserDirectoryAnswerSchema, await (await t.request(api.users.suppliers.path(), { method: 'POST', headers: bearer(token), body: '{}' })).json());
    const names = answer.data.map((entry) => entry.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    expect(await emails(await t.request(`${api.users.partners.path()}?search=DUO@`, { headers: bearer(token) }))).toEqual([DEMO.duo]);
    // A LIKE wildcard is searched for as itself.
    expect(await emails(await t.request(api.users.suppliers.path(), { method: 'POST', headers: bearer(token), body: JSON.stringify({ search: '%' }) }))).toEqual([]);
  });

  test('only administrators may read them; a bad search answers 400', async () => {
    const t = ctx.app();
    for (const who of [DEMO.supplier, DEMO.partner, DEMO.duo]) {
      const { token } = await t.login(who);
      expect((await t.request(api.users.partners.path(), { headers: bearer(token) })).status).toBe(403);
      expect((await t.request(api.users.suppliers.path(), { method: 'POST', headers: bearer(token), body: '{}' })).status).toBe(403);
    }
    const { token } = await t.login(DEMO.admin);
    const bad = await t.request(api.users.suppliers.path(), { method: 'POST', headers: bearer(token), body: JSON.stringify({ search: 5 }) });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
