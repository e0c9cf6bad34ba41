/**
 * One webpack configuration factory for the shell (kind 'host') and every remote (kind 'remote').
 * Each app's webpack.config.ts calls it, so federation, loaders and output rules are written once.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CATALOGUE_PART_FILE } from './catalogue-ast-loader';
import webpack, { type Configuration, type WebpackPluginInstance } from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import { SHELL_DIST, SHELL_PUBLIC_PATH, readPackageJson, remoteDist, remoteVersion } from './apps';
import { FontFacesPlugin } from './font-faces';
import { LoadGraphPlugin } from './load-graph-plugin';
import { PrecompressPlugin } from './precompress';
import { sharedSingletons } from './shared-singletons';

export type AppKind = 'host' | 'remote';

export interface FederatedConfigOptions {
  /** The app's folder (holds package.json and src/). */
  dir: string;
  kind: AppKind;
  /** Module Federation container name, e.g. 'mfe_site' or 'shell'. */
  name: string;
  /** Remote only: what the container exposes, e.g. { './Area': './src/expose/area.tsx' }. */
  exposes?: Record<string, string>;
  /** Remote only: build version (URL path segment). Default: env REMOTE_VERSION, else package.json version. */
  version?: string;
  /** Title of the generated HTML page. */
  title?: string;
  /** Overrides where the build lands (probes and tests); default: dist/web/shell or dist/web/remotes/<pkg>/<version>. */
  outputPath?: string;
}

/** Options the factory decides on, exported so build tooling and tests can read them. */
export const BUILD_RULES = {
  filename: '[name].js',
  // Entry files cannot carry [contenthash] under federation (FACTS), so only async chunks are hashed.
  chunkFilename: '[name].[contenthash:8].js',
  remoteEntry: 'remoteEntry.js',
  manifest: 'mf-manifest.json',
  target: 'es2020',
} as const;

/**
 * Remotes leave the federation runtime out and use the one the shell provides (FACTS "Bundle sizes": otherwise
 * every remoteEntry.js carries its own copy). Set MF_EXTERNAL_RUNTIME=0 to embed it again, e.g. to compare sizes.
 * A remote's standalone page gets the runtime from standalone-runtime.js, built by a second compiler.
 */
/** The ICU parser's no-parser build (it keeps the types and helpers, and throws if asked to parse). */
export const ICU_NO_PARSER = path.join(path.dirname(require.resolve('@formatjs/icu-messageformat-parser')), 'no-parser.js');

/** See the NormalModuleReplacementPlugin in createFederatedConfig. */
export const SDK_NODE_STUB = path.join(__dirname, 'mf-sdk-node-stub.js');

export function externalRuntimeEnabled(): boolean {
  return process.env.MF_EXTERNAL_RUNTIME !== '0';
}

function injectRuntimePluginFile(): string {
  const cjs = require.resolve('@module-federation/inject-external-runtime-core-plugin');
  return path.join(path.dirname(cjs), 'index.js');
}

/**
 * The manifest plugin warns on every remote build that publicPath 'auto' makes the manifest resolve chunk URLs at
 * run time. That is the intent (a remote's URL carries its version and is only known at run time), so that one
 * line is dropped; every other warning still prints.
 */
const EXPECTED_WARNINGS = [/Manifest will use absolute path resolution via its host at runtime/];

function quietConsole(): Console {
  const base = new console.Console({ stdout: process.stdout, stderr: process.stderr });
  const warn = base.warn.bind(base);
  base.warn = (...args: unknown[]) => {
    if (EXPECTED_WARNINGS.some((pattern) => args.some((arg) => typeof arg === 'string' && pattern.test(arg)))) return;
    warn(...args);
  };
  return base;
}

export function buildMode(): 'production' | 'development' {
  return process.env.NODE_ENV === 'development' ? 'development' : 'production';
}

