import type { Locale } from 'shared-contracts/constants';
import { LISTING_CALLS, ListingFullAnswerSchema, type ListingFull, type ListingSectionInput, type ListingServiceType as ListingType } from 'shared-contracts/listings';
import { getHttpClient } from 'shared-runtime/http';

/** PUT /core/v1/{types}/{id}?locale: one editing section, replaced as a whole; answers the whole listing. */
export async function updateListingSection(type: ListingType, id: number, input: ListingSectionInput, locale: Locale): Promise<ListingFull> {
  return (await getHttpClient().put(LISTING_CALLS[type].update.path({ id }, { locale }), input, ListingFullAnswerSchema, { kind: 'panel' })).data;
}
