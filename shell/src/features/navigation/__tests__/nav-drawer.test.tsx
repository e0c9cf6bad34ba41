import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentMethod } from 'shared-contracts/enums';
import { createPartner, createPartnerSite, createSupplier } from 'shared-contracts/testing';
import { renderShell, resetSession } from '../../../testing/render-shell';
import { NavDrawer } from '../components/nav-drawer';

function renderDrawer(route: string) {
  return renderShell(<NavDrawer lang="en" />, { route });
}

describe('navigation drawer', () => {
  it('site-scoped entries are disabled, with "Select a site first", until a real site is selected', async () => {
    resetSession({ user: createPartner(), siteId: -1 });
    renderDrawer('/en/npanel');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });

    await userEvent.click(within(nav).getByRole('button', { name: 'Site' }));
    const pages = within(nav).getByText('Pages').closest('[role="link"]');
    expect(pages).toHaveAttribute('aria-disabled', 'true');
    expect(pages).not.toHaveAttribute('href');
    expect(pages).toHaveAccessibleDescription('Select a site first');
    const packages = within(nav).getByText('Packages').closest('[role="link"]');
    expect(packages).toHaveAttribute('aria-disabled', 'true');

    // Entries that need no site stay plain links.
    expect(within(nav).getByRole('link', { name: 'Partner earnings' })).toHaveAttribute('href', '/en/npanel/partner-earnings');
  });

  it('shows the tooltip on keyboard focus', async () => {
    resetSession({ user: createPartner(), siteId: -1 });
    renderDrawer('/en/npanel');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const marketplace = within(nav).getByText('Marketplace').closest('[role="link"]') as HTMLElement;
    const tooltip = { selector: '[data-part="content"], [data-part="content"] *' };
    expect(screen.queryByText('Select a site first', tooltip)).not.toBeInTheDocument();
    await userEvent.tab();
    while (document.activeElement !== marketplace) await userEvent.tab();
    expect(await screen.findByText('Select a site first', tooltip)).toBeVisible();
  });

  it('with a site selected the same entries are links carrying its id', async () => {
    const site = createPartnerSite({ id: 12, merchant_of_record_payment_method: [PaymentMethod.STRIPE_TERMINAL] });
    resetSession({ user: createPartner(), siteId: 12, siteInfo: site });
    renderDrawer('/en/npanel/12/pages');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    // The section holding the current route is open by itself.
    expect(within(nav).getByRole('button', { name: 'Site' })).toHaveAttribute('aria-expanded', 'true');
    const pages = within(nav).getByRole('link', { name: 'Pages' });
    expect(pages).toHaveAttribute('href', '/en/npanel/12/pages');
    expect(pages).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Terminal Settings' })).toHaveAttribute('href', '/en/npanel/12/terminal-settings');
    expect(within(nav).getByRole('link', { name: 'Packages' })).toHaveAttribute('href', '/en/npanel/sites/12/settings/packages');
  });

  it('groups open and close from the keyboard', async () => {
    resetSession({ user: createSupplier() });
    renderDrawer('/en/npanel');
    const products = screen.getByRole('button', { name: 'Products' });
    expect(products).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Activities' })).not.toBeInTheDocument();
    products.focus();
    await userEvent.keyboard('{Enter}');
    expect(products).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Activities' })).toHaveAttribute('href', '/en/npanel/tour');
    await userEvent.keyboard(' ');
    expect(products).toHaveAttribute('aria-expanded', 'false');
  });

  it('labels follow the language; non-admins end with Profile', () => {
    resetSession({ user: createSupplier() });
    renderShell(<NavDrawer lang="sv" />, { route: '/sv/npanel', locale: 'sv' });
    const links = screen.getAllByRole('link');
    expect(links[0]).toHaveTextContent('Aktivitetskalender');
    expect(links[links.length - 1]).toHaveTextContent('Profil');
    expect(links[links.length - 1]).toHaveAttribute('href', '/sv/npanel');
  });
});
