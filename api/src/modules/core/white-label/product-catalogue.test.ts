/**
 * The partner's product catalogue (issue 15 §4; ADR 0028): the marketplace, a site's own services and buckets, and
 * what taking a service off a site does to its storefront, its search and its carts. Writes run on sites made for
 * each test, so the demo sites keep their seed.
 */
import { and, eq } from 'drizzle-orm';
import { ValidateItemsAnswerSchema } from 'shared-contracts/booking';
import { BucketAnswerSchema, BucketListAnswerSchema, FilteredBucketsAnswerSchema, type Bucket } from 'shared-contracts/buckets';
import { ServiceCardsAnswerSchema } from 'shared-contracts/catalogue';
import { SEARCH } from 'shared-contracts/constants';
import { GeneralStatus, Policy, ReservationStatus, SiteStatus } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import {
  CatalogueTotalAnswerSchema,
  CategoryChoicesAnswerSchema,
  LinkedServicesAnswerSchema,
  LocationChoicesAnswerSchema,
  MarketplacePageAnswerSchema,
  MyServicesAnswerSchema,
  RemovedServicesAnswerSchema,
  StoredServicesAnswerSchema,
} from 'shared-contracts/white-label';
import { createBackground } from '../../../background';
import { reservations } from '../../../db/schema/booking';
import { categories, locations, services, serviceCategories } from '../../../db/schema/catalogue';
import { partnerSites, userPolicies } from '../../../db/schema/core';
import { siteBucketServices, siteBuckets } from '../../../db/schema/site-content';
import { addToCart, confirm, cruiseSlot, hold, json, NOPAY } from '../../booking/testing/fixtures';
import { serviceId, siteId } from '../../../test/catalogue-fixtures';
import { postgresTestDatabase, testDatabases } from '../../../test/databases';
import { DEMO, type TestApp, useTestDatabase } from '../../../test/harness';
import { answer, refusal, send, userId } from '../tours/testing/tour-fixtures';

const CREDENTIALS = '?x-algolia-api-key=public-search-key&x-algolia-application-id=WAYHUB';
const EN = SEARCH.indexName('services', 'en');
const quiet = { error: () => undefined, warn: () => undefined };
const NO_ID = 999_999;
const w = api.whiteLabel;
const b = api.partnerBuckets;

let sites = 0;

