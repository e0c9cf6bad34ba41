import useSWR from 'swr';
import { ActivityMonthAnswerSchema, type ActivityMonthAnswer, type ActivityMonthInput } from 'shared-contracts/activity-calendar';
import { api } from 'shared-contracts/paths';
import { getHttpClient } from 'shared-runtime/http';
import { calendarKey, SWR_OPTIONS } from './keys';

/**
 * POST /availability/v1/tours/calendar: the caller's departures from start_date to end_date (both included), of one
 * activity or option when named, with their seats (allotment, held, booked, left).
 */
export async function getMonth(input: ActivityMonthInput): Promise<ActivityMonthAnswer['data']> {
  return (await getHttpClient().post(api.activityCalendar.month.path(), input, ActivityMonthAnswerSchema, { kind: 'panel' })).data;
}

/** null: nothing to read yet. */
export function useMonth(input: ActivityMonthInput | null) {
  return useSWR(
    input ? calendarKey('month', input.start_date, input.end_date, input.tour_id ?? null, input.option_id ?? null) : null,
    () => getMonth(input!),
    SWR_OPTIONS,
  );
}
