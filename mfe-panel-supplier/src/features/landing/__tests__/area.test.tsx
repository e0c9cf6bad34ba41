import { screen, within } from '@testing-library/react';
import { Policy } from 'shared-contracts/enums';
import { currentUserAtom, pageMetaAtom, sessionStore } from 'shared-runtime/session';
import { createSupplier } from 'shared-contracts/testing';
import { renderWithProviders } from 'shared-ui/testing';
import { drawerLinksOf, landingLinks } from 'shared-ui/testing/area-landing';
import Area from '../../../expose/area';

const renderArea = (route: string, locale: 'en' | 'no' | 'sv' = 'en') =>
  renderWithProviders(<Area />, { route, path: '/:lang/*', locale });

afterEach(() => sessionStore.set(currentUserAtom, null));

describe('supplier area', () => {
  it('shows the landing title, the navigation of spec 000 §2.7 as links, and the build version', () => {
    sessionStore.set(currentUserAtom, createSupplier());
    renderArea('/en/npanel');

    expect(screen.getByRole('heading', { level: 1, name: 'Supplier area' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Supplier area' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Activity Calendar', '/en/npanel/calendar'],
      ['Accommodation Calendar', '/en/npanel/hotel/calendar'],
      ['Activities', '/en/npanel/tour'],
      ['Accommodations', '/en/npanel/hotel'],
      ['Rentals', '/en/npanel/rental'],
      ['Restaurants', '/en/npanel/restaurant'],
      ['Attraction', '/en/npanel/attraction'],
      ['Settings', '/en/npanel/product-settings'],
      ['Reservations', '/en/npanel/reservations'],
      ['Cancellations', '/en/npanel/cancellations'],
      ['Monthly Reports', '/en/npanel/monthly-report'],
      ['Reports', '/en/npanel/report'],
      ['Supplier earnings', '/en/npanel/supplier-earnings'],
    ]);
    expect(within(nav).getByRole('heading', { name: 'Products' })).toBeInTheDocument();
    expect(screen.getByTestId('remote-version-mfe-panel-supplier')).toHaveTextContent(/mfe-panel-supplier \S+/);
    expect(sessionStore.get(pageMetaAtom)).toEqual({
      title: 'areas.supplier.title',
      breadcrumbs: [{ label: 'nav.profile', href: '/en/npanel' }, { label: 'areas.supplier.title' }],
    });
  });

  it('hides activity items from a supplier without the activity module (spec 000 §6)', () => {
    sessionStore.set(currentUserAtom, createSupplier({ policies: [Policy.ACCOMMODATION_MODULE] }));
    renderArea('/en/npanel');

    expect(screen.queryByRole('link', { name: 'Activity Calendar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Activities' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Accommodations' })).toBeInTheDocument();
  });

  it("lists exactly the drawer's supplier entries for the same user: one table, so they cannot drift", () => {
    const user = createSupplier({ policies: [Policy.ACTIVITY_MODULE] });
    sessionStore.set(currentUserAtom, user);
    renderArea('/sv/npanel', 'sv');

    const shown = landingLinks(screen.getByRole('navigation', { name: 'Leverantörsområde' }));
    expect(shown).not.toEqual([]);
    expect(shown).toEqual(drawerLinksOf('supplier', { user, lang: 'sv', selectedSiteId: -1, siteInfo: null }));
  });

  it('renders in Norwegian with Norwegian link text and localised hrefs', () => {
    renderArea('/no/npanel', 'no');
    expect(screen.getByRole('heading', { level: 1, name: 'Leverandørområde' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aktivitetskalender' })).toHaveAttribute('href', '/no/npanel/calendar');
  });

  it('shows a not-built-yet page with the page name, and no data, for pages a later issue builds', () => {
    renderArea('/en/npanel/email-translation');
    expect(screen.getByRole('heading', { level: 1, name: 'E-mail translations' })).toBeInTheDocument();
    expect(screen.getByText(/This page is not built yet/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(sessionStore.get(pageMetaAtom).title).toBe('areas.supplier.emailTranslation');
  });

  // The create/edit titles of tour/-1 and tour/7 are the activity pages' own tests (features/tours).

  it('answers a path it does not own with the unknown-route page', () => {
    renderArea('/en/npanel/no-such-page');
    expect(screen.getByRole('alert')).toHaveTextContent('Oops, Something went wrong');
  });
});
