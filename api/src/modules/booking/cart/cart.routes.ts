import { Hono } from 'hono';
import {
  AddToCartAnswerSchema,
  AddToCartQuerySchema,
  CancelAnswerSchema,
  CancelBodySchema,
  CartAnswerSchema,
  CartQuerySchema,
  CartRefParamSchema,
  CartReservationParamSchema,
  CheckoutQuerySchema,
  ConfirmAnswerSchema,
  ConfirmBodySchema,
  HoldAnswerSchema,
  HoldBodySchema,
  RemovePackageBodySchema,
  ReservationCommentsBodySchema,
  ReservationRefParamSchema,
  ValidateHotelItemAnswerSchema,
  ValidateHotelItemBodySchema,
  ValidateItemsAnswerSchema,
  ValidateItemsBodySchema,
} from 'shared-contracts/booking';
import { AddToCartBodySchema } from 'shared-contracts/cart';
import { api } from 'shared-contracts/paths';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { requestedLocale } from '../../../lib/locale';
import { toDto, validate } from '../../../lib/validation';
import { idempotentRequest, runIdempotent, sendAnswer } from '../idempotency/idempotency';
import type { CheckoutService } from '../checkout/checkout.service';
import type { CartService } from './cart.service';
import { access } from '../../auth/access/access';

/** Cart and checkout of spec 002 §7.3, public: a cart ref is the visitor's key, and it is good only on its own site. */
export function cartRoutes({ cart, db, clock, checkout }: { cart: CartService; db: Db; clock: Clock; checkout?: Pick<CheckoutService, 'cancelCartIntents'> }) {
  const query = validate('query', CheckoutQuerySchema);
  const cartParam = validate('param', CartRefParamSchema);
  const b = api.booking;
  return new Hono()
    .get(b.cart.pattern, access.public, cartParam, validate('query', CartQuerySchema), async (c) => {
      const data = await cart.get(c.req.valid('param').cartRef, c.req.valid('query'), requestedLocale(c));
      return c.json(toDto(CartAnswerSchema, { data }));
    })
    .post(b.addToCart.pattern, access.public, validate('query', AddToCartQuerySchema), validate('json', AddToCartBodySchema), async (c) => {
      const { site_id, cart_ref } = c.req.valid('query');
      const data = await cart.addItems(site_id, cart_ref, c.req.valid('json'), requestedLocale(c));
      return c.json(toDto(AddToCartAnswerSchema, { data }));
    })
    .delete(b.removeReservation.pattern, access.public, validate('param', CartReservationParamSchema), query, async (c) => {
      const { cartRef, reservationRef } = c.req.valid('param');
      await cart.removeReservation(c.req.valid('query').site_id, cartRef, reservationRef);
      return c.body(null, 204);
    })
    .delete(b.removePackage.pattern, access.public, cartParam, query, validate('json', RemovePackageBodySchema), async (c) => {
      await cart.removePackage(c.req.valid('query').site_id, c.req.valid('param').cartRef, c.req.valid('json').package_id);
      return c.body(null, 204);
    })
    .post(b.saveComments.pattern, access.public, validate('param', ReservationRefParamSchema), query, validate('json', ReservationCommentsBodySchema), async (c) => {
      await cart.saveComments(c.req.valid('query').site_id, c.req.valid('param').reservationRef, c.req.valid('json').comments);
      return c.body(null, 204);
    })
    .post(b.validateItems.pattern, access.public, query, validate('json', ValidateItemsBodySchema), async (c) => {
      const data = await cart.validateItems(c.req.valid('query').site_id, c.req.valid('json').cart_ref, requestedLocale(c));
      return c.json(toDto(ValidateItemsAnswerSchema, { data }));
    })
    .post(b.validateHotelItem.pattern, access.public, query, validate('json', ValidateHotelItemBodySchema), async (c) => {
      const data = await cart.validateHotelItem(c.req.valid('query').site_id, c.req.valid('json').item, requestedLocale(c));
      return c.json(toDto(ValidateHotelItemAnswerSchema, { data }));
    })
    .post(b.holdReservation.pattern, access.public, cartParam, query, validate('json', HoldBodySchema), async (c) => {
      const siteId = c.req.valid('query').site_id;
      const body = c.req.valid('json');
      const request = idempotentRequest(c, 'hold-reservation', { query: c.req.valid('query'), body });
      // Pricing reads the catalogue, so it runs before the transaction opens (see CartService.prepareHold).
      const prepared = await cart.prepareHold(siteId, c.req.valid('param').cartRef, requestedLocale(c), {
        stripePaymentIntentId: body.stripe_payment_intent_id,
        order: body.order,
      });
      const answer = await runIdempotent(db, clock, request, async (tx) => ({
        status: 200,
        body: toDto(HoldAnswerSchema, { data: await cart.hold(tx, prepared) }),
      }));
      return sendAnswer(c, answer);
    })
    .put(b.cancelReservation.pattern, access.public, cartParam, query, validate('json', CancelBodySchema), async (c) => {
      const siteId = c.req.valid('query').site_id;
      const request = idempotentRequest(c, 'cancel-reservation', { query: c.req.valid('query'), body: c.req.valid('json') });
      const answer = await runIdempotent(db, clock, request, async (tx) => ({
        status: 200,
        body: toDto(CancelAnswerSchema, { data: await cart.cancel(tx, siteId, c.req.valid('param').cartRef) }),
      }));
      // After the commit, best effort: the capacity is back whatever the provider answers.
      if (answer.status === 200) await checkout?.cancelCartIntents(siteId, c.req.valid('param').cartRef, c.req.valid('json').stripe_payment_intent_id);
      return sendAnswer(c, answer);
    })
    /**
     * Spec 002 §7.3 "POST /confirm-reservation/{cartRef}: body status (paid)". One transaction; with an
     * Idempotency-Key a retry replays the first answer. Without one, a repeat answers the confirmed state
     * (`already_confirmed: true`, 200) and changes nothing. A hold that ran out is 409 HOLD_EXPIRED.
     */
    .post(b.confirmReservation.pattern, access.public, cartParam, query, validate('json', ConfirmBodySchema), async (c) => {
      const siteId = c.req.valid('query').site_id;
      const request = idempotentRequest(c, 'confirm-reservation', { query: c.req.valid('query'), body: c.req.valid('json') });
      const answer = await runIdempotent(db, clock, request, async (tx) => ({
        status: 200,
        body: toDto(ConfirmAnswerSchema, { data: await cart.confirm(tx, siteId, c.req.valid('param').cartRef) }),
      }));
      return sendAnswer(c, answer);
    });
}
