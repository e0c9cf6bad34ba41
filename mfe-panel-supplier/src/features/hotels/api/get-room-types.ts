import useSWR from 'swr';
import type { Locale } from 'shared-contracts/constants';
import { type RoomType, RoomTypesAnswerSchema } from 'shared-contracts/hotels';
import { api } from 'shared-contracts/paths';
import { getHttpClient } from 'shared-runtime/http';

/** GET /core/v1/hotel/{id}/room-types?locale: the hotel's room types, named in `locale` (else English). */
export async function getRoomTypes(hotelId: number, locale: Locale): Promise<RoomType[]> {
  return (await getHttpClient().get(api.hotels.roomTypes.path({ id: hotelId }, { locale }), RoomTypesAnswerSchema, { kind: 'panel' })).data;
}

export function useRoomTypes(hotelId: number, locale: Locale) {
  return useSWR(['supplier-hotel-room-types', hotelId, locale], () => getRoomTypes(hotelId, locale), { revalidateOnFocus: false, shouldRetryOnError: false });
}
