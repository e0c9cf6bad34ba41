import { isLocale } from 'shared-contracts/constants';
import { REMOTES, type RemoteName } from '../../lib/remotes';

/**
 * ARCHITECTURE §2: the platform host serves the panel (/{lang}/login, /npanel, /admin) and the platform
 * storefront; every other host is a partner site, where panel remotes are never fetched.
 */
export type AppMode = 'panel' | 'platform-site' | 'partner-site';

export const DEFAULT_PLATFORM_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];
export const PLATFORM_HOST_META = 'wayhub-platform-host';
export const PANEL_SECTIONS: ReadonlySet<string> = new Set(['login', 'npanel', 'admin']);

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

/** What the shell mounts for a storefront path (after the /{lang} prefix). */
export type SiteTarget =
  | { kind: 'remote'; remote: RemoteName }
  | { kind: 'logout' }
  | { kind: 'unknown' };

/** Storefront pages of spec 000 §2.2 / 001 §2 that mfe_site renders; `null` = no id segment allowed. */
const SITE_PAGES: Readonly<Record<string, 'none' | 'optional-id' | 'slug'>> = {
  search: 'none',
  'privacy-policy': 'none',
  'terms-and-conditions': 'none',
  widget: 'none',
  page: 'slug',
  activity: 'optional-id',
  adventure: 'optional-id',
  hotel: 'optional-id',
  package: 'optional-id',
  rental: 'optional-id',
  restaurant: 'optional-id',
  // Not in spec 001's route list, which names no page for events and attractions; they follow the same shape.
  event: 'optional-id',
  attraction: 'optional-id',
};

/**
 * Maps the path after /{lang} to its owner. Only routes the spec lists are recognised; anything else is the
 * unknown-route page (spec 000 §2.1), so a partner host can never be talked into mounting a panel remote.
 */
export function siteTargetFor(rest: string): SiteTarget {
  const parts = segments(rest);
  const [first, ...tail] = parts;
  if (first === undefined) return { kind: 'remote', remote: REMOTES.site };
  if (first === 'logout' && tail.length === 0) return { kind: 'logout' };
  // booking-details/{payment_ref?} with "an optional suffix" (spec 000 §2.2): checkout owns everything below it.
  if (first === 'booking-details') return { kind: 'remote', remote: REMOTES.checkout };
  if (first === 'customer-reservation') return { kind: 'remote', remote: REMOTES.customerArea };
  if (first === 'setup-terminal') return { kind: 'remote', remote: REMOTES.terminal };
  const shape = SITE_PAGES[first];
  if (shape === 'none' && tail.length === 0) return { kind: 'remote', remote: REMOTES.site };
  if (shape === 'optional-id' && tail.length <= 1) return { kind: 'remote', remote: REMOTES.site };
  if (shape === 'slug' && tail.length === 1) return { kind: 'remote', remote: REMOTES.site };
  return { kind: 'unknown' };
}

/** `/{widgetUuid}/gotohubwidget` (spec 000 §2.2) is the one storefront route without a language prefix. */
export function isHubWidgetPath(pathname: string): boolean {
  const parts = segments(pathname);
  return parts.length === 2 && parts[1] === 'gotohubwidget' && !isLocale(parts[0]);
}
