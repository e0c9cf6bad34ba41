/**
 * @jest-environment node
 */
// Node, as the storefront's server render will run: no document, no window.
import { renderToString } from 'react-dom/server';
import { createUser } from 'shared-contracts/testing';
import { SessionStoreProvider } from './context';
import { useCurrentUser, useLocale, useSelectedSite, useT } from './hooks';
import { createSessionStore, currentUserAtom, loadLocaleCatalogue, localeAtom, selectedSiteIdAtom, sessionStore } from './store';

function Page() {
  const t = useT();
  const user = useCurrentUser();
  const [locale] = useLocale();
  const site = useSelectedSite();
  return <p>{`${locale} ${user?.name ?? 'nobody'} site ${site.id}: ${t('errors.accessDenied')}`}</p>;
}

describe('server rendering, one store per request', () => {
  it('reads no cookie where there is no document: the cookie-backed atoms start from their defaults', () => {
    expect(typeof document).toBe('undefined');
    const store = createSessionStore();
    expect(store.get(localeAtom)).toBe('en');
    expect(store.get(selectedSiteIdAtom)).toBe(-1);
    // Writing one writes no cookie either (and does not throw).
    store.set(selectedSiteIdAtom, 4);
    expect(store.get(selectedSiteIdAtom)).toBe(4);
  });

  it('renders two requests, each in its own store and language, and leaves the page store alone', async () => {
    const requests = [
      { locale: 'no', name: 'Kari' },
      { locale: 'sv', name: 'Sven' },
    ] as const;
    const html: string[] = [];
    for (const request of requests) {
      const store = createSessionStore();
      store.set(localeAtom, request.locale);
      store.set(currentUserAtom, createUser({ name: request.name }));
      await loadLocaleCatalogue(store);
      html.push(
        renderToString(
          <SessionStoreProvider store={store}>
            <Page />
          </SessionStoreProvider>,
        ),
      );
    }
    expect(html).toEqual(['<p>no Kari site -1: Ingen tilgang</p>', '<p>sv Sven site -1: Åtkomst nekad</p>']);
    expect(sessionStore.get(currentUserAtom)).toBeNull();
    expect(sessionStore.get(localeAtom)).toBe('en');
  });
});
