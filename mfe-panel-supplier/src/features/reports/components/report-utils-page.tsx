import { useState } from 'react';
import { SUPPLIER_MANIFEST } from 'shared-contracts/manifests';
import { api } from 'shared-contracts/paths';
import { SALES_REPORT_MAX_DAYS, type SalesReportInput } from 'shared-contracts/reports';
import { useCataloguePart, usePageMeta, useT } from 'shared-runtime/session';
import { EmptyState, ErrorPanel, Heading, LoadingState, Stack, Text } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { ChoiceSelect, type DateRange, DateRangePicker, DownloadButton, isValidDateRange } from 'shared-ui/panel-kit';
import { REPORTS_PART } from '../../../lib/catalogue';
import { useReportCurrencies } from '../api/reports';
import { useReportParty } from './party-picker';

const DAY_MS = 86_400_000;

/** This UTC month so far: its first day to today. */
export function monthToDate(now: Date): DateRange {
  const today = now.toISOString().slice(0, 10);
  return { start: `${today.slice(0, 7)}-01`, end: today };
}

/**
 * npanel/report/utils (spec 000 §2.3 `report/utils`, spec 002 §7.15 sales-report, ADR 0024): a sales report download
 * form, a booking date range (this month so far by default, at most SALES_REPORT_MAX_DAYS days) and a currency the
 * party (the caller's services, or its sites) has figures in; the xlsx has a row per booking and a totals row that
 * matches the report's figures.
 */
export function ReportUtilsPage({ breadcrumbs }: AreaPageProps) {
  const t = useT();
  useCataloguePart(REPORTS_PART);
  const title = SUPPLIER_MANIFEST.pages['supplier.report.utils'].title;
  usePageMeta({ title, breadcrumbs: [...breadcrumbs, { label: title }] });

  const { party, picker } = useReportParty();
  const currencies = useReportCurrencies(party);
  const [picked, setPicked] = useState<string>();
  const currency = picked && currencies.data?.includes(picked) ? picked : currencies.data?.[0];
  const [range, setRange] = useState(() => monthToDate(new Date()));
  const tooLong = isValidDateRange(range) && (Date.parse(range.end) - Date.parse(range.start)) / DAY_MS >= SALES_REPORT_MAX_DAYS;
  const valid = isValidDateRange(range) && !tooLong;

  return (
    <Stack gap="5" maxW="2xl">
      <Stack gap="2">
        <Heading as="h1" size="xl">
          {t(title)}
        </Heading>
        <Text color="fg.muted">{t('supplier.reports.utils.intro')}</Text>
      </Stack>
      {picker}
      {currencies.error ? (
        <ErrorPanel message={t('supplier.reports.loadError')} onRetry={() => void currencies.mutate()} />
      ) : !currencies.data ? (
        <LoadingState label={t('supplier.reports.loading')} />
      ) : !currency ? (
        <EmptyState title={t('supplier.reports.empty')} description={t('supplier.reports.emptyHint')} />
      ) : (
        <Stack gap="4">
          <DateRangePicker label={t('supplier.reports.utils.dates')} value={range} onChange={setRange} required {...(tooLong ? { error: t('supplier.reports.utils.rangeTooLong') } : {})} />
          {tooLong ? (
            <Text role="alert" fontSize="sm" color="fg.error">
              {t('supplier.reports.utils.rangeTooLong')}
            </Text>
          ) : null}
          <ChoiceSelect label={t('supplier.reports.currency')} value={currency} onChange={setPicked} choices={currencies.data.map((code) => ({ value: code, label: code }))} />
          <DownloadButton
            label={t('supplier.reports.utils.download')}
            disabled={!valid}
            failed={t('supplier.reports.utils.failed')}
            request={() => {
              const body: SalesReportInput = { party, currency, date_from: range.start, date_to: range.end };
              return { path: api.reports.salesReport.path(), body, fileName: `sales-report-${party}-${currency}-${range.start}-${range.end}.xlsx` };
            }}
          />
        </Stack>
      )}
    </Stack>
  );
}
