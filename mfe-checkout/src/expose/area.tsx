/**
 * Checkout pages, exposed as './Area'. The shell renders it inside its own router, session store and UiProvider,
 * at `/:lang/*`, for booking-details/… . The cart drawer is a separate expose, './CartDrawer'.
 */
import { CheckoutRoutes } from '../app/routes';

export default function Area() {
  return <CheckoutRoutes />;
}
