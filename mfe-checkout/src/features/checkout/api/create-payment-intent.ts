import { CreatePaymentIntentAnswerSchema, type CreatePaymentIntentAnswer, type CreatePaymentIntentBody } from 'shared-contracts/booking';
import { api } from 'shared-contracts/paths';
import { http, publicWith } from '../../../lib/http';

/** POST create-payment-intent/{cartRef}: the API computes the amount from the cart. */
export async function createPaymentIntent(
  siteId: number,
  cartRef: string,
  body: CreatePaymentIntentBody,
  idempotencyKey: string,
): Promise<CreatePaymentIntentAnswer['data']> {
  const path = api.booking.createPaymentIntent.path({ cartRef }, { site_id: siteId });
  return (await http().post(path, body, CreatePaymentIntentAnswerSchema, publicWith({ 'Idempotency-Key': idempotencyKey }))).data;
}
