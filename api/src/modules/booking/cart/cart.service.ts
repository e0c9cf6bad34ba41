import { randomUUID } from 'node:crypto';
import {
  CartSchema,
  INTENT_METADATA,
  type Order,
  type Cart,
  type CartQuery,
  type CartReservation,
  type FailedReservationInfo,
  type HoldAnswer,
  type CancelAnswer,
  type ConfirmAnswer,
  type ValidateHotelItemAnswer,
  type ValidateItemsAnswer,
} from 'shared-contracts/booking';
import type { HotelCartItem } from 'shared-contracts/cart';
import { money } from 'shared-contracts/catalogue';
import { DEFAULT_LOCALE, type Locale } from 'shared-contracts/constants';
import { MerchantOfRecordType, PaymentMethod, PaymentStatus, ReservationStatus } from 'shared-contracts/enums';
import type * as v from 'valibot';
import type { AddToCartBodySchema } from 'shared-contracts/cart';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { HttpError } from '../../../lib/http-error';
import { toDto, validationError } from '../../../lib/validation';
import { giveCapacity, heldUnit, takeCapacity } from '../../availability/capacity.service';
import type { CatalogueService } from '../../core/catalogue/catalogue.service';
import type { SiteFactsService } from '../../core/partner-sites/partner-sites.service';
import type { JobQueue } from '../../system/jobs/jobs.service';
import type { PaymentProvider } from '../../payments/payment-provider';
import { confirmHeldCart } from '../checkout/confirmation';
import * as checkoutRepo from '../checkout/checkout.repo';
import { childPersons, priceItem, repriceStored, type PricedItem, type PricingDeps, type Take } from './cart-pricing';
import * as repo from './cart.repo';
import { serviceDetailsOf } from '../service-details';
import { pruneIdempotencyKeys } from '../idempotency/idempotency';

export const EXPIRE_HOLDS_JOB = 'booking.expire-holds';
/** The sweep's period: expired holds give their capacity back within this (plus a worker poll). */
export const EXPIRY_SWEEP_INTERVAL_MS = 30_000;
const SWEEP_BATCH = 200;

const SERVICE_TYPE_NAME: Record<number, 'activities' | 'events' | 'hotels' | 'packages'> = { 1: 'activities', 2: 'events', 3: 'hotels', 7: 'packages' };
/** Reservations a hold takes capacity for; a held or confirmed one is left as it is. */
const HOLDABLE: readonly number[] = [ReservationStatus.IN_CART, ReservationStatus.HOLD_FAILED, ReservationStatus.CANCEL];
/** Reservations a visitor may still change or remove. */
const EDITABLE: readonly number[] = HOLDABLE;

export interface CartServiceDeps extends PricingDeps {
  db: Db;
  clock: Clock;
  catalogue: CatalogueService;
  /** The sites' merchant of record (what a hold charges) and earning terms (what a confirmation splits). */
  sites: Pick<SiteFactsService, 'merchantOfRecord' | 'earningTerms'>;
  queue: JobQueue;
  holdMinutes: number;
  /** The payment provider: a hold with a payment intent retrieves it. Without one, such a hold is refused. */
  payments?: PaymentProvider;
  /** Cancels a payment's open provider intent after a commit (best effort); the checkout service provides it. */
  intents?: IntentCanceller;
}

export interface IntentCanceller {
  /** Cancels the intent if it is still open; never throws (a provider error is logged, the release stands). */
  cancelOpenIntent(intentId: string): Promise<void>;
}

