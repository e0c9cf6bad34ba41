/**
 * Browser entry that a remote's standalone page loads before `main.js`.
 *
 * Remotes are built with `experiments.externalRuntime`: their federation runtime is the global
 * `_FEDERATION_RUNTIME_CORE` that the shell provides, which keeps every remoteEntry.js about 11 KB gzip smaller.
 * Opened alone (no shell), a remote needs that global from somewhere: this file, built by a separate compiler
 * without Module Federation (see createFederatedConfig), provides it.
 */
import * as runtimeCore from '@module-federation/runtime-core';

const globals = globalThis as typeof globalThis & {
  _FEDERATION_RUNTIME_CORE?: unknown;
  _FEDERATION_RUNTIME_CORE_FROM?: { name: string; version: string };
};

if (!globals._FEDERATION_RUNTIME_CORE) {
  globals._FEDERATION_RUNTIME_CORE = runtimeCore;
  globals._FEDERATION_RUNTIME_CORE_FROM = { name: 'standalone', version: 'embedded' };
}
