import { LISTING_CALLS, ListingListAnswerSchema, type ListingListAnswer, type ListingListInput, type ListingServiceType as ListingType } from 'shared-contracts/listings';
import { getHttpClient } from 'shared-runtime/http';

/** The swr key (and DataTable key) prefix of a type's lists, so a change can refresh them. */
export const listingsKey = (type: ListingType) => `supplier-listings-${type}`;

/** POST /core/v1/{type}-listing: a page of the caller's listings of one type (page_number/limit, search, status, sort). */
export async function listListings(type: ListingType, input: ListingListInput): Promise<ListingListAnswer['data']> {
  return (await getHttpClient().post(LISTING_CALLS[type].listing.path(), input, ListingListAnswerSchema, { kind: 'panel' })).data;
}
