import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { DrizzleQueryError } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';

/** The database as the repositories see it: the driver-independent Drizzle API. */
export type Db = PgDatabase<PgQueryResultHKT>;
export type DbKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Db;
  kind: DbKind;
  /** PostgreSQL's connection string (another process can open the same database); PGlite has none. */
  url?: string;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.join(__dirname, 'migrations');
/** Arbitrary constant shared by every replica: "wayhub migrations". */
const MIGRATION_LOCK_KEY = 872_341_009;

export interface PgliteOptions {
  /** Data directory; undefined keeps everything in memory (tests). */
  dataDir?: string;
}

/** Embedded PostgreSQL (PGlite). */
export async function openPglite({ dataDir }: PgliteOptions = {}): Promise<DatabaseHandle & { client: PGlite }> {
  // pg_trgm: the trigram indexes of migration 0014 (the panel lists' name search).
  const client = new PGlite({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm } });
  await client.waitReady;
  const db = drizzlePglite({ client });
  return {
    db,
    kind: 'pglite',
    client,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}

export async function openPostgres(connectionString: string, poolSize = 10): Promise<DatabaseHandle> {
  const pool = new Pool({ connectionString, max: poolSize });
  let closing = false;
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', (error) => {
    if (!closing) console.error('[db] idle PostgreSQL client error:', error.message);
  });
  const db = drizzlePg({ client: pool });
  return {
    db,
    kind: 'postgres',
    url: connectionString,
    async migrate() {
      // Replicas starting together on one database would race through the same migrations; an advisory lock
      // held on a dedicated connection lets the first run them and the others find them applied.
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        lockClient.release();
      }
    },
    close: () => {
      closing = true;
      return pool.end();
    },
  };
}

export function openDatabase(config: { DATABASE_URL?: string | undefined; DATA_DIR: string }): Promise<DatabaseHandle> {
  return config.DATABASE_URL ? openPostgres(config.DATABASE_URL) : openPglite({ dataDir: config.DATA_DIR });
}

/** Fields of a driver error that say where a query failed, never what it carried (`detail` quotes the row's values). */
const SAFE_REASON_FIELDS = ['code', 'severity', 'table', 'column', 'constraint', 'routine'] as const;

function queryErrorIn(error: unknown): DrizzleQueryError | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 10; current = current.cause, depth++) {
    if (current instanceof DrizzleQueryError) return current;
  }
  return undefined;
}

const stackFrames = (stack: string | undefined) => (stack ?? '').split('\n').filter((line) => /^\s+at /.test(line)).join('\n');

/**
 * An error as logs (and the job table) may keep it. A failed query's parameters are guests' names, e-mails and
 * phones, and Drizzle prints them in its error's message; PostgreSQL quotes offending values in its own message and
 * in `detail`. So a failed query becomes its SQL text and the database's reason, with every parameter value that
 * still shows replaced; any other error is returned as it is.
 */
export function withoutQueryParameters(error: unknown): unknown {
  const failed = queryErrorIn(error);
  if (!failed) return error;
  const secrets = failed.params.filter((param): param is string => typeof param === 'string' && param.length >= 3);
  const scrub = (text: string) => secrets.reduce((result, secret) => result.split(secret).join('[redacted]'), text);
  const cause = failed.cause as (Partial<Record<(typeof SAFE_REASON_FIELDS)[number], unknown>> & { message?: unknown }) | undefined;
  const reason = cause
    ? [...SAFE_REASON_FIELDS.map((field) => (cause[field] === undefined ? '' : `${field}=${String(cause[field])}`)), typeof cause.message === 'string' ? cause.message : '']
        .filter(Boolean)
        .join(' ')
    : '';
  const safe = new Error(scrub(`Failed query: ${failed.query}${reason ? `\nreason: ${reason}` : ''}`));
  safe.name = 'QueryError';
  safe.stack = `${safe.name}: ${safe.message}\n${stackFrames(failed.stack)}`;
  if (error === failed) return safe;
  // A wrapper of the failed query keeps its own words and frames, scrubbed, with the safe error as its cause.
  const outer = error as Error;
  const wrapper = new Error(scrub(outer.message), { cause: safe });
  wrapper.name = outer.name;
  wrapper.stack = scrub(`${outer.name}: ${outer.message}\n${stackFrames(outer.stack)}`);
  return wrapper;
}

/** The text a log line or the job table keeps of an error: its stack, query parameters left out (withoutQueryParameters). */
export function describeErrorForLog(error: unknown): string {
  const safe = withoutQueryParameters(error);
  return safe instanceof Error ? (safe.stack ?? safe.message) : String(safe);
}
