import type { ServiceTypeName } from 'shared-contracts/enums';
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

const TYPE_KINDS: Record<ServiceTypeName, ProductRouteKind> = {
  activities: 'activity',
  events: 'event',
  hotels: 'hotel',
  packages: 'package',
  rentals: 'rental',
  restaurants: 'restaurant',
  attractions: 'attraction',
};

export const typeOfKind = (kind: ProductRouteKind): ServiceTypeName => KIND_TYPES[kind];
export const kindOfType = (type: ServiceTypeName): ProductRouteKind => TYPE_KINDS[type];
