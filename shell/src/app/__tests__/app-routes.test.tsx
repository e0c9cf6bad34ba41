import 'shared-contracts/testing/dom-fetch';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'shared-ui/router';
import { PaymentMethod, Role } from 'shared-contracts/enums';
import { accessTokenAtom, currentUserAtom, customerTokenAtom, requestCartOpen, sessionStore } from 'shared-runtime/session';
import { createAdmin, createOperator, createPartner, createPartnerSite, createSupplier, createUser } from 'shared-contracts/testing';
import { type CurrentUser } from 'shared-contracts/users';
import { type RemoteLoader } from '../../features/remotes/remote-registry';
import { type RemoteName } from '../../lib/remotes';
import { startApiServer, type ApiServer } from 'shared-contracts/testing/api-server';
import { LocationProbe, renderShell, resetSession, type SessionState } from '../../testing/render-shell';
import { AppRoutes } from '../routes';

let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server.close());

/** A loader standing in for the federation runtime: each "remote" renders its name and the path it was given. */
function recordingLoader(): RemoteLoader & { loaded: RemoteName[] } {
  const loaded: RemoteName[] = [];
  return {
    loaded,
    load: async (remote) => {
      loaded.push(remote);
      function FakeArea() {
        const { pathname } = useLocation();
        return <p>{`${remote} renders ${pathname}`}</p>;
      }
      return { default: FakeArea };
    },
  };
}

function renderApp(
  route: string,
  options: { hostname?: string; session?: SessionState; user?: CurrentUser; locale?: 'en' | 'no' | 'sv' } = {},
) {
  resetSession(options.session ?? {});
  server.requests.length = 0;
  if (options.user) server.on('GET /core/v1/current/user', () => ({ body: { data: options.user } }));
  const loader = recordingLoader();
  const view = renderShell(
    <>
      <AppRoutes />
      <LocationProbe />
    </>,
    {
      route,
      apiBaseUrl: server.baseUrl,
      ...(options.locale ? { locale: options.locale } : {}),
      services: { hostname: options.hostname ?? 'localhost', platformHosts: ['localhost'], remoteLoader: loader },
    },
  );
  return { ...view, loader };
}

const location = () => screen.getByTestId('location');

