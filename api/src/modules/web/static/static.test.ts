import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { testDatabases } from '../../../test/databases';
import { type TestApp, useTestDatabase } from '../../../test/harness';
import { cacheControlFor } from './static-files';

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
    ['remoteEntry.js', 'no-cache'],
    ['mf-manifest.json', 'no-cache'],
    ['index.html', 'no-cache'],
    ['logo.svg', 'no-cache'],
  ])('%s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});
