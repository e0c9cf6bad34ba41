import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { remotePreloads } from './preloads';

/** A web root holding one mfe-site version's manifest, shaped as the Module Federation plugin writes it. */
function webRoot(version: string): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'wayhub-preloads-'));
  const dir = path.join(root, 'remotes', 'mfe-site', version);
  mkdirSync(dir, { recursive: true });
  const js = (sync: string[], async: string[]) => ({ js: { sync, async }, css: { sync: [], async: [] } });
  writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({
      id: 'mfe_site',
      name: 'mfe_site',
      metaData: { name: 'mfe_site', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto' },
      shared: [],
      remotes: [],
      exposes: [
        { id: 'mfe_site:Area', name: 'Area', path: './Area', assets: js(['2341.aa.js', '__federation_expose_Area.bb.js'], ['site-product.cc.js', 'site-search.dd.js', 'i18n-product-no-ts.ee.js', 'i18n-search-no-ts.ff.js', '9999.gg.js']) },
        { id: 'mfe_site:version', name: 'version', path: './version', assets: js(['__federation_expose_version.hh.js'], []) },
      ],
    }),
  );
  return root;
}

describe('the files a server-drawn page loads next (issue 16 §5)', () => {
  const root = webRoot('1.2.0');
  const manifestUrl = '/remotes/mfe-site/1.2.0/mf-manifest.json';
  const hrefs = (tags: string) => [...tags.matchAll(/<link rel="preload" href="([^"]+)" as="(\w+)"/g)].map(([, href, as]) => `${as} ${href}`);

  it('announces the manifests, the entry and the area’s chunks; a product page adds its chunk and its texts', async () => {
    expect(hrefs(await remotePreloads({ webRoot: root, manifestUrl, pathname: '/no/activity/cruise' }))).toEqual([
      'fetch /remotes.json',
      `fetch ${manifestUrl}`,
      'script /remotes/mfe-site/1.2.0/remoteEntry.js',
      'script /remotes/mfe-site/1.2.0/2341.aa.js',
      'script /remotes/mfe-site/1.2.0/__federation_expose_Area.bb.js',
      'script /remotes/mfe-site/1.2.0/site-product.cc.js',
      'script /remotes/mfe-site/1.2.0/i18n-product-no-ts.ee.js',
    ]);
  });

  it('the search page adds the search chunk; a content page only the area', async () => {
    const search = hrefs(await remotePreloads({ webRoot: root, manifestUrl, pathname: '/no/search' }));
    expect(search.slice(5)).toEqual(['script /remotes/mfe-site/1.2.0/site-search.dd.js', 'script /remotes/mfe-site/1.2.0/i18n-search-no-ts.ff.js']);
    expect(hrefs(await remotePreloads({ webRoot: root, manifestUrl, pathname: '/no/page/about' }))).toHaveLength(5);
  });

  it('announces nothing for a manifest it does not serve, or cannot read', async () => {
    expect(await remotePreloads({ webRoot: root, manifestUrl: 'https://cdn.example/mfe-site/mf-manifest.json', pathname: '/en' })).toBe('');
    expect(await remotePreloads({ webRoot: root, manifestUrl: '/remotes/mfe-site/9.9.9/mf-manifest.json', pathname: '/en' })).toBe('');
    expect(await remotePreloads({ webRoot: root, manifestUrl: '/remotes/../secrets/mf-manifest.json', pathname: '/en' })).toBe('');
  });
});
