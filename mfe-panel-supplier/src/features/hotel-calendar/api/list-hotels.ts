import useSWR from 'swr';
import { LIMITS } from 'shared-contracts/constants';
import { HotelListAnswerSchema, type HotelListItem } from 'shared-contracts/hotels';
import { api } from 'shared-contracts/paths';
import { getHttpClient } from 'shared-runtime/http';
import { hotelCalendarKey, SWR_OPTIONS } from './keys';

/** POST /core/v1/hotels/booking-service-list, every item (page -1, limit -1), by name: the hotels the calendar can show. */
export async function listHotels(): Promise<HotelListItem[]> {
  const input = { page_number: LIMITS.allItems, limit: LIMITS.allItems, sort_by: 'name', sort_order: 'asc' } as const;
  return (await getHttpClient().post(api.hotels.list.path(), input, HotelListAnswerSchema, { kind: 'panel' })).data.data;
}

export function useHotels() {
  return useSWR(hotelCalendarKey('hotels'), listHotels, SWR_OPTIONS);
}
