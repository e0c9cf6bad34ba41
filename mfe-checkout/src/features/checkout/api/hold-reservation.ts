import { HoldAnswerSchema, type HoldAnswer, type HoldBody } from 'shared-contracts/booking';
import { api } from 'shared-contracts/paths';
import { http, publicWith } from '../../../lib/http';

/** POST hold-reservation/{cartRef}: holds every item or none (a refusal lists them in failed_reservation_info). */
export async function holdReservation(siteId: number, cartRef: string, body: HoldBody, idempotencyKey: string): Promise<HoldAnswer['data']> {
  const path = api.booking.holdReservation.path({ cartRef }, { site_id: siteId });
  return (await http().post(path, body, HoldAnswerSchema, publicWith({ 'Idempotency-Key': idempotencyKey }))).data;
}
