import { randomUUID } from 'node:crypto';
import {
  INTENT_METADATA,
  ThanksDataSchema,
  type CreatePaymentIntentAnswer,
  type CreatePaymentIntentBody,
  type PaymentIntentView,
  type ThanksData,
  type ThanksPackage,
  type ThanksReservation,
} from 'shared-contracts/booking';
import { money } from 'shared-contracts/catalogue';
import type { Locale } from 'shared-contracts/constants';
import { MerchantOfRecordType, PaymentMethod, PaymentStatus, ReservationStatus } from 'shared-contracts/enums';
import { describeErrorForLog, type Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { HttpError } from '../../../lib/http-error';
import { toDto } from '../../../lib/validation';
import type { CatalogueService } from '../../core/catalogue/catalogue.service';
import type { SiteFactsService } from '../../core/partner-sites/partner-sites.service';
import { recordPaymentEvent, type PaymentEventDecision } from '../../payments/payment-events';
import { isFinalIntentStatus, PaymentError, type PaymentIntent, type PaymentProvider, type WebhookEvent } from '../../payments/payment-provider';
import type { SimulatedPaymentProvider } from '../../payments/simulated-provider';
import type { JobQueue } from '../../system/jobs/jobs.service';
import { childPersons } from '../cart/cart-pricing';
import * as cartRepo from '../cart/cart.repo';
import type { IntentCanceller } from '../cart/cart.service';
import * as repo from './checkout.repo';
import { AMOUNT_MISMATCH, settleSucceededIntent, type SettleOutcome, type SettlingIntent } from './settlement';
import { serviceDetailsOf } from '../service-details';

const SERVICE_TYPE_NAME: Record<number, ThanksReservation['service_type']> = { 1: 'activities', 2: 'events', 3: 'hotels', 7: 'packages' };
/** Reservations that a hold takes (create-payment-intent charges what the hold will hold). */
const TO_BE_HELD: readonly number[] = [ReservationStatus.IN_CART, ReservationStatus.HOLD_FAILED, ReservationStatus.CANCEL, ReservationStatus.HOLD];

export interface CheckoutServiceDeps {
  db: Db;
  clock: Clock;
  queue: JobQueue;
  catalogue: CatalogueService;
  sites: Pick<SiteFactsService, 'merchantOfRecord' | 'earningTerms'>;
  payments: PaymentProvider;
  log?: Pick<Console, 'error' | 'warn'>;
}

export interface CheckoutService extends IntentCanceller {
  /** Spec 002 §7.3 create-payment-intent, in the caller's transaction (the idempotency record's). */
  createPaymentIntent(tx: Db, siteId: number, cartRef: string, body: CreatePaymentIntentBody): Promise<CreatePaymentIntentAnswer['data']>;
  /** The one settlement of a succeeded intent (webhook, simulated confirm, thanks reconciliation), in `tx`. */
  settle(tx: Db, intent: SettlingIntent): Promise<SettleOutcome>;
  /**
   * Verifies and applies one webhook delivery; throws PaymentError (400) on a bad signature. `rejected`: verified,
   * but its amount or currency is not the payment's; stored as such and logged, nothing else changed.
   */
  handleWebhook(rawBody: string, signature: string | undefined): Promise<PaymentEventDecision['effect'] | 'rejected'>;
  /**
   * The simulated provider's webhook deliveries, run through handleWebhook in this process right away, so the
   * booking reacts as it would to Stripe's webhooks, deterministically. Does nothing with Stripe.
   */
  deliverSimulatedEvents(): Promise<void>;
  /** Thanks data of one payment of this site; a PENDING provider payment is first reconciled with its intent. */
  thanks(siteId: number, paymentUuid: string, locale?: Locale): Promise<ThanksData>;
  /** After cancel-reservation committed: cancels the cart's open intent (and the body's, if it is this cart's). */
  cancelCartIntents(siteId: number, cartRef: string, bodyIntentId?: string | null): Promise<void>;
}

/** The intent as the checkout sees it: never the client secret twice, nothing provider-internal. */
export function intentView(intent: PaymentIntent): PaymentIntentView {
  return {
    id: intent.id,
    status: intent.status,
    amount: intent.amount,
    currency: intent.currency,
    metadata: intent.metadata,
    payment_method_types: intent.payment_method_types,
    last_payment_error: intent.last_payment_error
      ? { code: intent.last_payment_error.code, decline_code: intent.last_payment_error.decline_code, message: intent.last_payment_error.message }
      : null,
  };
}

/** The fields of a webhook event's intent that settlement reads; undefined when it is not an intent. */
function intentOfEvent(event: WebhookEvent): SettlingIntent | undefined {
  const object = event.data.object;
  const { id, status, amount, currency, metadata } = object;
  if (typeof id !== 'string' || typeof status !== 'string' || typeof amount !== 'number' || typeof currency !== 'string') return undefined;
  const meta = typeof metadata === 'object' && metadata !== null ? (metadata as Record<string, unknown>) : {};
  return {
    id,
    status,
    amount,
    currency,
    metadata: Object.fromEntries(Object.entries(meta).filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
  };
}

const isSimulated = (payments: PaymentProvider): payments is SimulatedPaymentProvider => payments.kind === 'simulated';

/** Unwinds the webhook's transaction when settlement refused the event. */
class RejectedEvent extends Error {
  constructor() {
    super('payment event rejected');
  }
}

export function createCheckoutService(deps: CheckoutServiceDeps): CheckoutService {
  const { db, clock, queue, catalogue, payments } = deps;
  const log = deps.log ?? console;

  const settle = (tx: Db, intent: SettlingIntent) => settleSucceededIntent(tx, { clock, queue, payments, sites: deps.sites, catalogue }, intent);

  async function handleWebhook(rawBody: string, signature: string | undefined): Promise<PaymentEventDecision['effect'] | 'rejected'> {
    const event = payments.parseWebhook(rawBody, signature);
    const intent = intentOfEvent(event);
    const now = clock.now();
    const claimed = { type: event.type, intentId: intent?.id ?? null };
    try {
      // Claim, decide and act in one transaction: if acting fails, the claim rolls back and the redelivery retries.
      return await db.transaction(async (tx) => {
        const decision = await recordPaymentEvent(event, {
          seen: { claim: (eventId) => repo.claimEvent(tx, { id: eventId, ...claimed }, now) },
          states: { get: (intentId) => repo.lockIntentState(tx, intentId), put: (state) => repo.putIntentState(tx, state) },
        });
        if (decision.effect === 'applied' && decision.state.outcome === 'succeeded' && intent) {
          // Rolls the claim and the intent's new state back: a refused event must not close the intent's bookkeeping.
          if ((await settle(tx, intent)) === 'rejected') throw new RejectedEvent();
        }
        return decision.effect;
      });
    } catch (error) {
      if (!(error instanceof RejectedEvent)) throw error;
      // Answered 200 and stored, so the provider stops redelivering an event that will never be accepted; the
      // payment stays PENDING (the hold runs out as usual) and an operator reads the log.
      log.error(
        `[checkout] refused ${event.type} ${event.id}: intent ${intent?.id} says ${intent?.amount} ${intent?.currency}, which is not its payment's amount`,
      );
      await repo.claimEvent(db, { id: event.id, ...claimed, rejectedReason: AMOUNT_MISMATCH }, now);
      return 'rejected';
    }
  }

  async function deliverSimulatedEvents() {
    if (!isSimulated(payments)) return;
    for (;;) {
      const deliveries = payments.simulation.takeWebhookDeliveries();
      if (deliveries.length === 0) return;
      for (const delivery of deliveries) {
        try {
          await handleWebhook(delivery.rawBody, delivery.signature);
        } catch (error) {
          // Stripe would redeliver; here the thank-you page's reconciliation (retrieve + settle) takes over.
          log.error('[checkout] a simulated webhook delivery failed:', describeErrorForLog(error));
        }
      }
    }
  }

  async function cancelOpenIntent(intentId: string) {
    try {
      const intent = await payments.retrieveIntent(intentId);
      if (!isFinalIntentStatus(intent.status)) await payments.cancelIntent(intentId);
    } catch (error) {
      // Best effort: the release has committed; an intent left open is never captured without a hold behind it,
      // and a late success is settled (capacity taken again, or refunded).
      log.warn(`[checkout] could not cancel payment intent ${intentId}:`, error instanceof PaymentError ? `${error.code} ${error.detail ?? ''}` : describeErrorForLog(error));
    }
    await deliverSimulatedEvents();
  }

  return {
    settle,
    handleWebhook,
    deliverSimulatedEvents,
    cancelOpenIntent,

    async createPaymentIntent(tx, siteId, cartRef, body) {
      const cart = await cartRepo.findCartByRef(tx, cartRef);
      if (!cart || cart.siteId !== siteId) throw new HttpError('NOT_FOUND', { message: 'The cart was not found.' });
      if (cart.confirmedAt) throw new HttpError('CONFLICT', { message: 'The cart is closed.' });
      const mor = await deps.sites.merchantOfRecord(siteId, { tx });
      if (!mor || mor.type === MerchantOfRecordType.NOPAY) throw new HttpError('CONFLICT', { message: 'This site takes no card payments.' });
      const terminal = body.is_stripe_terminal_payment_method ?? false;
      if (terminal && (!body.terminal_id || !body.terminal_location_id)) throw new HttpError('BAD_REQUEST', { message: 'errors.stripeTerminalNotFound' });
      const method = terminal ? PaymentMethod.STRIPE_TERMINAL : PaymentMethod.STRIPE;
      if (!mor.payment_method.includes(method)) throw new HttpError('CONFLICT', { message: `This site does not take ${method} payments.` });
      const reservations = (await cartRepo.findReservations(tx, cart.id)).map((r) => r.reservation).filter((r) => TO_BE_HELD.includes(r.status));
      const amountMinor = reservations.reduce((sum, r) => sum + r.priceMinor, 0);
      if (amountMinor <= 0) throw new HttpError('CONFLICT', { message: 'The cart has nothing to pay for.' });
      // The payment the hold will create gets this uuid: the terminal flow reads it back from the intent's metadata.
      const paymentUuid = randomUUID();
      const intent = await payments.createPaymentIntent({
        amountMinor,
        currency: cart.currency,
        metadata: { [INTENT_METADATA.cartRef]: cart.ref, [INTENT_METADATA.siteId]: String(siteId), [INTENT_METADATA.paymentUuid]: paymentUuid },
        ...(terminal ? { terminal: { terminal_id: body.terminal_id ?? '', terminal_location_id: body.terminal_location_id ?? '' } } : {}),
      });
      return { stripe_secret: intent.client_secret, stripe_payment_intent: intentView(intent), payment_uuid: paymentUuid };
    },

    async thanks(siteId, paymentUuid, locale) {
      let payment = await cartRepo.findPaymentByUuid(db, paymentUuid);
      const cart = payment ? await cartRepo.findCartById(db, payment.cartId) : undefined;
      if (!payment || !cart || cart.siteId !== siteId) throw new HttpError('NOT_FOUND', { message: 'The payment was not found.' });
      if (payment.status === PaymentStatus.PENDING && payment.providerRef) {
        // Reconciliation without webhooks: a webhook may be late, lost, or not configured (local runs with Stripe).
        const intent = await payments.retrieveIntent(payment.providerRef).catch((error: unknown) => {
          log.warn(`[checkout] thanks: retrieving ${payment?.providerRef} failed:`, error instanceof PaymentError ? error.code : describeErrorForLog(error));
          return undefined;
        });
        if (intent?.status === 'succeeded') {
          const outcome = await db.transaction((tx) => settle(tx, intent));
          if (outcome === 'rejected') {
            log.warn(`[checkout] thanks: intent ${intent.id} says ${intent.amount} ${intent.currency}, not payment ${paymentUuid}'s amount; left pending`);
          }
          payment = (await cartRepo.findPaymentByUuid(db, paymentUuid)) ?? payment;
        }
      }
      const stored = (await cartRepo.findReservations(db, cart.id)).filter((r) => r.reservation.status !== ReservationStatus.IN_CART);
      const { map: details } = await serviceDetailsOf(catalogue, siteId, stored.map((r) => r.reservation.serviceId), locale);
      const now = clock.now().getTime();
      const held = stored.filter((r) => r.reservation.status === ReservationStatus.HOLD);
      const holdsValid = held.length > 0 && held.length === stored.length && held.every((r) => (r.reservation.holdExpiresAt?.getTime() ?? 0) > now);
      const reservations: ThanksReservation[] = [];
      const packages: ThanksPackage[] = [];
      let totalMinor = 0;
      for (const { reservation: r, tour, hotel, pkg } of stored) {
        totalMinor += r.priceMinor;
        const name = details.get(r.serviceId)?.name ?? '';
        const price = money(r.priceMinor, r.currency);
        const type = SERVICE_TYPE_NAME[r.serviceType] ?? 'activities';
        if (type === 'packages' && pkg) {
          packages.push({
            id: r.ref,
            package_id: r.serviceId,
            name,
            status: r.status as ReservationStatus,
            booking_number: r.bookingNumber,
            start_date: pkg.startDate,
            adults: pkg.adults,
            children: pkg.children,
            price,
          });
          continue;
        }
        const children = tour ? childPersons(tour.tickets) : hotel.reduce((sum, h) => sum + h.children, 0);
        reservations.push({
          id: r.ref,
          serviceable_id: r.serviceId,
          service_name: name,
          service_type: type,
          reservation_status: r.status as ReservationStatus,
          booking_number: r.bookingNumber,
          start_date: tour?.slotDate ?? hotel.map((h) => h.checkIn).sort()[0] ?? null,
          end_date: hotel.map((h) => h.checkOut).sort().at(-1) ?? null,
          start_time: tour ? tour.startTime.slice(0, 5) : null,
          adults: tour ? tour.persons - children : hotel.reduce((sum, h) => sum + h.adults, 0),
          children,
          price,
          comments: r.comments,
        });
      }
      const order = await repo.findOrder(db, payment.id);
      return toDto(ThanksDataSchema, {
        cart_reservations: {
          cart_ref: cart.ref,
          retry_status_check: payment.status === PaymentStatus.PENDING && holdsValid,
          reservations,
          reserved_package: packages,
          total_price: money(totalMinor, cart.currency),
        },
        payment_info: {
          uuid: payment.uuid,
          payment_method: payment.method,
          payment_status: payment.status as PaymentStatus,
          amount: money(payment.amountMinor, payment.currency),
          paid_at: payment.paidAt?.toISOString() ?? null,
          payer: order ? { first_name: order.firstName, last_name: order.lastName, email: order.email } : null,
        },
      });
    },

    async cancelCartIntents(siteId, cartRef, bodyIntentId) {
      const ids = new Set<string>();
      try {
        const cart = await cartRepo.findCartByRef(db, cartRef);
        if (!cart || cart.siteId !== siteId) return;
        const latest = await repo.latestProviderPayment(db, cart.id);
        if (latest?.providerRef && latest.status === PaymentStatus.FAILED) ids.add(latest.providerRef);
        if (bodyIntentId && !ids.has(bodyIntentId)) {
          // An intent whose hold was refused has no payment: the cancel body names it. Only this cart's is touched.
          const intent = await payments.retrieveIntent(bodyIntentId).catch(() => undefined);
          if (intent && intent.metadata[INTENT_METADATA.cartRef] === cart.ref && intent.metadata[INTENT_METADATA.siteId] === String(siteId)) ids.add(intent.id);
        }
      } catch (error) {
        // The release has committed; the shopper's answer does not depend on this clean-up.
        log.warn(`[checkout] cancel-reservation of ${cartRef}: finding its intents failed:`, describeErrorForLog(error));
      }
      for (const id of ids) await cancelOpenIntent(id);
    },
  };
}
