import { eq } from 'drizzle-orm';
import { AuthEvent } from 'shared-contracts/enums';
import { TokenAnswerSchema } from 'shared-contracts/auth';
import { api } from 'shared-contracts/paths';
import * as v from 'valibot';
import { users } from '../../../db/schema/core';
import { oneTestDatabase } from '../../../test/databases';
import { CookieJar, DEMO, useTestDatabase } from '../../../test/harness';
import { listAuditEntries } from '../audit/audit.repo';
import { hashRefreshToken } from './session.service';
import { findRefreshTokenByHash, listFamily } from './session.repo';

const REFRESH = api.auth.refreshToken.path();
const ME = api.users.current.path();
const MINUTE = 60_000;

describe.each(oneTestDatabase())('refresh-token rotation on $name', (spec) => {
  const ctx = useTestDatabase(spec);

  test('a refresh rotates: new tokens in the same family, the presented one is spent', async () => {
    const t = ctx.app();
    const { jar } = await t.login(DEMO.supplier);
    const first = jar.get('refresh_token')!;

    const response = await t.post(REFRESH, undefined, { cookie: jar.header() });
    expect(response.status).toBe(200);
    const body = v.parse(TokenAnswerSchema, await response.json());
    jar.store(response);
    const second = jar.get('refresh_token')!;
    expect(second).not.toBe(first);
    expect(jar.get('access_token')).toBe(body.data.access_token);

    const spent = await findRefreshTokenByHash(t.handle.db, hashRefreshToken(first));
    const fresh = await findRefreshTokenByHash(t.handle.db, hashRefreshToken(second));
    expect(spent?.usedAt).not.toBeNull();
    expect(fresh?.familyId).toBe(spent?.familyId);
    expect(fresh?.parentId).toBe(spent?.id);
    // Only hashes are stored.
    expect(fresh?.tokenHash).not.toContain(second);

    const me = await t.request(ME, { headers: { authorization: `Bearer ${body.data.access_token}` } });
    expect(me.status).toBe(200);
  });

  test('the token may come in the body instead of the cookie (spec 002 §7.1)', async () => {
    const t = ctx.app();
    const { jar } = await t.login(DEMO.supplier);
    const response = await t.post(REFRESH, { refresh_token: jar.get('refresh_token') });
    expect(response.status).toBe(200);
  });

  test('no token at all is 401 NO_TOKEN "No Token found!"', async () => {
    const t = ctx.app();
    const response = await t.post(REFRESH);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 'NO_TOKEN', message: 'No Token found!' });
  });

  test('an unknown token is 401 and the cookies are cleared', async () => {
    const t = ctx.app();
    const response = await t.post(REFRESH, { refresh_token: 'made-up-token' });
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^refresh_token=;.*Max-Age=0/), expect.stringMatching(/^access_token=;.*Max-Age=0/)]),
    );
  });

  test('reusing a spent token revokes the whole family: the token issued from it stops working too', async () => {
    const t = ctx.app();
    const { jar } = await t.login(DEMO.duo);
    const stolen = jar.get('refresh_token')!;
    const rotated = await t.post(REFRESH, { refresh_token: stolen });
    expect(rotated.status).toBe(200);
    jar.store(rotated);
    const legitimate = jar.get('refresh_token')!;

    const replay = await t.post(REFRESH, { refresh_token: stolen });
    expect(replay.status).toBe(401);
    expect((await replay.json()).code).toBe('TOKEN_REUSED');
    expect(replay.headers.getSetCookie()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^refresh_token=;.*Max-Age=0/)]),
    );

    const afterwards = await t.post(REFRESH, { refresh_token: legitimate });
    expect(afterwards.status).toBe(401);

    const family = await listFamily(t.handle.db, (await findRefreshTokenByHash(t.handle.db, hashRefreshToken(stolen)))!.familyId);
    expect(family.length).toBeGreaterThanOrEqual(2);
    for (const token of family) expect(token.revokedAt).not.toBeNull();
    const audit = await listAuditEntries(t.handle.db, { event: AuthEvent.REFRESH_REUSE_DETECTED });
    expect(audit.length).toBeGreaterThan(0);
  });

  test('concurrent refreshes with the same token: exactly one succeeds', async () => {
    const t = ctx.app();
    const { jar } = await t.login(DEMO.partner);
    const token = jar.get('refresh_token')!;
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.post(REFRESH, { refresh_token: token })));
    const statuses = answers.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 401, 401, 401, 401]);
  });

  test('an expired access token is refused while the refresh token still renews the session', async () => {
    const t = ctx.app();
    const { jar, token } = await t.login(DEMO.supplier);
    t.clock.advance(16 * MINUTE);

    const expired = await t.request(ME, { headers: { authorization: `Bearer ${token}` } });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({ code: 'UNAUTHENTICATED', message: expect.stringMatching(/expired/) });

    const refreshed = await t.post(REFRESH, undefined, { cookie: jar.header() });
    expect(refreshed.status).toBe(200);
    const fresh = new CookieJar();
    fresh.store(refreshed);
    const me = await t.request(ME, { headers: { cookie: fresh.header() } });
    expect(me.status).toBe(200);
  });

  test('a refresh token is refused after its day', async () => {
    const t = ctx.app();
    const { jar } = await t.login(DEMO.supplier);
    t.clock.advance(24 * 60 * MINUTE + MINUTE);
    const response = await t.post(REFRESH, undefined, { cookie: jar.header() });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 'UNAUTHENTICATED', message: expect.stringMatching(/expired/) });
  });

  test('a presented token of a logged-out session is refused', async () => {
    const t = ctx.app();
    const { jar } = await t.login(DEMO.supplier);
    await t.request(api.auth.logout.path(), { method: 'POST', headers: { cookie: jar.header() } });
    const response = await t.post(REFRESH, undefined, { cookie: jar.header() });
    expect(response.status).toBe(401);
  });

  test('a blocked account refreshes to nothing: no token is minted for it, the family is closed, only its holder is told', async () => {
    const t = ctx.app();
    const { jar } = await t.login(DEMO.operator);
    const presented = await findRefreshTokenByHash(t.handle.db, hashRefreshToken(jar.get('refresh_token')!));
    await t.handle.db.update(users).set({ canLogin: false }).where(eq(users.email, DEMO.operator));
    try {
      const refused = await t.post(REFRESH, undefined, { cookie: jar.header() });
      expect(refused.status).toBe(403);
      expect((await refused.json()).code).toBe('ACCOUNT_BLOCKED');
      // Only cleared cookies: no access token was signed, and no refresh token stored, for a blocked account.
      expect(refused.headers.getSetCookie().every((line) => /^\w+=;/.test(line))).toBe(true);
      const family = await listFamily(t.handle.db, presented!.familyId);
      expect(family.map((row) => row.id)).toEqual([presented!.id]);
      expect(family[0]!.revokedAt).not.toBeNull();

      // The same token again is a dead token like any other: the answer no longer depends on the account.
      const again = await t.post(REFRESH, undefined, { cookie: jar.header() });
      const dead = await t.post(REFRESH, { refresh_token: 'never-issued' });
      expect([again.status, dead.status]).toEqual([401, 401]);
    } finally {
      await t.handle.db.update(users).set({ canLogin: true }).where(eq(users.email, DEMO.operator));
    }
  });
});
