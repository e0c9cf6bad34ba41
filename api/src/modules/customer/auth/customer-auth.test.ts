import { and, eq, like } from 'drizzle-orm';
import { ErrorEnvelopeSchema } from 'shared-contracts/common';
import { COOKIES } from 'shared-contracts/constants';
import { CustomerLoginAnswerSchema, CustomerSessionAnswerSchema, CustomerSessionProbeAnswerSchema } from 'shared-contracts/customer';
import { api } from 'shared-contracts/paths';
import { createBackground } from '../../../background';
import { partnerSites } from '../../../db/schema/core';
import { customerLoginTokens, customerSessions } from '../../../db/schema/customer';
import { mailOutbox } from '../../../db/schema/mail';
import { siteLinkFromEnv } from '../../../lib/site-link';
import { oneTestDatabase } from '../../../test/databases';
import { DEMO, type TestApp, useTestDatabase } from '../../../test/harness';
import { addToCart, confirm, cruiseSlot, hold, json, ORDER } from '../../booking/testing/fixtures';
import { CUSTOMER_LOGIN_MAIL_JOB, hashToken } from './customer-auth.service';

/** The demo storefront, as a browser on it sends the customer calls. */
const STOREFRONT = 'http://demo.localhost:8080';
const DEMO_HOST = new URL(STOREFRONT).host;
/** The other seeded partner site. */
const PAYLATER_HOST = 'demo-paylater.localhost:8080';
const HOUR = 60 * 60_000;
const LINK = /^http:\/\/demo\.localhost:8080\/(\w+)\/customer-reservation\/login\/token\?token=([A-Za-z0-9_-]+)$/m;

