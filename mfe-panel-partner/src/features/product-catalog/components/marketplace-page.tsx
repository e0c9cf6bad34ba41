import { useState } from 'react';
import { DEFAULT_LOCALE, PAGE_SIZES } from 'shared-contracts/constants';
import { ServiceTypeId } from 'shared-contracts/enums';
import { PARTNER_MANIFEST } from 'shared-contracts/manifests';
import type { CatalogueService } from 'shared-contracts/white-label';
import { useAlert, useCataloguePart, usePageMeta, useT } from 'shared-runtime/session';
import { Badge, Button, EmptyState, ErrorPanel, Field, Heading, HStack, Link, LoadingState, NativeSelect, Stack, Text } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { DataTable, errorMessage, useServerTable, type DataTableColumn, type TableFilter } from 'shared-ui/panel-kit';
import { Link as RouterLink, useParams } from 'shared-ui/router';
import { useSWRConfig } from 'swr';
import { PARTNER_PART } from '../../../lib/catalogue';
import { bucketsKey, removeServices, storeServices, useMarketplaceChoices, useSiteBuckets, viewServices } from '../api/product-catalog';
import { productCatalogHref, SERVICE_TYPE_LABEL } from '../lib/catalog-links';

const TITLE = PARTNER_MANIFEST.pages['partner.marketplace'].title;

/**
 * npanel/{siteId}/gotohub-marketplace (issue 15 §4): every service the partner may sell, 12 a page, filtered by type,
 * text, place and category. Adding one puts it into the chosen bucket, which puts it on sale through the site.
 */
export function MarketplacePage({ breadcrumbs }: AreaPageProps) {
  const t = useT();
  useCataloguePart(PARTNER_PART);
  usePageMeta({ title: TITLE, breadcrumbs: [...breadcrumbs, { label: TITLE }] });
  const { siteId, lang = DEFAULT_LOCALE } = useParams();
  const site = Number(siteId);
  return (
    <Stack gap="5">
      <Stack gap="2">
        <Heading as="h1" size="xl">
          {t(TITLE)}
        </Heading>
        <Text color="fg.muted">{t('partner.catalog.marketplace.intro')}</Text>
      </Stack>
      {Number.isInteger(site) && site > 0 ? <Marketplace key={site} site={site} lang={lang} /> : <ErrorPanel message={t('errors.notFound')} />}
    </Stack>
  );
}

function Marketplace({ site, lang }: { site: number; lang: string }) {
  const t = useT();
  const buckets = useSiteBuckets(site);
  if (buckets.error) return <ErrorPanel message={errorMessage(buckets.error, t)} onRetry={() => void buckets.mutate()} />;
  if (!buckets.data) return <LoadingState />;
  if (buckets.data.length === 0) {
    return (
      <EmptyState
        title={t('partner.catalog.marketplace.noBucket')}
        description={t('partner.catalog.marketplace.noBucketHint')}
        action={
          <Button asChild colorPalette="brand" size="sm">
            <RouterLink to={productCatalogHref(lang, site)}>{t('partner.catalog.openCatalog')}</RouterLink>
          </Button>
        }
      />
    );
  }
  return <MarketplaceTable site={site} lang={lang} buckets={buckets.data} />;
}

