/**
 * Checkout pages, exposed as './Area'. The shell renders it inside its own router, session store and UiProvider,
 * at `/:lang/*`, for booking-details/… . The cart drawer is a separate expose, './CartDrawer'.
 */
import { CheckoutRoutes } from '../app/routes';
import { loadCataloguePart } from 'shared-runtime/i18n';
import { localeAtom, sessionStore } from 'shared-runtime/session';

// The checkout's texts start loading with this chunk, before its first render (ADR 0004); the components ask too.
loadCataloguePart('checkout', sessionStore.get(localeAtom)).catch(() => undefined);

export default function Area() {
  return <CheckoutRoutes />;
}
