import fs from 'node:fs';
import path from 'node:path';
import {
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

  it('makes every entry a singleton that accepts the installed version', () => {
    const shared = sharedSingletons();
    expect(Object.keys(shared).sort()).toEqual(sharedModuleNames().sort());
    expect(shared.react).toEqual({
      singleton: true,
      eager: false,
      version: installedVersion('react'),
      requiredVersion: `^${installedVersion('react')}`,
    });
    expect(shared['shared-contracts/session']?.requiredVersion).toBe(`~${installedVersion('shared-contracts')}`);
    for (const entry of Object.values(shared)) expect(entry.singleton).toBe(true);
  });
});
