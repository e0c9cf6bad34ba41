/**
 * Builds one federated app with webpack's Node API.
 *   node -r @swc-node/register tooling/webpack/build.ts <app-dir> [--version X]
 * Mode is production unless NODE_ENV=development. Exits 1 with the errors printed when the build fails.
 */
import path from 'node:path';
import webpack, { type Configuration, type MultiStats, type Stats } from 'webpack';

export interface BuildResult {
  app: string;
  ok: boolean;
  ms: number;
  outputPath: string;
  errors: string[];
  warnings: string[];
}

type LoadedConfig = Configuration | Configuration[];

function loadConfig(dir: string): Configuration[] {
  const file = path.join(dir, 'webpack.config.ts');
  // Each app's config is a TypeScript module loaded through @swc-node/register; it may export default or CJS.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- runtime-chosen path
  const loaded = require(file) as { default?: LoadedConfig } & Configuration;
  const config = loaded.default ?? loaded;
  return Array.isArray(config) ? config : [config];
}

function messages(stats: MultiStats | Stats | undefined, kind: 'errors' | 'warnings'): string[] {
  if (!stats) return [];
  // errorDetails would add every resolver attempt; the message itself names the module and the request.
  const json = stats.toJson({ all: false, [kind]: true, errorDetails: false, moduleTrace: false });
  const entries = [...(json[kind] ?? []), ...(json.children ?? []).flatMap((child) => child[kind] ?? [])];
  const texts = entries.map((entry) => {
    const where = [entry.moduleName, entry.loc].filter(Boolean).join(' ');
    return `${where ? `${where}\n` : ''}${entry.message}`;
  });
  // The same module reached from two entries (main and an expose) reports the same error twice.
  return [...new Set(texts)];
}

/** Builds the app in `dir`. `version` (remotes only) is passed through REMOTE_VERSION to the factory. */
export function buildApp(dir: string, options: { version?: string } = {}): Promise<BuildResult> {
  const absolute = path.resolve(dir);
  const app = path.basename(absolute);
  const previous = process.env.REMOTE_VERSION;
  if (options.version) process.env.REMOTE_VERSION = options.version;
  let configs: Configuration[];
  try {
    configs = loadConfig(absolute);
  } catch (error) {
    const message = `cannot load ${path.join(absolute, 'webpack.config.ts')}: ${(error as Error).message}`;
    return Promise.resolve({ app, ok: false, ms: 0, outputPath: '', errors: [message], warnings: [] });
  } finally {
    if (options.version) {
      if (previous === undefined) delete process.env.REMOTE_VERSION;
      else process.env.REMOTE_VERSION = previous;
    }
  }
  const started = Date.now();
  return new Promise((resolve) => {
    const compiler = webpack(configs);
    compiler.run((error, stats) => {
      compiler.close(() => {
        const errors = error ? [error.stack ?? error.message] : messages(stats, 'errors');
        resolve({
          app,
          ok: !error && !stats?.hasErrors(),
          ms: Date.now() - started,
          outputPath: configs[0]?.output?.path ?? '',
          errors,
          warnings: messages(stats, 'warnings'),
        });
      });
    });
  });
}

export function printResult(result: BuildResult): void {
  const seconds = (result.ms / 1000).toFixed(1);
  for (const warning of result.warnings) console.warn(`[${result.app}] warning: ${warning}\n`);
  if (result.ok) {
    console.log(`[${result.app}] built in ${seconds} s -> ${path.relative(process.cwd(), result.outputPath)}`);
  } else {
    for (const error of result.errors) console.error(`[${result.app}] ERROR: ${error}\n`);
    console.error(`[${result.app}] FAILED after ${seconds} s (${result.errors.length} error(s))`);
  }
}

export function parseArgs(argv: readonly string[]): { dir: string; version?: string } {
  let dir: string | undefined;
  let version: string | undefined;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--version') {
      version = argv[i + 1];
      i += 1;
      if (!version) throw new Error('--version needs a value');
    } else if (arg?.startsWith('--version=')) {
      version = arg.slice('--version='.length);
    } else if (arg && !dir) {
      dir = arg;
    } else {
      throw new Error(`Unexpected argument "${arg}"`);
    }
  }
  if (!dir) throw new Error('Usage: build.ts <app-dir> [--version X]');
  return version ? { dir, version } : { dir };
}

if (require.main === module) {
  let args: { dir: string; version?: string };
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  buildApp(args.dir, args.version ? { version: args.version } : {})
    .then((result) => {
      printResult(result);
      process.exitCode = result.ok ? 0 : 1;
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
