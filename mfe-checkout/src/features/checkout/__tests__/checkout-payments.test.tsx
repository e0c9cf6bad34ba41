import 'shared-contracts/testing/dom-fetch';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { PaymentMethod, ReservationStatus } from 'shared-contracts/enums';
import type { PartnerSite } from 'shared-contracts/sites';
import {
  getCartFromApi,
  loadSite,
  renderCheckout,
  handOff,
  sellOut,
  storedCartRef,
  storeTerminalSettings,
  tourChoice,
  useRealApi,
  type TourChoice,
} from '../../../testing/checkout-harness';

/** The API's simulated terminal: one reader at a fixed location (api/src/modules/payments/simulated-provider.ts). */
const SIMULATED_READER = { location_id: 'tml_simulated_demo', reader_id: 'tmr_simulated_demo' };
const ORDER = { first_name: 'Kari', last_name: 'Nordmann', email: 'kari@example.test', country: 'Norway', area_code: '+47', phone: '41234567' };

const real = useRealApi();
let site: PartnerSite;

beforeAll(async () => {
  site = await loadSite(real.client, 'demo');
});

beforeEach(() => window.localStorage.clear());

async function openCheckout(choice: TourChoice, shownSite: PartnerSite = site): Promise<{ user: UserEvent; dialog: HTMLElement }> {
  const user = userEvent.setup();
  renderCheckout(shownSite);
  handOff(site, choice);
  const drawer = await screen.findByRole('dialog', { name: /Your cart/ });
  await within(drawer).findByRole('article', { name: choice.name }, { timeout: 15_000 });
  await user.click(within(drawer).getByRole('button', { name: 'Checkout' }));
  const dialog = await screen.findByRole('dialog', { name: 'Checkout' });
  return { user, dialog };
}

async function fillForm(user: UserEvent, dialog: HTMLElement) {
  await user.type(within(dialog).getByRole('textbox', { name: /First name/ }), ORDER.first_name);
  await user.type(within(dialog).getByRole('textbox', { name: /Last name/ }), ORDER.last_name);
  await user.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), ORDER.email);
  await user.type(within(dialog).getByRole('textbox', { name: /Country/ }), ORDER.country);
  await user.type(within(dialog).getByRole('textbox', { name: /Area code/ }), ORDER.area_code);
  await user.type(within(dialog).getByRole('textbox', { name: /^Phone/ }), ORDER.phone);
}

async function fillCard(user: UserEvent, dialog: HTMLElement, number: string) {
  const card = await within(dialog).findByRole('group', { name: 'Card details' }, { timeout: 10_000 });
  expect(within(card).getByText('Test mode')).toBeInTheDocument();
  await user.type(within(card).getByRole('textbox', { name: 'Card number' }), number);
  await user.type(within(card).getByRole('textbox', { name: 'Expiry date (MM/YY)' }), '12/34');
  await user.type(within(card).getByRole('textbox', { name: 'Security code (CVC)' }), '123');
}

