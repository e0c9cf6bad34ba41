/**
 * Checkout pages, exposed as './Area'. The shell renders it inside its own router, session store and UiProvider,
 * at `/:lang/*`, for booking-details/… . The cart drawer is a separate expose, './CartDrawer'.
 */
import { CheckoutRoutes } from '../app/routes';
import { localeAtom, sessionStore } from 'shared-runtime/session';
import { loadCheckoutTexts } from '../lib/catalogue';

// The checkout's texts start loading with this chunk, before its first render (ADR 0004); the components ask too.
loadCheckoutTexts(sessionStore.get(localeAtom));

export default function Area() {
  return <CheckoutRoutes />;
}
