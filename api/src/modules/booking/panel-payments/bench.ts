import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { api } from 'shared-contracts/paths';
import type { DatabaseHandle } from '../../../db/client';
import { seedScaleReservations } from '../../../db/seed/scale-reservations';
import { benchPanelClient } from '../../../test/bench-client';

const MB = 1_048_576;

/** One export read to its end as a browser would, with the process's resident memory sampled while it streams. */
export async function timeExport(name: string, call: () => Response | Promise<Response>, log: (line: string) => void) {
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  let bytes = 0;
  let firstByte = 0;
  try {
    const response = await call();
    if (!response.ok || !response.body) throw new Error(`${name}: HTTP ${response.status} ${await response.text()}`);
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (bytes === 0) firstByte = performance.now() - started;
      bytes += value.byteLength;
      peak = Math.max(peak, process.memoryUsage().rss);
    }
  } finally {
    clearInterval(sampler);
  }
  const took = performance.now() - started;
  log(
    `${name}: ${(bytes / MB).toFixed(1)} MB xlsx in ${(took / 1000).toFixed(1)} s (first byte ${Math.round(firstByte)} ms); ` +
      `RSS ${Math.round(baseline / MB)} MB before, peak ${Math.round(peak / MB)} MB (+${Math.round((peak - baseline) / MB)} MB); ` +
      `process maxRSS so far ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`,
  );
}

/**
 * The streamed xlsx exports (ADR 0021, issue 14 "Bench"): `reservations` paid cruise bookings of supplier@ made as
 * `db:seed --reservations` makes them (each with its cart, payment and order), then supplier@'s reservations export and
 * payments export of every one of them, read to the end. Prints time, bytes and resident memory; asserts nothing.
 * On PostgreSQL the exports also run in a fresh process of their own (export-process.ts), as an API server would:
 * the seeding's garbage in this process is not the export's, and that process's peak RSS is the figure to read.
 */
export async function benchExports(handle: DatabaseHandle, { reservations = 100_000, log = console.info } = {}) {
  const seeded = performance.now();
  await seedScaleReservations(handle.db, reservations, { now: new Date() });
  log(`exports bench (${handle.kind}): ${reservations} bookings made in ${Math.round(performance.now() - seeded)} ms (db:seed --reservations)`);
  if (handle.url) {
    const child = spawnSync(process.execPath, ['-r', '@swc-node/register', path.join(__dirname, 'export-process.ts'), handle.url], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
    for (const line of child.stdout.trim().split('\n')) if (line) log(`  [own process] ${line}`);
    if (child.status !== 0) log(`  [own process] exited with ${child.status}`);
  }
  global.gc?.();
  const supplier = (await benchPanelClient(handle)).call;
  await timeExport('supplier: reservations data-table-excel, every row', supplier('POST', api.panelReservations.dataTableExcel.path(), {}), log);
  global.gc?.();
  await timeExport('supplier: payments data-table-excel, every row', supplier('POST', api.panelPayments.dataTableExcel.path(), {}), log);
}
