import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { type DatabaseHandle, type DbKind, MIGRATIONS_FOLDER, openPglite, openPostgres } from '../db/client';
import { defaultSiteLink, seedDemoData } from '../db/seed/seed';
import { loadEnv } from '../env';

export interface TestDatabaseSpec {
  name: DbKind;
  /** A fresh, migrated database of its own (seeded unless `seed: false`). */
  open(options?: { seed?: boolean }): Promise<DatabaseHandle>;
}

/** Where tests look for PostgreSQL when DATABASE_URL is not set (the CI machine's server). */
const LOCAL_CANDIDATES = ['postgres://root@127.0.0.1:5432/test', 'postgres://postgres@127.0.0.1:5432/test'];

const PROBE = `
const { Client } = require('pg');
(async () => {
  for (const url of JSON.parse(process.argv[1])) {
    const client = new Client({ connectionString: url, connectionTimeoutMillis: 1500 });
    try { await client.connect(); await client.query('select 1'); await client.end(); console.log(url); return; }
    catch { try { await client.end(); } catch {} }
  }
})();`;

/**
 * Finds a PostgreSQL server synchronously, because describe.each needs its table before any test runs.
 * The answer is cached per Jest run (keyed by the parent process) so each test file does not probe again.
 */
function findPostgresServer(): string | undefined {
  const configured = loadEnv().DATABASE_URL;
  const candidates = configured ? [configured] : LOCAL_CANDIDATES;
  const cacheFile = path.join(os.tmpdir(), `wayhub-pg-probe-${process.ppid}.json`);
  try {
    const cached = JSON.parse(readFileSync(cacheFile, 'utf8')) as { candidates: string[]; found: string | null; at: number };
    if (JSON.stringify(cached.candidates) === JSON.stringify(candidates) && Date.now() - cached.at < 10 * 60_000) {
      return cached.found ?? undefined;
    }
  } catch {
    // no cache yet
  }
  const probe = spawnSync(process.execPath, ['-e', PROBE, JSON.stringify(candidates)], {
    encoding: 'utf8',
    timeout: 10_000,
    cwd: __dirname,
  });
  const found = probe.stdout?.trim().split('\n').filter(Boolean)[0];
  try {
    writeFileSync(cacheFile, JSON.stringify({ candidates, found: found ?? null, at: Date.now() }));
  } catch {
    // caching is an optimisation only
  }
  return found;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function seed(handle: DatabaseHandle) {
  await seedDemoData(handle.db, { siteLink: defaultSiteLink({ PUBLIC_BASE_DOMAIN: 'localhost', PORT: 8080 }) });
}

/** Changes whenever a migration, a seed file or the calendar day changes, so a stale template is never used. */
function templateKey(withSeed: boolean): string {
  const hash = createHash('sha256');
  const files = readdirSync(MIGRATIONS_FOLDER, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  if (withSeed) {
    const seedDir = path.join(__dirname, '../db/seed');
    files.push(
      // Every seed file, not a fixed list: a new seed module (the catalogue, say) must invalidate the template too.
      ...readdirSync(seedDir)
        .filter((name) => name.endsWith('.ts'))
        .map((name) => path.join(seedDir, name))
        .sort(),
      // The seed's password, roles, policies and section shapes come from the contract.
      require.resolve('shared-contracts/constants'),
      require.resolve('shared-contracts/enums'),
      require.resolve('shared-contracts/catalogue'),
    );
    // Seeded availability starts on the seed's day: a template from yesterday would be a day short.
    hash.update(new Date().toISOString().slice(0, 10));
  }
  for (const file of files) hash.update(file).update(readFileSync(file));
  return `${withSeed ? 'seeded' : 'migrated'}-${hash.digest('hex').slice(0, 16)}`;
}

/**
 * In-memory PGlite. initdb costs ~4 s per instance, so the first test file dumps a migrated (and seeded)
 * data directory to the temp folder and later files start from that copy in ~0.5 s. The template is built by
 * the same migrations and seed, keyed by their content.
 */
const pgliteSpec: TestDatabaseSpec = {
  name: 'pglite',
  async open({ seed: withSeed = true } = {}) {
    const templateFile = path.join(os.tmpdir(), `wayhub-pglite-${templateKey(withSeed)}.tar`);
    let template: Buffer | undefined;
    try {
      template = readFileSync(templateFile);
    } catch {
      // first use: build it below
    }
    if (template) {
      const handle = await openPglite({ loadDataDir: new Blob([new Uint8Array(template)]) });
      await handle.migrate(); // a no-op on a current template; proves it really is current
      return handle;
    }
    const handle = await openPglite();
    await handle.migrate();
    if (withSeed) await seed(handle);
    const dump = await handle.client.dumpDataDir('none');
    const partial = `${templateFile}.${process.pid}.tmp`;
    writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
    renameSync(partial, templateFile);
    removeStaleTemplates(templateFile);
    return handle;
  },
};

/** Templates of older migrations (40 MB each) are removed once nobody can still be reading them. */
function removeStaleTemplates(current: string) {
  const dir = path.dirname(current);
  const kind = path.basename(current).replace(/-[0-9a-f]+\.tar$/, '-');
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (!name.startsWith(kind) || !name.endsWith('.tar') || file === current) continue;
    try {
      if (Date.now() - statSync(file).mtimeMs > 60 * 60_000) rmSync(file, { force: true });
    } catch {
      // another worker removed it first
    }
  }
}

/** A PGlite built from the migrations alone, without any template: for the migration tests themselves. */
export async function openFreshPglite(): Promise<DatabaseHandle> {
  const handle = await openPglite();
  await handle.migrate();
  return handle;
}

/** Each open() creates a uniquely named database on the server and drops it on close(). */
function postgresSpec(serverUrl: string): TestDatabaseSpec {
  return {
    name: 'postgres',
    async open({ seed: withSeed = true } = {}) {
      const name = `wayhub_test_${process.pid}_${randomBytes(4).toString('hex')}`;
      const admin = new Client({ connectionString: serverUrl });
      await admin.connect();
      try {
        await admin.query(`create database "${name}"`);
      } catch (error) {
        await admin.end();
        throw new Error(
          `Cannot create a test database on ${serverUrl} (${(error as Error).message}). The test role needs CREATEDB.`,
        );
      }
      await admin.end();
      const handle = await openPostgres(withDatabase(serverUrl, name), 10);
      const drop = async () => {
        const cleanup = new Client({ connectionString: serverUrl });
        await cleanup.connect();
        try {
          await cleanup.query(`drop database if exists "${name}" with (force)`);
        } finally {
          await cleanup.end();
        }
      };
      try {
        await handle.migrate();
        if (withSeed) await seed(handle);
      } catch (error) {
        await handle.close();
        await drop();
        throw error;
      }
      return {
        ...handle,
        async close() {
          await handle.close();
          await drop();
        },
      };
    },
  };
}

let cached: TestDatabaseSpec[] | undefined;

/**
 * Every database the suites run against: in-memory PGlite always, PostgreSQL too when DATABASE_URL is set or
 * a local server answers at 127.0.0.1:5432/test. Use with `describe.each(testDatabases())('… on $name', …)`.
 */
export function testDatabases(): TestDatabaseSpec[] {
  if (!cached) {
    const server = findPostgresServer();
    cached = server ? [pgliteSpec, postgresSpec(server)] : [pgliteSpec];
  }
  return cached;
}

export function postgresTestDatabase(): TestDatabaseSpec | undefined {
  return testDatabases().find((spec) => spec.name === 'postgres');
}
