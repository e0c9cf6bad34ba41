/**
 * Builds the shell (when it has a webpack config) and every remote, two at a time (the machines have 2 cores),
 * each in its own Node process so both cores work. Prints the time per app, then writes
 * deploy/remotes/local.json: the local environment's remotes manifest, served by the API as /remotes.json.
 *   node -r @swc-node/register tooling/webpack/build-all.ts [--only mfe-site,mfe-admin] [--jobs 1]
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES, SHELL_DIR, readPackageJson, remoteManifestUrl, remoteVersion } from './apps';
import { REPO_ROOT } from './shared-singletons';

export const LOCAL_REMOTES_MANIFEST = path.join(REPO_ROOT, 'deploy', 'remotes', 'local.json');

interface AppTiming {
  app: string;
  ok: boolean;
  ms: number;
  output: string;
}

function runBuild(app: string): Promise<AppTiming> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['-r', '@swc-node/register', path.join(__dirname, 'build.ts'), app], {
      cwd: REPO_ROOT,
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ app, ok: code === 0, ms: Date.now() - started, output: output.trim() }));
  });
}

async function runPool(apps: readonly string[], jobs: number): Promise<AppTiming[]> {
  const results: AppTiming[] = [];
  let next = 0;
  const worker = async () => {
    while (next < apps.length) {
      const app = apps[next];
      next += 1;
      if (!app) continue;
      const result = await runBuild(app);
      console.log(result.output);
      results.push(result);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, jobs) }, worker));
  return results;
}

/** The remotes manifest for the local environment: MF name -> manifest URL, with the built version in the path. */
export function localRemotesManifest(): Record<string, string> {
  const manifest: Record<string, string> = {};
  for (const remote of REMOTES) {
    const dir = path.join(REPO_ROOT, remote.dir);
    manifest[remote.mfName] = remoteManifestUrl(readPackageJson(dir).name, remoteVersion(dir));
  }
  return manifest;
}

export function writeLocalRemotesManifest(): void {
  fs.mkdirSync(path.dirname(LOCAL_REMOTES_MANIFEST), { recursive: true });
  fs.writeFileSync(LOCAL_REMOTES_MANIFEST, `${JSON.stringify(localRemotesManifest(), null, 2)}\n`);
}

function parseArgs(argv: readonly string[]): { only?: string[]; jobs: number } {
  let only: string[] | undefined;
  let jobs = 2;
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--only') only = (argv[++i] ?? '').split(',').filter(Boolean);
    else if (argv[i] === '--jobs') jobs = Number(argv[++i]);
    else throw new Error(`Unexpected argument "${argv[i]}"`);
  }
  if (!Number.isInteger(jobs) || jobs < 1) throw new Error('--jobs needs a positive integer');
  return only ? { only, jobs } : { jobs };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const apps: string[] = [];
  if (fs.existsSync(path.join(REPO_ROOT, SHELL_DIR, 'webpack.config.ts'))) apps.push(SHELL_DIR);
  else console.log('shell/webpack.config.ts does not exist yet: skipping the shell');
  apps.push(...REMOTES.map((remote) => remote.dir));
  const selected = args.only ? apps.filter((app) => args.only?.includes(app)) : apps;

  const started = Date.now();
  const results = await runPool(selected, args.jobs);
  writeLocalRemotesManifest();

  console.log('\napp                  result   time');
  for (const app of selected) {
    const result = results.find((r) => r.app === app);
    if (!result) continue;
    console.log(`${app.padEnd(20)} ${(result.ok ? 'ok' : 'FAILED').padEnd(8)} ${(result.ms / 1000).toFixed(1)} s`);
  }
  console.log(`total (wall clock, ${args.jobs} at a time): ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(`remotes manifest: ${path.relative(REPO_ROOT, LOCAL_REMOTES_MANIFEST)}`);
  if (results.some((r) => !r.ok)) process.exitCode = 1;
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
