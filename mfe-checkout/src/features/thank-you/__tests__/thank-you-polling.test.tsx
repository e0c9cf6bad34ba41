import 'shared-contracts/testing/dom-fetch';
import type * as NodeTimers from 'node:timers';
import { act, screen, within } from '@testing-library/react';
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

/** A held cart whose card payment has not been made yet: the thanks call asks to check again. */
async function heldPayment(seat: number) {
  const cruise = await tourChoice(real.client, site, 'oslo-fjord-sightseeing-cruise', 1, seat);
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
  const pay = () =>
    real.client.post(
      api.booking.simulatedConfirmCard.path({ intentId: intent.stripe_payment_intent.id }, { site_id: site.id }),
      { client_secret: intent.stripe_secret, card: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' } },
      PaymentIntentAnswerSchema,
      PUBLIC,
    );
  return { paymentUuid: held.payment_uuid!, pay };
}

/** Counts the thanks calls the page makes (observation only: each still reaches the real API). */
function countThanksCalls() {
  const original = globalThis.fetch;
  const calls = { sent: 0, answered: 0 };
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (!/\/thanks\//.test(new URL(request.url).pathname)) return original(request);
    calls.sent += 1;
    try {
      return await original(request);
    } finally {
      calls.answered += 1;
    }
  }) as typeof fetch;
  return { calls, restore: () => void (globalThis.fetch = original) };
}

// The poll's timers are fake; waiting for the real HTTP answers must not move them, as waitFor would.
const realTimers = jest.requireActual<typeof NodeTimers>('node:timers');
const realDelay = (ms: number) => new Promise<void>((resolve) => realTimers.setTimeout(resolve, ms));

/** Waits in real time (waitFor would move the fake clock while it waits) until `check` passes. */
async function until(check: () => void) {
  const end = performance.now() + 15_000;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (performance.now() > end) throw error;
    }
    await act(() => realDelay(10));
  }
}

/** Moves the fake clock by `ms`, then waits in real time until every thanks call it started is answered and rendered. */
async function tick(ms: number, calls: { sent: number; answered: number }) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
  const end = performance.now() + 15_000;
  while (calls.answered < calls.sent && performance.now() < end) await act(() => realDelay(10));
  await act(() => realDelay(100));
}

describe('thank-you polling (real API)', () => {
  afterEach(() => jest.useRealTimers());

  it('polls while the payment settles and shows Confirmed once it has', async () => {
    const { paymentUuid, pay } = await heldPayment(9);
    const recorder = countThanksCalls();
    // Only the poll's interval is faked; the HTTP calls run for real.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'Date', 'performance', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    try {
      renderWithProviders(
        <SWRConfig value={{ provider: () => new Map() }}>
          <ThankYouDialog siteId={site.id} paymentUuid={paymentUuid} onClose={() => undefined} />
        </SWRConfig>,
      );
      const thanks = await screen.findByRole('dialog', { name: 'Thank you for your booking' });
      await until(() => expect(within(thanks).getByTestId('booking-status')).toHaveTextContent('Pending'));

      await pay();
      expect(within(thanks).getByTestId('booking-status')).toHaveTextContent('Pending');
      await tick(3000, recorder.calls);
      expect(within(thanks).getByTestId('booking-status')).toHaveTextContent('Confirmed');
      expect(within(thanks).getByText(/^Booking number: \S+/)).toBeInTheDocument();
    } finally {
      recorder.restore();
    }
  });

  it('refreshes every 3 s only while pending, stops once settled, and a reopened dialog shows the known status at once', async () => {
    const { paymentUuid, pay } = await heldPayment(13);
    const recorder = countThanksCalls();
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'Date', 'performance', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const cache = new Map();
    const dialog = () => (
      <SWRConfig value={{ provider: () => cache }}>
        <ThankYouDialog siteId={site.id} paymentUuid={paymentUuid} onClose={() => undefined} />
      </SWRConfig>
    );
    try {
      const first = renderWithProviders(dialog());
      const thanks = await screen.findByRole('dialog', { name: 'Thank you for your booking' });
      await until(() => expect(within(thanks).getByTestId('booking-status')).toHaveTextContent('Pending'));
      expect(recorder.calls.sent).toBe(1);
      await tick(3000, recorder.calls);
      expect(recorder.calls.sent).toBe(2);
      expect(within(thanks).getByTestId('booking-status')).toHaveTextContent('Pending');

      await pay();
      await tick(3000, recorder.calls);
      expect(within(thanks).getByTestId('booking-status')).toHaveTextContent('Confirmed');
      expect(recorder.calls.sent).toBe(3);
      // Settled: no more refreshing.
      await tick(9000, recorder.calls);
      expect(recorder.calls.sent).toBe(3);

      // Closed and opened again: the answer SWR holds shows at once, without "Checking your booking status…".
      first.unmount();
      renderWithProviders(dialog());
      const reopened = await screen.findByRole('dialog', { name: 'Thank you for your booking' });
      expect(within(reopened).getByTestId('booking-status')).toHaveTextContent('Confirmed');
      expect(within(reopened).queryByText('Checking your booking status…')).not.toBeInTheDocument();
    } finally {
      recorder.restore();
    }
  });

  it('gives up refreshing after 60 s and says the payment is still being processed', async () => {
    const { paymentUuid } = await heldPayment(14);
    const recorder = countThanksCalls();
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'performance', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    try {
      renderWithProviders(
        <SWRConfig value={{ provider: () => new Map() }}>
          <ThankYouDialog siteId={site.id} paymentUuid={paymentUuid} onClose={() => undefined} />
        </SWRConfig>,
      );
      const thanks = await screen.findByRole('dialog', { name: 'Thank you for your booking' });
      await until(() => expect(within(thanks).getByTestId('booking-status')).toHaveTextContent('Pending'));
      for (let waited = 0; waited < 60_000; waited += 3000) await tick(3000, recorder.calls);
      expect(within(thanks).getByText('Your payment is still being processed. We will e-mail you as soon as it is confirmed.')).toBeInTheDocument();
      // One call at once, then one every 3 s for 60 s (one less when a slow answer lets a tick slip).
      const gaveUpAfter = recorder.calls.sent;
      expect(gaveUpAfter).toBeGreaterThanOrEqual(19);
      expect(gaveUpAfter).toBeLessThanOrEqual(21);
      await tick(9000, recorder.calls);
      expect(recorder.calls.sent).toBe(gaveUpAfter);
    } finally {
      recorder.restore();
    }
  });
});
