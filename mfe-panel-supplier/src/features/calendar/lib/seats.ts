import { AvailabilitySlotStatus } from 'shared-contracts/enums';
import type { MessageId } from 'shared-runtime/i18n';

/** A departure's seats in the order the calendar shows them: allotment = held + booked + left. */
export const SEAT_KINDS = ['allotment', 'held', 'booked', 'left'] as const;
export type SeatKind = (typeof SEAT_KINDS)[number];

export const SEAT_LABEL: Record<SeatKind, MessageId> = {
  allotment: 'supplier.calendar.seats.allotment',
  held: 'supplier.calendar.seats.held',
  booked: 'supplier.calendar.seats.booked',
  left: 'supplier.calendar.seats.left',
};

/** Each number's own colour (the legend shows them); the texts beside them say the same for those who cannot see it. */
export const SEAT_COLOR: Record<SeatKind, string> = {
  allotment: 'fg',
  held: 'orange.fg',
  booked: 'blue.fg',
  left: 'green.fg',
};

/** Open (on sale) or Closed, as the supplier sets it; Booked is the API's "sold out", still open. */
export const isClosed = (status: AvailabilitySlotStatus) => status === AvailabilitySlotStatus.Locked;

export const SALE_STATUS_LABEL: Record<AvailabilitySlotStatus, MessageId> = {
  [AvailabilitySlotStatus.Active]: 'supplier.calendar.status.open',
  [AvailabilitySlotStatus.Booked]: 'supplier.calendar.status.soldOut',
  [AvailabilitySlotStatus.Locked]: 'supplier.calendar.status.closed',
};
