/**
 * A partner's buckets (spec 002 §7.4; ADR 0011): listing a site's buckets and moving services into one, which is how
 * a service goes on sale through a site. Moves run on sites made for each test, so the demo site keeps its seed.
 */
import { and, eq } from 'drizzle-orm';
import { BucketListAnswerSchema, MoveServicesAnswerSchema, type Bucket } from 'shared-contracts/buckets';
import { SEARCH } from 'shared-contracts/constants';
import { GeneralStatus, Policy, ProductKind, SiteStatus } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import { TourStateAnswerSchema } from 'shared-contracts/tours';
import { createBackground } from '../../../background';
import { services } from '../../../db/schema/catalogue';
import { partnerSites, userPolicies } from '../../../db/schema/core';
import { siteBuckets } from '../../../db/schema/site-content';
import { SEED_BUCKETS } from '../../../db/seed/seed-data';
import { serviceId, siteId } from '../../../test/catalogue-fixtures';
import { testDatabases } from '../../../test/databases';
import { DEMO, type TestApp, useTestDatabase } from '../../../test/harness';
import { answer, createTour, makeSellable, refusal, send, userId } from '../tours/testing/tour-fixtures';

const CREDENTIALS = '?x-algolia-api-key=public-search-key&x-algolia-application-id=WAYHUB';
const EN = SEARCH.indexName('services', 'en');
const quiet = { error: () => undefined, warn: () => undefined };
const NO_ID = 999_999;

