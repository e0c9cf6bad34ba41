/**
 * './CartDrawer': the storefront opens it from its header; the shell passes `open` and `onOpenChange` and keeps it
 * mounted once loaded. It carries the checkout and thank-you dialogs too (they open from the cart).
 */
import { CartOverlays } from '../app/cart-overlays';
import { localeAtom, sessionStore } from 'shared-runtime/session';
import { loadCheckoutTexts } from '../lib/catalogue';

// The checkout's texts start loading with this chunk, before its first render (ADR 0004); the components ask too.
loadCheckoutTexts(sessionStore.get(localeAtom));

export type { CartOverlaysProps as CartDrawerProps } from '../app/cart-overlays';
export default CartOverlays;
