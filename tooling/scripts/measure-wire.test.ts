import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { precompressDir } from '../webpack/precompress';
import type { Visit } from '../webpack/measure-bundles';
import { measureWire, urlOf, visitUrls } from './measure-wire';

const script = (kb: number) =>
  Array.from({ length: kb * 16 }, (_, i) => `function f${i}(a){return a.map(function(x){return x*${i % 7}})}`).join(';');

describe('measureWire', () => {
  let root: string;
  let visit: Visit;
  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'wire-'));
    const shell = path.join(root, 'shell');
    const site = path.join(root, 'remotes', 'mfe-site', '1.0.0');
    mkdirSync(shell, { recursive: true });
    mkdirSync(site, { recursive: true });
    writeFileSync(path.join(shell, 'main.js'), script(20));
    writeFileSync(path.join(site, '412.a1b2c3d4.js'), script(10));
    await precompressDir(root);
    const file = (folder: string, name: string) => ({ build: path.basename(folder), folder, file: name, reason: 'entry', bytes: 0, gzip: 0 });
    visit = { name: '(a)', files: [file(shell, 'main.js'), file(site, '412.a1b2c3d4.js')], unresolved: [], totalGzip: 0, totalBytes: 0 };
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('maps build files to the URLs the static route serves them under', () => {
    expect(visitUrls(visit, root)).toEqual(['/_shell/main.js', '/remotes/mfe-site/1.0.0/412.a1b2c3d4.js']);
    expect(() => urlOf(os.tmpdir(), 'x.js', root)).toThrow(/not a build/);
  });

  it('counts the bytes actually sent: the build’s .br for a brotli browser, the file itself without encoding', async () => {
    const urls = visitUrls(visit, root);
    const files = [path.join(root, 'shell', 'main.js'), path.join(root, 'remotes', 'mfe-site', '1.0.0', '412.a1b2c3d4.js')];
    const br = await measureWire(urls, { webRoot: root, acceptEncoding: 'br, gzip' });
    expect(br.map((f) => [f.encoding, f.sent, f.bytes])).toEqual(files.map((f) => ['br', statSync(`${f}.br`).size, readFileSync(f).length]));
    const gzip = await measureWire(urls, { webRoot: root, acceptEncoding: 'gzip' });
    expect(gzip.map((f) => f.sent)).toEqual(files.map((f) => statSync(`${f}.gz`).size));
    const none = await measureWire(urls, { webRoot: root });
    expect(none.map((f) => [f.encoding, f.sent])).toEqual(files.map((f) => [null, readFileSync(f).length]));
  });
});
