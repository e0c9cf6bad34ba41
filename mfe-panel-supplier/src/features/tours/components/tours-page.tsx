import { DEFAULT_LOCALE } from 'shared-contracts/constants';
import { GeneralStatus, type ServiceListFilter } from 'shared-contracts/enums';
import { imageUrl } from 'shared-contracts/files';
import { SUPPLIER_MANIFEST } from 'shared-contracts/manifests';
import type { TourListItem, TourListingInput, TourStatusCounts } from 'shared-contracts/tours';
import { useCataloguePart, useIntl, useMoney, usePageMeta, useT, type T } from 'shared-runtime/session';
import { Badge, Box, Button, Flex, Heading, HStack, Image, Link, Stack, Text } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { DataTable, serviceListTabs, useServerTable, type DataTableColumn, type RowAction, type StatusTab } from 'shared-ui/panel-kit';
import { Link as RouterLink, useNavigate, useParams } from 'shared-ui/router';
import { TOURS_PART } from '../../../lib/catalogue';
import { deleteTour } from '../api/delete-tour';
import { getStatusCounts } from '../api/get-status-counts';
import { listTours, TOURS_KEY } from '../api/list-tours';
import { updateTourPrivacy } from '../api/update-tour-privacy';
import { updateTourStatus } from '../api/update-tour-status';
import { tourHref } from '../lib/hrefs';
import { SET_STATUS_LABEL, STATUS_CONSEQUENCE, STATUS_LABEL, STATUS_PALETTE, STATUSES } from '../lib/status';

const TITLE = SUPPLIER_MANIFEST.pages['supplier.tour.list'].title;

/**
 * Every status at once. The spec's filter has no value of its own for it (ALL and ACTIVE share 1), so the request
 * leaves `status` out, as the API reads "all".
 */
const ALL = 'all';

/** The status-wise counts by tab value (the kit's tabs carry the filter's numbers as text). */
function countsByTab(counts: TourStatusCounts): Record<string, number> {
  return { [ALL]: counts.all, '1': counts.active, '2': counts.inactive, '3': counts.pending, '4': counts.hide, '100': counts.sync_failed };
}

const SORT_KEYS = ['name', 'status', 'updated_at'] as const;
type SortKey = (typeof SORT_KEYS)[number];
const isSortKey = (key: string): key is SortKey => (SORT_KEYS as readonly string[]).includes(key);

function tabs(t: T): StatusTab[] {
  return [{ value: ALL, label: t('supplier.tours.list.tabAll') }, ...serviceListTabs(t)];
}

/**
 * npanel/tour (spec 002 §7.8, issue 12 §3): the supplier's activities, with the service list filter as status tabs
 * and their counts, a search on name, code or id, and from each row: edit, manage, settings, a status change (asked
 * first; Active only when the activity is sellable, else the API's refusal names what is missing), private or
 * public, and delete.
 */
