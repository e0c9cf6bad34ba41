import 'shared-contracts/testing/dom-fetch';
import { act, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { AddToCartAnswerSchema, CreatePaymentIntentAnswerSchema, HoldAnswerSchema, PaymentIntentAnswerSchema } from 'shared-contracts/booking';
import { api } from 'shared-contracts/paths';
import type { PartnerSite } from 'shared-contracts/sites';
import { renderWithProviders } from 'shared-ui/testing';
import { loadSite, tourChoice, useRealApi } from '../../../testing/checkout-harness';
import { ThankYouDialog } from '../components/thank-you-dialog';

const PUBLIC = { kind: 'public' } as const;
const ORDER = { first_name: 'Kari', last_name: 'Nordmann', email: 'kari@example.test', country: 'Norway', area_code: '+47', phone: '41234567' };

const real = useRealApi();
let site: PartnerSite;

beforeAll(async () => {
  site = await loadSite(real.client, 'demo');
});

describe('thank-you polling (real API)', () => {
  afterEach(() => jest.useRealTimers());

  it('polls while the payment settles and shows Confirmed once it has', async () => {
    // A held cart whose card payment has not been made yet: the thanks call asks to check again.
    const cruise = await tourChoice(real.client, site, 'oslo-fjord-sightseeing-cruise', 1, 9);
    const cartRef = (await real.client.post(api.booking.addToCart.path({ site_id: site.id }), { items: [cruise.item] }, AddToCartAnswerSchema, PUBLIC)).data.cart_ref;
    const intent = (
      await real.client.post(api.booking.createPaymentIntent.path({ cartRef }, { site_id: site.id }), { order: ORDER }, CreatePaymentIntentAnswerSchema, PUBLIC)
    ).data;
    const held = (
      await real.client.post(
        api.booking.holdReservation.path({ cartRef }, { site_id: site.id }),
        { order: ORDER, stripe_payment_intent_id: intent.stripe_payment_intent.id, stripe_secret: intent.stripe_secret },
        HoldAnswerSchema,
        PUBLIC,
      )
    ).data;

    // Only the poll's interval is faked; the HTTP calls run for real.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'Date', 'performance', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    renderWithProviders(
      <SWRConfig value={{ provider: () => new Map() }}>
        <ThankYouDialog siteId={site.id} paymentUuid={held.payment_uuid!} onClose={() => undefined} />
      </SWRConfig>,
    );
    const thanks = await screen.findByRole('dialog', { name: 'Thank you for your booking' });
    await waitFor(() => expect(within(thanks).getByTestId('booking-status')).toHaveTextContent('Pending'), { timeout: 15_000 });

    await real.client.post(
      api.booking.simulatedConfirmCard.path({ intentId: intent.stripe_payment_intent.id }, { site_id: site.id }),
      { client_secret: intent.stripe_secret, card: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' } },
      PaymentIntentAnswerSchema,
      PUBLIC,
    );
    expect(within(thanks).getByTestId('booking-status')).toHaveTextContent('Pending');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(3000);
    });
    await waitFor(() => expect(within(thanks).getByTestId('booking-status')).toHaveTextContent('Confirmed'), { timeout: 15_000 });
    expect(within(thanks).getByText(/^Booking number: \S+/)).toBeInTheDocument();
  });
});
