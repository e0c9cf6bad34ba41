import 'shared-contracts/testing/dom-fetch';
import { screen } from '@testing-library/react';
import { pageMetaAtom, sessionStore } from 'shared-runtime/session';
import type { PartnerSite } from 'shared-contracts/sites';
import { loadSite, renderCheckout, useRealApi } from '../../../testing/checkout-harness';

const real = useRealApi();
let site: PartnerSite;

beforeAll(async () => {
  site = await loadSite(real.client, 'demo-paylater');
});

describe('booking-details page (real API)', () => {
  it('says clearly when the payment reference is unknown', async () => {
    renderCheckout(site, { route: '/en/booking-details/00000000-0000-4000-8000-000000000000' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking details' })).toBeInTheDocument();
    expect(await screen.findByText('We could not find this booking. Please check the link in your confirmation e-mail.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByTestId('booking-status')).not.toBeInTheDocument();
    expect(sessionStore.get(pageMetaAtom).title).toBe('site.checkout.details.title');
    expect(screen.getByTestId('remote-version-mfe-checkout')).toBeInTheDocument();
  });

  it('renders in the visitor’s language', async () => {
    renderCheckout(site, { route: '/no/booking-details/00000000-0000-4000-8000-000000000000', locale: 'no' });
    expect(await screen.findByText('Vi fant ikke denne bestillingen. Sjekk lenken i bekreftelsen du fikk på e-post.', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
