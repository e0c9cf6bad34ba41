import { createHash } from 'node:crypto';
import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/**
 * Webpack emits chunks as `[name].[contenthash:8].js` (FACTS.md); their bytes never change under that name.
 * Entry files (remoteEntry.js, mf-manifest.json, index.html) keep fixed names and must be revalidated.
 */
export function cacheControlFor(fileName: string): string {
  return /\.[0-9a-f]{8,}\.[a-z0-9]+$/i.test(fileName) ? IMMUTABLE : NO_CACHE;
}

/**
 * Maps a URL path below a static root onto a file inside it, or undefined. Segments are decoded one by one and
 * any `.`/`..`, encoded slash, backslash or NUL is refused, then the resolved real path (symlinks followed)
 * must still lie inside the root.
 */
export async function resolveInside(root: string, urlPath: string): Promise<string | undefined> {
  const segments: string[] = [];
  for (const raw of urlPath.split('/')) {
    if (raw === '') continue;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    if (segment === '.' || segment === '..' || /[/\\\0]/.test(segment)) return undefined;
    segments.push(segment);
  }
  if (segments.length === 0) return undefined;
  let rootReal: string;
  let fileReal: string;
  try {
    rootReal = await realpath(root);
    fileReal = await realpath(path.join(rootReal, ...segments));
  } catch {
    return undefined;
  }
  return fileReal.startsWith(rootReal + path.sep) ? fileReal : undefined;
}

export interface StaticFile {
  body: Buffer;
  contentType: string;
  etag: string;
}

export async function readStaticFile(filePath: string): Promise<StaticFile | undefined> {
  try {
    const info = await stat(filePath);
    if (!info.isFile()) return undefined;
    const body = await readFile(filePath);
    const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
    const contentType = CONTENT_TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
    return { body, contentType, etag };
  } catch {
    return undefined;
  }
}
