import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { PaymentStatus, ReservationStatus } from 'shared-contracts/enums';
import type { Db } from '../../../db/client';
import { carts, orders, payments, reservationHotelItems, reservationPackageItems, reservations, reservationTourItems } from '../../../db/schema/booking';

export type PaymentRow = typeof payments.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type ReservationRow = typeof reservations.$inferSelect;
export type TourItemRow = typeof reservationTourItems.$inferSelect;
export type HotelItemRow = typeof reservationHotelItems.$inferSelect;
export type PackageItemRow = typeof reservationPackageItems.$inferSelect;

export interface ConfirmedReservation {
  reservation: ReservationRow;
  tour: TourItemRow | undefined;
  hotel: HotelItemRow[];
  pkg: PackageItemRow | undefined;
}

export interface PaidBooking {
  payment: PaymentRow;
  siteId: number;
  order: OrderRow | undefined;
  /** The cart's confirmed reservations, in the order they were added. */
  reservations: ConfirmedReservation[];
}

export async function findPayment(db: Db, paymentId: number): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return row;
}

/** Everything a confirmation mail is written from: the payment, its order, and the cart's confirmed reservations. */
export async function findPaidBooking(db: Db, payment: PaymentRow): Promise<PaidBooking> {
  const [cart] = await db.select({ siteId: carts.siteId }).from(carts).where(eq(carts.id, payment.cartId));
  if (!cart) throw new Error(`payment ${payment.id}: cart ${payment.cartId} not found`);
  const [order] = await db.select().from(orders).where(eq(orders.paymentId, payment.id));
  const rows = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.cartId, payment.cartId), eq(reservations.status, ReservationStatus.CONFIRM)))
    .orderBy(asc(reservations.id));
  const ids = rows.map((r) => r.id);
  const [tours, hotels, pkgs] = ids.length
    ? await Promise.all([
        db.select().from(reservationTourItems).where(inArray(reservationTourItems.reservationId, ids)),
        db.select().from(reservationHotelItems).where(inArray(reservationHotelItems.reservationId, ids)).orderBy(asc(reservationHotelItems.id)),
        db.select().from(reservationPackageItems).where(inArray(reservationPackageItems.reservationId, ids)),
      ])
    : [[], [], []];
  return {
    payment,
    siteId: cart.siteId,
    order,
    reservations: rows.map((reservation) => ({
      reservation,
      tour: tours.find((t) => t.reservationId === reservation.id),
      hotel: hotels.filter((h) => h.reservationId === reservation.id),
      pkg: pkgs.find((p) => p.reservationId === reservation.id),
    })),
  };
}

/** The paid payment of a reservation's cart (the latest, should there be more), for re-sending its confirmation. */
export async function findPaidPaymentIdOfReservation(db: Db, reservationId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: payments.id })
    .from(reservations)
    .innerJoin(payments, and(eq(payments.cartId, reservations.cartId), eq(payments.status, PaymentStatus.PAID)))
    .where(eq(reservations.id, reservationId))
    .orderBy(desc(payments.id))
    .limit(1);
  return row?.id;
}
