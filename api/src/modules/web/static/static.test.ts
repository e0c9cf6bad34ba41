import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { testDatabases } from '../../../test/databases';
import { type TestApp, useTestDatabase } from '../../../test/harness';
import { cacheControlFor, negotiateEncoding } from './static-files';

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

/** A WEB_ROOT shaped like the build's output, plus a file just outside it that must never be served. */
function buildWebRoot(t: TestApp) {
  const web = t.env.WEB_ROOT;
  mkdirSync(path.join(web, 'shell'), { recursive: true });
  mkdirSync(path.join(web, 'remotes', 'mfe-site', '1.0.0'), { recursive: true });
  writeFileSync(path.join(web, 'shell', 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(web, 'shell', 'main.3f9a2b1c.js'), 'console.log("shell")');
  writeFileSync(path.join(web, 'remotes', 'mfe-site', '1.0.0', 'remoteEntry.js'), 'var mfe_site;');
  writeFileSync(path.join(web, 'remotes', 'mfe-site', '1.0.0', 'mf-manifest.json'), '{"id":"mfe_site"}');
  writeFileSync(path.join(web, 'remotes', 'mfe-site', '1.0.0', '412.a1b2c3d4.js'), 'chunk()');
  writeFileSync(path.join(path.dirname(web), 'secret.txt'), 'TOP SECRET');
  mkdirSync(t.env.REMOTES_DIR, { recursive: true });
}

describe.each(testDatabases().filter((spec) => spec.name === 'pglite'))('static frontends', (spec) => {
  const ctx = useTestDatabase(spec, { seed: false });

  test('remotes: hashed chunks are immutable, entries and manifests must be revalidated', async () => {
    const t = ctx.app();
    buildWebRoot(t);
    const chunk = await t.request('/remotes/mfe-site/1.0.0/412.a1b2c3d4.js');
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await chunk.text()).toBe('chunk()');

    for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
      const response = await t.request(`/remotes/mfe-site/1.0.0/${file}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
    const shellChunk = await t.request('/_shell/main.3f9a2b1c.js');
    expect(shellChunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  test('the shell: its fixed-name entry and page are revalidated, never immutable', async () => {
    const t = ctx.app();
    buildWebRoot(t);
    writeFileSync(path.join(t.env.WEB_ROOT, 'shell', 'main.js'), 'shell()');
    for (const file of ['main.js', 'index.html']) {
      const response = await t.request(`/_shell/${file}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('etag')).toMatch(/^"/);
    }
  });

  test('an unchanged file answers 304 to its ETag', async () => {
    const t = ctx.app();
    buildWebRoot(t);
    const first = await t.request('/remotes/mfe-site/1.0.0/remoteEntry.js');
    const etag = first.headers.get('etag')!;
    const again = await t.request('/remotes/mfe-site/1.0.0/remoteEntry.js', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  test('a missing asset is a 404, never the SPA page', async () => {
    const t = ctx.app();
    buildWebRoot(t);
    const response = await t.request('/remotes/mfe-site/1.0.0/missing.js', { headers: HTML });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/json/);
  });

  test.each([
    '/remotes/..%2f..%2fsecret.txt',
    '/remotes/%2e%2e/%2e%2e/secret.txt',
    '/remotes/..%5c..%5csecret.txt',
    '/_shell/..%2F..%2Fsecret.txt',
    '/_shell/%252e%252e/%252e%252e/secret.txt',
    '/remotes/mfe-site/..%00/secret.txt',
  ])('path traversal is refused: %s', async (pathname) => {
    const t = ctx.app();
    buildWebRoot(t);
    const response = await t.request(pathname);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('TOP SECRET');
  });

  test('/remotes.json is the environment manifest, read again on every request', async () => {
    const t = ctx.app({ WAYHUB_ENV: 'staging' });
    buildWebRoot(t);
    const file = path.join(t.env.REMOTES_DIR, 'staging.json');
    writeFileSync(file, JSON.stringify({ mfe_site: '/remotes/mfe-site/1.0.0/mf-manifest.json' }));
    const first = await t.request('/remotes.json');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(await first.json()).toEqual({ mfe_site: '/remotes/mfe-site/1.0.0/mf-manifest.json' });

    writeFileSync(file, JSON.stringify({ mfe_site: '/remotes/mfe-site/1.1.0/mf-manifest.json' }));
    expect(await (await t.request('/remotes.json')).json()).toEqual({ mfe_site: '/remotes/mfe-site/1.1.0/mf-manifest.json' });
  });

  test('a missing or broken manifest is a 500 that says which file', async () => {
    const t = ctx.app({ WAYHUB_ENV: 'nowhere' });
    buildWebRoot(t);
    const missing = await t.request('/remotes.json');
    expect(missing.status).toBe(500);
    const body = await missing.json();
    expect(body.code).toBe('INTERNAL');
    expect(body.message).toContain('nowhere.json');

    writeFileSync(path.join(t.env.REMOTES_DIR, 'nowhere.json'), '{ not json');
    const broken = await t.request('/remotes.json');
    expect(broken.status).toBe(500);
    expect((await broken.json()).message).toMatch(/not valid JSON/);
  });

  test('page navigations fall back to the shell index.html, uncached; non-HTML requests do not', async () => {
    const t = ctx.app();
    buildWebRoot(t);
    for (const pathname of ['/', '/en/npanel/sites/3/settings', '/no/activity/12']) {
      const response = await t.request(pathname, { headers: HTML });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root">');
    }
    const json = await t.request('/en/npanel', { headers: { accept: 'application/json' } });
    expect(json.status).toBe(404);
    const post = await t.request('/en/login', { method: 'POST', headers: HTML });
    expect(post.status).toBe(404);
  });

  test('without a shell build, navigations get a page explaining how to build the frontend', async () => {
    const t = ctx.app();
    const response = await t.request('/en/login', { headers: HTML });
    expect(response.status).toBe(503);
    const text = await response.text();
    expect(text).toMatch(/frontend is not built/i);
    expect(text).toContain('npm run build');
  });
});

describe('cacheControlFor', () => {
  test.each([
    ['412.a1b2c3d4.js', 'public, max-age=31536000, immutable'],
    ['main.0123456789abcdef.css', 'public, max-age=31536000, immutable'],
    ['i18n-en-panel.5e749b28.js', 'public, max-age=31536000, immutable'],
    ['main.js', 'no-cache'],
    ['standalone-runtime.js', 'no-cache'],
    ['load-graph.json', 'no-cache'],
    ['mf-manifest-stats.json', 'no-cache'],
    ['remoteEntry.js', 'no-cache'],
    ['mf-manifest.json', 'no-cache'],
    ['index.html', 'no-cache'],
    ['logo.svg', 'no-cache'],
  ])('%s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});

/** Minified JavaScript compresses about 3:1; this text does too, and is well over the 1 KB precompression floor. */
const SCRIPT = Array.from({ length: 400 }, (_, i) => `function f${i}(a){return a.map(function(x){return x*${i % 7}})}`).join(';');
const BR = { 'accept-encoding': 'gzip, deflate, br' };

async function decoded(response: Response): Promise<string> {
  const body = Buffer.from(await response.arrayBuffer());
  expect(response.headers.get('content-length')).toBe(String(body.length));
  switch (response.headers.get('content-encoding')) {
    case 'br':
      return zlib.brotliDecompressSync(body).toString();
    case 'gzip':
      return zlib.gunzipSync(body).toString();
    case null:
      return body.toString();
    default:
      throw new Error(`unexpected encoding ${response.headers.get('content-encoding')}`);
  }
}

describe.each(testDatabases().filter((spec) => spec.name === 'pglite'))('static frontends: compression', (spec) => {
  const ctx = useTestDatabase(spec, { seed: false });

  /** A chunk with the build's .br and .gz beside it (marked, so the test sees which file was sent). */
  function precompressed(t: TestApp) {
    buildWebRoot(t);
    const chunk = path.join(t.env.WEB_ROOT, 'remotes', 'mfe-site', '1.0.0', '900.0badc0de.js');
    writeFileSync(chunk, SCRIPT);
    writeFileSync(`${chunk}.br`, zlib.brotliCompressSync(`${SCRIPT}//br`));
    writeFileSync(`${chunk}.gz`, zlib.gzipSync(`${SCRIPT}//gz`));
    return '/remotes/mfe-site/1.0.0/900.0badc0de.js';
  }

  test('the build’s .br is sent to a browser that accepts brotli, with the original’s type and caching', async () => {
    const t = ctx.app();
    const url = precompressed(t);
    const response = await t.request(url, { headers: BR });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await decoded(response)).toBe(`${SCRIPT}//br`);
  });

  test('gzip when brotli is not accepted; the file itself when nothing is', async () => {
    const t = ctx.app();
    const url = precompressed(t);
    for (const accept of ['gzip', 'gzip, deflate', 'br;q=0, gzip;q=0.8', 'deflate, gzip;q=1.0, *;q=0.5']) {
      const response = await t.request(url, { headers: { 'accept-encoding': accept } });
      expect([accept, response.headers.get('content-encoding')]).toEqual([accept, 'gzip']);
      expect(await decoded(response)).toBe(`${SCRIPT}//gz`);
    }
    for (const init of [{}, { headers: { 'accept-encoding': 'identity' } }, { headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } }]) {
      const plain = await t.request(url, init);
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(await decoded(plain)).toBe(SCRIPT);
    }
  });

  test('each encoding has its own ETag, and each revalidates to a 304', async () => {
    const t = ctx.app();
    const url = precompressed(t);
    const tags = new Set<string>();
    for (const accept of ['br', 'gzip', 'identity']) {
      const first = await t.request(url, { headers: { 'accept-encoding': accept } });
      const etag = first.headers.get('etag')!;
      tags.add(etag);
      const again = await t.request(url, { headers: { 'accept-encoding': accept, 'if-none-match': etag } });
      expect([accept, again.status]).toEqual([accept, 304]);
      expect(again.headers.get('vary')).toMatch(/accept-encoding/i);
    }
    expect(tags.size).toBe(3);
  });

  test('a text file without a precompressed variant is compressed on the fly; an image is not', async () => {
    const t = ctx.app();
    buildWebRoot(t);
    const folder = path.join(t.env.WEB_ROOT, 'remotes', 'mfe-site', '1.0.0');
    writeFileSync(path.join(folder, 'remoteEntry.js'), SCRIPT);
    writeFileSync(path.join(folder, 'photo.png'), Buffer.alloc(4096, 7));
    const entry = await t.request('/remotes/mfe-site/1.0.0/remoteEntry.js', { headers: BR });
    expect(entry.headers.get('content-encoding')).toBe('br');
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect(await decoded(entry)).toBe(SCRIPT);
    const photo = await t.request('/remotes/mfe-site/1.0.0/photo.png', { headers: BR });
    expect(photo.headers.get('content-encoding')).toBeNull();
    expect((await photo.arrayBuffer()).byteLength).toBe(4096);
  });

  test('a variant that is a symlink out of the web root is never sent', async () => {
    const t = ctx.app();
    buildWebRoot(t);
    const chunk = path.join(t.env.WEB_ROOT, 'remotes', 'mfe-site', '1.0.0', '901.0badc0de.js');
    writeFileSync(chunk, SCRIPT);
    const outside = path.join(path.dirname(t.env.WEB_ROOT), 'outside.br');
    writeFileSync(outside, zlib.brotliCompressSync('TOP SECRET'));
    symlinkSync(outside, `${chunk}.br`);
    const response = await t.request('/remotes/mfe-site/1.0.0/901.0badc0de.js', { headers: { 'accept-encoding': 'br' } });
    expect(await decoded(response)).toBe(SCRIPT);
  });

  test('/remotes.json and the SPA page are compressed on the fly', async () => {
    const t = ctx.app({ WAYHUB_ENV: 'staging' });
    buildWebRoot(t);
    const manifest = Object.fromEntries(['site', 'checkout', 'customer_area', 'panel_supplier', 'panel_partner', 'admin', 'terminal'].map((n) => [`mfe_${n}`, `/remotes/mfe-${n}/0.1.0/mf-manifest.json`]));
    writeFileSync(path.join(t.env.REMOTES_DIR, 'staging.json'), JSON.stringify(manifest, null, 2));
    writeFileSync(
      path.join(t.env.WEB_ROOT, 'shell', 'index.html'),
      '<!doctype html><html lang="en"><head><meta charset="utf-8"/><meta name="viewport" content="width=device-width,initial-scale=1"/><title>Wayhub</title></head><body><div id="root"></div><script defer="defer" src="/_shell/main.js"></script></body></html>',
    );
    const remotes = await t.request('/remotes.json', { headers: BR });
    expect(remotes.headers.get('content-encoding')).toBe('br');
    expect(remotes.headers.get('content-type')).toMatch(/^application\/json/);
    expect(remotes.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(JSON.parse(await decoded(remotes))).toEqual(manifest);

    const page = await t.request('/en/activity/12', { headers: { ...HTML, 'accept-encoding': 'gzip' } });
    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await decoded(page)).toContain('<div id="root">');
  });

  test('the not-built page is compressed on the fly too', async () => {
    const t = ctx.app();
    const response = await t.request('/en/login', { headers: { ...HTML, ...BR } });
    expect(response.status).toBe(503);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(await decoded(response)).toMatch(/frontend is not built/i);
  });
});

describe('negotiateEncoding', () => {
  test.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['GZIP', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.9', 'gzip'],
    ['gzip;q=0.5, br;q=0.5', 'br'],
    ['*', 'br'],
    ['*;q=0', undefined],
    ['gzip;q=0, *', 'br'],
    ['deflate', undefined],
  ])('%s -> %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});
