/**
 * Cross-tenant access (issue 11): every owned resource type, tried by its owner, by callers acting inside the
 * owner's scope (an operator of a partner), and by foreign tenants. A foreign id answers 404, the very answer an id
 * that does not exist gets, and never the resource; insiders get what the owner gets.
 *
 * To add a resource type, append a row to OWNED_RESOURCES with `owned(...)`: `setup` makes (or finds) one resource of
 * `owner` and returns its ids, `missing` are ids nobody owns, and `calls` are the routes that take those ids. Order
 * `calls` so that a call which changes the resource (a cancel, a delete) comes last: each call is tried by the
 * foreign callers first, then the insiders, then the owner.
 */
import { and, eq, like } from 'drizzle-orm';
import { ConfirmAnswerSchema, HoldAnswerSchema } from 'shared-contracts/booking';
import { ErrorEnvelopeSchema } from 'shared-contracts/common';
import { CustomerSessionAnswerSchema } from 'shared-contracts/customer';
import { Policy, SiteStatus } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import { PartnerSiteListAnswerSchema } from 'shared-contracts/sites';
import * as v from 'valibot';
import { createBackground } from '../background';
import { partnerSiteSettings, partnerSites, userPolicies, users } from '../db/schema/core';
import { mailOutbox } from '../db/schema/mail';
import { siteBuckets, siteBucketServices } from '../db/schema/site-content';
import { addToCart, confirm, cruiseSlot, hold, json, ORDER, packageSlot, stateOf } from '../modules/booking/testing/fixtures';
import { CUSTOMER_LOGIN_MAIL_JOB } from '../modules/customer/auth/customer-auth.service';
import { serviceId, siteId } from './catalogue-fixtures';
import { oneTestDatabase } from './databases';
import { DEMO, type TestApp, useTestDatabase } from './harness';

/** Who calls: a panel user (demo account) or a guest customer (by e-mail, logged in through the real link). */
type Caller = { kind: 'panel'; email: string } | { kind: 'customer'; email: string };
const panel = (email: string): Caller => ({ kind: 'panel', email });
const customer = (label: string): Caller => ({ kind: 'customer', email: `${label}-${Date.now()}@example.test` });

interface Call<Ids> {
  name: string;
  method?: 'GET' | 'POST';
  path(ids: Ids): string;
  body?: unknown;
  /** The body, when it names the ids. */
  bodyOf?(ids: Ids): unknown;
}

interface OwnedResource<Ids> {
  name: string;
  owner: Caller;
  /** Callers acting inside the owner's scope: they get what the owner gets. */
  insiders?: Caller[];
  foreign: Caller[];
  setup(t: TestApp): Promise<Ids>;
  /** Well-formed ids that nobody owns. */
  missing(ids: Ids): Ids;
  calls: Call<Ids>[];
}

/** Keeps each row's id type for its own calls while the table holds rows of every type. */
const owned = <Ids>(row: OwnedResource<Ids>) => row as unknown as OwnedResource<unknown>;

const NO_UUID = '7a1b7c1e-4d3f-4c59-9a55-0b5f4c2d9e11';
const NO_ID = 999_999;
const STOREFRONT = 'http://demo.localhost:8080';

const sitesOwner = panel(DEMO.partner);
const guest = customer('owner');
const stranger = customer('stranger');

const siteCalls: Call<{ id: number }>[] = [
  { name: 'site by id', path: ({ id }) => api.partnerSites.byId.path({ id }) },
  { name: 'site settings', path: ({ id }) => api.partnerSites.settings.path({ id }) },
  { name: 'site by id under /gateway', path: ({ id }) => `/gateway${api.partnerSites.byId.path({ id })}` },
];

/** One site of duo@wayhub.test (the seed gives duo none): a partner outside partner@wayhub.test's scope. */
async function duoSite(t: TestApp): Promise<number> {
  const [existing] = await t.handle.db.select({ id: partnerSites.id }).from(partnerSites).where(eq(partnerSites.subDomain, 'duo-tenancy'));
  if (existing) return existing.id;
  const [duo] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.duo));
  const [row] = await t.handle.db
    .insert(partnerSites)
    .values({
      ownerUserId: duo!.id,
      name: 'Duo Trips',
      subDomain: 'duo-tenancy',
      status: SiteStatus.Confirmed,
      generalSettings: { company_name: 'Duo AS', favicon_icon: null, primary_page_id: null, language: { enabled_language: ['en'], primary_language: 'en' } },
    })
    .returning({ id: partnerSites.id });
  await t.handle.db.insert(partnerSiteSettings).values({ siteId: row!.id, setting: 'HEADER_LOGO_BLACK', value: 'duo' });
  return row!.id;
}

type BucketIds = { siteId: number; bucketId: number; serviceId: number };

/**
 * A bucket's calls. The move names a service already in the bucket, so it keeps its place and every caller's answer
 * is the owner's. The site builder's calls need PARTNER_SITE_BUILDER_POLICY, which the demo operator is given here.
 */
