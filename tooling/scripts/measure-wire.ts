/**
 * What the storefront home's first load puts on the wire: the files measure-bundles counts for a partner-site
 * visit, plus the page, /remotes.json and mfe-site's manifest, requested from the API's static route in process
 * with a browser's Accept-Encoding, summing the bytes of each answer's body.
 *   node -r @swc-node/register tooling/scripts/measure-wire.ts [--web-root <dir>]
 * `--web-root` serves another copy of the same build (e.g. one precompressed in /tmp); the file list still
 * comes from dist/web.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { loadEnv } from '../../api/src/env';
import { spaFallback, staticRoutes } from '../../api/src/modules/web/static/static.routes';
import { DIST_WEB } from '../webpack/apps';
import { measureAll, type Visit } from '../webpack/measure-bundles';
import { REPO_ROOT } from './apps';

export interface WireFile {
  url: string;
  /** The file's own size. */
  bytes: number;
  /** The body as sent. */
  sent: number;
  encoding: string | null;
}

/** The URL the static route serves a build's file under. */
export function urlOf(folder: string, file: string, webRoot: string = DIST_WEB): string {
  const relative = path.relative(webRoot, folder).split(path.sep).join('/');
  if (relative === 'shell') return `/_shell/${file}`;
  if (relative.startsWith('remotes/')) return `/${relative}/${file}`;
  throw new Error(`${folder} is not a build under ${webRoot}`);
}

export function visitUrls(visit: Visit, webRoot: string = DIST_WEB): string[] {
  return visit.files.map((file) => urlOf(file.folder, file.file, webRoot));
}

/** Requests each URL from the static route (and the SPA page for a page URL) and measures the answers. */
export async function measureWire(
  urls: readonly string[],
  options: { webRoot: string; remotesDir?: string; wayhubEnv?: string; acceptEncoding?: string },
): Promise<WireFile[]> {
  const env = loadEnv({
    NODE_ENV: 'test',
    WEB_ROOT: options.webRoot,
    REMOTES_DIR: options.remotesDir ?? path.join(REPO_ROOT, 'deploy', 'remotes'),
    WAYHUB_ENV: options.wayhubEnv ?? 'local',
  });
  const fallback = spaFallback({ env });
  const app = new Hono().route('/', staticRoutes({ env }));
  app.get('*', async (c) => (await fallback(c)) ?? c.notFound());
  const files: WireFile[] = [];
  for (const url of urls) {
    const headers: Record<string, string> = { accept: url.startsWith('/_shell/') || url.startsWith('/remotes') ? '*/*' : 'text/html' };
    if (options.acceptEncoding) headers['accept-encoding'] = options.acceptEncoding;
    const plain = await app.request(url, { headers: { accept: headers.accept! } });
    const response = await app.request(url, { headers });
    if (response.status !== 200 || plain.status !== 200) throw new Error(`${url}: HTTP ${response.status}`);
    files.push({
      url,
      bytes: (await plain.arrayBuffer()).byteLength,
      sent: (await response.arrayBuffer()).byteLength,
      encoding: response.headers.get('content-encoding'),
    });
  }
  return files;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (files: WireFile[], key: 'bytes' | 'sent') => files.reduce((total, file) => total + file[key], 0);

/** The partner-site home (visit (a)): its JavaScript, and the page with the manifests it fetches before it. */
export async function storefrontWire(webRoot: string, acceptEncoding: string | undefined) {
  const visit = measureAll().visits.find((v) => v.name.startsWith('(a)'));
  if (!visit) throw new Error('mfe-site or the shell is not built');
  const manifest = JSON.parse(readFileSync(path.join(REPO_ROOT, 'deploy', 'remotes', 'local.json'), 'utf8')) as Record<string, string>;
  const pageUrls = ['/en', '/remotes.json', ...(manifest.mfe_site ? [manifest.mfe_site] : [])];
  const options = { webRoot, ...(acceptEncoding ? { acceptEncoding } : {}) };
  return { visit, js: await measureWire(visitUrls(visit), options), page: await measureWire(pageUrls, options) };
}

export async function printStorefrontWire(webRoot: string): Promise<void> {
  for (const accept of ['br, gzip', 'gzip', undefined]) {
    const { visit, js, page } = await storefrontWire(webRoot, accept);
    const encodings = [...new Set(js.map((file) => file.encoding ?? 'none'))].join('/');
    console.log(
      `Accept-Encoding: ${(accept ?? '(none)').padEnd(8)}  JavaScript ${kb(sum(js, 'sent')).padStart(9)} on the wire ` +
        `(${js.length} files, ${encodings}; ${kb(sum(js, 'bytes'))} raw, ${kb(visit.totalGzip)} gzip -9)  ` +
        `+ page and manifests ${kb(sum(page, 'sent'))}`,
    );
    if (!accept) {
      const stored = visit.files.filter((file) => existsSync(`${path.join(webRoot, path.relative(DIST_WEB, file.folder), file.file)}.br`));
      console.log(`${stored.length} of ${visit.files.length} files have the build's .br/.gz; the others were compressed per request.`);
    }
  }
}

if (require.main === module) {
  const at = process.argv.indexOf('--web-root');
  const webRoot = at > 0 && process.argv[at + 1] ? path.resolve(process.argv[at + 1]!) : DIST_WEB;
  console.log(`Storefront home (demo partner site, /en) from the API's static route, web root ${webRoot}`);
  printStorefrontWire(webRoot).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
