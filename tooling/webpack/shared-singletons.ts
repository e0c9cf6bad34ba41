/**
 * THE list of modules shared between the shell and every remote (ARCHITECTURE §2, FACTS "Module Federation").
 *
 * Module Federation matches shared modules by their exact request: `jotai` being shared does not share
 * `jotai/react`, and a remote that imports `jotai/utils` would otherwise get a second jotai with its own store
 * context. So every subpath that our code, or a shared package itself, imports is listed on its own.
 * A listed module is provided only when some code of the build imports it, so listing costs nothing.
 *
 * `@chakra-ui/react` is deliberately NOT here: shared modules are not tree-shaken, and sharing Chakra whole adds
 * about 314 KB gzip to the storefront (ADR 0001). Remotes reach Chakra only through the `shared-ui` singleton.
 */
import fs from 'node:fs';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** Third-party singletons, grouped by the package whose version they carry. */
export const SHARED_PACKAGES: Readonly<Record<string, readonly string[]>> = {
  react: ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime'],
  'react-dom': ['react-dom', 'react-dom/client'],
  // react-router is NOT here: apps reach it only through the `shared-ui/router` façade (below), which is shared, so
  // one router context holds and only the names the façade exports ship (a shared module is not tree-shaken).
  // jotai's entry re-exports 'jotai/vanilla' and 'jotai/react' by their bare names, and its utils import them too.
  jotai: ['jotai', 'jotai/react', 'jotai/vanilla', 'jotai/utils', 'jotai/react/utils', 'jotai/vanilla/utils'],
  // swr's subpaths each carry the SWRConfig context; share them all so one cache configuration holds.
  swr: ['swr', 'swr/_internal', 'swr/infinite', 'swr/mutation', 'swr/immutable', 'swr/subscription'],
  '@emotion/react': ['@emotion/react'],
};

/**
 * Workspace packages: the root and every public subpath of `exports`, except test-only ones.
 * Kept explicit (not derived) so a reader sees exactly what is shared; a tooling test fails when a subpath
 * is added to shared-contracts' exports without being listed here.
 */
export const SHARED_WORKSPACE: Readonly<Record<string, readonly string[]>> = {
  'shared-contracts': [
    'shared-contracts',
    'shared-contracts/enums',
    'shared-contracts/constants',
    'shared-contracts/dates',
    'shared-contracts/errors',
    'shared-contracts/paths',
    'shared-contracts/auth',
    'shared-contracts/users',
    'shared-contracts/sites',
    'shared-contracts/common',
    'shared-contracts/valibot',
    'shared-contracts/locales',
    'shared-contracts/catalogue',
    'shared-contracts/site-content',
    'shared-contracts/search',
    'shared-contracts/cart',
    'shared-contracts/booking',
    'shared-contracts/customer',
    'shared-contracts/refund-notice',
    'shared-contracts/duration',
    'shared-contracts/files',
    'shared-contracts/tours',
    'shared-contracts/tour-manage',
    'shared-contracts/cancellation-policies',
    'shared-contracts/listings',
    'shared-contracts/buckets',
    'shared-contracts/white-label',
    'shared-contracts/site-pages',
    'shared-contracts/site-export',
    'shared-contracts/destination-boxes',
    'shared-contracts/activity-calendar',
    'shared-contracts/panel-reservations',
    'shared-contracts/earnings',
    'shared-contracts/earnings-rules',
    'shared-contracts/panel-cancellation',
    'shared-contracts/panel-cancellations',
    'shared-contracts/panel-payments',
    'shared-contracts/panel-reservation-actions',
    'shared-contracts/reports',
    'shared-contracts/hotels',
    'shared-contracts/hotel-calendar',
    'shared-contracts/access',
    'shared-contracts/manifests',
    'shared-contracts/manifests/storefront',
    // Every catalogue whole, for the API and tests: browser code imports only its types (lint rule
    // wayhub/import-boundaries). The part files the runtime loads (`shared-contracts/messages/<locale>/<part>`) are
    // chunks of the build that provides shared-runtime/i18n, not shared modules.
    'shared-contracts/messages',
  ],
  // The browser runtime (HTTP client, session store, i18n runtime): one instance per page, provided by the shell.
  'shared-runtime': ['shared-runtime/http', 'shared-runtime/session', 'shared-runtime/i18n', 'shared-runtime/remotes'],
  // shared-ui/panel (overlays, panel chrome) stays off the storefront's first load; the shell imports both (ADR 0001).
  // shared-ui/storefront holds the storefront pages' extra pieces; shared-ui/router is the one router (see above).
  // shared-ui/panel-area builds a panel remote's routes and landing from the area manifests (panel data only);
  // shared-ui/panel-kit is the back-office kit (tables, forms, uploads), panel remotes only; shared-ui/charts the report
  // pages' charts (their lazy chunks only).
  'shared-ui': ['shared-ui', 'shared-ui/panel', 'shared-ui/panel-area', 'shared-ui/panel-kit', 'shared-ui/charts', 'shared-ui/sortable', 'shared-ui/storefront', 'shared-ui/router'],
};

