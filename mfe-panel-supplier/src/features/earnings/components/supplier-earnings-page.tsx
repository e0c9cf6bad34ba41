import { useState } from 'react';
import type { EarningLine, EarningStatus, EarningTotals } from 'shared-contracts/earnings';
import { SUPPLIER_MANIFEST } from 'shared-contracts/manifests';
import { api } from 'shared-contracts/paths';
import type { MessageId } from 'shared-contracts/messages';
import { useCataloguePart, useIntl, useMoney, usePageMeta, useT } from 'shared-runtime/session';
import { Badge, Heading, HStack, Stack, Text } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { DataTable, useServerTable, type DataTableColumn } from 'shared-ui/panel-kit';
import { ExportButton } from '../../../components/export-button';
import { EARNINGS_PART } from '../../../lib/catalogue';
import { listSupplierEarnings, supplierEarningsKey } from '../api/list-supplier-earnings';
import { ReceiptButton } from './receipt-button';

const ALL = 'all';
const STATUS_LABEL: Record<EarningStatus, MessageId> = {
  unpaid: 'supplier.earnings.status.unpaid',
  on_hold: 'supplier.earnings.status.onHold',
  paid: 'supplier.earnings.status.paid',
};
const STATUS_PALETTE: Record<EarningStatus, string> = { unpaid: 'orange', on_hold: 'gray', paid: 'green' };
const isStatus = (value: string | null): value is EarningStatus => value === 'unpaid' || value === 'on_hold' || value === 'paid';

/**
 * npanel/supplier-earnings (issue 14 §3, ADR 0017): what the platform owes the supplier and what it has paid, per
 * currency, and the earnings lines behind it (a booking's share, or what a refund took back), newest first, with the
 * payout that paid each.
 */
export function SupplierEarningsPage({ breadcrumbs }: AreaPageProps) {
  const t = useT();
  const intl = useIntl();
  const formatMoney = useMoney();
  useCataloguePart(EARNINGS_PART);
  const title = SUPPLIER_MANIFEST.pages['supplier.supplierEarnings.list'].title;
  usePageMeta({ title, breadcrumbs: [...breadcrumbs, { label: title }] });
  const [totals, setTotals] = useState<EarningTotals[]>([]);

  const table = useServerTable<EarningLine>({
    key: supplierEarningsKey,
    paging: 'page',
    statusTabs: [
      { value: ALL, label: t('supplier.earnings.tab.all') },
      { value: 'unpaid', label: t('supplier.earnings.status.unpaid') },
      { value: 'on_hold', label: t('supplier.earnings.status.onHold') },
      { value: 'paid', label: t('supplier.earnings.status.paid') },
    ],
    fetcher: async ({ paging, status }) => {
      const page = await listSupplierEarnings({
        ...('page' in paging ? { page_number: paging.page, limit: Math.min(paging.limit, 100) } : {}),
        ...(isStatus(status) ? { status } : {}),
      });
      setTotals(page.totals);
      return { rows: page.data, total: page.total };
    },
  });

  const columns: DataTableColumn<EarningLine>[] = [
    { key: 'created_at', header: t('supplier.earnings.column.date'), cell: (row) => <time dateTime={row.created_at}>{intl.formatDate(row.created_at, { dateStyle: 'medium' })}</time> },
    { key: 'booking', header: t('supplier.earnings.column.booking'), cell: (row) => row.booking_number ?? `#${row.reservation_id}` },
    { key: 'kind', header: t('supplier.earnings.column.kind'), cell: (row) => t(row.kind === 'sale' ? 'supplier.earnings.kind.sale' : 'supplier.earnings.kind.reversal') },
    { key: 'amount', header: t('supplier.earnings.column.amount'), align: 'end', cell: (row) => formatMoney(row.amount) },
    { key: 'status', header: t('supplier.earnings.column.status'), cell: (row) => <Badge colorPalette={STATUS_PALETTE[row.status]}>{t(STATUS_LABEL[row.status])}</Badge> },
    {
      key: 'payout',
      header: t('supplier.earnings.column.payout'),
      cell: (row) =>
        row.payout ? (
          <HStack gap="3" justify="space-between">
            <Text>{t('supplier.earnings.paidOn', { reference: row.payout.reference, date: intl.formatDate(row.payout.paid_at, { dateStyle: 'medium' }) })}</Text>
            <ReceiptButton payoutId={row.payout.id} userId={row.party_user_id} reference={row.payout.reference} />
          </HStack>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <Stack gap="5">
      <Stack gap="2">
        <Heading as="h1" size="xl">
          {t(title)}
        </Heading>
        <Text color="fg.muted">{t('supplier.earnings.intro')}</Text>
        <ExportButton
          path={api.earnings.supplierExcel.path()}
          body={() => (isStatus(table.request.status) ? { status: table.request.status } : {})}
          fileName="supplier-earnings.xlsx"
        />
      </Stack>
      {totals.length > 0 && (
        <HStack gap="8" wrap="wrap" aria-label={t('supplier.earnings.totals')} role="group">
          {totals.map((total) => (
            <HStack key={total.currency} gap="8">
              <Stack gap="0.5">
                <Text fontSize="sm" color="fg.muted">
                  {t('supplier.earnings.owed', { currency: total.currency })}
                </Text>
                <Text fontSize="2xl" fontWeight="semibold">
                  {formatMoney(total.owed)}
                </Text>
              </Stack>
              <Stack gap="0.5">
                <Text fontSize="sm" color="fg.muted">
                  {t('supplier.earnings.paid', { currency: total.currency })}
                </Text>
                <Text fontSize="2xl" fontWeight="semibold">
                  {formatMoney(total.paid)}
                </Text>
              </Stack>
            </HStack>
          ))}
        </HStack>
      )}
      <DataTable
        table={table}
        label={t(title)}
        columns={columns}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.booking_number ?? `#${row.reservation_id}`}
        searchable={false}
        empty={{ title: t('supplier.earnings.empty'), description: t('supplier.earnings.emptyHint') }}
      />
    </Stack>
  );
}
