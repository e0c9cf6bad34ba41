/**
 * The cache of server-drawn public pages (issue 16 §4, ADR 0034): per origin, path and query (the language is the
 * path's first segment, and the origin names the site), so a page is drawn once and then served until it goes stale.
 *
 * - **Revalidation:** an entry is fresh for `freshMs`; after that it is still served, while one render in the
 *   background replaces it (stale-while-revalidate); after `maxAgeMs` it is drawn again before it is sent.
 * - **Invalidation by generation:** every key carries the cache's generation. A back-office write that can change a
 *   public page (a page published, a site's settings or theme, the catalogue) bumps it, and every later request looks
 *   under the new one: nothing to enumerate or delete. Old entries age out.
 * - **Where:** in this process by default (a bounded map); with REDIS_URL, in Redis, where the generation is a
 *   counter every API replica reads, so one replica's invalidation reaches them all at their next request.
 */
import type { Redis } from 'ioredis';

export interface CachedPage {
  body: string;
  storedAt: number;
}

export interface PageCacheStore {
  generation(): Promise<number>;
  bump(): Promise<void>;
  get(key: string): Promise<CachedPage | undefined>;
  set(key: string, page: CachedPage, ttlMs: number): Promise<void>;
}

export const PAGE_CACHE = {
  /** Served without a second look. */
  freshMs: 60_000,
  /** Served stale (and redrawn behind it) up to this age; older entries are drawn again first. */
  maxAgeMs: 10 * 60_000,
  /** In-process entries kept at most (oldest out first). */
  maxEntries: 2_000,
} as const;

export function memoryStore(maxEntries: number = PAGE_CACHE.maxEntries): PageCacheStore {
  let generation = 0;
  const entries = new Map<string, { page: CachedPage; expires: number }>();
  return {
    generation: async () => generation,
    async bump() {
      generation += 1;
      entries.clear();
    },
    async get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= Date.now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.page;
    },
    async set(key, page, ttlMs) {
      entries.delete(key);
      entries.set(key, { page, expires: Date.now() + ttlMs });
      // A Map keeps insertion order: the first key is the oldest write.
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
  };
}

const GENERATION_KEY = 'wayhub:pages:generation';
const pageKey = (key: string) => `wayhub:pages:${key}`;

export function redisStore(redis: Redis): PageCacheStore {
  return {
    generation: async () => Number((await redis.get(GENERATION_KEY)) ?? 0),
    async bump() {
      await redis.incr(GENERATION_KEY);
    },
    async get(key) {
      const text = await redis.get(pageKey(key));
      if (!text) return undefined;
      try {
        return JSON.parse(text) as CachedPage;
      } catch {
        return undefined;
      }
    },
    async set(key, page, ttlMs) {
      await redis.set(pageKey(key), JSON.stringify(page), 'PX', ttlMs);
    },
  };
}

export interface PageCache {
  /**
   * The page at `address`: from the cache when there is one young enough, else from `draw` (stored when it gives a
   * page; `undefined`, e.g. the client-render fallback, is never stored). A stale entry is served while `draw` runs
   * once in the background.
   */
  page(address: string, draw: () => Promise<string | undefined>): Promise<{ body: string; cache: 'hit' | 'stale' | 'miss' } | undefined>;
  /** Every cached page is out of date (a back-office change). */
  invalidate(): Promise<void>;
}

export function createPageCache(store: PageCacheStore, options: { freshMs?: number; maxAgeMs?: number; log?: (line: string) => void; now?: () => number } = {}): PageCache {
  const freshMs = options.freshMs ?? PAGE_CACHE.freshMs;
  const maxAgeMs = options.maxAgeMs ?? PAGE_CACHE.maxAgeMs;
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => console.warn(line));
  const refreshing = new Map<string, Promise<string | undefined>>();

  async function drawAndStore(key: string, draw: () => Promise<string | undefined>): Promise<string | undefined> {
    const running = refreshing.get(key);
    if (running) return running;
    const work = (async () => {
      const body = await draw();
      if (body !== undefined) {
        await store.set(key, { body, storedAt: now() }, maxAgeMs).catch((error: unknown) => log(`[pages] cache write failed: ${(error as Error).message}`));
      }
      return body;
    })().finally(() => refreshing.delete(key));
    refreshing.set(key, work);
    return work;
  }

  return {
    async page(address, draw) {
      let key: string | null = null;
      let cached: CachedPage | undefined;
      try {
        key = `${await store.generation()}:${address}`;
        cached = await store.get(key);
      } catch (error) {
        // The cache is an optimisation: without it the page is drawn.
        log(`[pages] cache unavailable: ${(error as Error).message}`);
        const body = await draw();
        return body === undefined ? undefined : { body, cache: 'miss' };
      }
      const age = cached ? now() - cached.storedAt : Infinity;
      if (cached && age < freshMs) return { body: cached.body, cache: 'hit' };
      if (cached && age < maxAgeMs) {
        void drawAndStore(key, draw).catch((error: unknown) => log(`[pages] ${address}: background redraw failed: ${(error as Error).message}`));
        return { body: cached.body, cache: 'stale' };
      }
      const body = await drawAndStore(key, draw);
      return body === undefined ? undefined : { body, cache: 'miss' };
    },
    invalidate: () => store.bump(),
  };
}

/** The back office's families (spec 002 §7.0), directly or under the gateway. */
const BACK_OFFICE = /^(?:\/gateway)?\/(?:core|availability|booking)\/v1\//;

/**
 * Whether a request that just succeeded may have changed what public pages show: any write of the back office (a
 * page published, a site's settings or theme, a service, a bucket, a price). Guests' writes (carts, bookings) go to
 * the public families and leave the pages alone; the availability a page shows is fetched again by the browser.
 */
export function changesPublicPages(method: string, path: string, status: number): boolean {
  return method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS' && status < 400 && BACK_OFFICE.test(path);
}
