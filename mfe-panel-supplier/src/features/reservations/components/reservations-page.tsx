import { useState } from 'react';
import { DEFAULT_LOCALE } from 'shared-contracts/constants';
import { formatBookingDate, formatDisplayDate } from 'shared-contracts/dates';
import { PaymentMethod, ReservationStatus } from 'shared-contracts/enums';
import { hrefFor } from 'shared-contracts/manifests';
import { api } from 'shared-contracts/paths';
import type { MessageId } from 'shared-contracts/messages';
import { PANEL_SERVICE_TYPES, type ReservationRow, type ReservationTableInput } from 'shared-contracts/panel-reservations';
import { useCataloguePart, useMoney, usePageMeta, useT, type T } from 'shared-runtime/session';
import { Badge, Box, Flex, Heading, Input, Stack, Text } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { DataTable, type DataTableColumn, type DateRange, DateRangePicker, ExportButton, type TableFilter, Tabs, useServerTable } from 'shared-ui/panel-kit';
import { useNavigate, useParams } from 'shared-ui/router';
import { RESERVATIONS_PART } from '../../../lib/catalogue';
import { BookingsByDate } from './bookings-by-date';
import { listReservations, RESERVATIONS_KEY, type ReservationsScope, useSalesChannels } from '../api/reservations';

/** The badge colours of the spec's reservation statuses. */
export const STATUS_PALETTE: Record<ReservationStatus, string> = {
  1: 'gray',
  2: 'yellow',
  3: 'red',
  4: 'green',
  5: 'gray',
  6: 'red',
  7: 'red',
};
export const statusLabel = (status: ReservationStatus) => `supplier.reservations.status.${status}` as MessageId;
export const methodLabel = (method: string) => `supplier.reservations.method.${method}` as MessageId;

export function StatusBadge({ status }: { status: ReservationStatus }) {
  const t = useT();
  return <Badge colorPalette={STATUS_PALETTE[status]}>{t(statusLabel(status))}</Badge>;
}

export const detailsHref = (lang: string, ref: string) => hrefFor('supplier.reservations.details', { lang, reservationRef: ref });

/** Choices seen so far (services, sites, currencies): the table's answers name them, so the filters offer those. */
type Seen = { services: Map<number, string>; sites: Map<number, string>; currencies: Set<string> };

/** The service types a scoped view can hold: the hotels view has one, so it offers no type filter. */
const SCOPE_TYPES: Record<ReservationsScope, readonly (typeof PANEL_SERVICE_TYPES)[number][]> = {
  all: PANEL_SERVICE_TYPES,
  tours: ['activities', 'events'],
  hotels: [],
};

function selectFilters(t: T, seen: Seen, channels: readonly string[], scope: ReservationsScope): TableFilter[] {
  const byName = (entries: Iterable<[number, string]>) => [...entries].sort((a, b) => a[1].localeCompare(b[1])).map(([value, label]) => ({ value: String(value), label }));
  return [
    {
      key: 'status',
      label: t('supplier.reservations.filter.status'),
      options: Object.values(ReservationStatus).map((status) => ({ value: String(status), label: t(statusLabel(status)) })),
    },
    ...(SCOPE_TYPES[scope].length > 1
      ? [
          {
            key: 'service_type',
            label: t('supplier.reservations.filter.serviceType'),
            options: SCOPE_TYPES[scope].map((type) => ({ value: type, label: t(`supplier.reservations.type.${type}` as MessageId) })),
          },
        ]
      : []),
    { key: 'service_id', label: t('supplier.reservations.filter.service'), options: byName(seen.services) },
    { key: 'site_id', label: t('supplier.reservations.filter.site'), options: byName(seen.sites) },
    {
      key: 'sales_channel',
      label: t('supplier.reservations.filter.channel'),
      options: channels.map((channel) => ({ value: channel, label: t(`supplier.reservations.channel.${channel}` as MessageId) })),
    },
    {
      key: 'payment_method',
      label: t('supplier.reservations.filter.paymentMethod'),
      options: [PaymentMethod.NOPAY, PaymentMethod.STRIPE, PaymentMethod.STRIPE_TERMINAL].map((method) => ({ value: method, label: t(methodLabel(method)) })),
    },
    { key: 'currency', label: t('supplier.reservations.filter.currency'), options: [...seen.currencies].sort().map((c) => ({ value: c, label: c })) },
  ];
}

