/**
 * A scrolled_fixed header is transparent over a hero and solid everywhere else. The hero (a page section) tells the
 * header (chrome) that it is the first thing under it through this context, so the two features stay apart.
 */
import { createContext, useContext, useLayoutEffect } from 'react';

export interface HeaderOverlay {
  /** Called by a hero at the top of the page; returns the function that withdraws it. */
  registerHero: () => () => void;
}

export const HeaderOverlayContext = createContext<HeaderOverlay | null>(null);

/** Marks the calling hero as lying under the header while it is mounted (a no-op outside the storefront chrome). */
export function useHeroUnderHeader(active: boolean): void {
  const overlay = useContext(HeaderOverlayContext);
  useLayoutEffect(() => {
    if (!overlay || !active) return undefined;
    return overlay.registerHero();
  }, [overlay, active]);
}
