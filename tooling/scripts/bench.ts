/**
 * `npm run bench`: prints measured figures; nothing here passes or fails on the clock.
 *  1. First-load JavaScript, gzipped, for a partner-site visit and a panel visit (from the built files in dist/web),
 *     and the bytes the API's static route actually sends for the partner-site home (brotli, gzip, none).
 *  2. API latency of the auth and start-up calls, in process, against an in-memory PGlite seeded with the demo data.
 *  3. Embedded search: processingTimeMS and HTTP round trip, p50/p99, over 10,000 synthetic services with 5 facets.
 *  4. Image upload, and resized variants cold (encoded) and cached.
 *  5. Hold and confirm throughput with p50/p99 at 50 concurrent clients on loopback, on PGlite and (when one is
 *     reachable, as for the tests) PostgreSQL.
 *  6. The supplier's activity list (POST /tour-listing, status-wise counts), p50/p95 at 10,000 activities, on both.
 *  7. The activity calendar: month views with 20 departures a day, a day's bookings, a bulk-change preview, on both.
 *  8. The hotel calendar: 10 room types × 3 rate plans, the month view and a year's bulk update, on both.
 *  9. Accommodations: 200 hotels × 5 room types × 3 rate plans, the hotel list and a hotel's sections, on both.
 * 10. The earnings data table: 100,000 bookings (300,000 ledger lines), the supplier's and an administrator's pages.
 * 11. The reservations data table: 20,000 bookings, table pages, a search, filters, an administrator's page, details.
 * 12. The streamed xlsx exports: 100,000 bookings, the reservations and payments exports, time and resident memory.
 * 13. A site's catalogue to its search: a service added to a bucket, then taken off, until the site's search agrees.
 * 14. First visits in Chromium: the panel's log-in page and the demo site's home, bytes on the wire (issue 16 §7).
 * 15. Lighthouse, mobile, median of three: the demo site's home, search, an activity and a hotel (issue 16).
 * Sections can be named to run alone: `npm run bench -- tours` (bundles, pages, lighthouse, api, images, search, catalogue, booking,
 * tours, calendar, hotel-calendar, hotels, earnings, reservations, exports).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createApp } from '../../api/src/app';
import { openPglite } from '../../api/src/db/client';
import { seedDemoData } from '../../api/src/db/seed/seed';
import { loadEnv } from '../../api/src/env';
import { systemClock } from '../../api/src/lib/clock';
import { benchBooking } from '../../api/src/modules/booking/bench';
import { benchImages } from '../../api/src/modules/core/files/bench';
import { benchSearch } from '../../api/src/modules/search/bench';
import { benchCatalogueToSearch } from '../../api/src/modules/core/white-label/bench';
import { benchTourListing } from '../../api/src/modules/core/tours/bench';
import { benchActivityCalendar } from '../../api/src/modules/core/activity-calendar/bench';
import { benchReservations } from '../../api/src/modules/core/panel-reservations/bench';
import { benchHotelCalendar } from '../../api/src/modules/availability/hotel-calendar/bench';
import { benchHotels } from '../../api/src/modules/core/hotels/bench';
import { benchEarnings } from '../../api/src/modules/booking/earnings/bench';
import { benchExports } from '../../api/src/modules/booking/panel-payments/bench';
import { testDatabases } from '../../api/src/test/databases';
import { REPO_ROOT, WEB_ROOT } from './apps';
import { printLighthouse } from './measure-lighthouse';
import { printPageLoads } from './measure-pages';
import { printStorefrontWire } from './measure-wire';
import { percentile } from '../../api/src/lib/bench-timing';
import { nodeTs } from './run';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const LOGIN_ITERATIONS = Number(process.env.BENCH_LOGIN_ITERATIONS ?? 20);


async function measure(label: string, iterations: number, fn: () => Response | Promise<Response>) {
  const times: number[] = [];
  // Warm-up: the first calls compile routes and fill PGlite's caches.
  for (let i = 0; i < 3; i++) await fn();
  for (let i = 0; i < iterations; i++) {
    const started = performance.now();
    const response = await fn();
    times.push(performance.now() - started);
    if (!response.ok) throw new Error(`${label}: HTTP ${response.status} ${await response.text()}`);
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  console.info(
    `${label.padEnd(34)} n=${String(iterations).padStart(4)}  p50 ${percentile(times, 50).toFixed(2).padStart(7)} ms  ` +
      `p95 ${percentile(times, 95).toFixed(2).padStart(7)} ms  mean ${mean.toFixed(2).padStart(7)} ms`,
  );
}

async function bundles() {
  console.info('\n## First-load JavaScript (gzip)');
  if (!existsSync(path.join(WEB_ROOT, 'shell', 'index.html'))) {
    console.info('dist/web is not built; run `npm run build` first to measure bundles.');
    return;
  }
  await nodeTs(path.join(REPO_ROOT, 'tooling', 'webpack', 'measure-bundles.ts'));
  console.info('\n## Storefront home on the wire (API static route, in process)');
  await printStorefrontWire(WEB_ROOT);
}

async function pages() {
  console.info('\n## First visits in Chromium (built platform, empty cache)');
  if (!existsSync(path.join(WEB_ROOT, 'shell', 'index.html'))) {
    console.info('dist/web is not built; run `npm run build` first to measure pages.');
    return;
  }
  await printPageLoads();
}

async function lighthouse() {
  console.info('\n## Lighthouse, mobile (built platform; issue 16 "Measure")');
  if (!existsSync(path.join(WEB_ROOT, 'shell', 'index.html'))) {
    console.info('dist/web is not built; run `npm run build` first to run Lighthouse.');
    return;
  }
  await printLighthouse();
}

async function api() {
  console.info(`\n## API latency (in process, in-memory PGlite, demo data)`);
  const env = loadEnv({ NODE_ENV: 'test', PORT: '8080' });
  const handle = await openPglite();
  await handle.migrate();
  await seedDemoData(handle.db, { siteLink: (sub) => `http://${sub}.localhost:8080` });
  const app = createApp({ db: handle.db, env, clock: systemClock });
  const headers = { 'content-type': 'application/json', host: 'localhost:8080', origin: 'http://localhost:8080' };
  const login = () =>
    app.request('/nauth/npanel/login', {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: 'partner@wayhub.test', password: 'wayhub-demo' }),
    });

  await measure('POST login (argon2id verify)', LOGIN_ITERATIONS, login);
  const answer = (await (await login()).json()) as { data: { access_token: string } };
  const bearer = { authorization: `Bearer ${answer.data.access_token}`, host: 'localhost:8080' };
  await measure('GET current user', ITERATIONS, () => app.request('/core/v1/current/user', { headers: bearer }));
  await measure('GET partner sites (all)', ITERATIONS, () =>
    app.request('/core/v1/partner-sites?item_per_page=-1&left_off=-1', { headers: bearer }),
  );
  await measure('GET site by host (public)', ITERATIONS, () =>
    app.request('/gateway/core/public/partner-sites?url=demo.localhost:8080', { headers: { host: 'demo.localhost:8080' } }),
  );
  await measure('GET langs (public)', ITERATIONS, () => app.request('/gateway/core/v1/langs'));
  let refreshCookie = '';
  const first = await login();
  for (const line of first.headers.getSetCookie()) if (line.startsWith('refresh_token=')) refreshCookie = line.split(';')[0]!;
  await measure('POST refresh_token (rotation)', ITERATIONS, async () => {
    const response = await app.request('/nauth/npanel/refresh_token', {
      method: 'POST',
      headers: { ...headers, cookie: refreshCookie },
      body: '{}',
    });
    for (const line of response.headers.getSetCookie()) if (line.startsWith('refresh_token=')) refreshCookie = line.split(';')[0]!;
    return response;
  });
  await handle.close();
}

/** Sections by name, in order; `npm run bench -- tours search` runs only those (no names: all). */
const SECTIONS: Record<string, () => Promise<void>> = {
  bundles,
  pages,
  lighthouse,
  api,
  async images() {
    console.info('\n## Images (in process, in-memory PGlite, files in a scratch DATA_DIR)');
    await benchImages();
  },
  async search() {
    console.info('\n## Embedded search (Algolia protocol, real HTTP server)');
    await benchSearch({ records: Number(process.env.BENCH_SEARCH_RECORDS ?? 10_000) });
  },
  async catalogue() {
    console.info("\n## A site's catalogue to its search (issue 15 §4: on sale and searchable within 5 s; real API and worker)");
    await benchCatalogueToSearch({ rounds: Number(process.env.BENCH_CATALOGUE_ROUNDS ?? 10) });
  },
  async booking() {
    console.info('\n## Hold and confirm throughput (real HTTP server, concurrent clients)');
    for (const spec of testDatabases()) {
      const handle = await spec.open();
      try {
        await benchBooking(handle, { clients: Number(process.env.BENCH_BOOKING_CLIENTS ?? 50), rounds: Number(process.env.BENCH_BOOKING_ROUNDS ?? 10) });
      } finally {
        await handle.close();
      }
    }
  },
  async tours() {
    console.info('\n## Activity list at scale (panel calls, in process, `db:seed --scale`)');
    for (const spec of testDatabases()) {
      const handle = await spec.open();
      try {
        await benchTourListing(handle, { services: Number(process.env.BENCH_TOUR_SERVICES ?? 15_500) });
      } finally {
        await handle.close();
      }
    }
  },
  async calendar() {
    console.info('\n## Activity calendar (panel calls, in process, demo data)');
    for (const spec of testDatabases()) {
      const handle = await spec.open();
      try {
        await benchActivityCalendar(handle, { departuresPerDay: Number(process.env.BENCH_CALENDAR_DEPARTURES ?? 20) });
      } finally {
        await handle.close();
      }
    }
  },
  async earnings() {
    console.info('\n## Earnings data table (panel calls, in process, demo data)');
    for (const spec of testDatabases()) {
      const handle = await spec.open();
      try {
        await benchEarnings(handle, { reservations: Number(process.env.BENCH_EARNINGS_RESERVATIONS ?? 100_000) });
      } finally {
        await handle.close();
      }
    }
  },
  async reservations() {
    console.info('\n## Reservations data table (panel calls, in process, db:seed --reservations)');
    for (const spec of testDatabases()) {
      const handle = await spec.open();
      try {
        // Issue 14's scale is a million bookings; PGlite, one connection in process, gets a tenth of it.
        const fallback = spec.name === 'postgres' ? 1_000_000 : 100_000;
        await benchReservations(handle, { reservations: Number(process.env.BENCH_RESERVATIONS ?? fallback) });
      } finally {
        await handle.close();
      }
    }
  },
  async exports() {
    console.info('\n## Streamed xlsx exports (panel calls, in process, db:seed --reservations)');
    for (const spec of testDatabases()) {
      // PGlite runs inside this process, so its memory would count as the export's: the figure is PostgreSQL's.
      if (spec.name !== 'postgres' && process.env.BENCH_EXPORTS_PGLITE !== '1') continue;
      const handle = await spec.open();
      try {
        await benchExports(handle, { reservations: Number(process.env.BENCH_EXPORT_ROWS ?? 100_000) });
      } finally {
        await handle.close();
      }
    }
  },
  async 'hotel-calendar'() {
    console.info('\n## Hotel calendar (panel calls, in process, demo data)');
    for (const spec of testDatabases()) {
      const handle = await spec.open();
      try {
        await benchHotelCalendar(handle);
      } finally {
        await handle.close();
      }
    }
  },
  async hotels() {
    console.info('\n## Accommodations (panel calls, in process, demo data)');
    for (const spec of testDatabases()) {
      const handle = await spec.open();
      try {
        await benchHotels(handle, { hotels: Number(process.env.BENCH_HOTELS ?? 200) });
      } finally {
        await handle.close();
      }
    }
  },
};

async function main() {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((name) => !(name in SECTIONS));
  if (unknown.length > 0) throw new Error(`unknown bench section ${unknown.join(', ')}; known: ${Object.keys(SECTIONS).join(', ')}`);
  console.info(`# Wayhub bench — ${new Date().toISOString()} — node ${process.version}`);
  for (const [name, run] of Object.entries(SECTIONS)) if (asked.length === 0 || asked.includes(name)) await run();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
