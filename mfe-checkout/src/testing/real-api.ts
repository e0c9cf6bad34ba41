/**
 * The real API for mfe-checkout's component tests: `api/src/server.ts` in a child process on an ephemeral port,
 * with its own embedded database (seeded with the demo data on first start), so the cart, the checkout and the
 * simulated payment provider are the ones that run in production. Nothing of the API is imported: the frontend
 * talks to it over HTTP only. The first start of a day builds a seeded data directory once (initdb, migrations,
 * seed); every later start copies it (`cp -r`), which takes about a second instead of half a minute.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface RealApi {
  baseUrl: string;
  close(): Promise<void>;
}

const ROOT = path.resolve(__dirname, '../../..');
const SERVER = path.join(ROOT, 'api/src/server.ts');

/** Changes with the migrations, the seed and the day (seeded availability starts on the seed's day). */
function templateKey(): string {
  const hash = createHash('sha256');
  for (const dir of ['api/src/db/migrations', 'api/src/db/seed']) {
    const full = path.join(ROOT, dir);
    for (const name of readdirSync(full, { recursive: true }).map(String).sort()) {
      const file = path.join(full, name);
      if (statSync(file).isFile()) hash.update(name).update(readFileSync(file));
    }
  }
  hash.update(new Date().toISOString().slice(0, 10));
  return hash.digest('hex').slice(0, 16);
}

function launch(dataDir: string): { child: ChildProcess; ready: Promise<string> } {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', SERVER], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_ROOT: path.join(dataDir, 'web'),
      REMOTES_DIR: path.join(dataDir, 'remotes'),
      TZ: 'UTC',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const ready = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      log += chunk.toString('utf8');
      const match = /listening on http:\/\/[^:]+:(\d+)/.exec(log);
      if (match) resolve(`http://127.0.0.1:${match[1]}`);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`the API exited (${code}) before listening:\n${log}`)));
  });
  return { child, ready };
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Templates of older migrations or days (about 45 MB each) go once nobody can still be copying them. */
function removeStaleTemplates(base: string, current: string): void {
  for (const name of readdirSync(base)) {
    const dir = path.join(base, name);
    if (dir === current || !name.startsWith('seeded-') || name.endsWith('.lock')) continue;
    try {
      if (Date.now() - statSync(dir).mtimeMs > 60 * 60_000) rmSync(dir, { recursive: true, force: true });
    } catch {
      // another worker removed it first
    }
  }
}

/** Builds the seeded data directory once per key; concurrent test files wait for the one that builds it. */
async function seededTemplate(): Promise<string> {
  const base = path.join(os.tmpdir(), 'wayhub-checkout-api');
  mkdirSync(base, { recursive: true });
  const template = path.join(base, `seeded-${templateKey()}`);
  const lock = `${template}.lock`;
  for (;;) {
    if (existsSync(template)) return template;
    try {
      mkdirSync(lock);
    } catch {
      // Another worker builds it; a lock older than 3 minutes is from a run that died.
      try {
        if (Date.now() - statSync(lock).mtimeMs > 180_000) rmSync(lock, { recursive: true, force: true });
      } catch {
        // gone already
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
      continue;
    }
    try {
      const building = `${template}.${process.pid}.tmp`;
      rmSync(building, { recursive: true, force: true });
      const { child, ready } = launch(building);
      await ready;
      // Stopping flushes PGlite's data directory.
      await stop(child);
      renameSync(building, template);
      removeStaleTemplates(base, template);
      return template;
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

export async function startRealApi(): Promise<RealApi> {
  const template = await seededTemplate();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wayhub-checkout-api-run-'));
  rmSync(dataDir, { recursive: true, force: true });
  spawnSync('cp', ['-r', template, dataDir]);
  const { child, ready } = launch(dataDir);
  const baseUrl = await ready;
  return {
    baseUrl,
    async close() {
      await stop(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
