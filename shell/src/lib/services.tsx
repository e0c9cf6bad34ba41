import { createContext, type ReactNode, useContext } from 'react';
import { type HttpClientOptions } from 'shared-runtime/http';
import { type ReloadGuardDeps } from '../features/remotes/reload-guard';
import { type RemoteLoader } from '../features/remotes/remote-registry';

/**
 * What the shell takes from its surroundings: the page's host, how remotes load, how the page reloads, and where
 * the API is. bootstrap.tsx passes the browser's; tests pass their own (a fake loader, a local API server).
 */
export interface ShellServices {
  hostname: string;
  platformHosts: readonly string[];
  remoteLoader: RemoteLoader;
  reloadGuard: ReloadGuardDeps;
  http?: Pick<HttpClientOptions, 'baseUrl' | 'fetch'>;
}

const ShellServicesContext = createContext<ShellServices | null>(null);

export function ShellServicesProvider({ services, children }: { services: ShellServices; children: ReactNode }) {
  return <ShellServicesContext.Provider value={services}>{children}</ShellServicesContext.Provider>;
}

export function useShellServices(): ShellServices {
  const services = useContext(ShellServicesContext);
  if (!services) throw new Error('useShellServices needs a ShellServicesProvider (see app/provider.tsx)');
  return services;
}
