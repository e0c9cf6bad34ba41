import { type MessageId } from 'shared-contracts/i18n';
import { type PartnerSite } from 'shared-contracts/sites';
import {
  type AccessRequirements,
  type AccessUser,
  hasRealSite,
  meetsPaymentMethods,
  meetsPolicies,
  meetsRoles,
  userIsAdmin,
} from '../../lib/access';
import { type NavIconName } from '../../components/nav-icon';
import { ADMIN_NAV, type NavItem, type NavLinkItem, PARTNER_NAV, PROFILE_NAV_ITEM, SUPPLIER_NAV } from './nav-items';

export interface NavContext {
  user: AccessUser;
  lang: string;
  selectedSiteId: number;
  /** Info of the selected site once loaded; null while none is selected or it is still loading. */
  siteInfo: Pick<PartnerSite, 'id' | 'merchant_of_record_payment_method' | 'merchant_of_record'> | null;
}

export interface VisibleLink {
  kind: 'link';
  id: string;
  label: MessageId;
  icon: NavIconName;
  /** Absolute href; for a disabled entry, what it will open once a site is selected (with the -1 placeholder). */
  href: string;
  /** Set when the entry needs a real site and none is selected (spec 000 §2.7). */
  disabled: boolean;
}

export interface VisibleGroup {
  kind: 'group';
  id: string;
  label: MessageId;
  icon: NavIconName;
  children: VisibleLink[];
}

export type VisibleEntry = VisibleLink | VisibleGroup;

function isVisible(item: AccessRequirements, ctx: NavContext): boolean {
  if (!meetsRoles(ctx.user, item.roles)) return false;
  if (!meetsPolicies(ctx.user, item)) return false;
  if (item.requiredPaymentMethods && item.requiredPaymentMethods.length > 0) {
    // The payment-method condition can only hold for a selected site whose info has loaded.
    const site = hasRealSite(ctx.selectedSiteId) && ctx.siteInfo?.id === ctx.selectedSiteId ? ctx.siteInfo : null;
    if (!meetsPaymentMethods(site, item.requiredPaymentMethods)) return false;
  }
  return true;
}

export function navHref(path: string, lang: string, siteId: number): string {
  return `/${lang}/${path.replace('{siteId}', String(siteId))}`.replace(/\/$/, '');
}

function toVisibleLink(item: NavLinkItem, ctx: NavContext): VisibleLink {
  return {
    kind: 'link',
    id: item.id,
    label: item.label,
    icon: item.icon,
    href: navHref(item.path, ctx.lang, ctx.selectedSiteId),
    disabled: Boolean(item.needsSite) && !hasRealSite(ctx.selectedSiteId),
  };
}

/**
 * The entries this user sees, in order: admin, supplier, partner sections, then Profile for non-admins.
 * A link that an earlier section already shows (a supplier-and-partner user's Reservations and Monthly
 * Reports) appears once. Groups left without children disappear.
 */
export function buildNavigation(ctx: NavContext): VisibleEntry[] {
  const seenPaths = new Set<string>();
  const entries: VisibleEntry[] = [];
  const take = (item: NavLinkItem): VisibleLink | null => {
    if (!isVisible(item, ctx) || seenPaths.has(item.path)) return null;
    seenPaths.add(item.path);
    return toVisibleLink(item, ctx);
  };
  const sections: readonly (readonly NavItem[])[] = [ADMIN_NAV, SUPPLIER_NAV, PARTNER_NAV];
  for (const section of sections) {
    for (const item of section) {
      if (item.kind === 'link') {
        const visible = take(item);
        if (visible) entries.push(visible);
        continue;
      }
      if (!meetsRoles(ctx.user, item.roles) || !meetsPolicies(ctx.user, item)) continue;
      const children = item.children.map(take).filter((child): child is VisibleLink => child !== null);
      if (children.length > 0) entries.push({ kind: 'group', id: item.id, label: item.label, icon: item.icon, children });
    }
  }
  if (!userIsAdmin(ctx.user)) {
    const profile = take(PROFILE_NAV_ITEM);
    if (profile) entries.push(profile);
  }
  return entries;
}

function isWithin(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** The link the current route belongs to: the longest href that is a prefix of the path. */
export function activeLinkId(entries: readonly VisibleEntry[], pathname: string): string | null {
  let best: { id: string; length: number } | null = null;
  const consider = (entry: VisibleLink) => {
    if (entry.disabled || !isWithin(pathname, entry.href)) return;
    if (!best || entry.href.length > best.length) best = { id: entry.id, length: entry.href.length };
  };
  for (const entry of entries) {
    if (entry.kind === 'link') consider(entry);
    else entry.children.forEach(consider);
  }
  return (best as { id: string } | null)?.id ?? null;
}

/** The group holding the current route, which the drawer opens by itself (spec 000 §2.6). */
export function activeGroupId(entries: readonly VisibleEntry[], pathname: string): string | null {
  const active = activeLinkId(entries, pathname);
  if (!active) return null;
  const owner = entries.find((entry) => entry.kind === 'group' && entry.children.some((child) => child.id === active));
  return owner?.id ?? null;
}
