import { CheckInAnswerSchema, type CheckInAnswer } from 'shared-contracts/activity-calendar';
import { api } from 'shared-contracts/paths';
import { getHttpClient } from 'shared-runtime/http';

/** POST /booking/v1/reservation/update-check-in/{id}?checkin_status=1|0: checks a confirmed booking in, or takes it back. */
export async function updateCheckIn(reservationId: number, checkedIn: boolean): Promise<CheckInAnswer['data']> {
  const path = api.activityCalendar.updateCheckIn.path({ id: reservationId }, { checkin_status: checkedIn ? 1 : 0 });
  return (await getHttpClient().post(path, undefined, CheckInAnswerSchema, { kind: 'panel' })).data;
}

/**
 * POST /booking/v1/reservation/update-check-in/{code} with `{ voucher_code }` (ADR 0020): a scanned voucher alone
 * checks its booking in, once; another supplier's or an unknown code answers 404, a second scan 409.
 */
export async function checkInByVoucher(code: string): Promise<CheckInAnswer['data']> {
  const path = api.activityCalendar.updateCheckIn.path({ id: code });
  return (await getHttpClient().post(path, { voucher_code: code }, CheckInAnswerSchema, { kind: 'panel' })).data;
}
