/**
 * The shape of an area manifest: for each page of an area, the facts every part reads (ARCHITECTURE §3). Pure data
 * and pure functions, no React and no store, so the shell, the remotes, the API and the tooling tests share them.
 */
import type { AccessRequirements } from '../access';
import type { MessageId } from '../i18n/messages';

/** The icons drawer entries name; the shell draws them. */
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

/** The panel's areas: the shell's own pages, and one remote each for the others. */
export type PanelAreaName = 'shell' | 'supplier' | 'partner' | 'admin';
/** The storefront's areas, each one remote. */
export type StorefrontAreaName = 'site' | 'customer' | 'terminal';
export type AreaName = PanelAreaName | StorefrontAreaName;

/** Module Federation names of the remotes that render an area (the shell's REMOTES spell the same). */
export type AreaRemote =
  | 'mfe_site'
  | 'mfe_customer_area'
  | 'mfe_terminal'
  | 'mfe_panel_supplier'
  | 'mfe_panel_partner'
  | 'mfe_admin';

/** One drawer link to a page. A page may be listed by another area's section (the administrator's Activities). */
export interface DrawerEntry {
  /** Stable id: the drawer's key and what tests name. */
  id: string;
  /** The area whose drawer section lists the link; the page's own area when absent. */
  section?: PanelAreaName;
  /** A group of that section (its `drawer.groups`); top level when absent. */
  group?: string;
  /** Position among the section's top-level entries and groups, or among the group's links. */
  order: number;
  icon: NavIconName;
  label: MessageId;
  /** Values for the pattern's params other than `lang` and `siteId` (which is the selected site). */
  params?: Readonly<Record<string, string>>;
}

export interface DrawerGroup {
  label: MessageId;
  icon: NavIconName;
  order: number;
}

/** An area's section of the drawer (spec 000 §2.7). */
export interface DrawerSection {
  /** Sections run top to bottom by this number. */
  order: number;
  /** Who sees the section; each link also needs its page's access. */
  access: AccessRequirements;
  /** Hidden from administrators (spec 000 §2.6: non-admins get a Profile link at the bottom). */
  exceptAdmins?: boolean;
  groups?: Readonly<Record<string, DrawerGroup>>;
}

/** One page: its route pattern relative to /{lang} (react-router syntax) and everything the shell decides by. */
export interface ManifestPage {
  pattern: string;
  /** For an area that owns its texts, one of its own ids (RemoteMessages). */
  title: MessageId;
  /** Title when the `createParam` segment (default `id`) is -1, which means "create" (spec 000 §2.1). */
  createTitle?: MessageId;
  createParam?: string;
  /** Breadcrumb label, when the page's crumb reads differently from its title (the roots: Profile, Dashboard). */
  crumb?: MessageId;
  /** Key of the page one breadcrumb up; the trail's root (Profile or Dashboard) when absent. */
  parent?: string;
  /** What the route guard demands (spec 000 §4.1 steps 6–8) and the drawer filters by. */
  access?: AccessRequirements;
  drawer?: DrawerEntry | readonly DrawerEntry[];
  /** The page only sends on to another page of the same area (e.g. /admin to the dashboard). */
  redirectTo?: string;
  /** Reached without a session (the login page): the panel's route guard does not run for it. */
  public?: boolean;
  /** The first segment is a widget uuid, not a language (`/{widgetUuid}/gotohubwidget`, spec 000 §2.2). */
  widgetPrefix?: boolean;
}

export interface AreaManifest {
  area: AreaName;
  /** The remote that renders the area's pages, or 'shell' for the shell's own. */
  remote: AreaRemote | 'shell';
  drawer?: DrawerSection;
  pages: Readonly<Record<string, ManifestPage>>;
}

/** The drawer entries of a page as a list (a page has none, one or several). */
export function drawerEntriesOf(page: ManifestPage): readonly DrawerEntry[] {
  const { drawer } = page;
  if (!drawer) return [];
  return isEntryList(drawer) ? drawer : [drawer];
}

function isEntryList(drawer: DrawerEntry | readonly DrawerEntry[]): drawer is readonly DrawerEntry[] {
  return Array.isArray(drawer);
}
