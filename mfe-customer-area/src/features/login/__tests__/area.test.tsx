import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import Area from '../../../expose/area';

const renderArea = (route: string, locale: 'en' | 'no' = 'en') =>
  renderWithProviders(<Area />, { route, path: '/:lang/*', locale });

describe('customer reservation area', () => {
  it('lands on the guest login, which says it is not built yet and shows the build version', async () => {
    renderArea('/en/customer-reservation');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to see your reservations' })).toBeInTheDocument();
    expect(screen.getByText(/This page is not built yet/)).toBeInTheDocument();
    expect(screen.getByTestId('remote-version-mfe-customer-area')).toBeInTheDocument();
  });

  it('names the package reservation page, with or without the optional id', () => {
    const { unmount } = renderArea('/no/customer-reservation/booking/package/pay_9/3', 'no');
    expect(screen.getByRole('heading', { level: 1, name: 'Detaljer om pakkereservasjon' })).toBeInTheDocument();
    unmount();
    renderArea('/en/customer-reservation/booking/package/pay_9');
    expect(screen.getByRole('heading', { level: 1, name: 'Package reservation details' })).toBeInTheDocument();
  });

  it('names a single reservation page', () => {
    renderArea('/en/customer-reservation/booking/RES-1');
    expect(screen.getByRole('heading', { level: 1, name: 'Reservation details' })).toBeInTheDocument();
  });
});
