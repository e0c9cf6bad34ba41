import { and, asc, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { PaymentStatus } from 'shared-contracts/enums';
import { CUSTOMER_VISIBLE_STATUSES } from 'shared-contracts/customer';
import type { Db } from '../../../db/client';
import {
  cancellations,
  carts,
  earnings,
  orders,
  payments,
  reservationHotelItems,
  reservationPackageItems,
  reservations,
  reservationTourItems,
} from '../../../db/schema/booking';
import { cancellationTiers, hotelDetails, services, serviceTranslations } from '../../../db/schema/catalogue';
import { partnerSites } from '../../../db/schema/core';
import { bookingStart, type ServiceStart } from '../reservations/refund-policy';
import { findOwnedReservations, type CancellationRow, type OwnedReservation, type ReservationRow } from '../reservations/reservations.repo';

export type { CancellationRow, OwnedReservation, ReservationRow };

export type NewCancellation = typeof cancellations.$inferInsert;

/**
 * The reservation `ref` when the customer owns it, by the one ownership rule of the customer area
 * (reservations.repo findOwnedReservations: the order of the cart's deciding payment, any case); undefined
 * otherwise, so another customer's booking looks exactly like a missing one.
 */
export async function findOwnedReservation(db: Db, ref: string, email: string): Promise<OwnedReservation | undefined> {
  const [row] = await findOwnedReservations(db, email.trim(), { statuses: CUSTOMER_VISIBLE_STATUSES, ref });
  return row;
}

/** The reservation row, locked: every cancel step of one reservation runs after the previous one. */
export async function lockReservation(tx: Db, id: number): Promise<ReservationRow | undefined> {
  const [row] = await tx.select().from(reservations).where(eq(reservations.id, id)).for('update');
  return row;
}

export async function setReservationStatus(tx: Db, id: number, status: number, at: Date): Promise<void> {
  await tx.update(reservations).set({ status, updatedAt: at }).where(eq(reservations.id, id));
}

/** The service's zone and cancellation tiers (hours ascending). */
export async function serviceTerms(db: Db, serviceId: number): Promise<{ timeZone: string; tiers: { hours: number; refund_percentage: number }[] } | undefined> {
  const [service] = await db.select({ timeZone: services.timeZone }).from(services).where(eq(services.id, serviceId));
  if (!service) return undefined;
  const tiers = await db
    .select({ hours: cancellationTiers.hours, refund_percentage: cancellationTiers.refundPercentage })
    .from(cancellationTiers)
    .where(eq(cancellationTiers.serviceId, serviceId))
    .orderBy(asc(cancellationTiers.hours));
  return { timeZone: service.timeZone, tiers };
}

/** When the booked service starts (refund-policy bookingStart), in its zone; null when it has no items. */
export async function reservationStart(db: Db, reservation: Pick<ReservationRow, 'id' | 'serviceId'>, zone: string): Promise<ServiceStart | null> {
  const [tour] = await db
    .select({ slotDate: reservationTourItems.slotDate, startTime: reservationTourItems.startTime })
    .from(reservationTourItems)
    .where(eq(reservationTourItems.reservationId, reservation.id));
  const [pkg] = await db
    .select({ startDate: reservationPackageItems.startDate })
    .from(reservationPackageItems)
    .where(eq(reservationPackageItems.reservationId, reservation.id));
  const stays = await db.select({ checkIn: reservationHotelItems.checkIn }).from(reservationHotelItems).where(eq(reservationHotelItems.reservationId, reservation.id));
  const [hotel] = stays.length
    ? await db.select({ time: hotelDetails.checkInTime }).from(hotelDetails).where(eq(hotelDetails.serviceId, reservation.serviceId))
    : [];
  return bookingStart({ tour: tour ?? null, pkg: pkg ?? null, checkIns: stays.map((s) => s.checkIn), hotelCheckInTime: hotel?.time ?? null }, zone);
}

export async function findCancellation(db: Db, reservationId: number): Promise<CancellationRow | undefined> {
  const [row] = await db.select().from(cancellations).where(eq(cancellations.reservationId, reservationId));
  return row;
}

export async function findCancellationById(db: Db, id: number): Promise<CancellationRow | undefined> {
  const [row] = await db.select().from(cancellations).where(eq(cancellations.id, id));
  return row;
}

export async function insertCancellation(tx: Db, row: NewCancellation): Promise<CancellationRow> {
  const [inserted] = await tx.insert(cancellations).values(row).returning();
  if (!inserted) throw new Error('cancellation insert returned no row');
  return inserted;
}

/** Updates the cancellation only while its refund_status is one of `from`; returns the row when it did. */
export async function updateCancellation(
  tx: Db,
  id: number,
  from: readonly string[],
  set: Partial<Pick<CancellationRow, 'refundStatus' | 'providerRefundId' | 'failureCode' | 'updatedAt'>>,
): Promise<CancellationRow | undefined> {
  const [row] = await tx
    .update(cancellations)
    .set(set)
    .where(and(eq(cancellations.id, id), inArray(cancellations.refundStatus, [...from])))
    .returning();
  return row;
}

/** Reverses the reservation's earnings lines (never deletes them); lines already reversed keep their time. */
export async function reverseEarnings(tx: Db, reservationId: number, at: Date): Promise<number> {
  const rows = await tx
    .update(earnings)
    .set({ reversedAt: at })
    .where(and(eq(earnings.reservationId, reservationId), isNull(earnings.reversedAt)))
    .returning({ id: earnings.id });
  return rows.length;
}

/** The service's name in `locale`, else in English, else in any language. */
export async function serviceName(db: Db, serviceId: number, locale: string): Promise<string> {
  const rows = await db.select({ locale: serviceTranslations.locale, name: serviceTranslations.name }).from(serviceTranslations).where(eq(serviceTranslations.serviceId, serviceId));
  return (rows.find((r) => r.locale === locale) ?? rows.find((r) => r.locale === 'en') ?? rows[0])?.name ?? `#${serviceId}`;
}

export async function serviceSupplier(db: Db, serviceId: number): Promise<number | undefined> {
  const [row] = await db.select({ supplier: services.supplierUserId }).from(services).where(eq(services.id, serviceId));
  return row?.supplier;
}

export async function siteName(db: Db, siteId: number): Promise<string | undefined> {
  const [row] = await db.select({ name: partnerSites.name }).from(partnerSites).where(eq(partnerSites.id, siteId));
  return row?.name;
}

/** Everything the cancellation mails are written from. */
export async function findCancellationFacts(db: Db, cancellationId: number) {
  const cancellation = await findCancellationById(db, cancellationId);
  if (!cancellation) return undefined;
  const [reservation] = await db.select().from(reservations).where(eq(reservations.id, cancellation.reservationId));
  if (!reservation) return undefined;
  const [cart] = await db.select({ siteId: carts.siteId }).from(carts).where(eq(carts.id, reservation.cartId));
  const [paid] = await db
    .select({ payment: payments, order: orders })
    .from(payments)
    .leftJoin(orders, eq(orders.paymentId, payments.id))
    .where(and(eq(payments.cartId, reservation.cartId), eq(payments.status, PaymentStatus.PAID)))
    .orderBy(desc(payments.id))
    .limit(1);
  return { cancellation, reservation, siteId: cart?.siteId ?? null, payment: paid?.payment ?? null, order: paid?.order ?? null };
}

export interface CancellationListEntry {
  cancellation: CancellationRow;
  reservation: ReservationRow;
  payerEmail: string | null;
  serviceName: string | null;
}

/** Cancellations with their reservation, payer e-mail and English service name; newest first. */
export async function listCancellations(db: Db, filter: { refundStatus?: string; reservationStatus?: number }): Promise<CancellationListEntry[]> {
  const conditions: SQL[] = [];
  if (filter.refundStatus !== undefined) conditions.push(eq(cancellations.refundStatus, filter.refundStatus));
  if (filter.reservationStatus !== undefined) conditions.push(eq(reservations.status, filter.reservationStatus));
  const rows = await db
    .select({ cancellation: cancellations, reservation: reservations })
    .from(cancellations)
    .innerJoin(reservations, eq(reservations.id, cancellations.reservationId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(cancellations.createdAt), desc(cancellations.id));
  if (rows.length === 0) return [];
  const cartIds = [...new Set(rows.map((r) => r.reservation.cartId))];
  const payers = await db
    .select({ cartId: payments.cartId, paymentId: payments.id, email: orders.email })
    .from(payments)
    .innerJoin(orders, eq(orders.paymentId, payments.id))
    .where(and(inArray(payments.cartId, cartIds), eq(payments.status, PaymentStatus.PAID)))
    .orderBy(desc(payments.id));
  const serviceIds = [...new Set(rows.map((r) => r.reservation.serviceId))];
  const names = await db
    .select({ serviceId: serviceTranslations.serviceId, locale: serviceTranslations.locale, name: serviceTranslations.name })
    .from(serviceTranslations)
    .where(inArray(serviceTranslations.serviceId, serviceIds));
  return rows.map(({ cancellation, reservation }) => {
    const own = names.filter((n) => n.serviceId === reservation.serviceId);
    return {
      cancellation,
      reservation,
      payerEmail: payers.find((p) => p.cartId === reservation.cartId)?.email ?? null,
      serviceName: (own.find((n) => n.locale === 'en') ?? own[0])?.name ?? null,
    };
  });
}
