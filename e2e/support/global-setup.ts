/**
 * Builds, once per run, the remote versions the version journeys switch to through the environment manifest:
 * - mfe-site 0.1.0-next, a second version beside the first;
 * - mfe-panel-partner 0.1.0-contracts-3, built as if against shared-contracts 3.0.0, which the shell's 2.0.0 does
 *   not satisfy: its area must fail on its own.
 * Rebuilt every run so they never lag the source. `npm test` builds the rest first.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export const NEXT_SITE_VERSION = '0.1.0-next';
export const INCOMPATIBLE_PARTNER_VERSION = '0.1.0-contracts-3';

export default function globalSetup() {
  const repo = path.resolve(__dirname, '..', '..');
  const build = (app: string, env: Record<string, string>) =>
    execFileSync(process.execPath, ['-r', '@swc-node/register', path.join(repo, 'tooling', 'webpack', 'build.ts'), path.join(repo, app)], {
      cwd: repo,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
  build('mfe-site', { REMOTE_VERSION: NEXT_SITE_VERSION });
  build('mfe-panel-partner', { REMOTE_VERSION: INCOMPATIBLE_PARTNER_VERSION, WAYHUB_BUILD_AS_SHARED_VERSION: 'shared-contracts=3.0.0' });
}
