/**
 * The checkout handlers of spec 001 §4 "Checkout", chosen by the site's merchant of record: no-pay, card, and card
 * terminal. Each is a plain async function over the API calls, so the dialog only renders their stages. Any failed
 * hold or payment releases the reservation (cancel); a hold refusal names the items that could not be held.
 */
import { INTENT_METADATA, type Cart, type HoldAnswer, type HoldBody, type Order, type PaymentIntentView } from 'shared-contracts/booking';
import { MerchantOfRecordType, PaymentMethod } from 'shared-contracts/enums';
import type { PartnerSite } from 'shared-contracts/sites';
import { clearCartRef } from '../../../lib/cart-ref';
import type { TerminalSettings } from '../../../lib/terminal-settings';
import { cancelReservation } from '../api/cancel-reservation';
import { confirmReservation } from '../api/confirm-reservation';
import { createPaymentIntent } from '../api/create-payment-intent';
import { holdReservation } from '../api/hold-reservation';
import type { Attempt } from './attempt';
import { afterRelease, CheckoutError, checkoutErrorFrom } from './checkout-error';

export type CheckoutMode = { kind: 'nopay' } | { kind: 'card' } | { kind: 'terminal'; settings: TerminalSettings };

/**
 * No-pay sites hold and confirm. The hub type uses the terminal when its method is enabled and this device has
 * terminal settings saved, else the card element; a terminal-only site without settings cannot take payment here.
 */
export function chooseCheckoutMode(site: PartnerSite, settings: TerminalSettings | null): CheckoutMode | CheckoutError {
  const { type, payment_method: methods } = site.merchant_of_record;
  if (type === MerchantOfRecordType.NOPAY) return { kind: 'nopay' };
  const terminal = methods.includes(PaymentMethod.STRIPE_TERMINAL);
  if (terminal && settings) return { kind: 'terminal', settings };
  if (methods.includes(PaymentMethod.STRIPE) || methods.includes(PaymentMethod.GOTO_HUB)) return { kind: 'card' };
  if (terminal) return new CheckoutError({ messageId: 'errors.stripeTerminalNotFound' });
  return new CheckoutError({ messageId: 'errors.paymentKeyMissing' });
}

export interface CheckoutContext {
  siteId: number;
  cart: Cart;
  order: Order | null;
  attempt: Attempt;
}

export type CheckoutOutcome = { kind: 'thank-you'; paymentUuid: string } | { kind: 'booking-details'; paymentUuid: string };

/** Spec 001 §5: the cart's currency and the personal information are required before anything is called. */
export function precheck(ctx: CheckoutContext, terminal = false): Order {
  if (!ctx.cart.cart_currency) throw new CheckoutError({ messageId: 'errors.cartCurrencyRequired' });
  if (!ctx.order) throw new CheckoutError({ messageId: 'errors.personalInfoNotFound' });
  const invalid = [...ctx.cart.reservations, ...ctx.cart.reserved_package].filter((item) => !item.status).length;
  if (invalid > 0) {
    if (!terminal) throw new CheckoutError({ messageId: 'errors.invalidCartItem' });
    throw new CheckoutError({ messageId: invalid === 1 ? 'errors.terminal.cartItemNotValid' : 'errors.terminal.cartItemsNotValid' });
  }
  return ctx.order;
}

function itemNames(cart: Cart): string[] {
  return [...cart.reservations.map((r) => r.serviceable_name), ...cart.reserved_package.map((p) => p.name)];
}

function holdFailed(cart: Cart, failed: HoldAnswer['data']['failed_reservation_info'] | null, cause?: unknown): CheckoutError {
  const names = failed?.length ? failed.map((f) => f.service_name) : itemNames(cart);
  return new CheckoutError({ messageId: 'site.checkout.holdFailed', values: { items: [...new Set(names)].join(', ') }, cause });
}

/** Releases whatever the hold took. A failed release must not hide the failure the shopper needs to read. */
export async function release(ctx: CheckoutContext, body: Partial<HoldBody>): Promise<void> {
  try {
    await cancelReservation(ctx.siteId, ctx.cart.cart_ref, body, ctx.attempt.key('cancel'));
  } catch {
    // The API's hold expiry releases it anyway (BOOKING_HOLD_MINUTES).
  }
}

async function holdOrFail(ctx: CheckoutContext, body: HoldBody, beforeRelease?: () => Promise<void>): Promise<HoldAnswer['data']> {
  let answer: HoldAnswer['data'];
  try {
    answer = await holdReservation(ctx.siteId, ctx.cart.cart_ref, body, ctx.attempt.key('hold'));
  } catch (error) {
    await beforeRelease?.();
    await release(ctx, body);
    throw holdFailed(ctx.cart, null, error);
  }
  if (answer.failed_reservation_info?.length || !answer.payment_uuid) {
    await beforeRelease?.();
    await release(ctx, body);
    throw holdFailed(ctx.cart, answer.failed_reservation_info ?? null);
  }
  return answer;
}

