/**
 * The server builds of server rendering (ADR 0034): the shell's renderer and mfe-site's server container. Both target
 * `async-node` and carry @module-federation/node's runtime plugin, so the shell's renderer loads the site remote's
 * server build at run time, by the URL the environment's remotes manifest names, exactly as the browser loads its
 * browser build. The shell never bundles mfe-site.
 */
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { CATALOGUE_PART_FILE } from './catalogue-ast-loader';
import { BUILD_RULES, CHAKRA_THEME_INDEX, ICU_NO_PARSER, buildMode } from './create-config';
import { DIST_WEB, readPackageJson, remoteDist, remoteVersion } from './apps';
import { sharedSingletons } from './shared-singletons';

/** Where a remote's server build lands, beside its browser build: `<remote>/<version>/server/`. */
export const SERVER_FOLDER = 'server';
/** The shell's renderer: `dist/web/shell-server/render.js`, loaded by the API (api/src/modules/web/ssr). */
export const SHELL_SERVER_DIST = path.join(DIST_WEB, 'shell-server');
export const SHELL_SERVER_FILE = 'render.js';

export interface ServerConfigOptions {
  dir: string;
  kind: 'host' | 'remote';
  /** The app's Module Federation name (the same as its browser build's). */
  name: string;
  /** Remote only: what the server container exposes. */
  exposes?: Record<string, string>;
  /** Host only: the module whose exports the API calls. */
  entry?: string;
  /** Run after these compilers of the same build (a browser build's `output.clean` would delete this output). */
  after?: string;
}

export function createServerConfig(options: ServerConfigOptions): Configuration {
  const dir = path.resolve(options.dir);
  const pkg = readPackageJson(dir);
  const mode = buildMode();
  const isHost = options.kind === 'host';
  const version = isHost ? pkg.version : remoteVersion(dir);
  const outputPath = isHost ? SHELL_SERVER_DIST : path.join(remoteDist(pkg.name, version), SERVER_FOLDER);
  if (isHost && !options.entry) throw new Error('The shell server build needs an entry');
  if (!isHost && !options.exposes) throw new Error(`Server build of ${options.name} exposes nothing`);

  return {
    name: `${pkg.name}:server`,
    ...(options.after ? { dependencies: [options.after] } : {}),
    mode,
    context: dir,
    target: 'async-node',
    entry: isHost ? { [SHELL_SERVER_FILE.replace(/\.js$/, '')]: options.entry! } : {},
    devtool: false,
    output: {
      path: outputPath,
      // A remote's chunks are fetched relative to its entry's URL (the node runtime plugin resolves them).
      publicPath: 'auto',
      filename: '[name].js',
      chunkFilename: BUILD_RULES.chunkFilename,
      uniqueName: `${options.name}_server`,
      clean: true,
      ...(isHost ? { library: { type: 'commonjs2' } } : {}),
    },
    resolve: {
      // `x.server.ts` beside `x.ts` replaces it in the server build (what has no browser to ask, e.g. DOMParser).
      extensions: ['.server.tsx', '.server.ts', '.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: { '@formatjs/icu-messageformat-parser$': ICU_NO_PARSER },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: mode === 'development' } },
                target: 'es2022',
              },
            },
          },
        },
        { test: /\.m?js$/, resolve: { fullySpecified: false } },
        { test: CHAKRA_THEME_INDEX, use: { loader: require.resolve('./pure-chakra-theme-loader') } },
        { test: CATALOGUE_PART_FILE, enforce: 'pre', use: { loader: require.resolve('./catalogue-ast-loader') } },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: options.name,
        ...(isHost ? { remotes: {} } : { filename: BUILD_RULES.remoteEntry, exposes: options.exposes, library: { type: 'commonjs-module', name: options.name } }),
        remoteType: 'script',
        shared: sharedSingletons(dir),
        shareStrategy: 'loaded-first',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        manifest: false,
        dts: false,
      }),
      // linkedom's optional canvas support (html-documents.server.ts never draws).
      new webpack.IgnorePlugin({ resourceRegExp: /^canvas$/, contextRegExp: /linkedom/ }),
      new webpack.DefinePlugin({
        'process.env.WAYHUB_APP_NAME': JSON.stringify(pkg.name),
        'process.env.WAYHUB_APP_VERSION': JSON.stringify(version),
      }),
    ],
    // Minifying server code buys nothing and costs build time.
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
