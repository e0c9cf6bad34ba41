import { PaymentStatus, ReservationStatus } from 'shared-contracts/enums';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { heldUnit, takeCapacity } from '../../availability/capacity.service';
import type { PaymentProvider } from '../../payments/payment-provider';
import type { JobQueue } from '../../system/jobs/jobs.service';
import * as cartRepo from '../cart/cart.repo';
import * as repo from './checkout.repo';
import { confirmHeldCart, type ConfirmationDeps } from './confirmation';

/** What settlement reads of an intent (a retrieved PaymentIntent, or a webhook event's data.object). */
export interface SettlingIntent {
  id: string;
  status: string;
  amount: number;
  currency: string;
  metadata: Record<string, string>;
}

export type SettleOutcome =
  /** The payment was PENDING with its holds: confirmed. */
  | 'confirmed'
  /** The holds had expired and been released; the capacity was taken again and the payment confirmed. */
  | 'retaken'
  /** Paid but nothing can be delivered (capacity gone, or the payment was cancelled or superseded): refunded. */
  | 'refunded'
  /** Nothing to do: already paid, already refunded, not succeeded, or no payment for this intent. */
  | 'unchanged'
  /**
   * The intent's amount or currency is not the payment's: nothing is confirmed, and nothing refunded either (a
   * forged or altered event has no money behind it). The caller logs it for an operator.
   */
  | 'rejected';

export interface SettlementDeps extends ConfirmationDeps {
  clock: Clock;
  queue: JobQueue;
  payments: Pick<PaymentProvider, 'refund'>;
}

/** Why a verified event was refused (payment_events.rejected_reason): it does not pay for the payment it names. */
export const AMOUNT_MISMATCH = 'amount_or_currency_mismatch';

/** Whether the intent carries exactly the payment's money: minor units and currency (Stripe answers it lower-case). */
export const paysFor = (intent: Pick<SettlingIntent, 'amount' | 'currency'>, payment: { amountMinor: number; currency: string }) =>
  intent.amount === payment.amountMinor && intent.currency.toLowerCase() === payment.currency.toLowerCase();

/** Why a payment failed when its holds expired before the money came, and the capacity could not be taken again. */
export const HOLD_EXPIRED_FAILURE = 'hold_expired';
const refundKey = (intentId: string) => `refund:${intentId}`;

class RetakeMiss extends Error {
  constructor() {
    super('capacity gone');
  }
}

/**
 * Settles an intent the provider reports succeeded, in `tx`, exactly once per payment (cart, reservations and
 * payment are locked, and every branch ends in a state the next call leaves alone). An intent whose amount or
 * currency is not the payment's is `rejected` before any branch:
 *
 * - payment PENDING, reservations HOLD → confirmed exactly like a no-pay confirm (confirmHeldCart). A hold whose
 *   time ran out but that the sweep has not released still owns its capacity, so it is confirmed too.
 * - payment FAILED because the sweep released its holds (`expired`) → the same seats and nights are taken again
 *   with the hold's conditional updates; if all are still there the cart is confirmed, else every reservation is
 *   CONFIRM_FAILED, the payment FAILED `hold_expired`, and the intent refunded.
 * - payment FAILED otherwise (cancelled, superseded by a new hold) → refunded: nothing was delivered for it.
 *
 * The refund runs inside the transaction with an idempotency key: if the commit then fails, the redelivery
 * refunds again under the same key, which the provider answers with the first refund.
 */
