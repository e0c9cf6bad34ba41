import useSWR from 'swr';
import { HotelFeatureLinksAnswerSchema, type HotelFeatureLink } from 'shared-contracts/hotels';
import { api } from 'shared-contracts/paths';
import { getHttpClient } from 'shared-runtime/http';

export const hotelFeaturesKey = (hotelId: number) => ['supplier-hotel-features', hotelId] as const;

/** GET /core/v1/{id}/hotel-feature: the hotel's features with their "most popular" flags. */
export async function getHotelFeatures(hotelId: number): Promise<HotelFeatureLink[]> {
  return (await getHttpClient().get(api.hotels.features.path({ id: hotelId }), HotelFeatureLinksAnswerSchema, { kind: 'panel' })).data;
}

export function useHotelFeatures(hotelId: number) {
  return useSWR(hotelFeaturesKey(hotelId), () => getHotelFeatures(hotelId), { revalidateOnFocus: false, shouldRetryOnError: false });
}
