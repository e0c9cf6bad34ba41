/** './CartDrawer': the storefront opens it from its header; the shell passes `open` and `onOpenChange`. */
import { CartDrawer } from '../features/cart/components/cart-drawer';

export type { CartDrawerProps } from '../features/cart/components/cart-drawer';
export default CartDrawer;
