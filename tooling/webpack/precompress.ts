/**
 * Build-time compression: a `.br` (brotli quality 11) and a `.gz` (gzip level 9) beside every text output of at
 * least 1 KB, so nginx (gzip_static) and the API's static route send compressed bytes without compressing per
 * request, at levels too slow to use on the fly.
 *   node -r @swc-node/register tooling/webpack/precompress.ts <folder>   (a build made before this step existed)
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Compiler } from 'webpack';

export const PRECOMPRESS_EXTENSIONS = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg']);
/** Below this a response fits in one TCP packet anyway, and the API or nginx compress it on the fly. */
export const PRECOMPRESS_MIN_BYTES = 1024;
export const ENCODED_SUFFIXES = ['.br', '.gz'] as const;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface Precompressed {
  file: string;
  bytes: number;
  /** Size of the file written, or undefined when it would not have been smaller than the original. */
  br?: number;
  gz?: number;
}

export function shouldPrecompress(file: string, bytes: number): boolean {
  return bytes >= PRECOMPRESS_MIN_BYTES && PRECOMPRESS_EXTENSIONS.has(path.extname(file).toLowerCase());
}

/** Writes `<file>.br` and `<file>.gz` when the file qualifies; a variant no smaller than the file is not written. */
export async function precompressFile(file: string): Promise<Precompressed | undefined> {
  const content = await fs.readFile(file);
  if (!shouldPrecompress(file, content.length)) return undefined;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  const result: Precompressed = { file, bytes: content.length };
  if (br.length < content.length) {
    await fs.writeFile(`${file}.br`, br);
    result.br = br.length;
  }
  if (gz.length < content.length) {
    await fs.writeFile(`${file}.gz`, gz);
    result.gz = gz.length;
  }
  return result;
}

/** A few at a time: brotli 11 is CPU-bound and the build machines have 2 cores. */
export async function precompressFiles(files: readonly string[], concurrency = 4): Promise<Precompressed[]> {
  const results: Precompressed[] = [];
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const result = await precompressFile(files[next++]!);
      if (result) results.push(result);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, files.length) }, worker));
  return results.sort((a, b) => a.file.localeCompare(b.file));
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return listFiles(full);
      return Promise.resolve(entry.isFile() && !ENCODED_SUFFIXES.some((suffix) => entry.name.endsWith(suffix)) ? [full] : []);
    }),
  );
  return nested.flat();
}

/** Every qualifying file under `dir`, recursively (the variants themselves are skipped). */
export async function precompressDir(dir: string): Promise<Precompressed[]> {
  return precompressFiles(await listFiles(dir));
}

/**
 * Compresses what a compiler wrote, after it wrote it (afterEmit): every plugin's asset is final by then,
 * including mf-manifest.json and index.html, which are emitted late in processAssets.
 */
export class PrecompressPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outputPath = compilation.getPath(compilation.outputOptions.path ?? compiler.outputPath);
      const files = compilation
        .getAssets()
        .filter((asset) => shouldPrecompress(asset.name, asset.source.size()))
        .map((asset) => path.join(outputPath, asset.name));
      await precompressFiles(files);
    });
  }
}

if (require.main === module) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('Usage: precompress.ts <folder>');
    process.exit(1);
  }
  precompressDir(path.resolve(dir))
    .then((results) => console.log(`precompressed ${results.length} files under ${dir}`))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
