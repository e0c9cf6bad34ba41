/** React access to the session store. Every hook names sessionStore, so no Provider is needed in any remote. */
import type { IntlShape } from '@formatjs/intl';
import { useAtom, useAtomValue, useSetAtom } from 'jotai/react';
import { useCallback, useEffect, useMemo } from 'react';
import type { Locale } from '../constants';
import { createAppIntl, type MessageId, type MessageValues } from '../i18n/intl';
import type { PartnerSite } from '../schemas/sites';
import type { CurrentUser } from '../schemas/users';
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
  sessionStore,
  type Alert,
  type AlertInput,
  type PageMeta,
} from './store';

const options = { store: sessionStore } as const;

export function useCurrentUser(): CurrentUser | null {
  return useAtomValue(currentUserAtom, options);
}

export function useSetCurrentUser(): (user: CurrentUser | null) => void {
  return useSetAtom(currentUserAtom, options);
}

export interface SelectedSite {
  id: number;
  info: PartnerSite | null;
  setId: (id: number) => void;
  setInfo: (info: PartnerSite | null) => void;
}

export function useSelectedSite(): SelectedSite {
  const [id, setId] = useAtom(selectedSiteIdAtom, options);
  const [info, setInfo] = useAtom(selectedSiteInfoAtom, options);
  return { id, info, setId, setInfo };
}

export function useLocale(): [Locale, (locale: Locale) => void] {
  return useAtom(localeAtom, options);
}

/**
 * IntlShape for the current locale: its panel catalogue for en/no/sv, English for any other, and English until
 * the catalogue has arrived (the component then re-renders in its language).
 */
export function useIntl(): IntlShape {
  const locale = useAtomValue(localeAtom, options);
  const ready = useAtomValue(catalogueReadyAtom, options);
  // Every part that arrives (a page's, the checkout's) bumps the version: a component mounted before it arrived
  // must render its texts too, not keep the IntlShape it was first given.
  const version = useAtomValue(catalogueVersionAtom, options);
  useEffect(() => {
    // Setting the locale already fetches it; this covers a locale that came from the cookie (a remote alone).
    if (!ready) void loadLocaleCatalogue();
  }, [locale, ready]);
  return useMemo(() => createAppIntl(locale), [locale, ready, version]);
}

/** Whether the current locale's catalogue is here (for a loading state); see catalogueReadyAtom. */
export function useCatalogueReady(): boolean {
  return useAtomValue(catalogueReadyAtom, options);
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
  const setMeta = useSetAtom(pageMetaAtom, options);
  const key = JSON.stringify(meta);
  useEffect(() => {
    setMeta(JSON.parse(key) as PageMeta);
  }, [key, setMeta]);
}

export function usePageMetaValue(): PageMeta {
  return useAtomValue(pageMetaAtom, options);
}

/** The toast queue, for the shell's toaster. */
export function useAlerts(): Alert[] {
  return useAtomValue(alertsAtom, options);
}

export interface AlertApi {
  show: (alert: AlertInput) => string;
  dismiss: (id: string) => void;
}

export function useAlert(): AlertApi {
  return useMemo(() => ({ show: (alert) => pushAlert(alert), dismiss: (id) => dismissAlert(id) }), []);
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
