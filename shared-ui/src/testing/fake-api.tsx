/**
 * What a panel area's component suites share: a fake API (a real HTTP server on 127.0.0.1 that the panel's own HTTP
 * client talks to, so no module of ours is mocked), a signed-in user with a selected site, and the area rendered at a
 * route with a fresh swr cache. Call the hooks at the top of a test file.
 */
import type { ComponentType } from 'react';
import { SWRConfig } from 'swr';
import { LIMITS } from 'shared-contracts/constants';
import type { PartnerSite } from 'shared-contracts/sites';
import { startApiServer, type ApiServer } from 'shared-contracts/testing/api-server';
import type { CurrentUser } from 'shared-contracts/users';
import { configureHttpClient } from 'shared-runtime/http';
import { currentUserAtom, selectedSiteIdAtom, selectedSiteInfoAtom, sessionStore } from 'shared-runtime/session';
import { renderWithProviders } from './render';

export interface FakeApi {
  /** The running server: `server.on("METHOD /path", handler)` answers a call. */
  readonly server: ApiServer;
  /** The bodies sent to `path` (query left out) with `method`, oldest first. */
  sent(method: string, path: string): unknown[];
}

/** Starts the fake API once for the file, points the HTTP client at it, and forgets its requests before each test. */
export function useFakeApi(): FakeApi {
  let server: ApiServer | undefined;
  beforeAll(async () => {
    server = await startApiServer();
    configureHttpClient({ baseUrl: server.baseUrl });
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    if (server) server.requests.length = 0;
  });
  return {
    get server() {
      if (!server) throw new Error('useFakeApi: the server starts in beforeAll; use it inside a test or a hook');
      return server;
    },
    sent(method, path) {
      return this.server.requests.filter((request) => request.method === method && request.path.split('?')[0] === path).map((request) => request.body);
    },
  };
}

/** Signs `user()` in for each test, with `site` selected when given, and out again after it. */
export function usePanelSession(user: () => CurrentUser, site?: PartnerSite): void {
  beforeEach(() => {
    sessionStore.set(currentUserAtom, user());
    if (site) {
      sessionStore.set(selectedSiteIdAtom, site.id);
      sessionStore.set(selectedSiteInfoAtom, site);
    }
  });
  afterEach(() => {
    sessionStore.set(currentUserAtom, null);
    sessionStore.set(selectedSiteIdAtom, LIMITS.noSiteId);
    sessionStore.set(selectedSiteInfoAtom, null);
  });
}

/** A remote's exposed area at `route` (under the shell's `/:lang/*` mount), with a cache of its own. */
export function renderArea(Area: ComponentType, route: string) {
  return renderWithProviders(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Area />
    </SWRConfig>,
    { route, path: '/:lang/*' },
  );
}