export interface CartService {
  addItems(siteId: number, cartRef: string | undefined, body: v.InferOutput<typeof AddToCartBodySchema>, locale?: Locale): Promise<{ cart_ref: string }>;
  get(cartRef: string, query: CartQuery, locale?: Locale): Promise<Cart>;
  removeReservation(siteId: number, cartRef: string, reservationRef: string): Promise<void>;
  removePackage(siteId: number, cartRef: string, packageId: number): Promise<void>;
  saveComments(siteId: number, reservationRef: string, comments: string): Promise<void>;
  validateItems(siteId: number, cartRef: string, locale?: Locale): Promise<ValidateItemsAnswer['data']>;
  validateHotelItem(siteId: number, item: HotelCartItem, locale?: Locale): Promise<ValidateHotelItemAnswer['data']>;
  /** Prices the cart's items outside any transaction (PGlite runs one connection: a read inside would wait on itself). */
  prepareHold(siteId: number, cartRef: string, locale?: Locale, payment?: HoldPaymentInput): Promise<PreparedHold>;
  /** Takes every item's capacity in `tx`, or none; returns the hold answer (a refusal carries failed_reservation_info). */
  hold(tx: Db, prepared: PreparedHold): Promise<HoldAnswer['data']>;
  cancel(tx: Db, siteId: number, cartRef: string): Promise<CancelAnswer['data']>;
  /**
   * Confirms a held cart whose payment is paid (no-pay sites: the storefront says so), all in `tx`: every
   * reservation CONFIRM with a booking number, the payment PAID, the holds permanent, the cart closed. A confirmed
   * cart answers its state again with `already_confirmed` and changes nothing.
   */
  confirm(tx: Db, siteId: number, cartRef: string): Promise<ConfirmAnswer['data']>;
  /**
   * Gives back, in `tx`, the capacity that CONFIRMED reservations sold (seats, package seats, room-nights), exactly
   * once per hold row; returns how many reservations had capacity to give. For cancelling a confirmed booking;
   * the reservation's status is the caller's.
   */
  releaseConfirmedCapacity(tx: Db, reservationIds: number[], reason: string): Promise<number>;
  /** Gives back the capacity of holds that have expired; returns how many reservations it released. */
  expireHolds(): Promise<number>;
  /** The recurring sweep job: runs expireHolds, then queues itself again while holds remain. */
  scheduleSweep(options?: { tx?: Db; runAt?: Date }): Promise<void>;
}

export interface PreparedHold {
  cart: repo.CartRow;
  priced: Map<number, PricedItem | null>;
  /** The payment method a successful hold's payment gets. */
  paymentMethod: string;
  providerRef: string | null;
  /** The provider intent the hold's payment is for (card sites): its amount must equal the held total. */
  intent?: HeldIntent | null;
  /** Stored with the new payment (spec 001 §3 "Order"), in the checkout's locale. */
  order?: Order | null;
  locale?: Locale | undefined;
  /** Service names by id, for failed_reservation_info. */
  names?: Map<number, string>;
}

export interface HeldIntent {
  id: string;
  amountMinor: number;
  /** Lower-case, as the provider answers. */
  currency: string;
  /** The payment uuid create-payment-intent allocated (the intent's metadata). */
  paymentUuid: string;
}

/** What the hold body says about the payment (spec 002 §7.3: Stripe's PaymentIntent, when the site takes cards). */
export interface HoldPaymentInput {
  stripePaymentIntentId?: string | null | undefined;
  /** The hold body's order: stored with the payment the hold yields. */
  order?: Order | null | undefined;
}

const conflict = (message: string) => new HttpError('CONFLICT', { message });

const notFound = () => new HttpError('NOT_FOUND', { message: 'The cart was not found.' });

/** Deadlocks are impossible when every transaction takes its rows in one global order. */
const takeKey = (take: Take) =>
  take.kind === 'night' ? `n|${String(take.roomTypeId).padStart(10, '0')}|${String(take.ratePlanId).padStart(10, '0')}|${take.stayDate}` : `${take.kind === 'activity' ? 'a' : 'p'}|${String(take.slotId).padStart(10, '0')}`;

