/**
 * The loaders of the late catalogue parts (intl.ts LATE_PARTS), every locale's, each behind its own `import()`.
 * This module is itself a lazy chunk: a visitor who never opens the cart or the guest area never fetches it.
 */
import type { Locale } from 'shared-contracts/constants';
import type { CatalogueLoader, LatePart } from './intl';

export const LATE_LOADERS: Record<Locale, Record<LatePart, CatalogueLoader>> = {
  en: {
    checkout: () => import(/* webpackChunkName: "i18n-en-checkout" */ 'shared-contracts/messages/en/site-checkout').then((m) => m.siteCheckout),
    customer: () => import(/* webpackChunkName: "i18n-en-customer" */ 'shared-contracts/messages/en/site-customer').then((m) => m.siteCustomer),
  },
  no: {
    checkout: () => import(/* webpackChunkName: "i18n-no-checkout" */ 'shared-contracts/messages/no/site-checkout').then((m) => m.siteCheckout),
    customer: () => import(/* webpackChunkName: "i18n-no-customer" */ 'shared-contracts/messages/no/site-customer').then((m) => m.siteCustomer),
  },
  hi: {
    checkout: () => import(/* webpackChunkName: "i18n-hi-checkout" */ 'shared-contracts/messages/hi/site-checkout').then((m) => m.siteCheckout),
    customer: () => import(/* webpackChunkName: "i18n-hi-customer" */ 'shared-contracts/messages/hi/site-customer').then((m) => m.siteCustomer),
  },
  gu: {
    checkout: () => import(/* webpackChunkName: "i18n-gu-checkout" */ 'shared-contracts/messages/gu/site-checkout').then((m) => m.siteCheckout),
    customer: () => import(/* webpackChunkName: "i18n-gu-customer" */ 'shared-contracts/messages/gu/site-customer').then((m) => m.siteCustomer),
  },
  sv: {
    checkout: () => import(/* webpackChunkName: "i18n-sv-checkout" */ 'shared-contracts/messages/sv/site-checkout').then((m) => m.siteCheckout),
    customer: () => import(/* webpackChunkName: "i18n-sv-customer" */ 'shared-contracts/messages/sv/site-customer').then((m) => m.siteCustomer),
  },
  da: {
    checkout: () => import(/* webpackChunkName: "i18n-da-checkout" */ 'shared-contracts/messages/da/site-checkout').then((m) => m.siteCheckout),
    customer: () => import(/* webpackChunkName: "i18n-da-customer" */ 'shared-contracts/messages/da/site-customer').then((m) => m.siteCustomer),
  },
  de: {
    checkout: () => import(/* webpackChunkName: "i18n-de-checkout" */ 'shared-contracts/messages/de/site-checkout').then((m) => m.siteCheckout),
    customer: () => import(/* webpackChunkName: "i18n-de-customer" */ 'shared-contracts/messages/de/site-customer').then((m) => m.siteCustomer),
  },
  bg: {
    checkout: () => import(/* webpackChunkName: "i18n-bg-checkout" */ 'shared-contracts/messages/bg/site-checkout').then((m) => m.siteCheckout),
    customer: () => import(/* webpackChunkName: "i18n-bg-customer" */ 'shared-contracts/messages/bg/site-customer').then((m) => m.siteCustomer),
  },
  nl: {
    checkout: () => import(/* webpackChunkName: "i18n-nl-checkout" */ 'shared-contracts/messages/nl/site-checkout').then((m) => m.siteCheckout),
    customer: () => import(/* webpackChunkName: "i18n-nl-customer" */ 'shared-contracts/messages/nl/site-customer').then((m) => m.siteCustomer),
  },
  ru: {
    checkout: () => import(/* webpackChunkName: "i18n-ru-checkout" */ 'shared-contracts/messages/ru/site-checkout').then((m) => m.siteCheckout),
    customer: () => import(/* webpackChunkName: "i18n-ru-customer" */ 'shared-contracts/messages/ru/site-customer').then((m) => m.siteCustomer),
  },
  es: {
    checkout: () => import(/* webpackChunkName: "i18n-es-checkout" */ 'shared-contracts/messages/es/site-checkout').then((m) => m.siteCheckout),
    customer: () => import(/* webpackChunkName: "i18n-es-customer" */ 'shared-contracts/messages/es/site-customer').then((m) => m.siteCustomer),
  },
  it: {
    checkout: () => import(/* webpackChunkName: "i18n-it-checkout" */ 'shared-contracts/messages/it/site-checkout').then((m) => m.siteCheckout),
    customer: () => import(/* webpackChunkName: "i18n-it-customer" */ 'shared-contracts/messages/it/site-customer').then((m) => m.siteCustomer),
  },
  fi: {
    checkout: () => import(/* webpackChunkName: "i18n-fi-checkout" */ 'shared-contracts/messages/fi/site-checkout').then((m) => m.siteCheckout),
    customer: () => import(/* webpackChunkName: "i18n-fi-customer" */ 'shared-contracts/messages/fi/site-customer').then((m) => m.siteCustomer),
  },
  fr: {
    checkout: () => import(/* webpackChunkName: "i18n-fr-checkout" */ 'shared-contracts/messages/fr/site-checkout').then((m) => m.siteCheckout),
    customer: () => import(/* webpackChunkName: "i18n-fr-customer" */ 'shared-contracts/messages/fr/site-customer').then((m) => m.siteCustomer),
  },
};
