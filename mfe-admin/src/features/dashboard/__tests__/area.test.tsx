import { screen, within } from '@testing-library/react';
import { currentUserAtom, pageMetaAtom, sessionStore } from 'shared-contracts/session';
import { createAdmin } from 'shared-contracts/testing';
import { renderWithProviders } from 'shared-ui/testing';
import Area from '../../../expose/area';

const renderArea = (route: string) => renderWithProviders(<Area />, { route, path: '/:lang/*' });

beforeEach(() => sessionStore.set(currentUserAtom, createAdmin()));
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

  it('serves the administrator pages under /npanel from the same Area, breadcrumbed from Dashboard', () => {
    renderArea('/sv/npanel/user/partners');
    expect(screen.getByRole('heading', { level: 1, name: 'User List' })).toBeInTheDocument();
    expect(sessionStore.get(pageMetaAtom).breadcrumbs[0]).toEqual({ label: 'nav.dashboard', href: '/sv/admin/dashboard' });
  });

  it('shows a not-built-yet page for an /admin section', () => {
    renderArea('/en/admin/cancellations/new-hotels');
    expect(screen.getByRole('heading', { level: 1, name: 'New hotel cancellations' })).toBeInTheDocument();
    expect(screen.getByText(/This page is not built yet/)).toBeInTheDocument();
  });
});
