import { core } from './core';
import { siteCheckout } from './site-checkout';
import { siteProduct } from './site-product';
import { siteSearch } from './site-search';

/** The storefront catalogue of this locale, whole (tests); the app loads it in parts (shared-runtime/i18n). */
export const hi = { ...core, ...siteSearch, ...siteProduct, ...siteCheckout };
