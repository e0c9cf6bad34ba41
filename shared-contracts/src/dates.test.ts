import { DateTime } from 'luxon';
import {
  formatBookingDate,
  formatDisplayDate,
  formatDurationText,
  formatIsoDate,
  formatTime12h,
  monthKey,
  parseDurationText,
  parseIsoDate,
  toStoredDuration,
} from './dates';

describe('date formats', () => {
  const lateEvening = '2026-11-22T23:30:00Z';

  it('formats the default, display, booking and month forms of the spec', () => {
    expect(formatIsoDate('2026-11-22')).toBe('2026-11-22');
    expect(formatDisplayDate('2026-11-22')).toBe('Sun, Nov 22 2026');
    expect(formatBookingDate('2026-11-22')).toBe('22/11/2026');
    expect(monthKey('2026-11-22')).toBe('2026-11');
  });

  it('renders the calendar day of the zone it is given, not of the machine', () => {
    expect(formatIsoDate(lateEvening)).toBe('2026-11-22');
    expect(formatIsoDate(lateEvening, 'Europe/Oslo')).toBe('2026-11-23');
    expect(formatBookingDate(new Date(lateEvening), 'Europe/Oslo')).toBe('23/11/2026');
    expect(monthKey(Date.parse('2026-11-30T23:30:00Z'), 'Europe/Oslo')).toBe('2026-12');
    expect(formatIsoDate(DateTime.fromISO(lateEvening, { zone: 'UTC' }), 'America/New_York')).toBe('2026-11-22');
  });

  it('localises day and month names of the display date', () => {
    const norwegian = formatDisplayDate('2026-11-22', { locale: 'no' });
    const swedish = formatDisplayDate('2026-11-22', { locale: 'sv' });
    expect(norwegian).toMatch(/^søn/);
    expect(norwegian).toMatch(/nov/);
    expect(norwegian).toMatch(/22 2026$/);
    expect(swedish).toMatch(/^sön/);
    expect(formatDisplayDate('2026-09-06')).toBe('Sun, Sep 06 2026');
  });

  it('shows nothing for a missing or unreadable date instead of "Invalid DateTime"', () => {
    expect(formatIsoDate(null)).toBe('');
    expect(formatDisplayDate('not a date')).toBe('');
    expect(formatBookingDate('')).toBe('');
  });

  it('formats times on a 12-hour clock and shows 00:00 for a missing time', () => {
    expect(formatTime12h('14:05')).toBe('2:05 PM');
    expect(formatTime12h('09:30:00')).toBe('9:30 AM');
    expect(formatTime12h('00:00')).toBe('12:00 AM');
    expect(formatTime12h('12:00')).toBe('12:00 PM');
    expect(formatTime12h(DateTime.fromISO('2026-11-22T13:05:00Z'), 'Europe/Oslo')).toBe('2:05 PM');
    expect(formatTime12h(undefined)).toBe('00:00');
    expect(formatTime12h('')).toBe('00:00');
    expect(formatTime12h('25:00')).toBe('00:00');
  });
});

describe('parseIsoDate', () => {
  it('accepts real calendar days as midnight in the zone', () => {
    const result = parseIsoDate('2024-02-29', 'Europe/Oslo');
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.value.toISO()).toBe('2024-02-29T00:00:00.000+01:00');
    }
  });

  it.each([
    ['2026-02-30', 'validation.dateInvalid'],
    ['2025-02-29', 'validation.dateInvalid'],
    ['2026-13-01', 'validation.dateInvalid'],
    ['22/11/2026', 'validation.dateInvalid'],
    ['2026-11-22T10:00', 'validation.dateInvalid'],
    ['2026-1-2', 'validation.dateInvalid'],
    ['', 'validation.required'],
    [null, 'validation.required'],
  ])('refuses %p with %s', (text, error) => {
    expect(parseIsoDate(text)).toEqual({ ok: false, error });
  });
});

describe('duration text', () => {
  it.each([
    ['1d 2h 30m', 26, 30, '26:30'],
    ['2h 30m', 2, 30, '02:30'],
    ['45m', 0, 45, '00:45'],
    ['3h', 3, 0, '03:00'],
    ['2d', 48, 0, '48:00'],
    ['1d2h30m', 26, 30, '26:30'],
    [' 1D 0H 5M ', 24, 5, '24:05'],
    ['0h', 0, 0, '00:00'],
    ['23h 59m', 23, 59, '23:59'],
  ])('parses %p as %i hours %i minutes, stored as %s', (text, hours, minutes, stored) => {
    const result = parseDurationText(text);
    expect(result).toEqual({ ok: true, value: { hours, minutes } });
    if (result.ok) expect(toStoredDuration(result.value)).toBe(stored);
  });

  it.each([
    ['0d 2h', 'validation.durationInvalid'],
    ['24h', 'validation.durationInvalid'],
    ['60m', 'validation.durationInvalid'],
    ['2h 1d', 'validation.durationInvalid'],
    ['1.5h', 'validation.durationInvalid'],
    ['-1h', 'validation.durationInvalid'],
    ['1h 1h', 'validation.durationInvalid'],
    ['2 hours', 'validation.durationInvalid'],
    ['90', 'validation.durationInvalid'],
    ['   ', 'validation.required'],
    [undefined, 'validation.required'],
  ])('refuses %p with %s, without throwing', (text, error) => {
    expect(parseDurationText(text)).toEqual({ ok: false, error });
  });

  it('formats the stored hours:minutes back as text, folding hours into days', () => {
    expect(formatDurationText('50:30')).toBe('2d 2h 30m');
    expect(formatDurationText('26:30')).toBe('1d 2h 30m');
    expect(formatDurationText('24:00')).toBe('1d');
    expect(formatDurationText('00:45')).toBe('45m');
    expect(formatDurationText('03:00:00')).toBe('3h');
    expect(formatDurationText('00:00')).toBe('0h');
    expect(formatDurationText({ hours: 25, minutes: 1 })).toBe('1d 1h 1m');
    expect(formatDurationText('garbage')).toBe('');
  });

  it('round-trips: text → stored → text', () => {
    for (const text of ['1d 2h 30m', '3d', '5h 5m', '59m', '2d 23h 59m']) {
      const parsed = parseDurationText(text);
      if (!parsed.ok) throw new Error(`${text} did not parse`);
      expect(formatDurationText(toStoredDuration(parsed.value))).toBe(text);
    }
  });
});
