import { useState } from 'react';
import { ADMIN_MANIFEST } from 'shared-contracts/manifests';
import { api } from 'shared-contracts/paths';
import { useCataloguePart, usePageMeta, useT } from 'shared-runtime/session';
import { ErrorPanel, Field, Heading, Input, NativeSelect, Stack, Text } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { ChoiceSelect, DownloadButton, MonthPicker, useBegunMonth, useDebouncedValue } from 'shared-ui/panel-kit';
import { ADMIN_PART } from '../../../lib/catalogue';
import { useUserDirectory } from '../api/reports';

type Party = 'partner' | 'supplier';
const SEARCH_DELAY_MS = 300;

/**
 * npanel/user/monthly-report (spec 000 §2.3, spec 002 §7.15 `user/monthly-report/download`): an administrator picks a
 * partner or a supplier (searchable by name or e-mail) and a month (last month by default), and downloads that
 * account's bookings of the month as an xlsx, a sheet per currency with its totals row.
 */
export function UserMonthlyReportPage({ breadcrumbs }: AreaPageProps) {
  const t = useT();
  useCataloguePart(ADMIN_PART);
  const title = ADMIN_MANIFEST.pages['admin.user.monthlyReport'].title;
  usePageMeta({ title, breadcrumbs: [...breadcrumbs, { label: title }] });

  const [party, setParty] = useState<Party>('partner');
  const [search, setSearch] = useState('');
  const directory = useUserDirectory(party, useDebouncedValue(search.trim(), SEARCH_DELAY_MS));
  const [picked, setPicked] = useState<number | null>(null);
  const accounts = directory.data ?? [];
  const account = accounts.find((entry) => entry.id === picked) ?? accounts[0] ?? null;

  const choice = useBegunMonth();
  const { month, valid: validMonth } = choice;

  return (
    <Stack gap="5" maxW="xl">
      <Stack gap="2">
        <Heading as="h1" size="xl">
          {t(title)}
        </Heading>
        <Text color="fg.muted">{t('admin.monthlyReport.intro')}</Text>
      </Stack>
      <ChoiceSelect
        label={t('admin.monthlyReport.party')}
        value={party}
        onChange={(next) => {
          setParty(next);
          setPicked(null);
        }}
        choices={[
          { value: 'partner', label: t('admin.monthlyReport.party.partner') },
          { value: 'supplier', label: t('admin.monthlyReport.party.supplier') },
        ]}
      />
      <Field.Root>
        <Field.Label>{t('admin.monthlyReport.search')}</Field.Label>
        <Input type="search" value={search} onChange={(event) => setSearch(event.target.value)} placeholder={t('admin.monthlyReport.searchHint')} />
      </Field.Root>
      {directory.error ? (
        <ErrorPanel message={t('admin.monthlyReport.loadError')} onRetry={() => void directory.mutate()} />
      ) : (
        <Field.Root invalid={directory.data !== undefined && !account} disabled={accounts.length === 0}>
          <Field.Label>{t(party === 'partner' ? 'admin.monthlyReport.party.partner' : 'admin.monthlyReport.party.supplier')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={account ? String(account.id) : ''} onChange={(event) => setPicked(Number(event.target.value))} aria-busy={directory.isLoading || undefined}>
              {accounts.length === 0 ? <option value="">{directory.data ? t('admin.monthlyReport.noAccounts') : t('admin.monthlyReport.loading')}</option> : null}
              {accounts.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {`${entry.name} <${entry.email}>`}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {directory.data !== undefined && !account ? <Field.ErrorText>{t('admin.monthlyReport.noAccounts')}</Field.ErrorText> : null}
        </Field.Root>
      )}
      <MonthPicker label={t('admin.monthlyReport.month')} invalidText={t('admin.monthlyReport.monthInvalid')} choice={choice} />
      <DownloadButton
        label={t('admin.monthlyReport.download')}
        disabled={!validMonth || !account}
        failed={t('admin.monthlyReport.failed')}
        request={() => ({
          path: `${api.reports.monthlyReport.path()}?month=${month}&${party === 'partner' ? 'partner_id' : 'supplier_id'}=${account!.id}`,
          method: 'GET',
          body: undefined,
          fileName: `monthly-report-${party}-${account!.id}-${month}.xlsx`,
        })}
      />
    </Stack>
  );
}
