import { Hono } from 'hono';
import {
  CartRefParamSchema,
  CheckoutQuerySchema,
  CreatePaymentIntentAnswerSchema,
  CreatePaymentIntentBodySchema,
  PaymentUuidParamSchema,
  ThanksAnswerSchema,
} from 'shared-contracts/booking';
import { api } from 'shared-contracts/paths';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { requestedLocale } from '../../../lib/locale';
import { toDto, validate } from '../../../lib/validation';
import { idempotentRequest, runIdempotent, sendAnswer } from '../idempotency/idempotency';
import type { CheckoutService } from './checkout.service';
import { access } from '../../auth/access/access';

/** Stripe's header on webhook deliveries. */
export const STRIPE_SIGNATURE_HEADER = 'Stripe-Signature';

/** Card and terminal checkout (spec 002 §7.3), the thanks data, and the provider's webhook. */
export function checkoutRoutes({ checkout, db, clock }: { checkout: CheckoutService; db: Db; clock: Clock }) {
  const b = api.booking;
  const query = validate('query', CheckoutQuerySchema);
  return new Hono()
    .post(b.createPaymentIntent.pattern, access.public, validate('param', CartRefParamSchema), query, validate('json', CreatePaymentIntentBodySchema), async (c) => {
      const siteId = c.req.valid('query').site_id;
      const body = c.req.valid('json');
      const request = idempotentRequest(c, 'create-payment-intent', { query: c.req.valid('query'), body });
      const answer = await runIdempotent(db, clock, request, async (tx) => ({
        status: 200,
        body: toDto(CreatePaymentIntentAnswerSchema, { data: await checkout.createPaymentIntent(tx, siteId, c.req.valid('param').cartRef, body) }),
      }));
      return sendAnswer(c, answer);
    })
    .get(b.thanks.pattern, access.public, validate('param', PaymentUuidParamSchema), query, async (c) => {
      const data = await checkout.thanks(c.req.valid('query').site_id, c.req.valid('param').paymentUuid, requestedLocale(c));
      return c.json(toDto(ThanksAnswerSchema, { data }));
    })
    /**
     * Stripe's webhook: the raw body is verified (a re-serialised JSON would not match the signature), a bad
     * signature is 400, a failure while acting is 500 so that Stripe delivers again; otherwise 200 whatever the
     * bookkeeping decided (a duplicate or stale event is not an error to Stripe). Public: the signature is the credential.
     * A signed event whose amount or currency is not its payment's is 200 `rejected`: stored as such and logged, so
     * Stripe stops redelivering something that will never confirm a booking.
     */
    .post(b.paymentWebhook.pattern, access.public, async (c) => {
      const effect = await checkout.handleWebhook(await c.req.text(), c.req.header(STRIPE_SIGNATURE_HEADER));
      return c.json({ received: true, effect });
    });
}
