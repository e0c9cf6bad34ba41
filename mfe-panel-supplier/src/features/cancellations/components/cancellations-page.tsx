import { hrefFor, SUPPLIER_MANIFEST } from 'shared-contracts/manifests';
import type { CancellationRow, CancellationState } from 'shared-contracts/panel-cancellations';
import { useCataloguePart, useIntl, useMoney, usePageMeta, useT } from 'shared-runtime/session';
import { Badge, Heading, Stack, Text } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { DataTable, useServerTable, type DataTableColumn } from 'shared-ui/panel-kit';
import { useNavigate, useParams } from 'shared-ui/router';
import { CANCELLATIONS_PART } from '../../../lib/catalogue';
import { cancellationsKey, listCancellations } from '../api/list-cancellations';
import { originLabel, STATE_PALETTE, stateLabel } from './labels';

/** The tabs: all, still open (refund pending or failed), settled (cancelled, or the booking kept). */
const TAB_STATES: Record<string, CancellationState[] | undefined> = { all: undefined, open: ['pending', 'failed'], settled: ['cancelled', 'kept'] };

/**
 * npanel/cancellations (issue 14 §2, ADR 0022): the cancellations of the caller's bookings (a supplier its services',
 * a partner its sites'), newest first, searchable; a row opens its details.
 */
export function CancellationsPage({ breadcrumbs }: AreaPageProps) {
  const t = useT();
  const intl = useIntl();
  const formatMoney = useMoney();
  const navigate = useNavigate();
  const { lang = 'en' } = useParams();
  useCataloguePart(CANCELLATIONS_PART);
  const title = SUPPLIER_MANIFEST.pages['supplier.cancellations.list'].title;
  usePageMeta({ title, breadcrumbs: [...breadcrumbs, { label: title }] });

  const table = useServerTable<CancellationRow>({
    key: cancellationsKey,
    paging: 'page',
    statusTabs: [
      { value: 'all', label: t('supplier.cancellations.tab.all') },
      { value: 'open', label: t('supplier.cancellations.tab.open') },
      { value: 'settled', label: t('supplier.cancellations.tab.settled') },
    ],
    fetcher: async ({ paging, status, search }) => {
      const states = TAB_STATES[status ?? 'all'];
      const page = await listCancellations({
        ...('page' in paging ? { page_number: paging.page, limit: Math.min(paging.limit, 100) } : {}),
        ...(search ? { search } : {}),
        ...(states ? { filters: { state: states } } : {}),
      });
      return { rows: page.data, total: page.total };
    },
  });

  const columns: DataTableColumn<CancellationRow>[] = [
    { key: 'cancelled_at', header: t('supplier.cancellations.column.cancelledAt'), cell: (row) => intl.formatDate(row.cancelled_at, { dateStyle: 'medium', timeStyle: 'short' }) },
    { key: 'booking', header: t('supplier.cancellations.column.booking'), cell: (row) => row.booking_number ?? t('supplier.cancellations.missing') },
    { key: 'service', header: t('supplier.cancellations.column.service'), cell: (row) => row.service.name },
    { key: 'guest', header: t('supplier.cancellations.column.guest'), cell: (row) => row.payer?.name ?? t('supplier.cancellations.missing') },
    {
      key: 'refund',
      header: t('supplier.cancellations.column.refund'),
      align: 'end',
      cell: (row) => t('supplier.cancellations.refund', { amount: formatMoney(row.refund_amount), percentage: row.refund_percentage }),
    },
    { key: 'state', header: t('supplier.cancellations.column.state'), cell: (row) => <Badge colorPalette={STATE_PALETTE[row.state]}>{t(stateLabel(row.state))}</Badge> },
    { key: 'origin', header: t('supplier.cancellations.column.origin'), cell: (row) => t(originLabel(row.origin)) },
  ];

  return (
    <Stack gap="5">
      <Stack gap="2">
        <Heading as="h1" size="xl">
          {t(title)}
        </Heading>
        <Text color="fg.muted">{t('supplier.cancellations.intro')}</Text>
      </Stack>
      <DataTable
        table={table}
        label={t('supplier.cancellations.tableLabel')}
        columns={columns}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.booking_number ?? row.service.name}
        onOpenRow={(row) => void navigate(hrefFor('supplier.cancellations.details', { lang, cancellationId: String(row.id) }))}
        searchPlaceholder={t('supplier.cancellations.search')}
        empty={{ title: t('supplier.cancellations.empty'), description: t('supplier.cancellations.emptyHint') }}
      />
    </Stack>
  );
}
