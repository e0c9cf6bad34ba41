import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Db } from '../../../db/client';
import { idempotencyKeys } from '../../../db/schema/booking';
import type { Clock } from '../../../lib/clock';
import { HttpError } from '../../../lib/http-error';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** How long a key replays its answer (Stripe keeps its keys 24 hours too); older rows are pruned by the hold sweep. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60_000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export interface Answer {
  status: ContentfulStatusCode;
  body: unknown;
}

/** The key and request fingerprint of a call; undefined key when the caller sent none. */
export interface IdempotentRequest {
  scope: string;
  key: string | undefined;
  requestHash: string;
}

/** Reads the header and fingerprints the validated request (method, path, query and body as the route parsed them). */
export function idempotentRequest(c: Context, scope: string, parts: { query?: unknown; body?: unknown }): IdempotentRequest {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key !== undefined && !KEY_PATTERN.test(key)) {
    throw new HttpError('BAD_REQUEST', {
      issues: [{ path: IDEMPOTENCY_HEADER, message: 'The Idempotency-Key must be 1 to 255 visible ASCII characters.', code: 'validation.invalid' }],
    });
  }
  const requestHash = createHash('sha256')
    .update(JSON.stringify([c.req.method, c.req.path, parts.query ?? null, parts.body ?? null]))
    .digest('hex');
  return { scope, key, requestHash };
}

/**
 * Runs `run` in one transaction, at most once per (scope, key). The key row is inserted first, inside that same
 * transaction: a concurrent duplicate blocks on the primary key until the first commits, then finds the row and
 * replays its answer, so two copies never both execute. If `run` throws, the key row rolls back with everything
 * else and a retry executes afresh. The same key with a different request is a 409.
 */
export async function runIdempotent(db: Db, clock: Clock, request: IdempotentRequest, run: (tx: Db) => Promise<Answer>): Promise<Answer & { replayed: boolean }> {
  if (request.key === undefined) return { ...(await db.transaction((tx) => run(tx))), replayed: false };
  const key = request.key;
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ scope: request.scope, key, requestHash: request.requestHash, createdAt: clock.now() })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [stored] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, request.scope), eq(idempotencyKeys.key, key)));
      if (!stored || stored.responseStatus === null) throw new HttpError('CONFLICT', { message: 'A request with this Idempotency-Key is still being processed.' });
      if (stored.requestHash !== request.requestHash) {
        throw new HttpError('CONFLICT', { message: 'This Idempotency-Key was already used with a different request.' });
      }
      return { status: stored.responseStatus as ContentfulStatusCode, body: stored.responseBody, replayed: true };
    }
    const answer = await run(tx);
    await tx
      .update(idempotencyKeys)
      .set({ responseStatus: answer.status, responseBody: answer.body })
      .where(and(eq(idempotencyKeys.scope, request.scope), eq(idempotencyKeys.key, key)));
    return { ...answer, replayed: false };
  });
}

/** Deletes the keys older than the TTL; returns how many. A retry after that long runs as a new request. */
export async function pruneIdempotencyKeys(db: Db, now: Date): Promise<number> {
  const pruned = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)))
    .returning({ key: idempotencyKeys.key });
  return pruned.length;
}

/** Sends a (possibly replayed) answer; a replay says so, as Stripe's API does. */
export function sendAnswer(c: Context, answer: Answer & { replayed: boolean }) {
  if (answer.replayed) c.header('Idempotent-Replayed', 'true');
  return c.json(answer.body as object, answer.status);
}
