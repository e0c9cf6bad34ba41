/**
 * The panel navigation of spec 000 §2.6–§2.7, written once: the shell's drawer and each panel area's landing page
 * are both built from this table by the pure functions below. No React and no store here (the session subpath
 * brings jotai), so the access rules are imported from their file, not from 'shared-contracts/session'.
 */
import { PaymentMethod, Policy, Role } from './enums';
import type { MessageId } from './i18n/intl';
import type { PartnerSite } from './schemas/sites';
import {
  type AccessRequirements,
  type AccessUser,
  hasRealSite,
  isAdmin,
  meetsPaymentMethods,
  meetsPolicies,
  meetsRoles,
  selectedSiteInfo,
} from './access';

/** The icons the entries name; the shell draws them. */
export type NavIconName =
  | 'calendar'
  | 'hotel'
  | 'box'
  | 'list'
  | 'cancel'
  | 'chart'
  | 'money'
  | 'settings'
  | 'package'
  | 'site'
  | 'text'
  | 'widget'
  | 'chat'
  | 'terminal'
  | 'palette'
  | 'store'
  | 'dashboard'
  | 'users'
  | 'profile'
  | 'activity'
  | 'rental'
  | 'restaurant'
  | 'attraction'
  | 'tools'
  | 'mail'
  | 'language';

/** The panel areas, one remote each, whose landing page lists that area's part of the drawer. */
export type NavArea = 'supplier' | 'partner' | 'admin';

/**
 * Paths are written without the /{lang} prefix; `{siteId}` is the selected site. Requirements follow spec 000
 * §5–§6: Activity items need ACTIVITY_MODULE, accommodation items ACCOMMODATION_MODULE, partner items the
 * site-count policy, Terminal Settings a site that takes STRIPE_TERMINAL.
 */
export interface NavLinkItem extends AccessRequirements {
  kind: 'link';
  id: string;
  label: MessageId;
  icon: NavIconName;
  path: string;
}

export interface NavGroupItem extends Pick<AccessRequirements, 'roles' | 'partnerOnly'> {
  kind: 'group';
  id: string;
  label: MessageId;
  icon: NavIconName;
  children: readonly NavLinkItem[];
}

export type NavItem = NavLinkItem | NavGroupItem;

const SUPPLIER = [Role.Supplier] as const;
const PARTNER = [Role.Partner] as const;
const ADMIN = [Role.Admin] as const;

function link(id: string, label: MessageId, icon: NavIconName, path: string, requirements: AccessRequirements): NavLinkItem {
  return { kind: 'link', id, label, icon, path, ...requirements };
}

function group(
  id: string,
  label: MessageId,
  icon: NavIconName,
  requirements: Pick<AccessRequirements, 'roles' | 'partnerOnly'>,
  children: readonly NavLinkItem[],
): NavGroupItem {
  return { kind: 'group', id, label, icon, ...requirements, children };
}

const SUPPLIER_NAV: readonly NavItem[] = [
  link('supplier.activityCalendar', 'nav.activityCalendar', 'calendar', 'npanel/calendar', { roles: SUPPLIER, policies: [Policy.ACTIVITY_MODULE] }),
  link('supplier.accommodationCalendar', 'nav.accommodationCalendar', 'calendar', 'npanel/hotel/calendar', {
    roles: SUPPLIER,
    policies: [Policy.ACCOMMODATION_MODULE],
  }),
  group('supplier.products', 'nav.products', 'box', { roles: SUPPLIER }, [
    link('supplier.activities', 'nav.activities', 'activity', 'npanel/tour', { roles: SUPPLIER, policies: [Policy.ACTIVITY_MODULE] }),
    link('supplier.accommodations', 'nav.accommodations', 'hotel', 'npanel/hotel', { roles: SUPPLIER, policies: [Policy.ACCOMMODATION_MODULE] }),
    link('supplier.productSettings', 'nav.productSettings', 'settings', 'npanel/product-settings', { roles: SUPPLIER }),
  ]),
  group('supplier.reservation', 'nav.reservation', 'list', { roles: SUPPLIER }, [
    link('supplier.reservations', 'nav.reservations', 'list', 'npanel/reservations', { roles: SUPPLIER }),
    link('supplier.cancellations', 'nav.cancellations', 'cancel', 'npanel/cancellations', { roles: SUPPLIER }),
  ]),
  group('supplier.reports', 'nav.reports', 'chart', { roles: SUPPLIER }, [
    link('supplier.monthlyReports', 'nav.monthlyReports', 'chart', 'npanel/monthly-report', { roles: SUPPLIER }),
    link('supplier.report', 'nav.reports', 'chart', 'npanel/report', { roles: SUPPLIER }),
    link('supplier.supplierEarnings', 'nav.supplierEarnings', 'money', 'npanel/supplier-earnings', { roles: SUPPLIER }),
  ]),
];

