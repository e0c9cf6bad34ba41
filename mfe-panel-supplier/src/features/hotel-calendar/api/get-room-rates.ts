import useSWR from 'swr';
import { RoomRateAnswerSchema, type RoomRateEntry } from 'shared-contracts/hotel-calendar';
import { api } from 'shared-contracts/paths';
import { getHttpClient } from 'shared-runtime/http';
import { hotelCalendarKey, SWR_OPTIONS } from './keys';

/** GET /availability/v1/hotel/{hotelId}/room-rate?with_name=true: the hotel's room types, each with its own and its connected rate plans. */
export async function getRoomRates(hotelId: number): Promise<RoomRateEntry[]> {
  return (await getHttpClient().get(api.hotelCalendar.roomRates.path({ hotelId }, { with_name: 'true' }), RoomRateAnswerSchema, { kind: 'panel' })).data;
}

/** null: no hotel chosen yet. */
export function useRoomRates(hotelId: number | null) {
  return useSWR(hotelId === null ? null : hotelCalendarKey('room-rates', hotelId), () => getRoomRates(hotelId!), SWR_OPTIONS);
}
