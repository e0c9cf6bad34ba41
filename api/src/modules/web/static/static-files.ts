import { createHash } from 'node:crypto';
import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

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

/** A strong validator of a body: the same bytes, the same ETag, whether read from disk or made for the request. */
export const etagOf = (body: Uint8Array) => `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;

export async function readStaticFile(filePath: string): Promise<StaticFile | undefined> {
  try {
    const info = await stat(filePath);
    if (!info.isFile()) return undefined;
    const body = await readFile(filePath);
    const etag = etagOf(body);
    const contentType = CONTENT_TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
    return { body, contentType, etag };
  } catch {
    return undefined;
  }
}

export type Encoding = 'br' | 'gzip';

/** The build's precompressed variants (tooling/webpack/precompress.ts), by file suffix. */
const VARIANT_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/**
 * The encoding to send for an Accept-Encoding header: the highest q-value among br and gzip, br on a tie;
 * `*` stands for either when not named; q=0 refuses. Undefined: send the bytes as they are.
 */
export function negotiateEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  let best: Encoding | undefined;
  let bestWeight = 0;
  for (const encoding of ['br', 'gzip'] as const) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

/** Text types only: images, fonts and wasm are compressed already or gain little. */
export function isCompressible(contentType: string): boolean {
  return /^(text\/|application\/(json|javascript|manifest\+json|xml)|image\/svg\+xml)/.test(contentType);
}

/** Smaller answers are sent as they are: the encoding's own framing would eat the gain. */
export const ON_THE_FLY_MIN_BYTES = 128;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Per request, so fast levels: the build already wrote brotli 11 / gzip 9 variants of its outputs. */
export function compressOnTheFly(body: Uint8Array, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzip(body, { level: 6 });
}

/**
 * `<file>.br` / `<file>.gz` beside a file already resolved inside a static root. A variant that is not a plain
 * file in the same folder (a symlink elsewhere, say) is ignored, so it cannot widen what the root serves.
 */
export async function readVariant(filePath: string, encoding: Encoding): Promise<Buffer | undefined> {
  const variant = filePath + VARIANT_SUFFIX[encoding];
  try {
    if ((await realpath(variant)) !== (await realpath(filePath)) + VARIANT_SUFFIX[encoding]) return undefined;
    return await readFile(variant);
  } catch {
    return undefined;
  }
}

export interface Representation {
  body: Uint8Array;
  encoding?: Encoding;
  /** Distinct per encoding: caches must not answer a gzip request with the brotli bytes' validator. */
  etag?: string;
  /** Whether the answer depends on Accept-Encoding (every compressible type, even when sent as is). */
  varies: boolean;
  /** The request's If-None-Match names this representation: answer 304 (body is then empty). */
  notModified: boolean;
}

/**
 * What to send for `body` of `contentType`: the build's variant when `filePath` has one, else a compression made
 * now for text of some size, else the body itself. The validator is settled before anything is compressed, so a
 * revalidation costs no compression.
 */
export async function representation(
  request: { acceptEncoding?: string; ifNoneMatch?: string },
  body: Uint8Array,
  contentType: string,
  options: { filePath?: string; etag?: string } = {},
): Promise<Representation> {
  const varies = isCompressible(contentType);
  const wanted = varies ? negotiateEncoding(request.acceptEncoding) : undefined;
  const stored = wanted && options.filePath ? await readVariant(options.filePath, wanted) : undefined;
  const encoding = wanted && (stored || body.length >= ON_THE_FLY_MIN_BYTES) ? wanted : undefined;
  const etag = encoding ? options.etag?.replace(/"$/, `-${encoding}"`) : options.etag;
  const base = { etag, varies, ...(encoding ? { encoding } : {}) };
  if (etag !== undefined && request.ifNoneMatch === etag) return { ...base, body: new Uint8Array(), notModified: true };
  if (!encoding) return { ...base, body, notModified: false };
  return { ...base, body: stored ?? (await compressOnTheFly(body, encoding)), notModified: false };
}

/** Response headers of a representation (Content-Length is the encoded size; a 304 has none). */
export function representationHeaders(rep: Representation): Record<string, string> {
  return {
    ...(rep.notModified ? {} : { 'Content-Length': String(rep.body.length) }),
    ...(rep.etag ? { ETag: rep.etag } : {}),
    ...(rep.encoding ? { 'Content-Encoding': rep.encoding } : {}),
    ...(rep.varies ? { Vary: 'Accept-Encoding' } : {}),
  };
}
