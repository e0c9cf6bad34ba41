import { matchRoutes } from 'shared-ui/router';
import { type AreaManifest, type ManifestPage, PANEL_MANIFESTS, type SHELL_MANIFEST } from 'shared-contracts/manifests';
import type { RemoteExpose, RemoteName } from '../lib/remotes';

/**
 * Which panel page a path (below /{lang}/) is, read from the area manifests (shared-contracts/manifests): the page
 * carries what the route guard demands, and its area names the remote that renders it. The login page is routed
 * on its own, before the guard.
 */
export type ShellPage = Exclude<keyof (typeof SHELL_MANIFEST)['pages'], 'shell.login'>;

export type PanelOwner = { kind: 'remote'; remote: RemoteName; expose: RemoteExpose } | { kind: 'shell'; page: ShellPage };

export interface PanelRouteMatch {
  key: string;
  page: ManifestPage;
  manifest: AreaManifest;
  params: Readonly<Record<string, string | undefined>>;
}

interface PanelRoute {
  key: string;
  page: ManifestPage;
  manifest: AreaManifest;
}

const ROUTES: readonly PanelRoute[] = PANEL_MANIFESTS.flatMap((manifest: AreaManifest) =>
  Object.entries(manifest.pages)
    .filter(([, page]) => !page.public)
    .map(([key, page]) => ({ key, page, manifest })),
);

const MATCHABLE = ROUTES.map((route, index) => ({ path: route.page.pattern, id: String(index) }));

// matchRoutes ranks the whole table on every call; the shell asks again for the same path on every render.
let last: { path: string; match: PanelRouteMatch | null } | null = null;

/** Finds the page for a path below /{lang}/ ("npanel/tour/5"), using react-router's own ranking. */
export function matchPanelRoute(pathAfterLang: string): PanelRouteMatch | null {
  if (last?.path !== pathAfterLang) last = { path: pathAfterLang, match: findPanelRoute(pathAfterLang) };
  return last.match;
}

function findPanelRoute(pathAfterLang: string): PanelRouteMatch | null {
  const pathname = `/${pathAfterLang.replace(/^\/+/, '')}`;
  const matches = matchRoutes(MATCHABLE, pathname);
  const found = matches?.[matches.length - 1];
  if (!found) return null;
  const route = ROUTES[Number(found.route.id)];
  if (!route) return null;
  // A site-scoped form's first segment is the site id; "npanel/foo/pages" is an unknown route, not site "foo".
  const siteId = found.params.siteId;
  if (siteId !== undefined && !/^-?\d+$/.test(siteId)) return null;
  return { ...route, params: found.params };
}

/**
 * Who renders a matched page: the shell, or its area's remote, whoever the user is. A page two roles share
 * (reservations, monthly reports) is rendered by the one remote that owns it (ADR 0018); the guard decides who may.
 */
export function resolveOwner(match: Pick<PanelRouteMatch, 'key' | 'manifest'>): PanelOwner {
  const { manifest } = match;
  if (manifest.remote === 'shell') return { kind: 'shell', page: match.key as ShellPage };
  return { kind: 'remote', remote: manifest.remote, expose: './Area' };
}
