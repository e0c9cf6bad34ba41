import { DEFAULT_LOCALE } from 'shared-contracts/constants';
import { GeneralStatus, type ServiceListFilter } from 'shared-contracts/enums';
import { imageUrl } from 'shared-contracts/files';
import type { ListingListInput, ListingListItem, ListingServiceType as ListingType } from 'shared-contracts/listings';
import type { TourStatusCounts } from 'shared-contracts/tours';
import { useAlert, useCataloguePart, useIntl, useMoney, usePageMeta, useT, type T } from 'shared-runtime/session';
import { Badge, Box, Button, Heading, HStack, Image, Link, Stack, Text } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { DataTable, serviceListTabs, useServerTable, type DataTableColumn, type RowAction, type StatusTab } from 'shared-ui/panel-kit';
import { Link as RouterLink, useNavigate, useParams } from 'shared-ui/router';
import { LISTINGS_PART } from '../../../lib/catalogue';
import { deleteListing } from '../api/delete-listing';
import { getStatusCounts } from '../api/get-status-counts';
import { listingsKey, listListings } from '../api/list-listings';
import { updateListingStatus } from '../api/update-listing-status';
import { KINDS, listingHref } from '../lib/kinds';
import { SET_STATUS_LABEL, STATUS_CONSEQUENCE, STATUS_LABEL, STATUS_PALETTE, STATUSES } from '../lib/status';

/** Every status at once: the spec's filter has no value of its own for it, so the request leaves `status` out. */
const ALL = 'all';

function countsByTab(counts: TourStatusCounts): Record<string, number> {
  return { [ALL]: counts.all, '1': counts.active, '2': counts.inactive, '3': counts.pending, '4': counts.hide, '100': counts.sync_failed };
}

/** The service list filter's tabs without SYNC_FAILED: these types have no channel to sync with. */
function tabs(t: T): StatusTab[] {
  return [{ value: ALL, label: t('supplier.listings.list.tabAll') }, ...serviceListTabs(t).filter((tab) => tab.value !== '100')];
}

const SORT_KEYS = ['name', 'status', 'updated_at'] as const;
type SortKey = (typeof SORT_KEYS)[number];
const isSortKey = (key: string): key is SortKey => (SORT_KEYS as readonly string[]).includes(key);

/**
 * npanel/rental, npanel/restaurant, npanel/attraction (spec 002 §7.11, issue 12 §4): the caller's listings of one type
 * (an administrator's: everyone's), with status tabs and their counts, a search on name, code or id, paging, and
 * from each row: edit, a status change (asked first; Active only when ready) and delete (asked first).
 */
/** What a list page's row needs: the listings' list items and the hotels' both have it. */
export type ListingRow = Pick<ListingListItem, 'id' | 'name' | 'image' | 'product_code' | 'location' | 'status' | 'updated_at'> & { price?: ListingListItem['price'] };

export interface ListingsPageProps<Row extends ListingRow> {
  type: ListingType;
  /** A type whose list answer differs (hotels) reads its own page; the others the listing call. */
  fetchPage?: (input: ListingListInput) => Promise<{ data: Row[]; total: number }>;
  /** Columns of the type's own, after the location. */
  extraColumns?: DataTableColumn<Row>[];
}

