import { setTimeout as sleep } from 'node:timers/promises';
import { and, asc, eq, sql } from 'drizzle-orm';
import { createBackground } from '../../../background';
import type { Db } from '../../../db/client';
import { seedScale } from '../../../db/seed/scale';
import { jobs } from '../../../db/schema/jobs';
import { serviceId, siteId } from '../../../test/catalogue-fixtures';
import { oneTestDatabase } from '../../../test/databases';
import { type TestApp, useTestDatabase } from '../../../test/harness';
import { createSearchJobHandlers, SEARCH_JOBS, SERVICE_INDEXES } from './search-jobs';
import { createCatalogueService } from '../../core/catalogue/catalogue.service';
import { createSearchIndexer } from './indexer.service';

/** The queue's rows, oldest first: a test reads the jobs table itself (the system module keeps its repository). */
const findJobs = (db: Db, filter: { kind?: string; status?: (typeof jobs.$inferSelect)['status'] } = {}) =>
  db
    .select()
    .from(jobs)
    .where(and(filter.kind === undefined ? undefined : eq(jobs.kind, filter.kind), filter.status === undefined ? undefined : eq(jobs.status, filter.status)))
    .orderBy(asc(jobs.id));

/**
 * Migration 0006: triggers on the catalogue queue `search.reindex-service` for any write, made by any code. These
 * tests write with plain SQL through the app's database handle, as a future route (or a psql session) would,
 * and never call enqueueServiceReindex for the change.
 */

const CREDENTIALS = '?x-algolia-api-key=public-search-key&x-algolia-application-id=WAYHUB';
const LIGHTS = 'tromso-northern-lights-chase';
const HOTEL = 'oslo-harbour-hotel';
const quiet = { error: () => undefined, warn: () => undefined };

type Hit = Record<string, unknown> & { objectID: string };

