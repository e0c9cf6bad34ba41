import { HotelFeatureLinksAnswerSchema, type HotelFeatureLink, type HotelFeaturesInput } from 'shared-contracts/hotels';
import { api } from 'shared-contracts/paths';
import { getHttpClient } from 'shared-runtime/http';

/** PUT /core/v1/{id}/hotel-feature: replaces the hotel's features. */
export async function saveHotelFeatures(hotelId: number, input: HotelFeaturesInput): Promise<HotelFeatureLink[]> {
  return (await getHttpClient().put(api.hotels.saveFeatures.path({ id: hotelId }), input, HotelFeatureLinksAnswerSchema, { kind: 'panel' })).data;
}
