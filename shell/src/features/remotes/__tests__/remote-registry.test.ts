import { REMOTES, SITE_MODE_REMOTES, type RemoteName } from '../../../lib/remotes';
import {
  createRemoteLoader,
  type FederationApi,
  fetchRemotesManifest,
  RemoteNotAllowedError,
  type RemoteEntry,
  toRemoteEntries,
} from '../remote-registry';

const MANIFEST = {
  mfe_site: '/remotes/mfe-site/0.1.0/mf-manifest.json',
  mfe_admin: 'https://cdn.example/remotes/mfe-admin/0.2.0/mf-manifest.json',
  mfe_unknown: '/remotes/x/mf-manifest.json',
};

function fakeFederation() {
  const registered: RemoteEntry[] = [];
  const loaded: string[] = [];
  const api: FederationApi = {
    registerRemotes: (remotes) => void registered.push(...remotes),
    loadRemote: async <T,>(id: string) => {
      loaded.push(id);
      return { default: `module ${id}` } as T;
    },
  };
  return { api, registered, loaded };
}

describe('remote registration from /remotes.json', () => {
  it('makes entries absolute against the page origin and drops names the shell does not know', () => {
    expect(toRemoteEntries(MANIFEST, 'http://localhost:8080', () => true)).toEqual([
      { name: 'mfe_site', entry: 'http://localhost:8080/remotes/mfe-site/0.1.0/mf-manifest.json' },
      { name: 'mfe_admin', entry: 'https://cdn.example/remotes/mfe-admin/0.2.0/mf-manifest.json' },
    ]);
  });

  it('registers once, lazily, and loads "<remote>/<expose>"', async () => {
    const federation = fakeFederation();
    let manifestFetches = 0;
    const loader = createRemoteLoader({
      federation: federation.api,
      fetchManifest: async () => {
        manifestFetches += 1;
        return MANIFEST;
      },
      origin: 'http://localhost:8080',
      allowed: () => true,
    });
    expect(manifestFetches).toBe(0);
    await expect(loader.load(REMOTES.site, './Area')).resolves.toEqual({ default: 'module mfe_site/Area' });
    await loader.load(REMOTES.admin, './Area');
    expect(manifestFetches).toBe(1);
    expect(federation.registered.map((r) => r.name)).toEqual(['mfe_site', 'mfe_admin']);
    expect(federation.loaded).toEqual(['mfe_site/Area', 'mfe_admin/Area']);
  });

  it('keeps refusing a remote the runtime found incompatible, with the same error, without loading it again', async () => {
    const refusal = new Error(
      '[ Federation Runtime ]: Version 1.0.0 from shell of shared singleton module shared-contracts does not satisfy the requirement of mfe_admin which needs ^2.0.0)',
    );
    const loaded: string[] = [];
    const loader = createRemoteLoader({
      federation: {
        registerRemotes: () => undefined,
        loadRemote: async (id: string) => {
          loaded.push(id);
          // What the runtime does on a second try after the refusal: a meaningless TypeError.
          if (loaded.length > 1) throw new TypeError("Cannot read properties of undefined (reading 'v')");
          throw refusal;
        },
      },
      fetchManifest: async () => MANIFEST,
      origin: 'http://localhost:8080',
      allowed: () => true,
    });
    await expect(loader.load(REMOTES.admin, './Area')).rejects.toBe(refusal);
    await expect(loader.load(REMOTES.admin, './Area')).rejects.toBe(refusal);
    expect(loaded).toEqual(['mfe_admin/Area']);
  });

  it('in partner-site mode never registers nor loads a panel remote', async () => {
    const federation = fakeFederation();
    const loader = createRemoteLoader({
      federation: federation.api,
      fetchManifest: async () => MANIFEST,
      origin: 'http://demo.localhost:8080',
      allowed: (name: RemoteName) => SITE_MODE_REMOTES.has(name),
    });
    await expect(loader.load(REMOTES.admin, './Area')).rejects.toBeInstanceOf(RemoteNotAllowedError);
    await loader.load(REMOTES.site, './Area');
    expect(federation.registered.map((r) => r.name)).toEqual(['mfe_site']);
    expect(federation.loaded).toEqual(['mfe_site/Area']);
  });

  it('warmUp registers from the manifest without loading any remote', async () => {
    const federation = fakeFederation();
    const loader = createRemoteLoader({ federation: federation.api, fetchManifest: async () => MANIFEST, origin: 'http://localhost:8080', allowed: () => true });
    loader.warmUp?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(federation.registered.map((r) => r.name)).toEqual(['mfe_site', 'mfe_admin']);
    expect(federation.loaded).toEqual([]);
  });

  it('fetches the manifest again after a failure, so retry really retries', async () => {
    const federation = fakeFederation();
    let calls = 0;
    const loader = createRemoteLoader({
      federation: federation.api,
      fetchManifest: async () => {
        calls += 1;
        if (calls === 1) throw new Error('/remotes.json answered 503');
        return MANIFEST;
      },
      origin: 'http://localhost:8080',
      allowed: () => true,
    });
    await expect(loader.load(REMOTES.site, './Area')).rejects.toThrow('503');
    await expect(loader.load(REMOTES.site, './Area')).resolves.toBeDefined();
    expect(calls).toBe(2);
  });

  it('rejects a remote missing from the manifest', async () => {
    const loader = createRemoteLoader({
      federation: fakeFederation().api,
      fetchManifest: async () => ({ mfe_site: '/x.json' }),
      origin: 'http://localhost:8080',
      allowed: () => true,
    });
    await expect(loader.load(REMOTES.checkout, './Area')).rejects.toThrow('mfe_checkout');
  });
});

describe('fetchRemotesManifest', () => {
  // Only the parts of a Response the function reads; jsdom has no fetch of its own.
  const answer = (status: number, body: unknown) => (async () => ({ ok: status >= 200 && status < 300, status, json: async () => body })) as unknown as typeof fetch;

  it('parses a valid manifest', async () => {
    await expect(fetchRemotesManifest(answer(200, MANIFEST))).resolves.toEqual(MANIFEST);
  });

  it('refuses a non-2xx answer and a manifest of the wrong shape', async () => {
    await expect(fetchRemotesManifest(answer(503, 'down'))).rejects.toThrow('503');
    await expect(fetchRemotesManifest(answer(200, { mfe_site: 3 }))).rejects.toThrow();
  });
});
