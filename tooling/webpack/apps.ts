/** The federated apps of the repository and where their builds land. */
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './shared-singletons';

export const DIST_WEB = path.join(REPO_ROOT, 'dist', 'web');
/** The shell is served from this path of the platform origin. */
export const SHELL_PUBLIC_PATH = '/_shell/';
export const SHELL_DIST = path.join(DIST_WEB, 'shell');
export const REMOTES_DIST = path.join(DIST_WEB, 'remotes');
/** URL prefix under which the API serves REMOTES_DIST. */
export const REMOTES_URL_PREFIX = '/remotes';

export interface RemoteApp {
  /** Workspace folder and npm package name. */
  readonly dir: string;
  /** Module Federation container name: what `loadRemote('<mfName>/Area')` uses. */
  readonly mfName: string;
}

export const REMOTES: readonly RemoteApp[] = [
  { dir: 'mfe-site', mfName: 'mfe_site' },
  { dir: 'mfe-checkout', mfName: 'mfe_checkout' },
  { dir: 'mfe-customer-area', mfName: 'mfe_customer_area' },
  { dir: 'mfe-panel-supplier', mfName: 'mfe_panel_supplier' },
  { dir: 'mfe-panel-partner', mfName: 'mfe_panel_partner' },
  { dir: 'mfe-admin', mfName: 'mfe_admin' },
  { dir: 'mfe-terminal', mfName: 'mfe_terminal' },
];

export const SHELL_DIR = 'shell';

export interface PackageJson {
  name: string;
  version: string;
}

export function readPackageJson(dir: string): PackageJson {
  const parsed = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as Partial<PackageJson>;
  if (typeof parsed.name !== 'string' || typeof parsed.version !== 'string') {
    throw new Error(`${dir}/package.json needs a name and a version`);
  }
  return { name: parsed.name, version: parsed.version };
}

/** A remote's version: explicit, else REMOTE_VERSION, else its package.json version. */
export function remoteVersion(dir: string, explicit?: string): string {
  const version = explicit ?? process.env.REMOTE_VERSION ?? readPackageJson(dir).version;
  // The version becomes a URL path segment; keep it to what semver and a path can both hold.
  if (!/^[0-9A-Za-z][0-9A-Za-z.+-]*$/.test(version)) throw new Error(`Invalid remote version "${version}"`);
  return version;
}

export function remoteDist(packageName: string, version: string): string {
  return path.join(REMOTES_DIST, packageName, version);
}

export function remoteManifestUrl(packageName: string, version: string): string {
  return `${REMOTES_URL_PREFIX}/${packageName}/${version}/mf-manifest.json`;
}
