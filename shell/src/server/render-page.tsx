/**
 * The shell's server render of a partner-site page (ADR 0034). The API calls `createPageRenderer` once and then
 * `render` per request; it streams the document's head while this runs and falls back to the client render when
 * this throws.
 *
 * - The tree is the browser's: the shell's providers, router and SiteRoutes, with mfe-site's './Area' loaded through
 *   Module Federation from the **server build** of the version the environment's remotes manifest names now (a
 *   manifest edit applies at the next request; nothing restarts).
 * - Each request has its own session store (locale), HTTP client (kept in Node's async context, so the remote's
 *   fetchers use it), SWR cache and emotion cache: concurrent requests share nothing but loaded code.
 * - Data: the page is drawn with React's streaming renderer; a component asking SWR for a key the request has no
 *   answer for suspends while the key's own fetcher runs, and React draws that part again with the answer. The
 *   answers go into the page for hydration, so the browser draws the same thing.
 * - The styles the markup uses are extracted from that pass's emotion cache into <style> tags the browser's emotion
 *   adopts.
 * - Any error of the render (a failed chunk, an exception in a component) rejects: the API then sends the client
 *   render. A half-drawn page is never sent.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough, type Readable } from 'node:stream';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { unstable_serialize, type Middleware, type SWRConfiguration } from 'swr';
import { isLocale, type Locale } from 'shared-contracts/constants';
import { createHttpClient, setHttpClientScope, type HttpClient } from 'shared-runtime/http';
import { isCatalogueReady } from 'shared-runtime/i18n';
import { createSessionStore, loadLocaleCatalogue, localeAtom, pageHostAtom, serviceOriginAtom, SessionStoreProvider } from 'shared-runtime/session';
import { AppProvider } from '../app/provider';
import { AppRouter } from '../app/router';
import { PROVIDED_LAZILY } from '../lib/provided-modules';
import { REMOTES, type RemoteName } from '../lib/remotes';
import { type ShellServices } from '../lib/services';
import { type RemoteLoader } from '../features/remotes/remote-registry';

/** One render settles the data; another follows only when a lazy page opened texts still to load. */
export const MAX_PASSES = 3;
export interface ServerState {
  locale: Locale;
  /** SWR's fallback: serialised key → answer. */
  swr: Record<string, unknown>;
}

export interface RendererOptions {
  /** Fetches the page's API calls: the API passes its in-process fetch. */
  fetch: typeof globalThis.fetch;
  /** The origin API calls are made on. */
  origin: string;
  /**
   * Where the remotes manifest's (relative) URLs are fetched from: the runtime loads a remote's server entry with
   * Node's own fetch, so this is a real address (the API's own, or the remotes' origin in the compose topology).
   */
  remotesOrigin: string;
  /** The API's own address as this process reaches it: the embedded search engine answers there. */
  serviceOrigin: string;
  /** The shell's platform hosts (the API's configuration), as the browser reads them from the page. */
  platformHosts: readonly string[];
}

export interface RenderRequest {
  /** The host name the page is asked for (a partner site's). */
  hostname: string;
  /** Path and query, e.g. /no/page/about?x=1. */
  path: string;
  /** The environment's remotes manifest as it is now (name → browser mf-manifest.json URL). */
  remotes: Readonly<Record<string, string>>;
  /** Gives up (rejects) when aborted. */
  signal?: AbortSignal;
}

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** <style> tags for that markup. */
  styles: string;
  /** What the browser hydrates with (the API puts it in the page as JSON; bootstrap.tsx reads it). */
  state: ServerState;
  /** Which mfe-site server build drew it (its remoteEntry.js URL). */
  remoteEntry: string;
}

/** `/remotes/mfe-site/1.2.0/mf-manifest.json` → `<origin>/remotes/mfe-site/1.2.0/server/remoteEntry.js`. */
export function serverEntryOf(manifestUrl: string, origin: string): string {
  return new URL('server/remoteEntry.js', new URL(manifestUrl, origin)).href;
}

// Referenced so this build provides them to the remote, as the browser's shell does (provided-modules.ts).
void PROVIDED_LAZILY;

const requestClient = new AsyncLocalStorage<HttpClient>();
let scopeInstalled = false;

/**
 * The server's SWR middleware: a key the request has no answer for yet suspends the component asking (React retries
 * that part alone once the key's own fetcher has answered), so one render settles the page's data, however deep the
 * calls depend on each other. An answer goes to the hook as its fallbackData: what the browser's SWR gets from the
 * page's state, so hydration draws the same. A failed call is drawn as a call still on its way.
 */
function settleMiddleware(known: Record<string, unknown>, failed: Set<string>, inflight: Map<string, Promise<void>>): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    let resolved: unknown = key;
    try {
      resolved = typeof key === 'function' ? (key as () => unknown)() : key;
    } catch {
      resolved = null;
    }
    if (resolved === null || resolved === undefined || resolved === false || !fetcher) return useSWRNext(key, fetcher, config);
    const id = unstable_serialize(resolved);
    if (!(id in known) && !failed.has(id)) {
      let pending = inflight.get(id);
      if (!pending) {
        pending = Promise.resolve()
          .then(() => (fetcher as (arg: unknown) => unknown)(resolved))
          .then(
            (data) => {
              known[id] = data;
            },
            () => {
              failed.add(id);
            },
          );
        inflight.set(id, pending);
      }
      // Suspense's contract for a library: React waits for the promise, then renders this component again.
      throw pending;
    }
    return useSWRNext(key, fetcher, id in known ? ({ ...config, fallbackData: known[id] } as typeof config) : config);
  };
}

