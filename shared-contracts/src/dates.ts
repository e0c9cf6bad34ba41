/**
 * Date, time and duration formats of spec 000 §9, 001 §5 and 002 §9. Every helper takes the zone explicitly
 * (default UTC) so that server and browser render the same calendar day.
 */
import { DateTime } from 'luxon';
import { DEFAULT_LOCALE, INTL_LOCALE, isLocale } from 'shared-contracts/constants';
import type { MessageId } from './i18n/messages';

export type DateInput = DateTime | Date | string | number;
export type Result<T> = { ok: true; value: T } | { ok: false; error: MessageId };

export const DATE_FORMATS = {
  /** Default, also the wire format: YYYY-MM-DD. */
  iso: 'yyyy-MM-dd',
  /** Display: 'ddd, MMM DD yyyy', e.g. "Sun, Nov 22 2026". */
  display: 'ccc, LLL dd yyyy',
  /** Booking dates: DD/MM/YYYY. */
  booking: 'dd/MM/yyyy',
  /** Month key: YYYY-MM. */
  month: 'yyyy-MM',
  /** 12-hour time with AM/PM. */
  time12h: 'h:mm a',
} as const;

export const DEFAULT_ZONE = 'UTC';
/** Spec: a missing time shows as 00:00. */
export const MISSING_TIME = '00:00';

/**
 * Any accepted input as a DateTime in `zone`. Strings are ISO 8601; a string without an offset is read as wall
 * time in `zone` (a bare date is midnight there), one with an offset is converted into `zone`.
 */
export function toDateTime(value: DateInput, zone: string = DEFAULT_ZONE): DateTime {
  if (DateTime.isDateTime(value)) return value.setZone(zone);
  if (value instanceof Date) return DateTime.fromJSDate(value, { zone });
  if (typeof value === 'number') return DateTime.fromMillis(value, { zone });
  return DateTime.fromISO(value.trim(), { zone });
}

function format(value: DateInput | null | undefined, pattern: string, zone: string, locale: string): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDateTime(value, zone);
  // Display code must not crash on a bad row; an empty cell is the honest rendering of an unreadable date.
  return date.isValid ? date.setLocale(locale).toFormat(pattern) : '';
}

/** YYYY-MM-DD; '' for a missing or unreadable date. */
export function formatIsoDate(value: DateInput | null | undefined, zone: string = DEFAULT_ZONE): string {
  return format(value, DATE_FORMATS.iso, zone, 'en-US');
}

/** 'ddd, MMM DD yyyy' ("Sun, Nov 22 2026"); day and month names follow `locale` (a Locale code or a BCP 47 tag). */
export function formatDisplayDate(
  value: DateInput | null | undefined,
  options: { zone?: string; locale?: string } = {},
): string {
  const locale = options.locale ?? DEFAULT_LOCALE;
  // en is mapped to en-US here, not en-GB: British English abbreviates September as "Sept".
  const tag = locale === 'en' ? 'en-US' : isLocale(locale) ? INTL_LOCALE[locale] : locale;
  return format(value, DATE_FORMATS.display, options.zone ?? DEFAULT_ZONE, tag);
}

/** DD/MM/YYYY. */
export function formatBookingDate(value: DateInput | null | undefined, zone: string = DEFAULT_ZONE): string {
  return format(value, DATE_FORMATS.booking, zone, 'en-US');
}

/** YYYY-MM, the key that groups reservations and reports by month. */
export function monthKey(value: DateInput | null | undefined, zone: string = DEFAULT_ZONE): string {
  return format(value, DATE_FORMATS.month, zone, 'en-US');
}

const TIME_TEXT = /^([01]?\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d+)?)?$/;

/**
 * "14:05" / "14:05:00" / a DateTime → "2:05 PM". A missing or empty time shows as "00:00" (spec 001 §5); so does
 * an unreadable one, because a wrong time is worse than the spec's placeholder.
 */
export function formatTime12h(value: string | DateTime | Date | null | undefined, zone: string = DEFAULT_ZONE): string {
  if (value === null || value === undefined) return MISSING_TIME;
  let time: DateTime;
  if (typeof value === 'string') {
    const match = TIME_TEXT.exec(value.trim());
    if (!match) return MISSING_TIME;
    time = DateTime.fromObject({ hour: Number(match[1]), minute: Number(match[2]) }, { zone });
  } else {
    time = toDateTime(value, zone);
  }
  return time.isValid ? time.setLocale('en-US').toFormat(DATE_FORMATS.time12h) : MISSING_TIME;
}

/** Strict YYYY-MM-DD that exists in the calendar (2026-02-30 is refused), as midnight in `zone`. */
export function parseIsoDate(text: string | null | undefined, zone: string = DEFAULT_ZONE): Result<DateTime> {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return { ok: false, error: 'validation.required' };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return { ok: false, error: 'validation.dateInvalid' };
  const date = DateTime.fromFormat(trimmed, DATE_FORMATS.iso, { zone });
  return date.isValid ? { ok: true, value: date } : { ok: false, error: 'validation.dateInvalid' };
}

/** The duration rule lives in shared-contracts/duration; these names stay here for the code that reads them from dates. */
/** A UTC month (`YYYY-MM`) `offset` months from the one of `now` (the monthly reports' month pickers). */
export function utcMonthFrom(now: Date, offset: number): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)).toISOString().slice(0, 7);
}

export { type Duration, formatDurationText, parseDurationText, parseStoredDuration, toStoredDuration } from 'shared-contracts/duration';
