import { AddToCartAnswerSchema } from 'shared-contracts/booking';
import type { AddToCartBody, CartItemInput } from 'shared-contracts/cart';
import { api } from 'shared-contracts/paths';
import { http, PUBLIC } from '../../../lib/http';

/** POST cart-reservation?site_id=[&cart_ref=]: the API prices the items; the answer's cart_ref is stored. */
export async function addToCart(siteId: number, cartRef: string | null, items: CartItemInput[], single: boolean): Promise<string> {
  const body: AddToCartBody = { items, cart_type: single ? 'single' : 'default' };
  const path = api.booking.addToCart.path({ site_id: siteId, ...(cartRef ? { cart_ref: cartRef } : {}) });
  return (await http().post(path, body, AddToCartAnswerSchema, PUBLIC)).data.cart_ref;
}
