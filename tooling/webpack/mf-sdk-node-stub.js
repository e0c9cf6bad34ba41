// Browser builds only (tooling/webpack/create-config.ts): stands in for @module-federation/sdk/dist/node.js.
// That file loads remote entries in Node (vm, fetch to disk) and is called only when the SDK's isBrowserEnv() is
// false, which never happens in a page; without this stub every remoteEntry.js and the shell's entry carry it.
function unavailable() {
  throw new Error('Module Federation: loading scripts through Node is not available in a browser build');
}
export const createScriptNode = unavailable;
export const loadScriptNode = unavailable;
