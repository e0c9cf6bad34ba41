import type { Report } from 'shared-contracts/reports';
import { useT } from 'shared-runtime/session';
import { ReportFigures as Figures } from 'shared-ui/charts';

/** A report's charts and table (shared-ui/charts) with this area's texts. */
export function ReportFigures({ report, label }: { report: Report; label?: string }) {
  const t = useT();
  const texts = {
    table: label ?? t('admin.reports.tableLabel', { currency: report.currency }),
    money: t('admin.reports.chart.money', { currency: report.currency }),
    counts: t('admin.reports.chart.counts'),
    month: t('admin.reports.column.month'),
    sales: t('admin.reports.column.sales'),
    bookings: t('admin.reports.column.bookings'),
    cancellations: t('admin.reports.column.cancellations'),
    refunded: t('admin.reports.column.refunded'),
    commission: t('admin.reports.column.commission'),
    totals: t('admin.reports.totals'),
  };
  return <Figures report={report} texts={texts} />;
}