describe('partner-site mode (any host but the platform one)', () => {
  it.each([
    ['/en', 'mfe_site'],
    ['/no/activity/12', 'mfe_site'],
    ['/en/booking-details/PAY-1', 'mfe_checkout'],
    ['/sv/customer-reservation/booking', 'mfe_customer_area'],
    ['/en/setup-terminal/settings', 'mfe_terminal'],
  ])('%s mounts %s', async (route, remote) => {
    const { loader } = renderApp(route, { hostname: 'demo.localhost' });
    expect(await screen.findByText(`${remote} renders ${route}`)).toBeInTheDocument();
    expect(loader.loaded).toEqual([remote]);
  });

  it.each(['/en/npanel', '/en/npanel/tour', '/en/admin/dashboard', '/en/login', '/en/no/such/page'])(
    '%s is an unknown route there: the site itself renders its not-found page, and no panel remote is ever fetched',
    async (route) => {
      const { loader } = renderApp(route, { hostname: 'demo.localhost', session: { sessionHint: true } });
      expect(await screen.findByText(`mfe_site renders ${route}`)).toBeInTheDocument();
      expect(loader.loaded).toEqual(['mfe_site']);
      expect(server.requests).toHaveLength(0);
    },
  );

  it('on the platform host an unknown storefront route is the shell error page', async () => {
    const { loader } = renderApp('/en/no/such/page', { hostname: 'localhost' });
    expect(await screen.findByRole('heading', { name: 'ERROR' })).toBeInTheDocument();
    expect(screen.getByText('Oops, Something went wrong')).toBeInTheDocument();
    expect(loader.loaded).toEqual([]);
  });

  it('a storefront page opens the cart through the session store (requestCartOpen), loading mfe_checkout then', async () => {
    resetSession();
    const loaded: string[] = [];
    const loader: RemoteLoader = {
      load: async (remote, expose) => {
        loaded.push(`${remote}/${expose}`);
        if (expose === './CartDrawer') {
          return { default: ({ open }: { open: boolean }) => (open ? <p>Cart is open</p> : null) };
        }
        return { default: () => <button onClick={() => requestCartOpen()}>Add to cart</button> };
      },
    };
    renderShell(<AppRoutes />, { route: '/en/activity/3', services: { hostname: 'demo.localhost', remoteLoader: loader } });
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Cart is open')).toBeInTheDocument();
    expect(loaded).toEqual(['mfe_site/./Area', 'mfe_checkout/./CartDrawer']);
  });

  it('the cart drawer (mfe_checkout) is fetched only when the storefront opens the cart, then opens and closes', async () => {
    resetSession();
    const loaded: string[] = [];
    const loader: RemoteLoader = {
      load: async (remote, expose) => {
        loaded.push(`${remote}/${expose}`);
        if (expose === './CartDrawer') {
          return {
            default: ({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) =>
              open ? <button onClick={() => onOpenChange(false)}>Close cart</button> : null,
          };
        }
        return { default: ({ onOpenCart }: { onOpenCart: () => void }) => <button onClick={onOpenCart}>Open cart</button> };
      },
    };
    renderShell(<AppRoutes />, { route: '/en/search', services: { hostname: 'demo.localhost', remoteLoader: loader } });
    const openCart = await screen.findByRole('button', { name: 'Open cart' });
    expect(loaded).toEqual(['mfe_site/./Area']);
    await userEvent.click(openCart);
    await userEvent.click(await screen.findByRole('button', { name: 'Close cart' }));
    expect(screen.queryByRole('button', { name: 'Close cart' })).not.toBeInTheDocument();
    // Reopening uses the drawer already loaded.
    await userEvent.click(screen.getByRole('button', { name: 'Open cart' }));
    expect(await screen.findByRole('button', { name: 'Close cart' })).toBeInTheDocument();
    expect(loaded).toEqual(['mfe_site/./Area', 'mfe_checkout/./CartDrawer']);
  });

  it('an unknown language is the error page', async () => {
    renderApp('/xx/search', { hostname: 'demo.localhost' });
    expect(await screen.findByRole('heading', { name: 'ERROR' })).toBeInTheDocument();
  });

  it('/ redirects to the remembered language (the locale atom starts from the i18n_redirected cookie)', async () => {
    const { loader } = renderApp('/', { hostname: 'demo.localhost', locale: 'sv' });
    await waitFor(() => expect(location().textContent).toBe('/sv'));
    expect(loader.loaded).toEqual(['mfe_site']);
  });

  it('/{lang}/logout revokes the customer session at the API, clears it and opens the customer login', async () => {
    server.on('POST /booking/v1/customer/logout', () => ({ body: { data: { ok: true } } }));
    resetSession();
    server.requests.length = 0;
    sessionStore.set(customerTokenAtom, 'customer-token-1');
    renderShell(
      <>
        <AppRoutes />
        <LocationProbe />
      </>,
      { route: '/en/logout', apiBaseUrl: server.baseUrl, services: { hostname: 'demo.localhost', platformHosts: ['localhost'], remoteLoader: recordingLoader() } },
    );
    await waitFor(() => expect(location().textContent).toBe('/en/customer-reservation/login'));
    expect(await screen.findByText('mfe_customer_area renders /en/customer-reservation/login')).toBeInTheDocument();
    const logout = server.requests.find((request) => request.method === 'POST' && request.path === '/booking/v1/customer/logout');
    expect(logout?.headers.authorization).toBe('Bearer customer-token-1');
    expect(sessionStore.get(customerTokenAtom)).toBeNull();
  });

  it('/{lang}/logout still ends the session and opens the login when the API cannot be reached', async () => {
    server.on('POST /booking/v1/customer/logout', () => ({ status: 500, body: { message: 'Database restarting', code: 'INTERNAL' } }));
    renderApp('/en/logout', { hostname: 'demo.localhost' });
    await waitFor(() => expect(location().textContent).toBe('/en/customer-reservation/login'));
    expect(server.requests.map((request) => `${request.method} ${request.path}`)).toContain('POST /booking/v1/customer/logout');
    expect(sessionStore.get(customerTokenAtom)).toBeNull();
  });
});

describe('panel mode on the platform host', () => {
  it('the platform storefront is mfe_site', async () => {
    const { loader } = renderApp('/en/search');
    expect(await screen.findByText('mfe_site renders /en/search')).toBeInTheDocument();
    expect(loader.loaded).toEqual(['mfe_site']);
  });

  it('without a session the guard sends the user to the login page', async () => {
    renderApp('/en/npanel/tour');
    await waitFor(() => expect(location().textContent).toBe('/en/login'));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });

  it('with a session it loads the user and shows the profile inside the panel chrome', async () => {
    const supplier = createSupplier({ name: 'Sigrid Dahl', email: 'sigrid@example.test' });
    renderApp('/en/npanel', { session: { sessionHint: true }, user: supplier });
    expect(await screen.findByRole('heading', { name: 'Sigrid Dahl' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation', hidden: true })).toBeInTheDocument();
    const breadcrumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(breadcrumbs).getByText('Profile')).toBeInTheDocument();
    expect(screen.getByText('Supplier')).toBeInTheDocument();
    expect(screen.getByText('Activity module')).toBeInTheDocument();
    expect(server.requests.map((request) => request.path)).toEqual(['/core/v1/current/user']);
  });

  it.each([
    ['a supplier', createSupplier(), ['mfe_panel_supplier']],
    ['a partner', createPartner(), ['mfe_panel_partner']],
    ['a supplier and partner', createUser({ role_id: [Role.Supplier, Role.Partner] }), ['mfe_panel_supplier', 'mfe_panel_partner']],
    ['an operator', createOperator(createPartner()), []],
  ])('the profile of %s shows the landing page of each of their areas', async (_who, user, areas) => {
    const { loader } = renderApp('/en/npanel', { session: { sessionHint: true }, user });
    expect(await screen.findByRole('heading', { name: user.name })).toBeInTheDocument();
    await waitFor(() => expect(loader.loaded).toEqual(areas));
  });

  it('a page of another role goes to Access Denied', async () => {
    const { loader } = renderApp('/en/admin/dashboard', { session: { sessionHint: true }, user: createSupplier() });
    await waitFor(() => expect(location().textContent).toBe('/en/npanel/403'));
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(loader.loaded).toEqual([]);
  });

  it('a first login is kept on change-password, without the drawer', async () => {
    renderApp('/en/npanel/tour', { session: { sessionHint: true }, user: createSupplier({ first_time_login: true }) });
    await waitFor(() => expect(location().textContent).toBe('/en/npanel/change-password'));
    expect(await screen.findByRole('heading', { name: 'Change your password' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation', hidden: true })).not.toBeInTheDocument();
  });

  it('an administrator opening npanel/tour gets the supplier remote, with Dashboard as the breadcrumb root', async () => {
    const { loader } = renderApp('/en/npanel/tour', { session: { sessionHint: true }, user: createAdmin() });
    expect(await screen.findByText('mfe_panel_supplier renders /en/npanel/tour')).toBeInTheDocument();
    expect(loader.loaded).toEqual(['mfe_panel_supplier']);
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumbs' })).getByText('Dashboard')).toBeInTheDocument();
  });

  it("draws the breadcrumbs from the page's place in the area manifest, whatever the remote renders", async () => {
    renderApp('/en/npanel/tour/-1', { session: { sessionHint: true }, user: createSupplier() });
    expect(await screen.findByText('mfe_panel_supplier renders /en/npanel/tour/-1')).toBeInTheDocument();
    const trail = within(screen.getByRole('navigation', { name: 'Breadcrumbs' }));
    expect(trail.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/en/npanel');
    expect(trail.getByRole('link', { name: 'Activity List' })).toHaveAttribute('href', '/en/npanel/tour');
    expect(trail.getByText('Create activity')).toHaveAttribute('aria-current', 'page');
  });

  it('admin pages under /admin and npanel both go to mfe_admin', async () => {
    const { loader } = renderApp('/en/npanel/user/partners', { session: { sessionHint: true }, user: createAdmin() });
    expect(await screen.findByText('mfe_admin renders /en/npanel/user/partners')).toBeInTheDocument();
    expect(loader.loaded).toEqual(['mfe_admin']);
  });

  it('an unknown panel route shows the error page inside the chrome', async () => {
    renderApp('/en/npanel/nonsense', { session: { sessionHint: true }, user: createSupplier() });
    expect(await screen.findByRole('heading', { name: 'ERROR' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation', hidden: true })).toBeInTheDocument();
  });

  it('a partner’s selected site is loaded by the guard; a site without STRIPE_TERMINAL cannot open terminal settings', async () => {
    server.on('GET /core/v1/partner-sites/7', () => ({ body: { data: createPartnerSite({ id: 7, merchant_of_record_payment_method: [PaymentMethod.STRIPE] }) } }));
    server.on('GET /core/v1/partner-sites', () => ({ body: { data: { data: [], total: 0, left_off: -1 } } }));
    const { loader } = renderApp('/en/npanel/7/terminal-settings', { session: { sessionHint: true, siteId: 7 }, user: createPartner() });
    await waitFor(() => expect(location().textContent).toBe('/en/npanel/sites/7/settings/merchant-of-records'));
    expect(server.requests.map((request) => request.path)).toContain('/core/v1/partner-sites/7');
    expect(await screen.findByText('mfe_panel_partner renders /en/npanel/sites/7/settings/merchant-of-records')).toBeInTheDocument();
    expect(loader.loaded).toEqual(['mfe_panel_partner']);
  });

  it('a user who may not log in is logged out: session cleared, server told, login page', async () => {
    server.on('POST /nauth/npanel/logout', () => ({ body: { data: { ok: true } } }));
    renderApp('/en/npanel', { session: { sessionHint: true, accessToken: 'token-1' }, user: createSupplier({ can_login: false }) });
    await waitFor(() => expect(location().textContent).toBe('/en/login'));
    await waitFor(() => expect(server.requests.map((request) => `${request.method} ${request.path}`)).toContain('POST /nauth/npanel/logout'));
    expect(sessionStore.get(currentUserAtom)).toBeNull();
    expect(sessionStore.get(accessTokenAtom)).toBeNull();
  });

  it('when the user cannot be loaded, an error panel offers a retry that loads it', async () => {
    let calls = 0;
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.on('GET /core/v1/current/user', () => {
      calls += 1;
      return calls === 1 ? { status: 500, body: { message: 'Database restarting', code: 'INTERNAL' } } : { body: { data: createSupplier({ name: 'Back Again' }) } };
    });
    renderApp('/en/npanel', { session: { sessionHint: true } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Back Again' })).toBeInTheDocument();
    errorSpy.mockRestore();
  });
});