/** The ids of the storefront search hits for `query` among the services a site sells. */
async function searchSite(t: TestApp, site: number, query: string): Promise<number[]> {
  const response = await t.request(`/1/indexes/${EN}/query${CREDENTIALS}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: JSON.stringify({ query, filters: `type:service AND site_ids:${site}` }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { hits: { objectID: string }[] }).hits.map((hit) => Number(hit.objectID));
}

/** Seeded services by slug, one query at a time (a PostgreSQL client runs one query at once). */
async function serviceIds(t: TestApp, slugs: readonly string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const slug of slugs) ids.push(await serviceId(t, slug));
  return ids;
}

let sites = 0;

describe.each(testDatabases())('partner buckets on $name', (spec) => {
  const ctx = useTestDatabase(spec);

  const token = async (t: TestApp, email: string) => (await t.login(email)).token;
  const list = (t: TestApp, auth: string, site: number) => send(t, auth, 'GET', api.partnerBuckets.list.path({ siteId: site }));
  const move = (t: TestApp, auth: string, site: number, bucketId: number, body: unknown) =>
    send(t, auth, 'POST', api.partnerBuckets.moveServices.path({ siteId: site, bucketId }), body);
  const bucketsOf = async (t: TestApp, auth: string, site: number): Promise<Bucket[]> => (await answer(BucketListAnswerSchema, await list(t, auth, site))).data;
  const membersOf = async (t: TestApp, auth: string, site: number) => Object.fromEntries((await bucketsOf(t, auth, site)).map((b) => [b.name, b.service_ids]));

  /** A new Confirmed site of `owner` with two empty buckets, First and Second. */
  async function freshSite(t: TestApp, owner: string = DEMO.partner) {
    sites += 1;
    const [site] = await t.handle.db
      .insert(partnerSites)
      .values({
        ownerUserId: await userId(t, owner),
        name: `Bucket Trips ${sites}`,
        subDomain: `bucket-trips-${sites}-${Math.random().toString(36).slice(2, 8)}`,
        status: SiteStatus.Confirmed,
        generalSettings: { company_name: null, favicon_icon: null, primary_page_id: null, language: { enabled_language: ['en'], primary_language: 'en' } },
      })
      .returning({ id: partnerSites.id });
    const [first, second] = await t.handle.db
      .insert(siteBuckets)
      .values([
        { siteId: site!.id, name: 'First', position: 0 },
        { siteId: site!.id, name: 'Second', position: 1 },
      ])
      .returning({ id: siteBuckets.id });
    return { site: site!.id, first: first!.id, second: second!.id };
  }

  async function withSiteBuilderPolicy<T>(t: TestApp, email: string, work: () => Promise<T>): Promise<T> {
    const user = await userId(t, email);
    await t.handle.db.insert(userPolicies).values({ userId: user, policy: Policy.PARTNER_SITE_BUILDER_POLICY });
    try {
      return await work();
    } finally {
      await t.handle.db.delete(userPolicies).where(and(eq(userPolicies.userId, user), eq(userPolicies.policy, Policy.PARTNER_SITE_BUILDER_POLICY)));
    }
  }

  test("list: the demo site's seeded buckets in position order, each with its services in bucket order", async () => {
    const t = ctx.app();
    const demo = await siteId(t, 'demo');
    const expected = [];
    for (const [position, bucket] of SEED_BUCKETS.demo!.entries()) {
      expected.push({ name: bucket.name, position, service_ids: await serviceIds(t, bucket.services) });
    }
    const buckets = await bucketsOf(t, await token(t, DEMO.partner), demo);
    expect(buckets).toMatchObject(expected);
    expect(buckets).toHaveLength(expected.length);
    // An administrator reads any site's buckets, and gets the same.
    expect(await bucketsOf(t, await token(t, DEMO.admin), demo)).toEqual(buckets);
  });

  test('move: services go to the end of the bucket in the order given; one already there keeps its place', async () => {
    const t = ctx.app();
    const partner = await token(t, DEMO.partner);
    const { site, first } = await freshSite(t);
    const [a, b, c] = await serviceIds(t, ['oslo-city-bike-tour', 'tromso-husky-sledding', 'stockholm-archipelago-kayak']);

    expect((await answer(MoveServicesAnswerSchema, await move(t, partner, site, first, { service_ids: [a] }))).data).toEqual({ bucket_id: first, service_ids: [a] });
    const moved = await answer(MoveServicesAnswerSchema, await move(t, partner, site, first, { service_ids: [c, a, b] }));
    expect(moved.data).toEqual({ bucket_id: first, service_ids: [a, c, b] });
    expect(await membersOf(t, partner, site)).toEqual({ First: [a, c, b], Second: [] });
  });

  test("move: a service leaves the site's other bucket, and other sites keep selling it", async () => {
    const t = ctx.app();
    const partner = await token(t, DEMO.partner);
    const { site, first, second } = await freshSite(t);
    const demo = await siteId(t, 'demo');
    const cruise = await serviceId(t, 'oslo-fjord-sightseeing-cruise');
    const bike = await serviceId(t, 'oslo-city-bike-tour');
    const demoBefore = await membersOf(t, partner, demo);
    expect(demoBefore['Popular in Oslo']).toContain(cruise);

    await answer(MoveServicesAnswerSchema, await move(t, partner, site, first, { service_ids: [cruise, bike] }));
    const moved = await answer(MoveServicesAnswerSchema, await move(t, partner, site, second, { service_ids: [cruise] }));
    expect(moved.data.service_ids).toEqual([cruise]);
    expect(await membersOf(t, partner, site)).toEqual({ First: [bike], Second: [cruise] });
    expect(await membersOf(t, partner, demo)).toEqual(demoBefore);
  });

  test("a moved activity is found in the site's search once its reindex job has run", async () => {
    const t = ctx.app();
    const background = createBackground({ db: t.handle.db, clock: t.clock, worker: { log: quiet } });
    const supplier = await token(t, DEMO.supplier);
    const word = `qb${Math.random().toString(36).slice(2, 8)}`;
    const tour = await createTour(t, supplier, { name: `Bucket Paddle ${word}`, kind: ProductKind.Tour });
    await makeSellable(t, supplier, tour);
    await answer(TourStateAnswerSchema, await send(t, supplier, 'PUT', api.tours.updateStatus.path({ id: tour.id }, { status: GeneralStatus.Active })));
    const { site, first, second } = await freshSite(t);
    await background.worker.runUntilIdle();
    // Active but in no bucket: no site sells it yet.
    expect(await searchSite(t, site, word)).toEqual([]);

    const partner = await token(t, DEMO.partner);
    await answer(MoveServicesAnswerSchema, await move(t, partner, site, first, { service_ids: [tour.id] }));
    expect(await background.worker.runUntilIdle()).toBeGreaterThan(0);
    expect(await searchSite(t, site, word)).toEqual([tour.id]);

    // Moving it within the site keeps it on sale there.
    await answer(MoveServicesAnswerSchema, await move(t, partner, site, second, { service_ids: [tour.id] }));
    await background.worker.runUntilIdle();
    expect(await searchSite(t, site, word)).toEqual([tour.id]);
  });

  test('private, inactive and missing services are refused, one issue per id, and nothing changes', async () => {
    const t = ctx.app();
    const partner = await token(t, DEMO.partner);
    const supplier = await token(t, DEMO.supplier);
    const { site, first, second } = await freshSite(t);
    const [kept, publicOne] = await serviceIds(t, ['oslo-city-bike-tour', 'tromso-husky-sledding']);
    await answer(MoveServicesAnswerSchema, await move(t, partner, site, second, { service_ids: [kept] }));
    // A new activity is Pending; another made Active but private.
    const pending = (await createTour(t, supplier, { name: 'Pending Walk' })).id;
    const hidden = (await createTour(t, supplier, { name: 'Private Walk' })).id;
    await t.handle.db.update(services).set({ status: GeneralStatus.Active, isPrivate: true }).where(eq(services.id, hidden));
    const before = await membersOf(t, partner, site);

    const body = await refusal(await move(t, partner, site, first, { service_ids: [publicOne, pending, kept, hidden, NO_ID] }), 400);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', message: '3 services cannot be put on sale. Nothing was changed.' });
    expect(body.issues).toEqual(
      ['service_ids.1', 'service_ids.3', 'service_ids.4'].map((path) => ({
        path,
        message: 'This service cannot be put on sale: it does not exist, or it is not Active and public.',
        code: 'errors.buckets.serviceNotSellable',
      })),
    );
    expect(await membersOf(t, partner, site)).toEqual(before);

    // In the caller's language.
    const norwegian = await refusal(await send(t, partner, 'POST', api.partnerBuckets.moveServices.path({ siteId: site, bucketId: first }), { service_ids: [pending] }, { 'APP-LOCALE': 'no' }), 400);
    expect(norwegian.message).toBe('1 tjeneste kan ikke legges ut for salg. Ingenting ble endret.');
  });

  test.each([
    ['an empty list', { service_ids: [] }, 'service_ids'],
    ['a duplicate', { service_ids: [5, 7, 5] }, 'service_ids'],
    ['101 ids', { service_ids: Array.from({ length: 101 }, (_, i) => i + 1) }, 'service_ids'],
    ['id 0', { service_ids: [3, 0] }, 'service_ids.1'],
    ['an id past 2^31-1', { service_ids: [2_147_483_648] }, 'service_ids.0'],
    ['a fraction', { service_ids: [1.5] }, 'service_ids.0'],
    ['no list', {}, 'service_ids'],
  ])('a body with %s answers 400 and changes nothing', async (_what, body, path) => {
    const t = ctx.app();
    const partner = await token(t, DEMO.partner);
    const { site, first } = await freshSite(t);
    const refused = await refusal(await move(t, partner, site, first, body), 400);
    expect(refused.code).toBe('VALIDATION_FAILED');
    expect(refused.issues?.map((issue) => issue.path)).toEqual([path]);
    expect(await membersOf(t, partner, site)).toEqual({ First: [], Second: [] });
  });

  test("an operator acts inside its partner's scope, once it holds the site-builder policy", async () => {
    const t = ctx.app();
    const partner = await token(t, DEMO.partner);
    const operator = await token(t, DEMO.operator);
    const demo = await siteId(t, 'demo');
    const { site, first } = await freshSite(t);
    const foreign = await freshSite(t, DEMO.duo);
    const bike = await serviceId(t, 'oslo-city-bike-tour');

    // The demo operator holds no policy: the site builder's calls are not for it.
    expect((await refusal(await list(t, operator, demo), 403)).code).toBe('FORBIDDEN');
    expect((await refusal(await move(t, operator, site, first, { service_ids: [bike] }), 403)).code).toBe('FORBIDDEN');

    await withSiteBuilderPolicy(t, DEMO.operator, async () => {
      expect(await bucketsOf(t, operator, demo)).toEqual(await bucketsOf(t, partner, demo));
      expect((await answer(MoveServicesAnswerSchema, await move(t, operator, site, first, { service_ids: [bike] }))).data.service_ids).toEqual([bike]);
      expect((await list(t, operator, foreign.site)).status).toBe(404);
      expect((await move(t, operator, foreign.site, foreign.first, { service_ids: [bike] })).status).toBe(404);
    });
    expect(await membersOf(t, partner, site)).toEqual({ First: [bike], Second: [] });
    expect(await membersOf(t, await token(t, DEMO.duo), foreign.site)).toEqual({ First: [], Second: [] });
  });

  test('a supplier is refused by role, even holding the site-builder policy, with the same 403 whatever the site', async () => {
    const t = ctx.app();
    const supplier = await token(t, DEMO.supplier);
    const { site, first } = await freshSite(t);
    const bike = await serviceId(t, 'oslo-city-bike-tour');
    const calls = [
      () => list(t, supplier, site),
      () => list(t, supplier, NO_ID),
      () => move(t, supplier, site, first, { service_ids: [bike] }),
      () => move(t, supplier, NO_ID, NO_ID, { service_ids: [bike] }),
    ];
    for (const call of calls) expect((await refusal(await call(), 403)).code).toBe('FORBIDDEN');
    await withSiteBuilderPolicy(t, DEMO.supplier, async () => {
      for (const call of calls) expect((await refusal(await call(), 403)).code).toBe('FORBIDDEN');
    });
    expect(await membersOf(t, await token(t, DEMO.partner), site)).toEqual({ First: [], Second: [] });
  });

  test("another partner's site, a missing site and a bucket of another site all answer the one 404", async () => {
    const t = ctx.app();
    const partner = await token(t, DEMO.partner);
    const duo = await token(t, DEMO.duo);
    const demo = await siteId(t, 'demo');
    const paylater = await siteId(t, 'demo-paylater');
    const [demoBucket] = await bucketsOf(t, partner, demo);
    const [paylaterBucket] = await bucketsOf(t, partner, paylater);
    const bike = await serviceId(t, 'tromso-husky-sledding');
    const before = await membersOf(t, partner, demo);

    const missing = await refusal(await list(t, partner, NO_ID), 404);
    const answers = [
      await list(t, duo, demo),
      await move(t, duo, demo, demoBucket!.id, { service_ids: [bike] }),
      await move(t, partner, NO_ID, demoBucket!.id, { service_ids: [bike] }),
      await move(t, partner, demo, paylaterBucket!.id, { service_ids: [bike] }),
      await move(t, partner, demo, NO_ID, { service_ids: [bike] }),
    ];
    for (const response of answers) expect(await refusal(response, 404)).toEqual(missing);
    expect(await membersOf(t, partner, demo)).toEqual(before);
  });

  test('an administrator moves services on any site', async () => {
    const t = ctx.app();
    const { site, first } = await freshSite(t, DEMO.duo);
    const bike = await serviceId(t, 'oslo-city-bike-tour');
    const moved = await answer(MoveServicesAnswerSchema, await move(t, await token(t, DEMO.admin), site, first, { service_ids: [bike] }));
    expect(moved.data).toEqual({ bucket_id: first, service_ids: [bike] });
  });
});
