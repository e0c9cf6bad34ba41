import { DEFAULT_LOCALE } from 'shared-contracts/constants';
import { PARTNER_MANIFEST } from 'shared-contracts/manifests';
import { useCataloguePart, usePageMeta, useT } from 'shared-runtime/session';
import { Button, ErrorPanel, Heading, HStack, LoadingState, Stack, Text } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { errorMessage } from 'shared-ui/panel-kit';
import { Link as RouterLink, useParams } from 'shared-ui/router';
import { PARTNER_PART } from '../../../lib/catalogue';
import { useSiteBuckets } from '../api/product-catalog';
import { marketplaceHref, productSortingHref } from '../lib/catalog-links';
import { BucketBoard } from './bucket-board';

const TITLE = PARTNER_MANIFEST.pages['partner.site.settings.productCatalog'].title;

/**
 * npanel/sites/{siteId}/settings/product-catalog (issue 15 §4): the site's buckets and the services in them, which
 * are what the site sells. Buckets are created, renamed, deleted (confirmed) and ordered; services are ordered,
 * moved between buckets and taken off the site. Services come in from the marketplace.
 */
export function ProductCatalogPage({ breadcrumbs }: AreaPageProps) {
  const t = useT();
  useCataloguePart(PARTNER_PART);
  usePageMeta({ title: TITLE, breadcrumbs: [...breadcrumbs, { label: TITLE }] });
  const { siteId, lang = DEFAULT_LOCALE } = useParams();
  const site = Number(siteId);
  const valid = Number.isInteger(site) && site > 0;
  return (
    <Stack gap="5" maxW="4xl">
      <Stack gap="2">
        <Heading as="h1" size="xl">
          {t(TITLE)}
        </Heading>
        <Text color="fg.muted">{t('partner.catalog.intro')}</Text>
      </Stack>
      {valid ? (
        <HStack gap="3" wrap="wrap">
          <Button asChild colorPalette="brand" size="sm">
            <RouterLink to={marketplaceHref(lang, site)}>{t('partner.catalog.openMarketplace')}</RouterLink>
          </Button>
          <Button asChild variant="outline" size="sm">
            <RouterLink to={productSortingHref(lang, site)}>{t('partner.catalog.openSorting')}</RouterLink>
          </Button>
        </HStack>
      ) : null}
      {valid ? <SiteCatalog key={site} site={site} mode="catalog" /> : <ErrorPanel message={t('errors.notFound')} />}
    </Stack>
  );
}

/** The site's buckets, loaded, on the board in the given mode (the product sorting page shows the order only). */
export function SiteCatalog({ site, mode }: { site: number; mode: 'catalog' | 'sorting' }) {
  const t = useT();
  const buckets = useSiteBuckets(site);
  if (buckets.error) return <ErrorPanel message={errorMessage(buckets.error, t)} onRetry={() => void buckets.mutate()} />;
  if (!buckets.data) return <LoadingState />;
  return <BucketBoard site={site} mode={mode} buckets={buckets.data} onChange={(next) => void buckets.mutate(next, { revalidate: false })} onReload={() => buckets.mutate()} />;
}
