import useSWR from 'swr';
import { DayBookingsAnswerSchema, type DayBookingsAnswer, type DayBookingsInput } from 'shared-contracts/activity-calendar';
import { api } from 'shared-contracts/paths';
import { getHttpClient } from 'shared-runtime/http';
import { calendarKey, SWR_OPTIONS } from './keys';

/** POST /availability/v1/tour/{id}/options-with-date-reservation: one day of the activity, its options' departures and bookings. */
export async function getDayBookings(tourId: number, input: DayBookingsInput): Promise<DayBookingsAnswer['data']> {
  return (await getHttpClient().post(api.activityCalendar.dayBookings.path({ id: tourId }), input, DayBookingsAnswerSchema, { kind: 'panel' })).data;
}

/** null: no activity chosen, so no request. */
export function useDayBookings(tourId: number | null, input: DayBookingsInput) {
  return useSWR(tourId === null ? null : calendarKey('day', tourId, input.date, input.option_id ?? null), () => getDayBookings(tourId!, input), SWR_OPTIONS);
}
