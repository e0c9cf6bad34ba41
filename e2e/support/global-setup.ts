/**
 * Builds a second version of mfe-site (0.1.0-next) beside the first, once, so the version-switch journey can point
 * the environment manifest at it. Rebuilt every run so it never lags the source. `npm test` builds the rest first.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export default function globalSetup() {
  const repo = path.resolve(__dirname, '..', '..');
  execFileSync(process.execPath, ['-r', '@swc-node/register', path.join(repo, 'tooling', 'webpack', 'build.ts'), path.join(repo, 'mfe-site')], {
    cwd: repo,
    stdio: 'inherit',
    env: { ...process.env, REMOTE_VERSION: '0.1.0-next' },
  });
}
