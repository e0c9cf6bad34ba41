/**
 * shared-runtime/remotes: one remote showing another remote's component (the site builder's preview renders
 * mfe-site's own sections). The shell knows where remotes live, which of them this page may load, and how a failed
 * one recovers, so it provides the renderer; a remote only names what it wants. Being part of the shared-runtime
 * singleton, the context object is the same in the shell and in every remote.
 */
import { createContext, useContext, type ReactNode } from 'react';

export interface RemoteSlotProps {
  /** The remote's Module Federation name, as its area manifest spells it (e.g. SITE_MANIFEST.remote). */
  remote: string;
  /** One of its exposes, e.g. './SectionPreview'. */
  expose: `./${string}`;
  props?: Record<string, unknown>;
  /** Shown while the remote loads, and where no shell renders remotes (a component test). */
  fallback?: ReactNode;
}

const RemoteSlotContext = createContext<((slot: RemoteSlotProps) => ReactNode) | null>(null);

/** The shell's renderer of another remote's expose. */
export const RemoteSlotProvider = RemoteSlotContext.Provider;

/** Another remote's component, rendered by the shell; `fallback` where there is no shell. */
export function RemoteSlot(slot: RemoteSlotProps) {
  const render = useContext(RemoteSlotContext);
  return <>{render ? render(slot) : (slot.fallback ?? null)}</>;
}
