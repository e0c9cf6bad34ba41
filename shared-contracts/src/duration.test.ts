import {
  durationMinutes,
  durationTextToStored,
  formatDurationText,
  parseDurationText,
  parseStoredDuration,
  toStoredDuration,
} from './duration';
import * as dates from './dates';

describe('duration text (spec 001 §5)', () => {
  it.each([
    ['1d 2h 30m', 26, 30, '26:30'],
    ['2h 30m', 2, 30, '2:30'],
    ['45m', 0, 45, '0:45'],
    ['3h', 3, 0, '3:00'],
    ['2d', 48, 0, '48:00'],
    ['1d2h30m', 26, 30, '26:30'],
    [' 1D 0H 5M ', 24, 5, '24:05'],
    ['0h', 0, 0, '0:00'],
    ['23h 59m', 23, 59, '23:59'],
  ])('parses %p as %i hours %i minutes, stored as %s', (text, hours, minutes, stored) => {
    const result = parseDurationText(text);
    expect(result).toEqual({ ok: true, value: { hours, minutes } });
    if (result.ok) expect(toStoredDuration(result.value)).toBe(stored);
    expect(durationTextToStored(text)).toEqual({ ok: true, value: stored });
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
    [`${'9'.repeat(40)}d`, 'validation.durationInvalid'],
    ['   ', 'validation.required'],
    [undefined, 'validation.required'],
  ])('refuses %p with %s, without throwing', (text, error) => {
    expect(parseDurationText(text)).toEqual({ ok: false, error });
    expect(durationTextToStored(text)).toEqual({ ok: false, error });
  });

  it('formats the stored hours:minutes back as text, folding hours into days', () => {
    expect(formatDurationText('50:30')).toBe('2d 2h 30m');
    expect(formatDurationText('26:30')).toBe('1d 2h 30m');
    expect(formatDurationText('24:00')).toBe('1d');
    expect(formatDurationText('0:45')).toBe('45m');
    // The padded form older code wrote reads the same.
    expect(formatDurationText('00:45')).toBe('45m');
    expect(formatDurationText('03:00:00')).toBe('3h');
    expect(formatDurationText('0:00')).toBe('0h');
    expect(formatDurationText({ hours: 25, minutes: 1 })).toBe('1d 1h 1m');
    expect(formatDurationText('garbage')).toBe('');
    expect(formatDurationText('2:60')).toBe('');
    expect(formatDurationText(null)).toBe('');
  });

  it('reads the stored form as the database check allows it (digits, colon, minutes 00–59)', () => {
    expect(parseStoredDuration('2:30')).toEqual({ hours: 2, minutes: 30 });
    expect(parseStoredDuration('120:05')).toEqual({ hours: 120, minutes: 5 });
    expect(parseStoredDuration('2:5')).toBeNull();
    expect(parseStoredDuration('')).toBeNull();
    expect(durationMinutes('26:30')).toBe(1590);
    expect(durationMinutes('x')).toBeNull();
  });

  it('round-trips: text → stored → text', () => {
    for (const text of ['1d 2h 30m', '3d', '5h 5m', '59m', '2d 23h 59m']) {
      const parsed = parseDurationText(text);
      if (!parsed.ok) throw new Error(`${text} did not parse`);
      expect(formatDurationText(toStoredDuration(parsed.value))).toBe(text);
    }
  });

  it('is the one rule: shared-contracts/dates hands out these very functions', () => {
    expect(dates.formatDurationText).toBe(formatDurationText);
    expect(dates.parseDurationText).toBe(parseDurationText);
    expect(dates.toStoredDuration).toBe(toStoredDuration);
    expect(dates.parseStoredDuration).toBe(parseStoredDuration);
  });
});