/** The record as Algolia's getObjects returns it (null when the index does not hold it). */
async function record(t: TestApp, indexName: string, id: number): Promise<Hit | null> {
  const response = await t.request(`/1/indexes/*/objects${CREDENTIALS}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: JSON.stringify({ requests: [{ indexName, objectID: String(id) }] }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { results: (Hit | null)[] }).results[0] ?? null;
}

async function search(t: TestApp, indexName: string, query: string): Promise<Hit[]> {
  const response = await t.request(`/1/indexes/${indexName}/query${CREDENTIALS}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: JSON.stringify({ query }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { hits: Hit[] }).hits;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const reindexJobs = (db: Db) => findJobs(db, { kind: SEARCH_JOBS.reindexService });

describe.each(oneTestDatabase())('search reindex triggers on $name', (spec) => {
  const database = useTestDatabase(spec);

  /** A worker of the test's own, with every index built from the seeded catalogue and an empty queue. */
  async function setup() {
    const t = database.app();
    const { db } = t.handle;
    const background = createBackground({ db, clock: t.clock, worker: { log: quiet } });
    await db.delete(jobs);
    await background.search.enqueueReindexAll();
    await background.worker.runUntilIdle();
    await db.delete(jobs);
    return { t, db, ...background };
  }

  it('the seed queued no per-service job (its caller queues one full reindex instead)', async () => {
    const { db } = database.handle;
    // The seeded template: thousands of catalogue rows, and not one reindex-service job for them.
    expect(await reindexJobs(db)).toEqual([]);
    await seedScale(db, 30, { now: new Date() });
    expect(await reindexJobs(db)).toEqual([]);
    // The switch was local to the seed's transactions: the next write on the same pool is watched again.
    const [bench] = rowsOf<{ id: number }>(await db.execute(sql`select id from services where slug = 'bench-1'`));
    await db.execute(sql`update services set rating = 4.2 where slug = 'bench-1'`);
    expect((await reindexJobs(db)).map((job) => job.payload)).toEqual([{ serviceId: bench?.id }]);
    await db.delete(jobs);
  });

  it('queues one job for several writes to a service in one transaction; the worker then serves the new name', async () => {
    const { t, db, worker } = await setup();
    const lights = await serviceId(t, LIGHTS);

    await db.transaction(async (tx) => {
      await tx.execute(sql`update service_translations set name = 'Aurora Hunt from Tromsø' where service_id = ${lights} and locale = 'en'`);
      await tx.execute(sql`update service_translations set name = 'Aurora Hunt by Night' where service_id = ${lights} and locale = 'en'`);
      await tx.execute(sql`update services set rating = 4.9 where id = ${lights}`);
    });
    // A second transaction while the job is still pending folds into it too.
    await db.execute(sql`update service_translations set short_description = 'Chase the aurora.' where service_id = ${lights} and locale = 'en'`);
    const queued = await reindexJobs(db);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ status: 'pending', payload: { serviceId: lights }, dedupeKey: `${SEARCH_JOBS.reindexService}:${lights}` });

    // Nothing in search moves until the job runs.
    expect(await record(t, 'services_en', lights)).toMatchObject({ name: 'Northern Lights Chase from Tromsø' });
    expect(await worker.runUntilIdle()).toBe(1);
    expect((await search(t, 'services_en', 'aurora hunt'))[0]).toMatchObject({ objectID: String(lights), name: 'Aurora Hunt by Night', ratings: 4.9 });
    expect(await record(t, 'services_en', lights)).toMatchObject({ description: 'Chase the aurora.' });
    expect(await findJobs(db, { status: 'failed' })).toEqual([]);
  });

  it('a rolled-back write queues nothing', async () => {
    const { t, db } = await setup();
    const lights = await serviceId(t, LIGHTS);
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`update services set rating = 1 where id = ${lights}`);
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(await reindexJobs(db)).toEqual([]);
  });

  it('queues exactly the job the search.reindex-service handler expects, the one enqueueServiceReindex writes', async () => {
    const { t, db, search: reindexer } = await setup();
    const lights = await serviceId(t, LIGHTS);
    const shape = (job: (typeof jobs.$inferSelect) | undefined) => ({
      kind: job?.kind,
      payload: job?.payload,
      dedupeKey: job?.dedupeKey,
      status: job?.status,
      attempts: job?.attempts,
      maxAttempts: job?.maxAttempts,
    });

    await db.execute(sql`update services set rating = 4.7 where id = ${lights}`);
    const [fromTrigger] = await reindexJobs(db);
    expect(fromTrigger?.payload).toStrictEqual({ serviceId: lights });
    expect(typeof (fromTrigger?.payload as { serviceId: unknown }).serviceId).toBe('number');
    // The application's hook folds into the trigger's pending job: the same dedupe key.
    await reindexer.enqueueServiceReindex(lights);
    expect((await reindexJobs(db)).map((job) => job.id)).toEqual([fromTrigger?.id]);

    await db.delete(jobs);
    await reindexer.enqueueServiceReindex(lights);
    const [fromApp] = await reindexJobs(db);
    expect(shape(fromTrigger)).toStrictEqual(shape(fromApp));
    // And the trigger folds into the application's.
    await db.execute(sql`update services set rating = 4.8 where id = ${lights}`);
    expect((await reindexJobs(db)).map((job) => job.id)).toEqual([fromApp?.id]);

    // The handler itself accepts the trigger's payload as stored.
    const handlers = createSearchJobHandlers({ catalogue: createCatalogueService(db), indexer: createSearchIndexer(db) });
    await handlers[SEARCH_JOBS.reindexService]?.(fromTrigger?.payload, { id: 0, kind: SEARCH_JOBS.reindexService, attempt: 1, maxAttempts: 5 });
    expect(await record(t, 'services_sv', lights)).toMatchObject({ ratings: 4.8 });
    await db.delete(jobs);
  });

  it('a changed ticket price or hotel rate changes lowest_price', async () => {
    const { t, db, worker } = await setup();
    const [lights, hotel] = [await serviceId(t, LIGHTS), await serviceId(t, HOTEL)];
    expect(await record(t, 'services_en', lights)).toMatchObject({ lowest_price: 1490 });
    const hotelBefore = (await record(t, 'services_en', hotel))?.lowest_price as number;
    expect(typeof hotelBefore).toBe('number');

    await db.execute(
      sql`update ticket_prices set price_minor = price_minor - 50000 where ticket_id in (select id from tickets where service_id = ${lights})`,
    );
    await db.execute(sql`update rate_plans set base_price_minor = base_price_minor + 10000 where service_id = ${hotel}`);
    expect((await reindexJobs(db)).map((job) => job.payload)).toEqual(
      expect.arrayContaining([{ serviceId: lights }, { serviceId: hotel }]),
    );
    expect(await reindexJobs(db)).toHaveLength(2);
    expect(await worker.runUntilIdle()).toBe(2);
    for (const { indexName } of SERVICE_INDEXES.slice(0, 3)) {
      expect(await record(t, indexName, lights)).toMatchObject({ lowest_price: 990 });
      expect(await record(t, indexName, hotel)).toMatchObject({ lowest_price: hotelBefore + 100 });
    }
  });

  it("leaving a site's catalogue drops that site id, and the record once no site sells the service", async () => {
    const { t, db, worker } = await setup();
    const hotel = await serviceId(t, HOTEL);
    const [demo, paylater] = [await siteId(t, 'demo'), await siteId(t, 'demo-paylater')];
    expect(await record(t, 'services_en', hotel)).toMatchObject({ site_ids: [demo, paylater] });

    const leave = (site: number) =>
      db.execute(sql`delete from site_bucket_services where service_id = ${hotel} and bucket_id in (select id from site_buckets where site_id = ${site})`);
    await leave(demo);
    expect(await worker.runUntilIdle()).toBe(1);
    expect(await record(t, 'services_en', hotel)).toMatchObject({ site_ids: [paylater] });
    expect(await record(t, 'services_de', hotel)).toMatchObject({ site_ids: [paylater] });

    await leave(paylater);
    expect(await worker.runUntilIdle()).toBe(1);
    for (const { indexName } of SERVICE_INDEXES) expect(await record(t, indexName, hotel)).toBeNull();
  });

  it('a service created and put on sale appears, and disappears when it is deleted', async () => {
    const { t, db, worker } = await setup();
    const demo = await siteId(t, 'demo');
    const id = await db.transaction(async (tx) => {
      const [row] = rowsOf<{ id: number }>(
        await tx.execute(sql`
          insert into services (service_type, supplier_user_id, slug, product_code, currency, time_zone, location_id, rating)
          select 4, supplier_user_id, 'tromso-ice-domes', 'WH-TRG-1', 'NOK', time_zone, location_id, 4.4 from services where slug = ${LIGHTS}
          returning id`),
      );
      if (!row) throw new Error('no service inserted');
      await tx.execute(sql`insert into service_translations (service_id, locale, name, short_description) values (${row.id}, 'en', 'Tromsø Ice Domes', 'An ice hotel.')`);
      await tx.execute(sql`insert into attraction_details (service_id, admission_minor, opening_hours) values (${row.id}, 45000, '[]'::jsonb)`);
      await tx.execute(sql`
        insert into site_bucket_services (bucket_id, service_id)
        select id, ${row.id} from site_buckets where site_id = ${demo} and name = 'Arctic Norway'`);
      return Number(row.id);
    });
    expect((await reindexJobs(db)).map((job) => job.payload)).toEqual([{ serviceId: id }]);
    expect(await worker.runUntilIdle()).toBe(1);
    expect((await search(t, 'services_en', 'ice domes'))[0]).toMatchObject({ objectID: String(id), site_ids: [demo], lowest_price: 450 });

    await db.delete(jobs);
    await db.execute(sql`delete from services where id = ${id}`);
    // The cascade removed its translations, details and bucket rows too: still one job.
    expect((await reindexJobs(db)).map((job) => job.payload)).toEqual([{ serviceId: id }]);
    expect(await worker.runUntilIdle()).toBe(1);
    for (const { indexName } of SERVICE_INDEXES) expect(await record(t, indexName, id)).toBeNull();
    expect(await search(t, 'services_en', 'ice domes')).toEqual([]);
  });

  it('a running worker picks the change up by polling, within seconds', async () => {
    const { t, db, worker } = await setup();
    const lights = await serviceId(t, LIGHTS);
    worker.start();
    try {
      const started = Date.now();
      // No enqueue call in this process, so no nudge: only the worker's 300 ms poll finds the job.
      await db.execute(sql`update service_translations set name = 'Polar Lights Safari' where service_id = ${lights} and locale = 'en'`);
      while ((await record(t, 'services_en', lights))?.name !== 'Polar Lights Safari') {
        if (Date.now() - started > 5_000) throw new Error('the worker did not reindex within 5 s');
        await sleep(50);
      }
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      await worker.stop();
    }
  });
});