describe('card checkout with the simulated provider (real API)', () => {
  it('pays with 4242 and lands on the booking-details page, Confirmed', async () => {
    const cruise = await tourChoice(real.client, site, 'oslo-fjord-sightseeing-cruise', 1, 3);
    const { user, dialog } = await openCheckout(cruise);
    await fillForm(user, dialog);
    await fillCard(user, dialog, '4242 4242 4242 4242');
    await user.click(within(dialog).getByRole('button', { name: /^Pay / }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toMatch(/^\/en\/booking-details\/[0-9a-f-]{36}$/), { timeout: 20_000 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking details' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('booking-status')).toHaveTextContent('Confirmed'), { timeout: 20_000 });
    expect(screen.getByText(/^Booking number: \S+/)).toBeInTheDocument();
    expect(screen.getByText('Kari Nordmann')).toBeInTheDocument();
    expect(storedCartRef(site)).toBeNull();
  });

  it('refuses an empty card before anything is created', async () => {
    const cruise = await tourChoice(real.client, site, 'oslo-fjord-sightseeing-cruise', 1, 4);
    const { user, dialog } = await openCheckout(cruise);
    await fillForm(user, dialog);
    await within(dialog).findByRole('group', { name: 'Card details' }, { timeout: 10_000 });
    await user.click(within(dialog).getByRole('button', { name: /^Pay / }));
    expect(await within(dialog).findByText('Your card details is empty!')).toBeInTheDocument();
    const cart = await getCartFromApi(real.client, site, storedCartRef(site)!);
    expect(cart.reservations[0]!.reservation_status).toBe(ReservationStatus.IN_CART);
  });

  it('shows "Your card detail is invalid!" for 4000 0000 0000 0002 and gives the seats back', async () => {
    const cruise = await tourChoice(real.client, site, 'oslo-fjord-sightseeing-cruise', 2, 5);
    const before = await cruise.remaining();
    const { user, dialog } = await openCheckout(cruise);
    await fillForm(user, dialog);
    await fillCard(user, dialog, '4000 0000 0000 0002');
    await user.click(within(dialog).getByRole('button', { name: /^Pay / }));

    expect(await within(dialog).findByText('Your card detail is invalid!', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /^Pay / })).toBeEnabled();
    expect(await cruise.remaining()).toBe(before);
    const cart = await getCartFromApi(real.client, site, storedCartRef(site)!);
    expect(cart.reservations.map((r) => r.reservation_status)).toEqual([ReservationStatus.CANCEL]);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/en$/);
  });
});

describe('the cart after a declined card (real API)', () => {
  it('reloads the cart once the hold is released, so the drawer shows an item whose seats went meanwhile as unavailable', async () => {
    const cruise = await tourChoice(real.client, site, 'oslo-fjord-sightseeing-cruise', 1, 16);
    const { user, dialog } = await openCheckout(cruise);
    const drawer = screen.getByRole('dialog', { name: /Your cart/, hidden: true });
    const item = within(drawer).getByRole('article', { name: cruise.name, hidden: true });
    expect(item).toHaveTextContent('Available');
    await fillForm(user, dialog);
    await fillCard(user, dialog, '4000 0000 0000 0002');

    // The moment the declined attempt releases its hold, another shopper (on the pay-later site) takes every seat.
    const paylater = await loadSite(real.client, 'demo-paylater');
    const original = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const answer = await original(request);
      if (request.url.includes('/cancel-reservation/')) {
        globalThis.fetch = original;
        await sellOut(real.client, paylater, cruise);
      }
      return answer;
    }) as typeof fetch;
    try {
      await user.click(within(dialog).getByRole('button', { name: /^Pay / }));
      expect(await within(dialog).findByText('Your card detail is invalid!', {}, { timeout: 20_000 })).toBeInTheDocument();
    } finally {
      globalThis.fetch = original;
    }
    expect(await cruise.remaining()).toBe(0);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Checkout' })).not.toBeInTheDocument());
    await waitFor(() => expect(within(drawer).getByRole('article', { name: cruise.name })).toHaveTextContent('Invalid cart item!'), { timeout: 15_000 });
    expect(within(drawer).getByRole('article', { name: cruise.name })).not.toHaveTextContent('Available');
    expect(within(drawer).getByText('Remove the invalid items to continue to checkout.')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Checkout' })).toBeDisabled();
  });
});

