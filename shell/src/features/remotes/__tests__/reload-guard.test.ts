import { LAST_CHUNK_RELOAD_KEY, mayReload, reloadOnceForChunkError, type ReloadGuardDeps } from '../reload-guard';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

function deps(now: number, storage = memoryStorage()): ReloadGuardDeps & { reloads: number; storage: ReturnType<typeof memoryStorage> } {
  const result = {
    now: () => now,
    storage,
    reloads: 0,
    reload: () => {
      result.reloads += 1;
    },
  };
  return result;
}

describe('chunk-failure reload guard (spec 000 §4.2: at most once per 60 s)', () => {
  it('reloads on the first chunk failure and remembers when', () => {
    const d = deps(1_000_000);
    expect(reloadOnceForChunkError(d)).toBe(true);
    expect(d.reloads).toBe(1);
    expect(d.storage.data.get(LAST_CHUNK_RELOAD_KEY)).toBe('1000000');
  });

  it('does not reload again within 60 s of the previous reload', () => {
    const storage = memoryStorage({ [LAST_CHUNK_RELOAD_KEY]: '1000000' });
    const d = deps(1_000_000 + 59_999, storage);
    expect(reloadOnceForChunkError(d)).toBe(false);
    expect(d.reloads).toBe(0);
    expect(storage.data.get(LAST_CHUNK_RELOAD_KEY)).toBe('1000000');
  });

  it('reloads again once 60 s have passed', () => {
    const storage = memoryStorage({ [LAST_CHUNK_RELOAD_KEY]: '1000000' });
    const d = deps(1_000_000 + 60_000, storage);
    expect(reloadOnceForChunkError(d)).toBe(true);
    expect(d.reloads).toBe(1);
    expect(storage.data.get(LAST_CHUNK_RELOAD_KEY)).toBe('1060000');
  });

  it('two failures in a row: the first reloads, the second (after the reload) shows the error instead', () => {
    const storage = memoryStorage();
    const first = deps(5_000, storage);
    const second = deps(5_000 + 2_000, storage);
    expect(reloadOnceForChunkError(first)).toBe(true);
    expect(reloadOnceForChunkError(second)).toBe(false);
    expect(first.reloads + second.reloads).toBe(1);
  });

  it('never reloads when storage is unusable, so a broken sessionStorage cannot cause a reload loop', () => {
    const d = deps(1, {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
      data: new Map(),
    });
    expect(reloadOnceForChunkError(d)).toBe(false);
    expect(d.reloads).toBe(0);
  });

  it('ignores a garbage timestamp', () => {
    expect(mayReload(null, 10)).toBe(true);
    const storage = memoryStorage({ [LAST_CHUNK_RELOAD_KEY]: 'yesterday' });
    expect(reloadOnceForChunkError(deps(10, storage))).toBe(true);
  });
});
