// @ts-check
/**
 * ESLint rule enforcing ARCHITECTURE.md's import rules:
 *  - no remote (mfe-*) imports another remote or the shell, and the shell imports no remote;
 *  - api imports no frontend package;
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
  'react', 'react-dom', 'react-router-dom', 'react-router', 'jotai', 'swr', 'ky', 'shared-ui', 'shell',
  '@chakra-ui/', '@emotion/', '@module-federation/', '@stripe/stripe-js', '@stripe/terminal-js', 'react-hook-form',
  '@hookform/', '@testing-library/',
];
/** Subpaths of shared-contracts that only make sense in a browser (jotai store, ky client). */
const FRONTEND_CONTRACT_SUBPATHS = ['shared-contracts/session', 'shared-contracts/http'];

/** @param {string} spec */
function packageName(spec) {
  if (spec.startsWith('@')) return spec.split('/').slice(0, 2).join('/');
  return spec.split('/')[0] ?? spec;
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
      chakraDirect: 'Import Chakra through shared-ui, not @chakra-ui/react directly (docs/adr/0001-chakra-sharing.md).',
      routerDirect: 'Import routing from shared-ui/router, not {{to}}: a second copy of the router has its own context.',
    },
  },
  create(context) {
    const filename = context.filename;
    const here = locate(filename);
    if (!here) return {};

    /** @param {import('estree').Node} node @param {string} spec */
    function check(node, spec) {
      const isRelative = spec.startsWith('.') || spec.startsWith('/');
      if (!isRelative) {
        const name = packageName(spec);
        const isApp = REMOTES.has(name) || name === 'shell';
        if (isApp && name !== here.workspace && (REMOTES.has(here.workspace) || here.workspace === 'shell')) {
          context.report({ node, messageId: 'remoteToRemote', data: { from: here.workspace, to: name } });
        }
        if (here.workspace === 'api') {
          const bad = FRONTEND_PACKAGES.find((p) => (p.endsWith('/') ? spec.startsWith(p) : name === p)) ??
            FRONTEND_CONTRACT_SUBPATHS.find((p) => spec === p || spec.startsWith(`${p}/`)) ??
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
        if (here.workspace === 'api' && (REMOTES.has(target.workspace) || ['shell', 'shared-ui'].includes(target.workspace))) {
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
      if (node.source && typeof node.source.value === 'string') check(node, node.source.value);
    };
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
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