let counter = 0;
/** An address no other test has used (the tests share a database and, once they book, a clock). */
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${++counter}@example.test`;
const uniqueIp = () => `198.51.100.${(++counter % 250) + 1}`;

describe.each(oneTestDatabase())('customer login link and session on $name', (spec) => {
  const ctx = useTestDatabase(spec);

  /** A confirmed booking on the demo site with `email` as the payer, made in `locale`. */
  async function book(t: TestApp, email: string, locale = 'en') {
    const tour = await cruiseSlot(t, 3, 5);
    const cartRef = await addToCart(t, tour.site, [tour.item]);
    expect((await hold(t, tour.site, cartRef, { 'APP-LOCALE': locale }, { order: { ...ORDER, email } })).status).toBe(200);
    expect((await confirm(t, tour.site, cartRef)).status).toBe(200);
  }

  const requestLink = (t: TestApp, email: string, headers: Record<string, string> = {}) =>
    t.post(api.customer.login.path(), { email }, { origin: STOREFRONT, host: new URL(STOREFRONT).host, ...headers });

  const openLink = (t: TestApp, token: string) => t.post(api.customer.loginToken.path(), { token }, { origin: STOREFRONT, host: new URL(STOREFRONT).host });

  /** Runs the mail jobs, then the login-link mails the outbox holds for `email`. */
  async function loginMails(t: TestApp, email: string) {
    const worker = { log: { error: () => undefined, warn: () => undefined } };
    await createBackground({ db: t.handle.db, clock: t.clock, siteLink: siteLinkFromEnv(t.env), worker }).worker.runUntilIdle();
    return t.handle.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), like(mailOutbox.dedupeKey, `${CUSTOMER_LOGIN_MAIL_JOB}:%`)));
  }

  /** Requests a link for `email` and returns the token of the mail it produced. */
  async function mailedToken(t: TestApp, email: string) {
    await json(CustomerLoginAnswerSchema, await requestLink(t, email));
    const mails = await loginMails(t, email);
    expect(mails).toHaveLength(1);
    const token = mails[0]!.body.match(LINK)?.[2];
    expect(token).toBeDefined();
    return token!;
  }

  async function expectRefused(response: Response, status: number, code: string, message?: string) {
    const body = await json(ErrorEnvelopeSchema, response, status);
    expect(body.code).toBe(code);
    if (message) expect(body.message).toBe(message);
  }

  test('the answer is the same with and without bookings; only the booked address gets a link, and the link opens a session', async () => {
    const t = ctx.app();
    const booked = uniqueEmail('booked');
    const stranger = uniqueEmail('stranger');
    await book(t, booked);

    const a = await requestLink(t, booked.toUpperCase());
    const b = await requestLink(t, stranger);
    expect([a.status, b.status]).toEqual([200, 200]);
    const [bodyA, bodyB] = [await a.text(), await b.text()];
    expect(bodyA).toBe(bodyB);
    expect(JSON.parse(bodyA)).toEqual({ data: { sent: true } });
    // The same work before answering: a stored request and a queued job for each.
    for (const email of [booked, stranger]) {
      expect(await t.handle.db.select().from(customerLoginTokens).where(eq(customerLoginTokens.email, email))).toHaveLength(1);
    }

    expect(await loginMails(t, stranger)).toHaveLength(0);
    const mails = await loginMails(t, booked);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toContain('login link');
    const [, lang, token] = mail.body.match(LINK)!;
    expect(lang).toBe('en');
    expect(mail.htmlBody).toContain(`token=${token}`);

    // Hashed at rest, and at least 128 random bits in the link.
    const [row] = await t.handle.db.select().from(customerLoginTokens).where(eq(customerLoginTokens.email, booked));
    expect(row!.tokenHash).not.toBe(token);
    expect(row!.tokenHash).toBe(hashToken(token!));
    expect(Buffer.from(token!, 'base64url').length * 8).toBeGreaterThanOrEqual(128);

    const opened = await openLink(t, token!);
    const session = (await json(CustomerSessionAnswerSchema, opened)).data;
    expect(session.email).toBe(booked);
    expect(new Date(session.expires_at).getTime()).toBe(t.clock.now().getTime() + 24 * HOUR);
    const cookie = opened.headers.getSetCookie().find((line) => line.startsWith(`${COOKIES.customerToken.name}=`));
    expect(cookie).toBeDefined();
    expect(cookie).toContain(`${COOKIES.customerToken.name}=${session.customer_token}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=86400/);
    // The session token is stored hashed too.
    const sessions = await t.handle.db.select().from(customerSessions).where(eq(customerSessions.email, booked));
    expect(sessions.map((s) => s.tokenHash)).toEqual([hashToken(session.customer_token)]);

    const probe = await t.request(api.customer.session.path(), { headers: { host: DEMO_HOST, authorization: `Bearer ${session.customer_token}` } });
    expect((await json(CustomerSessionProbeAnswerSchema, probe)).data).toEqual({ email: booked });
  });

  test('a link works once: the second opening is refused as used', async () => {
    const t = ctx.app();
    const email = uniqueEmail('once');
    await book(t, email);

    const token = await mailedToken(t, email);
    expect((await openLink(t, token)).status).toBe(200);
    await expectRefused(await openLink(t, token), 410, 'LINK_USED', 'This login link has already been used. Request a new one.');

  });

  test('a link opened after 1 hour is refused as expired; one opened just before is accepted', async () => {
    const t = ctx.app();
    const first = uniqueEmail('expiry-a');
    const second = uniqueEmail('expiry-b');
    await book(t, first);
    await book(t, second);
    const expired = await mailedToken(t, first);
    const inTime = await mailedToken(t, second);

    t.clock.advance(HOUR - 1000);
    expect((await openLink(t, inTime)).status).toBe(200);
    t.clock.advance(1000);
    await expectRefused(await openLink(t, expired), 410, 'LINK_EXPIRED', 'This login link has expired. Request a new one.');

    await expectRefused(await openLink(t, 'not-a-token-we-issued'), 401, 'LINK_INVALID');
  });

  test('at most 5 links per e-mail per hour: the 6th is refused with 429, and allowed again once the hour has passed', async () => {
    const t = ctx.app();
    const email = uniqueEmail('limit');
    for (let i = 0; i < 5; i++) expect((await requestLink(t, email)).status).toBe(200);
    const refused = await requestLink(t, email.toUpperCase());
    await expectRefused(refused, 429, 'RATE_LIMITED', 'Too many login links were requested. Please wait a while and try again.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // A refused request is not stored (and queues nothing).
    expect(await t.handle.db.select().from(customerLoginTokens).where(eq(customerLoginTokens.email, email))).toHaveLength(5);
    // Another address is not affected.
    expect((await requestLink(t, uniqueEmail('other'))).status).toBe(200);

    t.clock.advance(HOUR);
    expect((await requestLink(t, email)).status).toBe(200);
  });

  test('the limits hold under concurrency: 12 simultaneous requests for one address store exactly 5 links', async () => {
    const t = ctx.app();
    const email = uniqueEmail('race');
    const statuses = (await Promise.all(Array.from({ length: 12 }, () => requestLink(t, email)))).map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    expect(await t.handle.db.select().from(customerLoginTokens).where(eq(customerLoginTokens.email, email))).toHaveLength(5);
  });

  test('at most 20 links per IP per 10 minutes: the 21st is refused with 429, and allowed again after the window', async () => {
    const t = ctx.app();
    const ip = uniqueIp();
    const from = { 'x-forwarded-for': ip };
    for (let i = 0; i < 20; i++) expect((await requestLink(t, uniqueEmail('ip'), from)).status).toBe(200);
    await expectRefused(await requestLink(t, uniqueEmail('ip'), from), 429, 'RATE_LIMITED', 'Too many login links were requested. Please wait a while and try again.');
    // Another client is not affected.
    expect((await requestLink(t, uniqueEmail('ip'), { 'x-forwarded-for': uniqueIp() })).status).toBe(200);

    t.clock.advance(10 * 60_000);
    expect((await requestLink(t, uniqueEmail('ip'), from)).status).toBe(200);
  });

  test('the session works by bearer and by cookie; logout revokes it; panel and customer tokens are not interchangeable', async () => {
    const t = ctx.app();
    const email = uniqueEmail('session');
    await book(t, email);
    const opened = await openLink(t, await mailedToken(t, email));
    const { customer_token: token } = (await json(CustomerSessionAnswerSchema, opened)).data;
    const probe = (headers: Record<string, string>) => t.request(api.customer.session.path(), { headers: { host: DEMO_HOST, ...headers } });

    expect((await json(CustomerSessionProbeAnswerSchema, await probe({ authorization: `Bearer ${token}` }))).data.email).toBe(email);
    expect((await json(CustomerSessionProbeAnswerSchema, await probe({ cookie: `${COOKIES.customerToken.name}=${token}` }))).data.email).toBe(email);
    await expectRefused(await probe({}), 401, 'UNAUTHENTICATED');

    // A panel access token, as bearer or in either cookie, is no customer session.
    const panel = await t.login(DEMO.admin);
    expect(panel.response.status).toBe(200);
    await expectRefused(await probe({ authorization: `Bearer ${panel.token}` }), 401, 'UNAUTHENTICATED');
    await expectRefused(await probe({ cookie: `${COOKIES.customerToken.name}=${panel.token}` }), 401, 'UNAUTHENTICATED');
    await expectRefused(await probe({ cookie: panel.jar.header() }), 401, 'UNAUTHENTICATED');
    // …and the customer token is no panel session.
    expect((await t.request(api.users.current.path(), { headers: { authorization: `Bearer ${panel.token}` } })).status).toBe(200);
    await expectRefused(await t.request(api.users.current.path(), { headers: { authorization: `Bearer ${token}` } }), 401, 'UNAUTHENTICATED');
    await expectRefused(await t.request(api.users.current.path(), { headers: { cookie: `${COOKIES.customerToken.name}=${token}` } }), 401, 'UNAUTHENTICATED');

    // Logout by cookie revokes the session and clears the cookie; the bearer copy is dead too.
    const out = await t.post(api.customer.logout.path(), undefined, { origin: STOREFRONT, host: new URL(STOREFRONT).host, cookie: `${COOKIES.customerToken.name}=${token}` });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().some((line) => line.startsWith(`${COOKIES.customerToken.name}=;`) && /Max-Age=0/i.test(line))).toBe(true);
    await expectRefused(await probe({ authorization: `Bearer ${token}` }), 401, 'UNAUTHENTICATED');
    await expectRefused(await probe({ cookie: `${COOKIES.customerToken.name}=${token}` }), 401, 'UNAUTHENTICATED');
  });

  test('a session ends after 1 day', async () => {
    const t = ctx.app();
    const email = uniqueEmail('day');
    await book(t, email);
    const { customer_token: token } = (await json(CustomerSessionAnswerSchema, await openLink(t, await mailedToken(t, email)))).data;
    const probe = () => t.request(api.customer.session.path(), { headers: { host: DEMO_HOST, authorization: `Bearer ${token}` } });
    t.clock.advance(24 * HOUR - 1000);
    expect((await probe()).status).toBe(200);
    t.clock.advance(1000);
    await expectRefused(await probe(), 401, 'UNAUTHENTICATED');
  });

  test('the link is built from the site record, whatever Origin the request names', async () => {
    const t = ctx.app();
    const email = uniqueEmail('origin');
    await book(t, email);
    // A page on the demo host but another port (the same-host check lets it through): it must not pick the link.
    const elsewhere = { origin: 'http://demo.localhost:9999', host: 'demo.localhost:9999' };
    expect((await t.post(api.customer.login.path(), { email }, elsewhere)).status).toBe(200);
    const [mail] = await loginMails(t, email);
    expect(mail!.body).toMatch(LINK);
    expect(mail!.body).not.toContain('9999');
  });

  test('a site without a stored address gets its link from the configuration, not from the request', async () => {
    const t = ctx.app({ PORT: '8181' });
    const email = uniqueEmail('configured');
    await book(t, email);
    const [demo] = await t.handle.db.select().from(partnerSites).where(eq(partnerSites.subDomain, 'demo'));
    await t.handle.db.update(partnerSites).set({ link: null }).where(eq(partnerSites.id, demo!.id));
    try {
      expect((await t.post(api.customer.login.path(), { email }, { origin: 'http://demo.localhost:9999', host: 'demo.localhost:9999' })).status).toBe(200);
      const [mail] = await loginMails(t, email);
      expect(mail!.body).toMatch(/^http:\/\/demo\.localhost:8181\/en\/customer-reservation\/login\/token\?token=/m);
    } finally {
      await t.handle.db.update(partnerSites).set({ link: demo!.link }).where(eq(partnerSites.id, demo!.id));
    }
  });

  test('a session answers only on the site it was opened on: elsewhere the guest is logged out', async () => {
    const t = ctx.app();
    const email = uniqueEmail('scoped');
    await book(t, email);
    const { customer_token: token } = (await json(CustomerSessionAnswerSchema, await openLink(t, await mailedToken(t, email)))).data;
    const probeOn = (host: string, headers: Record<string, string>) => t.request(api.customer.session.path(), { headers: { host, ...headers } });

    expect((await probeOn(DEMO_HOST, { authorization: `Bearer ${token}` })).status).toBe(200);
    expect((await probeOn(DEMO_HOST, { cookie: `${COOKIES.customerToken.name}=${token}` })).status).toBe(200);
    // Carried to another partner's storefront (or to the platform host), by bearer or by cookie: a logged-out guest.
    for (const host of [PAYLATER_HOST, 'localhost:8080']) {
      await expectRefused(await probeOn(host, { authorization: `Bearer ${token}` }), 401, 'UNAUTHENTICATED');
      await expectRefused(await probeOn(host, { cookie: `${COOKIES.customerToken.name}=${token}` }), 401, 'UNAUTHENTICATED');
    }
    const list = await t.post(api.customer.reservationList.path(), {}, { host: PAYLATER_HOST, authorization: `Bearer ${token}` });
    await expectRefused(list, 401, 'UNAUTHENTICATED');
  });

  test('a link opens a session only on the site it was requested on; elsewhere it stays unspent', async () => {
    const t = ctx.app();
    const email = uniqueEmail('link-site');
    await book(t, email);
    const token = await mailedToken(t, email);
    const onPaylater = await t.post(api.customer.loginToken.path(), { token }, { origin: `http://${PAYLATER_HOST}`, host: PAYLATER_HOST });
    await expectRefused(onPaylater, 401, 'LINK_INVALID');
    expect((await openLink(t, token)).status).toBe(200);
  });

  test('the mail is in Swedish, with a Swedish link, for a booking made in sv', async () => {
    const t = ctx.app();
    const email = uniqueEmail('sv');
    await book(t, email, 'sv');
    // The storefront is in English now, but the booking was made in Swedish.
    await json(CustomerLoginAnswerSchema, await requestLink(t, email, { 'APP-LOCALE': 'en' }));
    const [mail] = await loginMails(t, email);
    expect(mail!.subject).toMatch(/^Din inloggningslänk/);
    expect(mail!.body).toContain('Länken gäller i 1 timme och kan användas en gång.');
    expect(mail!.htmlBody).toContain('Länken gäller i 1 timme');
    expect(mail!.body.match(LINK)?.[1]).toBe('sv');
  });
});