/** No-pay: hold (yields the payment uuid), then confirm with status paid; the cart ref is then forgotten. */
export async function runNoPay(ctx: CheckoutContext): Promise<CheckoutOutcome> {
  const order = precheck(ctx);
  const body: HoldBody = { order };
  const held = await holdOrFail(ctx, body);
  let paymentUuid: string;
  try {
    paymentUuid = (await confirmReservation(ctx.siteId, ctx.cart.cart_ref, ctx.attempt.key('confirm'))).payment_uuid;
  } catch (error) {
    await release(ctx, body);
    throw afterRelease(error, 'errors.somethingWentWrong');
  }
  clearCartRef(ctx.siteId);
  return { kind: 'thank-you', paymentUuid: paymentUuid || held.payment_uuid || '' };
}

/** Confirms the card payment of an intent (stripe-js or the simulated form); rejects when the card is refused. */
export type ConfirmCard = (clientSecret: string, intent: PaymentIntentView) => Promise<void>;

/** Card: create the intent, hold with its id and secret, confirm the card, then the booking-details page. */
export async function runCard(ctx: CheckoutContext, confirmCard: ConfirmCard): Promise<CheckoutOutcome> {
  const order = precheck(ctx);
  let intent;
  try {
    intent = await createPaymentIntent(ctx.siteId, ctx.cart.cart_ref, { order }, ctx.attempt.key('intent'));
  } catch (error) {
    throw checkoutErrorFrom(error, 'errors.somethingWentWrong');
  }
  const body: HoldBody = { order, stripe_payment_intent_id: intent.stripe_payment_intent.id, stripe_secret: intent.stripe_secret };
  const held = await holdOrFail(ctx, body);
  try {
    await confirmCard(intent.stripe_secret, intent.stripe_payment_intent);
  } catch (error) {
    await release(ctx, body);
    throw afterRelease(error, 'errors.cardDetailInvalid');
  }
  clearCartRef(ctx.siteId);
  return { kind: 'booking-details', paymentUuid: held.payment_uuid ?? intent.payment_uuid };
}

export type TerminalStage = 'connecting' | 'connected' | 'waiting';

/** A card reader: Stripe Terminal (terminal-js) or the simulated reader of the API. */
export interface ReaderDriver {
  /** Connection token, discover at the stored location, connect the stored reader. Rejects with a CheckoutError. */
  connect(settings: TerminalSettings): Promise<{ label: string }>;
  /** Collects the card on the reader and processes the intent; resolves with the intent's metadata once paid. */
  collectAndProcess(clientSecret: string, intent: PaymentIntentView): Promise<Record<string, string>>;
  /** Stops waiting for the card (the operator gives up); collectAndProcess then rejects. */
  cancelCollect(): Promise<void>;
  disconnect(): Promise<void>;
}

/**
 * Card terminal: connect the reader, create the intent flagged as a terminal payment, hold, collect and process on
 * the reader; the payment uuid comes from the intent's metadata. On failure the reader disconnects and the
 * reservation is released.
 */
export async function runTerminal(
  ctx: CheckoutContext,
  settings: TerminalSettings,
  driver: ReaderDriver,
  onStage: (stage: TerminalStage, readerLabel?: string) => void,
): Promise<CheckoutOutcome> {
  const order = precheck(ctx, true);
  onStage('connecting');
  const reader = await driver.connect(settings);
  onStage('connected', reader.label);
  const disconnect = () => driver.disconnect().catch(() => undefined);
  let intent;
  try {
    intent = await createPaymentIntent(
      ctx.siteId,
      ctx.cart.cart_ref,
      { order, is_stripe_terminal_payment_method: true, terminal_id: settings.reader_id, terminal_location_id: settings.location_id },
      ctx.attempt.key('intent'),
    );
  } catch (error) {
    await disconnect();
    throw checkoutErrorFrom(error, 'errors.terminal.somethingWentWrong');
  }
  const body: HoldBody = { order, stripe_payment_intent_id: intent.stripe_payment_intent.id, stripe_secret: intent.stripe_secret };
  const held = await holdOrFail(ctx, body, disconnect);
  onStage('waiting', reader.label);
  let metadata: Record<string, string>;
  try {
    metadata = await driver.collectAndProcess(intent.stripe_secret, intent.stripe_payment_intent);
  } catch (error) {
    await disconnect();
    await release(ctx, body);
    throw afterRelease(error, 'errors.terminal.processPaymentFailed');
  }
  await disconnect();
  clearCartRef(ctx.siteId);
  const paymentUuid = metadata[INTENT_METADATA.paymentUuid] ?? intent.stripe_payment_intent.metadata[INTENT_METADATA.paymentUuid] ?? held.payment_uuid ?? intent.payment_uuid;
  return { kind: 'thank-you', paymentUuid };
}
