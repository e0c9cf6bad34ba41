import { ReservationStatus } from 'shared-contracts/enums';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { HttpError } from '../../../lib/http-error';
import * as repo from './departure-bookings.repo';

export type DepartureBooking = repo.DepartureBookingRow;

/**
 * What the bookings of activity departures are, for the supplier's calendar (issue 13 §1): seats in open holds,
 * the confirmed bookings with their guests, and check-in. It knows nothing of who owns a service: its callers find
 * the departures and the reservation's service inside the caller's scope first.
 */
export interface DepartureBookingsService {
  held(slotIds: readonly number[]): Promise<Map<number, number>>;
  confirmed(slotIds: readonly number[]): Promise<DepartureBooking[]>;
  /** The service of an activity reservation; undefined when there is no such reservation. */
  serviceOf(reservationId: number): Promise<number | undefined>;
  /** 409 unless the booking is confirmed; answers when it was checked in (null: not checked in). */
  checkIn(reservationId: number, checkedIn: boolean): Promise<Date | null>;
  /** The activity booking a voucher code (its ref, ADR 0020) belongs to. */
  findByVoucher(code: string): Promise<{ id: number; serviceId: number } | undefined>;
  /**
   * Check-in by a scanned voucher (ADR 0020): 404 unless `code` is the reservation's voucher code, 409 unless it is
   * confirmed, and 409 when it is already checked in (a voucher scans once); answers when it was checked in.
   */
  checkInByVoucher(reservationId: number, code: string): Promise<Date>;
}

export function createDepartureBookingsService({ db, clock }: { db: Db; clock: Clock }): DepartureBookingsService {
  return {
    held: (slotIds) => repo.heldSeats(db, slotIds),
    confirmed: (slotIds) => repo.confirmedBookings(db, slotIds),
    async serviceOf(reservationId) {
      return (await repo.findTourReservation(db, reservationId))?.serviceId;
    },
    async checkIn(reservationId, checkedIn) {
      const found = await repo.findTourReservation(db, reservationId);
      if (!found) throw new HttpError('NOT_FOUND');
      if (found.status !== ReservationStatus.CONFIRM) throw new HttpError('CONFLICT', { message: 'errors.checkInNotConfirmed' });
      return repo.setCheckedIn(db, reservationId, checkedIn ? clock.now() : null);
    },
    async findByVoucher(code) {
      const found = await repo.findTourReservationByVoucher(db, code);
      return found ? { id: found.id, serviceId: found.serviceId } : undefined;
    },
    async checkInByVoucher(reservationId, code) {
      const found = await repo.findTourReservationByVoucher(db, code);
      if (!found || found.id !== reservationId) throw new HttpError('NOT_FOUND', { message: 'errors.reservationNotFound' });
      if (found.status !== ReservationStatus.CONFIRM) throw new HttpError('CONFLICT', { message: 'errors.checkInNotConfirmed' });
      const at = await repo.checkInOnce(db, reservationId, clock.now());
      if (at === undefined) throw new HttpError('CONFLICT', { message: 'errors.alreadyCheckedIn' });
      return at;
    },
  };
}
