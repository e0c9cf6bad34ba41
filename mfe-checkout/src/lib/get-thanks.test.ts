import type { ThanksData } from 'shared-contracts/booking';
import { PaymentStatus, ReservationStatus } from 'shared-contracts/enums';
import { bookingStatus } from './get-thanks';

const money = { currency: 'NOK', minor: 49_900, amount: 499 };

function thanks(reservations: number[], packages: (number | null)[]): ThanksData {
  return {
    cart_reservations: {
      cart_ref: 'c',
      retry_status_check: false,
      total_price: money,
      reservations: reservations.map((status, i) => ({
        id: `r${i}`,
        serviceable_id: 1,
        service_name: 'Cruise',
        service_type: 'activities',
        reservation_status: status as ReservationStatus,
        booking_number: null,
        start_date: null,
        end_date: null,
        start_time: null,
        adults: 1,
        children: 0,
        price: money,
        comments: null,
      })),
      reserved_package: packages.map((status, i) => ({
        id: `p${i}`,
        package_id: 1,
        name: 'Weekend',
        status: status as ReservationStatus | null,
        booking_number: null,
        start_date: null,
        adults: 1,
        children: 0,
        price: money,
      })),
    },
    payment_info: { uuid: 'u', payment_method: 'NOPAY', payment_status: PaymentStatus.PAID, amount: money, paid_at: null, payer: null },
  };
}

describe('bookingStatus (spec 001 §4 Thank-you)', () => {
  it('is Confirmed when every reservation and package is confirmed', () => {
    expect(bookingStatus(thanks([ReservationStatus.CONFIRM, ReservationStatus.CONFIRM], [ReservationStatus.CONFIRM]))).toBe('confirmed');
  });

  it('is Failed when any reservation is not confirmed', () => {
    expect(bookingStatus(thanks([ReservationStatus.CONFIRM, ReservationStatus.HOLD], []))).toBe('failed');
    expect(bookingStatus(thanks([ReservationStatus.CONFIRM_FAILED], []))).toBe('failed');
  });

  it('is Failed when a package has no status', () => {
    expect(bookingStatus(thanks([ReservationStatus.CONFIRM], [null]))).toBe('failed');
  });
});
