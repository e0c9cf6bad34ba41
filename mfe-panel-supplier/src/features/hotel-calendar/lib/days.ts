/**
 * The hotel calendar's days as plain calendar dates (YYYY-MM-DD) and months (YYYY-MM): the arithmetic runs in UTC, so
 * no daylight-saving change can move a day. Nights carry the hotel's own local date; "today" is the hotel's (the API
 * answers it), else the viewer's.
 */
import { DateTime } from 'luxon';
import { DATE_FORMATS } from 'shared-contracts/dates';

const ZONE = 'UTC';
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const dayOf = (iso: string) => DateTime.fromFormat(iso, DATE_FORMATS.iso, { zone: ZONE });
const isoOf = (date: DateTime) => date.toFormat(DATE_FORMATS.iso);

/** Today on the viewer's clock, YYYY-MM-DD (tests pin it with TZ=UTC). */
export function viewerToday(): string {
  return DateTime.now().toFormat(DATE_FORMATS.iso);
}

export function isMonth(text: string | null | undefined): text is string {
  return typeof text === 'string' && MONTH.test(text);
}

export const monthOf = (iso: string) => iso.slice(0, 7);

export function addMonths(month: string, delta: number): string {
  return dayOf(`${month}-01`).plus({ months: delta }).toFormat(DATE_FORMATS.month);
}

export function addDays(iso: string, delta: number): string {
  return isoOf(dayOf(iso).plus({ days: delta }));
}

/** Every day of the month, in order. */
export function monthDays(month: string): string[] {
  const first = dayOf(`${month}-01`);
  return Array.from({ length: first.daysInMonth ?? 30 }, (_, index) => isoOf(first.plus({ days: index })));
}

/** ISO weekday of a day: 1 Monday … 7 Sunday. */
export const weekdayOf = (iso: string) => dayOf(iso).weekday;

export const dayNumber = (iso: string) => dayOf(iso).day;

/** "Mon", in the page's language (a BCP 47 tag). */
export const weekdayShort = (iso: string, tag: string) => dayOf(iso).setLocale(tag).toFormat('ccc');

/** "November 2026", in the page's language (a BCP 47 tag). */
export function monthLabel(month: string, tag: string): string {
  return dayOf(`${month}-01`).setLocale(tag).toFormat('LLLL yyyy');
}
