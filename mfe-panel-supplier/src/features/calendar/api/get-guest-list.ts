import useSWR from 'swr';
import { GuestListAnswerSchema, type GuestListAnswer, type GuestListInput } from 'shared-contracts/activity-calendar';
import { api } from 'shared-contracts/paths';
import { getHttpClient } from 'shared-runtime/http';
import { calendarKey, SWR_OPTIONS } from './keys';

/** POST /booking/v1/guest-list/{tourId}: the confirmed bookings of a day, of one option or one departure. */
export async function getGuestList(tourId: number, input: GuestListInput): Promise<GuestListAnswer['data']> {
  return (await getHttpClient().post(api.activityCalendar.guestList.path({ tourId }), input, GuestListAnswerSchema, { kind: 'panel' })).data;
}

/** null: no day chosen yet, so no request. */
export function useGuestList(tourId: number, input: GuestListInput | null) {
  return useSWR(input ? calendarKey('guests', tourId, input.date, input.option_id ?? null, input.slot_id ?? null) : null, () => getGuestList(tourId, input!), SWR_OPTIONS);
}
