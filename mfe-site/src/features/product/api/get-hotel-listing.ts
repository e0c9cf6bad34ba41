import useSWR from 'swr';
import { HotelListingAnswerSchema, type HotelListing } from 'shared-contracts/catalogue';
import { getHttpClient } from 'shared-runtime/http';
import { api } from 'shared-contracts/paths';
import { useStorefront } from '../../../lib/storefront';

/** A hotel with its room types and rate plans (spec 002 §7.9 GET /listing-hotel/{id}). */
export async function getHotelListing(siteId: number, id: number): Promise<HotelListing> {
  const answer = await getHttpClient().get(api.catalogue.hotelListing.path({ id }, { site_id: siteId }), HotelListingAnswerSchema, { kind: 'public' });
  return answer.data;
}

export function useHotelListing(id: number) {
  const { site, lang } = useStorefront();
  return useSWR(['product/hotel-listing', site.id, id, lang], () => getHotelListing(site.id, id), { revalidateOnFocus: false, shouldRetryOnError: false });
}
