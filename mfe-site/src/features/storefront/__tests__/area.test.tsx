import { screen } from '@testing-library/react';
import { selectedSiteInfoAtom, sessionStore } from 'shared-contracts/session';
import { createPartnerSite } from 'shared-contracts/testing';
import { renderWithProviders } from 'shared-ui/testing';
import Area from '../../../expose/area';

afterEach(() => sessionStore.set(selectedSiteInfoAtom, null));

describe('storefront area', () => {
  it("greets with the site's name from the shell and says plainly that the storefront is not built yet", () => {
    renderWithProviders(<Area site={{ name: 'Fjord Tours' }} />, { route: '/en', path: '/:lang/*' });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Fjord Tours' })).toBeInTheDocument();
    expect(screen.getByText(/The storefront is not built yet/)).toBeInTheDocument();
    expect(screen.getByTestId('remote-version-mfe-site')).toHaveAttribute('data-version');
  });

  it('falls back to the selected site in the session, in the visitor language', () => {
    sessionStore.set(selectedSiteInfoAtom, createPartnerSite({ name: 'Skärgårdsturer' }));
    renderWithProviders(<Area />, { route: '/sv', path: '/:lang/*', locale: 'sv' });
    expect(screen.getByRole('heading', { level: 1, name: 'Välkommen till Skärgårdsturer' })).toBeInTheDocument();
  });

  it('shows a not-built-yet page for a product page', () => {
    renderWithProviders(<Area />, { route: '/en/activity/42', path: '/:lang/*' });
    expect(screen.getByRole('heading', { level: 1, name: 'Activity' })).toBeInTheDocument();
    expect(screen.getByText(/This page is not built yet/)).toBeInTheDocument();
  });
});
