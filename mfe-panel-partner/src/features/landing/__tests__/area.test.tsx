import { screen, within } from '@testing-library/react';
import { LIMITS } from 'shared-contracts/constants';
import { PaymentMethod } from 'shared-contracts/enums';
import { currentUserAtom, selectedSiteIdAtom, selectedSiteInfoAtom, sessionStore } from 'shared-runtime/session';
import { createPartner, createPartnerSite } from 'shared-contracts/testing';
import { renderWithProviders } from 'shared-ui/testing';
import { drawerLinksOf, landingLinks } from 'shared-ui/testing/area-landing';
import Area from '../../../expose/area';

const renderArea = (route: string) => renderWithProviders(<Area />, { route, path: '/:lang/*' });

const linkTargets = () =>
  within(screen.getByRole('navigation', { name: 'Partner area' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

beforeEach(() => sessionStore.set(currentUserAtom, createPartner()));
afterEach(() => {
  sessionStore.set(currentUserAtom, null);
  sessionStore.set(selectedSiteIdAtom, LIMITS.noSiteId);
  sessionStore.set(selectedSiteInfoAtom, null);
});

describe('partner area', () => {
  it('lists the partner navigation; site items stay disabled until a site is selected (spec 000 §2.7)', () => {
    renderArea('/en/npanel');

    expect(screen.getByRole('heading', { level: 1, name: 'Partner area' })).toBeInTheDocument();
    expect(linkTargets()).toEqual([
      ['Reservations', '/en/npanel/reservations'],
      ['Monthly Reports', '/en/npanel/monthly-report'],
      ['Reports', '/en/npanel/report'],
      ['Partner earnings', '/en/npanel/partner-earnings'],
    ]);
    for (const label of ['Packages', 'Pages', 'Widgets', 'AI Chatbot', 'Site Settings', 'Theme', 'General Settings', 'Marketplace']) {
      expect(screen.getByText(label)).toHaveAttribute('aria-disabled', 'true');
    }
    // As in the drawer: Terminal Settings waits for a selected site that takes terminal payments.
    expect(screen.queryByText('Terminal Settings')).not.toBeInTheDocument();
    expect(screen.getByTestId('remote-version-mfe-panel-partner')).toBeInTheDocument();
  });

  it('links site items to the selected site, and hides Terminal Settings when the site takes no terminal payments', () => {
    sessionStore.set(selectedSiteIdAtom, 12);
    sessionStore.set(
      selectedSiteInfoAtom,
      createPartnerSite({ id: 12, merchant_of_record_payment_method: [PaymentMethod.STRIPE] }),
    );
    renderArea('/en/npanel');

    expect(linkTargets()).toEqual([
      ['Packages', '/en/npanel/sites/12/settings/packages'],
      ['Reservations', '/en/npanel/reservations'],
      ['Monthly Reports', '/en/npanel/monthly-report'],
      ['Reports', '/en/npanel/report'],
      ['Partner earnings', '/en/npanel/partner-earnings'],
      ['Pages', '/en/npanel/12/pages'],
      ['Widgets', '/en/npanel/12/widget-settings'],
      ['AI Chatbot', '/en/npanel/12/ai-chatbot'],
      ['Site Settings', '/en/npanel/12/site-settings'],
      ['Theme', '/en/npanel/12/theme-settings'],
      ['General Settings', '/en/npanel/12/general-settings'],
      ['Marketplace', '/en/npanel/12/gotohub-marketplace'],
    ]);
  });

  it("lists exactly the drawer's partner entries for the same user and site: one table, so they cannot drift", () => {
    const user = createPartner();
    const site = createPartnerSite({ id: 7, merchant_of_record_payment_method: [PaymentMethod.STRIPE_TERMINAL] });
    const { unmount } = renderArea('/en/npanel');
    expect(landingLinks(screen.getByRole('navigation', { name: 'Partner area' }))).toEqual(
      drawerLinksOf('partner', { user, lang: 'en', selectedSiteId: LIMITS.noSiteId, siteInfo: null }),
    );
    unmount();

    sessionStore.set(selectedSiteIdAtom, 7);
    sessionStore.set(selectedSiteInfoAtom, site);
    renderArea('/en/npanel');
    const shown = landingLinks(screen.getByRole('navigation', { name: 'Partner area' }));
    expect(shown).toContainEqual({ label: 'Terminal Settings', href: '/en/npanel/7/terminal-settings' });
    expect(shown).toEqual(drawerLinksOf('partner', { user, lang: 'en', selectedSiteId: 7, siteInfo: site }));
  });

  it('opens "Create new site" for general settings of site -1 (spec 000 §2.8)', async () => {
    renderArea('/en/npanel/sites/-1/settings/general-settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create new site' })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'New site' })).toBeInTheDocument();
  });

  it('shows the spec title for a site-scoped page that is not built yet', () => {
    renderArea('/en/npanel/12/ai-chatbot');
    expect(screen.getByRole('heading', { level: 1, name: 'AI Chatbot' })).toBeInTheDocument();
  });
});
