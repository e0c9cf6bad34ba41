import type { Report } from 'shared-contracts/reports';
import { useT } from 'shared-runtime/session';
import { ReportFigures as Figures } from 'shared-ui/charts';

/** A report's charts and table (shared-ui/charts) with this area's texts. */
export function ReportFigures({ report, label }: { report: Report; label?: string }) {
  const t = useT();
  const texts = {
    table: label ?? t('supplier.reports.tableLabel', { currency: report.currency }),
    money: t('supplier.reports.chart.money', { currency: report.currency }),
    counts: t('supplier.reports.chart.counts'),
    month: t('supplier.reports.column.month'),
    sales: t('supplier.reports.column.sales'),
    bookings: t('supplier.reports.column.bookings'),
    cancellations: t('supplier.reports.column.cancellations'),
    refunded: t('supplier.reports.column.refunded'),
    commission: t('supplier.reports.column.commission'),
    totals: t('supplier.reports.totals'),
  };
  return <Figures report={report} texts={texts} />;
}
