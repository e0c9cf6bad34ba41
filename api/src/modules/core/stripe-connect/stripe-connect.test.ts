import { eq } from 'drizzle-orm';
import { ErrorEnvelopeSchema } from 'shared-contracts/common';
import { SiteStatus } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import { ConnectStripeAnswerSchema, PartnerSiteAnswerSchema, StripeAccountsAnswerSchema } from 'shared-contracts/sites';
import * as v from 'valibot';
import { createApp } from '../../../app';
import { partnerSites, users } from '../../../db/schema/core';
import { siteStripeAccounts } from '../../../db/schema/stripe-connect';
import { siteId } from '../../../test/catalogue-fixtures';
import { oneTestDatabase, testDatabases } from '../../../test/databases';
import { DEMO, type TestApp, useTestDatabase } from '../../../test/harness';
import { createStripeProvider } from '../../payments/stripe-provider';
import { json } from '../partner-sites/__tests__/fixtures';
import { CONNECT_STATE_TTL_SECONDS } from './connect-state';
import { upsertSiteAccount } from './stripe-connect.repo';

const RETURN_PAGE = 'http://localhost:8080/en/npanel/stripe-connect';
/** How the panel calls: from its own origin. */
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' };

const refusal = async (response: Response) => ({ status: response.status, ...v.parse(ErrorEnvelopeSchema, await response.json()) });
const accounts = async (response: Response) => {
  expect(response.status).toBe(200);
  return v.parse(StripeAccountsAnswerSchema, await response.json()).data;
};

