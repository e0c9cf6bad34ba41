import useSWR from 'swr';
import { GuestListSummaryAnswerSchema, type GuestListInput, type GuestListSummaryAnswer } from 'shared-contracts/activity-calendar';
import { api } from 'shared-contracts/paths';
import { getHttpClient } from 'shared-runtime/http';
import { calendarKey, SWR_OPTIONS } from './keys';

/** POST /booking/v1/guest-list-summary/{tourId}: the day's totals (bookings, persons, checked in), overall and per departure. */
export async function getGuestListSummary(tourId: number, input: GuestListInput): Promise<GuestListSummaryAnswer['data']> {
  return (await getHttpClient().post(api.activityCalendar.guestListSummary.path({ tourId }), input, GuestListSummaryAnswerSchema, { kind: 'panel' })).data;
}

/** null: no day chosen yet, so no request. */
export function useGuestListSummary(tourId: number, input: GuestListInput | null) {
  return useSWR(
    input ? calendarKey('guest-summary', tourId, input.date, input.option_id ?? null, input.slot_id ?? null) : null,
    () => getGuestListSummary(tourId, input!),
    SWR_OPTIONS,
  );
}
