import { useState } from 'react';
import { DEFAULT_LOCALE } from 'shared-contracts/constants';
import { hrefFor, SUPPLIER_MANIFEST } from 'shared-contracts/manifests';
import { useCataloguePart, useIntl, usePageMeta, useT } from 'shared-runtime/session';
import { Box, EmptyState, ErrorPanel, Field, Flex, Heading, Link, LoadingState, NativeSelect, Stack, Text } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { Link as RouterLink, useParams } from 'shared-ui/router';
import { REPORTS_PART } from '../../../lib/catalogue';
import { useReportCurrencies, useSupplierReport } from '../api/reports';
import { ReportChart } from './report-chart';
import { ReportTable } from './report-table';

/**
 * npanel/report (spec 000 §2.3 `report`, spec 002 §7.15, ADR 0024): the caller's last 12 months in one currency, as
 * charts (sales and commission; bookings and cancellations) and the same figures as a table with totals. The currency
 * picker lists the currencies the caller has figures in; none gives the empty state.
 */
export function SupplierReportPage({ breadcrumbs }: AreaPageProps) {
  const t = useT();
  const intl = useIntl();
  useCataloguePart(REPORTS_PART);
  const title = SUPPLIER_MANIFEST.pages['supplier.report'].title;
  usePageMeta({ title, breadcrumbs: [...breadcrumbs, { label: title }] });
  const { lang = DEFAULT_LOCALE } = useParams();

  const currencies = useReportCurrencies('supplier');
  const [picked, setPicked] = useState<string>();
  const currency = picked && currencies.data?.includes(picked) ? picked : currencies.data?.[0];
  const report = useSupplierReport(currency);

  const monthLabel = (month: string) => intl.formatDate(`${month}-01T00:00:00.000Z`, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const formatAmount = (major: number) => intl.formatNumber(major, { style: 'currency', currency: currency ?? 'NOK', maximumFractionDigits: 0 });

  return (
    <Stack gap="5">
      <Stack gap="2">
        <Heading as="h1" size="xl">
          {t(title)}
        </Heading>
        <Text color="fg.muted">{t('supplier.reports.intro')}</Text>
      </Stack>
      {currencies.error ? (
        <ErrorPanel message={t('supplier.reports.loadError')} onRetry={() => void currencies.mutate()} />
      ) : !currencies.data ? (
        <LoadingState label={t('supplier.reports.loading')} />
      ) : currencies.data.length === 0 || !currency ? (
        <EmptyState title={t('supplier.reports.empty')} description={t('supplier.reports.emptyHint')} />
      ) : (
        <>
          <Flex gap="4" wrap="wrap" align="end" justify="space-between">
          <Box maxW="xs" flex="1">
            <Field.Root>
              <Field.Label>{t('supplier.reports.currency')}</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field value={currency} onChange={(event) => setPicked(event.target.value)}>
                  {currencies.data.map((code) => (
                    <option key={code} value={code}>
                      {code}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          </Box>
            <Link asChild>
              <RouterLink to={hrefFor('supplier.report.utils', { lang })}>{t('supplier.reports.utils.link')}</RouterLink>
            </Link>
          </Flex>
          {report.error ? (
            <ErrorPanel message={t('supplier.reports.loadError')} onRetry={() => void report.mutate()} />
          ) : !report.data ? (
            <LoadingState label={t('supplier.reports.loading')} />
          ) : (
            <Stack gap="6">
              <ReportChart report={report.data} monthLabel={monthLabel} formatAmount={formatAmount} />
              <ReportTable report={report.data} monthLabel={monthLabel} />
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
