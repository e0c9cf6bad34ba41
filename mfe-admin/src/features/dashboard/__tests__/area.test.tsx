import { screen, within } from '@testing-library/react';
import { currentUserAtom, pageMetaAtom, sessionStore } from 'shared-runtime/session';
import { createAdmin } from 'shared-contracts/testing';
import { renderWithProviders } from 'shared-ui/testing';
import { drawerLinksOf, landingLinks } from 'shared-ui/testing/area-landing';
import Area from '../../../expose/area';

const renderArea = (route: string) => renderWithProviders(<Area />, { route, path: '/:lang/*' });

const admin = createAdmin();

beforeEach(() => sessionStore.set(currentUserAtom, admin));
afterEach(() => sessionStore.set(currentUserAtom, null));

describe('administrator area', () => {
  it('sends /admin to the dashboard, which lists the administrator navigation groups as links', async () => {
    renderArea('/en/admin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    const groups = within(nav).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(groups).toEqual(['Settings', 'Partner Site', 'Selects', 'Texts', 'Users', 'Reservation']);
    expect(within(nav).getByRole('link', { name: 'Pending' })).toHaveAttribute('href', '/en/admin/partner-site/pending');
    expect(within(nav).getByRole('link', { name: 'Mappings' })).toHaveAttribute('href', '/en/npanel/partner-site/mappings');
    expect(within(nav).getByRole('link', { name: 'Hotel bookings' })).toHaveAttribute('href', '/en/admin/hotel-bookings');
    expect(within(nav).getByRole('link', { name: 'Tools' })).toHaveAttribute('href', '/en/admin/tools');
    expect(screen.getByTestId('remote-version-mfe-admin')).toBeInTheDocument();
    expect(sessionStore.get(pageMetaAtom)).toEqual({ title: 'areas.admin.dashboard', breadcrumbs: [{ label: 'nav.dashboard' }] });
  });

  it("lists exactly the drawer's administrator entries but the dashboard itself: one table, so they cannot drift", async () => {
    renderArea('/en/admin/dashboard');
    const shown = landingLinks(await screen.findByRole('navigation', { name: 'Dashboard' }));
    const drawer = drawerLinksOf('admin', { user: admin, lang: 'en', selectedSiteId: -1, siteInfo: null });
    expect(drawer[0]).toEqual({ label: 'Dashboard', href: '/en/admin/dashboard' });
    expect(shown).toEqual(drawer.slice(1));
  });

  it('serves the administrator pages under /npanel from the same Area, breadcrumbed from Dashboard', () => {
    renderArea('/sv/npanel/user/partners');
    expect(screen.getByRole('heading', { level: 1, name: 'User List' })).toBeInTheDocument();
    expect(sessionStore.get(pageMetaAtom).breadcrumbs[0]).toEqual({ label: 'nav.dashboard', href: '/sv/admin/dashboard' });
  });

  it('shows a not-built-yet page for an /admin section', () => {
    renderArea('/en/admin/locations');
    expect(screen.getByRole('heading', { level: 1, name: 'Locations' })).toBeInTheDocument();
    expect(screen.getByText(/This page is not built yet/)).toBeInTheDocument();
  });
});
