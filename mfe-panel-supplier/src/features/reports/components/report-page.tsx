import { type ReactNode, useState } from 'react';
import { DEFAULT_LOCALE } from 'shared-contracts/constants';
import { hrefFor, SUPPLIER_MANIFEST } from 'shared-contracts/manifests';
import type { Report } from 'shared-contracts/reports';
import { useCataloguePart, usePageMeta, useT } from 'shared-runtime/session';
import { Box, EmptyState, ErrorPanel, Flex, Heading, Link, LoadingState, Stack, Text } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { ChoiceSelect } from 'shared-ui/panel-kit';
import { Link as RouterLink, useParams } from 'shared-ui/router';
import { REPORTS_PART } from '../../../lib/catalogue';
import { useAffiliateReports, usePartnerSiteNames, usePartyReport, useReportCurrencies, useSiteReports } from '../api/reports';
import { type ReportPartyView, useReportParty } from './party-picker';
import { ReportFigures } from './report-figures';

/** A partner's figures in total, per site, or per site and sales channel (report/partner, /site, /affiliate). */
type Breakdown = 'total' | 'site' | 'channel';

/**
 * npanel/report (spec 000 §2.3 `report`, spec 002 §7.15, ADR 0024): the caller's last 12 months in one currency, as
 * charts (sales and commission; bookings and cancellations) and the same figures as a table with totals. A supplier
 * sees its services' figures; a partner its sites', in total, per site or per site and sales channel; a caller who is
 * both picks which. The currency picker lists the currencies the party has figures in; none gives the empty state.
 */
export function ReportPage({ breadcrumbs }: AreaPageProps) {
  const t = useT();
  useCataloguePart(REPORTS_PART);
  const title = SUPPLIER_MANIFEST.pages['supplier.report'].title;
  usePageMeta({ title, breadcrumbs: [...breadcrumbs, { label: title }] });
  const { lang = DEFAULT_LOCALE } = useParams();

  const { party, picker } = useReportParty();
  const currencies = useReportCurrencies(party);
  const [picked, setPicked] = useState<string>();
  const currency = picked && currencies.data?.includes(picked) ? picked : currencies.data?.[0];
  const [breakdown, setBreakdown] = useState<Breakdown>('total');
  const shown: Breakdown = party === 'partner' ? breakdown : 'total';

  return (
    <Stack gap="5">
      <Stack gap="2">
        <Heading as="h1" size="xl">
          {t(title)}
        </Heading>
        <Text color="fg.muted">{t(party === 'partner' ? 'supplier.reports.intro.partner' : 'supplier.reports.intro')}</Text>
      </Stack>
      <Flex gap="4" wrap="wrap" align="end" justify="space-between">
        <Flex gap="4" wrap="wrap" align="end" flex="1">
          {picker}
          {currencies.data && currency ? (
            <ChoiceSelect label={t('supplier.reports.currency')} value={currency} onChange={setPicked} choices={currencies.data.map((code) => ({ value: code, label: code }))} />
          ) : null}
          {party === 'partner' && currency ? (
            <ChoiceSelect
              label={t('supplier.reports.breakdown')}
              value={breakdown}
              onChange={setBreakdown}
              choices={[
                { value: 'total', label: t('supplier.reports.breakdown.total') },
                { value: 'site', label: t('supplier.reports.breakdown.site') },
                { value: 'channel', label: t('supplier.reports.breakdown.channel') },
              ]}
            />
          ) : null}
        </Flex>
        <Link asChild>
          <RouterLink to={hrefFor('supplier.report.utils', { lang })}>{t('supplier.reports.utils.link')}</RouterLink>
        </Link>
      </Flex>
      {currencies.error ? (
        <ErrorPanel message={t('supplier.reports.loadError')} onRetry={() => void currencies.mutate()} />
      ) : !currencies.data ? (
        <LoadingState label={t('supplier.reports.loading')} />
      ) : !currency ? (
        <EmptyState title={t('supplier.reports.empty')} description={t(party === 'partner' ? 'supplier.reports.emptyHint.partner' : 'supplier.reports.emptyHint')} />
      ) : shown === 'total' ? (
        <TotalReport party={party} currency={currency} />
      ) : (
        <PartnerBreakdown breakdown={shown} currency={currency} />
      )}
    </Stack>
  );
}

function Loaded<T>({ found, children }: { found: { data?: T; error?: unknown; mutate: () => unknown }; children: (data: T) => ReactNode }) {
  const t = useT();
  if (found.error) return <ErrorPanel message={t('supplier.reports.loadError')} onRetry={() => void found.mutate()} />;
  if (found.data === undefined) return <LoadingState label={t('supplier.reports.loading')} />;
  return <>{children(found.data)}</>;
}

function TotalReport({ party, currency }: { party: ReportPartyView; currency: string }) {
  return <Loaded found={usePartyReport(party, currency)}>{(report) => <ReportFigures report={report} />}</Loaded>;
}

/** One report per site (or per site and channel), each under its heading, in the order the API gives them. */
function PartnerBreakdown({ breakdown, currency }: { breakdown: 'site' | 'channel'; currency: string }) {
  const t = useT();
  const perSite = useSiteReports(currency, breakdown === 'site');
  const perChannel = useAffiliateReports(currency, breakdown === 'channel');
  const names = usePartnerSiteNames(true).data;
  const siteName = (id: number) => names?.get(id) ?? t('supplier.reports.siteFallback', { id });
  const sections = (reports: { key: string; title: string; report: Report }[]) =>
    reports.length === 0 ? (
      <EmptyState title={t('supplier.reports.breakdownEmpty')} />
    ) : (
      <Stack gap="8">
        {reports.map(({ key, title, report }) => (
          <Box as="section" key={key} aria-label={title}>
            <Heading as="h2" size="md" mb="3">
              {title}
            </Heading>
            <ReportFigures report={report} label={t('supplier.reports.tableLabelOf', { name: title, currency: report.currency })} />
          </Box>
        ))}
      </Stack>
    );
  if (breakdown === 'site') {
    return <Loaded found={perSite}>{(reports) => sections(reports.map((report) => ({ key: String(report.site_id), title: siteName(report.site_id), report })))}</Loaded>;
  }
  return (
    <Loaded found={perChannel}>
      {(reports) =>
        sections(
          reports.map((report) => ({
            key: `${report.site_id}-${report.channel}`,
            title: t('supplier.reports.siteChannel', {
              site: siteName(report.site_id),
              channel: t(report.channel === 'terminal' ? 'supplier.reports.channel.terminal' : 'supplier.reports.channel.online'),
            }),
            report,
          })),
        )
      }
    </Loaded>
  );
}
