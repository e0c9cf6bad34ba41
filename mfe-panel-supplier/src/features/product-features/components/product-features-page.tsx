import { DEFAULT_LOCALE, LIMITS } from 'shared-contracts/constants';
import { hrefFor, SUPPLIER_MANIFEST } from 'shared-contracts/manifests';
import type { ProductFeature } from 'shared-contracts/tours';
import { useCataloguePart, useIntl, usePageMeta, useT } from 'shared-runtime/session';
import { Button, Heading, Link, Stack, Text } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { DataTable, useServerTable, type DataTableColumn } from 'shared-ui/panel-kit';
import { Link as RouterLink, useNavigate, useParams } from 'shared-ui/router';
import { TOURS_PART } from '../../../lib/catalogue';
import { deleteProductFeature } from '../api/delete-product-feature';
import { listProductFeatures, PRODUCT_FEATURES_KEY } from '../api/list-product-features';

const TITLE = SUPPLIER_MANIFEST.pages['supplier.productFeature.list'].title;

/**
 * npanel/product-feature (spec 000 §2.3, 002 §7.8): the supplier's product features (hotel pickup, guide, wifi…),
 * which its activities then offer. The API answers the whole list; search and pages are the table's own.
 */
export function ProductFeaturesPage({ breadcrumbs }: AreaPageProps) {
  const t = useT();
  const intl = useIntl();
  useCataloguePart(TOURS_PART);
  usePageMeta({ title: TITLE, breadcrumbs: [...breadcrumbs, { label: TITLE }] });
  const { lang = DEFAULT_LOCALE } = useParams();
  const navigate = useNavigate();
  const editHref = (id: number) => hrefFor('supplier.productFeature.edit', { lang, featureId: id });

  const table = useServerTable<ProductFeature>({
    key: PRODUCT_FEATURES_KEY,
    paging: 'page',
    fetcher: async ({ search, paging }) => {
      const needle = search.toLowerCase();
      const rows = (await listProductFeatures()).filter((feature) => !needle || Object.values(feature.names).some((name) => name.toLowerCase().includes(needle)));
      const { page, limit } = 'page' in paging ? paging : { page: 1, limit: rows.length };
      return { rows: rows.slice((page - 1) * limit, page * limit), total: rows.length };
    },
  });

  const languageName = (code: string) => intl.formatDisplayName(code, { type: 'language' }) ?? code;
  const columns: DataTableColumn<ProductFeature>[] = [
    {
      key: 'name',
      header: t('supplier.tours.productFeatures.column.name'),
      hideable: false,
      cell: (feature) => (
        <Link asChild fontWeight="medium">
          <RouterLink to={editHref(feature.id)}>{feature.name}</RouterLink>
        </Link>
      ),
    },
    { key: 'icon', header: t('supplier.tours.productFeatures.column.icon'), cell: (feature) => feature.icon || '—' },
    {
      key: 'languages',
      header: t('supplier.tours.productFeatures.column.languages'),
      cell: (feature) => intl.formatList(Object.keys(feature.names).filter((code) => feature.names[code as keyof typeof feature.names]).map(languageName)),
    },
  ];
  const createButton = (
    <Button asChild colorPalette="brand" size="sm">
      <RouterLink to={editHref(LIMITS.createId)}>{t('supplier.tours.productFeatures.create')}</RouterLink>
    </Button>
  );

  return (
    <Stack gap="5">
      <Stack gap="2">
        <Heading as="h1" size="xl">
          {t(TITLE)}
        </Heading>
        <Text color="fg.muted">{t('supplier.tours.productFeatures.intro')}</Text>
      </Stack>
      <DataTable
        table={table}
        label={t(TITLE)}
        columns={columns}
        rowKey={(feature) => feature.id}
        rowLabel={(feature) => feature.name}
        onOpenRow={(feature) => navigate(editHref(feature.id))}
        rowActions={(feature) => [
          { id: 'edit', label: t('common.edit'), run: () => navigate(editHref(feature.id)) },
          {
            id: 'delete',
            label: t('common.delete'),
            destructive: true,
            confirm: { title: t('supplier.tours.productFeatures.deleteTitle', { name: feature.name }), message: t('supplier.tours.productFeatures.deleteMessage') },
            run: () => deleteProductFeature(feature.id),
          },
        ]}
        toolbar={createButton}
        empty={{ title: t('supplier.tours.productFeatures.empty'), description: t('supplier.tours.productFeatures.emptyHint'), action: createButton }}
      />
    </Stack>
  );
}
