import type { SearchServiceType } from 'shared-contracts/search';

/** The product page of each service type (spec 001 §2 "Product pages"), relative to /{lang}. */
const PRODUCT_KIND: Record<SearchServiceType, string> = {
  activities: 'activity',
  events: 'event',
  hotels: 'hotel',
  packages: 'package',
  rentals: 'rental',
  restaurants: 'restaurant',
  attractions: 'attraction',
};

/** The indexer writes the service id as the record's objectID. */
export function productPath(serviceType: SearchServiceType, objectID: string): string {
  return `${PRODUCT_KIND[serviceType]}/${encodeURIComponent(objectID)}`;
}
