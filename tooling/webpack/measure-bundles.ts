/**
 * Measures, gzipped, the JavaScript a first page load fetches, from the built files in dist/web:
 *   (a) a partner-site visit: the shell starting up, then mfe-site's './Area';
 *   (b) a panel visit: the shell starting up, then a panel remote's './Area';
 *   (d) a guest's visit to the customer area (the e-mailed link's page): the shell, then mfe-customer-area's './Area'.
 * It walks each build's load-graph.json (see load-graph-plugin.ts): the shell's entry and bootstrap, the remote's
 * remoteEntry.js and expose chunks, and every shared module they consume. A shared module comes from the shell
 * when the shell provides it (singletons load once), else from the remote's own copy. No figure is hard-coded.
 *   node -r @swc-node/register tooling/webpack/measure-bundles.ts [--json]
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { DIST_WEB, REMOTES, SHELL_DIST, readPackageJson, remoteDist } from './apps';
import { LOAD_GRAPH_FILE, type LoadGraph, type LoadGroup } from './load-graph-plugin';
import { REPO_ROOT } from './shared-singletons';

export interface Build {
  /** Label used in reports, e.g. 'shell' or 'mfe-site'. */
  label: string;
  folder: string;
  graph: LoadGraph;
}

export interface FetchedFile {
  build: string;
  /** The build's output folder; `file` is relative to it. */
  folder: string;
  file: string;
  /** Why it is fetched: 'entry', 'bootstrap', 'container', 'expose ./Area', 'shared react-dom' ... */
  reason: string;
  bytes: number;
  gzip: number;
}

export interface Visit {
  name: string;
  files: FetchedFile[];
  /** Shared modules nobody provided: the page would fail to start. Empty when the builds fit together. */
  unresolved: string[];
  totalGzip: number;
  totalBytes: number;
}

export function readBuild(label: string, folder: string): Build | null {
  const file = path.join(folder, LOAD_GRAPH_FILE);
  if (!fs.existsSync(file)) return null;
  return { label, folder, graph: JSON.parse(fs.readFileSync(file, 'utf8')) as LoadGraph };
}

export function gzipSize(file: string): { bytes: number; gzip: number } {
  const content = fs.readFileSync(file);
  // Level 9, like a pre-compressed static asset (nginx gzip_static); level 6 is typically within 2 %.
  return { bytes: content.length, gzip: zlib.gzipSync(content, { level: 9 }).length };
}

/**
 * The files one page load fetches: `host` starts (entry + bootstrap), then each of `remotes` loads `expose`.
 * `host` may be null to measure a remote on its own (what it adds beyond an absent shell).
 */
export function simulateVisit(name: string, host: Build | null, remotes: { build: Build; expose: string }[]): Visit {
  const seen = new Set<string>();
  const loadedShared = new Set<string>();
  const unresolved = new Set<string>();
  const files: FetchedFile[] = [];

  const fetchGroup = (owner: Build, group: LoadGroup, reason: string, consumer: Build) => {
    for (const file of group.files) {
      const absolute = path.join(owner.folder, file);
      if (seen.has(absolute)) continue;
      seen.add(absolute);
      files.push({ build: owner.label, folder: owner.folder, file, reason, ...gzipSize(absolute) });
    }
    for (const key of group.consumes) consume(key, consumer);
  };

  const consume = (key: string, consumer: Build) => {
    if (loadedShared.has(key)) return;
    loadedShared.add(key);
    // Singletons: the shell registers its provides first, so its copy wins whenever it has one.
    const provider = [host, consumer].find((build): build is Build => !!build?.graph.provides[key]);
    const group = provider?.graph.provides[key] ?? consumer.graph.fallbacks[key];
    if (!group) {
      unresolved.add(key);
      return;
    }
    const owner = provider ?? consumer;
    fetchGroup(owner, group, `shared ${key}`, owner);
  };

  if (host) {
    fetchGroup(host, host.graph.entry, 'entry', host);
    for (const group of host.graph.boundary) fetchGroup(host, group, 'bootstrap', host);
  }
  for (const { build, expose } of remotes) {
    if (build.graph.container) fetchGroup(build, build.graph.container, 'container', build);
    const group = build.graph.exposes[expose];
    if (!group) throw new Error(`${build.label} does not expose ${expose}`);
    fetchGroup(build, group, `expose ${expose}`, build);
  }

  return {
    name,
    files,
    unresolved: [...unresolved].sort(),
    totalGzip: files.reduce((sum, file) => sum + file.gzip, 0),
    totalBytes: files.reduce((sum, file) => sum + file.bytes, 0),
  };
}

