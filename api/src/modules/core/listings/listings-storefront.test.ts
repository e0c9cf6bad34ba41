/**
 * Issue 12 §4 and §6 for rentals, restaurants and attractions: what the product page shows is what the panel saved,
 * and search follows every change (the database triggers of migration 0006 queue the reindex, the service wakes the
 * worker). Each check goes through the panel API, the job queue, then search and the product page a visitor opens.
 */
import { eq } from 'drizzle-orm';
import { ServiceDetailAnswerSchema } from 'shared-contracts/catalogue';
import { SEARCH } from 'shared-contracts/constants';
import { GeneralStatus } from 'shared-contracts/enums';
import { LISTING_CALLS, ListingStateAnswerSchema, type ListingType } from 'shared-contracts/listings';
import { api } from 'shared-contracts/paths';
import * as v from 'valibot';
import { createBackground } from '../../../background';
import { siteBuckets, siteBucketServices } from '../../../db/schema/site-content';
import { siteId } from '../../../test/catalogue-fixtures';
import { oneTestDatabase } from '../../../test/databases';
import { DEMO, type TestApp, useTestDatabase } from '../../../test/harness';
import { answer, locationId, send } from '../tours/testing/tour-fixtures';
import { createListing, makeReady, saveSection } from './testing/listing-fixtures';

const CREDENTIALS = '?x-algolia-api-key=public-search-key&x-algolia-application-id=WAYHUB';
const quiet = { error: () => undefined, warn: () => undefined };
const EN = SEARCH.indexName('services', 'en');

type Hit = Record<string, unknown> & { objectID: string };

