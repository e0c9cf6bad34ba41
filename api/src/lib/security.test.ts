/**
 * Issue 11 §5: who may send a state-changing call (CSRF), what body type a JSON call accepts, and the headers
 * that keep pages from being framed or loading what they should not.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, desc, eq, like } from 'drizzle-orm';
import { Hono } from 'hono';
import { CustomerSessionAnswerSchema } from 'shared-contracts/customer';
import { ReservationStatus, SiteStatus } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import { createBackground } from '../background';
import { reservations } from '../db/schema/booking';
import { partnerSites, users } from '../db/schema/core';
import { mailOutbox } from '../db/schema/mail';
import { addToCart, confirm, cruiseSlot, hold, json, ORDER, stateOf } from '../modules/booking/testing/fixtures';
import { CUSTOMER_LOGIN_MAIL_JOB } from '../modules/customer/auth/customer-auth.service';
import { siteId } from '../test/catalogue-fixtures';
import { testDatabases } from '../test/databases';
import { DEMO, type TestApp, useTestDatabase } from '../test/harness';
import { handleError } from './error-handler';
import { requireJsonBodies } from './security';

const DEMO_HOST = 'demo.localhost:8080';
const DEMO_ORIGIN = `http://${DEMO_HOST}`;
const OTHER_SUB_DOMAIN = 'csrf-other';
const OTHER_HOST = `${OTHER_SUB_DOMAIN}.localhost:8080`;
const OTHER_ORIGIN = `http://${OTHER_HOST}`;
const PLATFORM_ORIGIN = 'http://localhost:8080';
const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

let counter = 0;
const uniqueEmail = () => `csrf-${Date.now()}-${++counter}@example.test`;

describe.each(testDatabases())('cross-site requests and body types on $name', (spec) => {
  const ctx = useTestDatabase(spec);
  const quiet = { log: { error: () => undefined, warn: () => undefined } };

  /** A second Confirmed partner site (the duo account's), whose pages are another partner's. */
  async function otherSite(t: TestApp): Promise<number> {
    const [existing] = await t.handle.db.select({ id: partnerSites.id }).from(partnerSites).where(eq(partnerSites.subDomain, OTHER_SUB_DOMAIN));
    if (existing) return existing.id;
    const [duo] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.duo));
    const [row] = await t.handle.db
      .insert(partnerSites)
      .values({
        ownerUserId: duo!.id,
        name: 'Other Trips',
        subDomain: OTHER_SUB_DOMAIN,
        status: SiteStatus.Confirmed,
        generalSettings: { language: { enabled_language: ['en'], primary_language: 'en' } },
      })
      .returning({ id: partnerSites.id });
    return row!.id;
  }

  /** A guest's confirmed cruise on the demo site, and the customer_token cookie the guest's browser holds for demo's host. */
  async function guestWithBooking(t: TestApp) {
    const tour = await cruiseSlot(t, 3, 10);
    const email = uniqueEmail();
    const cartRef = await addToCart(t, tour.site, [tour.item]);
    expect((await hold(t, tour.site, cartRef, {}, { order: { ...ORDER, email } })).status).toBe(200);
    expect((await confirm(t, tour.site, cartRef)).status).toBe(200);
    const reservation = (await stateOf(t, cartRef)).rows[0]!;
    const onDemo = { origin: DEMO_ORIGIN, host: DEMO_HOST };
    expect((await t.post(api.customer.login.path(), { email }, onDemo)).status).toBe(200);
    await createBackground({ db: t.handle.db, clock: t.clock, worker: quiet }).worker.runUntilIdle();
    const [mail] = await t.handle.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), like(mailOutbox.dedupeKey, `${CUSTOMER_LOGIN_MAIL_JOB}:%`)))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    const token = mail?.body.match(/token=([A-Za-z0-9_-]+)/)?.[1];
    const session = (await json(CustomerSessionAnswerSchema, await t.post(api.customer.loginToken.path(), { token }, onDemo))).data;
    return { reservation, cookie: `customer_token=${session.customer_token}` };
  }

  const statusOf = async (t: TestApp, id: number) => (await t.handle.db.select().from(reservations).where(eq(reservations.id, id)))[0]!.status;

  test("a guest's booking cannot be cancelled from evil.localhost or another partner's site with the guest's cookie and a text/plain body", async () => {
    const t = ctx.app();
    await otherSite(t);
    const { reservation, cookie } = await guestWithBooking(t);
    const cancel = (headers: Record<string, string>) =>
      t.request(api.customer.cancel.path({ id: reservation.ref }), { method: 'POST', headers: { host: DEMO_HOST, cookie, ...headers }, body: '{}' });

    for (const origin of ['http://evil.localhost:8080', OTHER_ORIGIN, 'https://evil.example']) {
      const refused = await cancel({ origin, 'content-type': 'text/plain' });
      expect({ origin, status: refused.status, code: ((await refused.json()) as { code: string }).code }).toEqual({ origin, status: 403, code: 'CROSS_SITE_REQUEST' });
    }
    // From the guest's own site, a text/plain body is still not a JSON call.
    const plain = await cancel({ origin: DEMO_ORIGIN, 'content-type': 'text/plain' });
    expect(plain.status).toBe(415);
    expect(await statusOf(t, reservation.id)).toBe(ReservationStatus.CONFIRM);

    const own = await cancel({ origin: DEMO_ORIGIN, 'content-type': 'application/json' });
    expect(own.status).toBe(200);
    expect(await statusOf(t, reservation.id)).toBe(ReservationStatus.CANCEL);
  });

  test('an unknown sub-domain, or a site that is not Confirmed, is refused even for the platform login', async () => {
    const t = ctx.app();
    const credentials = { email: DEMO.supplier, password: DEMO.password };
    expect((await t.post(api.auth.login.path(), credentials, { origin: 'http://evil.localhost:8080' })).status).toBe(403);
    expect((await t.post(api.auth.login.path(), credentials, { origin: 'http://evil.localhost:8080', host: 'evil.localhost:8080' })).status).toBe(403);
    const other = await otherSite(t);
    await t.handle.db.update(partnerSites).set({ status: SiteStatus.Deactivated }).where(eq(partnerSites.id, other));
    try {
      expect((await t.post(api.customer.login.path(), { email: uniqueEmail() }, { origin: OTHER_ORIGIN, host: OTHER_HOST })).status).toBe(403);
    } finally {
      await t.handle.db.update(partnerSites).set({ status: SiteStatus.Confirmed }).where(eq(partnerSites.id, other));
    }
    expect((await t.post(api.customer.login.path(), { email: uniqueEmail() }, { origin: OTHER_ORIGIN, host: OTHER_HOST })).status).toBe(200);
  });

  test("a partner site's pages make that site's calls only: its own host, and no other site named in the path, query or body", async () => {
    const t = ctx.app();
    const demo = await siteId(t, 'demo');
    const other = await otherSite(t);
    const { item } = await cruiseSlot(t, 5, 10);
    const onDemo = { origin: DEMO_ORIGIN, host: DEMO_HOST };

    expect((await t.post(api.booking.addToCart.path({ site_id: demo }), { items: [item] }, onDemo)).status).toBe(200);
    expect((await t.post(api.catalogue.catalog.path(), { site_id: demo }, onDemo)).status).toBe(200);
    expect((await t.post(api.siteContent.services.path({ siteId: demo }), { service_ids: [item.serviceable_id] }, onDemo)).status).toBe(200);

    const refused = {
      'another site in the query': await t.post(api.booking.addToCart.path({ site_id: other }), { items: [item] }, onDemo),
      'another site in the body': await t.post(api.catalogue.catalog.path(), { site_id: other }, onDemo),
      'another site in the path': await t.post(api.siteContent.services.path({ siteId: other }), { service_ids: [1] }, onDemo),
      'the same, under /gateway': await t.post(`/gateway${api.siteContent.services.path({ siteId: other })}`, { service_ids: [1] }, onDemo),
      "another site's host": await t.post(api.customer.login.path(), { email: uniqueEmail() }, { origin: DEMO_ORIGIN, host: OTHER_HOST }),
      'the platform host': await t.post(api.auth.login.path(), { email: DEMO.supplier, password: DEMO.password }, { origin: DEMO_ORIGIN }),
    };
    expect(Object.fromEntries(Object.entries(refused).map(([name, response]) => [name, response.status]))).toEqual(
      Object.fromEntries(Object.keys(refused).map((name) => [name, 403])),
    );
  });

  test("the platform's own pages may make any site's calls; search POSTs and server-to-server calls are not refused", async () => {
    const t = ctx.app();
    const other = await otherSite(t);
    expect((await t.post(api.catalogue.catalog.path(), { site_id: other }, { origin: PLATFORM_ORIGIN, host: 'localhost:8080' })).status).toBe(200);
    expect((await t.post(api.catalogue.catalog.path(), { site_id: other }, { origin: 'http://127.0.0.1:8080', host: '127.0.0.1:8080' })).status).toBe(200);

    const search = await t.request('/1/indexes/*/queries', {
      method: 'POST',
      headers: { origin: 'https://tours.partner.example', 'sec-fetch-site': 'cross-site', 'content-type': 'text/plain' },
      body: JSON.stringify({ requests: [{ indexName: 'services_en' }] }),
    });
    expect([403, 415]).not.toContain(search.status);

    // Stripe's webhook: no Origin, a JSON body with a charset; its signature (not CSRF rules) decides.
    const webhook = await t.request(api.booking.paymentWebhook.path(), {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': 't=1,v1=bad' },
      body: JSON.stringify({ id: 'evt_1', type: 'payment_intent.succeeded' }),
    });
    expect([403, 415]).not.toContain(webhook.status);
  });

  test('a JSON call refuses a body of another type with 415 and a catalogue message; JSON with a charset, and no body, pass', async () => {
    const t = ctx.app();
    const credentials = JSON.stringify({ email: DEMO.supplier, password: DEMO.password });
    for (const type of ['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const response = await t.request(api.auth.login.path(), { method: 'POST', headers: { 'content-type': type }, body: credentials });
      expect({ type, status: response.status, body: await response.json() }).toEqual({
        type,
        status: 415,
        body: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'The request body must be JSON (Content-Type: application/json).' },
      });
    }
    const charset = await t.request(api.auth.login.path(), { method: 'POST', headers: { 'content-type': 'application/json; charset=utf-8' }, body: credentials });
    expect(charset.status).toBe(200);
    expect((await t.post(api.auth.logout.path())).status).toBe(200);
  });
});

