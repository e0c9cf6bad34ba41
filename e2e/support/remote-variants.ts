/**
 * The remote versions the version journeys (remotes.spec) switch to through the environment manifest:
 * - mfe-site 0.1.0-next, a second version beside the first;
 * - mfe-panel-partner 0.1.0-contracts-next-major, built as if against the next major of shared-contracts, which the
 *   shell's installed version does not satisfy: its area must fail on its own;
 * - mfe-customer-area 0.1.0-newtext, a copy of the area with one English text changed, built on its own: a remote
 *   owns its texts (ADR 0004), so its new text needs no shell build.
 * Rebuilt every run so they never lag the source; two build at a time. The global set-up starts this file as a script
 * in the background, at the lowest priority, and the journeys that need the versions wait for it: the builds use
 * the CPU the first journeys leave idle instead of holding up the whole run.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import path from 'node:path';

export const NEXT_SITE_VERSION = '0.1.0-next';
export const INCOMPATIBLE_PARTNER_VERSION = '0.1.0-contracts-next-major';
export const NEW_TEXT_CUSTOMER_VERSION = '0.1.0-newtext';
/** The customer login page's heading, as the source has it and as the 0.1.0-newtext copy rewrites it. */
export const CUSTOMER_LOGIN_HEADING = 'Log in to see your bookings';
export const NEW_CUSTOMER_LOGIN_HEADING = 'Sign in to find your trips';

type Build = (app: string, env: Record<string, string>) => Promise<void>;

const REPO = path.resolve(__dirname, '..', '..');
/** Where the builder says how far it got: { state: 'building' | 'done' | 'failed', error? }. */
export const VARIANTS_STATUS = path.join(REPO, '.tmp', 'e2e-remote-variants.json');

type Status = { state: 'building' | 'done' | 'failed'; error?: string };

async function buildVariants(repo: string) {
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

const writeStatus = (status: Status) => {
  mkdirSync(path.dirname(VARIANTS_STATUS), { recursive: true });
  writeFileSync(VARIANTS_STATUS, JSON.stringify(status));
};

/**
 * Waits until the builder is done (the version journeys' beforeAll). Throws its error if it failed, or if nobody
 * started it.
 */
export async function remoteVariantsBuilt(timeoutMs = 10 * 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const status = existsSync(VARIANTS_STATUS) ? (JSON.parse(readFileSync(VARIANTS_STATUS, 'utf8')) as Status) : null;
    if (!status) throw new Error(`the remote versions were never built: ${VARIANTS_STATUS} is missing (support/global-setup.ts starts the builder)`);
    if (status.state === 'done') return;
    if (status.state === 'failed') throw new Error(status.error ?? 'building the remote versions failed');
    if (Date.now() > until) throw new Error('building the remote versions took more than 10 minutes');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

// Run as a script by the global set-up: builds at the lowest priority, so the journeys running beside it keep the CPU.
if (require.main === module) {
  setPriority(19);
  writeStatus({ state: 'building' });
  buildVariants(REPO).then(
    () => writeStatus({ state: 'done' }),
    (error: unknown) => {
      writeStatus({ state: 'failed', error: error instanceof Error ? error.message : String(error) });
      process.exitCode = 1;
    },
  );
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
