import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { SERVER_RENDER, isLocale, type Locale } from 'shared-contracts/constants';
import { loadCatalogue, loadCataloguePart } from 'shared-runtime/i18n';
import { localeAtom, sessionStore } from 'shared-runtime/session';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { detectMode, readPlatformHosts } from './features/mode/detect-mode';
import { createFederationApi } from './features/remotes/federation';
import { browserReloadDeps } from './features/remotes/reload-guard';
import { createRemoteLoader, fetchRemotesManifest } from './features/remotes/remote-registry';
import { PROVIDED_LAZILY } from './lib/provided-modules';
import { SITE_MODE_REMOTES } from './lib/remotes';
import { type ShellServices } from './lib/services';

const platformHosts = readPlatformHosts(document);
const hostname = window.location.hostname;
// A partner host stays a partner host for the page's life: only the storefront remotes may ever be registered.
const initialMode = detectMode(hostname, window.location.pathname, platformHosts);
const partnerSite = initialMode === 'partner-site';

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

// Referenced so webpack provides these shared modules to the remotes (see provided-modules.ts); never called here.
void PROVIDED_LAZILY;

// /remotes.json is tiny and every page needs it; asking now saves a round trip when the first area mounts.
services.remoteLoader.warmUp?.();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

/**
 * The first paint's language: the URL's (LangSync makes it the session's) or else the cookie's. Its catalogue
 * loads on demand, so a no/sv page waits for it (the empty page is the loading state, as while the scripts load)
 * rather than flash English; English (bundled) renders at once. A slow or failed fetch gives up after a few
 * seconds and renders in English, which re-renders in the language when the catalogue arrives.
 */
const firstSegment = window.location.pathname.split('/')[1];
const initialLocale: Locale = isLocale(firstSegment) ? firstSegment : sessionStore.get(localeAtom);

/** A page the server drew (ADR 0034): the data it was drawn with, to hydrate with the same. */
interface ServerState {
  locale: Locale;
  swr: Record<string, unknown>;
}

function readServerState(): ServerState | null {
  const script = document.getElementById(SERVER_RENDER.stateId);
  if (!script || !container?.hasAttribute(SERVER_RENDER.rootAttribute)) return null;
  try {
    const state = JSON.parse(script.textContent ?? '') as Partial<ServerState>;
    return isLocale(state.locale) && typeof state.swr === 'object' && state.swr !== null ? { locale: state.locale, swr: state.swr } : null;
  } catch (error) {
    console.error('The server-rendered page has unreadable state; drawing it again', error);
    return null;
  }
}

const serverState = readServerState();
// The first render must be in the language the server drew (LangSync would switch only after it).
if (serverState) sessionStore.set(localeAtom, serverState.locale);
const CATALOGUE_WAIT_MS = 3000;

function render(root: HTMLElement): void {
  const app = (
    <StrictMode>
      <AppProvider services={services} {...(serverState ? { swr: { fallback: serverState.swr } } : {})}>
        <AppRouter />
      </AppProvider>
    </StrictMode>
  );
  if (serverState) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

void Promise.race([
  // A panel page needs the panel's part of the catalogue as well (a storefront page never downloads it).
  (initialMode === 'panel' ? loadCataloguePart('panel', initialLocale) : loadCatalogue(initialLocale)).catch((error: unknown) =>
    console.error(`Could not load the ${initialLocale} catalogue`, error),
  ),
  new Promise((resolve) => setTimeout(resolve, CATALOGUE_WAIT_MS)),
]).then(() => render(container));
