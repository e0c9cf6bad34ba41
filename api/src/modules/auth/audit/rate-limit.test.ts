import { AuthEvent } from 'shared-contracts/enums';
import { LIMITS } from 'shared-contracts/constants';
import { api } from 'shared-contracts/paths';
import { oneTestDatabase } from '../../../test/databases';
import { DEMO, type TestApp, useTestDatabase } from '../../../test/harness';
import { listAuditEntries } from './audit.repo';

const LOGIN = api.auth.login.path();
const MINUTE = 60_000;

async function failLogin(t: TestApp, email: string, ip: string) {
  const response = await t.post(LOGIN, { email, password: 'wrong-password' }, { 'x-forwarded-for': ip });
  expect(response.status).toBe(401);
}

describe.each(oneTestDatabase())('failed-login rate limits on $name', (spec) => {
  const ctx = useTestDatabase(spec);

  test(`after ${LIMITS.loginFailuresPerAccount} failures from one address, that address is refused for the account with 429, Retry-After and a clear message`, async () => {
    const t = ctx.app();
    const attacker = '10.0.0.1';
    for (let i = 0; i < LIMITS.loginFailuresPerAccount; i += 1) await failLogin(t, DEMO.supplier, attacker);

    // Even the right password is refused from there: the answer never depends on the password once limited.
    const limited = await t.post(LOGIN, { email: DEMO.supplier, password: DEMO.password }, { 'x-forwarded-for': attacker });
    expect(limited.status).toBe(429);
    const body = await limited.json();
    expect(body.code).toBe('RATE_LIMITED');
    expect(body.message).toMatch(/try again in 15 minutes/i);
    expect(limited.headers.get('retry-after')).toBe(String(LIMITS.loginFailureWindowMinutes * 60));
    expect(limited.headers.getSetCookie()).toEqual([]);

    // The owner, elsewhere, is not locked out by someone else's guesses; other accounts are not affected either.
    expect((await t.login(DEMO.supplier, DEMO.password, { 'x-forwarded-for': '10.0.1.1' })).response.status).toBe(200);
    expect((await t.login(DEMO.partner, DEMO.password, { 'x-forwarded-for': attacker })).response.status).toBe(200);

    // Once the oldest failure leaves the window, that address may try again.
    t.clock.advance(LIMITS.loginFailureWindowMinutes * MINUTE + 1000);
    expect((await t.login(DEMO.supplier, DEMO.password, { 'x-forwarded-for': attacker })).response.status).toBe(200);

    const audited = await listAuditEntries(t.handle.db, { event: AuthEvent.LOGIN_RATE_LIMITED, email: DEMO.supplier });
    expect(audited.length).toBeGreaterThan(0);
  });

  test('200 simultaneous wrong-password logins against one account: at most 5 guesses are evaluated; the owner still gets in from elsewhere', async () => {
    const t = ctx.app();
    const attacker = '203.0.113.66';
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => t.post(LOGIN, { email: DEMO.duo, password: 'wrong-password' }, { 'x-forwarded-for': attacker })),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LIMITS.loginFailuresPerAccount);
    expect(statuses.filter((s) => s === 429)).toHaveLength(200 - LIMITS.loginFailuresPerAccount);
    // Each evaluated guess is one audited failure; the other 195 never reached the password check.
    const failures = await listAuditEntries(t.handle.db, { event: AuthEvent.LOGIN_FAILED, email: DEMO.duo });
    expect(failures.filter((row) => row.ip === attacker)).toHaveLength(LIMITS.loginFailuresPerAccount);

    expect((await t.post(LOGIN, { email: DEMO.duo, password: DEMO.password }, { 'x-forwarded-for': attacker })).status).toBe(429);
    expect((await t.login(DEMO.duo, DEMO.password, { 'x-forwarded-for': '198.51.100.20' })).response.status).toBe(200);
  });

  test(`guesses spread over many addresses: after ${LIMITS.loginFailuresPerAccountFromNewAddresses} the account is closed to new addresses, not to one it was used from`, async () => {
    const t = ctx.app();
    const home = '192.0.2.10';
    expect((await t.login(DEMO.newbie, DEMO.password, { 'x-forwarded-for': home })).response.status).toBe(200);
    // A botnet: one guess per address, so no address reaches its own limit.
    for (let i = 0; i < LIMITS.loginFailuresPerAccountFromNewAddresses; i += 1) await failLogin(t, DEMO.newbie, `100.64.0.${i + 1}`);

    const fromNewAddress = await t.post(LOGIN, { email: DEMO.newbie, password: DEMO.password }, { 'x-forwarded-for': '100.64.1.1' });
    expect(fromNewAddress.status).toBe(429);
    expect(fromNewAddress.headers.get('retry-after')).toMatch(/^\d+$/);
    // The owner's own address keeps working: the botnet cannot lock the owner out.
    expect((await t.login(DEMO.newbie, DEMO.password, { 'x-forwarded-for': home })).response.status).toBe(200);
  });

  test('Retry-After counts down as the window moves', async () => {
    const t = ctx.app();
    for (let i = 0; i < LIMITS.loginFailuresPerAccount; i += 1) {
      await failLogin(t, DEMO.duo, '10.1.0.1');
      t.clock.advance(MINUTE);
    }
    const limited = await t.post(LOGIN, { email: DEMO.duo, password: DEMO.password }, { 'x-forwarded-for': '10.1.0.1' });
    expect(limited.status).toBe(429);
    // The oldest failure is 5 minutes old, so it leaves the 15-minute window in 10 minutes.
    expect(limited.headers.get('retry-after')).toBe(String(10 * 60));
    expect((await limited.json()).message).toMatch(/10 minutes/);
  });

  test('a successful login starts the account count afresh', async () => {
    const t = ctx.app();
    for (let i = 0; i < LIMITS.loginFailuresPerAccount - 1; i += 1) await failLogin(t, DEMO.partner, '10.2.0.1');
    expect((await t.login(DEMO.partner, DEMO.password, { 'x-forwarded-for': '10.2.0.1' })).response.status).toBe(200);
    await failLogin(t, DEMO.partner, '10.2.0.1');
    expect((await t.login(DEMO.partner, DEMO.password, { 'x-forwarded-for': '10.2.0.1' })).response.status).toBe(200);
  });

  test(`after ${LIMITS.loginFailuresPerIp} failures from one address, that address is refused for every account`, async () => {
    const t = ctx.app();
    const ip = '192.0.2.77';
    // Spread over many e-mails so no single account reaches its own limit.
    for (let i = 0; i < LIMITS.loginFailuresPerIp; i += 1) await failLogin(t, `spray-${i}@example.test`, ip);

    const fromAttacker = await t.post(LOGIN, { email: DEMO.admin, password: DEMO.password }, { 'x-forwarded-for': ip });
    expect(fromAttacker.status).toBe(429);
    expect(fromAttacker.headers.get('retry-after')).toMatch(/^\d+$/);

    const fromElsewhere = await t.login(DEMO.admin, DEMO.password, { 'x-forwarded-for': '198.51.100.1' });
    expect(fromElsewhere.response.status).toBe(200);
  });

  test('X-Forwarded-For is ignored unless TRUST_PROXY is set, so clients cannot pick their bucket', async () => {
    const t = ctx.app({ TRUST_PROXY: 'false' });
    for (let i = 0; i < LIMITS.loginFailuresPerAccount; i += 1) {
      await t.post(LOGIN, { email: DEMO.operator, password: 'wrong-password' }, { 'x-forwarded-for': `203.0.113.${i}` });
    }
    const rows = await listAuditEntries(t.handle.db, { event: AuthEvent.LOGIN_FAILED, email: DEMO.operator });
    expect(rows.every((row) => row.ip === null)).toBe(true);
  });
});
