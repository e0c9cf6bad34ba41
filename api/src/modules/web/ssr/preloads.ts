/**
 * What a server-drawn page will load next, announced in its head (issue 16 §5): without it the browser learns of each
 * file only from the one before (shell → remotes.json → mfe-site's manifest → its entry → its chunks → the page's
 * chunk and texts). Read from the Module Federation manifest of the mfe-site version the page was drawn with, so a
 * version switch preloads the new version's files.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as v from 'valibot';
import { storefrontRouteKind } from 'shared-contracts/paths';

const ManifestSchema = v.object({
  metaData: v.object({ remoteEntry: v.object({ name: v.string(), path: v.optional(v.string(), '') }) }),
  exposes: v.array(v.object({ name: v.string(), assets: v.object({ js: v.object({ sync: v.array(v.string()), async: v.array(v.string()) }) }) })),
});
type Manifest = v.InferOutput<typeof ManifestSchema>;

/** Manifests of a version never change (a new build is a new version folder): read once. */
const manifests = new Map<string, Promise<Manifest | null>>();

function readManifest(file: string): Promise<Manifest | null> {
  let read = manifests.get(file);
  if (!read) {
    read = readFile(file, 'utf8').then(
      (text) => v.parse(ManifestSchema, JSON.parse(text)),
      () => null,
    );
    manifests.set(file, read);
  }
  return read;
}

/** The lazy chunk (and its texts) each page kind opens with (mfe-site app/routes.tsx names them). */
function pageChunks(pathname: string): string[] {
  const [lang = '', ...rest] = pathname.split('/').filter(Boolean);
  const route = storefrontRouteKind(rest.join('/'));
  if (route.kind === 'product') return ['site-product.', `i18n-product-${lang}-`];
  if (route.kind === 'site-page' && route.page === 'search') return ['site-search.', `i18n-search-${lang}-`];
  return [];
}

export interface PreloadInput {
  webRoot: string;
  /** mfe-site's browser manifest URL from the environment's remotes manifest, e.g. /remotes/mfe-site/1.2.0/mf-manifest.json. */
  manifestUrl: string;
  pathname: string;
}

/** `<link rel="preload">` tags for the page's next files; none when the manifest is not one this API serves. */
export async function remotePreloads({ webRoot, manifestUrl, pathname }: PreloadInput): Promise<string> {
  if (!/^\/remotes\/[\w+-][\w.+-]*\/[\w+-][\w.+-]*\/mf-manifest\.json$/.test(manifestUrl)) return '';
  const manifest = await readManifest(path.join(webRoot, manifestUrl));
  if (!manifest) return '';
  const base = manifestUrl.slice(0, -'mf-manifest.json'.length);
  const area = manifest.exposes.find((expose) => expose.name === 'Area');
  const wanted = pageChunks(pathname);
  const scripts = [
    `${manifest.metaData.remoteEntry.path ? `${manifest.metaData.remoteEntry.path.replace(/\/?$/, '/')}` : ''}${manifest.metaData.remoteEntry.name}`,
    ...(area?.assets.js.sync ?? []),
    ...(area?.assets.js.async ?? []).filter((file) => wanted.some((prefix) => file.startsWith(prefix))),
  ];
  const fetches = ['/remotes.json', manifestUrl];
  return [
    ...fetches.map((href) => `<link rel="preload" href="${href}" as="fetch" crossorigin="anonymous">`),
    ...scripts.map((file) => `<link rel="preload" href="${base}${file}" as="script">`),
  ].join('');
}
