import { CalendarUpdateAnswerSchema, type CalendarUpdateAnswer, type CalendarUpdateInput } from 'shared-contracts/hotel-calendar';
import { api } from 'shared-contracts/paths';
import { getHttpClient } from 'shared-runtime/http';

/**
 * POST /availability/v1/hotel/{hotelId}/room-rate-price/calendar: one night, or many (date range, weekdays, room
 * types and plans), all or nothing; with `preview`, what it would change. A total below the rooms sold is refused
 * (409) with an issue naming the night; a minimum stay above the maximum, or a night without a price, is a 400.
 */
export async function updateCalendar(hotelId: number, input: CalendarUpdateInput): Promise<CalendarUpdateAnswer['data']> {
  return (await getHttpClient().post(api.hotelCalendar.updatePrices.path({ hotelId }), input, CalendarUpdateAnswerSchema, { kind: 'panel' })).data;
}
