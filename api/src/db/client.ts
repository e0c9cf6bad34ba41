import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
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
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.join(__dirname, 'migrations');
/** Arbitrary constant shared by every replica: "wayhub migrations". */
const MIGRATION_LOCK_KEY = 872_341_009;

export interface PgliteOptions {
  /** Data directory; undefined keeps everything in memory (tests). */
  dataDir?: string;
  /** Start from a dumped data directory (PGlite dumpDataDir) instead of running initdb: ~0.5 s instead of ~4 s. */
  loadDataDir?: Blob;
}

/** Embedded PostgreSQL (PGlite). */
export async function openPglite({ dataDir, loadDataDir }: PgliteOptions = {}): Promise<DatabaseHandle & { client: PGlite }> {
  const client = new PGlite({ ...(dataDir ? { dataDir } : {}), ...(loadDataDir ? { loadDataDir } : {}) });
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