describe('idempotency keys (real API)', () => {
  it('sends the same keys when the same attempt is retried after a network failure, and new ones for a new attempt', async () => {
    const cruise = await tourChoice(real.client, site, 'oslo-fjord-sightseeing-cruise', 1, 10);
    const { user, dialog } = await openCheckout(cruise);
    await fillForm(user, dialog);
    await fillCard(user, dialog, '4000 0000 0000 0002');

    // The network drops the first create-payment-intent (it never reaches the API); everything else goes through.
    const original = globalThis.fetch;
    const sent: { call: string; key: string | null }[] = [];
    let dropped = false;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const call = /\/(create-payment-intent|hold-reservation|cancel-reservation)\//.exec(request.url)?.[1];
      if (call) sent.push({ call, key: request.headers.get('Idempotency-Key') });
      if (call === 'create-payment-intent' && !dropped) {
        dropped = true;
        throw new TypeError('fetch failed');
      }
      return original(request);
    }) as typeof fetch;
    try {
      await user.click(within(dialog).getByRole('button', { name: /^Pay / }));
      expect(await within(dialog).findByText('Something went wrong', {}, { timeout: 15_000 })).toBeInTheDocument();
      // The same attempt again: this time it reaches the API, and the card is declined (the hold is released).
      await user.click(within(dialog).getByRole('button', { name: /^Pay / }));
      expect(await within(dialog).findByText('Your card detail is invalid!', {}, { timeout: 20_000 })).toBeInTheDocument();
      // After a release, pressing Pay is a new attempt.
      await user.click(within(dialog).getByRole('button', { name: /^Pay / }));
      await waitFor(() => expect(sent.filter((r) => r.call === 'create-payment-intent')).toHaveLength(3), { timeout: 15_000 });
      await waitFor(() => expect(within(dialog).getByRole('button', { name: /^Pay / })).toBeEnabled(), { timeout: 15_000 });
    } finally {
      globalThis.fetch = original;
    }
    const intents = sent.filter((r) => r.call === 'create-payment-intent');
    expect(intents).toHaveLength(3);
    expect(intents[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(intents[1]!.key).toBe(intents[0]!.key);
    expect(intents[2]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(intents[2]!.key).not.toBe(intents[0]!.key);
    const hold = sent.find((r) => r.call === 'hold-reservation');
    const cancel = sent.find((r) => r.call === 'cancel-reservation');
    expect(hold?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(cancel?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set([intents[0]!.key, hold!.key, cancel!.key]).size).toBe(3);
  });

  it('pays on a plain-http host, where crypto.randomUUID is missing, with valid v4 keys', async () => {
    const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    const cruise = await tourChoice(real.client, site, 'oslo-fjord-sightseeing-cruise', 1, 12);
    const { user, dialog } = await openCheckout(cruise);
    await fillForm(user, dialog);
    await fillCard(user, dialog, '4242 4242 4242 4242');

    // crypto.randomUUID exists only in secure contexts; getRandomValues exists everywhere.
    const own = Object.getOwnPropertyDescriptor(globalThis.crypto, 'randomUUID');
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    const original = globalThis.fetch;
    const keys: string[] = [];
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const key = request.headers.get('Idempotency-Key');
      if (key !== null) keys.push(key);
      return original(request);
    }) as typeof fetch;
    try {
      await user.click(within(dialog).getByRole('button', { name: /^Pay / }));
      await waitFor(() => expect(screen.getByTestId('location').textContent).toMatch(/^\/en\/booking-details\/[0-9a-f-]{36}$/), { timeout: 20_000 });
    } finally {
      globalThis.fetch = original;
      if (own) Object.defineProperty(globalThis.crypto, 'randomUUID', own);
      else delete (globalThis.crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect(keys.length).toBeGreaterThanOrEqual(2);
    for (const key of keys) expect(key).toMatch(uuidV4);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('card terminal checkout with the simulated reader (real API)', () => {
  it('connects the stored reader, waits for the tap, and shows the thank-you dialog as Confirmed', async () => {
    storeTerminalSettings(site, SIMULATED_READER);
    const cruise = await tourChoice(real.client, site, 'oslo-fjord-sightseeing-cruise', 1, 6);
    const { user, dialog } = await openCheckout(cruise);
    await fillForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Pay with Reader' }));

    expect(await within(dialog).findByText('Waiting for Payment', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(within(dialog).getByText('Reader: WisePOS E simulated')).toBeInTheDocument();
    // Processing: the dialog's own buttons are disabled; only the reader's tap is live.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Pay with Reader' })).toBeDisabled();
    // Leaving the page now asks first (spec 001 §4).
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Tap card' }));

    const thanks = await screen.findByRole('dialog', { name: 'Thank you for your booking' }, { timeout: 20_000 });
    await waitFor(() => expect(within(thanks).getByTestId('booking-status')).toHaveTextContent('Confirmed'), { timeout: 20_000 });
    expect(within(thanks).getByText(/^Booking number: \S+/)).toBeInTheDocument();
    expect(storedCartRef(site)).toBeNull();
  });

  it('lets the operator cancel while waiting for the card, then releases the cart', async () => {
    storeTerminalSettings(site, SIMULATED_READER);
    const cruise = await tourChoice(real.client, site, 'oslo-fjord-sightseeing-cruise', 1, 11);
    const before = await cruise.remaining();
    const { user, dialog } = await openCheckout(cruise);
    await fillForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Pay with Reader' }));
    await within(dialog).findByText('Waiting for Payment', {}, { timeout: 20_000 });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel payment' }));

    expect(await within(dialog).findByText('Failed to Pay.', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Pay with Reader' })).toBeEnabled();
    expect(await cruise.remaining()).toBe(before);
    const cart = await getCartFromApi(real.client, site, storedCartRef(site)!);
    expect(cart.reservations.map((r) => r.reservation_status)).toEqual([ReservationStatus.CANCEL]);
  });

  it('names a stored reader the location does not have', async () => {
    storeTerminalSettings(site, { ...SIMULATED_READER, reader_id: 'tmr_nobody_here' });
    const cruise = await tourChoice(real.client, site, 'oslo-fjord-sightseeing-cruise', 1, 7);
    const { user, dialog } = await openCheckout(cruise);
    await fillForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Pay with Reader' }));
    expect(
      await within(dialog).findByText('Reader Not Found. Please check your connection or device settings and try again.', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    // Nothing was held: the cart is as it was.
    const cart = await getCartFromApi(real.client, site, storedCartRef(site)!);
    expect(cart.reservations[0]!.reservation_status).toBe(ReservationStatus.IN_CART);
  });

  it('refuses a terminal-only site without saved terminal settings', async () => {
    const terminalOnly: PartnerSite = { ...site, merchant_of_record: { ...site.merchant_of_record, payment_method: [PaymentMethod.STRIPE_TERMINAL] } };
    const cruise = await tourChoice(real.client, site, 'oslo-fjord-sightseeing-cruise', 1, 8);
    const { user, dialog } = await openCheckout(cruise, terminalOnly);
    await fillForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
    expect(await within(dialog).findByText('Stripe Terminal Not Found!')).toBeInTheDocument();
  });
});
