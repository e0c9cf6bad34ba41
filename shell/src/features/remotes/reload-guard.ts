import { TIMINGS } from 'shared-contracts/constants';

/** sessionStorage key holding the time (ms since epoch) of the last chunk-failure reload. */
export const LAST_CHUNK_RELOAD_KEY = 'wayhub.lastChunkReloadAt';

export interface ReloadGuardDeps {
  now: () => number;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  windowMs?: number;
}

/** A reload is allowed when none happened within the guard window (spec 000 §4.2, §9: 60 s). */
export function mayReload(lastReloadAt: number | null, now: number, windowMs: number = TIMINGS.pageReloadGuardMs): boolean {
  if (lastReloadAt === null) return true;
  // A clock that went backwards must not block reloads forever, nor allow a reload loop: treat it as "long ago".
  if (now < lastReloadAt) return true;
  return now - lastReloadAt >= windowMs;
}

function readLastReload(storage: ReloadGuardDeps['storage']): number | null {
  const raw = storage.getItem(LAST_CHUNK_RELOAD_KEY);
  if (raw === null) return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

/**
 * Reloads the page after a failed chunk, at most once per window. Returns true when a reload was started;
 * false means the caller must show its error panel instead. Without working storage we cannot tell whether
 * we already reloaded, so we do not reload at all rather than risk a loop.
 */
export function reloadOnceForChunkError(deps: ReloadGuardDeps): boolean {
  const now = deps.now();
  try {
    if (!mayReload(readLastReload(deps.storage), now, deps.windowMs)) return false;
    deps.storage.setItem(LAST_CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  deps.reload();
  return true;
}

/** The browser's own dependencies, for the components that call the guard. */
export function browserReloadDeps(): ReloadGuardDeps {
  return {
    now: () => Date.now(),
    storage: window.sessionStorage,
    reload: () => window.location.reload(),
  };
}