describe.each(testDatabases())('the product catalogue on $name', (spec) => {
  const ctx = useTestDatabase(spec);
  const token = async (t: TestApp, email: string) => (await t.login(email)).token;

  /** A new Confirmed, no-pay site of `owner` with two empty buckets, First and Second. */
  async function freshSite(t: TestApp, owner: string = DEMO.partner) {
    sites += 1;
    const [site] = await t.handle.db
      .insert(partnerSites)
      .values({
        ownerUserId: await userId(t, owner),
        name: `Catalogue Trips ${sites}`,
        subDomain: `catalogue-trips-${sites}-${Math.random().toString(36).slice(2, 8)}`,
        status: SiteStatus.Confirmed,
        merchantOfRecord: NOPAY,
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

  const bucketsOf = async (t: TestApp, auth: string, site: number): Promise<Bucket[]> =>
    (await answer(BucketListAnswerSchema, await send(t, auth, 'GET', b.list.path({ siteId: site })))).data;
  const membersOf = async (t: TestApp, auth: string, site: number) => Object.fromEntries((await bucketsOf(t, auth, site)).map((bucket) => [bucket.name, bucket.service_ids]));
  const marketplace = async (t: TestApp, auth: string, site: number, body: object = {}) =>
    (await answer(MarketplacePageAnswerSchema, await send(t, auth, 'POST', w.viewServices.path({ siteId: site }), body))).data;
  const total = async (t: TestApp, auth: string, site: number, body: object = {}) =>
    (await answer(CatalogueTotalAnswerSchema, await send(t, auth, 'POST', w.viewServicesTotal.path({ siteId: site }), body))).data.total;
  const store = (t: TestApp, auth: string, site: number, body: object) => send(t, auth, 'POST', w.storeService.path({ siteId: site }), body);
  const removeAll = (t: TestApp, auth: string, site: number, body: object) => send(t, auth, 'POST', w.removeAllService.path({ siteId: site }), body);

  /** What the marketplace may show: Active, public services, straight from the database. */
  async function offered(t: TestApp) {
    const rows = await t.handle.db
      .select({ id: services.id, type: services.serviceType, location: services.locationId })
      .from(services)
      .where(and(eq(services.status, GeneralStatus.Active), eq(services.isPrivate, false)));
    return rows;
  }

  test('the marketplace: Active public services, 12 a page, with a total, and the bucket holding each on this site', async () => {
    const t = ctx.app();
    const partner = await token(t, DEMO.partner);
    const { site, second } = await freshSite(t);
    const all = await offered(t);
    expect(all.length).toBeGreaterThan(12);
    // One made private drops out of it.
    const hidden = all[0]!.id;
    await t.handle.db.update(services).set({ isPrivate: true }).where(eq(services.id, hidden));
    try {
      expect(await total(t, partner, site)).toBe(all.length - 1);
      const first = await marketplace(t, partner, site);
      expect(first).toMatchObject({ page: 1, item_per_page: 12 });
      expect(first.data).toHaveLength(12);
      const pages = [first.data];
      for (let page = 2; (page - 1) * 12 < all.length - 1; page++) pages.push((await marketplace(t, partner, site, { page })).data);
      const seen = pages.flat().map((service) => service.id);
      expect(new Set(seen).size).toBe(all.length - 1);
      expect(seen).not.toContain(hidden);
      expect(seen.every((id) => all.some((service) => service.id === id))).toBe(true);
      expect(pages.flat().every((service) => service.bucket_id === null)).toBe(true);

      const bike = await serviceId(t, 'oslo-city-bike-tour');
      await answer(StoredServicesAnswerSchema, await store(t, partner, site, { service_ids: [bike], bucket_id: second }));
      const found = await marketplace(t, partner, site, { query: 'city bike' });
      expect(found.data.find((service) => service.id === bike)).toMatchObject({ bucket_id: second });
    } finally {
      await t.handle.db.update(services).set({ isPrivate: false }).where(eq(services.id, hidden));
    }
  });

  test('marketplace filters: service type, text, a country holding its cities, a category holding its children', async () => {
    const t = ctx.app();
    const partner = await token(t, DEMO.partner);
    const { site } = await freshSite(t);
    const all = await offered(t);
    const ids = async (body: object) => (await marketplace(t, partner, site, { ...body, item_per_page: 48 })).data.map((service) => service.id).sort();

    const hotels = all.filter((service) => service.type === 3).map((service) => service.id).sort();
    expect(hotels.length).toBeGreaterThan(0);
    expect(await ids({ service_type: 3 })).toEqual(hotels);
    expect(await total(t, partner, site, { service_type: 3 })).toBe(hotels.length);

    const husky = await serviceId(t, 'tromso-husky-sledding');
    expect(await ids({ query: 'HUSKY' })).toEqual([husky]);
    // The text is literal: a % finds nothing rather than everything.
    expect(await ids({ query: '%' })).toEqual([]);

    const [huskyRow] = await t.handle.db.select({ location: services.locationId }).from(services).where(eq(services.id, husky));
    const [city] = await t.handle.db.select().from(locations).where(eq(locations.id, huskyRow!.location!));
    const countryId = city!.parentId!;
    const cities = (await t.handle.db.select({ id: locations.id }).from(locations).where(eq(locations.parentId, countryId))).map((row) => row.id);
    const inNorway = all.filter((service) => service.location === countryId || cities.includes(service.location ?? -1)).map((service) => service.id).sort();
    expect(inNorway.length).toBeGreaterThan(0);
    expect(await ids({ location_id: countryId })).toEqual(inNorway);

    const [child] = await t.handle.db.select().from(categories).where(eq(categories.serviceType, 1)).limit(50).then((rows) => rows.filter((row) => row.parentId !== null));
    const members = (await t.handle.db.select({ id: serviceCategories.serviceId }).from(serviceCategories).where(eq(serviceCategories.categoryId, child!.id))).map((row) => row.id);
    const inChild = all.filter((service) => members.includes(service.id)).map((service) => service.id).sort();
    expect(await ids({ category_id: child!.id })).toEqual(inChild);
    // The parent holds at least its child's services.
    expect(await ids({ category_id: child!.parentId! })).toEqual(expect.arrayContaining(inChild));
  });

  test('filter choices: the categories and locations holding marketplace services, or a site’s, with counts', async () => {
    const t = ctx.app();
    const partner = await token(t, DEMO.partner);
    const { site, first } = await freshSite(t);
    const choices = async (call: typeof w.categoriesHavingServices, query: Record<string, string | number>) => (await t.request(call.path(query))).json();

    const market = (await answer(CategoryChoicesAnswerSchema, await t.request(w.categoriesHavingServices.path({ type: 'activities' })))).data;
    expect(market.length).toBeGreaterThan(0);
    expect(market.every((category) => category.service_type === 1 && category.count > 0)).toBe(true);
    expect(await choices(w.categoriesHavingServices, { site_id: site })).toEqual({ data: [] });

    const husky = await serviceId(t, 'tromso-husky-sledding');
    await answer(StoredServicesAnswerSchema, await store(t, partner, site, { service_ids: [husky], bucket_id: first }));
    const places = (await answer(LocationChoicesAnswerSchema, await t.request(w.locationsHavingServices.path({ site_id: site })))).data;
    // The city and its country, one service each.
    expect(places).toHaveLength(2);
    expect(places.every((place) => place.count === 1)).toBe(true);
    expect(places.filter((place) => place.parent_id === null)).toHaveLength(1);
    expect((await refusal(await t.request(w.locationsHavingServices.path({ type: 'boats' })), 400)).issues?.map((issue) => issue.path)).toEqual(['type']);
    // A site the storefront does not serve tells nothing of what it sells.
    await t.handle.db.update(partnerSites).set({ status: SiteStatus.Pending }).where(eq(partnerSites.id, site));
    expect((await t.request(w.locationsHavingServices.path({ site_id: site }))).status).toBe(404);
    expect((await t.request(w.categoriesHavingServices.path({ site_id: site }))).status).toBe(404);
  });

  test('buckets: create, rename, order with their services, delete; a name once per site', async () => {
    const t = ctx.app();
    const partner = await token(t, DEMO.partner);
    const { site, first, second } = await freshSite(t);
    const [a, c] = [await serviceId(t, 'oslo-city-bike-tour'), await serviceId(t, 'tromso-husky-sledding')];
    await answer(StoredServicesAnswerSchema, await store(t, partner, site, { service_ids: [a, c], bucket_id: first }));

    const created = await answer(BucketAnswerSchema, await send(t, partner, 'POST', b.save.path({ siteId: site }), { name: '  Winter  ' }), 201);
    expect(created.data).toMatchObject({ name: 'Winter', position: 2, service_ids: [] });
    expect((await refusal(await send(t, partner, 'POST', b.save.path({ siteId: site }), { name: 'winter' }), 409)).issues?.map((issue) => issue.path)).toEqual(['name']);
    const renamed = await answer(BucketAnswerSchema, await send(t, partner, 'POST', b.save.path({ siteId: site }), { id: second, name: 'Summer' }));
    expect(renamed.data).toMatchObject({ id: second, name: 'Summer' });

    // Product sorting: Winter first holding the husky ride, then First with the bike, Summer last; two names swap.
    const updated = await answer(
      BucketListAnswerSchema,
      await send(t, partner, 'POST', b.update.path({ siteId: site }), {
        buckets: [
          { id: created.data.id, name: 'Summer', service_ids: [c] },
          { id: first, service_ids: [a] },
          { id: second, name: 'Winter', service_ids: [] },
        ],
      }),
    );
    expect(updated.data.map((bucket) => [bucket.name, bucket.position, bucket.service_ids])).toEqual([
      ['Summer', 0, [c]],
      ['First', 1, [a]],
      ['Winter', 2, []],
    ]);
    // The storefront shows the site's services in that order.
    const cards = (await answer(ServiceCardsAnswerSchema, await t.request(api.catalogue.catalogAll.path({ site_id: site })))).data;
    expect(cards.map((card) => card.id)).toEqual([c, a]);

    // A stale order (a bucket or a service missing) changes nothing.
    const stale = await refusal(await send(t, partner, 'POST', b.update.path({ siteId: site }), { buckets: [{ id: first, service_ids: [a, c] }] }), 409);
    expect(stale.message).toBe("The site's buckets have changed since you opened them. Reload to see them, then try again.");
    await refusal(
      await send(t, partner, 'POST', b.update.path({ siteId: site }), {
        buckets: [
          { id: created.data.id, service_ids: [] },
          { id: first, service_ids: [a] },
          { id: second, service_ids: [] },
        ],
      }),
      409,
    );
    expect(await membersOf(t, partner, site)).toEqual({ Summer: [c], First: [a], Winter: [] });

    const filtered = (await answer(FilteredBucketsAnswerSchema, await send(t, partner, 'POST', b.listWithFilter.path({ siteId: site }), { query: 'husky' }))).data;
    expect(filtered.map((bucket) => [bucket.name, bucket.services.map((s) => s.id)])).toEqual([
      ['Summer', [c]],
      ['First', []],
      ['Winter', []],
    ]);

    const removed = await send(t, partner, 'DELETE', b.remove.path({ siteId: site, bucketId: created.data.id }));
    expect(removed.status).toBe(204);
    expect(await membersOf(t, partner, site)).toEqual({ First: [a], Winter: [] });
  });

  test('store-service into the first bucket, update-service places one, view-my-services lists them in the site order', async () => {
    const t = ctx.app();
    const partner = await token(t, DEMO.partner);
    const { site, first, second } = await freshSite(t);
    const [a, c, d] = [await serviceId(t, 'oslo-city-bike-tour'), await serviceId(t, 'tromso-husky-sledding'), await serviceId(t, 'stockholm-archipelago-kayak')];
    expect((await answer(StoredServicesAnswerSchema, await store(t, partner, site, { service_ids: [a, c, d] }))).data).toEqual({ bucket_id: first, service_ids: [a, c, d] });

    const placed = await answer(StoredServicesAnswerSchema, await send(t, partner, 'POST', w.updateService.path({ siteId: site }), { service_id: d, bucket_id: second, position: 5 }));
    expect(placed.data).toEqual({ bucket_id: second, service_ids: [d] });
    await answer(StoredServicesAnswerSchema, await send(t, partner, 'POST', w.updateService.path({ siteId: site }), { service_id: c, bucket_id: first, position: 0 }));
    expect(await membersOf(t, partner, site)).toEqual({ First: [c, a], Second: [d] });

    const mine = await answer(MyServicesAnswerSchema, await send(t, partner, 'POST', w.viewMyServices.path({ siteId: site }), { item_per_page: 2 }));
    expect(mine.data).toMatchObject({ total: 3, page: 1, item_per_page: 2 });
    expect(mine.data.data.map((service) => [service.id, service.bucket_id])).toEqual([
      [c, first],
      [a, first],
    ]);
    // bucket_filter=true applies the body's bucket; without it the bucket is ignored.
    const inSecond = await answer(MyServicesAnswerSchema, await send(t, partner, 'POST', w.viewMyServices.path({ siteId: site }, { bucket_filter: true }), { bucket_id: second }));
    expect(inSecond.data.data.map((service) => service.id)).toEqual([d]);
    const ignored = await answer(MyServicesAnswerSchema, await send(t, partner, 'POST', w.viewMyServices.path({ siteId: site }), { bucket_id: second }));
    expect(ignored.data.total).toBe(3);

    // A service the site does not sell cannot be placed; a site without buckets has nowhere to store.
    const outside = await refusal(await send(t, partner, 'POST', w.updateService.path({ siteId: site }), { service_id: await serviceId(t, 'oslo-harbour-hotel'), bucket_id: first, position: 0 }), 400);
    expect(outside.issues).toEqual([{ path: 'service_id', message: 'This service is not sold through this site.', code: 'errors.buckets.notOnSite' }]);
    await t.handle.db.delete(siteBuckets).where(eq(siteBuckets.siteId, site));
    expect((await refusal(await store(t, partner, site, { service_ids: [a] }), 400)).issues?.map((issue) => issue.code)).toEqual(['errors.buckets.noBucket']);
  });

  test('taking a service off a site: gone from its storefront and search, open carts fail validation, bookings stay', async () => {
    const t = ctx.app();
    const background = createBackground({ db: t.handle.db, clock: t.clock, worker: { log: quiet } });
    const partner = await token(t, DEMO.partner);
    const { site, first } = await freshSite(t);
    const tour = await cruiseSlot(t, 6, 20);
    await answer(StoredServicesAnswerSchema, await store(t, partner, site, { service_ids: [tour.id], bucket_id: first }));
    await background.worker.runUntilIdle();
    const searchSite = async () => {
      const response = await t.request(`/1/indexes/${EN}/query${CREDENTIALS}`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({ query: '', filters: `type:service AND site_ids:${site}`, hitsPerPage: 50 }),
      });
      return ((await response.json()) as { hits: { objectID: string }[] }).hits.map((hit) => Number(hit.objectID));
    };
    expect(await searchSite()).toEqual([tour.id]);

    // One cart is booked, another is still open.
    const booked = await addToCart(t, site, [tour.item]);
    expect((await hold(t, site, booked)).status).toBe(200);
    expect((await confirm(t, site, booked)).status).toBe(200);
    const open = await addToCart(t, site, [tour.item]);
    const validate = async () => (await json(ValidateItemsAnswerSchema, await t.post(api.booking.validateItems.path({ site_id: site }), { cart_ref: open }))).data;
    expect((await validate()).status).toBe(true);
    const bookedBefore = await t.handle.db.select().from(reservations).where(eq(reservations.serviceId, tour.id));

    const removed = await answer(RemovedServicesAnswerSchema, await removeAll(t, partner, site, { service_ids: [tour.id, NO_ID] }));
    expect(removed.data).toEqual([{ site_id: site, service_ids: [tour.id] }]);

    const cards = (await answer(ServiceCardsAnswerSchema, await t.request(api.catalogue.catalogAll.path({ site_id: site })))).data;
    expect(cards).toEqual([]);
    await background.worker.runUntilIdle();
    expect(await searchSite()).toEqual([]);

    // The open cart's item turns invalid: the checkout shows the spec's "Invalid cart item!" for it.
    const validation = await validate();
    expect(validation.status).toBe(false);
    expect(validation.items).toEqual([expect.objectContaining({ serviceable_id: tour.id, status: false, reason: 'unavailable' })]);
    // Nothing already booked changed.
    const bookedAfter = await t.handle.db.select().from(reservations).where(eq(reservations.serviceId, tour.id));
    const confirmed = (rows: typeof bookedBefore) => rows.filter((row) => row.status === ReservationStatus.CONFIRM);
    expect(confirmed(bookedBefore).length).toBeGreaterThan(0);
    expect(confirmed(bookedAfter)).toEqual(confirmed(bookedBefore));
    // The demo site, which sells the cruise too, keeps selling it.
    const demoCards = (await answer(ServiceCardsAnswerSchema, await t.request(api.catalogue.catalogAll.path({ site_id: await siteId(t, 'demo') })))).data;
    expect(demoCards.map((card) => card.id)).toContain(tour.id);
  });

  test('link-services and unlink-services act on several of the caller’s sites, all of them checked first', async () => {
    const t = ctx.app();
    const partner = await token(t, DEMO.partner);
    const one = await freshSite(t);
    const two = await freshSite(t);
    const foreign = await freshSite(t, DEMO.duo);
    const bike = await serviceId(t, 'oslo-city-bike-tour');

    const linked = await answer(LinkedServicesAnswerSchema, await send(t, partner, 'POST', w.linkServices.path(), { site_ids: [one.site, two.site], service_ids: [bike] }));
    expect(linked.data).toEqual([
      { site_id: one.site, bucket_id: one.first, service_ids: [bike] },
      { site_id: two.site, bucket_id: two.first, service_ids: [bike] },
    ]);
    // A foreign site among them: 404, and no site changes.
    const three = await freshSite(t);
    expect((await send(t, partner, 'POST', w.linkServices.path(), { site_ids: [three.site, foreign.site], service_ids: [bike] })).status).toBe(404);
    expect((await send(t, partner, 'DELETE', w.unlinkServices.path(), { site_ids: [one.site, foreign.site], service_ids: [bike] })).status).toBe(404);
    expect(await membersOf(t, partner, three.site)).toEqual({ First: [], Second: [] });
    expect(await membersOf(t, partner, one.site)).toEqual({ First: [bike], Second: [] });

    const unlinked = await answer(RemovedServicesAnswerSchema, await send(t, partner, 'DELETE', w.unlinkServices.path(), { site_ids: [one.site], service_ids: [bike] }));
    expect(unlinked.data).toEqual([{ site_id: one.site, service_ids: [bike] }]);
    expect(await membersOf(t, partner, one.site)).toEqual({ First: [], Second: [] });
    expect(await membersOf(t, partner, two.site)).toEqual({ First: [bike], Second: [] });
  });

  test("tenancy: every call on another partner's site or bucket answers 404 and changes nothing", async () => {
    const t = ctx.app();
    const partner = await token(t, DEMO.partner);
    const duo = await token(t, DEMO.duo);
    const mine = await freshSite(t);
    const theirs = await freshSite(t, DEMO.duo);
    const bike = await serviceId(t, 'oslo-city-bike-tour');
    await answer(StoredServicesAnswerSchema, await store(t, duo, theirs.site, { service_ids: [bike], bucket_id: theirs.first }));
    const before = await membersOf(t, duo, theirs.site);

    const calls: [string, () => Promise<Response>][] = [
      ['view-services', () => send(t, partner, 'POST', w.viewServices.path({ siteId: theirs.site }), {})],
      ['view-services/total', () => send(t, partner, 'POST', w.viewServicesTotal.path({ siteId: theirs.site }), {})],
      ['view-my-services', () => send(t, partner, 'POST', w.viewMyServices.path({ siteId: theirs.site }), {})],
      ['store-service', () => store(t, partner, theirs.site, { service_ids: [bike] })],
      ['store-service, a bucket of another site', () => store(t, partner, mine.site, { service_ids: [bike], bucket_id: theirs.first })],
      ['update-service', () => send(t, partner, 'POST', w.updateService.path({ siteId: theirs.site }), { service_id: bike, bucket_id: theirs.second, position: 0 })],
      ['remove-all-service', () => removeAll(t, partner, theirs.site, { service_ids: [bike] })],
      ['bucket create', () => send(t, partner, 'POST', b.save.path({ siteId: theirs.site }), { name: 'Mine now' })],
      ['bucket rename', () => send(t, partner, 'POST', b.save.path({ siteId: theirs.site }), { id: theirs.first, name: 'Mine now' })],
      ['bucket rename through my site', () => send(t, partner, 'POST', b.save.path({ siteId: mine.site }), { id: theirs.first, name: 'Mine now' })],
      ['bucket delete', () => send(t, partner, 'DELETE', b.remove.path({ siteId: theirs.site, bucketId: theirs.first }))],
      ['bucket delete through my site', () => send(t, partner, 'DELETE', b.remove.path({ siteId: mine.site, bucketId: theirs.first }))],
      ['buckets/update', () => send(t, partner, 'POST', b.update.path({ siteId: theirs.site }), { buckets: [{ id: theirs.second, service_ids: [bike] }, { id: theirs.first, service_ids: [] }] })],
      ['buckets/list-with-filter', () => send(t, partner, 'POST', b.listWithFilter.path({ siteId: theirs.site }), {})],
      ['a missing site', () => send(t, partner, 'POST', w.viewServices.path({ siteId: NO_ID }), {})],
    ];
    const missing = await refusal(await send(t, partner, 'GET', b.list.path({ siteId: NO_ID })), 404);
    for (const [, call] of calls) expect(await refusal(await call(), 404)).toEqual(missing);
    expect(await membersOf(t, duo, theirs.site)).toEqual(before);
    expect((await bucketsOf(t, duo, theirs.site)).map((bucket) => bucket.name)).toEqual(['First', 'Second']);
    // An administrator reaches any site.
    const admin = await token(t, DEMO.admin);
    expect((await answer(MyServicesAnswerSchema, await send(t, admin, 'POST', w.viewMyServices.path({ siteId: theirs.site }), {}))).data.total).toBe(1);
    // A supplier is refused by role.
    expect((await refusal(await send(t, await token(t, DEMO.supplier), 'POST', w.viewServices.path({ siteId: mine.site }), {}), 403)).code).toBe('FORBIDDEN');
  });

  test("an operator works on its partner's sites once it holds the site-builder policy, and on no one else's", async () => {
    const t = ctx.app();
    const operator = await token(t, DEMO.operator);
    const partner = await token(t, DEMO.partner);
    const mine = await freshSite(t);
    const theirs = await freshSite(t, DEMO.duo);
    const bike = await serviceId(t, 'oslo-city-bike-tour');

    // The demo operator holds no policy: the catalogue's calls are not for it.
    expect((await refusal(await send(t, operator, 'POST', w.viewServices.path({ siteId: mine.site }), {}), 403)).code).toBe('FORBIDDEN');
    expect((await refusal(await store(t, operator, mine.site, { service_ids: [bike], bucket_id: mine.first }), 403)).code).toBe('FORBIDDEN');

    const user = await userId(t, DEMO.operator);
    await t.handle.db.insert(userPolicies).values({ userId: user, policy: Policy.PARTNER_SITE_BUILDER_POLICY });
    try {
      await answer(StoredServicesAnswerSchema, await store(t, operator, mine.site, { service_ids: [bike], bucket_id: mine.first }));
      expect((await send(t, operator, 'POST', w.viewMyServices.path({ siteId: theirs.site }), {})).status).toBe(404);
      expect((await send(t, operator, 'POST', b.save.path({ siteId: theirs.site }), { name: 'Operator' })).status).toBe(404);
    } finally {
      await t.handle.db.delete(userPolicies).where(and(eq(userPolicies.userId, user), eq(userPolicies.policy, Policy.PARTNER_SITE_BUILDER_POLICY)));
    }
    expect(await membersOf(t, partner, mine.site)).toEqual({ First: [bike], Second: [] });
    expect(await membersOf(t, await token(t, DEMO.duo), theirs.site)).toEqual({ First: [], Second: [] });
  });

  test.each([
    ['view-services: page 0', () => w.viewServices, { page: 0 }, 'page'],
    ['view-services: 49 a page', () => w.viewServices, { item_per_page: 49 }, 'item_per_page'],
    ['view-services: an unknown service type', () => w.viewServices, { service_type: 8 }, 'service_type'],
    ['view-services: a location id of 0', () => w.viewServices, { location_id: 0 }, 'location_id'],
    ['store-service: no services', () => w.storeService, { service_ids: [] }, 'service_ids'],
    ['store-service: a duplicate', () => w.storeService, { service_ids: [4, 4] }, 'service_ids'],
    ['update-service: a negative place', () => w.updateService, { service_id: 4, bucket_id: 1, position: -1 }, 'position'],
    ['remove-all-service: a fraction', () => w.removeAllService, { service_ids: [1.5] }, 'service_ids.0'],
    ['bucket: an empty name', () => b.save, { name: '   ' }, 'name'],
    ['buckets/update: a service twice', () => b.update, { buckets: [{ id: 1, service_ids: [3] }, { id: 2, service_ids: [3] }] }, 'buckets'],
  ])('%s answers 400 with the field, and changes nothing', async (_what, call, body, path) => {
    const t = ctx.app();
    const partner = await token(t, DEMO.partner);
    const { site } = await freshSite(t);
    const refused = await refusal(await send(t, partner, 'POST', call().path({ siteId: site }), body), 400);
    expect(refused.code).toBe('VALIDATION_FAILED');
    expect(refused.issues?.map((issue) => issue.path)).toEqual([path]);
    expect(await membersOf(t, partner, site)).toEqual({ First: [], Second: [] });
    expect(await t.handle.db.select().from(siteBucketServices).innerJoin(siteBuckets, eq(siteBuckets.id, siteBucketServices.bucketId)).where(eq(siteBuckets.siteId, site))).toEqual([]);
  });
});

const serverOrEmbedded = postgresTestDatabase() ?? testDatabases()[0]!;

describe(`a reorder racing an add, on ${serverOrEmbedded.name}`, () => {
  const ctx = useTestDatabase(serverOrEmbedded);

  // Which one takes the site's bucket lock first is the scheduler's choice; each round checks the state that order must leave.
  test('the order saved never drops the added service: either the reorder lands first, or it is refused as stale', async () => {
    const t = ctx.app();
    const partner = (await t.login(DEMO.partner)).token;
    const [a, c] = [await serviceId(t, 'oslo-city-bike-tour'), await serviceId(t, 'tromso-husky-sledding')];
    for (let round = 0; round < 8; round++) {
      const [site] = await t.handle.db
        .insert(partnerSites)
        .values({
          ownerUserId: await userId(t, DEMO.partner),
          name: `Race ${round}`,
          subDomain: `race-${round}-${Math.random().toString(36).slice(2, 8)}`,
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
      await answer(StoredServicesAnswerSchema, await send(t, partner, 'POST', w.storeService.path({ siteId: site!.id }), { service_ids: [a], bucket_id: first!.id }));

      // The reorder was made from a page that knew only `a`; the add of `c` runs beside it.
      const [stored, reordered] = await Promise.all([
        send(t, partner, 'POST', w.storeService.path({ siteId: site!.id }), { service_ids: [c], bucket_id: second!.id }),
        send(t, partner, 'POST', b.update.path({ siteId: site!.id }), {
          buckets: [
            { id: second!.id, service_ids: [] },
            { id: first!.id, service_ids: [a] },
          ],
        }),
      ]);
      expect(stored.status).toBe(200);
      expect([200, 409]).toContain(reordered.status);
      const buckets = (await answer(BucketListAnswerSchema, await send(t, partner, 'GET', b.list.path({ siteId: site!.id })))).data;
      const expected =
        reordered.status === 200
          ? [
              ['Second', [c]],
              ['First', [a]],
            ]
          : [
              ['First', [a]],
              ['Second', [c]],
            ];
      expect(buckets.map((bucket) => [bucket.name, bucket.service_ids])).toEqual(expected);
    }
  });
});
