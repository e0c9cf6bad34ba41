import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { detectMode, readPlatformHosts } from './features/mode/detect-mode';
import { createFederationApi } from './features/remotes/federation';
import { browserReloadDeps } from './features/remotes/reload-guard';
import { createRemoteLoader, fetchRemotesManifest } from './features/remotes/remote-registry';
import { SITE_MODE_REMOTES } from './lib/remotes';
import { type ShellServices } from './lib/services';

const platformHosts = readPlatformHosts(document);
const hostname = window.location.hostname;
// A partner host stays a partner host for the page's life: only the storefront remotes may ever be registered.
const partnerSite = detectMode(hostname, window.location.pathname, platformHosts) === 'partner-site';

const services: ShellServices = {
  hostname,
  platformHosts,
  reloadGuard: browserReloadDeps(),
  remoteLoader: createRemoteLoader({
    federation: createFederationApi(),
    fetchManifest: () => fetchRemotesManifest(window.fetch.bind(window)),
    origin: window.location.origin,
    allowed: partnerSite ? (name) => SITE_MODE_REMOTES.has(name) : () => true,
  }),
};

// /remotes.json is tiny and every page needs it; asking now saves a round trip when the first area mounts.
services.remoteLoader.warmUp?.();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProvider services={services}>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
