import { ReservationStatus } from 'shared-contracts/enums';
import type { MessageId } from 'shared-runtime/i18n';

export type StatusTone = 'green' | 'gray' | 'orange' | 'red';

/** The badge of a reservation status (spec 001 §4 "Reservation status"). */
export function statusBadge(status: number): { id: MessageId; tone: StatusTone } {
  switch (status) {
    case ReservationStatus.CONFIRM:
      return { id: 'site.customer.status.confirmed', tone: 'green' };
    case ReservationStatus.CANCEL:
      return { id: 'site.customer.status.cancelled', tone: 'gray' };
    case ReservationStatus.CANCELLATION_FAILED:
      return { id: 'site.customer.status.cancellationFailed', tone: 'orange' };
    case ReservationStatus.CONFIRM_FAILED:
    case ReservationStatus.HOLD_FAILED:
      return { id: 'site.customer.status.failed', tone: 'red' };
    default:
      return { id: 'site.customer.status.pending', tone: 'gray' };
  }
}
