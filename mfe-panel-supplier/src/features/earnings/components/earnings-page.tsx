import { useState } from 'react';
import { DEFAULT_LOCALE } from 'shared-contracts/constants';
import type { EarningLine, EarningStatus, EarningTotals, PayeeParty } from 'shared-contracts/earnings';
import { hrefFor, SUPPLIER_MANIFEST } from 'shared-contracts/manifests';
import type { MessageId } from 'shared-contracts/messages';
import { useCataloguePart, useIntl, useMoney, usePageMeta, useT } from 'shared-runtime/session';
import { Badge, Heading, HStack, Stack, Text } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { DataTable, type DataTableColumn, ExportButton, useServerTable } from 'shared-ui/panel-kit';
import { useNavigate, useParams } from 'shared-ui/router';
import { EARNINGS_PART } from '../../../lib/catalogue';
import { EARNINGS_CALLS, earningsKey, listEarnings } from '../api/earnings';
import { ReceiptButton } from './receipt-button';

const ALL = 'all';
export const STATUS_LABEL: Record<EarningStatus, MessageId> = {
  unpaid: 'supplier.earnings.status.unpaid',
  on_hold: 'supplier.earnings.status.onHold',
  paid: 'supplier.earnings.status.paid',
};
export const STATUS_PALETTE: Record<EarningStatus, string> = { unpaid: 'orange', on_hold: 'gray', paid: 'green' };
const isStatus = (value: string | null): value is EarningStatus => value === 'unpaid' || value === 'on_hold' || value === 'paid';

/** Each party's pages (one manifest entry each, ADR 0018) and the texts that differ between them. */
export const EARNINGS_PAGES = {
  supplier: { list: 'supplier.supplierEarnings.list', details: 'supplier.supplierEarnings.details', param: 'supplierEarningId', intro: 'supplier.earnings.intro' },
  partner: { list: 'supplier.partnerEarnings.list', details: 'supplier.partnerEarnings.details', param: 'partnerEarningId', intro: 'supplier.earnings.intro.partner' },
} as const satisfies Record<PayeeParty, { list: keyof typeof SUPPLIER_MANIFEST.pages; details: keyof typeof SUPPLIER_MANIFEST.pages; param: string; intro: MessageId }>;

/** npanel/{party}-earnings/{id}: where a line's details are. */
export const earningHref = (party: PayeeParty, lang: string, id: number) =>
  party === 'supplier' ? hrefFor('supplier.supplierEarnings.details', { lang, supplierEarningId: id }) : hrefFor('supplier.partnerEarnings.details', { lang, partnerEarningId: id });

/** npanel/supplier-earnings (issue 14 §3, ADR 0017): the supplier's ledger. */
export const SupplierEarningsPage = (props: AreaPageProps) => <EarningsPage party="supplier" {...props} />;
/** npanel/partner-earnings: the partner's commission ledger, the same page over the partner's calls (ADR 0018). */
export const PartnerEarningsPage = (props: AreaPageProps) => <EarningsPage party="partner" {...props} />;

/**
 * What the platform owes the party and what it has paid, per currency, and the earnings lines behind it (a booking's
 * share, or what a refund took back), newest first, with the payout that paid each. A row opens the line's details.
 */
function EarningsPage({ party, breadcrumbs }: AreaPageProps & { party: PayeeParty }) {
  const t = useT();
  const intl = useIntl();
  const formatMoney = useMoney();
  const navigate = useNavigate();
  const { lang = DEFAULT_LOCALE } = useParams();
  useCataloguePart(EARNINGS_PART);
  const pages = EARNINGS_PAGES[party];
  const title = SUPPLIER_MANIFEST.pages[pages.list].title;
  usePageMeta({ title, breadcrumbs: [...breadcrumbs, { label: title }] });
  const [totals, setTotals] = useState<EarningTotals[]>([]);

  const table = useServerTable<EarningLine>({
    key: earningsKey(party),
    paging: 'page',
    statusTabs: [
      { value: ALL, label: t('supplier.earnings.tab.all') },
      { value: 'unpaid', label: t('supplier.earnings.status.unpaid') },
      { value: 'on_hold', label: t('supplier.earnings.status.onHold') },
      { value: 'paid', label: t('supplier.earnings.status.paid') },
    ],
    fetcher: async ({ paging, status }) => {
      const page = await listEarnings(party, {
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
            <ReceiptButton party={party} payoutId={row.payout.id} userId={row.party_user_id} reference={row.payout.reference} />
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
        <Text color="fg.muted">{t(pages.intro)}</Text>
        <ExportButton
          path={EARNINGS_CALLS[party].excel.path()}
          body={() => (isStatus(table.request.status) ? { status: table.request.status } : {})}
          fileName={`${party}-earnings.xlsx`}
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
        onOpenRow={(row) => navigate(earningHref(party, lang, row.id))}
        empty={{ title: t('supplier.earnings.empty'), description: t('supplier.earnings.emptyHint') }}
      />
    </Stack>
  );
}
