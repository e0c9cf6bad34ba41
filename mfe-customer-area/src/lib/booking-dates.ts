/**
 * Dates of the reservation area (spec 001 §5): 'ddd, MMM DD yyyy' for display, DD/MM/YYYY for booking dates,
 * 12-hour times, and bookings grouped by start month (key YYYY-MM). A reservation's dates are wall dates of the
 * service (YYYY-MM-DD), so they are read and shown in one fixed zone and never shift a day.
 */
import { formatBookingDate, formatDisplayDate, formatTime12h, monthKey, toDateTime } from 'shared-contracts/dates';
import { INTL_LOCALE, isLocale } from 'shared-contracts/constants';
import type { Translate } from './message';

const ZONE = 'UTC';

export function displayDate(value: string | null | undefined, locale: string): string {
  return formatDisplayDate(value, { zone: ZONE, locale });
}

/** The booking date (an ISO instant) as DD/MM/YYYY. */
export function bookingDate(value: string | null | undefined): string {
  return formatBookingDate(value, ZONE);
}

export function time12h(value: string | null | undefined): string {
  return formatTime12h(value, ZONE);
}

export interface MonthGroup<T> {
  /** YYYY-MM. */
  key: string;
  items: T[];
}

/**
 * Groups by the start month, newest month first; inside a month the API's order (newest start first) is kept. An
 * item without a readable start date goes to a group of its own, last.
 */
export function groupByMonth<T extends { start_date: string }>(items: readonly T[]): MonthGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = monthKey(item.start_date, ZONE);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '' ? 1 : b === '' ? -1 : b.localeCompare(a)))
    .map(([key, group]) => ({ key, items: group }));
}

/** "March 2027" for 2027-03, with the month name in the customer's language (stand-alone form). */
export function monthHeading(key: string, locale: string): string {
  const date = toDateTime(`${key}-01`, ZONE);
  if (!date.isValid) return '';
  return date.setLocale(isLocale(locale) ? INTL_LOCALE[locale] : locale).toFormat('LLLL yyyy');
}

export interface DatedBooking {
  service_type: string;
  start_date: string;
  end_date: string | null;
  start_time: string | null;
}

/**
 * The dates of a booking as one line: a hotel's check-in – check-out, an activity's date and 12-hour start time,
 * a package's first – last day.
 */
export function bookingDatesText(t: Translate, booking: DatedBooking, locale: string): string {
  const start = displayDate(booking.start_date, locale);
  if (booking.service_type === 'hotels' || booking.service_type === 'packages') {
    const end = displayDate(booking.end_date, locale);
    return end && end !== start ? t('site.customer.dates.range', { start, end }) : start;
  }
  return booking.start_time ? t('site.customer.dates.dateTime', { date: start, time: time12h(booking.start_time) }) : start;
}
