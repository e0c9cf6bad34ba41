import fs from 'node:fs';
import path from 'node:path';
import {
  compatibleRange,
  REPO_ROOT,
  SHARED_PACKAGES,
  SHARED_WORKSPACE,
  installedVersion,
  isNeverShared,
  sharedModuleNames,
  sharedSingletons,
} from '../shared-singletons';

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as { exports?: Record<string, unknown> };

function exportedSubpaths(pkg: string): string[] {
  const { exports = {} } = readJson(path.join(REPO_ROOT, pkg, 'package.json'));
  return Object.keys(exports)
    .filter((key) => !isNeverShared(key) && !key.includes('*'))
    .map((key) => (key === '.' ? pkg : `${pkg}/${key.slice(2)}`));
}

/**
 * Requests that match an export pattern of a workspace package (`./messages/*`: the catalogue part files): data that
 * the shared module importing them splits into chunks of its own build, never shared modules themselves.
 */
function patternExport(specifier: string): boolean {
  return Object.keys(SHARED_WORKSPACE).some((pkg) => {
    const { exports = {} } = readJson(path.join(REPO_ROOT, pkg, 'package.json'));
    return Object.keys(exports)
      .filter((key) => key.includes('*'))
      .some((key) => specifier.startsWith(`${pkg}/${key.slice(2, key.indexOf('*'))}`));
  });
}

/** Every source file of the browser apps: what the shared list must cover. */
function browserSources(): string[] {
  const remotes = fs.readdirSync(REPO_ROOT).filter((d) => d.startsWith('mfe-'));
  const roots = ['shell', 'shared-ui', 'shared-contracts', 'shared-runtime', ...remotes];
  const files: string[] = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        // src/server holds server-render code (ADR 0034), which no browser loads.
        if (entry.name !== 'node_modules' && entry.name !== '__tests__' && entry.name !== 'testing' && entry.name !== 'server') walk(full);
      } else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !/\.server\.tsx?$/.test(entry.name)) {
        files.push(full);
      }
    }
  };
  for (const root of roots) walk(path.join(REPO_ROOT, root, 'src'));
  return files;
}

const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"./][^'"]*)['"]/g;

describe('shared singletons', () => {
  it('lists every public subpath of shared-contracts, shared-runtime and shared-ui (a subpath is only shared when listed)', () => {
    const listed = new Set(sharedModuleNames());
    for (const pkg of ['shared-contracts', 'shared-runtime', 'shared-ui']) {
      const missing = exportedSubpaths(pkg).filter((subpath) => subpath !== 'shared-ui/standalone' && !listed.has(subpath));
      expect(missing).toEqual([]);
    }
  });

  it('covers every subpath of a shared package that browser code imports', () => {
    const packages = [...Object.keys(SHARED_PACKAGES), ...Object.keys(SHARED_WORKSPACE)];
    const listed = new Set(sharedModuleNames());
    const unlisted = new Set<string>();
    for (const file of browserSources()) {
      for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
        if (!specifier || specifier === 'shared-ui/standalone' || patternExport(specifier)) continue;
        const owner = packages.find((pkg) => specifier === pkg || specifier.startsWith(`${pkg}/`));
        if (owner && !listed.has(specifier)) unlisted.add(`${specifier} (${path.relative(REPO_ROOT, file)})`);
      }
    }
    expect([...unlisted]).toEqual([]);
  });

  it('never shares @chakra-ui/react whole (ADR 0001), and no app imports it except shared-ui', () => {
    expect(sharedModuleNames().some((name) => name.startsWith('@chakra-ui/'))).toBe(false);
    const offenders = browserSources()
      .filter((file) => !file.startsWith(path.join(REPO_ROOT, 'shared-ui')))
      .filter((file) => /from\s+['"]@chakra-ui\//.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(REPO_ROOT, file));
    expect(offenders).toEqual([]);
  });

  it('makes every entry a strict singleton: third-party from its minor, our packages from the built-against version', () => {
    const shared = sharedSingletons();
    expect(Object.keys(shared).sort()).toEqual(sharedModuleNames().sort());
    const react = installedVersion('react');
    const [major, minor] = react.split('.');
    expect(shared.react).toEqual({
      singleton: true,
      strictVersion: true,
      eager: false,
      version: react,
      requiredVersion: `^${major}.${minor}.0`,
    });
    expect(shared['shared-contracts/enums']?.requiredVersion).toBe(`^${installedVersion('shared-contracts')}`);
    for (const entry of Object.values(shared)) expect(entry).toMatchObject({ singleton: true, strictVersion: true });
  });

  it('reads the major as the compatibility line (the minor for 0.x), from the floor asked for', () => {
    expect(compatibleRange('1.4.2')).toBe('^1.4.0');
    expect(compatibleRange('1.4.2', 'exact')).toBe('^1.4.2');
    expect(compatibleRange('19.3.1')).toBe('^19.3.0');
    expect(compatibleRange('0.15.8')).toBe('~0.15.0');
    expect(compatibleRange('0.15.8', 'exact')).toBe('~0.15.8');
  });

  it('builds as if against another version when the end-to-end set-up asks for one', () => {
    const previous = process.env.WAYHUB_BUILD_AS_SHARED_VERSION;
    process.env.WAYHUB_BUILD_AS_SHARED_VERSION = 'shared-contracts=99.0.0';
    try {
      const shared = sharedSingletons();
      expect(shared['shared-contracts/enums']).toMatchObject({ version: '99.0.0', requiredVersion: '^99.0.0' });
      expect(shared.react?.version).toBe(installedVersion('react'));
    } finally {
      if (previous === undefined) delete process.env.WAYHUB_BUILD_AS_SHARED_VERSION;
      else process.env.WAYHUB_BUILD_AS_SHARED_VERSION = previous;
    }
  });
});
