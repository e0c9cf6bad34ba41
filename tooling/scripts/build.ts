/**
 * `npm run build`: builds the shell and every remote (production mode), or with `--missing` only those without output.
 * Two at a time: the machines have 2 cores and a webpack build is mostly single-threaded.
 */
import path from 'node:path';
import { APPS, type AppName, isBuilt, REPO_ROOT } from './apps';
import { nodeTs } from './run';

const BUILD_SCRIPT = path.join(REPO_ROOT, 'tooling', 'webpack', 'build.ts');

export async function buildApps(apps: readonly AppName[], concurrency = 2): Promise<boolean> {
  const queue = [...apps];
  let ok = true;
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      const { code, ms } = await nodeTs(BUILD_SCRIPT, [path.join(REPO_ROOT, app)]);
      console.info(`build ${app}: ${code === 0 ? 'ok' : 'FAILED'} in ${(ms / 1000).toFixed(1)} s`);
      if (code !== 0) ok = false;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, apps.length) }, worker));
  return ok;
}

export async function buildMissing(): Promise<boolean> {
  const missing = APPS.filter((app) => !isBuilt(app));
  if (missing.length === 0) return true;
  console.info(`building: ${missing.join(', ')}`);
  return buildApps(missing);
}

if (require.main === module) {
  const onlyMissing = process.argv.includes('--missing');
  (onlyMissing ? buildMissing() : buildApps(APPS)).then((ok) => process.exit(ok ? 0 : 1));
}