async function record(t: TestApp, id: number): Promise<Hit | null> {
  const response = await t.request(`/1/indexes/*/objects${CREDENTIALS}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: JSON.stringify({ requests: [{ indexName: EN, objectID: String(id) }] }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { results: (Hit | null)[] }).results[0] ?? null;
}

async function search(t: TestApp, query: string): Promise<string[]> {
  const response = await t.request(`/1/indexes/${EN}/query${CREDENTIALS}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: JSON.stringify({ query }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { hits: Hit[] }).hits.map((hit) => hit.objectID);
}

describe.each(oneTestDatabase())('listing changes reach the storefront on $name', (spec) => {
  const ctx = useTestDatabase(spec);

  /** An Active, ready listing of supplier@ in the demo site's first bucket, with the search indexes built. */
  async function onSale(type: ListingType, name: string) {
    const t = ctx.app();
    const token = (await t.login(DEMO.supplier)).token;
    const background = createBackground({ db: t.handle.db, clock: t.clock, worker: { log: quiet } });
    const word = `qx${Math.random().toString(36).slice(2, 8)}`;
    const listing = await createListing(t, token, type, { name: `${name} ${word}` });
    await makeReady(t, token, listing);
    const demo = await siteId(t, 'demo');
    const [bucket] = await t.handle.db.select({ id: siteBuckets.id }).from(siteBuckets).where(eq(siteBuckets.siteId, demo)).limit(1);
    await t.handle.db.insert(siteBucketServices).values({ bucketId: bucket!.id, serviceId: listing.id, position: 99 });
    const setStatus = async (status: GeneralStatus) =>
      answer(ListingStateAnswerSchema, await send(t, token, 'PUT', LISTING_CALLS[type].updateStatus.path({ id: listing.id }, { status })));
    await setStatus(GeneralStatus.Active);
    await background.worker.runUntilIdle();
    const productPage = () => t.request(api.catalogue.service.path({ id: listing.id }, { site_id: demo }));
    return { t, token, listing, word, background, productPage, setStatus };
  }

  test('a rental’s product page shows what the panel saved, and search follows its name, place and price', async () => {
    const { t, token, listing, word, background, productPage } = await onSale('rentals', 'Kayak Hire');
    expect(await record(t, listing.id)).toMatchObject({ name: `Kayak Hire ${word}`, lowest_price: 450, location_id: await locationId(t, 'oslo') });
    expect(await search(t, word)).toEqual([String(listing.id)]);

    const bergen = await locationId(t, 'bergen');
    await saveSection(t, token, 'rentals', listing.id, {
      section: 'basic_details',
      name: `Sea Kayak Hire ${word}`,
      short_description: 'Paddle the harbour.',
      long_description: 'Kayaks by the hour or the day.',
      highlights: ['Dry bags included'],
    });
    await saveSection(t, token, 'rentals', listing.id, { section: 'type_details', vehicle_type: 'Sea kayak', seats: 2, price_per_day_minor: 39_900, pickup_point: 'Bryggen quay' });
    await saveSection(t, token, 'rentals', listing.id, { section: 'location', location_id: bergen, meeting_point: 'Blue boathouse' });
    expect(await background.worker.runUntilIdle()).toBeGreaterThan(0);

    expect(await record(t, listing.id)).toMatchObject({ name: `Sea Kayak Hire ${word}`, lowest_price: 399, location_id: bergen });
    expect(await search(t, `sea kayak hire ${word}`)).toEqual([String(listing.id)]);
    const page = v.parse(ServiceDetailAnswerSchema, await (await productPage()).json()).data;
    expect(page).toMatchObject({
      name: `Sea Kayak Hire ${word}`,
      short_description: 'Paddle the harbour.',
      long_description: 'Kayaks by the hour or the day.',
      highlights: ['Dry bags included'],
      meeting_point: 'Blue boathouse',
      location: { id: bergen, name: 'Bergen' },
      rental: { vehicle_type: 'Sea kayak', seats: 2, price_per_day: { minor: 39_900 }, pickup_point: 'Bryggen quay' },
    });
    expect(page.gallery).toHaveLength(1);
  });

  test('a restaurant’s opening hours and an attraction’s admission reach their product pages', async () => {
    const restaurant = await onSale('restaurants', 'Harbour Grill');
    const hours = [{ days: 'Tue–Sun', opens: '17:00', closes: '00:30' }];
    await saveSection(restaurant.t, restaurant.token, 'restaurants', restaurant.listing.id, { section: 'type_details', cuisine: 'Grill', price_level: 4, opening_hours: hours });
    const dinner = v.parse(ServiceDetailAnswerSchema, await (await restaurant.productPage()).json()).data;
    expect(dinner.restaurant).toEqual({ cuisine: 'Grill', price_level: 4, opening_hours: hours });

    const attraction = await onSale('attractions', 'Viking Ship Hall');
    await saveSection(attraction.t, attraction.token, 'attractions', attraction.listing.id, { section: 'type_details', admission_minor: null, opening_hours: [] });
    await attraction.background.worker.runUntilIdle();
    const museum = v.parse(ServiceDetailAnswerSchema, await (await attraction.productPage()).json()).data;
    expect(museum.attraction).toEqual({ admission: null, opening_hours: [] });
    expect(museum.lowest_price).toBeNull();
  });

  test.each([
    ['Hidden', GeneralStatus.Hide],
    ['Inactive', GeneralStatus.Inactive],
  ])('a %s listing leaves search and its product page answers 404; Active again, it is back', async (_what, status) => {
    const { t, listing, word, background, productPage, setStatus } = await onSale('attractions', 'Tower View');
    expect((await productPage()).status).toBe(200);
    await setStatus(status);
    await background.worker.runUntilIdle();
    expect(await record(t, listing.id)).toBeNull();
    expect(await search(t, word)).toEqual([]);
    expect((await productPage()).status).toBe(404);

    await setStatus(GeneralStatus.Active);
    await background.worker.runUntilIdle();
    expect(await search(t, word)).toEqual([String(listing.id)]);
    expect((await productPage()).status).toBe(200);
  });

  test('a deleted listing, sold by a site, leaves its bucket and search', async () => {
    const { t, token, listing, word, background } = await onSale('restaurants', 'Pop-up Kitchen');
    expect(await search(t, word)).toEqual([String(listing.id)]);
    expect((await send(t, token, 'DELETE', LISTING_CALLS.restaurants.remove.path({ id: listing.id }))).status).toBe(200);
    await background.worker.runUntilIdle();
    expect(await search(t, word)).toEqual([]);
  });
});
