import * as v from 'valibot';
import { isRemoteName, type RemoteExpose, type RemoteName } from '../../lib/remotes';
import { isIncompatibleShareError } from './chunk-error';

/** `/remotes.json`: MF name -> URL of that remote's mf-manifest.json, for the current WAYHUB_ENV. */
export const RemotesManifestSchema = v.record(v.string(), v.pipe(v.string(), v.nonEmpty()));
export type RemotesManifest = v.InferOutput<typeof RemotesManifestSchema>;

export const REMOTES_MANIFEST_URL = '/remotes.json';

export interface RemoteEntry {
  name: RemoteName;
  entry: string;
}

/** The slice of '@module-federation/enhanced/runtime' the shell uses; injected so tests need no real runtime. */
export interface FederationApi {
  registerRemotes(remotes: RemoteEntry[], options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

export interface RemoteLoader {
  load(remote: RemoteName, expose: RemoteExpose): Promise<unknown>;
  /** Fetches /remotes.json and registers the remotes now, without fetching any remote. */
  warmUp?(): void;
}

export class RemoteNotAllowedError extends Error {
  constructor(readonly remote: RemoteName) {
    super(`Remote "${remote}" is not available in this mode`);
    this.name = 'RemoteNotAllowedError';
  }
}

export class RemoteNotConfiguredError extends Error {
  constructor(readonly remote: RemoteName) {
    super(`Remote "${remote}" is missing from ${REMOTES_MANIFEST_URL}`);
    this.name = 'RemoteNotConfiguredError';
  }
}

/**
 * Entries for the runtime, made absolute against the page origin because the runtime resolves manifest-relative
 * chunk URLs from the entry. Unknown names are dropped: the shell only ever loads the seven remotes it knows.
 */
export function toRemoteEntries(manifest: RemotesManifest, origin: string, allowed: (name: RemoteName) => boolean): RemoteEntry[] {
  const entries: RemoteEntry[] = [];
  for (const [name, url] of Object.entries(manifest)) {
    if (!isRemoteName(name) || !allowed(name)) continue;
    entries.push({ name, entry: new URL(url, origin).href });
  }
  return entries;
}

export async function fetchRemotesManifest(fetchFn: typeof fetch, url: string = REMOTES_MANIFEST_URL): Promise<RemotesManifest> {
  const response = await fetchFn(url, { headers: { accept: 'application/json' }, cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return v.parse(RemotesManifestSchema, await response.json());
}

export interface RemoteLoaderOptions {
  federation: FederationApi;
  fetchManifest: () => Promise<RemotesManifest>;
  origin: string;
  /** Which remotes this page may fetch (partner-site mode never fetches panel remotes). */
  allowed: (name: RemoteName) => boolean;
}

/**
 * Registers the remotes once (lazily, on the first load) and loads exposes. A failed manifest fetch is not
 * cached, so "retry" really fetches again. A remote the runtime refused as incompatible (a strict shared singleton it
 * cannot have) stays refused with that same error until the page reloads: the runtime has half-initialised its
 * container by then, and a second load would fail with a meaningless TypeError instead.
 */
export function createRemoteLoader({ federation, fetchManifest, origin, allowed }: RemoteLoaderOptions): RemoteLoader {
  let registered: Promise<ReadonlySet<RemoteName>> | null = null;
  const refused = new Map<RemoteName, unknown>();

  const ensureRegistered = () => {
    registered ??= fetchManifest().then(
      (manifest) => {
        const entries = toRemoteEntries(manifest, origin, allowed);
        federation.registerRemotes(entries);
        return new Set(entries.map((entry) => entry.name));
      },
      (error: unknown) => {
        registered = null;
        throw error;
      },
    );
    return registered;
  };

  return {
    warmUp() {
      // Only the small manifest; a failure here is retried by the first real load.
      ensureRegistered().catch(() => undefined);
    },
    async load(remote, expose) {
      if (!allowed(remote)) throw new RemoteNotAllowedError(remote);
      const names = await ensureRegistered();
      if (!names.has(remote)) throw new RemoteNotConfiguredError(remote);
      if (refused.has(remote)) throw refused.get(remote);
      let module: unknown;
      try {
        module = await federation.loadRemote<unknown>(`${remote}/${expose.replace(/^\.\//, '')}`);
      } catch (error) {
        if (isIncompatibleShareError(error)) refused.set(remote, error);
        throw error;
      }
      if (module === null || module === undefined) throw new Error(`Remote "${remote}" returned nothing for ${expose}`);
      return module;
    },
  };
}
