import { type Algorithm, hash } from '@node-rs/argon2';
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
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

/** Where tests look for PostgreSQL when neither TEST_DATABASE_URL nor DATABASE_URL is set (the CI machine's server). */
const LOCAL_CANDIDATES = ['postgres://root@127.0.0.1:5432/test', 'postgres://postgres@127.0.0.1:5432/test'];

/**
 * The server the suites use besides PGlite. TEST_DATABASE_URL is the test runner's own setting (.ci/run sets it), so
 * it is read here rather than through the app's env.ts: the platform under test never sees it.
 */
function configuredServer(): { urls: string[]; required: boolean } {
  const explicit = process.env.TEST_DATABASE_URL?.trim();
  if (explicit) return { urls: [explicit], required: true };
  const configured = loadEnv().DATABASE_URL;
  return configured ? { urls: [configured], required: false } : { urls: LOCAL_CANDIDATES, required: false };
}

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
  const { urls: candidates, required } = configuredServer();
  const cacheFile = path.join(os.tmpdir(), `wayhub-pg-probe-${process.ppid}.json`);
  try {
    const cached = JSON.parse(readFileSync(cacheFile, 'utf8')) as { candidates: string[]; found: string | null; at: number };
    if (JSON.stringify(cached.candidates) === JSON.stringify(candidates) && Date.now() - cached.at < 10 * 60_000) {
      if (cached.found || !required) return cached.found ?? undefined;
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
  // A server the run was told to use must not be skipped silently: the PostgreSQL half of every suite would vanish.
  if (!found && required) throw new Error(`TEST_DATABASE_URL is set but ${candidates[0]} does not answer`);
  return found;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** argon2id at 1 MiB and one pass: the demo accounts' hashes in test databases (the platform uses 19 MiB, two passes). */
const cheapHash = (password: string) => hash(password, { algorithm: 2 as Algorithm.Argon2id, memoryCost: 1024, timeCost: 1 });

async function seed(handle: DatabaseHandle) {
  await seedDemoData(handle.db, { siteLink: defaultSiteLink({ PUBLIC_BASE_DOMAIN: 'localhost', PORT: 8080 }), hashPassword: cheapHash });
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
      // This file: how the seed hashes the demo password here.
      __filename,
    );
    // Seeded availability starts on the seed's day: a template from yesterday would be a day short.
    hash.update(new Date().toISOString().slice(0, 10));
  }
  for (const file of files) hash.update(file).update(readFileSync(file));
  return `${withSeed ? 'seeded' : 'migrated'}-${hash.digest('hex').slice(0, 16)}`;
}

/**
 * Where PGlite test databases live: memory-backed /dev/shm where the machine has it (Linux), the temp folder otherwise.
 * Each is a copy of a template directory, opened by PGlite as its data directory.
 */
const PGLITE_ROOT = existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();

/**
 * PGlite, on a copy of a migrated (and seeded) template data directory. initdb costs ~5 s per instance and loading a
 * dumped tarball ~2.5 s (most of it reading the 47 MB Blob); copying a directory and opening it costs ~1 s. The
 * first test file to need the template builds it under a temporary name and renames it into place, so no one copies
 * a half-built one. The template is built by the same migrations and seed, keyed by their content.
 */
const pgliteSpec: TestDatabaseSpec = {
  name: 'pglite',
  async open({ seed: withSeed = true } = {}) {
    const template = path.join(PGLITE_ROOT, `wayhub-pglite-${templateKey(withSeed)}`);
    if (!existsSync(template)) await buildPgliteTemplate(template, withSeed);
    const dataDir = mkdtempSync(path.join(PGLITE_ROOT, 'wayhub-pglite-db-'));
    cpSync(template, dataDir, { recursive: true });
    try {
      const handle = await openPglite({ dataDir });
      await handle.migrate(); // a no-op on a current template; proves it really is current
      return {
        ...handle,
        async close() {
          await handle.close();
          rmSync(dataDir, { recursive: true, force: true });
        },
      };
    } catch (error) {
      rmSync(dataDir, { recursive: true, force: true });
      throw error;
    }
  },
};

