import { lazy } from 'react';
import { type AreaPageComponents, AreaRoutes } from 'shared-ui/panel-area';

/** The pages this remote has built, by manifest key; every other page of the admin manifest shows as not built. */
const PAGES: AreaPageComponents = {
  'admin.dashboard': lazy(() => import('../features/dashboard/components/admin-dashboard').then((m) => ({ default: m.AdminDashboard }))),
  'admin.cancellations': lazy(() =>
    import('../features/cancellations/components/cancellations-page').then((m) => ({ default: m.CancellationsPage })),
  ),
};

/**
 * The administrator area's routes, relative to the shell's `/:lang/*` mount: /admin/… and the administrator pages
 * under /npanel, from the admin manifest (shared-contracts/manifests); one './Area' serves both.
 */
export function AdminRoutes() {
  return <AreaRoutes area="admin" pages={PAGES} />;
}