export function ToursPage({ breadcrumbs }: AreaPageProps) {
  const t = useT();
  const intl = useIntl();
  const formatMoney = useMoney();
  useCataloguePart(TOURS_PART);
  usePageMeta({ title: TITLE, breadcrumbs: [...breadcrumbs, { label: TITLE }] });
  const { lang = DEFAULT_LOCALE } = useParams();
  const navigate = useNavigate();

  const table = useServerTable<TourListItem>({
    key: TOURS_KEY,
    paging: 'page',
    statusTabs: tabs(t),
    counts: async ({ search }) => countsByTab(await getStatusCounts(search)),
    fetcher: async ({ paging, search, status, sort }) => {
      const input: TourListingInput = {
        ...('page' in paging ? { page_number: paging.page, limit: paging.limit } : {}),
        ...(search ? { search } : {}),
        ...(status && status !== ALL ? { status: Number(status) as ServiceListFilter } : {}),
        ...(sort && isSortKey(sort.key) ? { sort_by: sort.key, sort_order: sort.direction } : {}),
      };
      const page = await listTours(input);
      return { rows: page.data, total: page.total };
    },
  });

  const createButton = (
    <Button asChild colorPalette="brand" size="sm">
      <RouterLink to={tourHref.create(lang)}>{t('supplier.tours.list.create')}</RouterLink>
    </Button>
  );

  const columns: DataTableColumn<TourListItem>[] = [
    {
      key: 'name',
      header: t('supplier.tours.list.column.name'),
      sortable: true,
      hideable: false,
      cell: (tour) => (
        <HStack gap="3" align="center">
          {tour.image ? (
            // The name beside it says what it is: decorative for assistive technology.
            <Image src={imageUrl(tour.image, { width: 96 })} alt="" boxSize="12" objectFit="cover" borderRadius="l2" flexShrink={0} />
          ) : (
            <Box boxSize="12" bg="bg.muted" borderRadius="l2" flexShrink={0} />
          )}
          <Stack gap="0.5" minW="0">
            <Link asChild fontWeight="medium">
              <RouterLink to={tourHref.edit(lang, tour.id)}>{tour.name || t('supplier.tours.untitled')}</RouterLink>
            </Link>
            <Text fontSize="xs" color="fg.muted">
              {tour.product_code}
            </Text>
          </Stack>
        </HStack>
      ),
    },
    {
      key: 'kind',
      header: t('supplier.tours.list.column.kind'),
      cell: (tour) => t(tour.service_type === 'events' ? 'supplier.tours.kind.event' : 'supplier.tours.kind.tour'),
    },
    { key: 'location', header: t('supplier.tours.list.column.location'), cell: (tour) => tour.location?.name ?? '—' },
    { key: 'duration', header: t('supplier.tours.list.column.duration'), cell: (tour) => tour.duration || '—' },
    {
      key: 'price',
      header: t('supplier.tours.list.column.price'),
      align: 'end',
      cell: (tour) => (tour.lowest_price ? formatMoney(tour.lowest_price) : '—'),
    },
    {
      key: 'status',
      header: t('supplier.tours.list.column.status'),
      sortable: true,
      cell: (tour) => (
        <Flex gap="1" wrap="wrap">
          <Badge colorPalette={STATUS_PALETTE[tour.status]}>{t(STATUS_LABEL[tour.status])}</Badge>
          {tour.is_private ? <Badge colorPalette="blue">{t('supplier.tours.private')}</Badge> : null}
          {tour.sync_failed ? <Badge colorPalette="red">{t('kit.status.syncFailed')}</Badge> : null}
        </Flex>
      ),
    },
    {
      key: 'updated_at',
      header: t('supplier.tours.list.column.updated'),
      sortable: true,
      cell: (tour) => <time dateTime={tour.updated_at}>{intl.formatDate(tour.updated_at, { dateStyle: 'medium' })}</time>,
    },
  ];

  const rowActions = (tour: TourListItem): RowAction<TourListItem>[] => [
    { id: 'edit', label: t('supplier.tours.list.action.edit'), run: () => navigate(tourHref.edit(lang, tour.id)) },
    { id: 'manage', label: t('supplier.tours.list.action.manage'), run: () => navigate(tourHref.manage(lang, tour.id)) },
    { id: 'settings', label: t('supplier.tours.list.action.settings'), run: () => navigate(tourHref.settings(lang, tour.id)) },
    ...STATUSES.filter((status) => status !== tour.status).map(
      (status): RowAction<TourListItem> => ({
        id: `status-${status}`,
        label: t(SET_STATUS_LABEL[status]),
        confirm: {
          title: t('supplier.tours.status.confirm.title', { name: tour.name, status: t(STATUS_LABEL[status]) }),
          message: t(STATUS_CONSEQUENCE[status]),
          confirmLabel: t(SET_STATUS_LABEL[status]),
          destructive: status === GeneralStatus.Hide || status === GeneralStatus.Inactive,
        },
        run: () => updateTourStatus(tour.id, status),
      }),
    ),
    {
      id: 'privacy',
      label: t(tour.is_private ? 'supplier.tours.privacy.makePublic' : 'supplier.tours.privacy.makePrivate'),
      confirm: {
        title: t(tour.is_private ? 'supplier.tours.privacy.confirmPublicTitle' : 'supplier.tours.privacy.confirmPrivateTitle', { name: tour.name }),
        message: t(tour.is_private ? 'supplier.tours.privacy.publicHelp' : 'supplier.tours.privacy.privateHelp'),
        confirmLabel: t(tour.is_private ? 'supplier.tours.privacy.makePublic' : 'supplier.tours.privacy.makePrivate'),
      },
      run: () => updateTourPrivacy(tour.id, !tour.is_private),
    },
    {
      id: 'delete',
      label: t('common.delete'),
      destructive: true,
      confirm: { title: t('supplier.tours.delete.title', { name: tour.name }), message: t('supplier.tours.delete.message') },
      run: () => deleteTour(tour.id),
    },
  ];

  return (
    <Stack gap="5">
      <Stack gap="2">
        <Heading as="h1" size="xl">
          {t(TITLE)}
        </Heading>
        <Text color="fg.muted">{t('supplier.tours.list.intro')}</Text>
      </Stack>
      <DataTable
        table={table}
        label={t(TITLE)}
        columns={columns}
        rowKey={(tour) => tour.id}
        rowLabel={(tour) => tour.name}
        onOpenRow={(tour) => navigate(tourHref.edit(lang, tour.id))}
        rowActions={rowActions}
        searchPlaceholder={t('supplier.tours.list.searchPlaceholder')}
        toolbar={createButton}
        empty={
          table.status === ALL
            ? { title: t('supplier.tours.list.empty'), description: t('supplier.tours.list.emptyHint'), action: createButton }
            : { title: t('supplier.tours.list.emptyStatus'), description: t('supplier.tours.list.emptyStatusHint') }
        }
      />
    </Stack>
  );
}