/** The remote build the local environment points at (deploy/remotes/local.json), else the package version. */
export function remoteBuild(dir: string): Build | null {
  const pkg = readPackageJson(path.join(REPO_ROOT, dir));
  const manifestFile = path.join(REPO_ROOT, 'deploy', 'remotes', 'local.json');
  let version = pkg.version;
  if (fs.existsSync(manifestFile)) {
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, string>;
    const mfName = REMOTES.find((remote) => remote.dir === dir)?.mfName;
    const url = mfName ? manifest[mfName] : undefined;
    const match = url?.match(new RegExp(`/${pkg.name}/([^/]+)/mf-manifest\\.json$`));
    if (match?.[1]) version = match[1];
  }
  return readBuild(dir, remoteDist(pkg.name, version));
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Sums per build and reason, for a readable breakdown. */
export function breakdown(visit: Visit): { part: string; gzip: number }[] {
  const parts = new Map<string, number>();
  for (const file of visit.files) {
    const part = `${file.build}: ${file.reason}`;
    parts.set(part, (parts.get(part) ?? 0) + file.gzip);
  }
  return [...parts.entries()].map(([part, gzip]) => ({ part, gzip })).sort((a, b) => b.gzip - a.gzip);
}

export function measureAll(): { visits: Visit[]; missing: string[] } {
  const missing: string[] = [];
  const shell = readBuild('shell', SHELL_DIST);
  if (!shell) missing.push('shell');
  const visits: Visit[] = [];
  const plan: { name: string; dir: string }[] = [
    { name: '(a) partner-site visit: shell + mfe-site ./Area', dir: 'mfe-site' },
    { name: '(b) panel visit: shell + mfe-panel-supplier ./Area', dir: 'mfe-panel-supplier' },
    { name: '(b) panel visit: shell + mfe-panel-partner ./Area', dir: 'mfe-panel-partner' },
    { name: '(b) panel visit: shell + mfe-admin ./Area', dir: 'mfe-admin' },
    { name: '(d) guest visit: shell + mfe-customer-area ./Area', dir: 'mfe-customer-area' },
  ];
  for (const { name, dir } of plan) {
    const build = remoteBuild(dir);
    if (!build) {
      missing.push(dir);
      continue;
    }
    visits.push(simulateVisit(shell ? name : `${name} (shell not built: remote part only)`, shell, [{ build, expose: './Area' }]));
  }
  // The checkout remote (issue 4): what opening the cart adds to a partner-site visit, and the drawer on its own.
  const site = remoteBuild('mfe-site');
  const checkout = remoteBuild('mfe-checkout');
  if (!checkout) missing.push('mfe-checkout');
  else {
    if (site) {
      visits.push(
        simulateVisit('(c) partner-site visit, cart opened: shell + mfe-site ./Area + mfe-checkout ./CartDrawer', shell, [
          { build: site, expose: './Area' },
          { build: checkout, expose: './CartDrawer' },
        ]),
      );
    }
  }
  return { visits, missing };
}

function main(): void {
  if (!fs.existsSync(DIST_WEB)) {
    console.error(`${path.relative(REPO_ROOT, DIST_WEB)} does not exist: build first (tooling/webpack/build-all.ts)`);
    process.exitCode = 1;
    return;
  }
  const { visits, missing } = measureAll();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ visits, missing }, null, 2));
    return;
  }
  for (const name of missing) console.log(`not built: ${name}`);
  for (const visit of visits) {
    console.log(`\n${visit.name}: ${kb(visit.totalGzip)} gzip (${kb(visit.totalBytes)} raw, ${visit.files.length} files)`);
    for (const { part, gzip } of breakdown(visit)) console.log(`  ${kb(gzip).padStart(9)}  ${part}`);
    if (visit.unresolved.length > 0) console.log(`  UNRESOLVED shared modules: ${visit.unresolved.join(', ')}`);
  }
  const site = visits.find((visit) => visit.name.startsWith('(a)'));
  const withCart = visits.find((visit) => visit.name.startsWith('(c)'));
  if (site && withCart) {
    console.log(`\nmfe-checkout: opening the cart adds ${kb(withCart.totalGzip - site.totalGzip)} gzip to a partner-site visit`);
  }
  if (visits.some((visit) => visit.unresolved.length > 0)) process.exitCode = 1;
}

if (require.main === module) main();
