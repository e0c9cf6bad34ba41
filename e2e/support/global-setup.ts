/**
 * Builds, once per run, the remote versions the version journeys switch to through the environment manifest:
 * - mfe-site 0.1.0-next, a second version beside the first;
 * - mfe-panel-partner 0.1.0-contracts-next-major, built as if against the next major of shared-contracts, which the
 *   shell's installed version does not satisfy: its area must fail on its own;
 * - mfe-customer-area 0.1.0-newtext, a copy of the area with one English text changed, built on its own: a remote
 *   owns its texts (ADR 0004), so its new text needs no shell build.
 * Rebuilt every run so they never lag the source. `npm test` builds the rest first. Two build at a time, one per core.
 */
import { execFile } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const NEXT_SITE_VERSION = '0.1.0-next';
export const INCOMPATIBLE_PARTNER_VERSION = '0.1.0-contracts-next-major';
export const NEW_TEXT_CUSTOMER_VERSION = '0.1.0-newtext';
/** The customer login page's heading, as the source has it and as the 0.1.0-newtext copy rewrites it. */
export const CUSTOMER_LOGIN_HEADING = 'Log in to see your bookings';
export const NEW_CUSTOMER_LOGIN_HEADING = 'Sign in to find your trips';

type Build = (app: string, env: Record<string, string>) => Promise<void>;

export default async function globalSetup() {
  const repo = path.resolve(__dirname, '..', '..');
  const build: Build = (app, env) =>
    new Promise((resolve, reject) => {
      const child = execFile(
        process.execPath,
        ['-r', '@swc-node/register', path.join(repo, 'tooling', 'webpack', 'build.ts'), path.join(repo, app)],
        { cwd: repo, env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 },
        (error) => (error ? reject(new Error(`global set-up: building ${app} failed: ${error.message}`)) : resolve()),
      );
      child.stdout?.pipe(process.stdout);
      child.stderr?.pipe(process.stderr);
    });
  const contractsMajor = Number((JSON.parse(readFileSync(path.join(repo, 'shared-contracts', 'package.json'), 'utf8')) as { version: string }).version.split('.')[0]);
  await Promise.all([
    build('mfe-site', { REMOTE_VERSION: NEXT_SITE_VERSION }).then(() => buildCustomerAreaWithNewText(repo, build)),
    build('mfe-panel-partner', { REMOTE_VERSION: INCOMPATIBLE_PARTNER_VERSION, WAYHUB_BUILD_AS_SHARED_VERSION: `shared-contracts=${contractsMajor + 1}.0.0` }),
  ]);
}

/**
 * Copies mfe-customer-area under .tmp/ (node_modules still resolve from the repository root), rewrites the login
 * heading in its English messages, and builds the copy: it lands beside the real one, as
 * dist/web/remotes/mfe-customer-area/0.1.0-newtext, and nothing of the shell is built.
 */
async function buildCustomerAreaWithNewText(repo: string, build: Build) {
  const copy = path.join(repo, '.tmp', 'e2e-mfe-customer-area-newtext');
  rmSync(copy, { recursive: true, force: true });
  for (const entry of ['package.json', 'webpack.config.ts', 'src']) {
    cpSync(path.join(repo, 'mfe-customer-area', entry), path.join(copy, entry), { recursive: true });
  }
  const config = path.join(copy, 'webpack.config.ts');
  const factory = path.join(repo, 'tooling', 'webpack', 'create-config');
  writeFileSync(config, readFileSync(config, 'utf8').replace("'../tooling/webpack/create-config'", JSON.stringify(factory)));
  const english = path.join(copy, 'src', 'messages', 'en.ts');
  const source = readFileSync(english, 'utf8');
  const changed = source.replace(`'${CUSTOMER_LOGIN_HEADING}'`, `'${NEW_CUSTOMER_LOGIN_HEADING}'`);
  if (changed === source) throw new Error(`global set-up: ${english} no longer has the text ${CUSTOMER_LOGIN_HEADING}`);
  writeFileSync(english, changed);
  await build(path.relative(repo, copy), { REMOTE_VERSION: NEW_TEXT_CUSTOMER_VERSION });
}
