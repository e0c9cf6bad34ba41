import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { sharedCompatibilityGuard } from './compatibility-guard';
import { type FederationApi } from './remote-registry';

let pluginsRegistered = false;

/**
 * The real federation runtime. The host's instance is created by the webpack plugin (remotes: {} at build time);
 * remotes are registered at run time from /remotes.json. The retry plugin rides out brief 5xx blips of a remote
 * origin (FACTS.md: it recovered from two 503s) before the area shows its error panel. The compatibility guard refuses
 * a remote built against shared packages the shell cannot provide before it can touch the share scope.
 */
export function createFederationApi(): FederationApi {
  if (!pluginsRegistered) {
    registerPlugins([RetryPlugin({ fetch: { retryTimes: 3 }, script: { retryTimes: 3, retryDelay: 300 } }), sharedCompatibilityGuard()]);
    pluginsRegistered = true;
  }
  return {
    registerRemotes: (remotes, options) => registerRemotes(remotes, options),
    loadRemote: <T,>(id: string) => loadRemote<T>(id),
  };
}
