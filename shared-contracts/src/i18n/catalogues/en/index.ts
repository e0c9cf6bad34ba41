import { areas } from './areas';
import { common } from './common';
import { errors } from './errors';
import { nav } from './nav';
import { adminCancellations } from './panel';
import { shell } from './shell';
import { siteChrome } from './site-chrome';
import { siteCheckout } from './site-checkout';
import { siteProduct } from './site-product';
import { siteSearch } from './site-search';
import { ui } from './ui';
import { validation } from './validation';

/**
 * The source catalogue: every message id exists here first. The app never bundles this whole object: it loads the
 * parts (core.ts, panel.ts, site-search.ts, site-product.ts, site-checkout.ts) as pages need them (shared-runtime/i18n). Types, tests and
 * the API use it whole.
 */
export const en = {
  ...common,
  ...errors,
  ...validation,
  ...shell,
  ...ui,
  ...siteChrome,
  ...nav,
  ...areas,
  ...adminCancellations,
  ...siteSearch,
  ...siteProduct,
  ...siteCheckout,
} as const;

/** Area sizes, so a test can prove that no id is defined in two areas (a spread would hide it). */
export const enAreas = { common, errors, validation, shell, ui, siteChrome, nav, areas, adminCancellations, siteSearch, siteProduct, siteCheckout } as const;
