import { matchRoutes } from 'shared-ui/router';
import { PaymentMethod, Policy, Role } from 'shared-contracts/enums';
import { type AccessRequirements, type AccessUser, hasRole } from 'shared-contracts/session';
import { REMOTES, type RemoteExpose, type RemoteName } from '../lib/remotes';

/**
 * Who renders each panel path (below /{lang}/), and what the route guard demands for it (spec 000 §2.3–§2.4,
 * §4.1, §6). The spec does not give per-route guard assignments; these follow its navigation and role rules:
 * supplier areas for suppliers (and administrators, who open npanel/tour from their drawer), partner areas for
 * partners holding the site-count policy, the admin area for administrators.
 */
export type ShellPage = 'profile' | 'access-denied' | 'change-password' | 'sub-users';

export type PanelOwner =
  | { kind: 'remote'; remote: RemoteName; expose: RemoteExpose }
  /** reservations and monthly-report: the supplier remote for suppliers, else the partner remote. */
  | { kind: 'supplier-or-partner' }
  | { kind: 'shell'; page: ShellPage };

export type ResolvedOwner = Exclude<PanelOwner, { kind: 'supplier-or-partner' }>;

export interface PanelRoute extends AccessRequirements {
  /** react-router pattern relative to /{lang}/. */
  path: string;
  owner: PanelOwner;
}

const area = (remote: RemoteName): PanelOwner => ({ kind: 'remote', remote, expose: './Area' });
const shell = (page: ShellPage): PanelOwner => ({ kind: 'shell', page });

const supplierArea = area(REMOTES.panelSupplier);
const partnerArea = area(REMOTES.panelPartner);
const adminArea = area(REMOTES.admin);

const SUPPLIER_OR_ADMIN = [Role.Supplier, Role.Admin] as const;
const PARTNER = [Role.Partner] as const;
const ADMIN = [Role.Admin] as const;

function supplierRoutes(paths: readonly string[], extra: AccessRequirements = {}): PanelRoute[] {
  return paths.map((path) => ({ path: `npanel/${path}`, owner: supplierArea, roles: SUPPLIER_OR_ADMIN, ...extra }));
}

function partnerRoutes(paths: readonly string[], extra: AccessRequirements = {}): PanelRoute[] {
  return paths.map((path) => ({ path: `npanel/${path}`, owner: partnerArea, roles: PARTNER, partnerOnly: true, ...extra }));
}

function adminRoutes(paths: readonly string[]): PanelRoute[] {
  return paths.map((path) => ({ path, owner: adminArea, roles: ADMIN }));
}

const siteScoped = { needsSite: true } as const;

