import 'shared-contracts/testing/dom-fetch';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STOREFRONT_STORAGE } from 'shared-contracts/constants';
import { alertsAtom, sessionStore } from 'shared-runtime/session';
import type { PartnerSite } from 'shared-contracts/sites';
import { seriousViolations } from '../../../testing/axe';
import { getCartFromApi, loadSite, renderCheckout, handOff, openCart, packageChoice, sellOut, storedCartRef, tourChoice, useRealApi, type TourChoice } from '../../../testing/checkout-harness';

const real = useRealApi();
let site: PartnerSite;

beforeAll(async () => {
  site = await loadSite(real.client, 'demo-paylater');
});

beforeEach(() => window.localStorage.clear());

async function openWith(choices: TourChoice[]) {
  const user = userEvent.setup();
  const view = renderCheckout(site);
  for (const choice of choices) handOff(site, choice);
  const drawer = await screen.findByRole('dialog', { name: /Your cart/ });
  return { user, drawer, view };
}

/** Money as the page renders it (Intl puts a no-break space between currency and amount). */
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

describe('cart drawer (real API)', () => {
  it('adds the handed-off items, stores the cart ref, and shows them with the count and the total', async () => {
    const cruise = await tourChoice(real.client, site, 'oslo-fjord-sightseeing-cruise', 2);
    const lights = await tourChoice(real.client, site, 'tromso-northern-lights-chase', 1);
    const { drawer } = await openWith([cruise, lights]);

    const items = await within(drawer).findAllByRole('article', {}, { timeout: 15_000 });
    await waitFor(() => expect(within(drawer).getAllByRole('article')).toHaveLength(2), { timeout: 15_000 });
    expect(within(drawer).getByRole('article', { name: cruise.name })).toHaveTextContent('2 Adults');
    expect(items.length).toBeGreaterThan(0);
    expect(within(drawer).getByTestId('cart-count')).toHaveTextContent('2');

    const ref = storedCartRef(site);
    expect(ref).toMatch(/^[0-9a-f-]{36}$/);
    // The total is the API's: the same amount the cart call answers, formatted.
    const cart = await getCartFromApi(real.client, site, ref!);
    expect(cart.reservations).toHaveLength(2);
    const total = new Intl.NumberFormat('en', { style: 'currency', currency: cart.cart_total_price.currency }).format(cart.cart_total_price.amount);
    expect(plain(within(drawer).getByTestId('cart-total').textContent)).toBe(plain(total));
    expect(within(drawer).getByRole('button', { name: 'Checkout' })).toBeEnabled();
    // Each item is announced once the API has it (not when the page handed it over).
    const added = sessionStore.get(alertsAtom).flatMap((a) => ('messageId' in a && a.messageId === 'site.checkout.cart.added' ? [a.values?.name] : []));
    expect(added).toEqual([cruise.name, lights.name]);
    expect(await seriousViolations(drawer)).toEqual([]);
  });

  it('removes an item only after the visitor confirms', async () => {
    const cruise = await tourChoice(real.client, site, 'oslo-fjord-sightseeing-cruise');
    const lights = await tourChoice(real.client, site, 'tromso-northern-lights-chase');
    const { user, drawer } = await openWith([cruise, lights]);
    await waitFor(() => expect(within(drawer).getAllByRole('article')).toHaveLength(2), { timeout: 15_000 });

    await user.click(within(drawer).getByRole('button', { name: `Remove ${lights.name}` }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove from cart?' });
    expect(confirm).toHaveTextContent(`${lights.name} will be removed from your cart.`);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(drawer).getAllByRole('article')).toHaveLength(2);

    await user.click(within(drawer).getByRole('button', { name: `Remove ${lights.name}` }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(drawer).getAllByRole('article')).toHaveLength(1));
    expect(within(drawer).getByTestId('cart-count')).toHaveTextContent('1');
    const cart = await getCartFromApi(real.client, site, storedCartRef(site)!);
    expect(cart.reservations.map((r) => r.serviceable_name)).toEqual([cruise.name]);
  });

  it('removes a package with the package call, counting reservations plus packages', async () => {
    const cruise = await tourChoice(real.client, site, 'oslo-fjord-sightseeing-cruise');
    const weekend = await packageChoice(real.client, site, 'arctic-weekend-tromso');
    const { user, drawer } = await openWith([cruise, weekend]);
    const item = await within(drawer).findByRole('article', { name: weekend.name }, { timeout: 15_000 });
    await waitFor(() => expect(within(drawer).getByTestId('cart-count')).toHaveTextContent('2'));
    expect(within(item).getByText('Package')).toBeInTheDocument();
    expect(within(item).getByText('1 Adult')).toBeInTheDocument();

    await user.click(within(item).getByRole('button', { name: `Remove ${weekend.name}` }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(drawer).getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([cruise.name]));
    expect(within(drawer).getByTestId('cart-count')).toHaveTextContent('1');
    const cart = await getCartFromApi(real.client, site, storedCartRef(site)!);
    expect(cart.reserved_package).toEqual([]);
    expect(cart.reservations).toHaveLength(1);
  });

  it('keeps one item at a time on a single-item site', async () => {
    const single: PartnerSite = { ...site, booking_flow_settings: { process_single_cart_item: true } };
    const cruise = await tourChoice(real.client, site, 'oslo-fjord-sightseeing-cruise');
    const lights = await tourChoice(real.client, site, 'tromso-northern-lights-chase');
    renderCheckout(single);
    handOff(site, cruise);
    const drawer = await screen.findByRole('dialog', { name: /Your cart/ });
    await within(drawer).findByRole('article', { name: cruise.name }, { timeout: 15_000 });
    handOff(site, lights);
    await within(drawer).findByRole('article', { name: lights.name }, { timeout: 15_000 });
    await waitFor(() => expect(within(drawer).getAllByRole('article')).toHaveLength(1));
    expect(within(drawer).getByText(/This site books one item at a time/)).toBeInTheDocument();
    const cart = await getCartFromApi(real.client, site, storedCartRef(site)!);
    expect(cart.cart_type).toBe('single');
  });

  it('saves an item’s comments with the comments call', async () => {
    const cruise = await tourChoice(real.client, site, 'oslo-fjord-sightseeing-cruise');
    const { user, drawer } = await openWith([cruise]);
    const field = await within(drawer).findByRole('textbox', { name: `Comments for ${cruise.name}` }, { timeout: 15_000 });
    await user.type(field, 'Wheelchair access, please');
    await user.click(within(drawer).getByRole('button', { name: 'Save comments' }));
    expect(await within(drawer).findByText('Your comments were saved.')).toBeInTheDocument();
    const cart = await getCartFromApi(real.client, site, storedCartRef(site)!);
    expect(cart.reservations[0]!.comments).toBe('Wheelchair access, please');
  });

  it('shows an item sold out since it was added as invalid, with checkout disabled', async () => {
    const cruise = await tourChoice(real.client, site, 'oslo-fjord-sightseeing-cruise', 1, 6);
    const { drawer, view } = await openWith([cruise]);
    const fresh = await within(drawer).findByRole('article', { name: cruise.name }, { timeout: 15_000 });
    expect(within(fresh).queryByText('Invalid cart item!')).not.toBeInTheDocument();
    await sellOut(real.client, site, cruise);

    // On the next page load the cart re-checks every item.
    view.unmount();
    renderCheckout(site);
    openCart();
    const again = await screen.findByRole('dialog', { name: /Your cart/ });
    const item = await within(again).findByRole('article', { name: cruise.name }, { timeout: 15_000 });
    expect(within(item).getByText('Invalid cart item!')).toBeInTheDocument();
    expect(within(again).getByRole('button', { name: 'Checkout' })).toBeDisabled();
  });

  it('shows the spec message when the cart cannot be loaded', async () => {
    window.localStorage.setItem(STOREFRONT_STORAGE.cartRef(site.id), '00000000-0000-4000-8000-000000000000');
    renderCheckout(site);
    openCart();
    const drawer = await screen.findByRole('dialog', { name: /Your cart/ });
    expect(await within(drawer).findByRole('alert')).toHaveTextContent('Something went wrong while retrieving your cart, please try again later!');
    expect(within(drawer).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the empty state without a stored cart', async () => {
    renderCheckout(site);
    openCart();
    const drawer = await screen.findByRole('dialog', { name: /Your cart/ });
    expect(within(drawer).getByText('Your cart is empty.')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Checkout' })).not.toBeInTheDocument();
  });
});
