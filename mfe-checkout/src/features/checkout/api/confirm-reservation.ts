import { ConfirmAnswerSchema, type ConfirmAnswer } from 'shared-contracts/booking';
import { api } from 'shared-contracts/paths';
import { http, publicWith } from '../../../lib/http';

/** POST confirm-reservation/{cartRef}: body status paid (the no-pay sites; card payments confirm through the provider). */
export async function confirmReservation(siteId: number, cartRef: string, idempotencyKey: string): Promise<ConfirmAnswer['data']> {
  const path = api.booking.confirmReservation.path({ cartRef }, { site_id: siteId });
  return (await http().post(path, { status: 'paid' }, ConfirmAnswerSchema, publicWith({ 'Idempotency-Key': idempotencyKey }))).data;
}
