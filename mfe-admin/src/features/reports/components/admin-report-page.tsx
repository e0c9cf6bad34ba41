import { useState } from 'react';
import { ADMIN_MANIFEST } from 'shared-contracts/manifests';
import { useCataloguePart, usePageMeta, useT } from 'shared-runtime/session';
import { EmptyState, ErrorPanel, Heading, LoadingState, Stack, Text } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { ChoiceSelect } from 'shared-ui/panel-kit';
import { ADMIN_PART } from '../../../lib/catalogue';
import { usePlatformCurrencies, usePlatformReport } from '../api/reports';
import { ReportFigures } from './report-figures';

/**
 * npanel/admin-report (spec 000 §2.3 `admin-report`, spec 002 §7.15, ADR 0024): the platform's last 12 months in one
 * currency (every booking's sales, and the platform's commission), as charts and the same figures as a table with
 * totals. The currency picker lists the currencies the platform has figures in; none gives the empty state.
 */
export function AdminReportPage({ breadcrumbs }: AreaPageProps) {
  const t = useT();
  useCataloguePart(ADMIN_PART);
  const title = ADMIN_MANIFEST.pages['admin.reports'].title;
  usePageMeta({ title, breadcrumbs: [...breadcrumbs, { label: title }] });

  const currencies = usePlatformCurrencies();
  const [picked, setPicked] = useState<string>();
  const currency = picked && currencies.data?.includes(picked) ? picked : currencies.data?.[0];
  const report = usePlatformReport(currency);


  return (
    <Stack gap="5">
      <Stack gap="2">
        <Heading as="h1" size="xl">
          {t(title)}
        </Heading>
        <Text color="fg.muted">{t('admin.reports.intro')}</Text>
      </Stack>
      {currencies.error ? (
        <ErrorPanel message={t('admin.reports.loadError')} onRetry={() => void currencies.mutate()} />
      ) : !currencies.data ? (
        <LoadingState label={t('admin.reports.loading')} />
      ) : currencies.data.length === 0 || !currency ? (
        <EmptyState title={t('admin.reports.empty')} description={t('admin.reports.emptyHint')} />
      ) : (
        <>
          <ChoiceSelect label={t('admin.reports.currency')} value={currency} onChange={setPicked} choices={currencies.data.map((code) => ({ value: code, label: code }))} />
          {report.error ? (
            <ErrorPanel message={t('admin.reports.loadError')} onRetry={() => void report.mutate()} />
          ) : !report.data ? (
            <LoadingState label={t('admin.reports.loading')} />
          ) : (
            <ReportFigures report={report.data} />
          )}
        </>
      )}
    </Stack>
  );
}
