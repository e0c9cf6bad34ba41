/**
 * React access to the session store: the nearest SessionStoreProvider's, else the page's sessionStore, so no
 * remote needs a provider and a server render can give each request its own store.
 */
import type { IntlShape } from '@formatjs/intl';
import { useAtom, useAtomValue, useSetAtom } from 'jotai/react';
import { useCallback, useEffect, useMemo } from 'react';
import type { Locale } from 'shared-contracts/constants';
import type { PartnerSite } from 'shared-contracts/sites';
import type { CurrentUser } from 'shared-contracts/users';
import { createAppIntl, loadCataloguePart, type CataloguePart, type MessageId, type MessageValues } from 'shared-runtime/i18n';
import { useSessionStore } from './context';
import { pageHostAtom, serviceOriginAtom } from './storefront-site';
import {
  alertsAtom,
  catalogueReadyAtom,
  catalogueVersionAtom,
  currentUserAtom,
  dismissAlert,
  loadLocaleCatalogue,
  localeAtom,
  pageMetaAtom,
  pushAlert,
  selectedSiteIdAtom,
  selectedSiteInfoAtom,
  type Alert,
  type AlertInput,
  type PageMeta,
} from './store';

/** jotai's options naming the store the hooks work on. */
function useStoreOption() {
  return { store: useSessionStore() } as const;
}

export function useCurrentUser(): CurrentUser | null {
  return useAtomValue(currentUserAtom, useStoreOption());
}

export function useSetCurrentUser(): (user: CurrentUser | null) => void {
  return useSetAtom(currentUserAtom, useStoreOption());
}

export interface SelectedSite {
  id: number;
  info: PartnerSite | null;
  setId: (id: number) => void;
  setInfo: (info: PartnerSite | null) => void;
}

export function useSelectedSite(): SelectedSite {
  const options = useStoreOption();
  const [id, setId] = useAtom(selectedSiteIdAtom, options);
  const [info, setInfo] = useAtom(selectedSiteInfoAtom, options);
  return { id, info, setId, setInfo };
}

/** The host name the page is shown on (the request's in a server render). */
export function usePageHost(): string {
  return useAtomValue(pageHostAtom, useStoreOption());
}

/** Where the page's own services answer (the browser's origin; the API's own address in a server render). */
export function useServiceOrigin(): string {
  return useAtomValue(serviceOriginAtom, useStoreOption());
}

export function useLocale(): [Locale, (locale: Locale) => void] {
  return useAtom(localeAtom, useStoreOption());
}

/**
 * IntlShape for the current locale: its panel catalogue for en/no/sv, English for any other, and English until
 * the catalogue has arrived (the component then re-renders in its language).
 */
export function useIntl(): IntlShape {
  const options = useStoreOption();
  const locale = useAtomValue(localeAtom, options);
  const ready = useAtomValue(catalogueReadyAtom, options);
  // Every part that arrives (a page's, the checkout's) bumps the version: a component mounted before it arrived
  // must render its texts too, not keep the IntlShape it was first given.
  const version = useAtomValue(catalogueVersionAtom, options);
  useEffect(() => {
    // Setting the locale already fetches it; this covers a locale that came from the cookie (a remote alone).
    if (!ready) void loadLocaleCatalogue(options.store);
  }, [locale, ready, options.store]);
  return useMemo(() => createAppIntl(locale), [locale, ready, version]);
}

/** Whether the current locale's catalogue is here (for a loading state); see catalogueReadyAtom. */
export function useCatalogueReady(): boolean {
  return useAtomValue(catalogueReadyAtom, useStoreOption());
}

export type T = (id: MessageId, values?: MessageValues) => string;

export function useT(): T {
  const intl = useIntl();
  return useCallback((id, values) => intl.formatMessage({ id }, values) as string, [intl]);
}

/**
 * Declares the page's title and breadcrumbs for the shell's top bar. Compared by content, so an inline object
 * literal does not rewrite the atom on every render.
 */
export function usePageMeta(meta: PageMeta): void {
  const setMeta = useSetAtom(pageMetaAtom, useStoreOption());
  const key = JSON.stringify(meta);
  useEffect(() => {
    setMeta(JSON.parse(key) as PageMeta);
  }, [key, setMeta]);
}

export function usePageMetaValue(): PageMeta {
  return useAtomValue(pageMetaAtom, useStoreOption());
}

/** The toast queue, for the shell's toaster. */
export function useAlerts(): Alert[] {
  return useAtomValue(alertsAtom, useStoreOption());
}

export interface AlertApi {
  show: (alert: AlertInput) => string;
  dismiss: (id: string) => void;
}

export function useAlert(): AlertApi {
  const store = useSessionStore();
  return useMemo(() => ({ show: (alert) => pushAlert(alert, store), dismiss: (id) => dismissAlert(id, store) }), [store]);
}

/**
 * Formats an API amount (`{ currency, minor, amount }`, computed and rounded by the API) in the visitor's language.
 * One formatter for every storefront remote, so a price reads the same in the product page, the cart and the
 * customer area. (Search hits carry index prices, not Money, and format on their own.)
 */
export function useMoney(): (money: { currency: string; amount: number }) => string {
  const intl = useIntl();
  return useCallback((money) => intl.formatNumber(money.amount, { style: 'currency', currency: money.currency }), [intl]);
}

/**
 * Asks for a remote's catalogue part when one of its pages mounts (ADR 0004), and again in each new language: the
 * part stays active, so a later change of language loads it too. The area's expose module starts the first load
 * before its first render. A failed chunk leaves what is there in place; the next language change tries again.
 */
export function useCataloguePart(part: CataloguePart): void {
  const [locale] = useLocale();
  useEffect(() => {
    loadCataloguePart(part, locale).catch(() => undefined);
  }, [part, locale]);
}
