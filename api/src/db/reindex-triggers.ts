import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Migration 0006 has triggers on the catalogue tables that queue a `search.reindex-service` job for every service
 * a write touches (issue 3 §3), whatever code makes the write. This session setting turns them off.
 */
export const SKIP_REINDEX_SETTING = 'wayhub.skip_reindex';

/**
 * Turns the reindex triggers off until the end of `tx` (set_config(…, true): local to the transaction, so a pooled
 * connection does not carry it to its next user). Only for bulk writers that queue `search.reindex-all`
 * themselves once they have committed, as the seed's callers do: anything else would leave search stale.
 */
export async function skipServiceReindexTriggers(tx: Pick<Db, 'execute'>): Promise<void> {
  await tx.execute(sql`select set_config(${SKIP_REINDEX_SETTING}, 'on', true)`);
}
