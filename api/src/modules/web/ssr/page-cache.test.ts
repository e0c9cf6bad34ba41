/**
 * The cache of server-drawn pages (issue 16 §4): fresh entries served as they are, stale ones served while one
 * background redraw replaces them, fallbacks never stored, and an invalidation that reaches every replica through
 * Redis. The Redis suite needs a server (TEST_REDIS_URL, else the machine's own at 127.0.0.1:6379).
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { changesPublicPages, createPageCache, memoryStore, redisStore, type PageCacheStore } from './page-cache';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

function counter(body = 'page') {
  let draws = 0;
  const draw = async () => {
    draws += 1;
    return `${body} ${draws}`;
  };
  return { draw, draws: () => draws };
}

function cacheSuite(name: string, makeStores: () => Promise<{ stores: [PageCacheStore, PageCacheStore]; close: () => Promise<void> }>) {
  describe(name, () => {
    let stores: [PageCacheStore, PageCacheStore];
    let close: () => Promise<void>;
    beforeEach(async () => {
      ({ stores, close } = await makeStores());
    });
    afterEach(() => close());

    it('draws a page once, then serves it while fresh', async () => {
      const time = clock();
      const cache = createPageCache(stores[0], { freshMs: 1000, maxAgeMs: 10_000, now: time.now });
      const pages = counter();
      expect(await cache.page('http://demo.localhost/en', pages.draw)).toEqual({ body: 'page 1', cache: 'miss' });
      time.advance(999);
      expect(await cache.page('http://demo.localhost/en', pages.draw)).toEqual({ body: 'page 1', cache: 'hit' });
      // Another address is another page.
      expect(await cache.page('http://demo.localhost/no', pages.draw)).toEqual({ body: 'page 2', cache: 'miss' });
      expect(pages.draws()).toBe(2);
    });

    it('serves a stale page while one redraw replaces it, and draws an expired one first', async () => {
      const time = clock();
      const cache = createPageCache(stores[0], { freshMs: 1000, maxAgeMs: 10_000, now: time.now });
      const pages = counter();
      await cache.page('a', pages.draw);
      time.advance(1500);
      const [first, second] = await Promise.all([cache.page('a', pages.draw), cache.page('a', pages.draw)]);
      expect([first?.cache, second?.cache]).toEqual(['stale', 'stale']);
      expect(first?.body).toBe('page 1');
      // One redraw for both requests; the next one gets it.
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(pages.draws()).toBe(2);
      expect(await cache.page('a', pages.draw)).toEqual({ body: 'page 2', cache: 'hit' });
      time.advance(20_000);
      expect(await cache.page('a', pages.draw)).toEqual({ body: 'page 3', cache: 'miss' });
    });

    it('never keeps a page the server could not draw (the client-render fallback)', async () => {
      const cache = createPageCache(stores[0]);
      let draws = 0;
      const fallback = async () => {
        draws += 1;
        return undefined;
      };
      expect(await cache.page('b', fallback)).toBeUndefined();
      expect(await cache.page('b', fallback)).toBeUndefined();
      expect(draws).toBe(2);
    });

    it('an invalidation in one process reaches the other at its next request', async () => {
      const one = createPageCache(stores[0]);
      const other = createPageCache(stores[1]);
      const pages = counter();
      await one.page('c', pages.draw);
      expect(await other.page('c', pages.draw)).toEqual({ body: 'page 1', cache: 'hit' });
      await one.invalidate();
      expect(await other.page('c', pages.draw)).toEqual({ body: 'page 2', cache: 'miss' });
      expect(await one.page('c', pages.draw)).toEqual({ body: 'page 2', cache: 'hit' });
    });
  });
}

cacheSuite('in process (two request handlers of one API process)', async () => {
  const shared = memoryStore();
  return { stores: [shared, shared], close: async () => undefined };
});

cacheSuite('in Redis (two clients are two API replicas)', async () => {
  const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const prefix = `test-${randomUUID()}:`;
  const clients = [new Redis(url, { keyPrefix: prefix, maxRetriesPerRequest: 1 }), new Redis(url, { keyPrefix: prefix, maxRetriesPerRequest: 1 })] as const;
  return {
    stores: [redisStore(clients[0]), redisStore(clients[1])],
    close: async () => {
      const keys = await clients[0].keys(`${prefix}*`);
      if (keys.length > 0) await clients[0].del(...keys.map((key) => key.slice(prefix.length)));
      await Promise.all(clients.map((client) => client.quit()));
    },
  };
});

describe('which requests invalidate the pages', () => {
  it('a successful back-office write does; reads, failures and guests’ writes do not', () => {
    expect(changesPublicPages('PUT', '/core/v1/partner-sites/1/pages/3', 200)).toBe(true);
    expect(changesPublicPages('POST', '/gateway/core/v1/partner-sites/1/settings', 201)).toBe(true);
    expect(changesPublicPages('DELETE', '/availability/v1/tours/4', 204)).toBe(true);
    expect(changesPublicPages('PATCH', '/booking/v1/buckets/2', 200)).toBe(true);
    expect(changesPublicPages('GET', '/core/v1/partner-sites/1', 200)).toBe(false);
    expect(changesPublicPages('PUT', '/core/v1/partner-sites/1/pages/3', 422)).toBe(false);
    expect(changesPublicPages('POST', '/booking/public/carts', 201)).toBe(false);
    expect(changesPublicPages('POST', '/nauth/npanel/login', 200)).toBe(false);
  });
});
