/**
 * The API's side of server rendering (ADR 0034): which pages are drawn on the server, how the drawn page goes into
 * the shell's, and the fallback to the client render, logged, whenever the renderer cannot draw. The renderer itself
 * (the shell's server build with mfe-site's) is exercised end to end by e2e/tests/server-render.spec.ts.
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createServerRender, isServerRenderedPath, SHELL_SERVER_FILE, withRenderedPage } from './server-render';

function webRootWith(renderer: string | null): { webRoot: string; manifest: string } {
  const root = mkdtempSync(path.join(os.tmpdir(), 'wayhub-ssr-'));
  if (renderer !== null) {
    mkdirSync(path.join(root, 'shell-server'), { recursive: true });
    writeFileSync(path.join(root, SHELL_SERVER_FILE), renderer);
  }
  const manifest = path.join(root, 'local.json');
  writeFileSync(manifest, JSON.stringify({ mfe_site: '/remotes/mfe-site/1.0.0/mf-manifest.json' }));
  return { webRoot: root, manifest };
}

const handle = () => new Response('{}');

describe('server rendering, the API side', () => {
  it('draws the pages mfe-site owns (home, pages, search, products, legal) and no other', () => {
    for (const drawn of ['/en', '/no/page/about', '/sv/search', '/en/activity/oslo-cruise', '/en/hotel/12', '/de/privacy-policy', '/en/terms-and-conditions']) {
      expect([drawn, isServerRenderedPath(drawn)]).toEqual([drawn, true]);
    }
    for (const left of ['/', '/xx', '/en/booking-details', '/en/customer-reservation/login', '/en/logout', '/en/widget', '/en/login', '/abc/gotohubwidget']) {
      expect([left, isServerRenderedPath(left)]).toEqual([left, false]);
    }
  });

  it('puts the markup in #root, its styles before it, and its state after it as script-safe JSON', () => {
    const index = '<html><body><div id="root"></div><script src="/_shell/main.js"></script></body></html>';
    const page = withRenderedPage(index, {
      html: '<main>Fjord</main>',
      styles: '<style data-emotion="css a">.a{}</style>',
      state: { locale: 'no', swr: { key: '</script><script>alert(1)</script>' } },
      remoteEntry: 'x',
    });
    expect(page).toContain('<style data-emotion="css a">.a{}</style><div id="root" data-server-rendered=""><main>Fjord</main></div><script id="wayhub-server-state" type="application/json">');
    expect(page).not.toContain('</script><script>alert(1)');
    const json = /<script id="wayhub-server-state" type="application\/json">(.*?)<\/script>/.exec(page)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual({ locale: 'no', swr: { key: '</script><script>alert(1)</script>' } });
    expect(page.endsWith('<script src="/_shell/main.js"></script></body></html>')).toBe(true);
  });

  it('without a shell server build, answers nothing (the client render) and logs why', async () => {
    const { webRoot, manifest } = webRootWith(null);
    const lines: string[] = [];
    const render = createServerRender({ webRoot, remotesManifestPath: manifest, handle, remotesOrigin: 'http://127.0.0.1:1', serviceOrigin: 'http://127.0.0.1:1', log: (line) => lines.push(line) });
    await expect(render({ hostname: 'demo.localhost', path: '/en' })).resolves.toBeUndefined();
    expect(lines).toEqual([expect.stringMatching(/^\[ssr\] demo\.localhost\/en: client render instead \(no shell server build at .*render\.js; \d+ ms\)$/)]);
  });

  it('when the renderer throws, answers nothing and logs the reason; the request and the manifest reach the renderer', async () => {
    const { webRoot, manifest } = webRootWith(`
      exports.createPageRenderer = async (options) => ({
        render: async (request) => {
          if (request.path === '/en/broken') throw new Error('mfe_site/Area is missing from its server build');
          return { html: '<p>' + request.hostname + ' ' + request.path + ' ' + request.remotes.mfe_site + ' ' + options.origin + '</p>', styles: '', state: { locale: 'en', swr: {} }, remoteEntry: 'e' };
        },
      });`);
    const lines: string[] = [];
    const render = createServerRender({ webRoot, remotesManifestPath: manifest, handle, remotesOrigin: 'http://127.0.0.1:1', serviceOrigin: 'http://127.0.0.1:1', log: (line) => lines.push(line) });
    await expect(render({ hostname: 'demo.localhost', path: '/en/broken' })).resolves.toBeUndefined();
    expect(lines).toEqual([expect.stringContaining('[ssr] demo.localhost/en/broken: client render instead (mfe_site/Area is missing from its server build;')]);
    const page = await render({ hostname: 'demo.localhost', path: '/en/page/a' });
    expect(page?.html).toBe('<p>demo.localhost /en/page/a /remotes/mfe-site/1.0.0/mf-manifest.json http://wayhub.internal</p>');
  });

  it('gives up on a render slower than its time limit', async () => {
    const { webRoot, manifest } = webRootWith(`
      exports.createPageRenderer = async () => ({
        render: (request) => new Promise((resolve, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason))),
      });`);
    const lines: string[] = [];
    const render = createServerRender({ webRoot, remotesManifestPath: manifest, handle, remotesOrigin: 'http://127.0.0.1:1', serviceOrigin: 'http://127.0.0.1:1', timeoutMs: 50, log: (line) => lines.push(line) });
    await expect(render({ hostname: 'demo.localhost', path: '/en' })).resolves.toBeUndefined();
    expect(lines).toEqual([expect.stringContaining('client render instead')]);
  });
});
