import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { serve } from '@hono/node-server';
import { SEARCH } from 'shared-contracts/constants';
import { SEARCH_SERVICE_TYPES, type SearchRecord } from 'shared-contracts/search';
import { createApp } from '../../app';
import { openPglite } from '../../db/client';
import { loadEnv } from '../../env';
import { systemClock } from '../../lib/clock';
import { createSearchIndexer } from './indexer/indexer.service';

export interface SearchBenchOptions {
  records?: number;
  /** Search requests to time; each is the storefront's multi-query of 3 (or 4 with the map). */
  requests?: number;
  log?: (line: string) => void;
}

export interface SearchBenchFigures {
  records: number;
  requests: number;
  /** processingTimeMS as answered (whole ms, as Algolia), over every query of every request. */
  processingTimeMS: { p50: number; p99: number };
  /** The server's own timing of a whole request (Server-Timing), fractional ms. */
  serverMs: { p50: number; p99: number };
  /** HTTP round trip measured by the caller, fractional ms. */
  roundTripMs: { p50: number; p99: number };
  seedMs: number;
}

const WORDS = ['fjord', 'kayak', 'glacier', 'northern', 'lights', 'whale', 'safari', 'cabin', 'hotel', 'harbour', 'island', 'mountain', 'hike', 'ski', 'sauna', 'cruise', 'husky', 'reindeer', 'midnight', 'sun', 'tromsø', 'ålesund', 'göteborg', 'bergen', 'lofoten', 'stockholm', 'malmö', 'kiruna', 'fishing', 'food', 'tasting', 'museum', 'concert', 'festival', 'spa', 'lodge', 'bike', 'rafting', 'climbing', 'snowshoe'];
const LVL0 = ['Tours', 'Stay', 'Food', 'Culture', 'Nature', 'Adventure', 'Wellness', 'Events'];

/** Deterministic, so runs compare. */
function prng(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** N services with 5 facets (service_type, categories.lvl0, categories.lvl1, location_id, supplier_id). */
export function syntheticRecords(count: number, seed = 7): SearchRecord[] {
  const random = prng(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  return Array.from({ length: count }, (_, i) => {
    const lvl0 = pick(LVL0);
    const name = [pick(WORDS), pick(WORDS), pick(WORDS)].map((w) => w[0]?.toUpperCase() + w.slice(1)).join(' ');
    return {
      objectID: `svc-${i}`,
      type: 'service',
      service_type: pick(SEARCH_SERVICE_TYPES),
      categories: { lvl0: [lvl0], lvl1: [`${lvl0} > ${pick(WORDS)}`] },
      location_id: 1 + Math.floor(random() * 50),
      location_name: pick(WORDS),
      _geoloc: { lat: 55 + random() * 15, lng: 5 + random() * 25 },
      lowest_price: Math.round(random() * 500_000) / 100,
      currency: 'NOK',
      ratings: random() < 0.2 ? null : Math.round(random() * 50) / 10,
      site_ids: [1 + Math.floor(random() * 5)],
      supplier_id: 1 + Math.floor(random() * 200),
      name,
      image: null,
      slug: `svc-${i}`,
      description: Array.from({ length: 25 }, () => pick(WORDS)).join(' '),
    };
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const round = (n: number) => Math.round(n * 100) / 100;
const summary = (values: number[]) => ({ p50: round(percentile(values, 50)), p99: round(percentile(values, 99)) });

/**
 * Seeds N synthetic services into an in-memory PGlite, serves the real app on a random port, and times the
 * storefront's search requests through HTTP. Prints figures only; no pass or fail (issue 3 §5 targets:
 * processing p99 ≤ 20 ms, round trip p99 ≤ 30 ms).
 */
export async function benchSearch({ records = 10_000, requests = 300, log = console.info }: SearchBenchOptions = {}): Promise<SearchBenchFigures> {
  const handle = await openPglite();
  await handle.migrate();
  const indexName = SEARCH.indexName('services', 'en');
  const seedStart = performance.now();
  await createSearchIndexer(handle.db).replaceIndex(indexName, syntheticRecords(records));
  const seedMs = performance.now() - seedStart;

  const app = createApp({ db: handle.db, env: loadEnv({ NODE_ENV: 'test' }), clock: systemClock, dbKind: 'pglite' });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const port = (server.address() as AddressInfo).port;
  const random = prng(11);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;

  const processing: number[] = [];
  const serverTimes: number[] = [];
  const roundTrips: number[] = [];
  try {
    for (let i = -20; i < requests; i++) {
      const query = random() < 0.3 ? '' : random() < 0.5 ? pick(WORDS) : `${pick(WORDS)} ${pick(WORDS).slice(0, 3)}`;
      const filters = `type:service AND site_ids:${1 + Math.floor(random() * 5)}`;
      const min = Math.floor(random() * 1000);
      const body = {
        requests: [
          { indexName, query, filters, numericFilters: [`lowest_price>=${min}`, `lowest_price<=${min + 3000}`], facets: ['service_type', 'categories.lvl0', 'categories.lvl1', 'location_id', 'supplier_id'], hitsPerPage: 5, page: Math.floor(random() * 3) },
          { indexName, query, filters, facets: ['categories.lvl1'], hitsPerPage: 0 },
          { indexName, query, filters, facets: ['lowest_price', 'ratings', 'categories.lvl1'], hitsPerPage: 0 },
          ...(random() < 0.5 ? [{ indexName, query, filters, hitsPerPage: 1000, attributesToRetrieve: ['_geoloc', 'name'], insideBoundingBox: [[62, 8, 58, 14]] }] : []),
        ],
      };
      const started = performance.now();
      const response = await fetch(`http://127.0.0.1:${port}/1/indexes/*/queries?x-algolia-api-key=bench&x-algolia-application-id=bench`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify(body),
      });
      const answer = (await response.json()) as { results: Array<{ processingTimeMS: number }> };
      const elapsed = performance.now() - started;
      if (!response.ok) throw new Error(`search failed: ${response.status} ${JSON.stringify(answer)}`);
      if (i < 0) continue; // warm-up
      roundTrips.push(elapsed);
      serverTimes.push(Number(/dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? Number.NaN));
      for (const result of answer.results) processing.push(result.processingTimeMS);
    }
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await handle.close();
  }

  const figures: SearchBenchFigures = {
    records,
    requests,
    processingTimeMS: summary(processing),
    serverMs: summary(serverTimes),
    roundTripMs: summary(roundTrips),
    seedMs: round(seedMs),
  };
  log(`search bench: ${records} records, 5 facets, ${requests} storefront requests (3-4 queries each), seeded in ${Math.round(seedMs)} ms`);
  log(`  processingTimeMS per query   p50 ${figures.processingTimeMS.p50}  p99 ${figures.processingTimeMS.p99}`);
  log(`  server time per request (ms) p50 ${figures.serverMs.p50}  p99 ${figures.serverMs.p99}`);
  log(`  HTTP round trip (ms)         p50 ${figures.roundTripMs.p50}  p99 ${figures.roundTripMs.p99}`);
  return figures;
}

if (require.main === module) {
  benchSearch().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
