/**
 * The cart reference, kept in browser storage per site (spec 001 §4 "Cart"): without it the cart is empty. An add
 * stores the answer's cart_ref; a confirmed cart clears it. Components subscribe, so every one of them sees a change
 * at once (and another tab's, through the storage event).
 */
import { useSyncExternalStore } from 'react';
import { STOREFRONT_STORAGE } from 'shared-contracts/constants';

const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage can be disabled (privacy settings): the cart then lives for this page only.
    return null;
  }
}

const memory = new Map<number, string | null>();

export function readCartRef(siteId: number): string | null {
  const store = storage();
  if (!store) return memory.get(siteId) ?? null;
  return store.getItem(STOREFRONT_STORAGE.cartRef(siteId));
}

export function writeCartRef(siteId: number, ref: string | null): void {
  const store = storage();
  if (!store) memory.set(siteId, ref);
  else if (ref) store.setItem(STOREFRONT_STORAGE.cartRef(siteId), ref);
  else store.removeItem(STOREFRONT_STORAGE.cartRef(siteId));
  for (const listener of listeners) listener();
}

export function clearCartRef(siteId: number): void {
  writeCartRef(siteId, null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function useCartRef(siteId: number | null): string | null {
  return useSyncExternalStore(subscribe, () => (siteId === null ? null : readCartRef(siteId)), () => null);
}
