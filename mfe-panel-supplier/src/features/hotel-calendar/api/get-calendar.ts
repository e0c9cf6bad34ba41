import useSWR from 'swr';
import { HotelCalendarAnswerSchema, type HotelCalendarAnswer, type HotelCalendarInput } from 'shared-contracts/hotel-calendar';
import { api } from 'shared-contracts/paths';
import { getHttpClient } from 'shared-runtime/http';
import { hotelCalendarKey, SWR_OPTIONS } from './keys';

/**
 * POST /availability/v1/hotel/{hotelId}/calendar: every night from start_date to end_date of the hotel's room types
 * and rate plans (price, rooms for sale, sold and left, restrictions), and the stays overlapping the range.
 */
export async function getCalendar(hotelId: number, input: HotelCalendarInput): Promise<HotelCalendarAnswer['data']> {
  return (await getHttpClient().post(api.hotelCalendar.calendar.path({ hotelId }), input, HotelCalendarAnswerSchema, { kind: 'panel' })).data;
}

/** null: nothing to read yet. */
export function useHotelCalendar(hotelId: number | null, input: HotelCalendarInput) {
  return useSWR(hotelId === null ? null : hotelCalendarKey('calendar', hotelId, input.start_date, input.end_date), () => getCalendar(hotelId!, input), {
    ...SWR_OPTIONS,
    keepPreviousData: true,
  });
}
