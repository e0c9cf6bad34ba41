import { HotelListAnswerSchema, type HotelListAnswer, type HotelListInput } from 'shared-contracts/hotels';
import { api } from 'shared-contracts/paths';
import { getHttpClient } from 'shared-runtime/http';

/** POST /core/v1/hotels/booking-service-list: a page of the caller's hotels, with stars, room types and rate plans. */
export async function listHotels(input: HotelListInput): Promise<HotelListAnswer['data']> {
  return (await getHttpClient().post(api.hotels.list.path(), input, HotelListAnswerSchema, { kind: 'panel' })).data;
}
