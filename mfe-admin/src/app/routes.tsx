import { Navigate, Route, Routes, useParams } from 'shared-ui/router';
import { DEFAULT_LOCALE } from 'shared-contracts/constants';
import { NotBuiltYetPage, RouteNotFound, areaHref } from 'shared-ui';
import { CancellationsPage } from '../features/cancellations/components/cancellations-page';
import { AdminDashboard } from '../features/dashboard/components/admin-dashboard';
import { rootCrumbs } from './navigation';
import { PAGES } from './paths';

const { dashboard, cancellations, ...placeholders } = PAGES;

/**
 * The administrator area's routes, relative to the shell's `/:lang/*` mount: /admin/… and the administrator
 * pages under /npanel (one './Area' serves both). Every page but the dashboard and the cancellations is not built yet.
 */
export function AdminRoutes() {
  const { lang = DEFAULT_LOCALE } = useParams();
  const crumbs = rootCrumbs(lang);
  return (
    <Routes>
      <Route path="admin" element={<Navigate to={areaHref(lang, dashboard.pattern)} replace />} />
      <Route path={dashboard.pattern} element={<AdminDashboard />} />
      <Route path={cancellations.pattern} element={<CancellationsPage breadcrumbs={crumbs} />} />
      {Object.values(placeholders).map((page) => (
        <Route key={page.pattern} path={page.pattern} element={<NotBuiltYetPage {...page} breadcrumbs={crumbs} />} />
      ))}
      <Route path="*" element={<RouteNotFound />} />
    </Routes>
  );
}
