/**
 * Issue 12 §6: what a supplier changes in the panel reaches the storefront. The database triggers (migration 0006)
 * queue a reindex for the service; the job queue's worker rebuilds its search records. Status, privacy, name,
 * price, media and location are checked here, each through the panel API, then the queue, then search and the
 * product page a visitor would open.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { SEARCH } from 'shared-contracts/constants';
import { GeneralStatus, MediaSourceType, ProductKind } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import { TourFullAnswerSchema, TourStateAnswerSchema } from 'shared-contracts/tours';
import { createBackground } from '../../../background';
import { ticketPrices } from '../../../db/schema/catalogue';
import { siteBuckets, siteBucketServices } from '../../../db/schema/site-content';
import { siteId } from '../../../test/catalogue-fixtures';
import { oneTestDatabase } from '../../../test/databases';
import { DEMO, type TestApp, useTestDatabase } from '../../../test/harness';
import { answer, createTour, insertFile, locationId, makeSellable, send } from './testing/tour-fixtures';

const CREDENTIALS = '?x-algolia-api-key=public-search-key&x-algolia-application-id=WAYHUB';
const quiet = { error: () => undefined, warn: () => undefined };
const EN = SEARCH.indexName('services', 'en');
const NO = SEARCH.indexName('services', 'no');

type Hit = Record<string, unknown> & { objectID: string };

/** The record as Algolia's getObjects answers it; null when the index does not hold it. */
async function record(t: TestApp, indexName: string, id: number): Promise<Hit | null> {
  const response = await t.request(`/1/indexes/*/objects${CREDENTIALS}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: JSON.stringify({ requests: [{ indexName, objectID: String(id) }] }),
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

describe.each(oneTestDatabase())('activity changes reach the storefront on $name', (spec) => {
  const ctx = useTestDatabase(spec);

  /** An Active, sellable activity of supplier@ in the demo site's first bucket, with the search indexes built. */
  async function onSale() {
    const t = ctx.app();
    const token = (await t.login(DEMO.supplier)).token;
    const background = createBackground({ db: t.handle.db, clock: t.clock, worker: { log: quiet } });
    const word = `qx${Math.random().toString(36).slice(2, 8)}`;
    const tour = await createTour(t, token, { name: `Glacier Paddle ${word}`, kind: ProductKind.Tour });
    const made = await makeSellable(t, token, tour);
    const demo = await siteId(t, 'demo');
    const [bucket] = await t.handle.db.select({ id: siteBuckets.id }).from(siteBuckets).where(eq(siteBuckets.siteId, demo)).limit(1);
    await t.handle.db.insert(siteBucketServices).values({ bucketId: bucket!.id, serviceId: tour.id, position: 99 });
    await answer(TourStateAnswerSchema, await send(t, token, 'PUT', api.tours.updateStatus.path({ id: tour.id }, { status: GeneralStatus.Active })));
    await background.worker.runUntilIdle();
    const productPage = () => t.request(api.catalogue.tourFull.path({ id: tour.id }, { site_id: demo }));
    return { t, token, tour, word, demo, background, productPage, ...made };
  }

  const put = (t: TestApp, token: string, path: string) => send(t, token, 'PUT', path);

  test('an activated activity is found; its name, location, price and cover follow every change', async () => {
    const { t, token, tour, word, demo, background, productPage, ticketId, fileId } = await onSale();
    const first = await record(t, EN, tour.id);
    expect(first).toMatchObject({ name: `Glacier Paddle ${word}`, lowest_price: 450, site_ids: [demo], location_id: await locationId(t, 'oslo') });
    expect(await search(t, word)).toEqual([String(tour.id)]);
    expect((await productPage()).status).toBe(200);

    const bergen = await locationId(t, 'bergen');
    const vital = { section: 'vital_details', name: `Fjord Paddle ${word}`, kind: ProductKind.Tour, location_id: bergen, duration: '3h' };
    await answer(TourFullAnswerSchema, await send(t, token, 'PUT', api.tours.update.path({ id: tour.id }), vital));
    await t.handle.db.update(ticketPrices).set({ priceMinor: 39_900 }).where(eq(ticketPrices.ticketId, ticketId));
    const cover = await insertFile(t, tour.supplier_id);
    const gallery = {
      section: 'gallery_and_widget',
      media: [
        { source_type: MediaSourceType.file, file_id: fileId },
        { source_type: MediaSourceType.existingFile, file_id: cover.id, is_cover: true },
      ],
    };
    const saved = (await answer(TourFullAnswerSchema, await send(t, token, 'PUT', api.tours.update.path({ id: tour.id }), gallery))).data;
    expect(await background.worker.runUntilIdle()).toBeGreaterThan(0);

    expect(await record(t, EN, tour.id)).toMatchObject({
      name: `Fjord Paddle ${word}`,
      location_id: bergen,
      lowest_price: 399,
      image: saved.gallery_and_widget.media[1]?.url,
    });
    expect(await search(t, `fjord paddle ${word}`)).toEqual([String(tour.id)]);
    expect(await search(t, `glacier paddle ${word}`)).toEqual([]);
  });

  test.each([
    ['Hidden', GeneralStatus.Hide],
    ['Inactive', GeneralStatus.Inactive],
  ])('a %s activity leaves search in every locale and its product page answers 404', async (_what, status) => {
    const { t, token, tour, word, background, productPage } = await onSale();
    expect(await record(t, NO, tour.id)).not.toBeNull();
    await answer(TourStateAnswerSchema, await put(t, token, api.tours.updateStatus.path({ id: tour.id }, { status })));
    await background.worker.runUntilIdle();
    expect(await record(t, EN, tour.id)).toBeNull();
    expect(await record(t, NO, tour.id)).toBeNull();
    expect(await search(t, word)).toEqual([]);
    expect((await productPage()).status).toBe(404);

    await answer(TourStateAnswerSchema, await put(t, token, api.tours.updateStatus.path({ id: tour.id }, { status: GeneralStatus.Active })));
    await background.worker.runUntilIdle();
    expect(await search(t, word)).toEqual([String(tour.id)]);
    expect((await productPage()).status).toBe(200);
  });

  test('a private activity leaves search; its product page stays reachable by direct link', async () => {
    const { t, token, tour, word, background, productPage } = await onSale();
    await answer(TourStateAnswerSchema, await put(t, token, api.tours.updateIsPrivate.path({ id: tour.id }, { is_private: true })));
    await background.worker.runUntilIdle();
    expect(await record(t, EN, tour.id)).toBeNull();
    expect(await search(t, word)).toEqual([]);
    expect((await productPage()).status).toBe(200);

    await answer(TourStateAnswerSchema, await put(t, token, api.tours.updateIsPrivate.path({ id: tour.id }, { is_private: false })));
    await background.worker.runUntilIdle();
    expect(await search(t, word)).toEqual([String(tour.id)]);
  });

  test('with the worker running, hiding takes the activity out of search within 5 seconds', async () => {
    const { t, token, tour, background } = await onSale();
    // Nothing left over: only the change below can make the worker run.
    await t.handle.db.execute(sql`delete from jobs where status = 'pending'`);
    background.worker.start();
    try {
      const started = Date.now();
      await answer(TourStateAnswerSchema, await put(t, token, api.tours.updateStatus.path({ id: tour.id }, { status: GeneralStatus.Hide })));
      while ((await record(t, EN, tour.id)) !== null) {
        if (Date.now() - started > 5_000) throw new Error('the activity was still in search 5 s after it was hidden');
        await sleep(50);
      }
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await background.worker.stop();
    }
  });
});