export async function settleSucceededIntent(tx: Db, deps: SettlementDeps, intent: SettlingIntent): Promise<SettleOutcome> {
  if (intent.status !== 'succeeded') return 'unchanged';
  const found = await repo.findPaymentByProviderRef(tx, intent.id);
  if (!found) return 'unchanged';
  // Locks in the order every checkout path takes them (cart, reservations, payment), so none deadlocks with a
  // hold, cancel or sweep running on the same cart.
  const cart = await cartRepo.lockCart(tx, found.cartId);
  if (!cart) return 'unchanged';
  const rows = await cartRepo.lockReservations(tx, cart.id);
  const payment = await repo.lockPayment(tx, found.id);
  if (!payment || payment.status === PaymentStatus.PAID) return 'unchanged';
  if (payment.status === PaymentStatus.FAILED && payment.failureCode === HOLD_EXPIRED_FAILURE) return 'unchanged';
  // Behind the signature check, for Stripe as for the simulated provider: an event (or a retrieved intent) that says
  // 1 USD was paid never settles a 499 NOK booking, whatever its signature.
  if (!paysFor(intent, payment)) return 'rejected';
  const now = deps.clock.now();

  if (payment.status === PaymentStatus.PENDING) {
    const held = rows.filter((r) => r.status === ReservationStatus.HOLD);
    if (held.length > 0 && held.reduce((sum, r) => sum + r.priceMinor, 0) === payment.amountMinor) {
      await confirmHeldCart(tx, deps, { cart, held, payment, now });
      return 'confirmed';
    }
    // A PENDING payment without its holds cannot be delivered.
    await repo.failPayment(tx, payment.id, HOLD_EXPIRED_FAILURE, now);
    await deps.payments.refund(intent.id, undefined, { idempotencyKey: refundKey(intent.id) });
    return 'refunded';
  }

  if (payment.failureCode === 'expired') {
    const released = rows.filter((r) => r.status === ReservationStatus.CANCEL);
    const holds = await repo.releasedHolds(tx, released.map((r) => r.id), 'expired', payment.createdAt);
    const paidFor = released.filter((r) => holds.some((h) => h.reservationId === r.id));
    const matches = paidFor.length > 0 && paidFor.reduce((sum, r) => sum + r.priceMinor, 0) === payment.amountMinor;
    const retaken = matches && (await retake(tx, holds, now));
    if (retaken) {
      // The reservations are held again (for the length of this transaction) and the payment pending again, so
      // the confirmation is the very same as for a payment that arrived in time.
      await cartRepo.setStatus(tx, paidFor.map((r) => r.id), ReservationStatus.HOLD, now, now);
      const reopened = await repo.reopenPayment(tx, payment.id, now);
      if (!reopened) throw new Error(`payment ${payment.id} left FAILED under its lock`);
      await confirmHeldCart(tx, deps, { cart, held: paidFor.map((r) => ({ ...r, status: ReservationStatus.HOLD })), payment: reopened, now });
      return 'retaken';
    }
    await cartRepo.setStatus(tx, paidFor.map((r) => r.id), ReservationStatus.CONFIRM_FAILED, now);
    await repo.failPayment(tx, payment.id, HOLD_EXPIRED_FAILURE, now);
    await deps.payments.refund(intent.id, undefined, { idempotencyKey: refundKey(intent.id) });
    return 'refunded';
  }

  // Cancelled or superseded: the shopper's money bought nothing. The payment keeps its reason.
  await deps.payments.refund(intent.id, undefined, { idempotencyKey: refundKey(intent.id) });
  return 'refunded';
}

/** Takes the released holds' capacity again, all or nothing (a savepoint), and records new holds for it. */
async function retake(tx: Db, holds: cartRepo.CapacityHoldRow[], now: Date): Promise<boolean> {
  return tx
    .transaction(async (sp) => {
      for (const hold of holds) {
        const unit = heldUnit(hold);
        if (!unit || !(await takeCapacity(sp, unit, hold.quantity))) throw new RetakeMiss();
      }
      await repo.insertHolds(
        sp,
        holds.map((h) => ({
          reservationId: h.reservationId,
          activitySlotId: h.activitySlotId,
          packageSlotId: h.packageSlotId,
          roomTypeId: h.roomTypeId,
          ratePlanId: h.ratePlanId,
          stayDate: h.stayDate,
          quantity: h.quantity,
          takenAt: now,
        })),
      );
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof RetakeMiss) return false;
      throw error;
    });
}
