import { CancelAnswerSchema, type CancelAnswer, type HoldBody } from 'shared-contracts/booking';
import { api } from 'shared-contracts/paths';
import { http, publicWith } from '../../../lib/http';

/** PUT cancel-reservation/{cartRef}: releases what the hold took (same body as hold). */
export async function cancelReservation(siteId: number, cartRef: string, body: Partial<HoldBody>, idempotencyKey: string): Promise<CancelAnswer['data']> {
  const path = api.booking.cancelReservation.path({ cartRef }, { site_id: siteId });
  return (await http().put(path, body, CancelAnswerSchema, publicWith({ 'Idempotency-Key': idempotencyKey }))).data;
}
