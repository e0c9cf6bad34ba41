/**
 * The loaders of the late catalogue parts (intl.ts LATE_PARTS), every locale's, each behind its own `import()`.
 * This module is itself a lazy chunk: a visitor who never opens the cart never fetches it.
 */
import type { Locale } from 'shared-contracts/constants';
import type { CatalogueLoader, LatePart } from './intl';

export const LATE_LOADERS: Record<Locale, Record<LatePart, CatalogueLoader>> = {
  en: {
    checkout: () => import(/* webpackChunkName: "i18n-en-checkout" */ 'shared-contracts/messages/en/site-checkout').then((m) => m.siteCheckout),
  },
  no: {
    checkout: () => import(/* webpackChunkName: "i18n-no-checkout" */ 'shared-contracts/messages/no/site-checkout').then((m) => m.siteCheckout),
  },
  hi: {
    checkout: () => import(/* webpackChunkName: "i18n-hi-checkout" */ 'shared-contracts/messages/hi/site-checkout').then((m) => m.siteCheckout),
  },
  gu: {
    checkout: () => import(/* webpackChunkName: "i18n-gu-checkout" */ 'shared-contracts/messages/gu/site-checkout').then((m) => m.siteCheckout),
  },
  sv: {
    checkout: () => import(/* webpackChunkName: "i18n-sv-checkout" */ 'shared-contracts/messages/sv/site-checkout').then((m) => m.siteCheckout),
  },
  da: {
    checkout: () => import(/* webpackChunkName: "i18n-da-checkout" */ 'shared-contracts/messages/da/site-checkout').then((m) => m.siteCheckout),
  },
  de: {
    checkout: () => import(/* webpackChunkName: "i18n-de-checkout" */ 'shared-contracts/messages/de/site-checkout').then((m) => m.siteCheckout),
  },
  bg: {
    checkout: () => import(/* webpackChunkName: "i18n-bg-checkout" */ 'shared-contracts/messages/bg/site-checkout').then((m) => m.siteCheckout),
  },
  nl: {
    checkout: () => import(/* webpackChunkName: "i18n-nl-checkout" */ 'shared-contracts/messages/nl/site-checkout').then((m) => m.siteCheckout),
  },
  ru: {
    checkout: () => import(/* webpackChunkName: "i18n-ru-checkout" */ 'shared-contracts/messages/ru/site-checkout').then((m) => m.siteCheckout),
  },
  es: {
    checkout: () => import(/* webpackChunkName: "i18n-es-checkout" */ 'shared-contracts/messages/es/site-checkout').then((m) => m.siteCheckout),
  },
  it: {
    checkout: () => import(/* webpackChunkName: "i18n-it-checkout" */ 'shared-contracts/messages/it/site-checkout').then((m) => m.siteCheckout),
  },
  fi: {
    checkout: () => import(/* webpackChunkName: "i18n-fi-checkout" */ 'shared-contracts/messages/fi/site-checkout').then((m) => m.siteCheckout),
  },
  fr: {
    checkout: () => import(/* webpackChunkName: "i18n-fr-checkout" */ 'shared-contracts/messages/fr/site-checkout').then((m) => m.siteCheckout),
  },
};
