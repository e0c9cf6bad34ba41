import { DEFAULT_LOCALE } from 'shared-contracts/constants';
import { PARTNER_MANIFEST } from 'shared-contracts/manifests';
import { useCataloguePart, usePageMeta, useT } from 'shared-runtime/session';
import { ErrorPanel, Heading, Link, Stack, Text } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { Link as RouterLink, useParams } from 'shared-ui/router';
import { PARTNER_PART } from '../../../lib/catalogue';
import { productCatalogHref } from '../lib/catalog-links';
import { SiteCatalog } from './product-catalog-page';

const TITLE = PARTNER_MANIFEST.pages['partner.productSorting'].title;

/**
 * npanel/{siteId}/product-sorting (issue 15 §4): the order in which the site shows its services, which is its
 * buckets' order and, inside each, the services' order. Only the order changes here; the catalogue page edits the rest.
 */
export function ProductSortingPage({ breadcrumbs }: AreaPageProps) {
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
        <Text color="fg.muted">{t('partner.catalog.sorting.intro')}</Text>
        {valid ? (
          <Link asChild fontSize="sm">
            <RouterLink to={productCatalogHref(lang, site)}>{t('partner.catalog.openCatalog')}</RouterLink>
          </Link>
        ) : null}
      </Stack>
      {valid ? <SiteCatalog key={site} site={site} mode="sorting" /> : <ErrorPanel message={t('errors.notFound')} />}
    </Stack>
  );
}
