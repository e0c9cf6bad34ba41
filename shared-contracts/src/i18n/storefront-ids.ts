import type { en } from './catalogues/en';

/**
 * Ids outside `site.*` that a partner-site visitor can see (page titles, shared UI states, HTTP and search errors,
 * the not-found page). With the `site.*` catalogues they make up what every one of the 14 storefront locales must
 * translate (issue 3 §2 "Languages"); the panel's own texts exist in en, no and sv only.
 */
export const STOREFRONT_SHARED_IDS = [
  'areas.site.search',
  'areas.site.page',
  'areas.site.privacyPolicy',
  'areas.site.termsAndConditions',
  'areas.site.widget',
  'areas.site.hubWidget',
  'areas.site.activity',
  'areas.site.adventure',
  'areas.site.hotel',
  'areas.site.package',
  'areas.site.rental',
  'areas.site.restaurant',
  'areas.site.event',
  'areas.site.attraction',
  'areas.ui.loading',
  'areas.ui.error.title',
  'areas.ui.retry',
  'areas.ui.closeAlert',
  'common.cancel',
  'errors.sessionTimeout',
  'errors.badRequest',
  'errors.unauthenticated',
  'errors.accessDenied',
  'errors.somethingWentWrong',
  'errors.searchFailed',
  'errors.objectIdsFailed',
  'errors.facetSearchFailed',
  'shell.error.title',
  'shell.error.body',
  'shell.notFound',
] as const satisfies readonly (keyof typeof en)[];

export type StorefrontSharedId = (typeof STOREFRONT_SHARED_IDS)[number];

/**
 * Ids outside `site.*` that the checkout shows a visitor (spec 001 §8's cart, checkout and terminal messages, the
 * personal-information form's field messages). Every locale has them in `core`: the API formats some of them, and
 * the checkout's own part (mfe-checkout's src/messages) holds only its `site.checkout.*` texts.
 */
export const CHECKOUT_SHARED_IDS = [
  'errors.cartRetrievalFailed',
  'errors.cartCurrencyRequired',
  'errors.invalidCartItem',
  'errors.cardDetailInvalid',
  'errors.cardDetailsEmpty',
  'errors.personalInfoNotFound',
  'errors.stripeTerminalNotFound',
  'errors.paymentKeyMissing',
  'errors.confirmPaymentFailed',
  'errors.holdReservationFailed',
  'errors.holdExpired',
  'errors.failedToFetchSiteById',
  'errors.terminal.readerDiscoverFailed',
  'errors.terminal.readerNotFound',
  'errors.terminal.readerNotOnline',
  'errors.terminal.cartItemNotValid',
  'errors.terminal.processPaymentFailed',
  'errors.terminal.collectPaymentMethodFailed',
  'errors.terminal.cancelCollectPaymentMethodFailed',
  'errors.terminal.cartItemsNotValid',
  'errors.terminal.somethingWentWrong',
  'errors.terminal.connectionTokenFailed',
  'errors.terminal.readerDisconnected',
  'errors.terminal.payFailed',
  'errors.terminal.cancelFailed',
  'errors.terminal.startFailed',
  'errors.terminal.paymentSystemIssue',
  'validation.required',
  'validation.invalid',
  'validation.emailRequired',
  'validation.emailInvalid',
  'validation.countryRequired',
] as const satisfies readonly (keyof typeof en)[];

export type CheckoutSharedId = (typeof CHECKOUT_SHARED_IDS)[number];

/**
 * Ids outside `site.*` that the guest reservation area shows (the login form's field messages). Every locale has
 * them in `core`, so the area does not depend on the checkout having loaded anything.
 */
export const CUSTOMER_SHARED_IDS = ['validation.emailRequired', 'validation.emailInvalid', 'errors.rateLimited'] as const satisfies readonly (keyof typeof en)[];

export type CustomerSharedId = (typeof CUSTOMER_SHARED_IDS)[number];
