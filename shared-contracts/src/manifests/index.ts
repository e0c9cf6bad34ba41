/**
 * shared-contracts/manifests: the area manifests, one per area, the single source of a page's facts (pattern, title,
 * breadcrumb parent, access, drawer entry), and what derives from them: hrefs, the drawer, breadcrumb trails.
 * Panel data: the storefront's first load never imports this subpath (the storefront's own small manifests are
 * read by tests and by the areas that render them).
 */
import { LIMITS } from 'shared-contracts/constants';
import type { MessageId } from '../i18n/messages';
import { ADMIN_MANIFEST } from './admin';
import { CUSTOMER_MANIFEST } from './customer';
import { type AreaNavContext, buildAreaDrawer, buildDrawer, type NavArea, type NavContext, type VisibleEntry } from './drawer';
import { PARTNER_MANIFEST } from './partner';
import { fillPattern, type LooseParams, type PatternParams } from './pattern';
import { SHELL_MANIFEST } from './shell';
import { SITE_MANIFEST } from './site';
import { SUPPLIER_MANIFEST } from './supplier';
import { TERMINAL_MANIFEST } from './terminal';
import type { AreaManifest, AreaName, ManifestPage, PanelAreaName } from './types';

export * from './types';
export { fillPattern, normalisedForms, pageHref, type LooseParams, type PatternParams } from './pattern';
export {
  activeGroupId,
  activeLinkId,
  drawerHref,
  drawerSections,
  visibleLinks,
  type AreaNavContext,
  type NavArea,
  type NavContext,
  type VisibleEntry,
  type VisibleGroup,
  type VisibleLink,
} from './drawer';
export { ADMIN_MANIFEST, CUSTOMER_MANIFEST, PARTNER_MANIFEST, SHELL_MANIFEST, SITE_MANIFEST, SUPPLIER_MANIFEST, TERMINAL_MANIFEST };

/** The panel's areas, in no particular order (the drawer orders its sections itself). */
export const PANEL_MANIFESTS = [SHELL_MANIFEST, SUPPLIER_MANIFEST, PARTNER_MANIFEST, ADMIN_MANIFEST] as const satisfies readonly AreaManifest[];
export const STOREFRONT_MANIFESTS = [SITE_MANIFEST, CUSTOMER_MANIFEST, TERMINAL_MANIFEST] as const satisfies readonly AreaManifest[];
export const MANIFESTS = [...PANEL_MANIFESTS, ...STOREFRONT_MANIFESTS] as const;

export const MANIFEST_BY_AREA: Readonly<Record<AreaName, AreaManifest>> = Object.fromEntries(
  MANIFESTS.map((manifest) => [manifest.area, manifest]),
) as unknown as Record<AreaName, AreaManifest>;

type PagesOf<M> = M extends { pages: infer P } ? P : never;
type UnionToIntersection<U> = (U extends unknown ? (arg: U) => void : never) extends (arg: infer I) => void ? I : never;
/** Every page of every area, by key (keys are unique across areas; a tooling test checks). */
export type AllPages = UnionToIntersection<PagesOf<(typeof MANIFESTS)[number]>>;
export type PageKey = keyof AllPages & string;
export type PanelPageKey = keyof UnionToIntersection<PagesOf<(typeof PANEL_MANIFESTS)[number]>> & string;

export interface PageEntry {
  key: string;
  page: ManifestPage;
  manifest: AreaManifest;
}

const ENTRIES: ReadonlyMap<string, PageEntry> = new Map(
  MANIFESTS.flatMap((manifest: AreaManifest) => Object.entries(manifest.pages).map(([key, page]) => [key, { key, page, manifest }] as const)),
);

/** The page of a key, with its area; undefined for an unknown key. */
export function pageEntry(key: string): PageEntry | undefined {
  return ENTRIES.get(key);
}

/** The href of a page by key: `hrefFor('supplier.tour.edit', { lang: 'en', id: 5 })` gives /en/npanel/tour/5. */
export function hrefFor<K extends PageKey>(key: K, params: AllPages[K] extends { pattern: infer P extends string } ? PatternParams<P> : never): string {
  const entry = ENTRIES.get(key);
  if (!entry) throw new Error(`No page "${key}" in the area manifests`);
  return fillPattern(entry.page.pattern, params as LooseParams);
}

/** The pages an area's remote renders: its manifest's, whoever opens them (ADR 0018). */
export function pagesServedBy(area: PanelAreaName | AreaName): PageEntry[] {
  return [...ENTRIES.values()].filter(({ manifest }) => manifest.area === area);
}

/** The drawer for this user, language and site (spec 000 §2.6–§2.7). */
export function buildNavigation(ctx: NavContext): VisibleEntry[] {
  return buildDrawer(PANEL_MANIFESTS, ctx);
}

/** One area's part of the drawer, as its landing page lists it. */
export function areaNavigation(area: NavArea, ctx: AreaNavContext): VisibleEntry[] {
  return buildAreaDrawer(PANEL_MANIFESTS, area, ctx);
}

/** The ids of the drawer links one area's section lists, whoever the user is. */
export function areaDrawerIds(area: NavArea): string[] {
  const section = buildAreaDrawer(PANEL_MANIFESTS, area, { user: null, lang: 'en', selectedSiteId: -1, siteInfo: null });
  return section.flatMap((entry) => (entry.kind === 'link' ? [entry.id] : entry.children.map((child) => child.id)));
}


export interface TrailCrumb {
  label: MessageId;
  href?: string;
}

/** The page's title, or its create title when its create param is -1 (spec 000 §2.1). */
export function createAwareTitle(page: ManifestPage, params: LooseParams): MessageId {
  const value = params[page.createParam ?? 'id'];
  return page.createTitle && value !== undefined && String(value) === String(LIMITS.createId) ? page.createTitle : page.title;
}

function hrefIfComplete(page: ManifestPage, params: LooseParams): string | undefined {
  try {
    return fillPattern(page.pattern, params);
  } catch {
    // A parent may need a param the current page does not carry: its crumb is then plain text.
    return undefined;
  }
}

/**
 * A page's breadcrumbs (spec 000 §2.6): the root (Dashboard for administrators, Profile for everyone else), the
 * page's parents, then the page itself, without a link. Parents get links filled from the current page's params.
 */
export function breadcrumbTrail(key: string, options: { lang: string; params?: LooseParams; admin: boolean }): TrailCrumb[] {
  const params = { ...options.params, lang: options.lang };
  const rootKey = options.admin ? 'admin.dashboard' : 'shell.profile';
  const root = ENTRIES.get(rootKey)!.page;
  const rootLabel = root.crumb ?? root.title;
  if (key === rootKey) return [{ label: rootLabel }];
  const ancestors: TrailCrumb[] = [];
  const seen = new Set<string>([key, rootKey]);
  let parentKey = ENTRIES.get(key)?.page.parent;
  while (parentKey && !seen.has(parentKey)) {
    seen.add(parentKey);
    const parent = ENTRIES.get(parentKey)?.page;
    if (!parent) break;
    const href = hrefIfComplete(parent, params);
    const label = parent.crumb ?? createAwareTitle(parent, params);
    ancestors.unshift(href ? { label, href } : { label });
    parentKey = parent.parent;
  }
  const page = ENTRIES.get(key)?.page;
  const current: TrailCrumb[] = page ? [{ label: page.crumb ?? createAwareTitle(page, params) }] : [];
  return [{ label: rootLabel, href: fillPattern(root.pattern, params) }, ...ancestors, ...current];
}
