import 'shared-contracts/testing/dom-fetch';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { ReservationStatus } from 'shared-contracts/enums';
import type { PartnerSite } from 'shared-contracts/sites';
import { seriousViolations } from '../../../testing/axe';
import { getCartFromApi, loadSite, renderCheckout, handOff, sellOut, storedCartRef, tourChoice, useRealApi, type TourChoice } from '../../../testing/checkout-harness';

const real = useRealApi();
let site: PartnerSite;

beforeAll(async () => {
  site = await loadSite(real.client, 'demo-paylater');
});

beforeEach(() => window.localStorage.clear());

/** Records the requests the page sends (observation only: every request still reaches the real API). */
function recordRequests() {
  const original = globalThis.fetch;
  const seen: { method: string; url: string; key: string | null }[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    seen.push({ method: request.method, url: request.url, key: request.headers.get('Idempotency-Key') });
    return original(request);
  }) as typeof fetch;
  return { seen, restore: () => void (globalThis.fetch = original) };
}

async function openCheckout(choices: TourChoice[]): Promise<{ user: UserEvent; dialog: HTMLElement }> {
  const user = userEvent.setup();
  renderCheckout(site);
  for (const choice of choices) handOff(site, choice);
  const drawer = await screen.findByRole('dialog', { name: /Your cart/ });
  await waitFor(() => expect(within(drawer).getAllByRole('article')).toHaveLength(choices.length), { timeout: 15_000 });
  await user.click(within(drawer).getByRole('button', { name: 'Checkout' }));
  const dialog = await screen.findByRole('dialog', { name: 'Checkout' });
  return { user, dialog };
}

async function fillForm(user: UserEvent, dialog: HTMLElement) {
  await user.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Kari');
  await user.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Nordmann');
  await user.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'kari@example.test');
  await user.type(within(dialog).getByRole('textbox', { name: /Country/ }), 'Norway');
  await user.type(within(dialog).getByRole('textbox', { name: /Area code/ }), '+47');
  await user.type(within(dialog).getByRole('textbox', { name: /^Phone/ }), '41234567');
}

describe('checkout on a no-pay site (real API)', () => {
  it('validates the personal information with the contract’s messages before calling anything', async () => {
    const cruise = await tourChoice(real.client, site, 'oslo-fjord-sightseeing-cruise');
    const { user, dialog } = await openCheckout([cruise]);
    const recorder = recordRequests();
    try {
      await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
      const alerts = await within(dialog).findAllByRole('alert');
      const texts = alerts.map((a) => a.textContent);
      expect(texts).toContain('Please enter email.');
      expect(texts).toContain('Please enter country');
      expect(texts.filter((text) => text === 'This field is required.').length).toBeGreaterThanOrEqual(4);
      expect(within(dialog).getByRole('textbox', { name: /First name/ })).toHaveAttribute('aria-invalid', 'true');
      expect(await seriousViolations(dialog)).toEqual([]);

      await user.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'not-an-email');
      await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
      expect(await within(dialog).findByText('Please enter valid email.')).toBeInTheDocument();
      expect(recorder.seen.filter((r) => r.url.includes('hold-reservation'))).toEqual([]);
    } finally {
      recorder.restore();
    }
  });

  it('titles the dialog in a colour that reads on the site’s header colour, however dark', async () => {
    const light = site;
    // A near-black header and the default dark title colour: the title turns white rather than vanish.
    site = { ...light, theme_settings: { ...light.theme_settings, dialog_header_color: '#0F172A', title_color: '#1A202C' } };
    try {
      const cruise = await tourChoice(real.client, site, 'oslo-fjord-sightseeing-cruise');
      const { dialog } = await openCheckout([cruise]);
      const title = within(dialog).getByRole('heading', { name: 'Checkout' });
      expect(getComputedStyle(title.parentElement!).color).toBe('rgb(255, 255, 255)');
      expect(getComputedStyle(title.parentElement!).backgroundColor).toBe('rgb(15, 23, 42)');
    } finally {
      site = light;
    }
  });

  it('holds and confirms, then shows the thank-you dialog as Confirmed with the booking numbers and forgets the cart', async () => {
    const cruise = await tourChoice(real.client, site, 'oslo-fjord-sightseeing-cruise', 2);
    const { user, dialog } = await openCheckout([cruise]);
    const cartRef = storedCartRef(site)!;
    await fillForm(user, dialog);
    const recorder = recordRequests();
    try {
      await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
      const thanks = await screen.findByRole('dialog', { name: 'Thank you for your booking' }, { timeout: 20_000 });
      await waitFor(() => expect(within(thanks).getByTestId('booking-status')).toHaveTextContent('Confirmed'), { timeout: 15_000 });
      expect(within(thanks).getByText(/^Booking number: \S+/)).toBeInTheDocument();
      expect(within(thanks).getByText(cruise.name)).toBeInTheDocument();

      const writes = recorder.seen.filter((r) => /hold-reservation|confirm-reservation/.test(r.url));
      expect(writes.map((r) => r.url.match(/(hold|confirm)-reservation/)![1])).toEqual(['hold', 'confirm']);
      expect(writes.every((r) => r.key && /^[0-9a-f-]{36}$/.test(r.key))).toBe(true);
      expect(new Set(writes.map((r) => r.key)).size).toBe(2);
    } finally {
      recorder.restore();
    }
    expect(storedCartRef(site)).toBeNull();
    const cart = await getCartFromApi(real.client, site, cartRef);
    expect(cart.reservations.every((r) => r.reservation_status === ReservationStatus.CONFIRM)).toBe(true);
  });

  it('names the items a refused hold could not take, and releases the cart', async () => {
    const cruise = await tourChoice(real.client, site, 'oslo-fjord-sightseeing-cruise', 1, 8);
    const { user, dialog } = await openCheckout([cruise]);
    const cartRef = storedCartRef(site)!;
    await sellOut(real.client, site, cruise);
    await fillForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));

    const alert = await within(dialog).findByText(/Some items in your cart are no longer available/, {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent(`Some items in your cart are no longer available: ${cruise.name}. Please review your cart and try again.`);
    expect(within(dialog).getByRole('button', { name: 'Confirm booking' })).toBeEnabled();
    const cart = await getCartFromApi(real.client, site, cartRef);
    expect(cart.reservations.map((r) => r.reservation_status)).toEqual([ReservationStatus.CANCEL]);
    expect(screen.queryByRole('dialog', { name: 'Thank you for your booking' })).not.toBeInTheDocument();
  });
});
