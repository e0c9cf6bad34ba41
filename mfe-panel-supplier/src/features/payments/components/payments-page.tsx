import { DEFAULT_LOCALE } from 'shared-contracts/constants';
import { formatBookingDate } from 'shared-contracts/dates';
import { PaymentMethod, PaymentStatus } from 'shared-contracts/enums';
import { hrefFor, SUPPLIER_MANIFEST } from 'shared-contracts/manifests';
import type { MessageId } from 'shared-contracts/messages';
import type { PaymentRow, PaymentTableInput } from 'shared-contracts/panel-payments';
import { api } from 'shared-contracts/paths';
import { useCataloguePart, useMoney, usePageMeta, useT } from 'shared-runtime/session';
import { Badge, Box, Flex, Heading, Input, Stack, Text } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { DataTable, type DataTableColumn, type DateRange, DateRangePicker, ExportButton, type TableRequest, useServerTable } from 'shared-ui/panel-kit';
import { useNavigate, useParams } from 'shared-ui/router';
import { PAYMENTS_PART } from '../../../lib/catalogue';
import { listPayments, PAYMENTS_KEY } from '../api/payments';

const STATUS_PALETTE: Record<PaymentStatus, string> = { 1: 'yellow', 2: 'green', 3: 'red' };
export const paymentStatusLabel = (status: PaymentStatus) => `supplier.payments.status.${status}` as MessageId;

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const t = useT();
  return <Badge colorPalette={STATUS_PALETTE[status]}>{t(paymentStatusLabel(status))}</Badge>;
}

const CURRENCIES = ['NOK', 'SEK', 'EUR', 'USD'] as const;

/** The query of the table's state: search, the select filters and the date range. */
export function paymentsInput(request: Pick<TableRequest, 'search' | 'filters'>, page?: { page: number; limit: number }): PaymentTableInput {
  const f = request.filters;
  return {
    ...(page ? { page: String(page.page), limit: String(page.limit) } : {}),
    ...(request.search ? { search: request.search } : {}),
    ...(f.status ? { status: f.status } : {}),
    ...(f.method ? { method: f.method as PaymentMethod } : {}),
    ...(f.currency ? { currency: f.currency } : {}),
    ...(f.date_from ? { date_from: f.date_from } : {}),
    ...(f.date_to ? { date_to: f.date_to } : {}),
  };
}

/**
 * npanel/payments (spec 002 §7.15): the payments of the bookings the caller sees (ADR 0016), server-paged, with a
 * search, a date range and select filters, and an export of every filtered payment; a row opens the payment.
 */
export function PaymentsPage({ breadcrumbs }: AreaPageProps) {
  const t = useT();
  const formatMoney = useMoney();
  useCataloguePart(PAYMENTS_PART);
  const title = SUPPLIER_MANIFEST.pages['supplier.payments.list'].title;
  usePageMeta({ title, breadcrumbs: [...breadcrumbs, { label: title }] });
  const { lang = DEFAULT_LOCALE } = useParams();
  const navigate = useNavigate();

  const table = useServerTable<PaymentRow>({
    key: PAYMENTS_KEY,
    paging: 'page',
    fetcher: async (request) => {
      const paging = 'page' in request.paging ? request.paging : { page: 1, limit: 20 };
      const page = await listPayments(paymentsInput(request, { page: paging.page, limit: Math.min(paging.limit, 100) }));
      return { rows: page.data, total: page.total };
    },
  });
  const range: DateRange = { start: table.filters.date_from ?? '', end: table.filters.date_to ?? '' };

  const columns: DataTableColumn<PaymentRow>[] = [
    { key: 'created_at', header: t('supplier.payments.column.created'), cell: (row) => <time dateTime={row.created_at}>{formatBookingDate(row.created_at)}</time> },
    { key: 'bookings', header: t('supplier.payments.column.bookings'), hideable: false, cell: (row) => row.booking_numbers.join(', ') || '—' },
    { key: 'payer', header: t('supplier.payments.column.payer'), cell: (row) => (row.payer ? `${row.payer.name} <${row.payer.email}>` : '—') },
    { key: 'method', header: t('supplier.payments.column.method'), cell: (row) => row.method },
    { key: 'amount', header: t('supplier.payments.column.amount'), align: 'end', cell: (row) => formatMoney(row.amount) },
    { key: 'refunded', header: t('supplier.payments.column.refunded'), align: 'end', cell: (row) => (row.refunded.minor > 0 ? formatMoney(row.refunded) : '—') },
    { key: 'status', header: t('supplier.payments.column.status'), cell: (row) => <PaymentStatusBadge status={row.status} /> },
  ];

  return (
    <Stack gap="5">
      <Stack gap="2">
        <Heading as="h1" size="xl">
          {t(title)}
        </Heading>
        <Text color="fg.muted">{t('supplier.payments.intro')}</Text>
      </Stack>
      <Flex gap="4" wrap="wrap" align="end">
        <Box flex="1" minW="48" maxW="sm">
          <Input
            type="search"
            aria-label={t('supplier.payments.search')}
            placeholder={t('supplier.payments.searchPlaceholder')}
            value={table.searchInput}
            onChange={(event) => table.setSearch(event.target.value)}
          />
        </Box>
        <DateRangePicker
          label={t('supplier.payments.dates')}
          value={range}
          onChange={(value) => {
            table.setFilter('date_from', value.start);
            table.setFilter('date_to', value.end);
          }}
        />
        <Box ms="auto">
          <ExportButton path={api.panelPayments.dataTableExcel.path()} body={() => paymentsInput(table.request)} fileName="payments.xlsx" />
        </Box>
      </Flex>
      <DataTable
        table={table}
        label={t('supplier.payments.tableLabel')}
        columns={columns}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.booking_numbers.join(', ') || row.id}
        onOpenRow={(row) => navigate(hrefFor('supplier.payments.details', { lang, paymentUuid: row.id }))}
        filters={[
          {
            key: 'status',
            label: t('supplier.payments.filter.status'),
            options: Object.values(PaymentStatus).map((status) => ({ value: String(status), label: t(paymentStatusLabel(status)) })),
          },
          { key: 'method', label: t('supplier.payments.filter.method'), options: Object.values(PaymentMethod).map((method) => ({ value: method, label: method })) },
          { key: 'currency', label: t('supplier.payments.filter.currency'), options: CURRENCIES.map((c) => ({ value: c, label: c })) },
        ]}
        searchable={false}
        empty={
          table.isFiltered
            ? { title: t('supplier.payments.emptyFiltered'), description: t('supplier.payments.emptyFilteredHint') }
            : { title: t('supplier.payments.empty'), description: t('supplier.payments.emptyHint') }
        }
      />
    </Stack>
  );
}
