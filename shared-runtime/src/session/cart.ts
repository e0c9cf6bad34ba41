/**
 * The hand-off from the storefront to the cart (issue 3 §4). mfe-site never imports mfe-checkout: a product page
 * validates its choice with the contract schema and queues it here, in the one session store, then asks the shell
 * to open the cart. mfe-checkout, loaded on that first request, takes the queue and adds the items through the API
 * (which prices them). A queue, not a callback, so an item chosen before mfe-checkout has loaded is not lost.
 */
import { atom } from 'jotai';
import { CartHandoffSchema, type CartHandoff } from 'shared-contracts/cart';
import * as v from 'shared-contracts/valibot';
import { sessionStore, type SessionStore } from './store';

/** Items handed to the cart and not taken yet, oldest first. */
export const cartHandoffsAtom = atom<CartHandoff[]>([]);

/** Bumped to ask the shell to open the cart drawer (the header's cart button, a hand-off). */
export const cartOpenRequestAtom = atom(0);

/** Asks the shell to open the cart drawer; the shell loads mfe-checkout the first time. */
export function requestCartOpen(store: SessionStore = sessionStore): void {
  store.set(cartOpenRequestAtom, (n) => n + 1);
}

/**
 * Validates `handoff` with the contract schema, queues it and opens the cart. Throws valibot's ValiError when the
 * item is not valid, so a page can never hand over something the cart would refuse for its shape.
 */
export function handOffToCart(handoff: v.InferInput<typeof CartHandoffSchema>, store: SessionStore = sessionStore): CartHandoff {
  const valid = v.parse(CartHandoffSchema, handoff);
  store.set(cartHandoffsAtom, (queue) => [...queue, valid]);
  requestCartOpen(store);
  return valid;
}

/** Takes every queued item (the cart calls this once it can add them); the queue is empty afterwards. */
export function takeCartHandoffs(store: SessionStore = sessionStore): CartHandoff[] {
  const queue = store.get(cartHandoffsAtom);
  if (queue.length > 0) store.set(cartHandoffsAtom, []);
  return queue;
}
