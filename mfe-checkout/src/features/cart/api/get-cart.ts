import useSWR from 'swr';
import { CartAnswerSchema, type Cart } from 'shared-contracts/booking';
import { api } from 'shared-contracts/paths';
import { http, PUBLIC } from '../../../lib/http';

/** GET cart-reservation/{cartRef}?with_full_details=true: every item re-checked, so a false status is current. */
export async function getCart(siteId: number, cartRef: string): Promise<Cart> {
  const path = api.booking.cart.path({ cartRef }, { site_id: siteId, with_full_details: true });
  return (await http().get(path, CartAnswerSchema, PUBLIC)).data;
}

export function cartKey(siteId: number, cartRef: string) {
  return ['checkout-cart', siteId, cartRef] as const;
}

export function useCart(siteId: number | null, cartRef: string | null) {
  return useSWR(siteId !== null && cartRef ? cartKey(siteId, cartRef) : null, ([, site, ref]) => getCart(site, ref), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
