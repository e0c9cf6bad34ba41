import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import webpack from 'webpack';
import { createFederatedConfig } from '../create-config';
import { PrecompressPlugin, precompressDir } from '../precompress';
import { REPO_ROOT } from '../shared-singletons';

/** Text that compresses like minified JavaScript does: repetitive, but not one repeated byte. */
const script = (kb: number) =>
  Array.from({ length: kb * 16 }, (_, i) => `function f${i}(a){return a.map(function(x){return x*${i % 7}})}`).join(';');

describe('precompressDir', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes .br and .gz beside each text output of 1 KB or more, which decode to the same bytes', async () => {
    mkdirSync(path.join(dir, 'remotes', 'mfe-site', '1.0.0'), { recursive: true });
    const files = {
      'main.js': script(40),
      'remotes/mfe-site/1.0.0/412.a1b2c3d4.js': script(8),
      'remotes/mfe-site/1.0.0/mf-manifest.json': JSON.stringify({ exposes: Array.from({ length: 60 }, (_, i) => ({ id: i, name: `./Expose${i}` })) }),
      'index.html': `<!doctype html><html><head><title>x</title></head><body>${'<div class="row"><p>text</p></div>'.repeat(60)}</body></html>`,
      'styles.css': '.a{color:red}\n'.repeat(200),
      'logo.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0L10 10"/>'.repeat(80)}</svg>`,
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);

    const results = await precompressDir(dir);

    expect(results.map((r) => path.relative(dir, r.file)).sort()).toEqual(Object.keys(files).sort());
    for (const [name, text] of Object.entries(files)) {
      const file = path.join(dir, name);
      const br = readFileSync(`${file}.br`);
      const gz = readFileSync(`${file}.gz`);
      expect(zlib.brotliDecompressSync(br).toString()).toBe(text);
      expect(zlib.gunzipSync(gz).toString()).toBe(text);
      expect(br.length).toBeLessThan(Buffer.byteLength(text));
      expect(gz.length).toBeLessThan(Buffer.byteLength(text));
    }
  });

  it('uses brotli 11 and gzip 9', async () => {
    const text = script(64);
    writeFileSync(path.join(dir, 'big.js'), text);
    await precompressDir(dir);
    const maxBrotli = zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    const fastBrotli = zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }).length;
    expect(readFileSync(path.join(dir, 'big.js.br')).length).toBeLessThanOrEqual(maxBrotli);
    expect(readFileSync(path.join(dir, 'big.js.br')).length).toBeLessThan(fastBrotli);
    expect(readFileSync(path.join(dir, 'big.js.gz')).length).toBe(zlib.gzipSync(text, { level: 9 }).length);
  });

  it('leaves small files, binary files and the variants themselves alone', async () => {
    writeFileSync(path.join(dir, 'remotes.json'), '{"mfe_site":"/remotes/mfe-site/1.0.0/mf-manifest.json"}');
    writeFileSync(path.join(dir, 'photo.png'), Buffer.alloc(8192, 7));
    writeFileSync(path.join(dir, 'big.js'), script(8));
    await precompressDir(dir);
    await precompressDir(dir); // a second run must not compress the .br/.gz files
    expect(existsSync(path.join(dir, 'remotes.json.gz'))).toBe(false);
    expect(existsSync(path.join(dir, 'photo.png.gz'))).toBe(false);
    expect(existsSync(path.join(dir, 'big.js.gz'))).toBe(true);
    expect(existsSync(path.join(dir, 'big.js.gz.gz'))).toBe(false);
    expect(existsSync(path.join(dir, 'big.js.br.br'))).toBe(false);
  });
});

describe('PrecompressPlugin', () => {
  it('compresses what a real webpack build emitted', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'precompress-build-'));
    try {
      writeFileSync(path.join(dir, 'entry.js'), `export const big = ${JSON.stringify(script(8))};\nconsole.log(big.length);\n`);
      const compiler = webpack({
        mode: 'production',
        context: dir,
        entry: './entry.js',
        output: { path: path.join(dir, 'out'), filename: 'main.js' },
        optimization: { minimize: false },
        plugins: [new PrecompressPlugin()],
      });
      await new Promise<void>((resolve, reject) =>
        compiler.run((error, stats) => compiler.close(() => (error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString())) : resolve()))),
      );
      const main = readFileSync(path.join(dir, 'out', 'main.js'));
      expect(zlib.brotliDecompressSync(readFileSync(path.join(dir, 'out', 'main.js.br')))).toEqual(main);
      expect(zlib.gunzipSync(readFileSync(path.join(dir, 'out', 'main.js.gz')))).toEqual(main);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);

  it('is part of every production build (both compilers of a remote), not of development builds', () => {
    const saved = process.env.NODE_ENV;
    const plugins = (configs: webpack.Configuration[]) => configs.map((config) => (config.plugins ?? []).some((p) => p instanceof PrecompressPlugin));
    const remote = () => createFederatedConfig({ dir: path.join(REPO_ROOT, 'mfe-site'), kind: 'remote', name: 'mfe_site', exposes: { './Area': './src/expose/area.tsx' } });
    try {
      process.env.NODE_ENV = 'production';
      expect(plugins(remote())).toEqual([true, true]);
      expect(plugins(createFederatedConfig({ dir: path.join(REPO_ROOT, 'shell'), kind: 'host', name: 'shell' }))).toEqual([true]);
      process.env.NODE_ENV = 'development';
      expect(plugins(remote())).toEqual([false, false]);
    } finally {
      process.env.NODE_ENV = saved;
    }
  });
});
