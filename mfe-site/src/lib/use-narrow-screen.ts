import { useSyncExternalStore } from 'react';

/** Below Chakra's `md` breakpoint (48rem), where the storefront's side panels stack above the content. */
const NARROW = '(max-width: 47.99rem)';

const media = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(NARROW) : null);
const subscribe = (onChange: () => void) => {
  const query = media();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};

/** True on a phone-sized screen, from the first render; false where the browser cannot say (no matchMedia). */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, () => media()?.matches ?? false, () => false);
}
