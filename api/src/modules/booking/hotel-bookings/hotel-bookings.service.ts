import { ReservationStatus } from 'shared-contracts/enums';
import type { Db } from '../../../db/client';
import * as repo from './hotel-bookings.repo';

export interface HotelStay {
  reservationId: number;
  reservationUuid: string;
  bookingNumber: string | null;
  held: boolean;
  roomTypeId: number;
  ratePlanId: number;
  checkIn: string;
  checkOut: string;
  rooms: number;
  payerName: string;
}

/**
 * What the bookings of hotel rooms are, for the supplier's hotel calendar (issue 13 §3): rooms sold per night (held
 * or confirmed) and the stays to overlay. It knows nothing of who owns a hotel: its callers find the room types inside
 * the caller's scope first.
 */
export interface HotelBookingsService {
  /**
   * Rooms held or confirmed per night, keyed `roomTypeId|ratePlanId|date` by the base plan the night was taken from.
   * `tx` reads inside the caller's transaction (an update that holds the nights' row locks).
   */
  soldByNight(roomTypeIds: readonly number[], from: string, to: string, options?: { tx?: Db }): Promise<Map<string, number>>;
  /** Held and confirmed stays with a night from `from` to `to` (both included); cancelled ones are left out. */
  stays(roomTypeIds: readonly number[], from: string, to: string): Promise<HotelStay[]>;
}

export const nightKey = (roomTypeId: number, ratePlanId: number, date: string) => `${roomTypeId}|${ratePlanId}|${date}`;

export function createHotelBookingsService({ db }: { db: Db }): HotelBookingsService {
  return {
    async soldByNight(roomTypeIds, from, to, options = {}) {
      const rows = await repo.soldByNight(options.tx ?? db, roomTypeIds, from, to);
      return new Map(rows.map((r) => [nightKey(r.roomTypeId, r.ratePlanId, r.stayDate), r.sold]));
    },
    async stays(roomTypeIds, from, to) {
      return (await repo.stays(db, roomTypeIds, from, to)).map((row) => ({
        reservationId: row.reservationId,
        reservationUuid: row.ref,
        bookingNumber: row.bookingNumber,
        held: row.status === ReservationStatus.HOLD,
        roomTypeId: row.roomTypeId,
        ratePlanId: row.ratePlanId,
        checkIn: row.checkIn,
        checkOut: row.checkOut,
        rooms: row.rooms,
        payerName: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim(),
      }));
    },
  };
}
