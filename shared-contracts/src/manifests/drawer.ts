/**
 * The panel drawer of spec 000 §2.6–§2.7, derived from the pages' `drawer` entries: the shell's drawer and each
 * panel area's landing page are both built by the pure functions below, so neither can list a link to a page
 * that does not exist, or with other rules than the page's own guard.
 */
import {
  type AccessRequirements,
  type AccessUser,
  hasRealSite,
  isAdmin,
  meetsPaymentMethods,
  meetsPolicies,
  meetsRoles,
  selectedSiteInfo,
} from 'shared-contracts/access';
import type { MessageId } from '../i18n/messages';
import type { PartnerSite } from '../schemas/sites';
import { pageHref } from './pattern';
import { type AreaManifest, type DrawerEntry, drawerEntriesOf, type ManifestPage, type NavIconName, type PanelAreaName } from './types';

/** The drawer sections with an area landing of their own: one remote each. */
export type NavArea = Exclude<PanelAreaName, 'shell'>;

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

/** One drawer link with the page it opens and the section that lists it. */
interface PlacedLink {
  entry: DrawerEntry;
  page: ManifestPage;
  section: PanelAreaName;
}

type SectionItem = { kind: 'link'; order: number; link: PlacedLink } | { kind: 'group'; order: number; id: string; links: PlacedLink[] };

interface Section {
  area: PanelAreaName;
  manifest: AreaManifest;
  items: SectionItem[];
}

const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

/** The drawer's sections, top to bottom, each with its links and groups in order. */
export function drawerSections(manifests: readonly AreaManifest[]): Section[] {
  const placed = manifests.flatMap((manifest) =>
    Object.values(manifest.pages).flatMap((page) =>
      drawerEntriesOf(page).map((entry): PlacedLink => ({ entry, page, section: entry.section ?? (manifest.area as PanelAreaName) })),
    ),
  );
  return manifests
    .filter((manifest) => manifest.drawer)
    .sort((a, b) => byOrder(a.drawer!, b.drawer!))
    .map((manifest) => {
      const area = manifest.area as PanelAreaName;
      const mine = placed.filter((link) => link.section === area);
      const groups = Object.entries(manifest.drawer?.groups ?? {}).map(
        ([id, group]): SectionItem => ({
          kind: 'group',
          id,
          order: group.order,
          links: mine.filter((link) => link.entry.group === id).sort((a, b) => byOrder(a.entry, b.entry)),
        }),
      );
      const loose = mine.filter((link) => !link.entry.group).map((link): SectionItem => ({ kind: 'link', order: link.entry.order, link }));
      return { area, manifest, items: [...loose, ...groups].sort(byOrder) };
    });
}

/** The href a drawer link opens: the page's pattern with the entry's params and the selected site (-1 for none). */
export function drawerHref(page: Pick<ManifestPage, 'pattern'>, entry: Pick<DrawerEntry, 'params'>, lang: string, siteId: number): string {
  return pageHref(page, { ...entry.params, siteId, lang });
}

function allows(user: AccessUser, access: AccessRequirements | undefined): boolean {
  return !access || (meetsRoles(user, access.roles) && meetsPolicies(user, access));
}

function linkTaker(ctx: AreaNavContext): (link: PlacedLink, section: Section) => VisibleLink | null {
  const seenHrefs = new Set<string>();
  return ({ entry, page }, section) => {
    const { user } = ctx;
    if (user) {
      if (section.manifest.drawer?.exceptAdmins && isAdmin(user)) return null;
      if (!allows(user, section.manifest.drawer?.access) || !allows(user, page.access)) return null;
      // The payment-method condition can only hold for a selected site whose info has loaded.
      if (!meetsPaymentMethods(selectedSiteInfo(ctx.selectedSiteId, ctx.siteInfo), page.access?.requiredPaymentMethods)) return null;
    }
    const href = drawerHref(page, entry, ctx.lang, ctx.selectedSiteId);
    if (seenHrefs.has(href)) return null;
    seenHrefs.add(href);
    return {
      kind: 'link',
      id: entry.id,
      label: entry.label,
      icon: entry.icon,
      href,
      disabled: Boolean(page.access?.needsSite) && !hasRealSite(ctx.selectedSiteId),
    };
  };
}

/** One section's visible entries in order; groups left without children disappear. */
function sectionEntries(section: Section, take: ReturnType<typeof linkTaker>): VisibleEntry[] {
  const entries: VisibleEntry[] = [];
  for (const item of section.items) {
    if (item.kind === 'link') {
      const visible = take(item.link, section);
      if (visible) entries.push(visible);
      continue;
    }
    const children = item.links.map((link) => take(link, section)).filter((child): child is VisibleLink => child !== null);
    const group = section.manifest.drawer?.groups?.[item.id];
    if (group && children.length > 0) entries.push({ kind: 'group', id: item.id, label: group.label, icon: group.icon, children });
  }
  return entries;
}

/**
 * The drawer: the sections this user sees (admin, supplier, partner), then Profile for non-admins. A link that an
 * earlier section already shows (a supplier-and-partner user's Reservations and Monthly Reports) appears once.
 */
export function buildDrawer(manifests: readonly AreaManifest[], ctx: NavContext): VisibleEntry[] {
  const take = linkTaker(ctx);
  return drawerSections(manifests).flatMap((section) => sectionEntries(section, take));
}

/** What an area's landing page lists: that area's section, filtered and linked exactly as in the drawer. */
export function buildAreaDrawer(manifests: readonly AreaManifest[], area: NavArea, ctx: AreaNavContext): VisibleEntry[] {
  const section = drawerSections(manifests).find((candidate) => candidate.area === area);
  return section ? sectionEntries(section, linkTaker(ctx)) : [];
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
