import { isLocale } from 'shared-contracts/constants';
import { storefrontRouteKind } from 'shared-contracts/paths';

/** What the page fallback needs to know about partner sites; the app wires it to the modules' services. */
export interface StorefrontLookups {
  /** The Confirmed site a host name (no port) belongs to, or undefined. */
  siteIdForHost(hostname: string): Promise<number | undefined>;
  /** The languages that site enables, and its primary one (spec 001 §4); optional for callers that only check pages. */
  siteLanguages?(hostname: string): Promise<{ enabled: readonly string[]; primary: string } | undefined>;
  hasPublishedPage(siteId: number, slug: string): Promise<boolean>;
  /** Whether the site sells the service of a product URL (`{kind}/{id or slug}`); optional, like siteLanguages. */
  sellsService?(siteId: number, idOrSlug: string): Promise<boolean>;
  widgetExists(uuid: string): Promise<boolean>;
  /** Where visitors of a Deactivated site on this host go (its redirection address), or null (issue 15 §1). */
  deactivatedRedirect?(hostname: string): Promise<string | null>;
}

/** 200 or 404 with the shell's index.html, or a redirect (a language the site does not offer). */
export type PageStatus = 200 | 404 | { redirect: string };

/** The shell's own defaults (shell/src/features/mode/detect-mode.ts DEFAULT_PLATFORM_HOSTS), plus the configured platform domain. */
const LOCAL_PLATFORM_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** A Host header's name: lower case, without the port or a final dot. */
export const hostnameOf = (host: string) => host.trim().toLowerCase().replace(/:\d*$/, '').replace(/\.$/, '');

/** The host names the platform itself answers on (panel and platform storefront), never a partner site. */
export const platformHostsOf = (baseDomain: string) => new Set([...LOCAL_PLATFORM_HOSTS, baseDomain.toLowerCase()]);

/**
 * The HTTP status of a page navigation (spec 001 §8 "Unknown page: 'This page could not be found', status 404").
 * The shell's index.html is served either way, so the SPA renders its not-found page; the status is for
 * crawlers, link checkers and caches. The platform host is left to the shell (panel and platform storefront).
 * On a partner-site host the path must be a storefront route (shared-contracts `storefrontRouteKind`, the list
 * the shell mounts from) under a known language, and a `page/{slug}` must be a published page of that site.
 */
export function createStorefrontStatus({ baseDomain, lookups }: { baseDomain: string; lookups: StorefrontLookups }) {
  const platformHosts = platformHostsOf(baseDomain);
  return async (host: string, pathname: string, search = ''): Promise<PageStatus> => {
    const hostname = hostnameOf(host);
    if (platformHosts.has(hostname)) return 200;
    const siteId = await lookups.siteIdForHost(hostname);
    if (siteId === undefined) {
      // Not a live site: a deactivated one sends its visitors to the address it left for them, whatever the page.
      const away = await lookups.deactivatedRedirect?.(hostname);
      return away ? { redirect: away } : 404;
    }

    const parts = pathname.split('/').filter(Boolean);
    const [lang, ...rest] = parts;
    if (lang === undefined) return 200; // the site root redirects to the site's language
    // `/{widgetUuid}/gotohubwidget` is the one storefront route without a language (spec 000 §2.2).
    if (parts.length === 2 && parts[1] === 'gotohubwidget' && !isLocale(lang)) {
      return (await lookups.widgetExists(lang)) ? 200 : 404;
    }
    if (!isLocale(lang)) return 404;
    const route = storefrontRouteKind(rest.join('/'));
    if (route.kind === 'unknown') return 404;
    // A language the site has not enabled: the same page in its primary language (spec 001 §4), as the storefront
    // would do after loading; answering it here saves the visitor a page load and tells crawlers where it lives.
    const languages = await lookups.siteLanguages?.(hostname);
    if (languages && !languages.enabled.includes(lang) && languages.primary !== lang) {
      return { redirect: `/${[languages.primary, ...rest].join('/')}${search}` };
    }
    if (route.kind === 'page') return (await lookups.hasPublishedPage(siteId, route.slug)) ? 200 : 404;
    if (route.kind === 'product' && route.id !== null && lookups.sellsService) {
      return (await lookups.sellsService(siteId, route.id)) ? 200 : 404;
    }
    return 200;
  };
}
