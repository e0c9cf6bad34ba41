/**
 * `npm test`: the whole suite: unit + API tests (jest; the API suites also run against PostgreSQL when one is
 * reachable), a fresh production build, then the Playwright journeys in Debian's Chromium, with the typecheck and lint
 * beside them.
 * It ends with one plain line, "N passed, N failed", counted from the runners' JSON reports.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { buildApps } from './build';
import { APPS, REPO_ROOT } from './apps';
import { run } from './run';

const REPORTS = path.join(REPO_ROOT, '.tmp', 'reports');
const npx = (args: string[], env: NodeJS.ProcessEnv = {}, niceness = 0) => run('npx', args, env, REPO_ROOT, niceness);

interface Step {
  name: string;
  ok: boolean;
  ms: number;
}

function jestCounts(file: string) {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number };
  return { passed: report.numPassedTests, failed: report.numFailedTests };
}

function playwrightCounts(file: string) {
  if (!existsSync(file)) return { passed: 0, failed: 0, flaky: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number } };
  return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected, flaky: report.stats.flaky };
}

interface PlaywrightSuite {
  title: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; tests: { status: string; results: { status: string; error?: { message?: string } }[] }[] }[];
}

/**
 * The journeys that failed or needed a retry, each with its first error line. Printed just before the summary, so a
 * CI log cut to its last lines still says what broke.
 */
function playwrightTroubles(file: string): string[] {
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, 'utf8')) as { suites: PlaywrightSuite[] };
  const lines: string[] = [];
  const walk = (suite: PlaywrightSuite, trail: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const error = test.results.find((r) => r.error)?.error?.message ?? '';
        // eslint-disable-next-line no-control-regex
        const first = error.replace(/\u001b\[[0-9;]*m/g, '').split('\n').find((line) => line.trim()) ?? '';
        lines.push(`   ${test.status === 'flaky' ? 'FLAKY ' : 'FAILED'} ${[...trail, spec.title].join(' › ')}: ${first.trim().slice(0, 300)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title].filter(Boolean));
  };
  for (const suite of report.suites) walk(suite, [suite.title]);
  return lines;
}

async function main() {
  // Stale reports from an earlier run must never be counted.
  rmSync(REPORTS, { recursive: true, force: true });
  mkdirSync(REPORTS, { recursive: true });
  const only = process.argv.slice(2);
  const wants = (step: string) => only.length === 0 || only.includes(step);
  const steps: Step[] = [];
  const record = (name: string, ok: boolean, ms: number) => {
    steps.push({ name, ok, ms });
    console.info(`\n== ${name}: ${ok ? 'ok' : 'FAILED'} (${(ms / 1000).toFixed(1)} s)\n`);
  };
  const jestReport = path.join(REPORTS, 'jest.json');
  const playwrightReport = path.join(REPORTS, 'playwright.json');

  // Every step but the end-to-end one keeps both cores busy; the journeys (one browser) leave CPU idle. So the
  // typecheck and lint (each single-threaded, no timeouts) run beside the journeys at the lowest priority, where they
  // take only what the journeys leave. Without the journeys they run on their own, at the end.
  const checks = (niceness: number) =>
    Promise.all([
      wants('typecheck') ? npx(['tsc', '-p', 'tsconfig.json'], {}, niceness).then((r) => record('typecheck', r.code === 0, r.ms)) : undefined,
      wants('lint') ? npx(['eslint', '.', '--max-warnings=0'], {}, niceness).then((r) => record('lint', r.code === 0, r.ms)) : undefined,
    ]);
  let checking: Promise<unknown> | undefined;
  if (wants('unit')) {
    // Jest's default under --ci is one worker on a 2-core machine; the suites are isolated (a database each), so
    // every core runs one.
    const r = await npx(['jest', '--ci', `--maxWorkers=${availableParallelism()}`, '--json', `--outputFile=${jestReport}`], { TZ: 'UTC' });
    record('unit and API tests', r.code === 0, r.ms);
  }
  if (wants('e2e')) {
    const started = Date.now();
    const built = await buildApps(APPS);
    record('production build', built, Date.now() - started);
    if (built) {
      checking = checks(19);
      const r = await run('npx', ['playwright', 'test'], { TZ: 'UTC', PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport }, path.join(REPO_ROOT, 'e2e'));
      record('end-to-end', r.code === 0, r.ms);
    }
  }
  await (checking ?? checks(0));

  const jest = jestCounts(jestReport);
  const e2e = playwrightCounts(playwrightReport);
  const failedSteps = steps.filter((s) => !s.ok);
  console.info('== summary');
  for (const line of playwrightTroubles(playwrightReport)) console.info(line);
  for (const s of steps) console.info(`   ${s.ok ? 'ok    ' : 'FAILED'} ${s.name} (${(s.ms / 1000).toFixed(1)} s)`);
  console.info(`   jest: ${jest.passed} passed, ${jest.failed} failed; playwright: ${e2e.passed} passed (${e2e.flaky} only on a retry), ${e2e.failed} failed`);
  // Steps without per-test counts (typecheck, lint, build) count as one test each, so a failed step is never hidden.
  const passed = jest.passed + e2e.passed + steps.filter((s) => s.ok && !['unit and API tests', 'end-to-end'].includes(s.name)).length;
  const failed = jest.failed + e2e.failed + failedSteps.filter((s) => !['unit and API tests', 'end-to-end'].includes(s.name)).length +
    failedSteps.filter((s) => (s.name === 'unit and API tests' && jest.failed === 0) || (s.name === 'end-to-end' && e2e.failed === 0)).length;
  console.info(`${passed} passed, ${failed} failed`);
  process.exit(failedSteps.length === 0 ? 0 : 1);
}

void main();
