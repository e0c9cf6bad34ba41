import type { Report } from 'shared-contracts/reports';
import { useT } from 'shared-runtime/session';
import { ReportChart as Charts } from 'shared-ui/charts';

/** The report's charts (shared-ui/charts) with this page's texts. */
export function ReportChart(props: { report: Report; monthLabel: (month: string) => string; formatAmount: (major: number) => string }) {
  const t = useT();
  const texts = {
    money: t('admin.reports.chart.money', { currency: props.report.currency }),
    counts: t('admin.reports.chart.counts'),
    sales: t('admin.reports.column.sales'),
    commission: t('admin.reports.column.commission'),
    bookings: t('admin.reports.column.bookings'),
    cancellations: t('admin.reports.column.cancellations'),
  };
  return <Charts {...props} texts={texts} />;
}
