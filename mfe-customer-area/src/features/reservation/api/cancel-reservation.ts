import { CustomerCancelAnswerSchema, type CustomerCancelAnswer, type CustomerCancelBody } from 'shared-contracts/customer';
import { api } from 'shared-contracts/paths';
import { customerWith, http } from '../../../lib/http';

/**
 * POST customer/reservation/{uuid}/cancel. The Idempotency-Key is made once per opening of the dialog: a retry
 * after a failure sends the same key, so the API answers the first cancellation instead of making a second.
 */
export async function cancelReservation(uuid: string, body: CustomerCancelBody, idempotencyKey: string): Promise<CustomerCancelAnswer['data']> {
  const path = api.customer.cancel.path({ id: uuid });
  return (await http().post(path, body, CustomerCancelAnswerSchema, customerWith({ 'Idempotency-Key': idempotencyKey }))).data;
}
