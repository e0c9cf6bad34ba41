import { type RenderResult } from '@testing-library/react';
import { type ReactElement } from 'react';
import { useLocation } from 'shared-ui/router';
import { SWRConfig } from 'swr';
import { COOKIES, type Locale } from 'shared-contracts/constants';
import {
  accessTokenAtom,
  alertsAtom,
  clearSession,
  currentUserAtom,
  deleteCookie,
  pageMetaAtom,
  selectedSiteIdAtom,
  selectedSiteInfoAtom,
  sessionStore,
  writeCookie,
} from 'shared-runtime/session';
import { type PartnerSite } from 'shared-contracts/sites';
import { type CurrentUser } from 'shared-contracts/users';
import { renderWithProviders } from 'shared-ui/testing';
import { type ReloadGuardDeps } from '../features/remotes/reload-guard';
import { type RemoteLoader } from '../features/remotes/remote-registry';
import { HttpClientProvider } from '../lib/http';
import { ShellServicesProvider, type ShellServices } from '../lib/services';
import { siteInfoFailedForAtom } from '../lib/site-info';

export interface SessionState {
  user?: CurrentUser | null;
  accessToken?: string | null;
  /** Whether the readable wh_session hint cookie is present. */
  sessionHint?: boolean;
  siteId?: number;
  siteInfo?: PartnerSite | null;
}

/** Puts the one session store (and its cookies) into a known state; every test starts from here. */
export function resetSession(state: SessionState = {}): void {
  clearSession();
  sessionStore.set(alertsAtom, []);
  sessionStore.set(pageMetaAtom, { title: '', breadcrumbs: [] });
  sessionStore.set(siteInfoFailedForAtom, null);
  sessionStore.set(currentUserAtom, state.user ?? null);
  sessionStore.set(accessTokenAtom, state.accessToken ?? null);
  if (state.sessionHint) writeCookie(COOKIES.sessionHint.name, '1');
  else deleteCookie(COOKIES.sessionHint.name);
  sessionStore.set(selectedSiteIdAtom, state.siteId ?? -1);
  sessionStore.set(selectedSiteInfoAtom, state.siteInfo ?? null);
}

/** A loader that never gets called in the test; loading a remote through it fails the test loudly. */
export const unusedLoader: RemoteLoader = {
  load: (remote) => Promise.reject(new Error(`Unexpected remote load: ${remote}`)),
};

export const noReload: ReloadGuardDeps = {
  now: () => 0,
  storage: { getItem: () => null, setItem: () => undefined },
  reload: () => {
    throw new Error('Unexpected page reload');
  },
};

export interface RenderShellOptions {
  route?: string;
  /** Route pattern to mount `ui` at, e.g. '/:lang/*'. */
  path?: string;
  locale?: Locale;
  services?: Partial<ShellServices>;
  /** Base URL of a test API server (see api-server.ts). */
  apiBaseUrl?: string;
  /** Mount the alerts toaster, for tests that look at alerts. */
  withToaster?: boolean;
}

/**
 * renderWithProviders (real Chakra system, router, session store, catalogues) plus what the shell adds: its
 * services, the configured HTTP client, and a fresh SWR cache per test.
 */
export function renderShell(ui: ReactElement, options: RenderShellOptions = {}): RenderResult {
  const services: ShellServices = {
    hostname: 'localhost',
    platformHosts: ['localhost'],
    remoteLoader: unusedLoader,
    reloadGuard: noReload,
    ...(options.apiBaseUrl ? { http: { baseUrl: options.apiBaseUrl } } : {}),
    ...options.services,
  };
  return renderWithProviders(
    <ShellServicesProvider services={services}>
      <HttpClientProvider>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>{ui}</SWRConfig>
      </HttpClientProvider>
    </ShellServicesProvider>,
    {
      ...(options.route ? { route: options.route } : {}),
      ...(options.path ? { path: options.path } : {}),
      ...(options.locale ? { locale: options.locale } : {}),
      withToaster: options.withToaster ?? false,
    },
  );
}

/** Shows the router's current path, so a test can see where a navigation went. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}