export function ListingsPage<Row extends ListingRow = ListingListItem>({ type, breadcrumbs, fetchPage, extraColumns = [] }: AreaPageProps & ListingsPageProps<Row>) {
  const t = useT();
  const intl = useIntl();
  const alert = useAlert();
  const formatMoney = useMoney();
  useCataloguePart(LISTINGS_PART);
  const kind = KINDS[type];
  const title = kind.list.title;
  usePageMeta({ title, breadcrumbs: [...breadcrumbs, { label: title }] });
  const { lang = DEFAULT_LOCALE } = useParams();
  const navigate = useNavigate();

  const table = useServerTable<Row>({
    key: listingsKey(type),
    paging: 'page',
    statusTabs: tabs(t),
    counts: async ({ search }) => countsByTab(await getStatusCounts(type, search)),
    fetcher: async ({ paging, search, status, sort }) => {
      const input: ListingListInput = {
        ...('page' in paging ? { page_number: paging.page, limit: paging.limit } : {}),
        ...(search ? { search } : {}),
        ...(status && status !== ALL ? { status: Number(status) as ServiceListFilter } : {}),
        ...(sort && isSortKey(sort.key) ? { sort_by: sort.key, sort_order: sort.direction } : {}),
      };
      const page = fetchPage ? await fetchPage(input) : ((await listListings(type, input)) as unknown as { data: Row[]; total: number });
      return { rows: page.data, total: page.total };
    },
  });

  const createButton = (
    <Button asChild colorPalette="brand" size="sm">
      <RouterLink to={listingHref.create(type, lang)}>{t(kind.text.create)}</RouterLink>
    </Button>
  );
  const nameOf = (row: Row) => row.name || t('supplier.listings.untitled');

  const columns: DataTableColumn<Row>[] = [
    {
      key: 'name',
      header: t('supplier.listings.list.column.name'),
      sortable: true,
      hideable: false,
      cell: (row) => (
        <HStack gap="3" align="center">
          {row.image ? (
            // The name beside it says what it is: decorative for assistive technology.
            <Image src={imageUrl(row.image, { width: 96 })} alt="" boxSize="12" objectFit="cover" borderRadius="l2" flexShrink={0} />
          ) : (
            <Box boxSize="12" bg="bg.muted" borderRadius="l2" flexShrink={0} />
          )}
          <Stack gap="0.5" minW="0">
            <Link asChild fontWeight="medium">
              <RouterLink to={listingHref.edit(type, lang, row.id)}>{nameOf(row)}</RouterLink>
            </Link>
            <Text fontSize="xs" color="fg.muted">
              {row.product_code}
            </Text>
          </Stack>
        </HStack>
      ),
    },
    { key: 'location', header: t('supplier.listings.list.column.location'), cell: (row) => row.location?.name ?? '—' },
    ...extraColumns,
    ...(type === 'restaurants' || type === 'hotels'
      ? []
      : [{ key: 'price', header: t('supplier.listings.list.column.price'), align: 'end' as const, cell: (row: Row) => (row.price ? formatMoney(row.price) : '—') }]),
    {
      key: 'status',
      header: t('supplier.listings.list.column.status'),
      sortable: true,
      cell: (row) => <Badge colorPalette={STATUS_PALETTE[row.status]}>{t(STATUS_LABEL[row.status])}</Badge>,
    },
    {
      key: 'updated_at',
      header: t('supplier.listings.list.column.updated'),
      sortable: true,
      cell: (row) => <time dateTime={row.updated_at}>{intl.formatDate(row.updated_at, { dateStyle: 'medium' })}</time>,
    },
  ];

  const rowActions = (row: Row): RowAction<Row>[] => [
    { id: 'edit', label: t('supplier.listings.list.action.edit'), run: () => navigate(listingHref.edit(type, lang, row.id)) },
    ...STATUSES.filter((status) => status !== row.status).map(
      (status): RowAction<Row> => ({
        id: `status-${status}`,
        label: t(SET_STATUS_LABEL[status]),
        confirm: {
          title: t('supplier.listings.status.confirm.title', { name: nameOf(row), status: t(STATUS_LABEL[status]) }),
          message: t(STATUS_CONSEQUENCE[status]),
          confirmLabel: t(SET_STATUS_LABEL[status]),
          destructive: status === GeneralStatus.Hide || status === GeneralStatus.Inactive,
        },
        run: async () => {
          await updateListingStatus(type, row.id, status);
          alert.show({ status: 'success', text: t('supplier.listings.status.changed', { name: nameOf(row), status: t(STATUS_LABEL[status]) }) });
        },
      }),
    ),
    {
      id: 'delete',
      label: t('common.delete'),
      destructive: true,
      confirm: { title: t('supplier.listings.delete.title', { name: nameOf(row) }), message: t('supplier.listings.delete.message') },
      run: async () => {
        await deleteListing(type, row.id);
        alert.show({ status: 'success', text: t('supplier.listings.deleted', { name: nameOf(row) }) });
      },
    },
  ];

  return (
    <Stack gap="5">
      <Stack gap="2">
        <Heading as="h1" size="xl">
          {t(title)}
        </Heading>
        <Text color="fg.muted">{t(kind.text.intro)}</Text>
      </Stack>
      <DataTable
        table={table}
        label={t(title)}
        columns={columns}
        rowKey={(row) => row.id}
        rowLabel={nameOf}
        onOpenRow={(row) => navigate(listingHref.edit(type, lang, row.id))}
        rowActions={rowActions}
        searchPlaceholder={t('supplier.listings.list.searchPlaceholder')}
        toolbar={createButton}
        empty={
          table.status === ALL
            ? { title: t(kind.text.empty), description: t(kind.text.emptyHint), action: createButton }
            : { title: t('supplier.listings.list.emptyStatus'), description: t('supplier.listings.list.emptyStatusHint') }
        }
      />
    </Stack>
  );
}

export const RentalsPage = (props: AreaPageProps) => <ListingsPage {...props} type="rentals" />;
export const RestaurantsPage = (props: AreaPageProps) => <ListingsPage {...props} type="restaurants" />;
export const AttractionsPage = (props: AreaPageProps) => <ListingsPage {...props} type="attractions" />;