function MarketplaceTable({ site, lang, buckets }: { site: number; lang: string; buckets: { id: number; name: string }[] }) {
  const t = useT();
  const alert = useAlert();
  const { mutate } = useSWRConfig();
  const choices = useMarketplaceChoices();
  const [target, setTarget] = useState(buckets[0]!.id);
  const [busy, setBusy] = useState<number | null>(null);
  // The last add or remove, said where a screen reader hears it (the alert may be gone by then).
  const [status, setStatus] = useState('');
  const bucketName = (id: number | null) => buckets.find((bucket) => bucket.id === id)?.name ?? '';

  const table = useServerTable<CatalogueService>({
    key: `partner-marketplace:${site}`,
    paging: 'page',
    pageSize: PAGE_SIZES.whiteLabelServices,
    fetcher: async ({ search, filters, paging }) => {
      const page = 'page' in paging ? paging.page : 1;
      const number = (key: string) => (filters[key] ? Number(filters[key]) : undefined);
      const filter = {
        page,
        item_per_page: PAGE_SIZES.whiteLabelServices,
        ...(search ? { query: search } : {}),
        ...(number('type') === undefined ? {} : { service_type: number('type') as ServiceTypeId }),
        ...(number('location') === undefined ? {} : { location_id: number('location')! }),
        ...(number('category') === undefined ? {} : { category_id: number('category')! }),
      };
      return viewServices(site, filter);
    },
  });

  const filters: TableFilter[] = [
    { key: 'type', label: t('partner.catalog.filter.type'), options: Object.values(ServiceTypeId).map((id) => ({ value: String(id), label: t(SERVICE_TYPE_LABEL[id]) })) },
    {
      key: 'location',
      label: t('partner.catalog.filter.location'),
      // Countries first, each followed by its cities, indented.
      options: (choices.data?.locations ?? [])
        .filter((place) => place.parent_id === null)
        .flatMap((country) => [country, ...(choices.data?.locations ?? []).filter((place) => place.parent_id === country.id)])
        .map((place) => ({ value: String(place.id), label: `${place.parent_id === null ? '' : '— '}${place.name} (${place.count})` })),
    },
    {
      key: 'category',
      label: t('partner.catalog.filter.category'),
      options: (choices.data?.categories ?? [])
        .filter((category) => !table.filters.type || String(category.service_type) === table.filters.type)
        .map((category) => ({ value: String(category.id), label: `${category.parent_id === null ? '' : '— '}${category.name} (${category.count})` })),
    },
  ];

  async function change(service: CatalogueService, work: () => Promise<unknown>, done: string) {
    setBusy(service.id);
    try {
      await work();
      alert.show({ status: 'success', text: done });
      setStatus(done);
      await Promise.all([table.refresh(), mutate(bucketsKey(site))]);
    } catch (error) {
      const text = errorMessage(error, t);
      alert.show({ status: 'error', text });
      setStatus(text);
    } finally {
      setBusy(null);
    }
  }

  const columns: DataTableColumn<CatalogueService>[] = [
    {
      key: 'name',
      header: t('partner.catalog.column.service'),
      hideable: false,
      cell: (service) => (
        <Stack gap="0">
          <Text fontWeight="medium">{service.name}</Text>
          <Text fontSize="xs" color="fg.muted" fontFamily="mono">
            {service.product_code}
          </Text>
        </Stack>
      ),
    },
    { key: 'type', header: t('partner.catalog.column.type'), cell: (service) => t(SERVICE_TYPE_LABEL[service.service_type as ServiceTypeId]) },
    { key: 'location', header: t('partner.catalog.column.location'), cell: (service) => service.location_name ?? '' },
    {
      key: 'onSite',
      header: t('partner.catalog.column.onSite'),
      cell: (service) =>
        service.bucket_id === null ? <Text color="fg.muted">{t('partner.catalog.notOnSale')}</Text> : <Badge colorPalette="green">{bucketName(service.bucket_id)}</Badge>,
    },
    {
      key: 'action',
      header: t('partner.catalog.column.action'),
      hideable: false,
      align: 'end',
      cell: (service) =>
        service.bucket_id === null ? (
          <Button
            size="xs"
            colorPalette="brand"
            loading={busy === service.id}
            disabled={busy !== null}
            aria-label={t('partner.catalog.addNamed', { name: service.name, bucket: bucketName(target) })}
            onClick={() => void change(service, () => storeServices(site, [service.id], target), t('partner.catalog.added', { name: service.name, bucket: bucketName(target) }))}
          >
            {t('partner.catalog.add')}
          </Button>
        ) : (
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            loading={busy === service.id}
            disabled={busy !== null}
            aria-label={t('partner.catalog.removeNamed', { name: service.name })}
            onClick={() => void change(service, () => removeServices(site, [service.id]), t('partner.catalog.removed', { name: service.name }))}
          >
            {t('partner.catalog.remove')}
          </Button>
        ),
    },
  ];

  return (
    <Stack gap="4">
      <HStack gap="3" align="end" wrap="wrap">
        <Field.Root maxW="xs">
          <Field.Label>{t('partner.catalog.addTo')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={String(target)} onChange={(event) => setTarget(Number(event.target.value))}>
              {buckets.map((bucket) => (
                <option key={bucket.id} value={bucket.id}>
                  {bucket.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Link asChild fontSize="sm">
          <RouterLink to={productCatalogHref(lang, site)}>{t('partner.catalog.openCatalog')}</RouterLink>
        </Link>
      </HStack>
      {choices.error ? <Text color="fg.muted">{t('partner.catalog.filtersFailed')}</Text> : null}
      <Text aria-live="polite" role="status" fontSize="sm" color="fg.muted">
        {status}
      </Text>
      <DataTable
        table={table}
        label={t(TITLE)}
        columns={columns}
        filters={filters}
        searchPlaceholder={t('partner.catalog.searchPlaceholder')}
        rowKey={(service) => service.id}
        rowLabel={(service) => service.name}
        pageSizes={[PAGE_SIZES.whiteLabelServices]}
        empty={{ title: t('partner.catalog.marketplace.empty') }}
      />
    </Stack>
  );
}
