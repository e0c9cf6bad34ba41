/**
 * The calendar's days as plain calendar dates (YYYY-MM-DD) and months (YYYY-MM): the arithmetic runs in UTC, so no
 * daylight-saving change can move a day. Departures carry their activity's own local date; only "today" needs a
 * zone, the viewer's.
 */
import { DateTime } from 'luxon';
import { DATE_FORMATS } from 'shared-contracts/dates';

const ZONE = 'UTC';
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const dayOf = (iso: string) => DateTime.fromFormat(iso, DATE_FORMATS.iso, { zone: ZONE });
const isoOf = (date: DateTime) => date.toFormat(DATE_FORMATS.iso);

/** The viewer's own zone: a supplier reads "today" on their clock (tests pin it with TZ=UTC). */
export function viewerZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Today in `zone`, YYYY-MM-DD. */
export function todayIn(zone: string = viewerZone()): string {
  return DateTime.now().setZone(zone).toFormat(DATE_FORMATS.iso);
}

/** Whether `text` is a real day (not 2026-02-30). */
export function isDay(text: string | null | undefined): text is string {
  return typeof text === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(text) && dayOf(text).isValid;
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

/** ISO weekday of a day: 1 Monday … 7 Sunday. */
export const weekdayOf = (iso: string) => dayOf(iso).weekday;

/** Day of the month, 1…31. */
export const dayNumber = (iso: string) => dayOf(iso).day;

/**
 * The weeks a month view shows, Monday first: from the Monday on or before the 1st to the Sunday on or after the
 * last day, so the grid always has whole weeks (four to six).
 */
export function monthWeeks(month: string): string[][] {
  const first = dayOf(`${month}-01`);
  const start = first.minus({ days: first.weekday - 1 });
  const last = first.endOf('month').startOf('day');
  const end = last.plus({ days: 7 - last.weekday });
  const weeks: string[][] = [];
  for (let monday = start; monday <= end; monday = monday.plus({ days: 7 })) {
    weeks.push(Array.from({ length: 7 }, (_, index) => isoOf(monday.plus({ days: index }))));
  }
  return weeks;
}

/** The first and last day the month view shows (what the month read asks for). */
export function monthRange(month: string): { start: string; end: string } {
  const weeks = monthWeeks(month);
  return { start: weeks[0]![0]!, end: weeks.at(-1)![6]! };
}

/** "November 2026", in the page's language (a BCP 47 tag). */
export function monthLabel(month: string, tag: string): string {
  return dayOf(`${month}-01`).setLocale(tag).toFormat('LLLL yyyy');
}
