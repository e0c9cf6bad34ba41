/**
 * `npm run bench -- lighthouse` (issue 16 "Measure"): Lighthouse's mobile performance audit (its default simulated
 * throttling and Moto G Power screen), three runs per page on the built platform, for the demo site's home, search,
 * an activity and a hotel. Prints each page's median score, LCP, TBT, CLS and transferred bytes, with the machine's
 * load average, so a figure taken on a busy machine reads as one. Nothing passes or fails on these numbers.
 */
import http from 'node:http';
import os from 'node:os';
import { startPlatform } from './measure-pages';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

interface Run {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
}

interface Audit {
  numericValue?: number;
}
interface LighthouseResult {
  categories: { performance?: { score: number | null } };
  audits: Record<string, Audit | undefined>;
  runtimeError?: { message: string };
}

/** A real dynamic import: these packages are ES modules, and this script runs as CommonJS. */
const importEsm = new Function('specifier', 'return import(specifier)') as (specifier: string) => Promise<unknown>;

/** GET a page's HTML by Host header (Node does not resolve *.localhost as Chromium does). */
function warm(url: string): Promise<void> {
  const target = new URL(url);
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port: target.port, path: target.pathname, headers: { Host: target.host, Accept: 'text/html' } }, (response) => {
      response.resume();
      response.on('end', () => resolve());
    });
    request.on('error', () => resolve());
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

async function audit(url: string): Promise<Run> {
  const { launch } = (await importEsm('chrome-launcher')) as { launch: (options: object) => Promise<{ port: number; kill: () => Promise<void> | void }> };
  const lighthouse = ((await importEsm('lighthouse')) as { default: (url: string, flags: object) => Promise<{ lhr: LighthouseResult } | undefined> }).default;
  const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
    const lhr = result?.lhr;
    if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
    const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      bytes: value('total-byte-weight'),
    };
  } finally {
    await chrome.kill();
  }
}

export async function printLighthouse(port = Number(process.env.BENCH_PAGES_PORT ?? 8392)) {
  const platform = await startPlatform(port);
  try {
    const site = (rest: string) => `http://demo.localhost:${port}/en${rest}`;
    const pages = { home: site(''), search: site('/search'), activity: site('/activity/oslo-fjord-sightseeing-cruise'), hotel: site('/hotel/oslo-harbour-hotel') };
    console.info(`Lighthouse mobile, median of ${RUNS}; load average before: ${os.loadavg().map((n) => n.toFixed(2)).join(' ')} on ${os.cpus().length} cores`);
    console.info('page      score   LCP ms   TBT ms    CLS     KB');
    for (const [name, url] of Object.entries(pages)) {
      // A first visit warms the server's page cache and the platform's start-up; it is not counted.
      await warm(url);
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await audit(url));
      const m = (key: keyof Run) => median(runs.map((run) => run[key]));
      console.info(
        `${name.padEnd(9)} ${String(m('score')).padStart(5)} ${m('lcp').toFixed(0).padStart(8)} ${m('tbt').toFixed(0).padStart(8)} ${m('cls').toFixed(3).padStart(7)} ${(m('bytes') / 1024).toFixed(0).padStart(6)}`,
      );
    }
    console.info(`load average after: ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}`);
  } finally {
    platform.stop();
  }
}

if (require.main === module) {
  printLighthouse().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
