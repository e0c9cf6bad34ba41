import { type ComponentType, type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes, useParams } from 'shared-ui/router';
import { DEFAULT_LOCALE } from 'shared-contracts/constants';
import {
  breadcrumbTrail,
  hrefFor,
  type ManifestPage,
  type PageKey,
  pagesServedBy,
  type PanelAreaName,
  type PanelPageKey,
  SHELL_MANIFEST,
} from 'shared-contracts/manifests';
import { isAdmin } from 'shared-contracts/access';
import { type Breadcrumb, useCurrentUser } from 'shared-runtime/session';
// By package name: shared-ui/panel-area then consumes the shell's shared-ui rather than carrying Chakra pieces of its own.
import { LoadingState, NotBuiltYetPage, RouteNotFound } from 'shared-ui';

/** What an area's page component receives. */
export interface AreaPageProps {
  /** The page's breadcrumbs up to (not including) itself, from the manifest; the page adds its own crumb. */
  breadcrumbs: Breadcrumb[];
}

/** The pages an area has built, by manifest key; usually `lazy(() => import(…))`, so each page is its own chunk. */
export type AreaPageComponents = Partial<Record<PanelPageKey, ComponentType<AreaPageProps>>>;

export interface AreaRoutesProps {
  /** The area whose manifest pages (and the pages it also serves) this remote renders. */
  area: PanelAreaName;
  pages: AreaPageComponents;
  /** The area's landing, shown inside the shell's profile page (the panel root). */
  landing?: ReactNode;
}

function ManifestRoute({ pageKey, page, Component }: { pageKey: string; page: ManifestPage; Component: ComponentType<AreaPageProps> | undefined }) {
  const { lang = DEFAULT_LOCALE, ...params } = useParams();
  const user = useCurrentUser();
  if (page.redirectTo) return <Navigate to={hrefFor(page.redirectTo as PageKey, { ...params, lang } as never)} replace />;
  const breadcrumbs = breadcrumbTrail(pageKey, { lang, params, admin: isAdmin(user) }).slice(0, -1);
  if (Component) return <Component breadcrumbs={breadcrumbs} />;
  // A page a later issue builds: its manifest title, plainly labelled as not built, and no made-up data.
  return <NotBuiltYetPage titleId={page.title} createTitleId={page.createTitle} createParam={page.createParam} breadcrumbs={breadcrumbs} />;
}

/**
 * An area's routes, relative to the shell's `/:lang/*` mount, built from the area manifests: one route per page the
 * area serves, rendered by the remote's component for that key, or by the not-built page when it has none yet.
 * A path that is no page of the area gets the unknown-route page.
 */
export function AreaRoutes({ area, pages, landing }: AreaRoutesProps) {
  return (
    <Suspense fallback={<LoadingState />}>
      <Routes>
        {landing ? <Route path={SHELL_MANIFEST.pages['shell.profile'].pattern} element={landing} /> : null}
        {pagesServedBy(area).map(({ key, page }) => (
          <Route key={key} path={page.pattern} element={<ManifestRoute pageKey={key} page={page} Component={pages[key as PanelPageKey]} />} />
        ))}
        <Route path="*" element={<RouteNotFound />} />
      </Routes>
    </Suspense>
  );
}
