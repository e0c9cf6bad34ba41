import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { jobs, type JobStatus } from '../../../db/schema/jobs';
import { uniqueViolationConstraint } from '../../../lib/db-errors';

export type JobRow = typeof jobs.$inferSelect;

export interface NewJob {
  kind: string;
  payload: unknown;
  dedupeKey: string | null;
  runAt: Date;
  maxAttempts: number;
  createdAt: Date;
}

/**
 * Inserts a job, or folds it into the pending job with the same dedupe key. The surviving job runs at the
 * earlier of the two times, so a dedupe never delays work that was asked for sooner.
 */
export async function insertJob(db: Db, job: NewJob): Promise<{ id: number }> {
  const [row] = await db
    .insert(jobs)
    .values({ ...job, status: 'pending' })
    .onConflictDoUpdate({
      target: jobs.dedupeKey,
      targetWhere: sql`${jobs.status} = 'pending' and ${jobs.dedupeKey} is not null`,
      set: { runAt: sql`least(${jobs.runAt}, excluded.run_at)` },
    })
    .returning({ id: jobs.id });
  if (!row) throw new Error('enqueue returned no row');
  return row;
}

/**
 * Claims up to `limit` due jobs for one worker in one statement. SKIP LOCKED lets concurrent workers take
 * disjoint batches without waiting on each other. A running job whose lease has passed (its worker died) is
 * due again; it keeps its attempt count, so a job that kills its worker still ends up failed.
 */
export async function claimJobs(db: Db, input: { workerId: string; now: Date; lockedUntil: Date; limit: number }): Promise<JobRow[]> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        or(and(eq(jobs.status, 'pending'), lte(jobs.runAt, input.now)), and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, input.now))),
        lt(jobs.attempts, jobs.maxAttempts),
      ),
    )
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(input.limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({ status: 'running', attempts: sql`${jobs.attempts} + 1`, lockedBy: input.workerId, lockedUntil: input.lockedUntil })
    .where(inArray(jobs.id, due))
    .returning();
}

/** Running jobs whose lease passed after their last attempt: nobody will run them again. */
export async function failAbandonedJobs(db: Db, now: Date): Promise<number> {
  const rows = await db
    .update(jobs)
    .set({
      status: 'failed',
      finishedAt: now,
      lockedBy: null,
      lockedUntil: null,
      lastError: sql`coalesce(${jobs.lastError} || E'\n', '') || 'the worker running the last attempt stopped before it finished'`,
    })
    .where(and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, now), sql`${jobs.attempts} >= ${jobs.maxAttempts}`))
    .returning({ id: jobs.id });
  return rows.length;
}

/** The lease is extended, and the job finished, only by the worker that holds it. */
const heldBy = (id: number, workerId: string) => and(eq(jobs.id, id), eq(jobs.status, 'running'), eq(jobs.lockedBy, workerId));

export async function extendLease(db: Db, id: number, workerId: string, lockedUntil: Date): Promise<void> {
  await db.update(jobs).set({ lockedUntil }).where(heldBy(id, workerId));
}

export async function finishJob(
  db: Db,
  id: number,
  workerId: string,
  outcome: { status: Extract<JobStatus, 'done' | 'failed'>; at: Date; error?: string },
): Promise<void> {
  await db
    .update(jobs)
    .set({ status: outcome.status, finishedAt: outcome.at, lockedBy: null, lockedUntil: null, ...(outcome.error === undefined ? {} : { lastError: outcome.error }) })
    .where(heldBy(id, workerId));
}

/**
 * Puts a failed attempt back in the queue for `runAt`. When a newer pending job with the same dedupe key exists
 * (a change arrived while this one ran), that job will do the same work, so this one is closed instead: the
 * partial unique index allows only one pending job per key. Returns whether the job was rescheduled.
 */
export async function rescheduleJob(db: Db, id: number, workerId: string, input: { runAt: Date; error: string; at: Date }): Promise<boolean> {
  try {
    const rows = await db
      .update(jobs)
      .set({ status: 'pending', runAt: input.runAt, lastError: input.error, lockedBy: null, lockedUntil: null })
      .where(heldBy(id, workerId))
      .returning({ id: jobs.id });
    return rows.length > 0;
  } catch (error) {
    if (uniqueViolationConstraint(error) === undefined) throw error;
    await finishJob(db, id, workerId, { status: 'done', at: input.at, error: `${input.error}\nsuperseded by a newer pending job with the same dedupe key` });
    return false;
  }
}

export async function findJob(db: Db, id: number): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

export async function findJobs(db: Db, filter: { kind?: string; status?: JobStatus } = {}): Promise<JobRow[]> {
  const conditions = [filter.kind === undefined ? undefined : eq(jobs.kind, filter.kind), filter.status === undefined ? undefined : eq(jobs.status, filter.status)];
  return db
    .select()
    .from(jobs)
    .where(and(...conditions))
    .orderBy(asc(jobs.id));
}

/** Finished jobs are history only; done ones are dropped after a while, failed ones kept for inspection longer. */
export async function pruneFinishedJobs(db: Db, input: { doneBefore: Date; failedBefore: Date }): Promise<void> {
  await db
    .delete(jobs)
    .where(or(and(eq(jobs.status, 'done'), lt(jobs.finishedAt, input.doneBefore)), and(eq(jobs.status, 'failed'), lt(jobs.finishedAt, input.failedBefore))));
}
