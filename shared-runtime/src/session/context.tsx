/**
 * Which session store the hooks read. Without a provider it is the page's `sessionStore`, so the shell and the
 * remotes need no wrapper; a server render wraps each request in a provider with a store of its own
 * (createSessionStore), and the hooks below it read and write only that store.
 */
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { onCatalogueLoaded } from 'shared-runtime/i18n';
import { catalogueVersionAtom, sessionStore, type SessionStore } from './store';

const SessionStoreContext = createContext<SessionStore>(sessionStore);

export interface SessionStoreProviderProps {
  store: SessionStore;
  children?: ReactNode;
}

export function SessionStoreProvider({ store, children }: SessionStoreProviderProps) {
  useEffect(() => {
    // sessionStore hears of every catalogue from the start (store.ts). Another store hears of those that arrive
    // while it is mounted, so a part loaded late re-renders its texts; an effect, so a server render (which runs
    // none) subscribes nothing that would outlive its request.
    if (store === sessionStore) return undefined;
    return onCatalogueLoaded(() => store.set(catalogueVersionAtom, (version) => version + 1));
  }, [store]);
  return <SessionStoreContext.Provider value={store}>{children}</SessionStoreContext.Provider>;
}

/** The store of the nearest SessionStoreProvider, else the page's sessionStore. */
export function useSessionStore(): SessionStore {
  return useContext(SessionStoreContext);
}
