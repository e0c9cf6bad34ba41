/**
 * Timing for the benchmark script (`npm run bench`): percentiles of repeated calls. Benches print figures; nothing
 * here passes or fails on the clock, except a call that answers an error, which stops the bench.
 */

/** The p-th percentile (0–100) of ascending `sorted` times; NaN for none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

export interface TimedCaseOptions {
  iterations: number;
  /** Untimed calls first, so caches and the JIT are warm. */
  warmup?: number;
  /** Width of the label column. */
  labelWidth?: number;
  log: (line: string) => void;
}

/**
 * Times each HTTP case (a call made in process, e.g. `app.request`), reading every body, and logs p50 and p95 per
 * case. A non-2xx answer throws: a bench of errors measures nothing.
 */
export async function timeHttpCases(
  cases: readonly (readonly [label: string, call: () => Response | Promise<Response>])[],
  { iterations, warmup = 5, labelWidth = 38, log }: TimedCaseOptions,
): Promise<Map<string, { p50: number; p95: number }>> {
  const results = new Map<string, { p50: number; p95: number }>();
  for (const [label, call] of cases) {
    for (let i = 0; i < warmup; i++) await (await call()).arrayBuffer();
    const times: number[] = [];
    for (let i = 0; i < iterations; i++) {
      const started = performance.now();
      const response = await call();
      await response.arrayBuffer();
      times.push(performance.now() - started);
      if (!response.ok) throw new Error(`${label}: HTTP ${response.status}`);
    }
    times.sort((a, b) => a - b);
    const figures = { p50: percentile(times, 50), p95: percentile(times, 95) };
    results.set(label, figures);
    log(`  ${label.padEnd(labelWidth)} p50 ${figures.p50.toFixed(2).padStart(7)} ms  p95 ${figures.p95.toFixed(2).padStart(7)} ms`);
  }
  return results;
}
