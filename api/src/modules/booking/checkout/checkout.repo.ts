import { and, asc, desc, eq, gte, inArray, isNotNull } from 'drizzle-orm';
import { PaymentStatus } from 'shared-contracts/enums';
import type { Db } from '../../../db/client';
import { capacityHolds, orders, paymentEvents, paymentIntentStates, payments } from '../../../db/schema/booking';
import type { IntentEventState, PaymentEventOutcome } from '../../payments/payment-events';
import type { CapacityHoldRow, PaymentRow } from '../cart/cart.repo';

export type OrderRow = typeof orders.$inferSelect;

/** The newest payment made for a provider intent. */
export async function findPaymentByProviderRef(db: Db, providerRef: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.providerRef, providerRef)).orderBy(desc(payments.id)).limit(1);
  return row;
}

export async function lockPayment(tx: Db, paymentId: number): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  return row;
}

/** The cart's newest payment that went to a provider (cancel-reservation cancels its intent). */
export async function latestProviderPayment(db: Db, cartId: number): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.cartId, cartId), isNotNull(payments.providerRef)))
    .orderBy(desc(payments.id))
    .limit(1);
  return row;
}

/** FAILED → PENDING again, conditionally: a paid intent whose holds expired got its capacity back. */
export async function reopenPayment(tx: Db, paymentId: number, at: Date): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .update(payments)
    .set({ status: PaymentStatus.PENDING, failureCode: null, updatedAt: at })
    .where(and(eq(payments.id, paymentId), eq(payments.status, PaymentStatus.FAILED)))
    .returning();
  return row;
}

export async function failPayment(tx: Db, paymentId: number, failureCode: string, at: Date): Promise<void> {
  await tx.update(payments).set({ status: PaymentStatus.FAILED, failureCode, updatedAt: at }).where(eq(payments.id, paymentId));
}

/** A new hold records the order again (a corrected e-mail wins); a re-hold of the same payment overwrites it. */
export async function upsertOrder(tx: Db, row: typeof orders.$inferInsert): Promise<void> {
  const { paymentId: _paymentId, createdAt: _createdAt, ...changes } = row;
  await tx.insert(orders).values(row).onConflictDoUpdate({ target: orders.paymentId, set: changes });
}

export async function findOrder(db: Db, paymentId: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.paymentId, paymentId));
  return row;
}

/** The holds these reservations once had that a release gave back, for the given reason, taken at or after `since`. */
export async function releasedHolds(tx: Db, reservationIds: number[], reason: string, since: Date): Promise<CapacityHoldRow[]> {
  if (reservationIds.length === 0) return [];
  return tx
    .select()
    .from(capacityHolds)
    .where(
and(inArray(capacityHolds.reservationId, reservationIds), eq(capacityHolds.releaseReason, reason), gte(capacityHolds.takenAt, since)),
    )
    .orderBy(asc(capacityHolds.id));
}

export async function insertHolds(tx: Db, rows: (typeof capacityHolds.$inferInsert)[]): Promise<void> {
  if (rows.length) await tx.insert(capacityHolds).values(rows);
}

/**
 * True the first time an event id is claimed in a committed transaction (INSERT … ON CONFLICT DO NOTHING). A
 * refused event is claimed with its reason, so its redeliveries are duplicates.
 */
export async function claimEvent(
  tx: Db,
  event: { id: string; type: string; intentId: string | null; rejectedReason?: string },
  at: Date,
): Promise<boolean> {
  const claimed = await tx
    .insert(paymentEvents)
    .values({ eventId: event.id, type: event.type, intentId: event.intentId, receivedAt: at, rejectedReason: event.rejectedReason ?? null })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.eventId });
  return claimed.length > 0;
}

/** The intent's state, locked: two events of one intent are decided one after the other. */
export async function lockIntentState(tx: Db, intentId: string): Promise<IntentEventState | undefined> {
  const [row] = await tx.select().from(paymentIntentStates).where(eq(paymentIntentStates.intentId, intentId)).for('update');
  return row ? { intentId: row.intentId, outcome: row.outcome as PaymentEventOutcome, eventId: row.eventId, created: row.created } : undefined;
}

export async function putIntentState(tx: Db, state: IntentEventState): Promise<void> {
  await tx
    .insert(paymentIntentStates)
    .values(state)
    .onConflictDoUpdate({ target: paymentIntentStates.intentId, set: { outcome: state.outcome, eventId: state.eventId, created: state.created } });
}
