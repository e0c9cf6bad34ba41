import { AuthEvent } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import { TokenAnswerSchema } from 'shared-contracts/auth';
import * as v from 'valibot';
import { oneTestDatabase } from '../../../test/databases';
import { DEMO, useTestDatabase } from '../../../test/harness';
import { listAuditEntries } from '../audit/audit.repo';

const LOGIN = api.auth.login.path();

describe.each(oneTestDatabase())('panel login and session on $name', (spec) => {
  const ctx = useTestDatabase(spec);

  test('a correct login answers a bearer token and sets the three session cookies for one day', async () => {
    const t = ctx.app();
    const { response, jar } = await t.login(DEMO.partner);
    expect(response.status).toBe(200);
    const body = v.parse(TokenAnswerSchema, await response.json());
    expect(body.data.token_type).toBe('Bearer');
    expect(body.data.expires_in).toBe(15 * 60);

    const cookies = response.headers.getSetCookie();
    const cookie = (name: string) => cookies.find((line) => line.startsWith(`${name}=`)) ?? '';
    for (const name of ['access_token', 'refresh_token']) {
      expect(cookie(name)).toMatch(/HttpOnly/);
      expect(cookie(name)).toMatch(/SameSite=Lax/);
      expect(cookie(name)).toMatch(/Max-Age=86400/);
      expect(cookie(name)).toMatch(/Path=\//);
      expect(cookie(name)).not.toMatch(/Secure/);
    }
    expect(cookie('wh_session')).toMatch(/^wh_session=1;/);
    expect(cookie('wh_session')).not.toMatch(/HttpOnly/);
    expect(cookie('wh_session')).toMatch(/Max-Age=86400/);
    expect(jar.get('access_token')).toBe(body.data.access_token);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  test('COOKIE_SECURE marks the session cookies Secure', async () => {
    const t = ctx.app({ COOKIE_SECURE: 'true' });
    const { response } = await t.login(DEMO.supplier);
    for (const line of response.headers.getSetCookie()) expect(line).toMatch(/; Secure/);
  });

  test('the e-mail is matched case-insensitively', async () => {
    const t = ctx.app();
    const { response } = await t.login('  Supplier@WayHub.Test ');
    expect(response.status).toBe(200);
  });

  test('a wrong password and an unknown e-mail get the same 401 answer, and both are audited', async () => {
    const t = ctx.app();
    const wrong = await t.post(LOGIN, { email: DEMO.duo, password: 'not-the-password' });
    const unknown = await t.post(LOGIN, { email: 'nobody@wayhub.test', password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const wrongBody = await wrong.json();
    expect(wrongBody).toEqual(await unknown.json());
    expect(wrongBody).toEqual({ code: 'INVALID_CREDENTIALS', message: expect.stringMatching(/password/i) });
    expect(wrong.headers.getSetCookie()).toEqual([]);

    const failures = await listAuditEntries(t.handle.db, { event: AuthEvent.LOGIN_FAILED });
    expect(failures.map((row) => row.email)).toEqual(expect.arrayContaining([DEMO.duo, 'nobody@wayhub.test']));
  });

  test('a blocked account answers the right password exactly as a wrong one: no oracle for the password or the block', async () => {
    const t = ctx.app();
    const right = await t.post(LOGIN, { email: DEMO.blocked, password: DEMO.password }, { 'x-forwarded-for': '10.9.0.1' });
    const wrong = await t.post(LOGIN, { email: DEMO.blocked, password: 'guess-guess' }, { 'x-forwarded-for': '10.9.0.1' });
    const unknown = await t.post(LOGIN, { email: 'nobody-blocked@wayhub.test', password: DEMO.password }, { 'x-forwarded-for': '10.9.0.1' });
    expect([right.status, wrong.status, unknown.status]).toEqual([401, 401, 401]);
    const bodies = [await right.text(), await wrong.text(), await unknown.text()];
    expect(new Set(bodies).size).toBe(1);
    expect(JSON.parse(bodies[0]!)).toEqual({ code: 'INVALID_CREDENTIALS', message: expect.stringMatching(/password/i) });
    expect(right.headers.getSetCookie()).toEqual([]);
    // The administrators still see that the blocked user had the right password.
    expect(await listAuditEntries(t.handle.db, { event: AuthEvent.LOGIN_BLOCKED, email: DEMO.blocked })).toHaveLength(1);

    // Right-password attempts count against the limit like wrong ones: the 429 cannot tell them apart either.
    for (let i = 0; i < 3; i += 1) await t.post(LOGIN, { email: DEMO.blocked, password: DEMO.password }, { 'x-forwarded-for': '10.9.0.1' });
    expect((await t.post(LOGIN, { email: DEMO.blocked, password: 'guess-guess' }, { 'x-forwarded-for': '10.9.0.1' })).status).toBe(429);
  });

  test('an invalid payload answers 400 with one issue per field, in catalogue English', async () => {
    const t = ctx.app();
    const response = await t.post(LOGIN, { email: 'not-an-email' });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.message).toBe('Bad request');
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Please enter valid email.', code: 'validation.emailInvalid' },
        { path: 'password', message: 'This field is required.', code: 'validation.required' },
      ]),
    );
  });

  test('malformed JSON is a 400 in the same envelope', async () => {
    const t = ctx.app();
    const response = await t.request(LOGIN, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'Bad request', code: 'BAD_REQUEST' });
  });

  test('logout revokes the refresh family, clears the cookies, and is idempotent', async () => {
    const t = ctx.app();
    const { jar } = await t.login(DEMO.supplier);
    const refreshCookie = jar.get('refresh_token');

    const logout = await t.request(api.auth.logout.path(), { method: 'POST', headers: { cookie: jar.header() } });
    expect(logout.status).toBe(200);
    expect(await logout.json()).toEqual({ data: { ok: true } });
    const cleared = logout.headers.getSetCookie();
    for (const name of ['access_token', 'refresh_token', 'wh_session']) {
      expect(cleared).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^${name}=;.*Max-Age=0`))]));
    }

    const refresh = await t.post(api.auth.refreshToken.path(), { refresh_token: refreshCookie });
    expect(refresh.status).toBe(401);

    const again = await t.request(api.auth.logout.path(), { method: 'POST' });
    expect(again.status).toBe(200);
  });

  describe('change password', () => {
    const CHANGE = api.auth.changePassword.path();

    test('clears first_time_login, the old password stops working, and other sessions are closed', async () => {
      const t = ctx.app();
      const other = await t.login(DEMO.newbie);
      const current = await t.login(DEMO.newbie);
      const me = await t.request(api.users.current.path(), { headers: { authorization: `Bearer ${current.token}` } });
      expect((await me.json()).data.first_time_login).toBe(true);

      const change = await t.post(
        CHANGE,
        { current_password: DEMO.password, new_password: 'a-new-password-1', confirm_password: 'a-new-password-1' },
        { authorization: `Bearer ${current.token}` },
      );
      expect(change.status).toBe(200);

      const after = await t.request(api.users.current.path(), { headers: { authorization: `Bearer ${current.token}` } });
      expect((await after.json()).data.first_time_login).toBe(false);

      expect((await t.login(DEMO.newbie)).response.status).toBe(401);
      expect((await t.login(DEMO.newbie, 'a-new-password-1')).response.status).toBe(200);

      // The session that changed the password keeps refreshing; the other one was revoked.
      const mine = await t.post(api.auth.refreshToken.path(), undefined, { cookie: current.jar.header() });
      expect(mine.status).toBe(200);
      const theirs = await t.post(api.auth.refreshToken.path(), undefined, { cookie: other.jar.header() });
      expect(theirs.status).toBe(401);

      const audit = await listAuditEntries(t.handle.db, { event: AuthEvent.PASSWORD_CHANGED });
      expect(audit[0]?.detail).toMatchObject({ revoked_other_sessions: 1 });
    });

    test('a wrong current password is a 400 with an issue on current_password', async () => {
      const t = ctx.app();
      const { token } = await t.login(DEMO.duo);
      const response = await t.post(
        CHANGE,
        { current_password: 'not-my-password', new_password: 'another-password', confirm_password: 'another-password' },
        { authorization: `Bearer ${token}` },
      );
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.issues).toEqual([
        { path: 'current_password', message: expect.stringMatching(/current password/i), code: 'validation.currentPasswordWrong' },
      ]);
      expect((await t.login(DEMO.duo)).response.status).toBe(200);
    });

    test('mismatched confirmation is refused before anything changes', async () => {
      const t = ctx.app();
      const { token } = await t.login(DEMO.duo);
      const response = await t.post(
        CHANGE,
        { current_password: DEMO.password, new_password: 'another-password', confirm_password: 'different-password' },
        { authorization: `Bearer ${token}` },
      );
      expect(response.status).toBe(400);
      expect((await response.json()).issues).toEqual([
        expect.objectContaining({ path: 'confirm_password', code: 'validation.passwordsDiffer' }),
      ]);
    });

    test('needs a session', async () => {
      const t = ctx.app();
      const response = await t.post(CHANGE, { current_password: 'x', new_password: 'yyyyyyyy', confirm_password: 'yyyyyyyy' });
      expect(response.status).toBe(401);
      expect((await response.json()).code).toBe('UNAUTHENTICATED');
    });
  });
});
