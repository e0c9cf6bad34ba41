import type { ServiceTypeName } from 'shared-contracts/enums';
import { PRODUCT_SEGMENT } from '../../../lib/site-links';
import type { ProductRouteKind } from '../components/product-page';

/** The service types each product route shows (spec 001 §2: adventure is an activity page of its own name). */
const KIND_TYPES: Record<ProductRouteKind, ServiceTypeName> = {
  activity: 'activities',
  adventure: 'activities',
  event: 'events',
  hotel: 'hotels',
  package: 'packages',
  rental: 'rentals',
  restaurant: 'restaurants',
  attraction: 'attractions',
};


export const typeOfKind = (kind: ProductRouteKind): ServiceTypeName => KIND_TYPES[kind];
/** The route of a service type's own product page (the one table of site-links). */
export const kindOfType = (type: ServiceTypeName): ProductRouteKind => PRODUCT_SEGMENT[type];