describe.each(oneTestDatabase())('Stripe Connect on $name', (spec) => {
  const ctx = useTestDatabase(spec);

  const tokenOf = async (t: TestApp, email: string) => (await t.login(email)).token;
  const connect = (t: TestApp, token: string, currency: string, headers: Record<string, string> = {}) =>
    t.request(api.partnerSites.connectStripe.path({ currency_code: currency }), { headers: { authorization: `Bearer ${token}`, ...headers } });
  /** GET connect-stripe, answered with the simulated page's address: its query as an object. */
  const startConnect = async (t: TestApp, token: string, currency: string) => {
    const response = await connect(t, token, currency);
    expect(response.status).toBe(200);
    const { url } = v.parse(ConnectStripeAnswerSchema, await response.json()).data;
    return { url, query: Object.fromEntries(new URL(url, 'http://localhost:8080').searchParams) };
  };
  /** The partner's click on the simulated page: where the browser is sent back to. */
  const decide = (t: TestApp, form: Record<string, string>) =>
    t.request(api.partnerSites.simulatedStripeDecide.path(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
  /** Connect on the simulated page: the code and state the return page reads. */
  const onboard = async (t: TestApp, token: string, currency: string) => {
    const { query } = await startConnect(t, token, currency);
    const back = await decide(t, { decision: 'connect', state: query.state!, redirect_uri: query.redirect_uri! });
    expect(back.status).toBe(302);
    const location = new URL(back.headers.get('location')!);
    return { code: location.searchParams.get('code')!, state: location.searchParams.get('state')! };
  };
  const setup = (t: TestApp, token: string, id: number, body: unknown) => t.request(api.partnerSites.stripeSetupCredential.path({ id }), json(token, 'POST', body));
  const deauthorize = (t: TestApp, token: string, id: number, currency: string, headers: Record<string, string> = SAME_ORIGIN) =>
    t.request(api.partnerSites.deauthorizeStripe.path({ id }, { currency_code: currency }), { headers: { authorization: `Bearer ${token}`, ...headers } });
  const siteRead = async (t: TestApp, token: string, id: number) =>
    v.parse(PartnerSiteAnswerSchema, await (await t.request(api.partnerSites.byId.path({ id }), json(token, 'GET'))).json()).data;
  const clear = (t: TestApp, id: number) => t.handle.db.delete(siteStripeAccounts).where(eq(siteStripeAccounts.siteId, id));

  test('connect, the simulated onboarding, setup, the site read and deauthorize: the whole round trip', async () => {
    const t = ctx.app();
    const partner = await tokenOf(t, DEMO.partner);
    const demo = await siteId(t, 'demo');
    await clear(t, demo);

    const { url, query } = await startConnect(t, partner, 'nok');
    expect(url.startsWith(api.partnerSites.simulatedStripeAuthorize.path())).toBe(true);
    expect(query).toMatchObject({ response_type: 'code', scope: 'read_write', redirect_uri: RETURN_PAGE });
    const page = await t.request(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('Simulated Stripe');
    expect(html).toContain('>Connect account</button>');
    expect(html).toContain('>Cancel</button>');

    const { code, state } = await onboard(t, partner, 'NOK');
    expect(code).toMatch(/^ac_sim_/);
    const connected = await accounts(await setup(t, partner, demo, { code, state }));
    expect(connected).toEqual([{ currency: 'NOK', account_id: expect.stringMatching(/^acct_sim_\w+$/), connected_at: t.clock.now().toISOString() }]);
    const accountId = connected[0]!.account_id;
    expect(t.payments.simulation.connectedAccounts()).toContain(accountId);
    expect((await siteRead(t, partner, demo)).stripe_accounts).toEqual(connected);

    expect(await accounts(await deauthorize(t, partner, demo, 'nok'))).toEqual([]);
    expect(t.payments.simulation.connectedAccounts()).not.toContain(accountId);
    expect((await siteRead(t, partner, demo)).stripe_accounts).toEqual([]);
    expect(await refusal(await deauthorize(t, partner, demo, 'NOK'))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  test("the return page is in the caller's panel language, English for any other", async () => {
    const t = ctx.app();
    const partner = await tokenOf(t, DEMO.partner);
    const returnPageOf = async (locale: string) => {
      const { url } = v.parse(ConnectStripeAnswerSchema, await (await connect(t, partner, 'EUR', { 'APP-LOCALE': locale })).json()).data;
      return new URL(url, 'http://localhost:8080').searchParams.get('redirect_uri');
    };
    expect(await returnPageOf('no')).toBe('http://localhost:8080/no/npanel/stripe-connect');
    expect(await returnPageOf('sv')).toBe('http://localhost:8080/sv/npanel/stripe-connect');
    expect(await returnPageOf('de')).toBe(RETURN_PAGE);
  });

  test('Cancel on the simulated page goes back with error=access_denied and no code', async () => {
    const t = ctx.app();
    const { query } = await startConnect(t, await tokenOf(t, DEMO.partner), 'SEK');
    const back = await decide(t, { decision: 'cancel', state: query.state!, redirect_uri: query.redirect_uri! });
    expect(back.status).toBe(302);
    const location = new URL(back.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(RETURN_PAGE);
    expect(Object.fromEntries(location.searchParams)).toEqual({ error: 'access_denied', error_description: 'The user denied your request', state: query.state });
  });

  test('the simulated page escapes what it echoes, and sends nobody to an address the platform did not register', async () => {
    const t = ctx.app();
    const { query } = await startConnect(t, await tokenOf(t, DEMO.partner), 'NOK');
    const hostile = '"><script>alert(1)</script>';
    const page = await t.request(api.partnerSites.simulatedStripeAuthorize.path({ state: hostile, redirect_uri: query.redirect_uri }));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');

    const elsewhere = await t.request(api.partnerSites.simulatedStripeAuthorize.path({ state: query.state, redirect_uri: 'https://evil.example/<b>' }));
    expect(elsewhere.status).toBe(400);
    const refused = await elsewhere.text();
    expect(refused).toContain('not registered');
    expect(refused).toContain('https://evil.example/&lt;b&gt;');
    const decided = await decide(t, { decision: 'connect', state: query.state!, redirect_uri: 'https://evil.example/' });
    expect(decided.status).toBe(400);
    expect(decided.headers.get('location')).toBeNull();
  });

  test('a code is single-use; connecting the currency again replaces the account and releases the old one at Stripe', async () => {
    const t = ctx.app();
    const partner = await tokenOf(t, DEMO.partner);
    const demo = await siteId(t, 'demo');
    await clear(t, demo);
    const first = await onboard(t, partner, 'EUR');
    const [before] = await accounts(await setup(t, partner, demo, first));

    const reused = await refusal(await setup(t, partner, demo, first));
    expect(reused).toMatchObject({ status: 400, code: 'connect_code_invalid', message: 'Stripe did not accept this connection: it was used already or has expired. Connect the account again.' });

    const [after] = await accounts(await setup(t, partner, demo, await onboard(t, partner, 'EUR')));
    expect(after!.account_id).not.toBe(before!.account_id);
    expect(t.payments.simulation.connectedAccounts()).toContain(after!.account_id);
    expect(t.payments.simulation.connectedAccounts()).not.toContain(before!.account_id);
    await clear(t, demo);
  });

  test("a forged, expired or another user's state is a 400 that says so; the code stays usable", async () => {
    const t = ctx.app();
    const partner = await tokenOf(t, DEMO.partner);
    const demo = await siteId(t, 'demo');
    await clear(t, demo);
    const { code, state } = await onboard(t, partner, 'DKK');
    const invalid = { status: 400, code: 'BAD_REQUEST', message: 'This Stripe connection was not started from your account, or its link is damaged. Start again from the merchant of record page.' };

    const [body, signature] = state.split('.');
    const edited = Buffer.from(Buffer.from(body!, 'base64url').toString('utf8').replace('"DKK"', '"USD"')).toString('base64url');
    expect(await refusal(await setup(t, partner, demo, { code, state: `${edited}.${signature}` }))).toMatchObject(invalid);
    expect(await refusal(await setup(t, partner, demo, { code, state: 'not-a-state' }))).toMatchObject(invalid);
    // The operator of partner@ acts on its sites, but the state is partner@'s own.
    expect(await refusal(await setup(t, await tokenOf(t, DEMO.operator), demo, { code, state }))).toMatchObject(invalid);
    expect(await refusal(await setup(t, partner, demo, { code: '', state }))).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', issues: [expect.objectContaining({ path: 'code' })] });
    // None of these spent the code: with its own state it still connects.
    expect((await accounts(await setup(t, partner, demo, { code, state }))).map((account) => account.currency)).toEqual(['DKK']);

    const late = await onboard(t, partner, 'SEK');
    t.clock.advance(CONNECT_STATE_TTL_SECONDS * 1000 + 1000);
    const later = await tokenOf(t, DEMO.partner);
    expect(await refusal(await setup(t, later, demo, late))).toMatchObject({
      status: 400,
      code: 'BAD_REQUEST',
      message: 'This Stripe connection was started more than 15 minutes ago. Start again from the merchant of record page.',
    });
    expect((await siteRead(t, later, demo)).stripe_accounts?.map((account) => account.currency)).toEqual(['DKK']);
    await clear(t, demo);
  });

  test("another partner's site, or none, is 404 for setup and deauthorize, and nothing changes", async () => {
    const t = ctx.app();
    const partner = await tokenOf(t, DEMO.partner);
    const duo = await tokenOf(t, DEMO.duo);
    const demo = await siteId(t, 'demo');
    await clear(t, demo);

    const duosOwn = await onboard(t, duo, 'NOK');
    expect(await refusal(await setup(t, duo, demo, duosOwn))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(await refusal(await setup(t, duo, 999_999, duosOwn))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect((await siteRead(t, partner, demo)).stripe_accounts).toEqual([]);

    const [mine] = await accounts(await setup(t, partner, demo, await onboard(t, partner, 'NOK')));
    expect(await refusal(await deauthorize(t, duo, demo, 'NOK'))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect((await siteRead(t, partner, demo)).stripe_accounts).toEqual([mine]);
    expect(t.payments.simulation.connectedAccounts()).toContain(mine!.account_id);
    // The operator of partner@ works on partner@'s sites: it disconnects.
    expect(await accounts(await deauthorize(t, await tokenOf(t, DEMO.operator), demo, 'NOK'))).toEqual([]);
  });

  test('a supplier may not connect; the currency must be three letters', async () => {
    const t = ctx.app();
    expect(await refusal(await connect(t, await tokenOf(t, DEMO.supplier), 'NOK'))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    const partner = await tokenOf(t, DEMO.partner);
    for (const currency of ['NO', 'N0K', 'NOKK', '']) {
      expect(await refusal(await connect(t, partner, currency))).toMatchObject({ status: 400, issues: [expect.objectContaining({ path: 'currency_code' })] });
    }
    const demo = await siteId(t, 'demo');
    expect(await refusal(await deauthorize(t, partner, demo, 'E1R'))).toMatchObject({ status: 400, issues: [expect.objectContaining({ path: 'currency_code' })] });
  });

  test('deauthorize, a GET, refuses a request from another origin or a navigation', async () => {
    const t = ctx.app();
    const partner = await tokenOf(t, DEMO.partner);
    const demo = await siteId(t, 'demo');
    await clear(t, demo);
    await accounts(await setup(t, partner, demo, await onboard(t, partner, 'USD')));
    const foreign: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' }];
    for (const headers of foreign) {
      expect(await refusal(await deauthorize(t, partner, demo, 'USD', headers))).toMatchObject({ status: 403, code: 'CROSS_SITE_REQUEST' });
    }
    expect((await siteRead(t, partner, demo)).stripe_accounts?.map((account) => account.currency)).toEqual(['USD']);
    await clear(t, demo);
  });

  test('an account two currencies share is deauthorised at Stripe only when the last of them goes', async () => {
    const t = ctx.app();
    const partner = await tokenOf(t, DEMO.partner);
    const demo = await siteId(t, 'demo');
    await clear(t, demo);
    const [nok] = await accounts(await setup(t, partner, demo, await onboard(t, partner, 'NOK')));
    const [owner] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.partner));
    await upsertSiteAccount(t.handle.db, { siteId: demo, currency: 'EUR', accountId: nok!.account_id, connectedBy: owner!.id, connectedAt: t.clock.now() });

    expect((await accounts(await deauthorize(t, partner, demo, 'NOK'))).map((account) => account.currency)).toEqual(['EUR']);
    expect(t.payments.simulation.connectedAccounts()).toContain(nok!.account_id);
    expect(await accounts(await deauthorize(t, partner, demo, 'EUR'))).toEqual([]);
    expect(t.payments.simulation.connectedAccounts()).not.toContain(nok!.account_id);
  });

  test('with Stripe but no Connect client id, connect-stripe is a 503 that says so; there is no simulated page', async () => {
    const t = ctx.app();
    const partner = await tokenOf(t, DEMO.partner);
    const stripe = createApp({ db: t.handle.db, env: t.env, clock: t.clock, dbKind: t.handle.kind, payments: createStripeProvider({ secretKey: 'sk_test_51Wayhub', maxNetworkRetries: 0 }) });
    const response = await stripe.request(api.partnerSites.connectStripe.path({ currency_code: 'NOK' }), { headers: { authorization: `Bearer ${partner}` } });
    expect(await refusal(response)).toMatchObject({
      status: 503,
      code: 'connect_not_configured',
      message: 'Connecting Stripe accounts is not set up on this platform yet. Please contact support.',
    });
    expect((await stripe.request(api.partnerSites.simulatedStripeAuthorize.path({ state: 'x', redirect_uri: RETURN_PAGE }))).status).toBe(404);
  });
});

/** Walks a driver error's causes to PostgreSQL's SQLSTATE and constraint name, as both drivers report them. */
function violation(error: unknown): { code?: string; constraint?: string } {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 10; current = (current as { cause?: unknown }).cause, depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^\d{2}[0-9A-Z]{3}$/.test(code)) return { code, ...(typeof constraint === 'string' ? { constraint } : {}) };
  }
  return {};
}

describe.each(testDatabases())('site_stripe_accounts on $name', (spec) => {
  const ctx = useTestDatabase(spec);

  async function freshSite(t: TestApp, subDomain: string): Promise<{ site: number; owner: number }> {
    const [duo] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.duo));
    const [row] = await t.handle.db
      .insert(partnerSites)
      .values({
        ownerUserId: duo!.id,
        name: 'Duo Stripe',
        subDomain,
        status: SiteStatus.Confirmed,
        generalSettings: { company_name: 'Duo AS', favicon_icon: null, primary_page_id: null, language: { enabled_language: ['en'], primary_language: 'en' } },
      })
      .returning({ id: partnerSites.id });
    return { site: row!.id, owner: duo!.id };
  }

  const rejection = async (write: Promise<unknown>) => violation(await write.then(() => undefined, (error: unknown) => error));

  test('one account per site and currency; a currency is three upper-case letters and an account acct_…', async () => {
    const t = ctx.app();
    const { site, owner } = await freshSite(t, 'duo-stripe-rules');
    const row = { siteId: site, currency: 'NOK', accountId: 'acct_1Rules', connectedBy: owner };
    await t.handle.db.insert(siteStripeAccounts).values(row);
    expect(await rejection(t.handle.db.insert(siteStripeAccounts).values({ ...row, accountId: 'acct_2Rules' }))).toEqual({
      code: '23505',
      constraint: 'site_stripe_accounts_site_currency_uq',
    });
    expect(await rejection(t.handle.db.insert(siteStripeAccounts).values({ ...row, currency: 'nok' }))).toMatchObject({ code: '23514' });
    expect(await rejection(t.handle.db.insert(siteStripeAccounts).values({ ...row, currency: 'NOKK' }))).toMatchObject({ code: '23514' });
    expect(await rejection(t.handle.db.insert(siteStripeAccounts).values({ ...row, currency: 'EUR', accountId: 'sk_live_oops' }))).toMatchObject({ code: '23514' });
    // Another currency of the same site, and the same currency of another site, are rows of their own.
    await t.handle.db.insert(siteStripeAccounts).values({ ...row, currency: 'EUR' });
    const other = await freshSite(t, 'duo-stripe-other');
    await t.handle.db.insert(siteStripeAccounts).values({ ...row, siteId: other.site });
  });

  test('the upsert replaces the currency’s account and reports the one it replaced; a removed site takes its accounts along', async () => {
    const t = ctx.app();
    const { site, owner } = await freshSite(t, 'duo-stripe-upsert');
    const at = t.clock.now();
    expect(await upsertSiteAccount(t.handle.db, { siteId: site, currency: 'SEK', accountId: 'acct_1First', connectedBy: owner, connectedAt: at })).toEqual({ replaced: undefined });
    expect(await upsertSiteAccount(t.handle.db, { siteId: site, currency: 'SEK', accountId: 'acct_1First', connectedBy: owner, connectedAt: at })).toEqual({ replaced: undefined });
    expect(await upsertSiteAccount(t.handle.db, { siteId: site, currency: 'SEK', accountId: 'acct_2Second', connectedBy: owner, connectedAt: at })).toEqual({ replaced: 'acct_1First' });
    const rows = await t.handle.db.select().from(siteStripeAccounts).where(eq(siteStripeAccounts.siteId, site));
    expect(rows.map((row) => [row.currency, row.accountId])).toEqual([['SEK', 'acct_2Second']]);

    await t.handle.db.delete(partnerSites).where(eq(partnerSites.id, site));
    expect(await t.handle.db.select().from(siteStripeAccounts).where(eq(siteStripeAccounts.siteId, site))).toEqual([]);
  });
});