describe.each(testDatabases().filter((spec) => spec.name === 'pglite'))('page policy of partner sites', (spec) => {
  const ctx = useTestDatabase(spec);

  test("a site's own head or footer scripts are allowed on its storefront pages (https only), never on the panel's", async () => {
    const t = ctx.app();
    mkdirSync(path.join(t.env.WEB_ROOT, 'shell'), { recursive: true });
    writeFileSync(path.join(t.env.WEB_ROOT, 'shell', 'index.html'), '<!doctype html><div id="root"></div>');
    mkdirSync(t.env.REMOTES_DIR, { recursive: true });
    const demo = await siteId(t, 'demo');
    const scriptSrc = async (pathname: string) => {
      const response = await t.request(pathname, { headers: { ...HTML, host: DEMO_HOST } });
      const policy = response.headers.get('content-security-policy') ?? '';
      return policy.split(';').map((part) => part.trim()).find((part) => part.startsWith('script-src'));
    };
    expect(await scriptSrc('/en')).toBe("script-src 'self'");
    await t.handle.db
      .update(partnerSites)
      .set({ scriptSettings: { head_scripts: '<script async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script>', footer_scripts: '' } })
      .where(eq(partnerSites.id, demo));
    try {
      expect(await scriptSrc('/en')).toBe("script-src 'self' 'unsafe-inline' https:");
      expect(await scriptSrc('/en/login')).toBe("script-src 'self'");
    } finally {
      await t.handle.db.update(partnerSites).set({ scriptSettings: { head_scripts: '', footer_scripts: '' } }).where(eq(partnerSites.id, demo));
    }
  });
});

