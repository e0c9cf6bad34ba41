/**
 * Issue 15 §4: "a service added to a bucket is on sale on the site, and in its search, within 5 seconds". Measured, not
 * asserted: partner@ adds a marketplace service to one of demo-paylater's buckets over the real API, and the clock
 * runs until the site's search (the embedded index, as the storefront asks it) finds it; then the same for taking it
 * off. The job worker runs as the server runs it (polling, woken by the write). Prints figures only.
 */
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { SEARCH } from 'shared-contracts/constants';
import { api } from 'shared-contracts/paths';
import { createApp } from '../../../app';
import { createBackground } from '../../../background';
import { partnerSites } from '../../../db/schema/core';
import { services } from '../../../db/schema/catalogue';
import { siteBuckets } from '../../../db/schema/site-content';
import { loadEnv } from '../../../env';
import { percentile } from '../../../lib/bench-timing';
import { systemClock } from '../../../lib/clock';
import { testDatabases } from '../../../test/databases';

const PASSWORD = 'wayhub-demo';

export async function benchCatalogueToSearch({ rounds = 10, log = console.info }: { rounds?: number; log?: (line: string) => void } = {}) {
  const handle = await testDatabases()[0]!.open();
  const background = createBackground({ db: handle.db, clock: systemClock });
  try {
    await background.search.enqueueReindexAll();
    await background.worker.runUntilIdle();
    background.worker.start();
    const app = createApp({ db: handle.db, env: loadEnv({ NODE_ENV: 'test' }), clock: systemClock, dbKind: handle.kind, queue: background.queue });

    const login = await app.request(api.auth.login.path(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'localhost:8080', origin: 'http://localhost:8080' },
      body: JSON.stringify({ email: 'partner@wayhub.test', password: PASSWORD }),
    });
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    const call = (path: string, body: unknown) =>
      app.request(path, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });

    const [site] = await handle.db.select({ id: partnerSites.id }).from(partnerSites).where(eq(partnerSites.subDomain, 'demo-paylater'));
    const [service] = await handle.db.select({ id: services.id, slug: services.slug }).from(services).where(eq(services.slug, 'bergen-floyen-mountain-hike'));
    const [bucket] = await handle.db.insert(siteBuckets).values({ siteId: site!.id, name: 'Bench' }).returning({ id: siteBuckets.id });

    const found = async () => {
      const response = await app.request(`/1/indexes/${SEARCH.indexName('services', 'en')}/query?x-algolia-api-key=bench&x-algolia-application-id=bench`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({ query: '', filters: `type:service AND site_ids:${site!.id}`, hitsPerPage: 1000, attributesToRetrieve: ['objectID'] }),
      });
      const hits = ((await response.json()) as { hits: { objectID: string }[] }).hits;
      return hits.some((hit) => hit.objectID === String(service!.id));
    };
    /** Milliseconds from the call's start until the site's search agrees with `wanted`. */
    const until = async (write: () => Response | Promise<Response>, wanted: boolean) => {
      const started = performance.now();
      const response = await write();
      if (!response.ok) throw new Error(`the write failed: ${response.status} ${await response.text()}`);
      while ((await found()) !== wanted) {
        if (performance.now() - started > 60_000) throw new Error('the search did not follow within a minute');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return performance.now() - started;
    };

    const added: number[] = [];
    const removed: number[] = [];
    for (let i = 0; i < rounds; i++) {
      added.push(await until(() => call(api.whiteLabel.storeService.path({ siteId: site!.id }), { service_ids: [service!.id], bucket_id: bucket!.id }), true));
      removed.push(await until(() => call(api.whiteLabel.removeAllService.path({ siteId: site!.id }), { service_ids: [service!.id] }), false));
    }
    const line = (label: string, values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      log(`  ${label.padEnd(44)} p50 ${percentile(sorted, 50).toFixed(0).padStart(5)} ms   max ${sorted.at(-1)!.toFixed(0).padStart(5)} ms   (target 5000 ms)`);
    };
    log(`  ${rounds} rounds on ${handle.kind}; worker polling as the server runs it`);
    line('added to a bucket -> in the site search', added);
    line('taken off the site -> out of the site search', removed);
  } finally {
    await background.worker.stop();
    await handle.close();
  }
}