/** The request body of the table's state: search, select filters and both date ranges. */
export function tableInput(request: { search: string; filters: Readonly<Record<string, string>>; sort: { key: string; direction: 'asc' | 'desc' } | null }, page: { page: number; limit: number }): ReservationTableInput {
  const f = request.filters;
  const filters: NonNullable<ReservationTableInput['filters']> = {};
  if (f.status) filters.status = [Number(f.status) as ReservationStatus];
  if (f.service_type) filters.service_type = f.service_type as NonNullable<typeof filters.service_type>;
  if (f.service_id) filters.service_id = Number(f.service_id);
  if (f.site_id) filters.site_id = Number(f.site_id);
  if (f.sales_channel) filters.sales_channel = f.sales_channel as NonNullable<typeof filters.sales_channel>;
  if (f.payment_method) filters.payment_method = f.payment_method as NonNullable<typeof filters.payment_method>;
  if (f.currency) filters.currency = f.currency;
  for (const key of ['booking_date_from', 'booking_date_to', 'service_date_from', 'service_date_to'] as const) if (f[key]) filters[key] = f[key];
  const sortable = ['booking_date', 'service_date', 'booking_number', 'price', 'status'] as const;
  const sort = request.sort && (sortable as readonly string[]).includes(request.sort.key) ? request.sort : null;
  return {
    page_number: page.page,
    limit: page.limit,
    ...(request.search ? { search: request.search } : {}),
    ...(Object.keys(filters).length > 0 ? { filters } : {}),
    ...(sort ? { sort_by: sort.key as (typeof sortable)[number], sort_order: sort.direction } : {}),
  };
}

/**
 * npanel/reservations (spec 002 §7.15, issue 14 §1): the bookings the caller may see (ADR 0016), server-paged, with a
 * search on booking number, guest name or e-mail, date ranges and select filters; a row opens its details.
 */
