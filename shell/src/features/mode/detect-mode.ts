import { isLocale } from 'shared-contracts/constants';
import { storefrontRouteKind, type StorefrontRoute } from 'shared-contracts/paths';
import { REMOTES, type RemoteName } from '../../lib/remotes';

/**
 * ARCHITECTURE §2: the platform host serves the panel (/{lang}/login, /npanel, /admin) and the platform
 * storefront; every other host is a partner site, where panel remotes are never fetched.
 */
export type AppMode = 'panel' | 'platform-site' | 'partner-site';

export const DEFAULT_PLATFORM_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];
export const PLATFORM_HOST_META = 'wayhub-platform-host';
/** The log-in page's section: SHELL_MANIFEST's `shell.login` pattern (a test holds them equal). */
export const LOGIN_SECTION = 'login';
export const PANEL_SECTIONS: ReadonlySet<string> = new Set([LOGIN_SECTION, 'npanel', 'admin']);

/** Platform hosts from `<meta name="wayhub-platform-host" content="a.example,b.example">`, else the local defaults. */
export function readPlatformHosts(doc: Pick<Document, 'querySelector'> | undefined): readonly string[] {
  const content = doc?.querySelector(`meta[name="${PLATFORM_HOST_META}"]`)?.getAttribute('content');
  const hosts = (content ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  return hosts.length > 0 ? hosts : DEFAULT_PLATFORM_HOSTS;
}

export function isPlatformHost(hostname: string, platformHosts: readonly string[] = DEFAULT_PLATFORM_HOSTS): boolean {
  return platformHosts.includes(hostname.toLowerCase());
}

function segments(pathname: string): string[] {
  return pathname.split('/').filter(Boolean);
}

export function detectMode(hostname: string, pathname: string, platformHosts: readonly string[] = DEFAULT_PLATFORM_HOSTS): AppMode {
  if (!isPlatformHost(hostname, platformHosts)) return 'partner-site';
  const [lang, section] = segments(pathname);
  if (isLocale(lang) && section !== undefined && PANEL_SECTIONS.has(section)) return 'panel';
  return 'platform-site';
}

/** `/{lang}/login`: the panel's log-in page, which loads without the rest of the panel (routes.tsx). */
export function isLoginPath(pathname: string): boolean {
  const [lang, section, ...rest] = segments(pathname);
  return isLocale(lang) && section === LOGIN_SECTION && rest.length === 0;
}

/** What the shell mounts for a storefront path (after the /{lang} prefix). */
export type SiteTarget =
  | { kind: 'remote'; remote: RemoteName }
  | { kind: 'logout' }
  | { kind: 'unknown' };

/** Which remote renders each kind of storefront route. */
const STOREFRONT_OWNERS: Readonly<Record<Exclude<StorefrontRoute['kind'], 'logout' | 'unknown'>, RemoteName>> = {
  home: REMOTES.site,
  'site-page': REMOTES.site,
  page: REMOTES.site,
  product: REMOTES.site,
  'booking-details': REMOTES.checkout,
  'customer-reservation': REMOTES.customerArea,
  'setup-terminal': REMOTES.terminal,
};

/**
 * Maps the path after /{lang} to its owner, by the storefront route list the API answers 404s by
 * (`storefrontRouteKind`). Only routes the spec lists are recognised; anything else is the unknown-route page
 * (spec 000 §2.1), so a partner host can never be talked into mounting a panel remote.
 */
export function siteTargetFor(rest: string): SiteTarget {
  const { kind } = storefrontRouteKind(rest);
  if (kind === 'logout' || kind === 'unknown') return { kind };
  return { kind: 'remote', remote: STOREFRONT_OWNERS[kind] };
}

/** `/{widgetUuid}/gotohubwidget` (spec 000 §2.2) is the one storefront route without a language prefix. */
export function isHubWidgetPath(pathname: string): boolean {
  const parts = segments(pathname);
  return parts.length === 2 && parts[1] === 'gotohubwidget' && !isLocale(parts[0]);
}