async function buildPgliteTemplate(template: string, withSeed: boolean) {
  const building = `${template}.${process.pid}.building`;
  rmSync(building, { recursive: true, force: true });
  const handle = await openPglite({ dataDir: building });
  try {
    await handle.migrate();
    if (withSeed) await seed(handle);
  } finally {
    await handle.close();
  }
  try {
    renameSync(building, template);
  } catch (error) {
    // Another worker finished the same template first: theirs is as good as ours.
    rmSync(building, { recursive: true, force: true });
    if (!existsSync(template)) throw error;
  }
  removeStalePglite(template);
}

/**
 * Templates of older migrations, and databases a crashed worker left behind, are removed once nobody can still be
 * using them.
 */
function removeStalePglite(current: string) {
  for (const name of readdirSync(PGLITE_ROOT)) {
    const file = path.join(PGLITE_ROOT, name);
    if (!name.startsWith('wayhub-pglite-') || file === current) continue;
    try {
      if (Date.now() - statSync(file).mtimeMs > 60 * 60_000) rmSync(file, { recursive: true, force: true });
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

async function withAdmin<T>(serverUrl: string, work: (admin: Client) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** Arbitrary constant: "wayhub test templates". One advisory lock serialises template builds across Jest workers. */
const TEMPLATE_LOCK_KEY = 872_341_010;

/**
 * The name of a migrated (and seeded) database on the server that test databases are cloned from. The first
 * worker to need it builds it under `…_building` and renames it when done, so nobody clones a half-built one;
 * `CREATE DATABASE … TEMPLATE` then copies it in a fraction of a second instead of migrating and seeding again.
 */
async function postgresTemplate(serverUrl: string, withSeed: boolean): Promise<string> {
  const name = `wayhub_tpl_${templateKey(withSeed).replace('-', '_')}`;
  return withAdmin(serverUrl, async (admin) => {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    try {
      const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (exists.rowCount) return name;
      const building = `${name}_building`;
      await admin.query(`drop database if exists "${building}" with (force)`);
      await admin.query(`create database "${building}"`);
      const handle = await openPostgres(withDatabase(serverUrl, building), 4);
      try {
        await handle.migrate();
        if (withSeed) await seed(handle);
      } finally {
        await handle.close();
      }
      await admin.query(`alter database "${building}" rename to "${name}"`);
      // Templates of older migrations, seeds or days: dropped unless a run still clones from them.
      const kind = withSeed ? 'wayhub_tpl_seeded_' : 'wayhub_tpl_migrated_';
      const stale = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1 and datname <> $2', [`${kind}%`, name]);
      for (const { datname } of stale.rows) await admin.query(`drop database if exists "${datname}"`).catch(() => undefined);
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]).catch(() => undefined);
    }
  });
}

/** Each open() clones the migrated (and seeded) template into a uniquely named database and drops it on close(). */
function postgresSpec(serverUrl: string): TestDatabaseSpec {
  return {
    name: 'postgres',
    async open({ seed: withSeed = true } = {}) {
      const name = `wayhub_test_${process.pid}_${randomBytes(4).toString('hex')}`;
      const template = await postgresTemplate(serverUrl, withSeed);
      await withAdmin(serverUrl, async (admin) => {
        try {
          await admin.query(`create database "${name}" template "${template}"`);
        } catch (error) {
          throw new Error(
            `Cannot create a test database on ${serverUrl} (${(error as Error).message}). The test role needs CREATEDB.`,
          );
        }
      });
      const handle = await openPostgres(withDatabase(serverUrl, name), 10);
      const drop = () => withAdmin(serverUrl, (admin) => admin.query(`drop database if exists "${name}" with (force)`));
      try {
        await handle.migrate(); // a no-op on a current template; proves it really is current
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

/**
 * One database, for suites whose subject is the HTTP contract rather than how SQL behaves: validation, access and
 * tenancy answers, sign-in and its rate limits, texts of e-mails, files, PDFs and spreadsheets, storefront reads. They
 * run on the PostgreSQL server when one answers (production's engine, as on CI), else on PGlite.
 *
 * Suites about the data itself (holds and races, money, calendars and dates, migrations, locking, jobs) keep
 * testDatabases() and run on both engines: that is where PGlite (one connection, WASM) and a server can differ. The
 * embedded default is also what the end-to-end journeys run on, so every flow still reaches PGlite there.
 */
export function oneTestDatabase(): TestDatabaseSpec[] {
  const all = testDatabases();
  return [all.find((spec) => spec.name === 'postgres') ?? all[0]!];
}

export function postgresTestDatabase(): TestDatabaseSpec | undefined {
  return testDatabases().find((spec) => spec.name === 'postgres');
}
