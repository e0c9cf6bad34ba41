import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const JOB_STATUSES = ['pending', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * The background queue (ARCHITECTURE §5 "Background work"). It lives in the application's database so a job
 * enqueued in the same transaction as the change it follows is never lost, survives a restart, and is shared by
 * every replica: workers claim rows with FOR UPDATE SKIP LOCKED, so two never run the same job.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull().default({}),
    /** Repeated enqueues with one key collapse into the single pending job (see the partial unique index). */
    dedupeKey: text('dedupe_key'),
    status: text('status').$type<JobStatus>().notNull().default('pending'),
    runAt: timestamp('run_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lastError: text('last_error'),
    lockedBy: text('locked_by'),
    /** A running job whose lease has passed belongs to a crashed worker and may be claimed again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    check('jobs_status_ck', sql`${table.status} in ('pending', 'running', 'done', 'failed')`),
    check('jobs_attempts_ck', sql`${table.attempts} >= 0 and ${table.maxAttempts} >= 1`),
    // Only one pending job per key: a burst of changes to one service is one reindex. A running job does not
    // count, so a change made while it runs still gets a run of its own afterwards.
    uniqueIndex('jobs_pending_dedupe_key_uq').on(table.dedupeKey).where(sql`${table.status} = 'pending' and ${table.dedupeKey} is not null`),
    index('jobs_pending_run_at_idx').on(table.runAt).where(sql`${table.status} = 'pending'`),
    index('jobs_running_locked_until_idx').on(table.lockedUntil).where(sql`${table.status} = 'running'`),
  ],
);
