/**
 * The 12 months of a report as two bar charts (sales and commission; bookings and cancellations), drawn with
 * @chakra-ui/charts on recharts. Only the reports page imports this module, and the page is a lazily loaded chunk, so
 * the chart libraries never reach another page. @chakra-ui/react is not a shared singleton (ADR 0001), so the charts
 * get a ChakraProvider of their own copy, with shared-ui's system: their useChart reads that copy's context. That copy
 * is in this lazy chunk only; a `shared-ui/charts` subpath provided by the shell would drop it (not done yet).
 */
import { Chart, useChart } from '@chakra-ui/charts';
// eslint-disable-next-line wayhub/import-boundaries -- @chakra-ui/charts binds to this copy's context, not shared-ui's (see above).
import { ChakraProvider } from '@chakra-ui/react';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { Report } from 'shared-contracts/reports';
import { money } from 'shared-contracts/site-content';
import { useT } from 'shared-runtime/session';
import { Heading, SimpleGrid, Stack, system } from 'shared-ui';

interface MonthPoint {
  label: string;
  sales: number;
  commission: number;
  bookings: number;
  cancellations: number;
}

export interface ReportChartProps {
  report: Report;
  /** A month ("YYYY-MM") as the axis shows it. */
  monthLabel: (month: string) => string;
  /** A major amount of the report's currency, for the axis and the tooltip. */
  formatAmount: (major: number) => string;
}

function BarsChart({ title, data, series, format }: { title: string; data: MonthPoint[]; series: { name: keyof MonthPoint; color: string; label: string }[]; format?: (value: number) => string }) {
  const chart = useChart<MonthPoint>({ data, series });
  return (
    <Stack gap="2" role="figure" aria-label={title}>
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      <Chart.Root maxH="xs" chart={chart}>
        <BarChart data={chart.data}>
          <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
          <XAxis dataKey={chart.key('label')} tickLine={false} axisLine={false} />
          <YAxis tickLine={false} axisLine={false} allowDecimals={false} {...(format ? { tickFormatter: format } : {})} />
          <Tooltip cursor={{ fill: chart.color('bg.muted') }} animationDuration={0} content={<Chart.Tooltip {...(format ? { formatter: format } : {})} />} />
          <Legend content={<Chart.Legend />} />
          {chart.series.map((item) => (
            <Bar key={String(item.name)} isAnimationActive={false} dataKey={chart.key(item.name)} fill={chart.color(item.color)} name={String(item.label)} />
          ))}
        </BarChart>
      </Chart.Root>
    </Stack>
  );
}

export function ReportChart({ report, monthLabel, formatAmount }: ReportChartProps) {
  const t = useT();
  const data: MonthPoint[] = report.months.map((month) => ({
    label: monthLabel(month.month),
    sales: money(month.sales_minor, report.currency).amount,
    commission: money(month.commission_minor, report.currency).amount,
    bookings: month.bookings,
    cancellations: month.cancellations,
  }));
  return (
    <ChakraProvider value={system}>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <BarsChart
          title={t('admin.reports.chart.money', { currency: report.currency })}
          data={data}
          format={formatAmount}
          series={[
            { name: 'sales', color: 'teal.solid', label: t('admin.reports.column.sales') },
            { name: 'commission', color: 'blue.solid', label: t('admin.reports.column.commission') },
          ]}
        />
        <BarsChart
          title={t('admin.reports.chart.counts')}
          data={data}
          series={[
            { name: 'bookings', color: 'green.solid', label: t('admin.reports.column.bookings') },
            { name: 'cancellations', color: 'red.solid', label: t('admin.reports.column.cancellations') },
          ]}
        />
      </SimpleGrid>
    </ChakraProvider>
  );
}
