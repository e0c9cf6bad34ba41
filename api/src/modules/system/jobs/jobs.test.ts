import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { jobs } from '../../../db/schema/jobs';
import { manualClock } from '../../../lib/clock';
import { testDatabases } from '../../../test/databases';
import { useTestDatabase } from '../../../test/harness';
import { claimJobs, findJob, findJobs, finishJob } from './jobs.repo';
import { createJobQueue, createJobWorker, type JobContext, type JobHandlers, retryDelayMs } from './jobs.service';

const START = new Date('2030-01-01T00:00:00Z');
const quiet = { error: () => undefined, warn: () => undefined };

describe.each(testDatabases())('job queue on $name', (spec) => {
  const database = useTestDatabase(spec, { seed: false });
  const setup = (handlers: JobHandlers, options: { workerId?: string; batchSize?: number; leaseMs?: number } = {}) => {
    const clock = manualClock(START);
    const { db } = database.handle;
    const queue = createJobQueue(db, clock);
    const worker = createJobWorker({ db, clock, queue, handlers, backoff: { baseMs: 1_000, maxMs: 60_000 }, log: quiet, ...options });
    return { db, clock, queue, worker };
  };

  beforeEach(async () => {
    await database.handle.db.delete(jobs);
  });

  it('runs an enqueued job once, with its payload, and records it as done', async () => {
    const seen: Array<[unknown, JobContext]> = [];
    const { db, queue, worker } = setup({ 'test.echo': async (payload, job) => void seen.push([payload, job]) });
    const { id } = await queue.enqueue('test.echo', { greeting: 'hei' });

    expect(await worker.runUntilIdle()).toBe(1);
    expect(seen).toEqual([[{ greeting: 'hei' }, { id, kind: 'test.echo', attempt: 1, maxAttempts: 5 }]]);
    expect(await findJob(db, id)).toMatchObject({ status: 'done', attempts: 1, lockedBy: null, finishedAt: START, lastError: null });
    expect(await worker.runUntilIdle()).toBe(0);
    // Done jobs are history: a day later the worker drops them.
    const later = createJobWorker({ db, clock: manualClock(new Date(START.getTime() + 25 * 60 * 60_000)), handlers: {}, log: quiet });
    await later.drainOnce();
    expect(await findJob(db, id)).toBeUndefined();
  });

  it("enqueues inside the caller's transaction: a rolled-back change leaves no job", async () => {
    const { db, queue, worker } = setup({ 'test.noop': async () => undefined });
    await expect(
      db.transaction(async (tx) => {
        await queue.enqueue('test.noop', {}, { tx });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    await db.transaction(async (tx) => {
      await queue.enqueue('test.noop', { kept: true }, { tx });
    });
    expect((await findJobs(db)).map((job) => job.payload)).toEqual([{ kept: true }]);
    expect(await worker.runUntilIdle()).toBe(1);
  });

  it('leaves a job scheduled for later until its time comes', async () => {
    const ran: string[] = [];
    const { clock, queue, worker } = setup({ 'test.later': async () => void ran.push('later') });
    await queue.enqueue('test.later', {}, { runAt: new Date(START.getTime() + 60_000) });
    expect(await worker.runUntilIdle()).toBe(0);
    clock.advance(60_000);
    expect(await worker.runUntilIdle()).toBe(1);
    expect(ran).toEqual(['later']);
  });

  it('collapses repeated enqueues with one dedupe key into one pending job, but not into a running one', async () => {
    let runs = 0;
    const { db, queue, worker } = setup({
      'test.reindex': async () => {
        runs += 1;
        // A change made while the job runs must get a run of its own: the running job may have read old data.
        if (runs === 1) await queue.enqueue('test.reindex', {}, { dedupeKey: 'reindex:7' });
      },
    });
    const first = await queue.enqueue('test.reindex', {}, { dedupeKey: 'reindex:7' });
    const again = await queue.enqueue('test.reindex', {}, { dedupeKey: 'reindex:7' });
    await queue.enqueue('test.reindex', {}, { dedupeKey: 'reindex:7' });
    expect(again.id).toBe(first.id);
    expect(await findJobs(db, { status: 'pending' })).toHaveLength(1);

    expect(await worker.runUntilIdle()).toBe(2);
    expect(runs).toBe(2);
    expect((await findJobs(db)).map((job) => job.status)).toEqual(['done', 'done']);
  });

  it('retries a failing job with exponential backoff, then marks it failed after max attempts', async () => {
    let calls = 0;
    const { db, clock, queue, worker } = setup({
      'test.flaky': async () => {
        calls += 1;
        throw new Error(`upstream unavailable (${calls})`);
      },
    });
    const { id } = await queue.enqueue('test.flaky', {}, { maxAttempts: 3 });

    expect(await worker.drainOnce()).toBe(1);
    expect(await findJob(db, id)).toMatchObject({ status: 'pending', attempts: 1, runAt: new Date(START.getTime() + 1_000), lockedBy: null });
    expect((await findJob(db, id))?.lastError).toContain('upstream unavailable (1)');

    clock.advance(999);
    expect(await worker.drainOnce()).toBe(0);
    clock.advance(1);
    expect(await worker.drainOnce()).toBe(1);
    // The second retry waits twice as long.
    expect(await findJob(db, id)).toMatchObject({ status: 'pending', attempts: 2, runAt: new Date(START.getTime() + 1_000 + 2_000) });

    clock.advance(2_000);
    expect(await worker.drainOnce()).toBe(1);
    const failed = await findJob(db, id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 3, finishedAt: clock.now() });
    expect(failed?.lastError).toContain('upstream unavailable (3)');
    clock.advance(60 * 60_000);
    expect(await worker.runUntilIdle()).toBe(0);
    expect(calls).toBe(3);
    expect([1, 2, 3, 30].map((attempt) => retryDelayMs(attempt, { baseMs: 1_000, maxMs: 60_000 }))).toEqual([1_000, 2_000, 4_000, 60_000]);
  });

  it('succeeds on a retry after a failure, and fails a job of an unknown kind', async () => {
    let calls = 0;
    const { db, clock, queue, worker } = setup({
      'test.once': async () => {
        calls += 1;
        if (calls === 1) throw new Error('first try fails');
      },
    });
    const flaky = await queue.enqueue('test.once', {});
    const unknown = await queue.enqueue('test.unknown', {}, { maxAttempts: 1 });
    await worker.runUntilIdle();
    clock.advance(1_000);
    await worker.runUntilIdle();
    expect(await findJob(db, flaky.id)).toMatchObject({ status: 'done', attempts: 2 });
    expect(await findJob(db, unknown.id)).toMatchObject({ status: 'failed', lastError: expect.stringContaining('no handler for job kind test.unknown') });
  });

  it("takes over a job whose worker crashed once its lease expires, and ignores the dead worker's late answer", async () => {
    const ran: string[] = [];
    const { db, clock, queue, worker } = setup({ 'test.crash': async () => void ran.push(worker.id) }, { workerId: 'survivor', leaseMs: 60_000 });
    const { id } = await queue.enqueue('test.crash', {});
    // Another worker claims the job and dies without finishing it.
    expect(await claimJobs(db, { workerId: 'crashed', now: clock.now(), lockedUntil: new Date(START.getTime() + 60_000), limit: 10 })).toHaveLength(1);

    expect(await worker.runUntilIdle()).toBe(0);
    clock.advance(60_001);
    expect(await worker.runUntilIdle()).toBe(1);
    expect(ran).toEqual(['survivor']);
    expect(await findJob(db, id)).toMatchObject({ status: 'done', attempts: 2, lockedBy: null });

    await finishJob(db, id, 'crashed', { status: 'failed', at: clock.now(), error: 'late' });
    expect(await findJob(db, id)).toMatchObject({ status: 'done', lastError: null });
  });

  it('fails a job whose worker crashed during its last attempt instead of running it again', async () => {
    const { db, clock, queue, worker } = setup({ 'test.fatal': async () => undefined });
    const { id } = await queue.enqueue('test.fatal', {}, { maxAttempts: 1 });
    await claimJobs(db, { workerId: 'crashed', now: clock.now(), lockedUntil: new Date(START.getTime() + 1_000), limit: 1 });
    clock.advance(1_001);
    expect(await worker.runUntilIdle()).toBe(0);
    expect(await findJob(db, id)).toMatchObject({ status: 'failed', lastError: expect.stringContaining('stopped before it finished') });
  });

  it('never gives one job to two workers running at the same time', async () => {
    const runs: Array<[number, string]> = [];
    const handlers: JobHandlers = {
      'test.race': async (_payload, job) => {
        runs.push([job.id, job.kind]);
        await sleep(2);
      },
    };
    const a = setup(handlers, { workerId: 'a', batchSize: 3 });
    const b = setup(handlers, { workerId: 'b', batchSize: 3 });
    const ids: number[] = [];
    for (let i = 0; i < 30; i++) ids.push((await a.queue.enqueue('test.race', { i })).id);

    const [ranA, ranB] = await Promise.all([a.worker.runUntilIdle(), b.worker.runUntilIdle()]);
    expect(ranA + ranB).toBe(30);
    expect(runs.map(([id]) => id).sort((x, y) => x - y)).toEqual(ids);
    const done = await findJobs(a.db, { kind: 'test.race' });
    expect(done.every((job) => job.status === 'done' && job.attempts === 1)).toBe(true);
    if (spec.name === 'postgres') expect(Math.min(ranA, ranB)).toBeGreaterThan(0);
  });

  it('wakes on enqueue without waiting for the poll, and stops cleanly', async () => {
    let resolveRan: () => void = () => undefined;
    const ran = new Promise<void>((resolve) => {
      resolveRan = resolve;
    });
    const { db, queue, worker } = setup({ 'test.nudge': async () => resolveRan() });
    const polling = createJobWorker({ db, clock: manualClock(START), queue, handlers: { 'test.nudge': async () => resolveRan() }, pollIntervalMs: 60_000, log: quiet });
    polling.start();
    await sleep(20); // the first poll finds nothing; the next one is a minute away
    await queue.enqueue('test.nudge', {});
    await ran;
    await polling.stop();
    expect(await worker.runUntilIdle()).toBe(0);
    const [row] = await db.select({ done: sql<number>`count(*)::int` }).from(jobs).where(sql`${jobs.status} = 'done'`);
    expect(row?.done).toBe(1);
  });
});