const partnerOnly = { roles: PARTNER, partnerOnly: true } as const;

const PARTNER_NAV: readonly NavItem[] = [
  link('partner.packages', 'nav.packages', 'package', 'npanel/sites/{siteId}/settings/packages', {
    ...partnerOnly,
    policies: [Policy.PARTNER_PACKAGE_POLICY],
    needsSite: true,
  }),
  link('partner.reservations', 'nav.reservations', 'list', 'npanel/reservations', partnerOnly),
  link('partner.monthlyReports', 'nav.monthlyReports', 'chart', 'npanel/monthly-report', partnerOnly),
  link('partner.partnerEarnings', 'nav.partnerEarnings', 'money', 'npanel/partner-earnings', partnerOnly),
  group('partner.site', 'nav.site', 'site', partnerOnly, [
    link('partner.pages', 'nav.pages', 'text', 'npanel/{siteId}/pages', {
      ...partnerOnly,
      policies: [Policy.PARTNER_SITE_BUILDER_POLICY],
      needsSite: true,
    }),
    link('partner.widgets', 'nav.widgets', 'widget', 'npanel/{siteId}/widget-settings', {
      ...partnerOnly,
      policies: [Policy.PARTNER_WIDGET_POLICY],
      needsSite: true,
    }),
    link('partner.aiChatbot', 'nav.aiChatbot', 'chat', 'npanel/{siteId}/ai-chatbot', {
      ...partnerOnly,
      policies: [Policy.PARTNER_CHATBOT_POLICY],
      needsSite: true,
    }),
    link('partner.siteSettings', 'nav.siteSettings', 'settings', 'npanel/{siteId}/site-settings', { ...partnerOnly, needsSite: true }),
    link('partner.terminalSettings', 'nav.terminalSettings', 'terminal', 'npanel/{siteId}/terminal-settings', {
      ...partnerOnly,
      needsSite: true,
      requiredPaymentMethods: [PaymentMethod.STRIPE_TERMINAL],
    }),
    link('partner.theme', 'nav.theme', 'palette', 'npanel/{siteId}/theme-settings', { ...partnerOnly, needsSite: true }),
    link('partner.generalSettings', 'nav.generalSettings', 'settings', 'npanel/{siteId}/general-settings', { ...partnerOnly, needsSite: true }),
  ]),
  link('partner.marketplace', 'nav.marketplace', 'store', 'npanel/{siteId}/gotohub-marketplace', { ...partnerOnly, needsSite: true }),
];

const admin = { roles: ADMIN } as const;

