import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { type Db, describeErrorForLog } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import * as repo from './jobs.repo';

export type { JobRow } from './jobs.repo';

export interface EnqueueOptions {
  /** The caller's transaction: the job exists exactly when the change it follows commits. */
  tx?: Db;
  /** Enqueues with the same key collapse while a job with it is pending. */
  dedupeKey?: string;
  runAt?: Date;
  maxAttempts?: number;
}

export interface JobQueue {
  enqueue(kind: string, payload: unknown, options?: EnqueueOptions): Promise<{ id: number }>;
  /** Called after every enqueue (the worker in this process wakes up instead of waiting for its next poll). */
  onEnqueue(listener: () => void): () => void;
}

export function createJobQueue(db: Db, clock: Clock): JobQueue {
  const listeners = new Set<() => void>();
  return {
    async enqueue(kind, payload, { tx, dedupeKey, runAt, maxAttempts = 5 } = {}) {
      const now = clock.now();
      const job = await repo.insertJob(tx ?? db, { kind, payload, dedupeKey: dedupeKey ?? null, runAt: runAt ?? now, maxAttempts, createdAt: now });
      // Inside a transaction the row is not visible yet; the nudge may find nothing, and the next poll will.
      for (const listener of listeners) listener();
      return job;
    },
    onEnqueue(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export interface JobContext {
  id: number;
  kind: string;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
}

/** Handlers must be idempotent: a job may run again after a crash, or after a failure of its own. */
export type JobHandler = (payload: unknown, job: JobContext) => Promise<void>;
export type JobHandlers = Readonly<Record<string, JobHandler>>;

export interface JobWorkerOptions {
  db: Db;
  clock: Clock;
  handlers: JobHandlers;
  /** Wakes the worker on enqueue in this process. */
  queue?: JobQueue;
  workerId?: string;
  /** Jobs claimed (and run concurrently) per round. */
  batchSize?: number;
  pollIntervalMs?: number;
  /** How long a claimed job stays locked; extended while the handler runs. */
  leaseMs?: number;
  /** Delay before retry n (1-based): base · 2^(n-1), capped. */
  backoff?: { baseMs: number; maxMs: number };
  log?: Pick<Console, 'error' | 'warn'>;
}

export interface JobWorker {
  readonly id: string;
  /** One round: claim due jobs, run them, record the outcomes. Returns how many jobs it ran. */
  drainOnce(): Promise<number>;
  /** Rounds until nothing is due (jobs scheduled later are left). Returns how many jobs ran. */
  runUntilIdle(options?: { maxRounds?: number }): Promise<number>;
  /** Polls in the background until stop(). */
  start(): void;
  /** Stops polling and waits for the jobs in hand to finish. */
  stop(): Promise<void>;
}

const HOUR = 60 * 60_000;
const PRUNE_EVERY_MS = HOUR;
const KEEP_DONE_MS = 24 * HOUR;
const KEEP_FAILED_MS = 30 * 24 * HOUR;

export const DEFAULT_BACKOFF = { baseMs: 1_000, maxMs: 10 * 60_000 };

export function retryDelayMs(attempt: number, backoff = DEFAULT_BACKOFF): number {
  return Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.max(0, attempt - 1));
}

/** Logged and stored with the job; a failed query's parameters (guests' details) are left out. */
const describeError = (error: unknown) => describeErrorForLog(error).slice(0, 4000);

export function createJobWorker({
  db,
  clock,
  handlers,
  queue,
  workerId = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`,
  batchSize = 4,
  pollIntervalMs = 300,
  leaseMs = 5 * 60_000,
  backoff = DEFAULT_BACKOFF,
  log = console,
}: JobWorkerOptions): JobWorker {
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<number> | undefined;
  let again = false;
  let unsubscribe: (() => void) | undefined;

  async function runJob(job: repo.JobRow): Promise<void> {
    const context: JobContext = { id: job.id, kind: job.kind, attempt: job.attempts, maxAttempts: job.maxAttempts };
    // Long jobs (a full reindex) keep their lease; a crashed worker stops renewing it and the job is taken over.
    const heartbeat = setInterval(() => {
      void repo.extendLease(db, job.id, workerId, new Date(clock.now().getTime() + leaseMs)).catch(() => undefined);
    }, Math.max(1_000, leaseMs / 3));
    heartbeat.unref();
    try {
      const handler = handlers[job.kind];
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job.payload, context);
      clearInterval(heartbeat);
      await repo.finishJob(db, job.id, workerId, { status: 'done', at: clock.now() });
    } catch (error) {
      clearInterval(heartbeat);
      const message = describeError(error);
      const now = clock.now();
      if (job.attempts >= job.maxAttempts) {
        log.error(`[jobs] ${job.kind} #${job.id} failed for good after ${job.attempts} attempts: ${message}`);
        await repo.finishJob(db, job.id, workerId, { status: 'failed', at: now, error: message });
      } else {
        const runAt = new Date(now.getTime() + retryDelayMs(job.attempts, backoff));
        log.warn(`[jobs] ${job.kind} #${job.id} attempt ${job.attempts} failed, retrying at ${runAt.toISOString()}: ${message.split('\n')[0] ?? ''}`);
        await repo.rescheduleJob(db, job.id, workerId, { runAt, error: message, at: now });
      }
    }
  }

  let prunedAt = 0;

  async function drain(): Promise<number> {
    const now = clock.now();
    if (now.getTime() - prunedAt >= PRUNE_EVERY_MS) {
      prunedAt = now.getTime();
      await repo.pruneFinishedJobs(db, { doneBefore: new Date(prunedAt - KEEP_DONE_MS), failedBefore: new Date(prunedAt - KEEP_FAILED_MS) });
    }
    await repo.failAbandonedJobs(db, now);
    const claimed = await repo.claimJobs(db, { workerId, now, lockedUntil: new Date(now.getTime() + leaseMs), limit: batchSize });
    await Promise.all(claimed.map(runJob));
    return claimed.length;
  }

  /** One round at a time per worker: a nudge during a round asks for another round instead of a parallel one. */
  function drainOnce(): Promise<number> {
    round ??= drain().finally(() => {
      round = undefined;
    });
    return round;
  }

  async function runUntilIdle({ maxRounds = 1_000 } = {}): Promise<number> {
    let total = 0;
    for (let i = 0; i < maxRounds; i++) {
      const ran = await drainOnce();
      total += ran;
      if (ran === 0) return total;
    }
    throw new Error(`jobs still due after ${maxRounds} rounds`);
  }

  function schedule(delayMs: number) {
    if (!running) return;
    clearTimeout(timer);
    timer = setTimeout(() => void tick(), delayMs);
  }

  async function tick() {
    if (!running) return;
    if (round) {
      again = true;
      return;
    }
    let ran = 0;
    try {
      ran = await drainOnce();
    } catch (error) {
      log.error(`[jobs] worker round failed: ${describeError(error)}`);
    }
    // A full batch means more may be waiting: go again at once rather than after the poll interval.
    const more = again || ran >= batchSize;
    again = false;
    schedule(more ? 0 : pollIntervalMs);
  }

  return {
    id: workerId,
    drainOnce,
    runUntilIdle,
    start() {
      if (running) return;
      running = true;
      unsubscribe = queue?.onEnqueue(() => {
        if (round) again = true;
        else schedule(0);
      });
      schedule(0);
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      unsubscribe?.();
      await round?.catch(() => undefined);
    },
  };
}
