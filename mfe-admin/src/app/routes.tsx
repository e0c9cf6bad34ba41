import { lazy } from 'react';
import { type AreaPageComponents, AreaRoutes } from 'shared-ui/panel-area';

/** The pages this remote has built, by manifest key; every other page of the admin manifest shows as not built. */
const PAGES: AreaPageComponents = {
  'admin.dashboard': lazy(() => import('../features/dashboard/components/admin-dashboard').then((m) => ({ default: m.AdminDashboard }))),
  'admin.cancellations': lazy(() =>
    import('../features/cancellations/components/cancellations-page').then((m) => ({ default: m.CancellationsPage })),
  ),
  'admin.cancellations.new': lazy(() => import('../features/cancellations/components/cancellations-page').then((m) => ({ default: m.NewCancellationsPage }))),
  'admin.cancellations.newHotels': lazy(() =>
    import('../features/cancellations/components/cancellations-page').then((m) => ({ default: m.NewHotelCancellationsPage })),
  ),
  'admin.cancellations.old': lazy(() => import('../features/cancellations/components/cancellations-page').then((m) => ({ default: m.OldCancellationsPage }))),
  'admin.cancellations.system': lazy(() =>
    import('../features/cancellations/components/cancellations-page').then((m) => ({ default: m.SystemCancellationsPage })),
  ),
  // The platform report (issue 14 §4, ADR 0024): 12 months by currency as charts and a table; the charts load with this chunk only.
  'admin.reports': lazy(() => import('../features/reports/components/admin-report-page').then((m) => ({ default: m.AdminReportPage }))),
  // A partner's or a supplier's monthly report (spec 002 §7.15 user/monthly-report/download).
  'admin.user.monthlyReport': lazy(() => import('../features/reports/components/monthly-report-page').then((m) => ({ default: m.UserMonthlyReportPage }))),
  // Transfers (issue 14 §3, ADR 0023): who is owed what, and recording a bank transfer against chosen lines.
  'admin.transfer.supplier': lazy(() => import('../features/transfers/components/transfers-page').then((m) => ({ default: m.SupplierTransfersPage }))),
  // The approval queue of new partner sites (issue 15 §1, ADR 0025).
  'admin.partnerSite.pending': lazy(() => import('../features/partner-sites/components/pending-sites-page').then((m) => ({ default: m.PendingSitesPage }))),
  // The address changes of live sites waiting for a decision, each with its diff (issue 15 §1, ADR 0026).
  'admin.partnerSite.pendingChange': lazy(() =>
    import('../features/partner-sites/components/pending-changes-page').then((m) => ({ default: m.PendingChangesPage })),
  ),
  'admin.transfer.partner': lazy(() => import('../features/transfers/components/transfers-page').then((m) => ({ default: m.PartnerTransfersPage }))),
};

/**
 * The administrator area's routes, relative to the shell's `/:lang/*` mount: /admin/… and the administrator pages
 * under /npanel, from the admin manifest (shared-contracts/manifests); one './Area' serves both.
 */
export function AdminRoutes() {
  return <AreaRoutes area="admin" pages={PAGES} />;
}
