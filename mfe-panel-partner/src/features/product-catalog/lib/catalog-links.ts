import type { ServiceTypeId } from 'shared-contracts/enums';
import { hrefFor } from 'shared-contracts/manifests';
import type { MessageId } from 'shared-runtime/i18n';

/** The site's catalogue: its buckets and their services (npanel/sites/{siteId}/settings/product-catalog). */
export const productCatalogHref = (lang: string, siteId: number) => hrefFor('partner.site.settings.productCatalog', { lang, siteId });

/** The marketplace, where services are added to the site. */
export const marketplaceHref = (lang: string, siteId: number) => hrefFor('partner.marketplace', { lang, siteId });

/** The order the site shows its services in. */
export const productSortingHref = (lang: string, siteId: number) => hrefFor('partner.productSorting', { lang, siteId });

/** Service types by their numeric id (spec 002 §9). */
export const SERVICE_TYPE_LABEL: Record<ServiceTypeId, MessageId> = {
  1: 'partner.catalog.type.activities',
  2: 'partner.catalog.type.events',
  3: 'partner.catalog.type.hotels',
  4: 'partner.catalog.type.attractions',
  5: 'partner.catalog.type.restaurants',
  6: 'partner.catalog.type.rentals',
  7: 'partner.catalog.type.packages',
};
