import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import Area from '../../../expose/area';

describe('terminal area', () => {
  it('lands on the terminal operator login, not built yet, with the build version', () => {
    renderWithProviders(<Area />, { route: '/en/setup-terminal', path: '/:lang/*' });
    expect(screen.getByRole('heading', { level: 1, name: 'Terminal operator login' })).toBeInTheDocument();
    expect(screen.getByText(/This page is not built yet/)).toBeInTheDocument();
    expect(screen.getByTestId('remote-version-mfe-terminal')).toBeInTheDocument();
  });

  it('names the settings page in Swedish', () => {
    renderWithProviders(<Area />, { route: '/sv/setup-terminal/settings', path: '/:lang/*', locale: 'sv' });
    expect(screen.getByRole('heading', { level: 1, name: 'Inställningar för terminalplats och kortläsare' })).toBeInTheDocument();
    expect(screen.getByText(/Den här sidan är inte byggd än/)).toBeInTheDocument();
  });
});
