import type { Locale } from 'shared-contracts/constants';
import { type RoomType, RoomTypeAnswerSchema, type RoomTypeInput } from 'shared-contracts/hotels';
import { api } from 'shared-contracts/paths';
import { getHttpClient } from 'shared-runtime/http';

/** POST /core/v1/hotel/{id}/room-types, or PUT …/{roomTypeId}: texts in `locale`. */
export async function saveRoomType(hotelId: number, roomTypeId: number | null, input: RoomTypeInput, locale: Locale): Promise<RoomType> {
  const http = getHttpClient();
  if (roomTypeId === null) return (await http.post(api.hotels.createRoomType.path({ id: hotelId }, { locale }), input, RoomTypeAnswerSchema, { kind: 'panel' })).data;
  return (await http.put(api.hotels.updateRoomType.path({ id: hotelId, roomTypeId }, { locale }), input, RoomTypeAnswerSchema, { kind: 'panel' })).data;
}
