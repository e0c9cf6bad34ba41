import type { Report, ReportFigures } from 'shared-contracts/reports';
import { money } from 'shared-contracts/site-content';
import { useIntl, useMoney, useT } from 'shared-runtime/session';
import { Table } from 'shared-ui/panel-kit';

export interface ReportTableProps {
  report: Report;
  monthLabel: (month: string) => string;
}

/** The report's figures as a table, a row per month and a totals row: what the charts draw, readable by everyone. */
export function ReportTable({ report, monthLabel }: ReportTableProps) {
  const t = useT();
  const intl = useIntl();
  const formatMoney = useMoney();
  const amount = (minor: number) => formatMoney(money(minor, report.currency));
  const cells = (figures: ReportFigures) => (
    <>
      <Table.Cell textAlign="end">{amount(figures.sales_minor)}</Table.Cell>
      <Table.Cell textAlign="end">{intl.formatNumber(figures.bookings)}</Table.Cell>
      <Table.Cell textAlign="end">{intl.formatNumber(figures.cancellations)}</Table.Cell>
      <Table.Cell textAlign="end">{amount(figures.refunded_minor)}</Table.Cell>
      <Table.Cell textAlign="end">{amount(figures.commission_minor)}</Table.Cell>
    </>
  );
  return (
    <Table.Root size="sm" aria-label={t('admin.reports.tableLabel', { currency: report.currency })}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t('admin.reports.column.month')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('admin.reports.column.sales')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('admin.reports.column.bookings')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('admin.reports.column.cancellations')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('admin.reports.column.refunded')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('admin.reports.column.commission')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {report.months.map((month) => (
          <Table.Row key={month.month}>
            <Table.Cell>
              <time dateTime={month.month}>{monthLabel(month.month)}</time>
            </Table.Cell>
            {cells(month)}
          </Table.Row>
        ))}
      </Table.Body>
      <Table.Footer>
        <Table.Row fontWeight="semibold">
          <Table.Cell>{t('admin.reports.totals')}</Table.Cell>
          {cells(report.totals)}
        </Table.Row>
      </Table.Footer>
    </Table.Root>
  );
}
