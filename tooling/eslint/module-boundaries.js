// @ts-check
/**
 * ESLint rule for the module boundaries of issue 11 §4, beside import-boundaries.js (which keeps apps apart):
 *  - API modules use each other only through services: no module imports another's repo or routes;
 *  - a repository touches only its own module's tables (api/src/db/schema/<file> has one owning module);
 *  - no workspace imports another workspace's src/ (a package is used through its name and its exports);
 *  - shared packages import their siblings by package name: a relative import into another exported subpath
 *    would bundle a second copy of it (a second session store, say) next to the shared singleton.
 * A separate rule from import-boundaries so that a file can be exempted from these checks alone.
 */
const fs = require('node:fs');
const path = require('node:path');

const REPO_ROOT = path.resolve(__dirname, '../..');

/** Which API module owns each schema file's tables. */
const TABLE_OWNERS = {
  auth: 'auth',
  availability: 'availability',
  booking: 'booking',
  catalogue: 'core',
  core: 'core',
  'site-content': 'core',
  'service-questions': 'core',
  'stripe-connect': 'core',
  customer: 'customer',
  jobs: 'system',
  mail: 'system',
  search: 'search',
};

const SHARED_PACKAGES = ['shared-contracts', 'shared-runtime', 'shared-ui'];
/** The npm workspaces. tooling/ is not one: it is the repository's own build, test and bench harness. */
const WORKSPACES = new Set(JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')).workspaces);

/** @type {Map<string, { file: string, dir: string | null }[]>} */
const territoriesCache = new Map();

/**
 * Each exported subpath of a shared package owns its entry file, and the folder of that entry when the entry is an
 * index file (e.g. ./session -> src/session/). Test-only subpaths own nothing: tests may reach in.
 * @param {string} pkg
 */
function territories(pkg) {
  let found = territoriesCache.get(pkg);
  if (!found) {
    const manifest = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, pkg, 'package.json'), 'utf8'));
    found = Object.entries(manifest.exports ?? {})
      .filter(([subpath, target]) => typeof target === 'string' && target.endsWith('.ts') && !subpath.startsWith('./testing'))
      .map(([, target]) => {
        const file = path.join(REPO_ROOT, pkg, /** @type {string} */ (target));
        return { file, dir: /^index\.tsx?$/.test(path.basename(file)) ? path.dirname(file) : null };
      });
    territoriesCache.set(pkg, found);
  }
  return found;
}

/** @param {string} pkg @param {string} absFile */
function territoryOf(pkg, absFile) {
  const stripped = absFile.replace(/\.tsx?$/, '');
  return territories(pkg).find(
    (t) => t.file.replace(/\.tsx?$/, '') === stripped || (t.dir !== null && (absFile === t.dir || absFile.startsWith(t.dir + path.sep))),
  );
}

/** @param {string} absFile */
function locate(absFile) {
  const rel = path.relative(REPO_ROOT, absFile);
  if (rel.startsWith('..')) return null;
  const parts = rel.split(path.sep);
  const workspace = parts[0] ?? '';
  const apiModule = workspace === 'api' && parts[1] === 'src' && parts[2] === 'modules' && parts.length > 4 ? parts[3] : null;
  const schemaFile = workspace === 'api' && parts[1] === 'src' && parts[2] === 'db' && parts[3] === 'schema' ? (parts[4] ?? '').replace(/\.ts$/, '') : null;
  return { rel, parts, workspace, apiModule, schemaFile };
}

/**
 * Tests, their fixtures, and a module's benchmark harness (`bench.ts`): like a test, a bench sets up and inspects the
 * tables it measures against (seats on the departures it books, say), and no request path imports it.
 */
const isTestFile = (/** @type {string} */ rel) => /(\.test\.tsx?$)|(\/__tests__\/)|(\/testing\/)|(\/bench\.ts$)/.test(rel.split(path.sep).join('/'));

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep API modules, their tables and the workspaces apart (issue 11 §4).' },
    schema: [],
    messages: {
      moduleInternals:
        'Module "{{from}}" must not import {{what}} of module "{{to}}": use that module\'s service (API modules use each other only through services).',
      foreignTables: 'Module "{{from}}" must not touch the tables of module "{{to}}" ({{file}}): ask its service instead.',
      workspaceSrc: '{{from}} must not import another workspace\'s source ({{to}}): use that package\'s name and exports.',
      siblingByName: 'Import {{to}} by its package name: a relative import bundles a second copy of a shared module.',
    },
  },
  create(context) {
    const filename = context.filename;
    const here = locate(filename);
    if (!here) return {};
    const isWorkspace = WORKSPACES.has(here.workspace);

    /** @param {import('estree').Node} node @param {string} spec */
    function check(node, spec) {
      const isRelative = spec.startsWith('.');
      if (!isRelative) {
        const [scopeOrName, second] = spec.split('/');
        const pkg = scopeOrName?.startsWith('@') ? `${scopeOrName}/${second}` : scopeOrName;
        const rest = spec.slice((pkg ?? '').length + 1);
        if (isWorkspace && pkg && pkg !== here.workspace && fs.existsSync(path.join(REPO_ROOT, pkg, 'package.json')) && rest.startsWith('src/')) {
          context.report({ node, messageId: 'workspaceSrc', data: { from: here.workspace, to: spec } });
        }
        return;
      }
      const absTarget = path.resolve(path.dirname(filename), spec);
      const target = locate(absTarget);
      if (!target) return;

      if (target.workspace !== here.workspace) {
        if (isWorkspace && target.parts[1] === 'src') context.report({ node, messageId: 'workspaceSrc', data: { from: here.workspace, to: spec } });
        return;
      }

      if (here.workspace === 'api' && here.apiModule) {
        if (target.apiModule && target.apiModule !== here.apiModule) {
          const base = path.basename(absTarget).replace(/\.tsx?$/, '');
          const what = base.endsWith('.repo') ? 'the repository' : base.endsWith('.routes') ? 'the routes' : null;
          if (what) context.report({ node, messageId: 'moduleInternals', data: { from: here.apiModule, to: target.apiModule, what } });
        }
        if (target.schemaFile && !isTestFile(here.rel)) {
          const owner = /** @type {Record<string, string>} */ (TABLE_OWNERS)[target.schemaFile];
          if (owner && owner !== here.apiModule) {
            context.report({ node, messageId: 'foreignTables', data: { from: here.apiModule, to: owner, file: `db/schema/${target.schemaFile}` } });
          }
        }
      }

      // A type-only import bundles nothing, so it cannot duplicate a shared module.
      const typeOnly = /** @type {any} */ (node).importKind === 'type' || /** @type {any} */ (node).exportKind === 'type';
      if (SHARED_PACKAGES.includes(here.workspace) && !isTestFile(here.rel) && !typeOnly) {
        const from = territoryOf(here.workspace, filename);
        const to = territoryOf(here.workspace, absTarget);
        if (to && to !== from) {
          const subpath = path.relative(path.join(REPO_ROOT, here.workspace), to.file);
          context.report({ node, messageId: 'siblingByName', data: { to: subpath } });
        }
      }
    }

    /** @param {any} node */
    const fromSource = (node) => {
      if (node.source && typeof node.source.value === 'string') check(node, node.source.value);
    };
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression(node) {
        if (node.source.type === 'Literal' && typeof node.source.value === 'string') check(node, node.source.value);
      },
    };
  },
};

module.exports = { rules: { 'module-boundaries': rule } };