const bucketCalls: Call<BucketIds>[] = [
  { name: 'bucket list', path: ({ siteId }) => api.partnerBuckets.list.path({ siteId }) },
  {
    name: 'move services',
    method: 'POST',
    path: ({ siteId, bucketId }) => api.partnerBuckets.moveServices.path({ siteId, bucketId }),
    bodyOf: ({ serviceId }) => ({ service_ids: [serviceId] }),
  },
];

async function grantSiteBuilder(t: TestApp, email: string): Promise<void> {
  const [user] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  await t.handle.db.insert(userPolicies).values({ userId: user!.id, policy: Policy.PARTNER_SITE_BUILDER_POLICY }).onConflictDoNothing();
}

/** The first bucket of a site (made, with one service in it, when the site has none) and its first service. */
async function firstBucket(t: TestApp, site: number): Promise<BucketIds> {
  let [bucket] = await t.handle.db.select({ id: siteBuckets.id }).from(siteBuckets).where(eq(siteBuckets.siteId, site)).orderBy(siteBuckets.position).limit(1);
  if (!bucket) {
    [bucket] = await t.handle.db.insert(siteBuckets).values({ siteId: site, name: 'Duo picks' }).returning({ id: siteBuckets.id });
    await t.handle.db.insert(siteBucketServices).values({ bucketId: bucket!.id, serviceId: await serviceId(t, 'oslo-city-bike-tour') });
  }
  const [member] = await t.handle.db
    .select({ serviceId: siteBucketServices.serviceId })
    .from(siteBucketServices)
    .where(eq(siteBucketServices.bucketId, bucket!.id))
    .orderBy(siteBucketServices.position)
    .limit(1);
  return { siteId: site, bucketId: bucket!.id, serviceId: member!.serviceId };
}

type Booking = { id: string; paymentId: string; packageId: string };

/** A confirmed cruise and a confirmed package, both with `email` as the payer. */
async function guestBookings(t: TestApp, email: string): Promise<Booking> {
  const book = async (site: number, item: unknown) => {
    const cartRef = await addToCart(t, site, [item]);
    await json(HoldAnswerSchema, await hold(t, site, cartRef, {}, { order: { ...ORDER, email } }));
    const confirmed = (await json(ConfirmAnswerSchema, await confirm(t, site, cartRef))).data;
    return { paymentId: confirmed.payment_uuid, uuid: (await stateOf(t, cartRef)).rows[0]!.ref };
  };
  const tour = await cruiseSlot(t, 3, 10);
  const single = await book(tour.site, tour.item);
  const slot = await packageSlot(t, 5, 10);
  const trip = await book(slot.site, slot.item);
  return { id: single.uuid, paymentId: trip.paymentId, packageId: trip.uuid };
}

const OWNED_RESOURCES: OwnedResource<unknown>[] = [
  owned<{ id: number }>({
    name: 'a partner site (partner@wayhub.test’s, its operator inside the scope)',
    owner: sitesOwner,
    insiders: [panel(DEMO.operator)],
    foreign: [panel(DEMO.duo)],
    setup: async (t) => ({ id: await siteId(t, 'demo') }),
    missing: () => ({ id: NO_ID }),
    calls: siteCalls,
  }),
  owned<{ id: number }>({
    name: 'a partner site of another partner (duo@wayhub.test’s)',
    owner: panel(DEMO.duo),
    foreign: [sitesOwner, panel(DEMO.operator)],
    setup: async (t) => ({ id: await duoSite(t) }),
    missing: () => ({ id: NO_ID }),
    calls: siteCalls,
  }),
  owned<BucketIds>({
    name: 'a partner bucket (of partner@wayhub.test’s site; its operator, given the site-builder policy, inside the scope)',
    owner: sitesOwner,
    insiders: [panel(DEMO.operator)],
    foreign: [panel(DEMO.duo)],
    setup: async (t) => {
      await grantSiteBuilder(t, DEMO.operator);
      return firstBucket(t, await siteId(t, 'demo'));
    },
    missing: (ids) => ({ ...ids, siteId: NO_ID, bucketId: NO_ID }),
    calls: bucketCalls,
  }),
  owned<BucketIds>({
    name: 'a partner bucket of another partner (duo@wayhub.test’s site)',
    owner: panel(DEMO.duo),
    foreign: [sitesOwner, panel(DEMO.operator)],
    setup: async (t) => {
      await grantSiteBuilder(t, DEMO.operator);
      return firstBucket(t, await duoSite(t));
    },
    missing: (ids) => ({ ...ids, siteId: NO_ID, bucketId: NO_ID }),
    calls: bucketCalls,
  }),
  owned<Booking>({
    name: 'a guest’s reservations',
    owner: guest,
    foreign: [stranger],
    // A guest with no booking gets no login link: the stranger books something of their own first.
    setup: async (t) => {
      await guestBookings(t, stranger.email);
      return guestBookings(t, guest.email);
    },
    missing: () => ({ id: NO_UUID, paymentId: NO_UUID, packageId: NO_UUID }),
    calls: [
      { name: 'single reservation', path: ({ id }) => api.customer.reservation.path({ id }) },
      { name: 'package reservation', path: ({ paymentId, packageId }) => api.customer.packageReservation.path({ paymentId, id: packageId }) },
      { name: 'cancellation policy', path: ({ id }) => api.customer.cancellationPolicy.path({ id }) },
      { name: 'cancel', method: 'POST', path: ({ id }) => api.customer.cancel.path({ id }), body: {} },
    ],
  }),
];