describe('requireJsonBodies', () => {
  const app = new Hono();
  app.onError(handleError);
  app.use(requireJsonBodies({ otherTypes: [{ pattern: '/upload/:id', types: ['multipart/form-data'] }] }));
  app.post('/upload/:id', (c) => c.text('stored'));
  app.post('/other', (c) => c.text('stored'));
  const multipart = { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: '--x--' };

  test('a route declared with another body type accepts it; every other route still wants JSON', async () => {
    expect((await app.request('/upload/7', multipart)).status).toBe(200);
    expect((await app.request('/other', multipart)).status).toBe(415);
    expect((await app.request('/upload/7', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' })).status).toBe(415);
  });
});

describe.each(testDatabases().filter((spec) => spec.name === 'pglite'))('security headers', (spec) => {
  const ctx = useTestDatabase(spec, { seed: false });

  function withShell(t: TestApp) {
    mkdirSync(path.join(t.env.WEB_ROOT, 'shell'), { recursive: true });
    writeFileSync(path.join(t.env.WEB_ROOT, 'shell', 'index.html'), '<!doctype html><div id="root"></div>');
    mkdirSync(t.env.REMOTES_DIR, { recursive: true });
    return t;
  }
  const page = (t: TestApp, pathname: string, headers: Record<string, string> = {}, base = 'http://localhost') =>
    t.request(`${base}${pathname}`, { headers: { ...HTML, ...headers } });
  const directives = (response: Response) =>
    Object.fromEntries(
      (response.headers.get('content-security-policy') ?? '')
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .filter(([name]) => name)
        .map(([name, ...values]) => [name!, values]),
    );

  test('panel, admin and storefront pages carry a CSP that forbids framing, and a Permissions-Policy', async () => {
    const t = withShell(ctx.app());
    for (const pathname of ['/en/login', '/en/npanel/sites', '/en/admin/settings', '/en']) {
      const response = await page(t, pathname);
      const csp = directives(response);
      expect({ pathname, frame: csp['frame-ancestors'], xfo: response.headers.get('x-frame-options') }).toEqual({ pathname, frame: ["'none'"], xfo: 'DENY' });
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'self'"]);
      // emotion (Chakra) writes <style> elements at run time.
      expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'https:']));
      expect(csp['connect-src']).toEqual(["'self'"]);
      expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\)/);
      expect(response.headers.get('permissions-policy')).toMatch(/payment=\(self/);
    }
  });

  test('only the widget pages may be framed, by any site', async () => {
    const t = withShell(ctx.app());
    for (const pathname of ['/en/widget', '/6f1c3b9a-0000-4000-8000-000000000001/gotohubwidget']) {
      const response = await page(t, pathname);
      expect({ pathname, frame: directives(response)['frame-ancestors'], xfo: response.headers.get('x-frame-options') }).toEqual({ pathname, frame: ['*'], xfo: null });
    }
  });

  test('Stripe and Algolia hosts are allowed only when they are configured', async () => {
    const configured = withShell(
      ctx.app({
        STRIPE_SECRET_KEY: 'sk_test_abc',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
        STRIPE_WEBHOOK_SECRET: 'whsec_abc',
        ALGOLIA_APP_ID: 'APPID42',
        ALGOLIA_API_KEY: 'admin-key-123',
        ALGOLIA_SEARCH_API_KEY: 'search-key-123',
      }),
    );
    const csp = directives(await page(configured, '/en'));
    expect(csp['script-src']).toEqual(expect.arrayContaining(["'self'", 'https://js.stripe.com']));
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['frame-src']).toEqual(expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']));
    expect(csp['connect-src']).toEqual(expect.arrayContaining(["'self'", 'https://api.stripe.com', 'https://APPID42-dsn.algolia.net', 'https://APPID42-1.algolianet.com']));
  });

  test('HSTS only over https: the request itself, or X-Forwarded-Proto from a trusted proxy', async () => {
    const trusting = withShell(ctx.app({ TRUST_PROXY: '1' }));
    const trustingNone = withShell(ctx.app({ TRUST_PROXY: '0' }));
    const hsts = (response: Response) => response.headers.get('strict-transport-security');
    expect(hsts(await page(trusting, '/en/login', {}, 'https://localhost'))).toBe('max-age=31536000; includeSubDomains');
    expect(hsts(await page(trusting, '/en/login', { 'x-forwarded-proto': 'https' }))).toBe('max-age=31536000; includeSubDomains');
    expect(hsts(await trusting.request(api.health.path(), { headers: { 'x-forwarded-proto': 'https' } }))).toBe('max-age=31536000; includeSubDomains');
    expect(hsts(await page(trusting, '/en/login'))).toBeNull();
    expect(hsts(await page(trustingNone, '/en/login', { 'x-forwarded-proto': 'https' }))).toBeNull();
  });
});
