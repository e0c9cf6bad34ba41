import { DateTime } from 'luxon';
import {
  formatBookingDate,
  formatDisplayDate,
  formatIsoDate,
  formatTime12h,
  monthKey,
  parseIsoDate,
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
