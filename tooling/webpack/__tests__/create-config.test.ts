import path from 'node:path';
import type { Configuration } from 'webpack';
import { REMOTES, SHELL_DIST, remoteManifestUrl } from '../apps';
import { localRemotesManifest } from '../build-all';
import { parseArgs } from '../build';
import { createFederatedConfig } from '../create-config';
import { REPO_ROOT } from '../shared-singletons';

const remoteDir = path.join(REPO_ROOT, 'mfe-site');

function federationOptions(configs: Configuration[]): Record<string, unknown> {
  const plugin = configs[0]?.plugins?.find((p) => p?.constructor?.name === 'ModuleFederationPlugin') as
    | { _options?: Record<string, unknown>; options?: Record<string, unknown> }
    | undefined;
  const options = plugin?._options ?? plugin?.options;
  if (!options) throw new Error('no ModuleFederationPlugin in the config');
  return options;
}

describe('createFederatedConfig', () => {
  const saved = process.env.REMOTE_VERSION;
  afterEach(() => {
    if (saved === undefined) delete process.env.REMOTE_VERSION;
    else process.env.REMOTE_VERSION = saved;
  });

  it('puts a remote under dist/web/remotes/<package>/<version> with publicPath auto and unhashed entry files', () => {
    delete process.env.REMOTE_VERSION;
    const configs = createFederatedConfig({ dir: remoteDir, kind: 'remote', name: 'mfe_site', exposes: { './Area': './src/expose/area.tsx' } });
    const [config, runtime] = configs;
    expect(config?.output?.path).toBe(path.join(REPO_ROOT, 'dist/web/remotes/mfe-site/0.1.0'));
    expect(config?.output?.publicPath).toBe('auto');
    expect(config?.output?.filename).toBe('[name].js');
    expect(config?.output?.chunkFilename).toBe('[name].[contenthash:8].js');
    // The standalone page's federation runtime: a second compiler into the same folder, after the first.
    expect(runtime?.output?.path).toBe(config?.output?.path);
    expect(runtime?.dependencies).toEqual([config?.name]);
    const mf = federationOptions(configs);
    expect(mf).toMatchObject({ name: 'mfe_site', filename: 'remoteEntry.js', dts: false, shareStrategy: 'loaded-first' });
    expect(mf.manifest).toBeTruthy();
  });

  it('takes the remote version from REMOTE_VERSION, or an explicit option before it', () => {
    process.env.REMOTE_VERSION = '0.2.0-rc.1';
    const fromEnv = createFederatedConfig({ dir: remoteDir, kind: 'remote', name: 'mfe_site', exposes: { './Area': './src/expose/area.tsx' } });
    expect(fromEnv[0]?.output?.path).toBe(path.join(REPO_ROOT, 'dist/web/remotes/mfe-site/0.2.0-rc.1'));
    const explicit = createFederatedConfig({ dir: remoteDir, kind: 'remote', name: 'mfe_site', version: '9.9.9', exposes: { './Area': './src/expose/area.tsx' } });
    expect(explicit[0]?.output?.path).toBe(path.join(REPO_ROOT, 'dist/web/remotes/mfe-site/9.9.9'));
    expect(() => createFederatedConfig({ dir: remoteDir, kind: 'remote', name: 'mfe_site', version: '../x', exposes: { './Area': 'x' } })).toThrow(
      /Invalid remote version/,
    );
  });

  it('builds the host into dist/web/shell under /_shell/ with no static remotes', () => {
    const configs = createFederatedConfig({ dir: remoteDir, kind: 'host', name: 'shell' });
    expect(configs).toHaveLength(1);
    expect(configs[0]?.output?.path).toBe(SHELL_DIST);
    expect(configs[0]?.output?.publicPath).toBe('/_shell/');
    expect(federationOptions(configs).remotes).toEqual({});
  });

  it('refuses a remote that exposes nothing', () => {
    expect(() => createFederatedConfig({ dir: remoteDir, kind: 'remote', name: 'mfe_site' })).toThrow(/exposes nothing/);
  });
});

describe('build scripts', () => {
  it('parses build.ts arguments', () => {
    expect(parseArgs(['mfe-site'])).toEqual({ dir: 'mfe-site' });
    expect(parseArgs(['mfe-site', '--version', '1.2.3'])).toEqual({ dir: 'mfe-site', version: '1.2.3' });
    expect(parseArgs(['--version=2.0.0', 'mfe-admin'])).toEqual({ dir: 'mfe-admin', version: '2.0.0' });
    expect(() => parseArgs([])).toThrow(/Usage/);
    expect(() => parseArgs(['a', 'b'])).toThrow(/Unexpected/);
  });

  it('maps all seven MF names to versioned manifest URLs for the local environment', () => {
    delete process.env.REMOTE_VERSION;
    const manifest = localRemotesManifest();
    expect(Object.keys(manifest).sort()).toEqual(REMOTES.map((remote) => remote.mfName).sort());
    expect(manifest.mfe_site).toBe('/remotes/mfe-site/0.1.0/mf-manifest.json');
    expect(manifest.mfe_panel_partner).toBe(remoteManifestUrl('mfe-panel-partner', '0.1.0'));
  });
});
