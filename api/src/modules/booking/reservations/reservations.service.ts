import { money } from 'shared-contracts/catalogue';
import type { CancellationRecord } from 'shared-contracts/customer';
import type { Db } from '../../../db/client';
import { childPersons } from '../cart/cart-pricing';
import * as repo from './reservations.repo';

export type GuestReservationFilter = repo.OwnedFilter;

/** A guest's reservation as the booking module gives it out: what it is, who paid it, what it holds. */
export interface GuestReservation {
  id: number;
  ref: string;
  bookingNumber: string | null;
  serviceId: number;
  serviceType: number;
  status: number;
  priceMinor: number;
  currency: string;
  comments: string | null;
  /** The payment that makes it the guest's: its uuid, and when it was paid (else made). */
  payment: { uuid: string; bookedAt: Date };
  /** The order of that payment. */
  payer: { name: string | null; firstName: string; lastName: string; email: string; areaCode: string; phone: string };
  tour: { slotDate: string; startTime: string; adults: number; children: number } | null;
  pkg: { startDate: string; adults: number; children: number } | null;
  /** A stay's rooms, one line per room type and rate plan. */
  hotel: { roomTypeId: number; ratePlanId: number; checkIn: string; checkOut: string; rooms: number; adults: number; children: number }[];
  cancellation: CancellationRecord | null;
}

export interface ReservationsService {
  /**
   * The reservations of the guest `guestEmail`, newest start first. A booking belongs to the e-mail (any case) on the
   * order of its cart's deciding payment: the PAID one, else the latest (reservations.repo findOwnedReservations).
   * Anyone else's reservation is simply not among them.
   */
  ofGuest(guestEmail: string, filter: GuestReservationFilter): Promise<GuestReservation[]>;
  /**
   * The guest's newest order (its locale, and the site it was booked on); undefined for an address that never
   * booked. `guestEmail` is compared with the orders' e-mails lower-cased, so pass it lower-cased.
   */
  latestOrder(guestEmail: string): Promise<{ locale: string; siteId: number } | undefined>;
}

/** A cancellations row as the contract's CancellationRecord (the guest's reads, the cancel answer, the admin list). */
export function toCancellationRecord(row: repo.CancellationRow): CancellationRecord {
  return {
    origin: row.origin,
    refund_percentage: row.refundPercentage,
    refund_amount: money(row.refundAmountMinor, row.currency),
    refund_status: row.refundStatus as CancellationRecord['refund_status'],
    cancelled_at: row.createdAt.toISOString(),
  };
}

export function createReservationsService({ db }: { db: Db }): ReservationsService {
  return {
    async ofGuest(guestEmail, filter) {
      const owned = await repo.findOwnedReservations(db, guestEmail, filter);
      if (owned.length === 0) return [];
      const ids = owned.map((o) => o.reservation.id);
      const hotels = await repo.findHotelItems(db, ids);
      const cancellations = await repo.findCancellations(db, ids);
      return owned.map(({ reservation, payment, order, tour, pkg }) => {
        const cancellation = cancellations.find((c) => c.reservationId === reservation.id);
        const children = tour ? childPersons(tour.tickets) : 0;
        return {
          id: reservation.id,
          ref: reservation.ref,
          bookingNumber: reservation.bookingNumber,
          serviceId: reservation.serviceId,
          serviceType: reservation.serviceType,
          status: reservation.status,
          priceMinor: reservation.priceMinor,
          currency: reservation.currency,
          comments: reservation.comments,
          payment: { uuid: payment.uuid, bookedAt: payment.paidAt ?? payment.createdAt },
          payer: { name: order.name, firstName: order.firstName, lastName: order.lastName, email: order.email, areaCode: order.areaCode, phone: order.phone },
          tour: tour ? { slotDate: tour.slotDate, startTime: tour.startTime, adults: tour.persons - children, children } : null,
          pkg: pkg ? { startDate: pkg.startDate, adults: pkg.adults, children: pkg.children } : null,
          hotel: hotels
            .filter((h) => h.reservationId === reservation.id)
            .map((h) => ({ roomTypeId: h.roomTypeId, ratePlanId: h.ratePlanId, checkIn: h.checkIn, checkOut: h.checkOut, rooms: h.rooms, adults: h.adults, children: h.children })),
          cancellation: cancellation ? toCancellationRecord(cancellation) : null,
        };
      });
    },

    latestOrder: (guestEmail) => repo.latestOrderOf(db, guestEmail),
  };
}
