import useSWR from 'swr';
import type { Locale } from 'shared-contracts/constants';
import { LISTING_CALLS, ListingFullAnswerSchema, type ListingFull, type ListingServiceType as ListingType } from 'shared-contracts/listings';
import { getHttpClient } from 'shared-runtime/http';

export const listingKey = (type: ListingType, id: number, locale: Locale) => ['supplier-listing', type, id, locale] as const;

/** GET /core/v1/{types}/{id}/full?locale: every section, texts in `locale` (else English). */
export async function getListing(type: ListingType, id: number, locale: Locale): Promise<ListingFull> {
  return (await getHttpClient().get(LISTING_CALLS[type].full.path({ id }, { locale }), ListingFullAnswerSchema, { kind: 'panel' })).data;
}

export function useListing(type: ListingType, id: number, locale: Locale) {
  return useSWR(listingKey(type, id, locale), () => getListing(type, id, locale), { revalidateOnFocus: false, shouldRetryOnError: false });
}
