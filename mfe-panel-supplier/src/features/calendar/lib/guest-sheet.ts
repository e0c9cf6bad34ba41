import type { Guest } from 'shared-contracts/activity-calendar';
import type { T } from 'shared-runtime/session';
import type { XlsxColumn } from 'shared-ui/panel-kit';

/** A booking's tickets as the list reads them: "2 × Adult, 1 × Child". */
export function ticketsText(tickets: Guest['tickets']): string {
  return tickets.map((line) => `${line.count} × ${line.name}`).join(', ');
}

/** The guest list's columns in the exported workbook: the table's, with each guest's departure time and option first. */
export function guestSheetColumns(t: T): XlsxColumn<Guest>[] {
  return [
    { header: t('supplier.calendar.guests.column.time'), value: (guest) => guest.start_time },
    { header: t('supplier.calendar.guests.column.option'), value: (guest) => guest.option_name },
    { header: t('supplier.calendar.guests.column.guest'), value: (guest) => guest.guest_name },
    { header: t('supplier.calendar.guests.column.bookingNumber'), value: (guest) => guest.booking_number },
    { header: t('supplier.calendar.guests.column.tickets'), value: (guest) => ticketsText(guest.tickets) },
    { header: t('supplier.calendar.guests.column.persons'), value: (guest) => guest.persons },
    { header: t('supplier.calendar.guests.column.phone'), value: (guest) => guest.phone },
    { header: t('supplier.calendar.guests.column.email'), value: (guest) => guest.email },
    { header: t('supplier.calendar.guests.column.comments'), value: (guest) => guest.comments },
    { header: t('supplier.calendar.guests.column.checkedIn'), value: (guest) => t(guest.checked_in ? 'supplier.calendar.guests.yes' : 'supplier.calendar.guests.no') },
  ];
}

/** A file name without characters a file system refuses: "guest-list-fjord-kayak-2026-11-02". */
export function guestSheetFileName(activityName: string, date: string): string {
  const slug = activityName
    // Letters that do not decompose into a base letter and a mark.
    .replace(/[øØ]/g, 'o')
    .replace(/[æÆ]/g, 'ae')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return ['guest-list', slug, date].filter(Boolean).join('-');
}
