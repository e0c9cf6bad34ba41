import { CheckInAnswerSchema, type CheckInAnswer } from 'shared-contracts/activity-calendar';
import { api } from 'shared-contracts/paths';
import { getHttpClient } from 'shared-runtime/http';

/** POST /booking/v1/reservation/update-check-in/{id}?checkin_status=1|0: checks a confirmed booking in, or takes it back. */
export async function updateCheckIn(reservationId: number, checkedIn: boolean): Promise<CheckInAnswer['data']> {
  const path = api.activityCalendar.updateCheckIn.path({ id: reservationId }, { checkin_status: checkedIn ? 1 : 0 });
  return (await getHttpClient().post(path, undefined, CheckInAnswerSchema, { kind: 'panel' })).data;
}
