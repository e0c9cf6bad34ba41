/**
 * A report's figures as the report pages show them: the two charts, then the same figures as a table (a row per month
 * and a totals row), readable by everyone the charts are not for. The texts come from the page, in its language.
 */
import type { Report, ReportFigures as Figures } from 'shared-contracts/reports';
import { money } from 'shared-contracts/site-content';
import { useIntl, useMoney } from 'shared-runtime/session';
import { ChakraProvider, Stack, Table } from '@chakra-ui/react';
import { system } from '../theme/system';
import { ReportCharts, type ReportChartTexts } from './report-chart';

export interface ReportFiguresTexts extends ReportChartTexts {
  /** The table's accessible name. */
  table: string;
  month: string;
  refunded: string;
  totals: string;
}

export interface ReportFiguresProps {
  report: Report;
  texts: ReportFiguresTexts;
}

function ReportTable({ report, texts, monthLabel }: ReportFiguresProps & { monthLabel: (month: string) => string }) {
  const intl = useIntl();
  const formatMoney = useMoney();
  const amount = (minor: number) => formatMoney(money(minor, report.currency));
  const cells = (figures: Figures) => (
    <>
      <Table.Cell textAlign="end">{amount(figures.sales_minor)}</Table.Cell>
      <Table.Cell textAlign="end">{intl.formatNumber(figures.bookings)}</Table.Cell>
      <Table.Cell textAlign="end">{intl.formatNumber(figures.cancellations)}</Table.Cell>
      <Table.Cell textAlign="end">{amount(figures.refunded_minor)}</Table.Cell>
      <Table.Cell textAlign="end">{amount(figures.commission_minor)}</Table.Cell>
    </>
  );
  return (
    <Table.Root size="sm" aria-label={texts.table}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{texts.month}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{texts.sales}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{texts.bookings}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{texts.cancellations}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{texts.refunded}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{texts.commission}</Table.ColumnHeader>
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
          <Table.Cell>{texts.totals}</Table.Cell>
          {cells(report.totals)}
        </Table.Row>
      </Table.Footer>
    </Table.Root>
  );
}

/** Charts and table under one ChakraProvider of the copy @chakra-ui/charts binds to (see report-chart.tsx). */
export function ReportFigures({ report, texts }: ReportFiguresProps) {
  const intl = useIntl();
  const monthLabel = (month: string) => intl.formatDate(`${month}-01T00:00:00.000Z`, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const formatAmount = (major: number) => intl.formatNumber(major, { style: 'currency', currency: report.currency, maximumFractionDigits: 0 });
  return (
    <ChakraProvider value={system}>
      <Stack gap="6">
        <ReportCharts report={report} texts={texts} monthLabel={monthLabel} formatAmount={formatAmount} />
        <ReportTable report={report} texts={texts} monthLabel={monthLabel} />
      </Stack>
    </ChakraProvider>
  );
}
