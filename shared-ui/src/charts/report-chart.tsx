/**
 * A report's 12 months as two bar charts (sales and commission; bookings and cancellations), drawn with
 * @chakra-ui/charts on recharts. @chakra-ui/charts binds to the @chakra-ui/react copy it imports, which is not a shared
 * singleton (ADR 0001), so report-figures.tsx holds the charts in a ChakraProvider of that copy with shared-ui's system.
 */
import { Chart, useChart } from '@chakra-ui/charts';
import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { Report } from 'shared-contracts/reports';
import { money } from 'shared-contracts/site-content';

interface MonthPoint {
  label: string;
  sales: number;
  commission: number;
  bookings: number;
  cancellations: number;
}

/** The charts' texts, in the page's language. */
export interface ReportChartTexts {
  money: string;
  counts: string;
  sales: string;
  commission: string;
  bookings: string;
  cancellations: string;
}

export interface ReportChartProps {
  report: Report;
  texts: ReportChartTexts;
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

/** The two charts, for a ChakraProvider of this module's @chakra-ui/react copy to hold. */
export function ReportCharts({ report, texts, monthLabel, formatAmount }: ReportChartProps) {
  const data: MonthPoint[] = report.months.map((month) => ({
    label: monthLabel(month.month),
    sales: money(month.sales_minor, report.currency).amount,
    commission: money(month.commission_minor, report.currency).amount,
    bookings: month.bookings,
    cancellations: month.cancellations,
  }));
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
      <BarsChart
        title={texts.money}
        data={data}
        format={formatAmount}
        series={[
          { name: 'sales', color: 'teal.solid', label: texts.sales },
          { name: 'commission', color: 'blue.solid', label: texts.commission },
        ]}
      />
      <BarsChart
        title={texts.counts}
        data={data}
        series={[
          { name: 'bookings', color: 'green.solid', label: texts.bookings },
          { name: 'cancellations', color: 'red.solid', label: texts.cancellations },
        ]}
      />
    </SimpleGrid>
  );
}

