import type { Locale } from 'shared-contracts/constants';
import { type CreateListingInput, LISTING_CALLS, ListingFullAnswerSchema, type ListingFull, type ListingServiceType as ListingType } from 'shared-contracts/listings';
import { getHttpClient } from 'shared-runtime/http';

/** POST /core/v1/{types}?locale: a new listing (Pending), its name in `locale`. */
export async function createListing(type: ListingType, input: CreateListingInput, locale: Locale): Promise<ListingFull> {
  return (await getHttpClient().post(LISTING_CALLS[type].create.path({ locale }), input, ListingFullAnswerSchema, { kind: 'panel' })).data;
}
