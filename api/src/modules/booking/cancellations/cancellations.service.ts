import { money } from 'shared-contracts/catalogue';
import { REFUND } from 'shared-contracts/constants';
import {
  type CustomerCancelAnswer,
  type CustomerCancelBody,
  type CustomerCancellationPolicy,
} from 'shared-contracts/customer';
import { CancellationOrigin, PaymentMethod, PaymentStatus, ReservationStatus, ServiceTypeId, type ServiceTypeName } from 'shared-contracts/enums';
import { describeErrorForLog, type Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { HttpError } from '../../../lib/http-error';
import type { BookedService, CatalogueService } from '../../core/catalogue/catalogue.service';
import type { SiteFactsService } from '../../core/partner-sites/partner-sites.service';
import type { UsersService } from '../../core/users/users.service';
import { isPaymentError, type PaymentProvider, type Refund } from '../../payments/payment-provider';
import type { JobHandlers, JobQueue } from '../../system/jobs/jobs.service';
import { sendAll, type MailMessage, type Mailer } from '../../system/mail/mail.service';
import type { CartService } from '../cart/cart.service';
import { type IdempotentRequest, runIdempotent } from '../idempotency/idempotency';
import { mailLocaleOf, type MailLocale } from '../notifications/booking-confirmed-mail';
import { toCancellationRecord } from '../reservations/reservations.service';
import { type CancelledBookingView, composeGuestCancellationMail, composeSupplierCancellationMail } from './cancellation-mail';
import { cancellationSource, reverseTo } from '../earnings/earnings.ledger';
import * as repo from './cancellations.repo';
import { findOwnedReservation } from './cancellations.repo';
import { bookingStart, refundAt, refundMinor, type RefundNow, type RefundTier } from './refund-policy';

/** Queued in the transaction that ends a cancellation: `{ cancellation_id, outcome }`, outcome completed or failed. */
export const CANCELLATION_MAIL_JOB = 'mail.reservation-cancelled';
export type CancellationMailOutcome = 'completed' | 'failed';
export const cancellationMailJobKey = (cancellationId: number, outcome: CancellationMailOutcome) => `${CANCELLATION_MAIL_JOB}:${cancellationId}:${outcome}`;
export const guestCancellationMailKey = (cancellationId: number, outcome: CancellationMailOutcome) => `${CANCELLATION_MAIL_JOB}:${cancellationId}:guest:${outcome}`;
export const supplierCancellationMailKey = (cancellationId: number, supplierUserId: number) => `${CANCELLATION_MAIL_JOB}:${cancellationId}:supplier:${supplierUserId}`;

/** The provider's idempotency key of a cancellation's refund: a resumed cancellation refunds under the same one. */
export const cancellationRefundKey = (cancellationId: number) => `cancel-${cancellationId}`;

/**
 * How long a pending claim belongs to the call that made (or resumed) it. Within it another cancel call answers
 * the pending record instead of calling the provider too (two concurrent calls under one idempotency key are an
 * error at Stripe, which would wrongly fail the cancellation). After it, the claim is taken to be abandoned (a
 * crash between the claim and the outcome) and the next call resumes it.
 */
export const CANCELLATION_CLAIM_LEASE_MS = 2 * 60_000;

/**
 * `booking.cancellation-resume` { cancellation_id }: queued with every refund claim, in the claim's transaction, to
 * run once its lease has passed. A claim still pending then was abandoned (the process died between the claim and
 * the outcome): the job finishes it under the same provider key, so no cancellation waits for the guest to retry.
 */
export const CANCELLATION_RESUME_JOB = 'booking.cancellation-resume';
const resumeJobKey = (cancellationId: number) => `${CANCELLATION_RESUME_JOB}:${cancellationId}`;

/** Why the refund failed when the provider answered a refund that is not going through. */
const refundOutcomeFailure = (refund: Refund) => `refund_${refund.status}`;

const TYPE_NAMES = Object.fromEntries(Object.entries(ServiceTypeId).map(([name, id]) => [id, name])) as Record<number, ServiceTypeName>;

export interface CancellationServiceDeps {
  db: Db;
  clock: Clock;
  queue: JobQueue;
  payments: Pick<PaymentProvider, 'refund'>;
  /** The release of the capacity a confirmed reservation sold (the cart's, as for an expired hold). */
  capacity: Pick<CartService, 'releaseConfirmedCapacity'>;
  /** The booked service's time zone, cancellation tiers and check-in time. */
  catalogue: Pick<CatalogueService, 'bookedServices'>;
  log?: Pick<Console, 'warn'>;
}

export type CancelAnswerData = CustomerCancelAnswer['data'];

/**
 * A guest's cancellation of their own booking (ADR 0007). The guest is named by `guestEmail`: a booking is theirs
 * when it is on the e-mail of the order of its cart's deciding payment, and anyone else's answers 404 like a missing one.
 */
export interface CancellationService {
  /** What cancelling the guest's reservation now would refund. 404 when it is not theirs. */
  policy(guestEmail: string, reservationRef: string): Promise<CustomerCancellationPolicy>;
  /**
   * Cancels the guest's reservation: claim (Tx1), provider refund, outcome (Tx2). Idempotent per reservation;
   * `request` carries the optional Idempotency-Key of the call.
   */
  cancel(guestEmail: string, reservationRef: string, body: CustomerCancelBody, request: IdempotentRequest): Promise<{ data: CancelAnswerData; replayed: boolean }>;
  /** Finishes a refund claim whose lease has passed (the resume job); a settled or live claim is left alone. */
  resumeAbandoned(cancellationId: number): Promise<void>;
  /**
   * The supplier cancels a confirmed booking (bulk cancellation, issue 13 §1): origin SUPPLIER, everything paid
   * refunded, whenever it starts. Idempotent per reservation: an existing cancellation is answered as it stands,
   * and a claim abandoned past its lease is finished under its own provider key, so money goes back once.
   */
  cancelBySupplier(reservationId: number, reason: string | null): Promise<SupplierCancelOutcome>;
  /**
   * Tries a failed refund again under a new provider key (`attempt` 1, 2, …: one key per attempt, so the provider
   * does not answer the first attempt's failure again); a cancellation not failed is answered as it stands.
   */
  retryFailedRefund(cancellationId: number, attempt: number): Promise<SupplierCancelOutcome>;
  /**
   * The back office's view of one booking's cancellation terms (ADR 0019): its tiers, today's policy refund, what was
   * paid and refunded. Visibility is the caller's job (core/panel-reservations); 404 when the booking does not exist.
   */
  panelTerms(reservationId: number): Promise<PanelCancelTerms>;
  /**
   * Cancels a confirmed booking from the back office (ADR 0019): origin SUPPLIER, refunding `refundMinor` (default:
   * the policy's refund, at any time), 0..paid-minus-refunded. Same claim → refund → cancel path as ADR 0007.
   */
  cancelFromPanel(reservationId: number, refundMinor: number | undefined, reason: string | null): Promise<{ outcome: SupplierCancelOutcome; data: CancelAnswerData }>;
}

/** One booking's cancellation terms as the back office sees them (ADR 0019). */
export interface PanelCancelTerms {
  reservationId: number;
  status: ReservationStatus;
  currency: string;
  tiers: RefundTier[];
  refund: RefundNow;
  /** The policy's refund today, capped at maxRefundMinor. */
  policyRefundMinor: number;
  paidMinor: number;
  refundedMinor: number;
  maxRefundMinor: number;
  refundable: boolean;
}

/** Tx1's result: an answer (nothing left to do, or someone else is on it), or a claimed refund to make now. */
type Claim =
  | { kind: 'answer'; data: CancelAnswerData }
  | { kind: 'refund'; reservationId: number; cancellationId: number; intentId: string; amountMinor: number; idempotencyKey?: string };

/** Who cancels, and on what terms: the guest by the policy's tiers; the supplier (bulk cancellation) in full, any time. */
interface CancelTerms {
  origin: CancellationOrigin;
  fullRefund: boolean;
  /** The back office's chosen refund (ADR 0019): this amount whenever the booking starts. */
  amountMinor?: number;
}
const GUEST_TERMS: CancelTerms = { origin: CancellationOrigin.CLIENT, fullRefund: false };
const SUPPLIER_TERMS: CancelTerms = { origin: CancellationOrigin.SUPPLIER, fullRefund: true };

/** How a supplier's cancellation of one booking ended: done, refused for good (failed refund), or still under way. */
export type SupplierCancelOutcome =
  | { status: 'succeeded'; cancellationId: number | null }
  | { status: 'failed'; cancellationId: number; failureCode: string }
  | { status: 'pending'; cancellationId: number };

interface Quote {
  tiers: RefundTier[];
  refund: RefundNow;
  /** price × percentage, whether or not anything was paid. */
  amountMinor: number;
  /** The booking was paid through a provider (card, terminal): there is money to give back. */
  paidThroughProvider: boolean;
  started: boolean;
}

const notFound = () => new HttpError('NOT_FOUND', { message: 'The reservation was not found.' });
const conflict = (message: string) => new HttpError('CONFLICT', { message });

/** When the booked service starts (refund-policy bookingStart), in `zone`; null when the reservation has no items. */
async function startOf(db: Db, reservation: Pick<repo.ReservationRow, 'id'>, service: BookedService | undefined, zone: string) {
  const items = await repo.findBookedItems(db, reservation.id);
  return bookingStart({ ...items, hotelCheckInTime: service?.hotel?.checkInTime ?? null }, zone);
}

/** The service's name in `locale`, else in English, else in any language. */
function serviceNameIn(service: BookedService | undefined, locale: string): string | undefined {
  if (!service) return undefined;
  return service.names[locale] ?? service.names.en ?? Object.values(service.names)[0];
}

export function createCancellationService(deps: CancellationServiceDeps): CancellationService {
  const { db, clock, queue, log = console } = deps;

  const answer = (reservation: repo.ReservationRow, status: number, cancellation: repo.CancellationRow): CancelAnswerData => ({
    uuid: reservation.ref,
    status: status as ReservationStatus,
    cancellation: toCancellationRecord(cancellation),
  });

  async function quote(tx: Db, owned: repo.OwnedReservation): Promise<Quote> {
    const r = owned.reservation;
    const service = (await deps.catalogue.bookedServices([r.serviceId], { tx })).get(r.serviceId);
    const start = service ? await startOf(tx, r, service, service.timeZone) : null;
    if (!service || !start) throw new Error(`reservation ${r.id}: no service terms or start to price a cancellation with`);
    // The policy lists the tiers from the shortest notice up.
    const tiers = [...service.tiers].sort((a, b) => a.hours - b.hours);
    const refund = refundAt(tiers, start, clock.now());
    const { payment } = owned;
    return {
      tiers,
      refund,
      amountMinor: refundMinor(r.priceMinor, refund.refund_percentage),
      paidThroughProvider: payment.status === PaymentStatus.PAID && payment.providerRef !== null && payment.method !== PaymentMethod.NOPAY,
      started: refund.hours_left <= 0,
    };
  }

  /**
   * The success path, in `tx` under the reservation's lock: CANCEL, capacity back once, earnings reversed (the ledger
   * brought to `keptMinor`, what was paid less the refund; ADR 0017), mails queued.
   */
  async function completeCancellation(tx: Db, reservationId: number, cancellationId: number, now: Date, keptMinor: number) {
    await repo.setReservationStatus(tx, reservationId, ReservationStatus.CANCEL, now);
    await deps.capacity.releaseConfirmedCapacity(tx, [reservationId], 'cancel');
    await reverseTo(tx, reservationId, keptMinor, cancellationSource(cancellationId), now);
    await queue.enqueue(
      CANCELLATION_MAIL_JOB,
      { cancellation_id: cancellationId, outcome: 'completed' },
      { tx, dedupeKey: cancellationMailJobKey(cancellationId, 'completed') },
    );
  }

  /** Tx1: checks the reservation may be cancelled and claims the cancellation (or finds the existing one). */
  async function claim(tx: Db, owned: repo.OwnedReservation, reason: string | null, terms: CancelTerms = GUEST_TERMS): Promise<Claim> {
    const now = clock.now();
    const reservation = await repo.lockReservation(tx, owned.reservation.id);
    if (!reservation) throw notFound();
    const existing = await repo.findCancellation(tx, reservation.id);
    if (existing) {
      if (existing.refundStatus === 'pending' && owned.payment.providerRef !== null) {
        if (now.getTime() - existing.updatedAt.getTime() < CANCELLATION_CLAIM_LEASE_MS) {
          return { kind: 'answer', data: answer(reservation, reservation.status, existing) };
        }
        // Abandoned: take the claim over (a fresh lease) and refund under the claim's own key.
        await repo.updateCancellation(tx, existing.id, ['pending'], { updatedAt: now });
        await scheduleResume(tx, existing.id, now);
        return { kind: 'refund', reservationId: reservation.id, cancellationId: existing.id, intentId: owned.payment.providerRef, amountMinor: existing.refundAmountMinor };
      }
      return { kind: 'answer', data: answer(reservation, reservation.status, existing) };
    }
    if (reservation.status === ReservationStatus.CANCEL) throw conflict('This booking is already cancelled.');
    if (reservation.status === ReservationStatus.CANCELLATION_FAILED) throw conflict('This booking is already being cancelled; an administrator is finishing it.');
    if (reservation.status !== ReservationStatus.CONFIRM) throw conflict('This booking is not confirmed, so it cannot be cancelled.');
    const q = await quote(tx, { ...owned, reservation });
    if (q.started && !terms.fullRefund && terms.amountMinor === undefined) throw conflict('This booking can no longer be cancelled online: it has already started.');
    // Pay later (or 0 %): nothing goes back, and the cancellation is complete at once.
    const amountMinor = q.paidThroughProvider ? (terms.amountMinor ?? (terms.fullRefund ? reservation.priceMinor : q.amountMinor)) : 0;
    if (amountMinor > reservation.priceMinor) throw conflict('The refund cannot be more than what was paid.');
    const percentage =
      terms.amountMinor !== undefined
        ? reservation.priceMinor > 0
          ? Math.round((amountMinor * 100) / reservation.priceMinor)
          : 0
        : terms.fullRefund
          ? REFUND.full
          : q.refund.refund_percentage;
    const cancellation = await repo.insertCancellation(tx, {
      reservationId: reservation.id,
      origin: terms.origin,
      reason,
      refundPercentage: percentage,
      refundAmountMinor: amountMinor,
      currency: reservation.currency,
      refundStatus: amountMinor > 0 ? 'pending' : 'not_required',
      createdAt: now,
      updatedAt: now,
    });
    if (amountMinor === 0 || owned.payment.providerRef === null) {
      // Paid through the provider and nothing refunded: all is kept. Pay later: nothing was or will be collected.
      await completeCancellation(tx, reservation.id, cancellation.id, now, q.paidThroughProvider ? reservation.priceMinor : 0);
      return { kind: 'answer', data: answer(reservation, ReservationStatus.CANCEL, cancellation) };
    }
    await scheduleResume(tx, cancellation.id, now);
    return { kind: 'refund', reservationId: reservation.id, cancellationId: cancellation.id, intentId: owned.payment.providerRef, amountMinor };
  }

  /** In the claim's transaction: the check-up that finishes the claim if nobody else does before its lease ends. */
  async function scheduleResume(tx: Db, cancellationId: number, now: Date) {
    const runAt = new Date(now.getTime() + CANCELLATION_CLAIM_LEASE_MS + 1000);
    await queue.enqueue(CANCELLATION_RESUME_JOB, { cancellation_id: cancellationId }, { tx, runAt, dedupeKey: resumeJobKey(cancellationId) });
  }

  /** Outside any transaction: the provider call, then Tx2 records its outcome, whichever it was, all or nothing. */
  async function refundAndSettle(step: Extract<Claim, { kind: 'refund' }>): Promise<CancelAnswerData> {
    let refund: Refund | undefined;
    let failureCode: string | undefined;
    try {
      refund = await deps.payments.refund(step.intentId, step.amountMinor, { idempotencyKey: step.idempotencyKey ?? cancellationRefundKey(step.cancellationId) });
      if (refund.status === 'failed' || refund.status === 'canceled') failureCode = refundOutcomeFailure(refund);
    } catch (error) {
      failureCode = isPaymentError(error) ? error.code : 'refund_failed';
      log.warn(`[cancellation] refund of cancellation ${step.cancellationId} failed (${failureCode}):`, describeErrorForLog(error));
    }
    return db.transaction(async (tx) => {
      const now = clock.now();
      const reservation = await repo.lockReservation(tx, step.reservationId);
      if (!reservation) throw notFound();
      if (failureCode === undefined && refund) {
        // A refund the provider made always completes the cancellation, even one a concurrent caller marked failed.
        const done = await repo.updateCancellation(tx, step.cancellationId, ['pending', 'failed'], {
          refundStatus: 'succeeded',
          providerRefundId: refund.id,
          failureCode: null,
          updatedAt: now,
        });
        if (done && (reservation.status === ReservationStatus.CONFIRM || reservation.status === ReservationStatus.CANCELLATION_FAILED)) {
          await completeCancellation(tx, reservation.id, done.id, now, reservation.priceMinor - done.refundAmountMinor);
          return answer(reservation, ReservationStatus.CANCEL, done);
        }
      } else {
        const failed = await repo.updateCancellation(tx, step.cancellationId, ['pending'], { refundStatus: 'failed', failureCode: failureCode ?? 'refund_failed', updatedAt: now });
        if (failed) {
          await repo.setReservationStatus(tx, reservation.id, ReservationStatus.CANCELLATION_FAILED, now);
          await queue.enqueue(CANCELLATION_MAIL_JOB, { cancellation_id: failed.id, outcome: 'failed' }, { tx, dedupeKey: cancellationMailJobKey(failed.id, 'failed') });
          return answer(reservation, ReservationStatus.CANCELLATION_FAILED, failed);
        }
      }
      // Someone else recorded the outcome first: answer it as it stands.
      const current = await repo.findCancellation(tx, reservation.id);
      if (!current) throw new Error(`cancellation ${step.cancellationId} vanished`);
      return answer(reservation, reservation.status, current);
    });
  }

  /** How the reservation's cancellation stands now, read after the steps above. */
  async function outcomeFor(reservationId: number): Promise<SupplierCancelOutcome> {
    const row = await repo.findCancellation(db, reservationId);
    if (!row) return { status: 'succeeded', cancellationId: null };
    if (row.refundStatus === 'failed') return { status: 'failed', cancellationId: row.id, failureCode: row.failureCode ?? 'refund_failed' };
    if (row.refundStatus === 'pending') return { status: 'pending', cancellationId: row.id };
    return { status: 'succeeded', cancellationId: row.id };
  }

  return {
    async policy(guestEmail, reservationRef) {
      const owned = await findOwnedReservation(db, reservationRef, guestEmail);
      if (!owned) throw notFound();
      const r = owned.reservation;
      const q = await quote(db, owned);
      return {
        cancellation_hours: q.refund.cancellation_time,
        refund_percentage: q.refund.refund_percentage,
        service_type: TYPE_NAMES[r.serviceType] ?? 'activities',
        price: money(r.priceMinor, r.currency),
        currency_code: r.currency,
        refund_amount: money(q.amountMinor, r.currency),
        refund_available: q.amountMinor > 0 && q.paidThroughProvider,
        can_cancel: r.status === ReservationStatus.CONFIRM && !q.started,
        free_cancellation_until: q.refund.free_cancellation_until,
        cancellation_policy: q.tiers,
        payment_method: owned.payment.method,
      };
    },

    async cancel(guestEmail, reservationRef, body, request) {
      const owned = await findOwnedReservation(db, reservationRef, guestEmail);
      if (!owned) throw notFound();
      const reason = body.reason?.trim() || null;
      const first = await runIdempotent(db, clock, request, async (tx) => ({ status: 200, body: await claim(tx, owned, reason) }));
      // A replayed key: its claim exists; read it as it stands now (done, pending with another caller, or abandoned).
      const step = first.replayed ? await db.transaction((tx) => claim(tx, owned, reason)) : (first.body as Claim);
      const data = step.kind === 'answer' ? step.data : await refundAndSettle(step);
      return { data, replayed: first.replayed };
    },

    async resumeAbandoned(cancellationId) {
      const step = await db.transaction(async (tx): Promise<Extract<Claim, { kind: 'refund' }> | null> => {
        const now = clock.now();
        const found = await repo.findCancellationById(tx, cancellationId);
        if (!found || found.refundStatus !== 'pending') return null;
        const reservation = await repo.lockReservation(tx, found.reservationId);
        const facts = await repo.findCancellationFacts(tx, cancellationId);
        if (!reservation || !facts || facts.cancellation.refundStatus !== 'pending') return null;
        const intentId = facts.payment?.providerRef ?? null;
        if (intentId === null) return null;
        const age = now.getTime() - facts.cancellation.updatedAt.getTime();
        if (age < CANCELLATION_CLAIM_LEASE_MS) {
          // Someone took the claim over since this check-up was queued: check again when their lease ends.
          await scheduleResume(tx, cancellationId, facts.cancellation.updatedAt);
          return null;
        }
        await repo.updateCancellation(tx, cancellationId, ['pending'], { updatedAt: now });
        await scheduleResume(tx, cancellationId, now);
        return { kind: 'refund', reservationId: reservation.id, cancellationId, intentId, amountMinor: facts.cancellation.refundAmountMinor };
      });
      if (step) await refundAndSettle(step);
    },

    async cancelBySupplier(reservationId, reason) {
      const owned = await repo.findReservationForCancellation(db, reservationId);
      if (!owned) throw notFound();
      const step = await db.transaction(async (tx) => {
        const existing = await repo.findCancellation(tx, reservationId);
        // A booking cancelled (or being cancelled) already is left as it stands, whoever cancelled it.
        if (existing && existing.refundStatus !== 'pending') return null;
        const current = await repo.lockReservation(tx, reservationId);
        if (!existing && current?.status !== ReservationStatus.CONFIRM) return null;
        return claim(tx, owned, reason, SUPPLIER_TERMS);
      });
      if (step !== null && step.kind === 'refund') await refundAndSettle(step);
      return outcomeFor(reservationId);
    },

    async panelTerms(reservationId) {
      const owned = await repo.findReservationForCancellation(db, reservationId);
      if (!owned) throw notFound();
      const r = owned.reservation;
      const q = await quote(db, owned);
      const existing = await repo.findCancellation(db, r.id);
      const paidMinor = q.paidThroughProvider ? r.priceMinor : 0;
      const refundedMinor = existing && existing.refundStatus === 'succeeded' ? existing.refundAmountMinor : 0;
      const maxRefundMinor = Math.max(0, paidMinor - refundedMinor);
      return {
        reservationId: r.id,
        status: r.status as ReservationStatus,
        currency: r.currency,
        tiers: q.tiers,
        refund: q.refund,
        policyRefundMinor: Math.min(q.paidThroughProvider ? q.amountMinor : 0, maxRefundMinor),
        paidMinor,
        refundedMinor,
        maxRefundMinor,
        refundable: q.paidThroughProvider && maxRefundMinor > 0,
      };
    },

    async cancelFromPanel(reservationId, refundMinor, reason) {
      const owned = await repo.findReservationForCancellation(db, reservationId);
      if (!owned) throw notFound();
      const step = await db.transaction(async (tx) => {
        const current = await repo.lockReservation(tx, reservationId);
        if (!current) throw notFound();
        if (await repo.findCancellation(tx, reservationId)) throw conflict('This booking is already cancelled or being cancelled.');
        if (current.status !== ReservationStatus.CONFIRM) throw conflict('Only a confirmed booking can be cancelled.');
        let amountMinor = refundMinor;
        if (amountMinor === undefined) {
          const q = await quote(tx, { ...owned, reservation: current });
          amountMinor = q.paidThroughProvider ? q.amountMinor : 0;
        }
        return claim(tx, owned, reason, { origin: CancellationOrigin.SUPPLIER, fullRefund: false, amountMinor });
      });
      const data = step.kind === 'answer' ? step.data : await refundAndSettle(step);
      return { outcome: await outcomeFor(reservationId), data };
    },

    async retryFailedRefund(cancellationId, attempt) {
      const found = await repo.findCancellationById(db, cancellationId);
      if (!found) throw notFound();
      const step = await db.transaction(async (tx) => {
        const reservation = await repo.lockReservation(tx, found.reservationId);
        const facts = await repo.findCancellationFacts(tx, cancellationId);
        const intentId = facts?.payment?.providerRef ?? null;
        if (!reservation || !facts || facts.cancellation.refundStatus !== 'failed' || intentId === null) return null;
        const now = clock.now();
        await repo.updateCancellation(tx, cancellationId, ['failed'], { refundStatus: 'pending', failureCode: null, updatedAt: now });
        await scheduleResume(tx, cancellationId, now);
        return {
          kind: 'refund' as const,
          reservationId: reservation.id,
          cancellationId,
          intentId,
          amountMinor: facts.cancellation.refundAmountMinor,
          idempotencyKey: `${cancellationRefundKey(cancellationId)}-retry-${attempt}`,
        };
      });
      if (step) await refundAndSettle(step);
      return outcomeFor(found.reservationId);
    },
  };
}

export interface CancellationMailDeps {
  db: Db;
  catalogue: Pick<CatalogueService, 'bookedServices'>;
  sites: Pick<SiteFactsService, 'identity'>;
  users: Pick<UsersService, 'findLoginAccountById'>;
  mailer: Mailer;
  log?: Pick<Console, 'warn'>;
}

/** The resume job's handler (background.ts): idempotent, since only a pending claim past its lease is touched. */
export function createCancellationJobHandlers(service: Pick<CancellationService, 'resumeAbandoned'>): JobHandlers {
  return {
    async [CANCELLATION_RESUME_JOB](payload) {
      const id = (payload ?? {}) as { cancellation_id?: unknown };
      if (typeof id.cancellation_id !== 'number') throw new Error(`${CANCELLATION_RESUME_JOB}: payload without cancellation_id`);
      await service.resumeAbandoned(id.cancellation_id);
    },
  };
}

/**
 * `mail.reservation-cancelled` { cancellation_id, outcome }: for a completed cancellation the guest's notice (in the
 * order's locale) and the supplier's; for a failed refund only the guest's "we are finishing it". Each message has
 * its own dedupe key, so a retried job sends only what did not go out.
 */
export function createCancellationMailHandlers({ db, catalogue, sites, users, mailer, log = console }: CancellationMailDeps): JobHandlers {
  return {
    async [CANCELLATION_MAIL_JOB](payload) {
      const { cancellation_id: rawId, outcome } = (payload ?? {}) as { cancellation_id?: unknown; outcome?: unknown };
      const cancellationId = Number(rawId);
      if (!Number.isInteger(cancellationId) || (outcome !== 'completed' && outcome !== 'failed')) {
        throw new Error(`${CANCELLATION_MAIL_JOB}: payload without cancellation_id or outcome`);
      }
      const facts = await repo.findCancellationFacts(db, cancellationId);
      if (!facts) {
        log.warn(`[jobs] ${CANCELLATION_MAIL_JOB}: cancellation ${cancellationId} not found; nothing sent`);
        return;
      }
      const { cancellation, reservation, order } = facts;
      const expected: readonly string[] = outcome === 'completed' ? ['succeeded', 'not_required'] : ['failed'];
      if (!expected.includes(cancellation.refundStatus)) {
        log.warn(`[jobs] ${CANCELLATION_MAIL_JOB}: cancellation ${cancellationId} is ${cancellation.refundStatus}, not ${outcome}; nothing sent`);
        return;
      }
      const service = (await catalogue.bookedServices([reservation.serviceId])).get(reservation.serviceId);
      // The date the mail names; the zone does not change a local date.
      const start = await startOf(db, reservation, service, 'UTC');
      const site = (facts.siteId !== null ? (await sites.identity(facts.siteId))?.name : undefined) ?? 'Wayhub';
      const booking = (locale: MailLocale): CancelledBookingView => ({
        bookingNumber: reservation.bookingNumber ?? `#${reservation.id}`,
        serviceName: serviceNameIn(service, locale) ?? `#${reservation.serviceId}`,
        date: start?.date ?? reservation.createdAt.toISOString().slice(0, 10),
        time: start?.time ?? null,
        refundPercentage: cancellation.refundPercentage,
        refund: { minor: cancellation.refundAmountMinor, currency: cancellation.currency },
      });

      const messages: MailMessage[] = [];
      if (order) {
        const locale = mailLocaleOf(order.locale);
        const bySupplier = cancellation.origin === CancellationOrigin.SUPPLIER ? { bySupplier: { reason: cancellation.reason } } : {};
        const mail = composeGuestCancellationMail({ locale, siteName: site, firstName: order.firstName, booking: booking(locale), outcome, ...bySupplier });
        messages.push({ dedupeKey: guestCancellationMailKey(cancellation.id, outcome), to: order.email, subject: mail.subject, body: mail.text, html: mail.html });
      } else {
        log.warn(`[jobs] ${CANCELLATION_MAIL_JOB}: cancellation ${cancellationId} has no order; the guest is not notified`);
      }
      // The supplier's notice tells of a guest's cancellation; a supplier who cancelled knows already.
      if (outcome === 'completed' && cancellation.origin !== CancellationOrigin.SUPPLIER) {
        const supplierId = service?.supplierUserId;
        const supplier = supplierId === undefined ? undefined : await users.findLoginAccountById(supplierId);
        if (supplier && supplierId !== undefined) {
          const guestName = order ? order.name?.trim() || `${order.firstName} ${order.lastName}` : 'not recorded';
          const mail = composeSupplierCancellationMail({ siteName: site, booking: booking('en'), guestName, reason: cancellation.reason });
          messages.push({
            dedupeKey: supplierCancellationMailKey(cancellation.id, supplierId),
            to: supplier.email,
            ...(order ? { replyTo: order.email } : {}),
            subject: mail.subject,
            body: mail.text,
            html: mail.html,
          });
        } else {
          log.warn(`[jobs] ${CANCELLATION_MAIL_JOB}: the supplier of reservation ${reservation.id} is unknown; not notified`);
        }
      }

      await sendAll(mailer, messages, CANCELLATION_MAIL_JOB, `of cancellation ${cancellationId}`);
    },
  };
}
