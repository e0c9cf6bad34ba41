/**
 * What './CartDrawer' shows: the cart drawer, the checkout dialog it opens and the thank-you dialog the checkout
 * ends in (spec 001 §2 overlays). The three are features of their own; this is where they meet.
 */
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { Cart } from 'shared-contracts/booking';
import { useCataloguePart, useLocale } from 'shared-runtime/session';
import { useNavigate } from 'shared-ui/router';
import { CartDrawer } from '../features/cart/components/cart-drawer';
import { CheckoutDialog } from '../features/checkout/components/checkout-dialog';
import type { CheckoutOutcome } from '../features/checkout/lib/handlers';
import { ThankYouDialog } from '../features/thank-you/components/thank-you-dialog';
import { CHECKOUT_PART } from '../lib/catalogue';
import { useCheckoutSite } from '../lib/use-checkout-site';
import { bookingDetailsHref } from './paths';

export interface CartOverlaysProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function CartOverlays({ open, onOpenChange }: CartOverlaysProps) {
  useCataloguePart(CHECKOUT_PART);
  const { site, loading, failed, retry } = useCheckoutSite();
  const [lang] = useLocale();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [checkoutCart, setCheckoutCart] = useState<Cart | null>(null);
  const [thanksUuid, setThanksUuid] = useState<string | null>(null);

  const reloadCarts = () => void mutate((key) => Array.isArray(key) && key[0] === 'checkout-cart');

  const done = (outcome: CheckoutOutcome) => {
    setCheckoutCart(null);
    onOpenChange(false);
    reloadCarts();
    if (outcome.kind === 'booking-details') navigate(bookingDetailsHref(lang, outcome.paymentUuid));
    else setThanksUuid(outcome.paymentUuid);
  };

  return (
    <>
      <CartDrawer
        open={open}
        onOpenChange={onOpenChange}
        site={site}
        siteLoading={loading}
        siteFailed={failed}
        onRetrySite={retry}
        locked={checkoutCart !== null}
        // The checkout dialog opens above the drawer, which stays open (and locked) underneath.
        onCheckout={setCheckoutCart}
      />
      {site && checkoutCart ? (
        <CheckoutDialog
          open
          site={site}
          cart={checkoutCart}
          onClose={() => setCheckoutCart(null)}
          onDone={done}
          onCartChanged={reloadCarts}
        />
      ) : null}
      {site ? <ThankYouDialog siteId={site.id} paymentUuid={thanksUuid} onClose={() => setThanksUuid(null)} /> : null}
    </>
  );
}
