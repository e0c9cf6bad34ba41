import { SUPPLIER_MANIFEST } from 'shared-contracts/manifests';
import { api } from 'shared-contracts/paths';
import { useCataloguePart, useCurrentUser, usePageMeta, useT } from 'shared-runtime/session';
import { Heading, Stack, Text } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { DownloadButton, MonthPicker, useBegunMonth } from 'shared-ui/panel-kit';
import { REPORTS_PART } from '../../../lib/catalogue';
import { useReportParty } from './party-picker';

/**
 * npanel/monthly-report (spec 000 §2.3, spec 002 §7.15): a month picker (last month by default) and a download of
 * that month's bookings as an xlsx, a sheet per currency with its totals row (the API picks the caller's own rows:
 * a supplier's or a partner's). The button is disabled, with the bytes received shown, while the file comes.
 * A supplier who also resells picks whose report; its partner side is asked for with its own id as partner_id.
 */
export function MonthlyReportPage({ breadcrumbs }: AreaPageProps) {
  const t = useT();
  useCataloguePart(REPORTS_PART);
  const title = SUPPLIER_MANIFEST.pages['supplier.monthlyReport'].title;
  usePageMeta({ title, breadcrumbs: [...breadcrumbs, { label: title }] });

  const user = useCurrentUser();
  const { party, picker } = useReportParty();
  const choice = useBegunMonth();
  const { month, valid } = choice;
  const asPartner = party === 'partner' && picker !== null && user ? `&partner_id=${user.id}` : '';

  return (
    <Stack gap="5" maxW="xl">
      <Stack gap="2">
        <Heading as="h1" size="xl">
          {t(title)}
        </Heading>
        <Text color="fg.muted">{t('supplier.reports.monthly.intro')}</Text>
      </Stack>
      {picker}
      <MonthPicker label={t('supplier.reports.monthly.month')} invalidText={t('supplier.reports.monthly.monthInvalid')} choice={choice} />
      <DownloadButton
        label={t('supplier.reports.monthly.download')}
        disabled={!valid}
        failed={t('supplier.reports.monthly.failed')}
        request={() => ({ path: `${api.reports.monthlyReport.path()}?month=${month}${asPartner}`, method: 'GET', body: undefined, fileName: `monthly-report-${month}.xlsx` })}
      />
    </Stack>
  );
}
