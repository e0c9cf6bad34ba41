import { ReservationStatus } from 'shared-contracts/enums';
import { ADMIN_MANIFEST, hrefFor } from 'shared-contracts/manifests';
import type { CancellationRow, CancellationView } from 'shared-contracts/panel-cancellations';
import { useCataloguePart, useIntl, useMoney, usePageMeta, useT } from 'shared-runtime/session';
import { Badge, Box, Button, Heading, HStack, Stack, Text } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { DataTable, useServerTable, type DataTableColumn } from 'shared-ui/panel-kit';
import { Link, useParams } from 'shared-ui/router';
import { useState } from 'react';
import { ADMIN_PART } from '../../../lib/catalogue';
import { cancellationsKey, listCancellations } from '../api/list-cancellations';
import { CancellationDetailsPanel } from './cancellation-details';
import { ORIGIN, REFUND_STATUS, STATE } from './labels';

type PageKey = 'admin.cancellations' | 'admin.cancellations.new' | 'admin.cancellations.newHotels' | 'admin.cancellations.old' | 'admin.cancellations.system';

/** The page of each view (ADR 0022), in the order an administrator works through them. */
const VIEWS: readonly { key: PageKey; view: CancellationView | null }[] = [
  { key: 'admin.cancellations', view: null },
  { key: 'admin.cancellations.new', view: 'new' },
  { key: 'admin.cancellations.newHotels', view: 'new_hotels' },
  { key: 'admin.cancellations.old', view: 'old' },
  { key: 'admin.cancellations.system', view: 'system' },
];

/**
 * admin/cancellations and its views new, new-hotels, old and system (issue 14 §2, ADR 0022): one server-paged table
 * per view, with links between the views; a row opens its details, where a failed cancellation is resolved.
 */
function CancellationsView({ breadcrumbs, pageKey, view }: AreaPageProps & { pageKey: PageKey; view: CancellationView | null }) {
  const t = useT();
  const intl = useIntl();
  const formatMoney = useMoney();
  const { lang = 'en' } = useParams();
  useCataloguePart(ADMIN_PART);
  const titleId = ADMIN_MANIFEST.pages[pageKey].title;
  usePageMeta({ title: titleId, breadcrumbs: [...breadcrumbs, { label: titleId }] });
  const [openId, setOpenId] = useState<number | null>(null);

  const table = useServerTable<CancellationRow>({
    key: cancellationsKey(view ?? 'all'),
    paging: 'page',
    fetcher: async ({ paging, search }) => {
      const page = await listCancellations({
        ...('page' in paging ? { page_number: paging.page, limit: Math.min(paging.limit, 100) } : {}),
        ...(view ? { view } : {}),
        ...(search ? { search } : {}),
      });
      return { rows: page.data, total: page.total };
    },
  });

  const columns: DataTableColumn<CancellationRow>[] = [
    { key: 'cancelled_at', header: t('admin.cancellations.column.cancelledAt'), cell: (row) => intl.formatDate(row.cancelled_at, { dateStyle: 'medium', timeStyle: 'short' }) },
    { key: 'booking', header: t('admin.cancellations.column.bookingNumber'), cell: (row) => row.booking_number ?? t('admin.cancellations.missing') },
    { key: 'service', header: t('admin.cancellations.column.service'), cell: (row) => row.service.name },
    { key: 'payer', header: t('admin.cancellations.column.payerEmail'), cell: (row) => row.payer?.email ?? t('admin.cancellations.missing') },
    { key: 'price', header: t('admin.cancellations.column.price'), align: 'end', cell: (row) => formatMoney(row.price) },
    {
      key: 'refund',
      header: t('admin.cancellations.column.refund'),
      align: 'end',
      cell: (row) => t('admin.cancellations.refund', { amount: formatMoney(row.refund_amount), percentage: row.refund_percentage }),
    },
    {
      key: 'refund_status',
      header: t('admin.cancellations.column.refundStatus'),
      cell: (row) => (
        <Stack gap="1" data-failed={row.reservation_status === ReservationStatus.CANCELLATION_FAILED ? 'true' : undefined}>
          <Text>{t(REFUND_STATUS[row.refund_status])}</Text>
          {row.failure_code ? (
            <Text fontSize="sm" color="fg.muted">
              {t('admin.cancellations.failureCode', { code: row.failure_code })}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { key: 'state', header: t('admin.cancellations.column.state'), cell: (row) => <Badge colorPalette={STATE[row.state].palette}>{t(STATE[row.state].labelId)}</Badge> },
    { key: 'origin', header: t('admin.cancellations.column.origin'), cell: (row) => t(ORIGIN[row.origin]) },
  ];

  return (
    <Stack gap="5">
      <Stack gap="2">
        <Heading as="h1" size="xl">
          {t(titleId)}
        </Heading>
        <Text color="fg.muted">{t('admin.cancellations.intro')}</Text>
      </Stack>
      <HStack as="nav" aria-label={t('admin.cancellations.views')} gap="2" wrap="wrap">
        {VIEWS.map((each) => (
          <Button key={each.key} asChild size="sm" variant={each.key === pageKey ? 'solid' : 'outline'}>
            <Link to={hrefFor(each.key, { lang })} aria-current={each.key === pageKey ? 'page' : undefined}>
              {t(ADMIN_MANIFEST.pages[each.key].title)}
            </Link>
          </Button>
        ))}
      </HStack>
      <DataTable
        table={table}
        label={t('admin.cancellations.tableLabel')}
        columns={columns}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.booking_number ?? row.service.name}
        onOpenRow={(row) => setOpenId(row.id)}
        searchPlaceholder={t('admin.cancellations.search')}
        empty={{ title: t('admin.cancellations.empty') }}
      />
      {openId === null ? null : (
        <Box>
          <CancellationDetailsPanel id={openId} onChanged={() => void table.refresh()} onClose={() => setOpenId(null)} />
        </Box>
      )}
    </Stack>
  );
}

export const CancellationsPage = (props: AreaPageProps) => <CancellationsView {...props} pageKey="admin.cancellations" view={null} />;
export const NewCancellationsPage = (props: AreaPageProps) => <CancellationsView {...props} pageKey="admin.cancellations.new" view="new" />;
export const NewHotelCancellationsPage = (props: AreaPageProps) => <CancellationsView {...props} pageKey="admin.cancellations.newHotels" view="new_hotels" />;
export const OldCancellationsPage = (props: AreaPageProps) => <CancellationsView {...props} pageKey="admin.cancellations.old" view="old" />;
export const SystemCancellationsPage = (props: AreaPageProps) => <CancellationsView {...props} pageKey="admin.cancellations.system" view="system" />;
