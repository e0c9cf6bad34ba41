/**
 * What every storefront page knows once start-up has finished (spec 001 §4 "Start-up"): the partner site of this
 * host with its settings, and the visitor's language (one of the site's enabled languages). The start-up gate
 * (features/chrome) provides it; pages read it with useStorefront().
 */
import { createContext, useContext } from 'react';
import type { Locale } from 'shared-contracts/constants';
import type { PartnerSite } from 'shared-contracts/sites';

export interface Storefront {
  site: PartnerSite;
  /** The language of the URL, already checked against site.general_settings.language.enabled_language. */
  lang: Locale;
  /** Builds a storefront href in the current language: href('search') is `/{lang}/search`. */
  href: (path?: string) => string;
}

export const StorefrontContext = createContext<Storefront | null>(null);

export function useStorefront(): Storefront {
  const value = useContext(StorefrontContext);
  if (!value) throw new Error('useStorefront() needs the storefront start-up gate (StorefrontContext) above it');
  return value;
}

export function storefrontFor(site: PartnerSite, lang: Locale): Storefront {
  return {
    site,
    lang,
    href: (path = '') => `/${lang}${path ? `/${path.replace(/^\/+/, '')}` : ''}`,
  };
}