export function createCartService(deps: CartServiceDeps): CartService {
  const { db, clock, catalogue, queue } = deps;

  async function cartOfSite(cartRef: string, siteId: number, tx: Db = db): Promise<repo.CartRow> {
    const cart = await repo.findCartByRef(tx, cartRef);
    // Another site's cart answers as if it did not exist: a ref is only good on the site it was made on.
    if (!cart || cart.siteId !== siteId) throw notFound();
    return cart;
  }

  /** `confirmed`: give back what confirmed reservations sold (a cancelled booking), instead of open holds. */
  async function giveBack(tx: Db, reservationIds: number[], reason: string, { confirmed = false } = {}): Promise<number> {
    const release = confirmed ? repo.releaseConfirmedHolds : repo.releaseHolds;
    const released = await release(tx, reservationIds, clock.now(), reason);
    for (const hold of released) {
      const unit = heldUnit(hold);
      if (unit) await giveCapacity(tx, unit, hold.quantity);
    }
    return new Set(released.map((h) => h.reservationId)).size;
  }

  const take = (tx: Db, item: Take): Promise<boolean> => takeCapacity(tx, item, item.quantity);

  async function expireHolds(): Promise<number> {
    let total = 0;
    for (;;) {
      const { released, intents } = await db.transaction(async (tx) => {
        const expired = await repo.lockExpiredHolds(tx, clock.now(), SWEEP_BATCH);
        if (expired.length === 0) return { released: 0, intents: [] };
        const ids = expired.map((r) => r.id);
        await giveBack(tx, ids, 'expired');
        await repo.setStatus(tx, ids, ReservationStatus.CANCEL, clock.now());
        // The payment of an expired hold can no longer be paid for: FAILED, and its intent cancelled below. If the
        // shopper paid in the meantime, the settlement takes the capacity again (or refunds).
        const failed = await repo.failPendingPayments(tx, expired.map((r) => r.cartId), clock.now(), 'expired');
        return { released: ids.length, intents: failed.flatMap((p) => (p.providerRef ? [p.providerRef] : [])) };
      });
      // After the commit: a provider call never holds the transaction open, and its failure does not undo the release.
      for (const intentId of intents) await deps.intents?.cancelOpenIntent(intentId);
      total += released;
      if (released < SWEEP_BATCH) return total;
    }
  }

  /** A per-cart expiry sweep: what expireHolds does, for one cart, now. */
  async function releaseOwnStaleHolds(cartId: number): Promise<void> {
    const isStale = (r: repo.ReservationRow, now: Date) => r.status === ReservationStatus.HOLD && (r.holdExpiresAt?.getTime() ?? 0) <= now.getTime();
    if (!(await repo.findReservations(db, cartId)).some((r) => isStale(r.reservation, clock.now()))) return;
    const intents = await db.transaction(async (tx) => {
      await repo.lockCart(tx, cartId);
      const now = clock.now();
      const stale = (await repo.findReservations(tx, cartId)).filter((r) => isStale(r.reservation, now)).map((r) => r.reservation.id);
      if (stale.length === 0) return [];
      await giveBack(tx, stale, 'expired');
      await repo.setStatus(tx, stale, ReservationStatus.CANCEL, now);
      const failed = await repo.failPendingPayments(tx, cartId, now, 'expired');
      return failed.flatMap((p) => (p.providerRef ? [p.providerRef] : []));
    });
    for (const intentId of intents) await deps.intents?.cancelOpenIntent(intentId);
  }

  const service: CartService = {
    async addItems(siteId, cartRef, body, locale) {
      const priced: PricedItem[] = [];
      for (const [index, item] of body.items.entries()) {
        const result = await priceItem(deps, siteId, item, locale);
        if (!result.available) {
          throw validationError([{ path: `items.${index}`, message: result.message ?? 'This item is not available.', code: 'validation.invalid' }]);
        }
        priced.push(result);
      }
      const found = cartRef ? await cartOfSite(cartRef, siteId) : undefined;
      // A confirmed cart is closed: adding with its ref starts a new cart (the answer carries the new ref).
      const existing = found?.confirmedAt ? undefined : found;
      const currency = existing?.currency ?? priced[0]?.currency ?? '';
      const mixed = priced.findIndex((p) => p.currency !== currency);
      if (mixed >= 0) {
        throw validationError([{ path: `items.${mixed}`, message: `Every item of a cart must be priced in ${currency}.`, code: 'validation.invalid' }]);
      }
      const now = clock.now();
      return db.transaction(async (tx) => {
        let cart = existing ? await repo.lockCart(tx, existing.id) : undefined;
        if (cart?.confirmedAt) cart = undefined;
        if (!cart) cart = await repo.insertCart(tx, { ref: randomUUID(), siteId, currency, cartType: body.cart_type, createdAt: now, updatedAt: now });
        // Single-item mode (spec 001 §4 "Cart"): the new item replaces what is not yet held or confirmed.
        if (body.cart_type === 'single' || cart.cartType === 'single') {
          const current = await repo.findReservations(tx, cart.id);
          await repo.deleteReservations(tx, current.filter((r) => EDITABLE.includes(r.reservation.status)).map((r) => r.reservation.id));
        }
        for (const item of priced) {
          await repo.insertReservation(tx, {
            reservation: {
              ref: randomUUID(),
              cartId: cart.id,
              serviceId: item.serviceId,
              serviceType: item.serviceType,
              status: ReservationStatus.IN_CART,
              priceMinor: item.priceMinor,
              currency: item.currency,
              createdAt: now,
              updatedAt: now,
            },
            ...(item.tour ? { tour: item.tour } : {}),
            ...(item.hotel ? { hotel: item.hotel } : {}),
            ...(item.pkg ? { pkg: item.pkg } : {}),
          });
        }
        await repo.touchCart(tx, cart.id, now);
        return { cart_ref: cart.ref };
      });
    },

    async get(cartRef, query, locale) {
      const cart = await cartOfSite(cartRef, query.site_id);
      let stored = await repo.findReservations(db, cart.id);
      if (query.without_package_item && query.package_id !== undefined) {
        stored = stored.filter((r) => !(SERVICE_TYPE_NAME[r.reservation.serviceType] === 'packages' && r.reservation.serviceId === query.package_id));
      }
      const { site, map } = await serviceDetailsOf(catalogue, cart.siteId, stored.map((r) => r.reservation.serviceId), locale);
      const now = clock.now();
      const reservations: CartReservation[] = [];
      const packages: Cart['reserved_package'] = [];
      let totalMinor = 0;
      for (const entry of stored) {
        const { reservation: r } = entry;
        const detail = map.get(r.serviceId) ?? null;
        const held = r.status === ReservationStatus.HOLD && (r.holdExpiresAt?.getTime() ?? 0) > now.getTime();
        let status = detail !== null && (HOLDABLE.includes(r.status) || held || r.status === ReservationStatus.CONFIRM);
        if (status && query.with_full_details && HOLDABLE.includes(r.status)) {
          const now = await repriceStored(deps, cart.siteId, entry, locale);
          status = now !== null && now.available && now.priceMinor === r.priceMinor;
        }
        totalMinor += r.priceMinor;
        const price = money(r.priceMinor, r.currency);
        const expires = r.status === ReservationStatus.HOLD ? (r.holdExpiresAt?.toISOString() ?? null) : null;
        const type = SERVICE_TYPE_NAME[r.serviceType] ?? 'activities';
        if (type === 'packages' && entry.pkg) {
          packages.push({
            id: r.ref,
            package_id: r.serviceId,
            name: detail?.name ?? '',
            price,
            status,
            reservation_status: r.status as ReservationStatus,
            hold_expires_at: expires,
            slot_id: entry.pkg.slotId,
            start_date: entry.pkg.startDate,
            activity_params: { number_of_adults: entry.pkg.adults, number_of_children: entry.pkg.children },
            comments: r.comments,
          });
          continue;
        }
        let hotelItems: CartReservation['hotel_reserved_items'] = [];
        if (entry.hotel.length) {
          const rooms = detail ? await catalogue.rooms(site, r.serviceId) : { rooms: [], plans: [] };
          hotelItems = entry.hotel.map((h) => ({
            room_type_id: h.roomTypeId,
            rate_plan_id: h.ratePlanId,
            room_type_name: rooms.rooms.find((x) => x.id === h.roomTypeId)?.name ?? '',
            rate_plan_name: rooms.plans.find((x) => x.id === h.ratePlanId)?.name ?? '',
            check_in: h.checkIn,
            check_out: h.checkOut,
            num_of_rooms: h.rooms,
            num_of_adults: h.adults,
            num_of_children: h.children,
            price: money(h.priceMinor, r.currency),
            currency_code: r.currency,
            status,
          }));
        }
        const tour = entry.tour;
        const children = tour ? childPersons(tour.tickets) : 0;
        reservations.push({
          id: r.ref,
          serviceable_id: r.serviceId,
          serviceable_name: detail?.name ?? '',
          serviceable_product_code: detail?.product_code ?? '',
          service_name: detail?.name ?? '',
          service_type: type,
          price,
          status,
          reservation_status: r.status as ReservationStatus,
          hold_expires_at: expires,
          hotel_reserved_items: hotelItems,
          tour_reserved_item: tour
            ? {
                option_id: tour.optionId,
                slot_id: tour.slotId,
                date: tour.slotDate,
                start_time: tour.startTime.slice(0, 5),
                num_of_adults: tour.persons - children,
                num_of_children: children,
                persons: tour.persons,
                tickets: tour.tickets.map((t) => ({ ticket_id: t.ticket_id, pricing_type: t.pricing_type, count: t.count, persons: t.persons, price: money(t.total_minor, r.currency) })),
                status,
              }
            : null,
          comments: r.comments,
        });
      }
      return toDto(CartSchema, {
        cart_ref: cart.ref,
        cart_currency: cart.currency,
        cart_total_price: money(totalMinor, cart.currency),
        site_id: cart.siteId,
        cart_type: cart.cartType === 'single' ? 'single' : 'default',
        cart_count: reservations.length + packages.length,
        reservations,
        reserved_package: packages,
      });
    },

    async removeReservation(siteId, cartRef, reservationRef) {
      const cart = await cartOfSite(cartRef, siteId);
      await db.transaction(async (tx) => {
        await repo.lockCart(tx, cart.id);
        const target = (await repo.findReservations(tx, cart.id)).find((r) => r.reservation.ref === reservationRef);
        if (!target) throw new HttpError('NOT_FOUND', { message: 'The reservation is not in this cart.' });
        if (!EDITABLE.includes(target.reservation.status)) {
          throw new HttpError('CONFLICT', { message: 'A held or confirmed reservation cannot be removed; cancel the hold first.' });
        }
        await giveBack(tx, [target.reservation.id], 'removed');
        await repo.deleteReservations(tx, [target.reservation.id]);
        await repo.touchCart(tx, cart.id, clock.now());
      });
    },

    async removePackage(siteId, cartRef, packageId) {
      const cart = await cartOfSite(cartRef, siteId);
      await db.transaction(async (tx) => {
        await repo.lockCart(tx, cart.id);
        const targets = (await repo.findReservations(tx, cart.id)).filter(
          (r) => SERVICE_TYPE_NAME[r.reservation.serviceType] === 'packages' && r.reservation.serviceId === packageId,
        );
        if (targets.length === 0) throw new HttpError('NOT_FOUND', { message: 'The package is not in this cart.' });
        if (targets.some((r) => !EDITABLE.includes(r.reservation.status))) {
          throw new HttpError('CONFLICT', { message: 'A held or confirmed reservation cannot be removed; cancel the hold first.' });
        }
        const ids = targets.map((r) => r.reservation.id);
        await giveBack(tx, ids, 'removed');
        await repo.deleteReservations(tx, ids);
        await repo.touchCart(tx, cart.id, clock.now());
      });
    },

    async saveComments(siteId, reservationRef, comments) {
      const reservation = await repo.findReservationByRef(db, reservationRef);
      const owner = reservation ? await repo.findCartById(db, reservation.cartId) : undefined;
      if (!reservation || !owner || owner.siteId !== siteId) throw new HttpError('NOT_FOUND', { message: 'The reservation was not found.' });
      await repo.updateComments(db, reservation.id, comments === '' ? null : comments, clock.now());
    },

    async validateItems(siteId, cartRef, locale) {
      const cart = await cartOfSite(cartRef, siteId);
      const stored = await repo.findReservations(db, cart.id);
      const items: ValidateItemsAnswer['data']['items'] = [];
      for (const entry of stored) {
        const r = entry.reservation;
        const now = await repriceStored(deps, siteId, entry, locale);
        const samePrice = now !== null && now.priceMinor === r.priceMinor;
        const ok = now !== null && now.available && samePrice;
        items.push({
          id: r.ref,
          serviceable_id: r.serviceId,
          status: ok,
          price: money(r.priceMinor, r.currency),
          current_price: now ? money(now.priceMinor, now.currency) : null,
          reason: ok ? null : now === null ? 'unavailable' : !now.available ? (now.reason ?? 'unavailable') : 'price_changed',
        });
      }
      return { cart_ref: cart.ref, status: items.length > 0 && items.every((i) => i.status), items };
    },

    async validateHotelItem(siteId, item, locale) {
      const priced = await priceItem(deps, siteId, item, locale);
      return {
        status: priced.available,
        price: priced.available ? money(priced.priceMinor, priced.currency) : null,
        check_in: item.check_in,
        check_out: item.check_out,
        reason: priced.message,
      };
    },

    async prepareHold(siteId, cartRef, locale, payment = {}) {
      const cart = await cartOfSite(cartRef, siteId);
      const mor = await deps.sites.merchantOfRecord(siteId);
      let paymentMethod: string = PaymentMethod.NOPAY;
      let intent: HeldIntent | null = null;
      if (mor && mor.type !== MerchantOfRecordType.NOPAY) {
        // A card site's payment is the intent create-payment-intent made for this cart: retrieved here, outside the
        // transaction (a network call), and its amount checked against the held total inside it.
        const intentId = payment.stripePaymentIntentId;
        if (!intentId) throw conflict('This site takes card payments: create the payment intent first, then hold with its id.');
        if (!deps.payments) throw new Error('a card hold needs the payment provider');
        const found = await deps.payments.retrieveIntent(intentId);
        const uuid = found.metadata[INTENT_METADATA.paymentUuid];
        if (found.metadata[INTENT_METADATA.cartRef] !== cart.ref || found.metadata[INTENT_METADATA.siteId] !== String(siteId) || !uuid) {
          throw conflict('The payment intent was not made for this cart.');
        }
        if (found.status === 'canceled') throw conflict('The payment intent was canceled; create a new one.');
        paymentMethod = found.payment_method_types.includes('card_present') ? PaymentMethod.STRIPE_TERMINAL : PaymentMethod.STRIPE;
        if (!mor.payment_method.includes(paymentMethod)) throw conflict(`This site does not take ${paymentMethod} payments.`);
        intent = { id: found.id, amountMinor: found.amount, currency: found.currency.toLowerCase(), paymentUuid: uuid };
      }
      // The cart's own holds that ran out (and were not swept yet) give their capacity back first: priced while they
      // still hold it, a departure they emptied would look sold out to the very cart that emptied it.
      await releaseOwnStaleHolds(cart.id);
      const stored = await repo.findReservations(db, cart.id);
      const priced = new Map<number, PricedItem | null>();
      for (const entry of stored) {
        if (HOLDABLE.includes(entry.reservation.status) || entry.reservation.status === ReservationStatus.HOLD) {
          priced.set(entry.reservation.id, await repriceStored(deps, siteId, entry, locale));
        }
      }
      const names = new Map<number, string>();
      const { map } = await serviceDetailsOf(catalogue, siteId, stored.map((r) => r.reservation.serviceId), locale);
      for (const [id, detail] of map) if (detail) names.set(id, detail.name);
      return { cart, priced, paymentMethod, providerRef: intent?.id ?? null, intent, order: payment.order ?? null, locale, names };
    },

    async hold(tx, { cart, priced, paymentMethod, providerRef, intent = null, order = null, locale, names = new Map<number, string>() }) {
      await repo.lockCart(tx, cart.id);
      const now = clock.now();
      const stored = await repo.findReservations(tx, cart.id);
      // A hold that ran out but was not swept yet gives its capacity back before the cart is held again.
      const stale = stored.filter((r) => r.reservation.status === ReservationStatus.HOLD && (r.reservation.holdExpiresAt?.getTime() ?? 0) <= now.getTime());
      if (stale.length) {
        await giveBack(tx, stale.map((r) => r.reservation.id), 'expired');
        for (const r of stale) r.reservation.status = ReservationStatus.CANCEL;
        await repo.setStatus(tx, stale.map((r) => r.reservation.id), ReservationStatus.CANCEL, now);
      }
      const stillHeld = stored.filter((r) => r.reservation.status === ReservationStatus.HOLD);
      const candidates = stored.filter((r) => HOLDABLE.includes(r.reservation.status));
      if (candidates.length === 0 && stillHeld.length === 0) {
        throw new HttpError('CONFLICT', { message: 'The cart has nothing left to hold.' });
      }
      const failures: FailedReservationInfo[] = [];
      const describe = (r: repo.ReservationRow, detail: Omit<FailedReservationInfo, 'reservation_id' | 'serviceable_id' | 'service_name'>): FailedReservationInfo => ({
        reservation_id: r.ref,
        serviceable_id: r.serviceId,
        service_name: names.get(r.serviceId) ?? '',
        ...detail,
      });
      for (const entry of candidates) {
        const quote = priced.get(entry.reservation.id);
        if (quote === undefined) {
          failures.push(describe(entry.reservation, { reason: 'not_in_cart_state', message: 'The reservation changed while it was being held; try again.', date: null }));
        } else if (quote === null || (!quote.available && quote.reason !== 'sold_out')) {
          failures.push(describe(entry.reservation, { reason: 'unavailable', message: quote?.message ?? 'This item can no longer be booked.', date: quote?.failedDate ?? null }));
        } else if (quote.priceMinor !== entry.reservation.priceMinor) {
          failures.push(describe(entry.reservation, { reason: 'price_changed', message: 'The price of this item has changed; review the cart.', date: null }));
        }
      }
      const ids = candidates.map((r) => r.reservation.id);
      if (failures.length === 0) {
        // Everything or nothing: the takes run in a savepoint, rolled back as a whole on the first miss.
        const missed = await tx
          .transaction(async (sp) => {
            const takes = candidates
              .flatMap((entry) => (priced.get(entry.reservation.id)?.takes ?? []).map((t) => ({ entry, take: t })))
              .sort((a, b) => takeKey(a.take).localeCompare(takeKey(b.take)));
            const misses: FailedReservationInfo[] = [];
            for (const { entry, take: item } of takes) {
              if (misses.some((m) => m.reservation_id === entry.reservation.ref)) continue;
              if (!(await take(sp, item))) {
                misses.push(
                  describe(entry.reservation, {
                    reason: 'sold_out',
                    message: item.kind === 'night' ? `No room of this type is left for the night of ${item.stayDate}.` : 'Not enough seats are left on this departure.',
                    date: item.kind === 'night' ? item.stayDate : item.date,
                  }),
                );
              }
            }
            if (misses.length) throw new HoldMiss(misses);
            await repo.insertHolds(
              sp,
              takes.map(({ entry, take: item }) => ({
                reservationId: entry.reservation.id,
                quantity: item.quantity,
                takenAt: now,
                ...(item.kind === 'activity' ? { activitySlotId: item.slotId } : {}),
                ...(item.kind === 'package' ? { packageSlotId: item.slotId } : {}),
                ...(item.kind === 'night' ? { roomTypeId: item.roomTypeId, ratePlanId: item.ratePlanId, stayDate: item.stayDate } : {}),
              })),
            );
            return [] as FailedReservationInfo[];
          })
          .catch((error: unknown) => {
            if (error instanceof HoldMiss) return error.misses;
            throw error;
          });
        failures.push(...missed);
      }
      if (failures.length) {
        await repo.setStatus(tx, ids, ReservationStatus.HOLD_FAILED, now);
        // A refused hold gives back what the cart still held too: the checkout releases the whole reservation.
        if (stillHeld.length) {
          await giveBack(tx, stillHeld.map((r) => r.reservation.id), 'cancel');
          await repo.setStatus(tx, stillHeld.map((r) => r.reservation.id), ReservationStatus.HOLD_FAILED, now);
        }
        await repo.failPendingPayments(tx, cart.id, now, 'hold_failed');
        return { cart_ref: cart.ref, reservation_status: ReservationStatus.HOLD_FAILED, hold_expires_at: null, failed_reservation_info: failures, payment_uuid: null };
      }
      const expiresAt = new Date(now.getTime() + deps.holdMinutes * 60_000);
      const held = [...candidates, ...stillHeld];
      const amountMinor = held.reduce((sum, r) => sum + r.reservation.priceMinor, 0);
      if (intent && (intent.amountMinor !== amountMinor || intent.currency !== cart.currency.toLowerCase())) {
        // The cart changed after the intent was made: the shopper would pay another sum than the one held.
        throw conflict("The payment intent's amount does not match the cart's total; create a new payment intent.");
      }
      await repo.setStatus(tx, held.map((r) => r.reservation.id), ReservationStatus.HOLD, now, expiresAt);
      // The hold yields the payment of the held total; a previous hold's pending payment is superseded. A card
      // payment takes the uuid create-payment-intent put in the intent's metadata; holding again with the same
      // intent keeps that payment (still PENDING), while a used one (paid, failed) needs a new intent.
      const reused = intent ? await repo.findPaymentByUuid(tx, intent.paymentUuid) : undefined;
      if (reused && !(reused.cartId === cart.id && reused.status === PaymentStatus.PENDING)) {
        throw conflict('This payment intent was already used; create a new one.');
      }
      if (!reused) await repo.failPendingPayments(tx, cart.id, now, 'superseded');
      const payment =
        reused ??
        (await repo.insertPayment(tx, {
          uuid: intent?.paymentUuid ?? randomUUID(),
          cartId: cart.id,
          amountMinor,
          currency: cart.currency,
          status: PaymentStatus.PENDING,
          method: paymentMethod,
          providerRef,
          createdAt: now,
          updatedAt: now,
        }));
      if (order) {
        await checkoutRepo.upsertOrder(tx, {
          paymentId: payment.id,
          cartId: cart.id,
          name: order.name ?? null,
          firstName: order.first_name,
          lastName: order.last_name,
          email: order.email,
          country: order.country,
          areaCode: order.area_code,
          phone: order.phone,
          locale: locale ?? DEFAULT_LOCALE,
          createdAt: now,
        });
      }
      await service.scheduleSweep({ tx, runAt: expiresAt });
      return { cart_ref: cart.ref, reservation_status: ReservationStatus.HOLD, hold_expires_at: expiresAt.toISOString(), payment_uuid: payment.uuid };
    },

    async cancel(tx, siteId, cartRef) {
      const cart = await cartOfSite(cartRef, siteId, tx);
      await repo.lockCart(tx, cart.id);
      const stored = await repo.findReservations(tx, cart.id);
      const open = stored.filter((r) => r.reservation.status === ReservationStatus.HOLD || r.reservation.status === ReservationStatus.HOLD_FAILED || r.reservation.status === ReservationStatus.IN_CART);
      if (stored.some((r) => r.reservation.status === ReservationStatus.CONFIRM)) {
        throw new HttpError('CONFLICT', { message: 'A confirmed reservation is cancelled through the customer area, not the checkout.' });
      }
      const ids = open.map((r) => r.reservation.id);
      const released = await giveBack(tx, ids, 'cancel');
      await repo.setStatus(tx, ids, ReservationStatus.CANCEL, clock.now());
      await repo.failPendingPayments(tx, cart.id, clock.now(), 'cancel');
      return { cart_ref: cart.ref, released, reservation_status: ReservationStatus.CANCEL };
    },

    async confirm(tx, siteId, cartRef) {
      const found = await cartOfSite(cartRef, siteId, tx);
      // The cart lock orders confirm after any hold, cancel or edit of this cart, and two confirms one after the
      // other; the row it returns is the newest version, so the second confirm sees the first one's close.
      const cart = (await repo.lockCart(tx, found.id)) ?? found;
      const rows = await repo.lockReservations(tx, cart.id);
      const answer = (list: repo.ReservationRow[], payment: repo.PaymentRow, already: boolean): ConfirmAnswer['data'] => ({
        cart_ref: cart.ref,
        reservation_status: ReservationStatus.CONFIRM,
        payment_uuid: payment.uuid,
        payment_status: PaymentStatus.PAID,
        already_confirmed: already,
        reservations: list.map((r) => ({ id: r.ref, booking_number: r.bookingNumber ?? '' })),
      });
      if (cart.confirmedAt) {
        const paid = await repo.findPaidPayment(tx, cart.id);
        if (!paid) throw new HttpError('CONFLICT', { message: 'The cart is closed.' });
        return answer(rows.filter((r) => r.status === ReservationStatus.CONFIRM), paid, true);
      }
      if (rows.length === 0) throw new HttpError('CONFLICT', { message: 'The cart is empty.' });
      const now = clock.now();
      // The sweep may not have run yet: the clock decides, not the status.
      if (rows.some((r) => r.status === ReservationStatus.HOLD && (r.holdExpiresAt?.getTime() ?? 0) <= now.getTime())) {
        throw new HttpError('HOLD_EXPIRED');
      }
      if (rows.some((r) => r.status !== ReservationStatus.HOLD)) {
        throw new HttpError('CONFLICT', { message: 'Every reservation of the cart must be held before it is confirmed; hold the cart again.' });
      }
      const pending = await repo.lockPendingPayment(tx, cart.id);
      if (!pending) throw new HttpError('CONFLICT', { message: 'The cart has no pending payment; hold it again.' });
      if (pending.method !== PaymentMethod.NOPAY) {
        throw new HttpError('CONFLICT', { message: 'This payment is confirmed by its payment provider, not by the storefront.' });
      }
      const { payment: paid, confirmed } = await confirmHeldCart(tx, { queue, sites: deps.sites, catalogue }, { cart, held: rows, payment: pending, now });
      return answer(confirmed, paid, false);
    },

    releaseConfirmedCapacity: (tx, reservationIds, reason) => giveBack(tx, reservationIds, reason, { confirmed: true }),

    expireHolds,

    async scheduleSweep({ tx, runAt } = {}) {
      await queue.enqueue(EXPIRE_HOLDS_JOB, {}, { ...(tx ? { tx } : {}), dedupeKey: EXPIRE_HOLDS_JOB, runAt: runAt ?? clock.now(), maxAttempts: 20 });
    },
  };
  return service;
}

class HoldMiss extends Error {
  constructor(readonly misses: FailedReservationInfo[]) {
    super('hold missed');
  }
}

/** The expiry sweep's job handler: idempotent (a release stamps each hold once), and it re-queues itself while holds remain. */
export function createBookingJobHandlers(service: Pick<CartService, 'expireHolds' | 'scheduleSweep'>, db: Db, clock: Clock) {
  return {
    [EXPIRE_HOLDS_JOB]: async () => {
      await service.expireHolds();
      await pruneIdempotencyKeys(db, clock.now());
      if ((await repo.countHeld(db)) > 0) await service.scheduleSweep({ runAt: new Date(clock.now().getTime() + EXPIRY_SWEEP_INTERVAL_MS) });
    },
  };
}
