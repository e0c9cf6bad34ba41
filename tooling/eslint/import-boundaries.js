// @ts-check
/**
 * ESLint rule enforcing ARCHITECTURE.md's import rules:
 *  - no remote (mfe-*) imports another remote or the shell, and the shell imports no remote;
 *  - api imports no frontend package (shared-runtime included);
 *  - shared-contracts stays pure: no React, jotai, ky or shared-runtime, and no browser globals (document, window…);
 *  - browser code takes only types from shared-contracts/messages (its values are every catalogue, whole);
 *  - inside one app, src/features/<a> never imports src/features/<b>;
 *  - @chakra-ui/react is imported only by shared-ui (ADR 0001: one re-exporting singleton);
 *  - react-router(-dom) is imported only by shared-ui/src/router.ts: everyone routes through that shared façade.
 * A custom rule, because the stock ones cannot express "any feature but your own" without listing every feature.
 */
const path = require('node:path');

const REPO_ROOT = path.resolve(__dirname, '../..');
const REMOTES = new Set([
  'mfe-site', 'mfe-checkout', 'mfe-customer-area', 'mfe-panel-supplier', 'mfe-panel-partner', 'mfe-admin', 'mfe-terminal',
]);
const FRONTEND_PACKAGES = [
  'react', 'react-dom', 'react-router-dom', 'react-router', 'jotai', 'swr', 'ky', 'shared-ui', 'shared-runtime', 'shell',
  '@chakra-ui/', '@emotion/', '@module-federation/', '@stripe/stripe-js', '@stripe/terminal-js', 'react-hook-form',
  '@hookform/', '@testing-library/',
];
/** Workspaces whose code runs in a browser bundle. */
const BROWSER_WORKSPACES = new Set(['shell', 'shared-ui', 'shared-runtime', ...REMOTES]);
/** Globals that exist only in a browser: pure contracts never touch them (the runtime guards its own uses). */
const BROWSER_GLOBALS = ['window', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage'];
/** The subpath whose values are every message catalogue whole (for the API and tests). */
const WHOLE_CATALOGUES = 'shared-contracts/messages';

/** @param {string} spec */
function packageName(spec) {
  if (spec.startsWith('@')) return spec.split('/').slice(0, 2).join('/');
  return spec.split('/')[0] ?? spec;
}

/** Test files and test helpers: they run in Node under Jest, never in a page. @param {string} absFile */
function isTestCode(absFile) {
  const rel = path.relative(REPO_ROOT, absFile).split(path.sep).join('/');
  return /\.test\.[cm]?[jt]sx?$/.test(rel) || rel.includes('/__tests__/') || /^[^/]+\/src\/testing\//.test(rel);
}

/** @param {string} absFile */
function locate(absFile) {
  const rel = path.relative(REPO_ROOT, absFile);
  if (rel.startsWith('..')) return null;
  const parts = rel.split(path.sep);
  const workspace = parts[0] ?? '';
  const featureIdx = parts.indexOf('features');
  const feature = parts[1] === 'src' && featureIdx === 2 && parts.length > 4 ? parts[3] : null;
  return { workspace, feature };
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep remotes, the api and features apart (ARCHITECTURE.md import rules).' },
    schema: [],
    messages: {
      remoteToRemote: '{{from}} must not import {{to}}: remotes talk only through shared-contracts state and events, or props from the shell.',
      apiToFrontend: 'api must not import the frontend package "{{to}}".',
      crossFeature: 'Feature "{{from}}" must not import feature "{{to}}": move what both need into lib/, shared-contracts or shared-ui.',
      contractsPure: 'shared-contracts holds pure data and rules: "{{to}}" belongs in shared-runtime (ARCHITECTURE §3).',
      wholeCatalogues: 'Browser code imports only types from shared-contracts/messages: its values are every catalogue whole. Use shared-runtime/i18n.',
      chakraDirect: 'Import Chakra through shared-ui, not @chakra-ui/react directly (docs/adr/0001-chakra-sharing.md).',
      routerDirect: 'Import routing from shared-ui/router, not {{to}}: a second copy of the router has its own context.',
    },
  },
  create(context) {
    const filename = context.filename;
    const here = locate(filename);
    if (!here) return {};
    const pureContracts = here.workspace === 'shared-contracts' && !isTestCode(filename);
    const browserCode = BROWSER_WORKSPACES.has(here.workspace) && !isTestCode(filename);

    /** @param {import('estree').Node} node @param {string} spec @param {boolean} [typeOnly] */
    function check(node, spec, typeOnly = false) {
      const isRelative = spec.startsWith('.') || spec.startsWith('/');
      if (!isRelative) {
        const name = packageName(spec);
        if (pureContracts && FRONTEND_PACKAGES.some((p) => (p.endsWith('/') ? spec.startsWith(p) : name === p))) {
          context.report({ node, messageId: 'contractsPure', data: { to: spec } });
        }
        if (browserCode && spec === WHOLE_CATALOGUES && !typeOnly) context.report({ node, messageId: 'wholeCatalogues' });
        const isApp = REMOTES.has(name) || name === 'shell';
        if (isApp && name !== here.workspace && (REMOTES.has(here.workspace) || here.workspace === 'shell')) {
          context.report({ node, messageId: 'remoteToRemote', data: { from: here.workspace, to: name } });
        }
        if (here.workspace === 'api') {
          const bad = FRONTEND_PACKAGES.find((p) => (p.endsWith('/') ? spec.startsWith(p) : name === p)) ??
            (REMOTES.has(name) ? name : undefined);
          if (bad) context.report({ node, messageId: 'apiToFrontend', data: { to: spec } });
        }
        if (name === '@chakra-ui/react' && here.workspace !== 'shared-ui') {
          context.report({ node, messageId: 'chakraDirect' });
        }
        if ((name === 'react-router' || name === 'react-router-dom') && here.workspace !== 'api' &&
          path.relative(REPO_ROOT, filename) !== path.join('shared-ui', 'src', 'router.ts')) {
          context.report({ node, messageId: 'routerDirect', data: { to: spec } });
        }
        return;
      }
      const target = locate(path.resolve(path.dirname(filename), spec));
      if (!target) return;
      if (target.workspace !== here.workspace) {
        const appsInvolved = [target.workspace, here.workspace].every((w) => REMOTES.has(w) || w === 'shell');
        if (appsInvolved) context.report({ node, messageId: 'remoteToRemote', data: { from: here.workspace, to: target.workspace } });
        if (here.workspace === 'api' && (REMOTES.has(target.workspace) || ['shell', 'shared-ui', 'shared-runtime'].includes(target.workspace))) {
          context.report({ node, messageId: 'apiToFrontend', data: { to: spec } });
        }
        return;
      }
      if (here.feature && target.feature && here.feature !== target.feature) {
        context.report({ node, messageId: 'crossFeature', data: { from: here.feature, to: target.feature } });
      }
    }

    /** @param {any} node */
    const fromSource = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      // `import type`, `export type`, or every specifier marked `type`: erased by the compiler, so nothing is bundled.
      const specifiers = node.specifiers ?? [];
      const typeOnly = node.importKind === 'type' || node.exportKind === 'type' ||
        (specifiers.length > 0 && specifiers.every((/** @type {any} */ s) => s.importKind === 'type' || s.exportKind === 'type'));
      check(node, node.source.value, typeOnly);
    };
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      /** @param {any} node */
      'Program:exit'(node) {
        if (!pureContracts) return;
        const scope = context.sourceCode.getScope(node);
        // Unresolved references, and those ESLint resolved to the configured browser globals.
        const references = [...scope.through, ...BROWSER_GLOBALS.flatMap((name) => scope.set.get(name)?.references ?? [])];
        const seen = new Set();
        for (const reference of references) {
          const id = reference.identifier;
          if (!BROWSER_GLOBALS.includes(id.name) || seen.has(id)) continue;
          seen.add(id);
          context.report({ node: id, messageId: 'contractsPure', data: { to: id.name } });
        }
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal' && typeof node.source.value === 'string') check(node, node.source.value);
      },
      CallExpression(node) {
        const arg = node.arguments[0];
        if (node.callee.type === 'Identifier' && node.callee.name === 'require' && arg?.type === 'Literal' && typeof arg.value === 'string') {
          check(node, arg.value);
        }
      },
    };
  },
};

module.exports = { rules: { 'import-boundaries': rule } };