describe.each(oneTestDatabase())('cross-tenant access on $name', (spec) => {
  const ctx = useTestDatabase(spec);
  const quiet = { log: { error: () => undefined, warn: () => undefined } };

  /** The caller's bearer token: a panel login, or a customer session opened through the e-mailed link. */
  async function tokenOf(t: TestApp, caller: Caller): Promise<string> {
    if (caller.kind === 'panel') return (await t.login(caller.email)).token;
    expect((await t.post(api.customer.login.path(), { email: caller.email }, { origin: STOREFRONT, host: new URL(STOREFRONT).host })).status).toBe(200);
    await createBackground({ db: t.handle.db, clock: t.clock, worker: quiet }).worker.runUntilIdle();
    const mails = await t.handle.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, caller.email), like(mailOutbox.dedupeKey, `${CUSTOMER_LOGIN_MAIL_JOB}:%`)));
    const link = mails.at(-1)?.body.match(/token=([A-Za-z0-9_-]+)/)?.[1];
    if (!link) throw new Error(`no login link was mailed to ${caller.email}`);
    const session = await json(CustomerSessionAnswerSchema, await t.post(api.customer.loginToken.path(), { token: link }, { origin: STOREFRONT, host: new URL(STOREFRONT).host }));
    return session.data.customer_token;
  }

  const send = (t: TestApp, call: Call<unknown>, ids: unknown, token: string) => {
    const body = call.bodyOf ? call.bodyOf(ids) : call.body;
    return t.request(call.path(ids), {
      method: call.method ?? 'GET',
      // On the demo site's host: a guest session answers only on the site it was opened on.
      headers: { host: new URL(STOREFRONT).host, authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  };

  async function notFoundBody(response: Response): Promise<unknown> {
    const text = await response.text();
    expect({ status: response.status, text }).toMatchObject({ status: 404 });
    const body = v.parse(ErrorEnvelopeSchema, JSON.parse(text));
    expect(body).not.toHaveProperty('data');
    return body;
  }

  test.each(OWNED_RESOURCES.map((row) => [row.name, row] as const))('%s: a foreign id answers 404', async (_name, row) => {
    const t = ctx.app();
    // Customer ids are resolved before anyone logs in: a login link is only mailed to an address with bookings.
    const ids = await row.setup(t);
    const tokens = async (callers: Caller[] = []) => Promise.all(callers.map((caller) => tokenOf(t, caller)));
    const [owner] = await tokens([row.owner]);
    const insiders = await tokens(row.insiders);
    const foreign = await tokens(row.foreign);

    for (const call of row.calls) {
      const missing = await notFoundBody(await send(t, call, row.missing(ids), owner!));
      for (const [index, token] of foreign.entries()) {
        const response = await send(t, call, ids, token);
        expect({ call: call.name, foreign: row.foreign[index]!.email, status: response.status }).toMatchObject({ status: 404 });
        expect(await notFoundBody(response)).toEqual(missing);
      }
      for (const [index, token] of [...insiders, owner!].entries()) {
        const response = await send(t, call, ids, token);
        const who = index < insiders.length ? row.insiders![index]!.email : row.owner.email;
        expect({ call: call.name, caller: who, status: response.status }).toMatchObject({ status: 200 });
      }
    }
  });

  test('site lists: a partner and its operator list the same sites, none of another partner’s', async () => {
    const t = ctx.app();
    const foreignSite = await duoSite(t);
    const listOf = async (email: string) => {
      const response = await t.request(api.partnerSites.list.path({ item_per_page: -1, left_off: -1 }), {
        headers: { authorization: `Bearer ${(await t.login(email)).token}` },
      });
      return v.parse(PartnerSiteListAnswerSchema, await response.json()).data;
    };
    const partner = await listOf(DEMO.partner);
    expect(partner.data.map((site) => site.sub_domain)).toEqual(['demo', 'demo-paylater']);
    expect(await listOf(DEMO.operator)).toEqual(partner);
    const duo = await listOf(DEMO.duo);
    expect(duo.data.map((site) => site.id)).toEqual([foreignSite]);
    expect(duo.total).toBe(1);
  });
});
