import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '../..');
export const WEB_ROOT = path.join(REPO_ROOT, 'dist', 'web');

/** Every frontend app, host first. */
export const APPS = [
  'shell',
  'mfe-site',
  'mfe-checkout',
  'mfe-customer-area',
  'mfe-panel-supplier',
  'mfe-panel-partner',
  'mfe-admin',
  'mfe-terminal',
] as const;
export type AppName = (typeof APPS)[number];

export function appVersion(app: AppName): string {
  const pkg = JSON.parse(readFileSync(path.join(REPO_ROOT, app, 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

/** Where a built app's entry lives; its absence means "not built". */
export function builtMarker(app: AppName): string {
  return app === 'shell'
    ? path.join(WEB_ROOT, 'shell', 'index.html')
    : path.join(WEB_ROOT, 'remotes', app, appVersion(app), 'mf-manifest.json');
}

export const isBuilt = (app: AppName) => existsSync(builtMarker(app));