function swcRule(development: boolean): webpack.RuleSetRule {
  return {
    test: /\.[cm]?tsx?$/,
    // Workspace packages resolve to their real path outside node_modules, so their .ts source is compiled too.
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development } },
          target: BUILD_RULES.target,
        },
      },
    },
  };
}

/** @chakra-ui/react's theme entry (see pure-chakra-theme-loader.ts). */
export const CHAKRA_THEME_INDEX = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]index\.js$/;

export const STANDALONE_RUNTIME_FILE = 'standalone-runtime.js';

/** `headScripts` run before the injected entry: deferred scripts execute in document order. */
function htmlTemplate(title: string, headScripts: readonly string[] = []): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    `<title>${title}</title>`,
    ...headScripts.map((src) => `<script defer src="${src}"></script>`),
    '</head>',
    '<body>',
    '<div id="root"></div>',
    '</body>',
    '</html>',
  ].join('\n');
}

/**
 * The webpack configuration(s) of one app. A remote built with the external federation runtime gets a second,
 * small compiler for its standalone page's runtime (it must not see the Module Federation plugin, which would
 * inject the very runtime it is meant to provide). Webpack and build.ts accept the array as is.
 */
export function createFederatedConfig(options: FederatedConfigOptions): Configuration[] {
  const dir = path.resolve(options.dir);
  const pkg = readPackageJson(dir);
  const mode = buildMode();
  const development = mode === 'development';
  const isHost = options.kind === 'host';
  const externalRuntime = externalRuntimeEnabled();
  const version = isHost ? pkg.version : remoteVersion(dir, options.version);
  const outputPath = options.outputPath ?? (isHost ? SHELL_DIST : remoteDist(pkg.name, version));
  const title = options.title ?? (isHost ? 'Wayhub' : `${pkg.name} ${version} (standalone)`);
  const customTemplate = path.join(dir, 'src', 'index.html');

  if (!isHost && (!options.exposes || Object.keys(options.exposes).length === 0)) {
    throw new Error(`Remote ${options.name} exposes nothing`);
  }

  const entry: Record<string, string[]> = { main: ['./src/index.ts'] };
  const standaloneRuntime = !isHost && externalRuntime;

  const plugins: WebpackPluginInstance[] = [
    new ModuleFederationPlugin({
      name: options.name,
      ...(isHost
        ? { remotes: {} } // registered at run time from the environment's remotes manifest (ARCHITECTURE §2)
        : { filename: BUILD_RULES.remoteEntry, exposes: options.exposes }),
      shared: sharedSingletons(dir),
      // 'version-first' would fetch every registered remote's entry at start-up to compare versions; the
      // storefront must not fetch panel remotes (ARCHITECTURE §2), and the shell's singletons load first anyway.
      shareStrategy: 'loaded-first',
      manifest: { fileName: BUILD_RULES.manifest },
      dts: false,
      // The host provides the runtime to the remotes. `experiments.provideExternalRuntime` would do the same, but it
      // registers the CommonJS build of the plugin, which drags a second (CommonJS) copy of the runtime into the
      // shell beside the ESM copy the bundler runtime uses: +24 KB gzip. Registering the ESM build keeps one copy.
      ...(isHost && externalRuntime ? { runtimePlugins: [injectRuntimePluginFile()] } : {}),
      experiments: isHost
        ? {}
        : {
            externalRuntime,
            // A remote never loads other remotes (ARCHITECTURE §1 import rules).
            optimization: { disableRemote: true, disableSnapshot: true },
          },
    }),
    // The SDK's Node script loader is dead code in a page (it runs only outside a browser): about 2.5 KB gzip in the
    // shell's entry and again in every remoteEntry.js.
    new webpack.NormalModuleReplacementPlugin(/@module-federation[\\/]sdk[\\/]dist[\\/]node\.js$/, SDK_NODE_STUB),
    new webpack.DefinePlugin({
      'process.env.WAYHUB_APP_NAME': JSON.stringify(pkg.name),
      'process.env.WAYHUB_APP_VERSION': JSON.stringify(version),
    }),
    new LoadGraphPlugin({ app: pkg.name, version, entryFile: path.join(dir, 'src', 'index.ts') }),
    new HtmlWebpackPlugin({
      filename: 'index.html',
      chunks: ['main'],
      ...(fs.existsSync(customTemplate)
        ? { template: customTemplate }
        : { templateContent: htmlTemplate(title, standaloneRuntime ? [STANDALONE_RUNTIME_FILE] : []) }),
      title,
      scriptLoading: 'defer',
      inject: 'body',
    }),
    // The site font, self-hosted, with a metric-matched fallback (issue 16 §5): the shell's page carries it.
    ...(isHost ? [new FontFacesPlugin(SHELL_PUBLIC_PATH)] : []),
    // .br/.gz beside each text output for nginx and the API's static route (development builds skip the cost).
    ...(development ? [] : [new PrecompressPlugin()]),
  ];

  const main: Configuration = {
    name: pkg.name,
    mode,
    context: dir,
    target: 'web',
    entry,
    devtool: development ? 'eval-cheap-module-source-map' : false,
    output: {
      path: outputPath,
      publicPath: isHost ? SHELL_PUBLIC_PATH : 'auto',
      filename: BUILD_RULES.filename,
      chunkFilename: BUILD_RULES.chunkFilename,
      uniqueName: options.name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // Every message reaches the page pre-parsed (catalogue-ast-loader.ts): the parser itself stays out.
      alias: { '@formatjs/icu-messageformat-parser$': ICU_NO_PARSER },
    },
    module: {
      rules: [
        swcRule(development),
        // Some ESM packages import without file extensions.
        { test: /\.m?js$/, resolve: { fullySpecified: false } },
        // Lets webpack drop the Chakra recipes shared-ui does not use (ADR 0001).
        { test: CHAKRA_THEME_INDEX, use: { loader: require.resolve('./pure-chakra-theme-loader') } },
        // Catalogue parts arrive as ICU ASTs, so no page needs the ICU parser (see catalogue-ast-loader.ts).
        { test: CATALOGUE_PART_FILE, enforce: 'pre', use: { loader: require.resolve('./catalogue-ast-loader') } },
      ],
    },
    plugins,
    optimization: {
      minimize: !development,
      minimizer: [
        new TerserPlugin({
          minify: TerserPlugin.swcMinify,
          terserOptions: { compress: true, mangle: true },
          // Licence headers stay inside the files; separate .LICENSE.txt files only clutter the remote folders.
          extractComments: false,
        }),
      ],
    },
    performance: { hints: false },
    infrastructureLogging: { level: 'warn', console: quietConsole() },
    stats: 'errors-warnings',
  };
  if (!standaloneRuntime) return [main];

  const runtime: Configuration = {
    name: `${pkg.name}:standalone-runtime`,
    // Runs after the main compiler, whose `output.clean` would otherwise delete this file.
    dependencies: [pkg.name],
    mode,
    context: dir,
    target: 'web',
    entry: { [STANDALONE_RUNTIME_FILE.replace(/\.js$/, '')]: require.resolve('./standalone-runtime') },
    devtool: false,
    output: { path: outputPath, publicPath: 'auto', filename: '[name].js', clean: false },
    resolve: { extensions: ['.ts', '.mjs', '.js'] },
    module: { rules: [swcRule(development), { test: /\.m?js$/, resolve: { fullySpecified: false } }] },
    plugins: [
      // A standalone page loads no other remote: leave the remote-loading and snapshot code out.
      new webpack.DefinePlugin({ FEDERATION_OPTIMIZE_NO_REMOTE: true, FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: true }),
      ...(development ? [] : [new PrecompressPlugin()]),
    ],
    optimization: main.optimization,
    performance: { hints: false },
    stats: 'errors-warnings',
  };
  return [main, runtime];
}
