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
    .filter((key) => !isNeverShared(key))
    .map((key) => (key === '.' ? pkg : `${pkg}/${key.slice(2)}`));
}

/** Every source file of the browser apps: what the shared list must cover. */
function browserSources(): string[] {
  const roots = ['shell', 'shared-ui', 'shared-contracts', ...fs.readdirSync(REPO_ROOT).filter((d) => d.startsWith('mfe-'))];
  const files: string[] = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== '__tests__' && entry.name !== 'testing') walk(full);
      } else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        files.push(full);
      }
    }
  };
  for (const root of roots) walk(path.join(REPO_ROOT, root, 'src'));
  return files;
}

const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"./][^'"]*)['"]/g;

describe('shared singletons', () => {
  it('lists every public subpath of shared-contracts and shared-ui (a subpath is only shared when listed)', () => {
    const listed = new Set(sharedModuleNames());
    for (const pkg of ['shared-contracts', 'shared-ui']) {
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
        if (!specifier || specifier === 'shared-ui/standalone') continue;
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

  it('makes every entry a strict singleton that accepts any version of the installed major', () => {
    const shared = sharedSingletons();
    expect(Object.keys(shared).sort()).toEqual(sharedModuleNames().sort());
    const react = installedVersion('react');
    expect(shared.react).toEqual({
      singleton: true,
      strictVersion: true,
      eager: false,
      version: react,
      requiredVersion: `^${react.split('.')[0]}.0.0`,
    });
    expect(shared['shared-contracts/enums']?.requiredVersion).toBe(`^${installedVersion('shared-contracts').split('.')[0]}.0.0`);
    for (const entry of Object.values(shared)) expect(entry).toMatchObject({ singleton: true, strictVersion: true });
  });

  it('reads a major as the compatibility line, and a 0.x minor as one', () => {
    expect(compatibleRange('1.4.2')).toBe('^1.0.0');
    expect(compatibleRange('19.3.1')).toBe('^19.0.0');
    expect(compatibleRange('0.15.8')).toBe('~0.15.0');
  });

  it('builds as if against another version when the end-to-end set-up asks for one', () => {
    const previous = process.env.WAYHUB_BUILD_AS_SHARED_VERSION;
    process.env.WAYHUB_BUILD_AS_SHARED_VERSION = 'shared-contracts=2.0.0';
    try {
      const shared = sharedSingletons();
      expect(shared['shared-contracts/enums']).toMatchObject({ version: '2.0.0', requiredVersion: '^2.0.0' });
      expect(shared.react?.version).toBe(installedVersion('react'));
    } finally {
      if (previous === undefined) delete process.env.WAYHUB_BUILD_AS_SHARED_VERSION;
      else process.env.WAYHUB_BUILD_AS_SHARED_VERSION = previous;
    }
  });
});
