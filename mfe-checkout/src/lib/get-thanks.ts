import { ThanksAnswerSchema, type ThanksData } from 'shared-contracts/booking';
import { ReservationStatus } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import { http, PUBLIC } from './http';

/** GET thanks/{paymentUuid}: what one payment bought (thank-you dialog, booking-details page). */
export async function getThanks(siteId: number, paymentUuid: string): Promise<ThanksData> {
  return (await http().get(api.booking.thanks.path({ paymentUuid }, { site_id: siteId }), ThanksAnswerSchema, PUBLIC)).data;
}

export type BookingStatus = 'pending' | 'confirmed' | 'failed';

/** Spec 001 §4 "Thank-you": Failed if any reservation is not confirmed or a package has no status; else Confirmed. */
export function bookingStatus(data: ThanksData): Exclude<BookingStatus, 'pending'> {
  const { reservations, reserved_package: packages } = data.cart_reservations;
  const failed =
    reservations.some((r) => r.reservation_status !== ReservationStatus.CONFIRM) ||
    packages.some((p) => p.status === null || p.status !== ReservationStatus.CONFIRM);
  return failed ? 'failed' : 'confirmed';
}