const ADMIN_NAV: readonly NavItem[] = [
  link('admin.dashboard', 'nav.dashboard', 'dashboard', 'admin/dashboard', admin),
  group('admin.settings', 'nav.settings', 'settings', admin, [
    link('admin.settings.site', 'nav.settings.site', 'settings', 'admin/settings/site', admin),
    link('admin.settings.mainPreamble', 'nav.settings.mainPreamble', 'settings', 'admin/settings/main-preamble', admin),
    link('admin.settings.checkoutFeatures', 'nav.settings.checkoutFeatures', 'settings', 'admin/settings/checkout/features/desktop', admin),
    link('admin.settings.commission', 'nav.settings.commission', 'money', 'admin/settings/commission', admin),
    link('admin.settings.commissionCategories', 'nav.settings.commissionCategories', 'money', 'admin/settings/commission-categories', admin),
    link('admin.settings.taxCategories', 'nav.settings.taxCategories', 'money', 'admin/settings/tax-categories', admin),
    link('admin.settings.analytics', 'nav.settings.analytics', 'chart', 'admin/settings/analytics', admin),
    link('admin.settings.contacts', 'nav.settings.contacts', 'profile', 'admin/settings/contacts', admin),
    link('admin.settings.languages', 'nav.settings.languages', 'language', 'admin/settings/languages', admin),
    link('admin.settings.mailTemplate', 'nav.settings.mailTemplate', 'mail', 'admin/settings/mailtemplate', admin),
    link('admin.settings.faq', 'nav.settings.faq', 'text', 'admin/settings/faq', admin),
  ]),
  group('admin.partnerSite', 'nav.partnerSite', 'site', admin, [
    link('admin.partnerSite.pending', 'nav.partnerSite.pending', 'list', 'admin/partner-site/pending', admin),
    link('admin.partnerSite.view', 'nav.partnerSite.view', 'site', 'admin/partner-site', admin),
    link('admin.partnerSite.editingRequest', 'nav.partnerSite.editingRequest', 'text', 'admin/partner-site/pending-change', admin),
    link('admin.partnerSite.mappings', 'nav.partnerSite.mappings', 'list', 'npanel/partner-site/mappings', admin),
  ]),
  // Administrators open the supplier remote's activity list (the shell routes npanel/tour there).
  link('admin.activities', 'nav.activities', 'activity', 'npanel/tour', admin),
  link('admin.accommodations', 'nav.accommodations', 'hotel', 'admin/hotel', admin),
  group('admin.selects', 'nav.selects', 'list', admin, [
    link('admin.selects.categories', 'nav.selects.categories', 'list', 'npanel/selects/category', admin),
    link('admin.selects.tags', 'nav.selects.tags', 'list', 'npanel/selects/tags', admin),
    link('admin.selects.destinationBoxes', 'nav.selects.destinationBoxes', 'list', 'npanel/selects/destination-box', admin),
    link('admin.selects.businessTypes', 'nav.selects.businessTypes', 'list', 'admin/selects/business-type', admin),
    link('admin.selects.serviceCategories', 'nav.selects.serviceCategories', 'list', 'admin/selects/service-category', admin),
  ]),
  group('admin.texts', 'nav.texts', 'text', admin, [
    link('admin.texts.privacyPolicy', 'nav.texts.privacyPolicy', 'text', 'npanel/text/policy-privacy', admin),
    link('admin.texts.termsAndConditions', 'nav.texts.termsAndConditions', 'text', 'npanel/text/terms-and-conditions', admin),
    link('admin.texts.termsOfUse', 'nav.texts.termsOfUse', 'text', 'npanel/text/terms-of-use', admin),
    link('admin.texts.partnerCommissionTerms', 'nav.texts.partnerCommissionTerms', 'text', 'admin/text/commission-terms/partner', admin),
    link('admin.texts.partnerSiteRegistration', 'nav.texts.partnerSiteRegistration', 'text', 'admin/text/partner-registration/partner-site', admin),
  ]),
  link('admin.rentals', 'nav.rentals', 'rental', 'npanel/rental', admin),
  link('admin.restaurants', 'nav.restaurants', 'restaurant', 'npanel/restaurant', admin),
  link('admin.attraction', 'nav.attraction', 'attraction', 'npanel/attraction', admin),
  group('admin.users', 'nav.users', 'users', admin, [
    link('admin.users.administrators', 'nav.users.administrators', 'users', 'npanel/user/administrators', admin),
    link('admin.users.partners', 'nav.users.partners', 'users', 'npanel/user/partners', admin),
    link('admin.users.suppliers', 'nav.users.suppliers', 'users', 'npanel/user/suppliers', admin),
    link('admin.users.pendingPartners', 'nav.users.pendingPartners', 'users', 'admin/user/partner/pending', admin),
  ]),
  group('admin.reservation', 'nav.reservation', 'list', admin, [
    link('admin.bookings', 'nav.bookings', 'list', 'admin/bookings', admin),
    link('admin.hotelBookings', 'nav.hotelBookings', 'hotel', 'admin/hotel-bookings', admin),
    link('admin.cancellations', 'nav.cancellations', 'cancel', 'admin/cancellations', admin),
  ]),
  link('admin.reports', 'nav.reports', 'chart', 'npanel/admin-report', admin),
  link('admin.tools', 'nav.tools', 'tools', 'admin/tools', admin),
];

/** Each area's entries, in drawer order. */
export const NAV_AREAS: Readonly<Record<NavArea, readonly NavItem[]>> = { supplier: SUPPLIER_NAV, partner: PARTNER_NAV, admin: ADMIN_NAV };

/** The drawer's sections, top to bottom (spec 000 §2.7). */
const DRAWER_AREAS: readonly NavArea[] = ['admin', 'supplier', 'partner'];

/** Non-admins get a Profile link at the bottom (spec 000 §2.6). */
export const PROFILE_NAV_ITEM: NavLinkItem = link('profile', 'nav.profile', 'profile', 'npanel', {});

