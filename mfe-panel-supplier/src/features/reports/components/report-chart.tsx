import type { Report } from 'shared-contracts/reports';
import { useT } from 'shared-runtime/session';
import { ReportChart as Charts } from 'shared-ui/charts';

/** The report's charts (shared-ui/charts) with this page's texts. */
export function ReportChart(props: { report: Report; monthLabel: (month: string) => string; formatAmount: (major: number) => string }) {
  const t = useT();
  const texts = {
    money: t('supplier.reports.chart.money', { currency: props.report.currency }),
    counts: t('supplier.reports.chart.counts'),
    sales: t('supplier.reports.column.sales'),
    commission: t('supplier.reports.column.commission'),
    bookings: t('supplier.reports.column.bookings'),
    cancellations: t('supplier.reports.column.cancellations'),
  };
  return <Charts {...props} texts={texts} />;
}
