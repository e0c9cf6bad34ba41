import { act, render, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { COOKIES } from 'shared-contracts/constants';
import { createPartnerSite, createUser } from 'shared-contracts/testing';
import { isCatalogueReady, loadCataloguePart, registerCatalogue } from '../i18n/intl';
import { SessionStoreProvider } from './context';
import { readCookie, writeCookie } from './cookies';
import { useAlert, useAlerts, useCataloguePart, useCatalogueReady, useCurrentUser, useIntl, useLocale, usePageMeta, usePageMetaValue, useSelectedSite, useT } from './hooks';
import {
  accessTokenAtom,
  alertsAtom,
  catalogueReadyAtom,
  clearSession,
  createSessionStore,
  currentUserAtom,
  loadLocaleCatalogue,
  localeAtom,
  pageMetaAtom,
  selectedSiteIdAtom,
  selectedSiteInfoAtom,
  sessionStore,
} from './store';

function clearCookies() {
  for (const name of document.cookie.split(';').map((part) => part.split('=')[0]?.trim())) {
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

beforeEach(() => {
  clearCookies();
  act(() => {
    clearSession();
    sessionStore.set(localeAtom, 'en');
    sessionStore.set(pageMetaAtom, { title: '', breadcrumbs: [] });
  });
});

// First in the file: the tests below set 'no' and 'sv', which loads their catalogues for the rest of it.
describe('catalogues on demand', () => {
  function Texts() {
    const t = useT();
    const intl = useIntl();
    const ready = useCatalogueReady();
    const [, setLocale] = useLocale();
    return (
      <>
        <p data-testid="text">{t('errors.accessDenied')}</p>
        <p data-testid="tag">{intl.locale}</p>
        <p data-testid="ready">{String(ready)}</p>
        <button onClick={() => setLocale('no')}>no</button>
      </>
    );
  }

  it('switching to no loads the Norwegian catalogue, showing English meanwhile, and re-renders in Norwegian', async () => {
    expect(isCatalogueReady('no')).toBe(false);
    render(<Texts />);
    expect(screen.getByTestId('text').textContent).toBe('Access Denied');

    act(() => screen.getByText('no').click());
    // The locale is set at once; the text stays English (never an id) until the chunk arrives.
    expect(readCookie('i18n_redirected')).toBe('no');
    expect(screen.getByTestId('text').textContent).toBe('Access Denied');
    expect(screen.getByTestId('ready').textContent).toBe('false');

    expect(await screen.findByText('Ingen tilgang')).toBeInTheDocument();
    expect(screen.getByTestId('tag').textContent).toBe('nb-NO');
    expect(screen.getByTestId('ready').textContent).toBe('true');
    expect(isCatalogueReady('no')).toBe(true);
  });

  it('a part a page asks for (useCataloguePart) arrives after it mounted and re-renders it with the new texts', async () => {
    const load = jest.fn(() => Promise.resolve({ 'site.checkout.cart.title': 'Your cart' }));
    registerCatalogue('late-test', { en: load });
    function CartTitle() {
      useCataloguePart('late-test');
      const t = useT();
      return <p data-testid="late">{t('site.checkout.cart.title')}</p>;
    }
    render(<CartTitle />);
    // The part is not here yet: formatjs shows the id.
    expect(screen.getByTestId('late').textContent).toBe('site.checkout.cart.title');
    expect(await screen.findByText('Your cart')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(isCatalogueReady('en')).toBe(true);
  });

  it('loadLocaleCatalogue loads the catalogue of the locale a store starts with (the cookie)', async () => {
    expect(isCatalogueReady('sv')).toBe(false);
    writeCookie('i18n_redirected', 'sv');
    const store = createStore();
    expect(store.get(catalogueReadyAtom)).toBe(false);
    await loadLocaleCatalogue(store);
    expect(isCatalogueReady('sv')).toBe(true);
    expect(store.get(catalogueReadyAtom)).toBe(true);
  });
});

function UserName() {
  const user = useCurrentUser();
  return <p data-testid="user">{user?.name ?? 'nobody'}</p>;
}

function SiteReader() {
  const site = useSelectedSite();
  return <p data-testid="site">{`${site.id}:${site.info?.name ?? '-'}`}</p>;
}

describe('one store shared by separate React roots (the shell and a remote)', () => {
  it('shows a user set from outside React in both roots', () => {
    const shellRoot = document.createElement('div');
    const remoteRoot = document.createElement('div');
    document.body.append(shellRoot, remoteRoot);
    render(<UserName />, { container: shellRoot });
    render(<UserName />, { container: remoteRoot });

    act(() => sessionStore.set(currentUserAtom, createUser({ name: 'Kari Nordmann' })));

    expect(screen.getAllByTestId('user').map((node) => node.textContent)).toEqual(['Kari Nordmann', 'Kari Nordmann']);
  });

  it('lets a remote select a site that the shell root then shows', () => {
    let select: ((id: number) => void) | undefined;
    let setInfo: ((info: ReturnType<typeof createPartnerSite>) => void) | undefined;
    function RemoteSelector() {
      const site = useSelectedSite();
      select = site.setId;
      setInfo = site.setInfo;
      return null;
    }
    render(<SiteReader />, { container: document.body.appendChild(document.createElement('div')) });
    render(<RemoteSelector />, { container: document.body.appendChild(document.createElement('div')) });

    act(() => {
      select?.(7);
      setInfo?.(createPartnerSite({ id: 7, name: 'Fjord Tours' }));
    });

    expect(screen.getByTestId('site').textContent).toBe('7:Fjord Tours');
  });
});

describe('one store per request (SessionStoreProvider)', () => {
  function Page() {
    const t = useT();
    const user = useCurrentUser();
    const [locale, setLocale] = useLocale();
    const alert = useAlert();
    return (
      <section>
        <p data-testid="page">{`${locale} ${user?.name ?? 'nobody'}: ${t('errors.accessDenied')}`}</p>
        <button onClick={() => setLocale('en')}>{`english ${user?.name ?? ''}`}</button>
        <button onClick={() => alert.show({ status: 'info', text: `hello ${user?.name ?? ''}` })}>{`alert ${user?.name ?? ''}`}</button>
      </section>
    );
  }

  it('renders two stores side by side, each with its own user and language, neither seeing the other', async () => {
    const kari = createSessionStore();
    const sven = createSessionStore();
    kari.set(currentUserAtom, createUser({ name: 'Kari' }));
    sven.set(currentUserAtom, createUser({ name: 'Sven' }));
    kari.set(localeAtom, 'no');
    sven.set(localeAtom, 'sv');
    // What a server render does before it renders: the request's language is there by the first paint.
    await Promise.all([loadLocaleCatalogue(kari), loadLocaleCatalogue(sven)]);

    render(
      <>
        <SessionStoreProvider store={kari}>
          <Page />
        </SessionStoreProvider>
        <SessionStoreProvider store={sven}>
          <Page />
        </SessionStoreProvider>
        <Page />
      </>,
    );
    const pages = () => screen.getAllByTestId('page').map((node) => node.textContent);
    expect(pages()).toEqual(['no Kari: Ingen tilgang', 'sv Sven: Åtkomst nekad', 'en nobody: Access Denied']);

    // A hook that writes writes its own store only: Kari switches to English, Sven stays Swedish.
    act(() => screen.getByText('english Kari').click());
    expect(pages()).toEqual(['en Kari: Access Denied', 'sv Sven: Åtkomst nekad', 'en nobody: Access Denied']);
    expect(sven.get(localeAtom)).toBe('sv');

    act(() => screen.getByText('alert Sven').click());
    expect(sven.get(alertsAtom)).toEqual([expect.objectContaining({ text: 'hello Sven' })]);
    expect(kari.get(alertsAtom)).toEqual([]);
    expect(sessionStore.get(alertsAtom)).toEqual([]);

    act(() => kari.set(currentUserAtom, createUser({ name: 'Ola' })));
    expect(pages()).toEqual(['en Ola: Access Denied', 'sv Sven: Åtkomst nekad', 'en nobody: Access Denied']);
    expect(sessionStore.get(currentUserAtom)).toBeNull();
  });

  it('re-renders a provided store when a part arrives while it is mounted', async () => {
    const store = createSessionStore();
    store.set(localeAtom, 'en');
    function Guest() {
      const t = useT();
      return <p data-testid="guest">{t('site.customer.pages.login')}</p>;
    }
    render(
      <SessionStoreProvider store={store}>
        <Guest />
      </SessionStoreProvider>,
    );
    // The guest area's part (mfe-customer-area registers it) is not loaded yet: formatjs shows the id.
    expect(screen.getByTestId('guest').textContent).toBe('site.customer.pages.login');
    registerCatalogue('customer', { en: () => Promise.resolve({ 'site.customer.pages.login': 'Log in to see your bookings' }) });
    await act(() => loadCataloguePart('customer', 'en'));
    expect(screen.getByTestId('guest').textContent).toBe('Log in to see your bookings');
  });
});

describe('cookies', () => {
  it('round-trips the selected site through its cookie', () => {
    const first = createStore();
    first.set(selectedSiteIdAtom, 42);
    expect(readCookie(COOKIES.selectedSite.name)).toBe('42');
    // A new page load (a fresh store) starts from the cookie.
    expect(createStore().get(selectedSiteIdAtom)).toBe(42);
    first.set(selectedSiteIdAtom, -1);
    expect(readCookie(COOKIES.selectedSite.name)).toBeNull();
    expect(createStore().get(selectedSiteIdAtom)).toBe(-1);
  });

  it('ignores a tampered site cookie', () => {
    writeCookie(COOKIES.selectedSite.name, 'abc');
    expect(createStore().get(selectedSiteIdAtom)).toBe(-1);
  });

  it('round-trips the locale through i18n_redirected', () => {
    expect(createStore().get(localeAtom)).toBe('en');
    createStore().set(localeAtom, 'sv');
    expect(readCookie('i18n_redirected')).toBe('sv');
    expect(createStore().get(localeAtom)).toBe('sv');
    writeCookie('i18n_redirected', 'klingon');
    expect(createStore().get(localeAtom)).toBe('en');
  });

  it('clearSession drops user, tokens, site and the session hint, and keeps the locale', () => {
    const store = createStore();
    store.set(localeAtom, 'no');
    store.set(currentUserAtom, createUser());
    store.set(accessTokenAtom, 'abc');
    store.set(selectedSiteIdAtom, 3);
    store.set(selectedSiteInfoAtom, createPartnerSite({ id: 3 }));
    writeCookie(COOKIES.sessionHint.name, '1');

    clearSession(store);

    expect([store.get(currentUserAtom), store.get(accessTokenAtom), store.get(selectedSiteInfoAtom)]).toEqual([null, null, null]);
    expect(store.get(selectedSiteIdAtom)).toBe(-1);
    expect(readCookie(COOKIES.sessionHint.name)).toBeNull();
    expect(readCookie(COOKIES.selectedSite.name)).toBeNull();
    expect(store.get(localeAtom)).toBe('no');
  });
});

describe('i18n hooks', () => {
  function Texts() {
    const t = useT();
    const intl = useIntl();
    const [, setLocale] = useLocale();
    return (
      <>
        <p data-testid="text">{t('errors.accessDenied')}</p>
        <p data-testid="greeting">{t('common.greeting', { name: 'Ola' })}</p>
        <p data-testid="tag">{intl.locale}</p>
        <button onClick={() => setLocale('no')}>no</button>
        <button onClick={() => setLocale('de')}>de</button>
      </>
    );
  }

  it('renders the current language and follows a change of locale, with English for non-panel locales', () => {
    render(<Texts />);
    expect(screen.getByTestId('text').textContent).toBe('Access Denied');

    act(() => screen.getByText('no').click());
    expect(screen.getByTestId('text').textContent).toBe('Ingen tilgang');
    expect(screen.getByTestId('greeting').textContent).toBe('Hei, Ola');
    expect(screen.getByTestId('tag').textContent).toBe('nb-NO');
    expect(readCookie('i18n_redirected')).toBe('no');

    act(() => screen.getByText('de').click());
    expect(screen.getByTestId('text').textContent).toBe('Access Denied');
  });
});

describe('page meta and alerts', () => {
  it('publishes a page title and breadcrumbs for the shell top bar, once per change', () => {
    let renders = 0;
    function TopBar() {
      const meta = usePageMetaValue();
      renders += 1;
      return <p data-testid="title">{`${meta.title} / ${meta.breadcrumbs.map((crumb) => crumb.label).join(' > ')}`}</p>;
    }
    function TourPage({ name }: { name: string }) {
      usePageMeta({ title: 'nav.profile', breadcrumbs: [{ label: 'nav.profile', href: '/en/npanel' }, { label: name }] });
      return null;
    }
    render(<TopBar />, { container: document.body.appendChild(document.createElement('div')) });
    const remote = render(<TourPage name="Glacier walk" />, { container: document.body.appendChild(document.createElement('div')) });
    expect(screen.getByTestId('title').textContent).toBe('nav.profile / nav.profile > Glacier walk');
    const settled = renders;
    remote.rerender(<TourPage name="Glacier walk" />);
    expect(renders).toBe(settled);
    remote.rerender(<TourPage name="Fjord cruise" />);
    expect(screen.getByTestId('title').textContent).toBe('nav.profile / nav.profile > Fjord cruise');
  });

  it('queues alerts that the shell toaster reads, and dismisses them', () => {
    let api: ReturnType<typeof useAlert> | undefined;
    function Toaster() {
      const alerts = useAlerts();
      api = useAlert();
      return <ul>{alerts.map((alert) => <li key={alert.id}>{'messageId' in alert ? alert.messageId : alert.text}</li>)}</ul>;
    }
    render(<Toaster />);
    let id = '';
    act(() => {
      id = api?.show({ status: 'info', messageId: 'errors.maxSiteLimit' }) ?? '';
      api?.show({ status: 'success', text: 'Saved' });
    });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['errors.maxSiteLimit', 'Saved']);
    act(() => api?.dismiss(id));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Saved']);
  });
});
