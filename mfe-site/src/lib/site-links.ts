/**
 * Turning the links the API gives (menu items, footer links, section call-to-actions) into storefront hrefs, and a
 * service card into its product page's href.
 */
import type { ServiceCard } from 'shared-contracts/site-content';
import { isLocale } from 'shared-contracts/constants';
import { productPath } from 'shared-contracts/paths';

/** A URL with a scheme (https:, mailto:, tel:) or protocol-relative: leaves the storefront. */
export function isExternalUrl(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');
}

/**
 * A site-relative path as the API stores it ('/search?type=hotels', 'en/page/about', '/en/page/about') to a path
 * in the visitor's language. A path that already starts with a language keeps it.
 */
export function storefrontPath(url: string, lang: string): string {
  const trimmed = url.trim();
  if (trimmed === '' || trimmed === '/') return `/${lang}`;
  if (trimmed.startsWith('#') || trimmed.startsWith('?')) return `/${lang}${trimmed}`;
  const path = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  const first = path.split(/[/?#]/)[1];
  return isLocale(first) ? path : `/${lang}${path}`;
}

/** The product pages' paths are written once, in shared-contracts (the API's sitemap lists the same). */
export { PRODUCT_SEGMENT, productPath } from 'shared-contracts/paths';

export function productHref(lang: string, card: Pick<ServiceCard, 'id' | 'service_type'>): string {
  return `/${lang}/${productPath(card.service_type, card.id)}`;
}
