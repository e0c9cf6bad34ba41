import { LISTING_CALLS, ListingStatusCountsAnswerSchema, type ListingServiceType as ListingType } from 'shared-contracts/listings';
import type { TourStatusCounts } from 'shared-contracts/tours';
import { getHttpClient } from 'shared-runtime/http';

/** GET /core/v1/{types}/status-wise-count: the list's tab counts under the same search. */
export async function getStatusCounts(type: ListingType, search: string): Promise<TourStatusCounts> {
  const path = LISTING_CALLS[type].statusCounts.path(search ? { search } : {});
  return (await getHttpClient().get(path, ListingStatusCountsAnswerSchema, { kind: 'panel' })).data;
}
