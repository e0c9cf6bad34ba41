/**
 * The loaders of the late catalogue parts (intl.ts LATE_PARTS), every locale's, each behind its own `import()`.
 * This module is itself a lazy chunk: a visitor who never opens the cart or the guest area never fetches it.
 */
import type { Locale } from '../constants';
import type { CatalogueLoader, LatePart } from './intl';

export const LATE_LOADERS: Record<Locale, Record<LatePart, CatalogueLoader>> = {
  en: {
    checkout: () => import(/* webpackChunkName: "i18n-en-checkout" */ './catalogues/en/site-checkout').then((m) => m.siteCheckout),
    customer: () => import(/* webpackChunkName: "i18n-en-customer" */ './catalogues/en/site-customer').then((m) => m.siteCustomer),
  },
  no: {
    checkout: () => import(/* webpackChunkName: "i18n-no-checkout" */ './catalogues/no/site-checkout').then((m) => m.siteCheckout),
    customer: () => import(/* webpackChunkName: "i18n-no-customer" */ './catalogues/no/site-customer').then((m) => m.siteCustomer),
  },
  hi: {
    checkout: () => import(/* webpackChunkName: "i18n-hi-checkout" */ './catalogues/hi/site-checkout').then((m) => m.siteCheckout),
    customer: () => import(/* webpackChunkName: "i18n-hi-customer" */ './catalogues/hi/site-customer').then((m) => m.siteCustomer),
  },
  gu: {
    checkout: () => import(/* webpackChunkName: "i18n-gu-checkout" */ './catalogues/gu/site-checkout').then((m) => m.siteCheckout),
    customer: () => import(/* webpackChunkName: "i18n-gu-customer" */ './catalogues/gu/site-customer').then((m) => m.siteCustomer),
  },
  sv: {
    checkout: () => import(/* webpackChunkName: "i18n-sv-checkout" */ './catalogues/sv/site-checkout').then((m) => m.siteCheckout),
    customer: () => import(/* webpackChunkName: "i18n-sv-customer" */ './catalogues/sv/site-customer').then((m) => m.siteCustomer),
  },
  da: {
    checkout: () => import(/* webpackChunkName: "i18n-da-checkout" */ './catalogues/da/site-checkout').then((m) => m.siteCheckout),
    customer: () => import(/* webpackChunkName: "i18n-da-customer" */ './catalogues/da/site-customer').then((m) => m.siteCustomer),
  },
  de: {
    checkout: () => import(/* webpackChunkName: "i18n-de-checkout" */ './catalogues/de/site-checkout').then((m) => m.siteCheckout),
    customer: () => import(/* webpackChunkName: "i18n-de-customer" */ './catalogues/de/site-customer').then((m) => m.siteCustomer),
  },
  bg: {
    checkout: () => import(/* webpackChunkName: "i18n-bg-checkout" */ './catalogues/bg/site-checkout').then((m) => m.siteCheckout),
    customer: () => import(/* webpackChunkName: "i18n-bg-customer" */ './catalogues/bg/site-customer').then((m) => m.siteCustomer),
  },
  nl: {
    checkout: () => import(/* webpackChunkName: "i18n-nl-checkout" */ './catalogues/nl/site-checkout').then((m) => m.siteCheckout),
    customer: () => import(/* webpackChunkName: "i18n-nl-customer" */ './catalogues/nl/site-customer').then((m) => m.siteCustomer),
  },
  ru: {
    checkout: () => import(/* webpackChunkName: "i18n-ru-checkout" */ './catalogues/ru/site-checkout').then((m) => m.siteCheckout),
    customer: () => import(/* webpackChunkName: "i18n-ru-customer" */ './catalogues/ru/site-customer').then((m) => m.siteCustomer),
  },
  es: {
    checkout: () => import(/* webpackChunkName: "i18n-es-checkout" */ './catalogues/es/site-checkout').then((m) => m.siteCheckout),
    customer: () => import(/* webpackChunkName: "i18n-es-customer" */ './catalogues/es/site-customer').then((m) => m.siteCustomer),
  },
  it: {
    checkout: () => import(/* webpackChunkName: "i18n-it-checkout" */ './catalogues/it/site-checkout').then((m) => m.siteCheckout),
    customer: () => import(/* webpackChunkName: "i18n-it-customer" */ './catalogues/it/site-customer').then((m) => m.siteCustomer),
  },
  fi: {
    checkout: () => import(/* webpackChunkName: "i18n-fi-checkout" */ './catalogues/fi/site-checkout').then((m) => m.siteCheckout),
    customer: () => import(/* webpackChunkName: "i18n-fi-customer" */ './catalogues/fi/site-customer').then((m) => m.siteCustomer),
  },
  fr: {
    checkout: () => import(/* webpackChunkName: "i18n-fr-checkout" */ './catalogues/fr/site-checkout').then((m) => m.siteCheckout),
    customer: () => import(/* webpackChunkName: "i18n-fr-customer" */ './catalogues/fr/site-customer').then((m) => m.siteCustomer),
  },
};