/** Export subpaths that never reach a browser bundle (test helpers, metadata), so they are not shared either. */
export function isNeverShared(subpath: string): boolean {
  return subpath === './package.json' || subpath === './testing' || subpath.startsWith('./testing/');
}

export interface SharedSingleton {
  singleton: true;
  /**
   * A remote whose required range the loaded copy does not meet fails to load, in its own area (its error panel),
   * instead of running silently against an older or newer copy (ADR 0003).
   */
  strictVersion: true;
  requiredVersion: string;
  version: string;
  /** Not eager: the async boundary (src/index.ts -> import('./bootstrap')) lets the containers negotiate first. */
  eager: false;
}

/**
 * The version a build claims for a package instead of the installed one, from WAYHUB_BUILD_AS_SHARED_VERSION
 * ("shared-contracts=2.0.0,shared-ui=1.1.0"). Only the end-to-end set-up uses it, to build a remote as if against an
 * incompatible contract and watch that remote fail in its own area.
 */
function claimedVersions(): Map<string, string> {
  const claimed = new Map<string, string>();
  for (const pair of (process.env.WAYHUB_BUILD_AS_SHARED_VERSION ?? '').split(',')) {
    const [pkg, version] = pair.split('=').map((part) => part.trim());
    if (pkg && version) claimed.set(pkg, version);
  }
  return claimed;
}

/**
 * The versions a build accepts of a shared package: the same major, from a floor up (for 0.x, the minor is the
 * major). For our own packages the floor is the version the app was built against, so a remote that uses a message id
 * or a schema field added in shared-contracts 1.1.0 refuses to run on a shell that provides 1.0.0 (bump the minor
 * when adding, the major when breaking). For third-party packages the floor is their minor: patches interchange.
 */
export function compatibleRange(version: string, floor: 'exact' | 'minor' = 'minor'): string {
  const [major = '0', minor = '0'] = version.split('.');
  if (major === '0') return floor === 'exact' ? `~${version}` : `~0.${minor}.0`;
  return floor === 'exact' ? `^${version}` : `^${major}.${minor}.0`;
}

/** Reads the installed version of `pkg` as seen from `fromDir` (the app being built). */
export function installedVersion(pkg: string, fromDir: string = REPO_ROOT): string {
  const manifest = require.resolve(`${pkg}/package.json`, { paths: [fromDir, REPO_ROOT] });
  const parsed: unknown = JSON.parse(fs.readFileSync(manifest, 'utf8'));
  const version = (parsed as { version?: unknown }).version;
  if (typeof version !== 'string') throw new Error(`${manifest} has no version`);
  return version;
}

/** Every shared request, flattened: what the tests and the measuring script read. */
export function sharedModuleNames(): string[] {
  return [...Object.values(SHARED_PACKAGES), ...Object.values(SHARED_WORKSPACE)].flat();
}

/**
 * The `shared` option of ModuleFederationPlugin, for the app in `fromDir`. Every entry is a strict singleton (see
 * compatibleRange): remotes deploy on their own, so one built a week after the shell with a newer patch of React must
 * still load, and one built against a newer shared-contracts or a new major must fail, loudly, in its own area.
 */
export function sharedSingletons(fromDir: string = REPO_ROOT): Record<string, SharedSingleton> {
  const shared: Record<string, SharedSingleton> = {};
  const claimed = claimedVersions();
  const add = (pkg: string, requests: readonly string[], floor: 'exact' | 'minor') => {
    const version = claimed.get(pkg) ?? installedVersion(pkg, fromDir);
    for (const request of requests) {
      shared[request] = { singleton: true, strictVersion: true, requiredVersion: compatibleRange(version, floor), version, eager: false };
    }
  };
  for (const [pkg, requests] of Object.entries(SHARED_PACKAGES)) add(pkg, requests, 'minor');
  // Only to reproduce ADR 0001's comparison (Chakra shared whole); never set for a real build.
  if (process.env.WAYHUB_ADR0001_SHARE_CHAKRA_WHOLE === '1') add('@chakra-ui/react', ['@chakra-ui/react'], 'minor');
  for (const [pkg, requests] of Object.entries(SHARED_WORKSPACE)) add(pkg, requests, 'exact');
  return shared;
}