export function ReservationsPage({ breadcrumbs, scope = 'all', title = 'supplier.reservations.title' }: AreaPageProps & { scope?: ReservationsScope; title?: MessageId }) {
  const t = useT();
  const formatMoney = useMoney();
  useCataloguePart(RESERVATIONS_PART);
  usePageMeta({ title, breadcrumbs: [...breadcrumbs, { label: title }] });
  const { lang = DEFAULT_LOCALE } = useParams();
  const navigate = useNavigate();
  const channels = useSalesChannels();
  const [seen, setSeen] = useState<Seen>({ services: new Map(), sites: new Map(), currencies: new Set() });

  const table = useServerTable<ReservationRow>({
    key: `${RESERVATIONS_KEY}-${scope}`,
    paging: 'page',
    fetcher: async (request) => {
      const paging = 'page' in request.paging ? request.paging : { page: 1, limit: 20 };
      const page = await listReservations(tableInput(request, paging), scope);
      setSeen((before) => {
        const next: Seen = { services: new Map(before.services), sites: new Map(before.sites), currencies: new Set(before.currencies) };
        for (const row of page.data) {
          next.services.set(row.service.id, row.service.name);
          next.sites.set(row.site.id, row.site.name);
          next.currencies.add(row.price.currency);
        }
        return next;
      });
      return { rows: page.data, total: page.total, totalCapped: page.total_capped };
    },
  });

  const range = (prefix: 'booking_date' | 'service_date'): DateRange => ({ start: table.filters[`${prefix}_from`] ?? '', end: table.filters[`${prefix}_to`] ?? '' });
  const setRange = (prefix: 'booking_date' | 'service_date', value: DateRange) => {
    table.setFilter(`${prefix}_from`, value.start);
    table.setFilter(`${prefix}_to`, value.end);
  };

  const columns: DataTableColumn<ReservationRow>[] = [
    {
      key: 'booking_number',
      header: t('supplier.reservations.column.bookingNumber'),
      sortable: true,
      hideable: false,
      cell: (row) => row.booking_number ?? <Text color="fg.muted">{t('supplier.reservations.noNumber')}</Text>,
    },
    {
      key: 'service',
      header: t('supplier.reservations.column.service'),
      cell: (row) => (
        <Stack gap="0.5">
          <Text>{row.service.name}</Text>
          <Text fontSize="xs" color="fg.muted">
            {t(`supplier.reservations.type.${row.service.type}` as MessageId)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'service_date',
      header: t('supplier.reservations.column.date'),
      sortable: true,
      cell: (row) => (row.start_date ? `${formatDisplayDate(row.start_date, { locale: lang })}${row.start_time ? ` ${row.start_time}` : ''}` : '—'),
    },
    { key: 'guests', header: t('supplier.reservations.column.guests'), cell: (row) => t('supplier.reservations.guests', { adults: row.guests.adults, children: row.guests.children }) },
    { key: 'payer', header: t('supplier.reservations.column.payer'), cell: (row) => (row.payer ? `${row.payer.name} <${row.payer.email}>` : '—') },
    { key: 'price', header: t('supplier.reservations.column.price'), sortable: true, align: 'end', cell: (row) => formatMoney(row.price) },
    { key: 'status', header: t('supplier.reservations.column.status'), sortable: true, cell: (row) => <StatusBadge status={row.status} /> },
    { key: 'site', header: t('supplier.reservations.column.site'), cell: (row) => row.site.name },
    {
      key: 'booking_date',
      header: t('supplier.reservations.column.booked'),
      sortable: true,
      cell: (row) => <time dateTime={row.created_at}>{formatBookingDate(row.created_at)}</time>,
    },
  ];

  const list = (
    <>
      <Flex gap="4" wrap="wrap" align="end">
        <Box flex="1" minW="48" maxW="sm">
          <Input
            type="search"
            aria-label={t('supplier.reservations.search')}
            placeholder={t('supplier.reservations.searchPlaceholder')}
            value={table.searchInput}
            onChange={(event) => table.setSearch(event.target.value)}
          />
        </Box>
        <DateRangePicker label={t('supplier.reservations.bookingDates')} value={range('booking_date')} onChange={(value) => setRange('booking_date', value)} />
        <DateRangePicker label={t('supplier.reservations.serviceDates')} value={range('service_date')} onChange={(value) => setRange('service_date', value)} />
        {scope === 'all' ? (
          <Box ms="auto">
            <ExportButton path={api.panelReservations.dataTableExcel.path()} body={() => tableInput(table.request, { page: 1, limit: 20 })} fileName="reservations.xlsx" />
          </Box>
        ) : null}
      </Flex>
      <DataTable
        table={table}
        label={t('supplier.reservations.tableLabel')}
        columns={columns}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.booking_number ?? row.ref}
        onOpenRow={(row) => navigate(detailsHref(lang, row.ref))}
        filters={selectFilters(t, seen, channels.data ?? [], scope)}
        searchable={false}
        empty={
          table.isFiltered
            ? { title: t('supplier.reservations.emptyFiltered'), description: t('supplier.reservations.emptyFilteredHint') }
            : { title: t('supplier.reservations.empty'), description: t('supplier.reservations.emptyHint') }
        }
      />
    </>
  );

  return (
    <Stack gap="5">
      <Stack gap="2">
        <Heading as="h1" size="xl">
          {t(title)}
        </Heading>
        <Text color="fg.muted">{t('supplier.reservations.intro')}</Text>
      </Stack>
      {scope === 'all' ? (
        <Tabs.Root defaultValue="list" variant="line" colorPalette="brand" lazyMount>
          <Tabs.List aria-label={t('supplier.reservations.view.label')}>
            <Tabs.Trigger value="list">{t('supplier.reservations.view.list')}</Tabs.Trigger>
            <Tabs.Trigger value="byDate">{t('supplier.reservations.view.byDate')}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="list" pt="5">
            <Stack gap="5">{list}</Stack>
          </Tabs.Content>
          <Tabs.Content value="byDate" pt="5">
            <BookingsByDate />
          </Tabs.Content>
        </Tabs.Root>
      ) : (
        list
      )}
    </Stack>
  );
}
