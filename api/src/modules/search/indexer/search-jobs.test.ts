import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { LOCALES } from 'shared-contracts/constants';
import { createBackground } from '../../../background';
import type { Db } from '../../../db/client';
import { services, ticketPrices, tickets } from '../../../db/schema/catalogue';
import { jobs } from '../../../db/schema/jobs';
import { serviceId, siteId } from '../../../test/catalogue-fixtures';
import { testDatabases } from '../../../test/databases';
import { type TestApp, useTestDatabase } from '../../../test/harness';
import { SEARCH_JOBS } from './search-jobs';

/** The queue's rows, oldest first: a test reads the jobs table itself (the system module keeps its repository). */
const findJobs = (db: Db, filter: { kind?: string; status?: (typeof jobs.$inferSelect)['status'] } = {}) =>
  db
    .select()
    .from(jobs)
    .where(and(filter.kind === undefined ? undefined : eq(jobs.kind, filter.kind), filter.status === undefined ? undefined : eq(jobs.status, filter.status)))
    .orderBy(asc(jobs.id));

const CREDENTIALS = '?x-algolia-api-key=public-search-key&x-algolia-application-id=WAYHUB';
const LIGHTS = 'tromso-northern-lights-chase';

type Hit = Record<string, unknown> & { objectID: string };

/** What the storefront's algoliasearch client would send and read back. */
async function query(t: TestApp, indexName: string, params: Record<string, unknown>): Promise<{ status: number; hits: Hit[] }> {
  const response = await t.request(`/1/indexes/${indexName}/query${CREDENTIALS}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: JSON.stringify(params),
  });
  const body = (await response.json()) as { hits?: Hit[] };
  return { status: response.status, hits: body.hits ?? [] };
}

describe.each(testDatabases())('search indexing through the job queue on $name', (spec) => {
  const database = useTestDatabase(spec);
  const background = (t: TestApp) => createBackground({ db: t.handle.db, clock: t.clock, worker: { log: { error: () => undefined, warn: () => undefined } } });

  it('builds every locale index on a fresh database, so the seeded catalogue is searchable', async () => {
    const t = database.app();
    const { search, worker } = background(t);
    expect((await query(t, 'services_en', { query: 'northern lights' })).status).toBe(404);

    expect(await search.ensureIndexes()).toBe(true);
    expect(await search.ensureIndexes()).toBe(true); // still missing: the pending job is the same one
    expect(await findJobs(t.handle.db, { kind: SEARCH_JOBS.reindexAll, status: 'pending' })).toHaveLength(1);
    expect(await worker.runUntilIdle()).toBe(1);
    expect(await search.ensureIndexes()).toBe(false);

    const lights = await serviceId(t, LIGHTS);
    const [demo, paylater] = [await siteId(t, 'demo'), await siteId(t, 'demo-paylater')];
    const en = await query(t, 'services_en', { query: 'northern lights', filters: `type:service AND site_ids:${demo}` });
    expect(en.hits[0]).toMatchObject({ objectID: String(lights), name: 'Northern Lights Chase from Tromsø', site_ids: [demo, paylater], lowest_price: 1490, currency: 'NOK' });

    const no = await query(t, 'services_no', { query: 'nordlysjakt' });
    expect(no.hits[0]).toMatchObject({ objectID: String(lights), name: 'Nordlysjakt fra Tromsø', locale: 'no' });
    // Every locale has its index; one without translations falls back to English text.
    for (const locale of LOCALES) expect((await query(t, `services_${locale}`, { hitsPerPage: 0 })).status).toBe(200);
    expect((await query(t, 'services_hi', { query: 'northern lights' })).hits[0]).toMatchObject({ objectID: String(lights), locale: 'en' });

    // A service without a price is findable, but never inside a price range.
    const seafood = await serviceId(t, 'bergen-harbour-seafood-restaurant');
    const unpriced = await query(t, 'services_en', { query: 'seafood' });
    expect(unpriced.hits.find((hit) => hit.objectID === String(seafood))).toMatchObject({ lowest_price: null });
    const inRange = await query(t, 'services_en', { query: 'seafood', numericFilters: ['lowest_price>=0', 'lowest_price<=100000'] });
    expect(inRange.hits.map((hit) => hit.objectID)).not.toContain(String(seafood));
  });

  it('shows a changed price after the service is reindexed, and drops a service that is no longer active', async () => {
    const t = database.app();
    const { db } = t.handle;
    const { search, worker } = background(t);
    await search.enqueueReindexAll();
    await worker.runUntilIdle();
    const lights = await serviceId(t, LIGHTS);
    const lowestPrice = async (indexName: string) =>
      (await query(t, indexName, { filters: `objectID:${lights}`, query: 'tromso' })).hits.find((hit) => hit.objectID === String(lights))?.lowest_price;
    expect(await lowestPrice('services_en')).toBe(1490);

    // Stands in for the supplier panel's price write: the change and the enqueue in one transaction.
    await db.transaction(async (tx) => {
      const ticketIds = tx.select({ id: tickets.id }).from(tickets).where(eq(tickets.serviceId, lights));
      await tx.update(ticketPrices).set({ priceMinor: sql`${ticketPrices.priceMinor} - 50000` }).where(inArray(ticketPrices.ticketId, ticketIds));
      await search.enqueueServiceReindex(lights, { tx });
      await search.enqueueServiceReindex(lights, { tx });
    });
    expect(await lowestPrice('services_en')).toBe(1490);
    expect(await worker.runUntilIdle()).toBe(1);
    expect(await lowestPrice('services_en')).toBe(990);
    expect(await lowestPrice('services_sv')).toBe(990);

    await db.update(services).set({ status: 2 }).where(eq(services.id, lights));
    await search.enqueueServiceReindex(lights);
    await worker.runUntilIdle();
    expect(await lowestPrice('services_en')).toBeUndefined();
    const objects = await t.request(`/1/indexes/*/objects${CREDENTIALS}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ requests: [{ indexName: 'services_no', objectID: String(lights) }] }),
    });
    expect(((await objects.json()) as { results: unknown[] }).results).toEqual([null]);
    expect(await findJobs(db, { status: 'failed' })).toEqual([]);
    await db.delete(jobs);
  });
});
