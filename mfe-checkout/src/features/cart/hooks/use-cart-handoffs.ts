/**
 * Takes what the storefront handed to the cart (shared-runtime/session cart hand-offs) and adds it with the
 * add-to-cart call, one after the other; reacts to new hand-offs while the drawer stays mounted. The answer's
 * cart_ref is stored and the cart reloads.
 */
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { ApiError } from 'shared-contracts/errors';
import { cartHandoffsAtom, pushAlert, sessionStore, takeCartHandoffs } from 'shared-runtime/session';
import type { PartnerSite } from 'shared-contracts/sites';
import { readCartRef, writeCartRef } from '../../../lib/cart-ref';
import { addToCart } from '../api/add-to-cart';
import { cartKey } from '../api/get-cart';

export interface AddFailure {
  name: string;
  /** The server's reason, when it gave one. */
  detail: string | null;
}

export function useCartHandoffs(site: PartnerSite | null) {
  const queue = useAtomValue(cartHandoffsAtom, { store: sessionStore });
  const { mutate } = useSWRConfig();
  const chain = useRef<Promise<void>>(Promise.resolve());
  const [adding, setAdding] = useState<string | null>(null);
  const [failure, setFailure] = useState<AddFailure | null>(null);

  useEffect(() => {
    if (!site || queue.length === 0) return;
    const taken = takeCartHandoffs();
    const single = site.booking_flow_settings.process_single_cart_item;
    chain.current = chain.current.then(async () => {
      for (const handoff of taken) {
        setAdding(handoff.service_name);
        setFailure(null);
        try {
          const ref = await addToCart(handoff.site_id, readCartRef(handoff.site_id), [handoff.item], single);
          writeCartRef(handoff.site_id, ref);
          await mutate(cartKey(handoff.site_id, ref));
          // Said once the API has the item, not when the page handed it over.
          pushAlert({ status: 'success', messageId: 'site.checkout.cart.added', values: { name: handoff.service_name } });
        } catch (error) {
          const detail = error instanceof ApiError && !error.messageId ? error.message : null;
          setFailure({ name: handoff.service_name, detail });
        }
      }
      setAdding(null);
    });
  }, [queue, site, mutate]);

  return { adding, failure, dismissFailure: () => setFailure(null) };
}