function drain(stream: Readable): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (text += chunk));
    stream.on('end', () => resolve(text));
    stream.on('error', reject);
  });
}

function emotionCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  // Compat mode: emotion keeps the rules in the cache instead of drawing <style> elements into the markup (they
  // would not be there when the browser hydrates); extractCriticalToChunks collects them afterwards.
  cache.compat = true;
  return cache;
}

export function createPageRenderer(options: RendererOptions) {
  if (!scopeInstalled) {
    setHttpClientScope(() => requestClient.getStore());
    scopeInstalled = true;
  }
  let registeredEntry: string | null = null;

  function useSiteServerBuild(remotes: Readonly<Record<string, string>>): string {
    const manifest = remotes[REMOTES.site];
    if (!manifest) throw new Error(`The remotes manifest names no ${REMOTES.site}`);
    const entry = serverEntryOf(manifest, options.remotesOrigin);
    if (entry !== registeredEntry) {
      // A version switch: the next load fetches the new server build; pages being drawn keep the code they have.
      registerRemotes([{ name: REMOTES.site, entry }], { force: registeredEntry !== null });
      registeredEntry = entry;
    }
    return entry;
  }

  const remoteLoader: RemoteLoader = {
    load: (remote: RemoteName, expose) => {
      if (remote !== REMOTES.site) return Promise.reject(new Error(`${remote} is not drawn on the server`));
      return loadRemote(`${remote}/${expose.replace(/^\.\//, '')}`).then((module) => {
        if (!module) throw new Error(`${remote}${expose.slice(1)} is missing from its server build`);
        return module;
      });
    },
  };

  async function render(request: RenderRequest): Promise<RenderedPage> {
    const lang = request.path.split(/[/?#]/)[1];
    if (!isLocale(lang)) throw new Error(`No language in ${request.path}`);
    const remoteEntry = useSiteServerBuild(request.remotes);
    // The area first: a missing or broken server build is a fallback, not a page with an error panel.
    await remoteLoader.load(REMOTES.site, './Area');

    const store = createSessionStore();
    store.set(localeAtom, lang);
    store.set(pageHostAtom, request.hostname);
    store.set(serviceOriginAtom, options.serviceOrigin);
    const http = createHttpClient({
      baseUrl: options.origin,
      fetch: options.fetch,
      store,
      navigate: () => undefined,
      onAlert: () => undefined,
    });
    const services: ShellServices = {
      hostname: request.hostname,
      platformHosts: options.platformHosts,
      remoteLoader,
      // A server render never reloads: a failed chunk rejects the render (the client render takes over).
      reloadGuard: { now: () => Date.now(), storage: { getItem: () => null, setItem: () => undefined }, reload: () => undefined },
    };
    const page = (swr: SWRConfiguration, cache: EmotionCache): ReactNode => (
      <CacheProvider value={cache}>
        <SessionStoreProvider store={store}>
          <AppProvider services={services} swr={swr}>
            <AppRouter location={request.path} />
          </AppProvider>
        </SessionStoreProvider>
      </CacheProvider>
    );

    /** One pass with React's streaming renderer, read whole once every boundary is ready; any error rejects. */
    const drawPass = (swr: SWRConfiguration, cache: EmotionCache) =>
      new Promise<string>((resolve, reject) => {
        const out = new PassThrough();
        let failure: unknown = null;
        const stream = renderToPipeableStream(page(swr, cache), {
          // Never outline a boundary (React sends a large one after its fallback, revealed by script): the page must
          // read whole without JavaScript.
          progressiveChunkSize: Number.MAX_SAFE_INTEGER,
          onAllReady: () => {
            if (failure) return reject(failure);
            stream.pipe(out);
            drain(out).then(resolve, reject);
          },
          onShellError: reject,
          onError: (error) => {
            failure ??= error;
          },
        });
        request.signal?.addEventListener('abort', () => stream.abort(request.signal?.reason), { once: true });
      });

    return requestClient.run(http, async () => {
      const known: Record<string, unknown> = {};
      const failed = new Set<string>();
      const inflight = new Map<string, Promise<void>>();
      for (let pass = 0; pass < MAX_PASSES; pass += 1) {
        request.signal?.throwIfAborted();
        await loadLocaleCatalogue(store);
        const cache = emotionCache();
        const emotion = createEmotionServer(cache);
        const html = await drawPass({ provider: () => new Map(), use: [settleMiddleware(known, failed, inflight)] }, cache);
        // A page that opened a part of the catalogue this process has not loaded yet in its language (a lazy page's
        // texts) is drawn again once that part is here; its data is all known by then.
        if (isCatalogueReady(lang) || pass === MAX_PASSES - 1) {
          const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
          return { html, styles, state: { locale: lang, swr: known }, remoteEntry };
        }
      }
      throw new Error('unreachable: the last pass returns');
    });
  }

  return { render };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