export const PANEL_ROUTES: readonly PanelRoute[] = [
  // Shell-owned pages.
  { path: 'npanel', owner: shell('profile') },
  { path: 'npanel/403', owner: shell('access-denied') },
  { path: 'npanel/change-password', owner: shell('change-password') },
  { path: 'npanel/user/operators', owner: shell('sub-users'), policies: [Policy.CREATE_OPERATOR_POLICY] },

  // Supplier area.
  ...supplierRoutes(['calendar', 'calendar/*', 'tour', 'tour/*'], { policies: [Policy.ACTIVITY_MODULE] }),
  ...supplierRoutes(['hotel', 'hotel/*'], { policies: [Policy.ACCOMMODATION_MODULE] }),
  ...supplierRoutes([
    'cancellation-policy/*',
    'cancellations',
    'cancellations/*',
    'supplier-earnings',
    'supplier-earnings/*',
    'product-settings',
    'product-settings/*',
    'product-feature',
    'product-feature/*',
    'email-translation',
    'payments',
    'payments/*',
    'payouts',
    'report',
    'report/*',
  ]),

  // Shared by suppliers and partners: the owner follows the user's roles.
  { path: 'npanel/reservations', owner: { kind: 'supplier-or-partner' }, roles: [Role.Supplier, Role.Partner] },
  { path: 'npanel/reservations/*', owner: { kind: 'supplier-or-partner' }, roles: [Role.Supplier, Role.Partner] },
  { path: 'npanel/monthly-report', owner: { kind: 'supplier-or-partner' }, roles: [Role.Supplier, Role.Partner] },

  // Partner area: sites, the site-scoped forms, earnings.
  ...partnerRoutes(['sites', 'sites/:siteId', 'sites/:siteId/settings', 'sites/:siteId/settings/*']),
  ...partnerRoutes(['sites/:siteId/settings/packages', 'sites/:siteId/packages/*'], { policies: [Policy.PARTNER_PACKAGE_POLICY], ...siteScoped }),
  ...partnerRoutes(['sites/:siteId/settings/pages', 'sites/:siteId/pages/*'], { policies: [Policy.PARTNER_SITE_BUILDER_POLICY], ...siteScoped }),
  ...partnerRoutes(['sites/:siteId/settings/widget-settings'], { policies: [Policy.PARTNER_WIDGET_POLICY], ...siteScoped }),
  ...partnerRoutes(['partner-earnings', 'partner-earnings/*']),
  ...partnerRoutes([':siteId/pages', ':siteId/pages/*'], { policies: [Policy.PARTNER_SITE_BUILDER_POLICY], ...siteScoped }),
  ...partnerRoutes([':siteId/widget-settings', ':siteId/widget-settings/*'], { policies: [Policy.PARTNER_WIDGET_POLICY], ...siteScoped }),
  ...partnerRoutes([':siteId/ai-chatbot', ':siteId/ai-chatbot/*'], { policies: [Policy.PARTNER_CHATBOT_POLICY], ...siteScoped }),
  ...partnerRoutes([':siteId/package', ':siteId/package/*'], { policies: [Policy.PARTNER_PACKAGE_POLICY], ...siteScoped }),
  ...partnerRoutes([':siteId/terminal-settings', ':siteId/terminal-settings/*'], {
    ...siteScoped,
    requiredPaymentMethods: [PaymentMethod.STRIPE_TERMINAL],
  }),
  ...partnerRoutes(
    [
      ':siteId/general-settings',
      ':siteId/gotohub-marketplace',
      ':siteId/product-sorting',
      ':siteId/site-settings',
      ':siteId/site-settings/*',
      ':siteId/theme-settings',
      ':siteId/theme-settings/*',
    ],
    siteScoped,
  ),

  // Administrator pages that live under npanel, and the whole /admin area.
  ...adminRoutes(
    [
      'user',
      'user/*',
      'users',
      'users/*',
      'selects/*',
      'text/*',
      'tools',
      'tools/*',
      'admin-report',
      'partner-site/mappings',
      'attraction',
      'attraction/*',
      'rental',
      'rental/*',
      'restaurant',
      'restaurant/*',
    ].map((path) => `npanel/${path}`),
  ),
  ...adminRoutes(['admin', 'admin/*']),
];

const MATCHABLE = PANEL_ROUTES.map((route, index) => ({ path: route.path, id: String(index) }));

export interface PanelRouteMatch {
  route: PanelRoute;
  params: Readonly<Record<string, string | undefined>>;
}

/** Finds the route for a path below /{lang}/ ("npanel/tour/5"), using react-router's own ranking. */
export function matchPanelRoute(pathAfterLang: string): PanelRouteMatch | null {
  const pathname = `/${pathAfterLang.replace(/^\/+/, '')}`;
  const matches = matchRoutes(MATCHABLE, pathname);
  const last = matches?.[matches.length - 1];
  if (!last) return null;
  const route = PANEL_ROUTES[Number(last.route.id)];
  if (!route) return null;
  // A site-scoped form's first segment is the site id; "npanel/foo/pages" is an unknown route, not site "foo".
  const siteId = last.params.siteId;
  if (siteId !== undefined && !/^-?\d+$/.test(siteId)) return null;
  return { route, params: last.params };
}

export function resolveOwner(owner: PanelOwner, user: AccessUser): ResolvedOwner {
  if (owner.kind !== 'supplier-or-partner') return owner;
  return hasRole(user, Role.Supplier) ? { kind: 'remote', remote: REMOTES.panelSupplier, expose: './Area' } : { kind: 'remote', remote: REMOTES.panelPartner, expose: './Area' };
}
