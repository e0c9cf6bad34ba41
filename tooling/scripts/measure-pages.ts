/**
 * What a first visit to a page costs in a real browser: the built platform started on a port of its own (embedded
 * PGlite, demo data), then Debian's Chromium opens each page with an empty cache and counts every answer's bytes as
 * they crossed the wire (headers and encoded body, Chrome's encodedDataLength) and as bodies alone. Prints figures;
 * asserts nothing.
 *   node -r @swc-node/register tooling/scripts/measure-pages.ts
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { REPO_ROOT } from './apps';

const KB = 1024;

export interface PageLoad {
  url: string;
  requests: number;
  /** Headers and bodies as sent (compressed). */
  wireBytes: number;
  /** Bodies alone, as sent. */
  bodyBytes: number;
  /** The largest answers, by wire bytes. */
  largest: { path: string; wireBytes: number }[];
  /** Largest contentful paint, ms from navigation start (Chrome's own entry), or null when none was recorded. */
  lcp: number | null;
  /** Cumulative layout shift until the network was idle (shifts without recent input, summed). */
  cls: number;
}

/** Web vitals as the page itself observed them (buffered entries), read once the network was idle. */
const VITALS = () =>
  new Promise<{ lcp: number | null; cls: number }>((resolve) => {
    let cls = 0;
    let lcp: number | null = null;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      lcp = entries[entries.length - 1]?.startTime ?? lcp;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(() => resolve({ lcp, cls }), 200);
  });

/** Starts `api/src/server.ts` on `port` with a fresh data directory; resolves once /healthz answers. */
export async function startPlatform(port: number): Promise<{ stop: () => void }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wayhub-bench-pages-'));
  const child: ChildProcess = spawn(process.execPath, ['-r', '@swc-node/register', path.join(REPO_ROOT, 'api', 'src', 'server.ts')], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, WAYHUB_ENV: 'local', NODE_ENV: 'development', DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    child.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let waited = 0; waited < 120_000; waited += 500) {
    try {
      if ((await fetch(`http://localhost:${port}/healthz`)).ok) return { stop };
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error(`the platform did not start on port ${port}`);
}

/** Opens each URL in a fresh browser context (empty cache) and sums what arrived until the network was idle. */
export async function measurePageLoads(urls: readonly string[]): Promise<PageLoad[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const loads: PageLoad[] = [];
    for (const url of urls) {
      // Lighthouse's mobile screen (a Moto G Power: 412 × 823 CSS pixels at 1.75), without its throttling.
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const answers = new Map<string, { path: string; wireBytes: number; bodyBytes: number }>();
      cdp.on('Network.responseReceived', (event) => answers.set(event.requestId, { path: new URL(event.response.url).pathname, wireBytes: 0, bodyBytes: 0 }));
      cdp.on('Network.dataReceived', (event) => {
        const answer = answers.get(event.requestId);
        if (answer) answer.bodyBytes += event.encodedDataLength;
      });
      cdp.on('Network.loadingFinished', (event) => {
        const answer = answers.get(event.requestId);
        if (answer) answer.wireBytes = event.encodedDataLength;
      });
      await page.goto(url, { waitUntil: 'networkidle' });
      const vitals = await page.evaluate(VITALS);
      const all = [...answers.values()];
      loads.push({
        url,
        requests: all.length,
        wireBytes: all.reduce((sum, a) => sum + a.wireBytes, 0),
        bodyBytes: all.reduce((sum, a) => sum + a.bodyBytes, 0),
        largest: all
          .sort((a, b) => b.wireBytes - a.wireBytes)
          .slice(0, 5)
          .map((a) => ({ path: a.path, wireBytes: a.wireBytes })),
        ...vitals,
      });
      await context.close();
    }
    return loads;
  } finally {
    await browser.close();
  }
}

/**
 * First visits, as `npm run bench -- pages` prints them: the panel's log-in page, and the demo site's home, search, an
 * activity and a hotel. No throttling: LCP here is this machine's, not Lighthouse's simulated mobile.
 */
export async function printPageLoads(port = Number(process.env.BENCH_PAGES_PORT ?? 8391)) {
  const platform = await startPlatform(port);
  try {
    const site = (rest: string) => `http://demo.localhost:${port}/en${rest}`;
    const loads = await measurePageLoads([
      `http://localhost:${port}/en/login`,
      site(''),
      site('/search'),
      site('/activity/oslo-fjord-sightseeing-cruise'),
      site('/hotel/oslo-harbour-hotel'),
    ]);
    for (const load of loads) {
      console.info(
        `${load.url}: ${(load.wireBytes / KB).toFixed(1)} KB on the wire (${(load.bodyBytes / KB).toFixed(1)} KB of bodies), ${load.requests} requests; ` +
          `LCP ${load.lcp === null ? '—' : `${Math.round(load.lcp)} ms`}, CLS ${load.cls.toFixed(3)}; ` +
          `largest ${load.largest.map((a) => `${a.path} ${(a.wireBytes / KB).toFixed(1)} KB`).join(', ')}`,
      );
    }
  } finally {
    platform.stop();
  }
}

if (require.main === module) {
  printPageLoads().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