export interface NavContext {
  user: AccessUser;
  lang: string;
  selectedSiteId: number;
  /** Info of the selected site once loaded; null while none is selected or it is still loading. */
  siteInfo: Pick<PartnerSite, 'id' | 'merchant_of_record_payment_method' | 'merchant_of_record'> | null;
}

/** An area landing may render before any user is loaded (a remote opened on its own). */
export interface AreaNavContext extends Omit<NavContext, 'user'> {
  /** null: nothing is filtered by access, since the shell's guard is what protects the pages. */
  user: AccessUser | null;
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

export function navHref(path: string, lang: string, siteId: number): string {
  return `/${lang}/${path.replace('{siteId}', String(siteId))}`.replace(/\/$/, '');
}

function isVisible(item: AccessRequirements, ctx: AreaNavContext): boolean {
  const { user } = ctx;
  if (!user) return true;
  if (!meetsRoles(user, item.roles) || !meetsPolicies(user, item)) return false;
  // The payment-method condition can only hold for a selected site whose info has loaded.
  return meetsPaymentMethods(selectedSiteInfo(ctx.selectedSiteId, ctx.siteInfo), item.requiredPaymentMethods);
}

/** Picks the visible links, each path once across every section it is given. */
function linkTaker(ctx: AreaNavContext): (item: NavLinkItem) => VisibleLink | null {
  const seenPaths = new Set<string>();
  return (item) => {
    if (!isVisible(item, ctx) || seenPaths.has(item.path)) return null;
    seenPaths.add(item.path);
    return {
      kind: 'link',
      id: item.id,
      label: item.label,
      icon: item.icon,
      href: navHref(item.path, ctx.lang, ctx.selectedSiteId),
      disabled: Boolean(item.needsSite) && !hasRealSite(ctx.selectedSiteId),
    };
  };
}

/** One area's visible entries in table order; groups left without children disappear. */
function sectionEntries(items: readonly NavItem[], ctx: AreaNavContext, take: ReturnType<typeof linkTaker>): VisibleEntry[] {
  const entries: VisibleEntry[] = [];
  for (const item of items) {
    if (item.kind === 'link') {
      const visible = take(item);
      if (visible) entries.push(visible);
      continue;
    }
    if (!isVisible(item, ctx)) continue;
    const children = item.children.map(take).filter((child): child is VisibleLink => child !== null);
    if (children.length > 0) entries.push({ kind: 'group', id: item.id, label: item.label, icon: item.icon, children });
  }
  return entries;
}

/** What an area's landing page lists: that area's entries, filtered and linked exactly as in the drawer. */
export function areaNavigation(area: NavArea, ctx: AreaNavContext): VisibleEntry[] {
  return sectionEntries(NAV_AREAS[area], ctx, linkTaker(ctx));
}

/**
 * The drawer: the admin, supplier and partner sections this user sees, then Profile for non-admins.
 * A link that an earlier section already shows (a supplier-and-partner user's Reservations and Monthly
 * Reports) appears once.
 */
export function buildNavigation(ctx: NavContext): VisibleEntry[] {
  const take = linkTaker(ctx);
  const entries = DRAWER_AREAS.flatMap((area) => sectionEntries(NAV_AREAS[area], ctx, take));
  if (!isAdmin(ctx.user)) {
    const profile = take(PROFILE_NAV_ITEM);
    if (profile) entries.push(profile);
  }
  return entries;
}

/** Every link among `entries`, groups opened, in order. */
export function visibleLinks(entries: readonly VisibleEntry[]): VisibleLink[] {
  return entries.flatMap((entry) => (entry.kind === 'link' ? [entry] : entry.children));
}

function isWithin(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** The link the current route belongs to: the longest href that is a prefix of the path. */
export function activeLinkId(entries: readonly VisibleEntry[], pathname: string): string | null {
  let best: VisibleLink | null = null;
  for (const entry of visibleLinks(entries)) {
    if (entry.disabled || !isWithin(pathname, entry.href)) continue;
    if (!best || entry.href.length > best.href.length) best = entry;
  }
  return best?.id ?? null;
}

/** The group holding the current route, which the drawer opens by itself (spec 000 §2.6). */
export function activeGroupId(entries: readonly VisibleEntry[], pathname: string): string | null {
  const active = activeLinkId(entries, pathname);
  if (!active) return null;
  const owner = entries.find((entry) => entry.kind === 'group' && entry.children.some((child) => child.id === active));
  return owner?.id ?? null;
}
