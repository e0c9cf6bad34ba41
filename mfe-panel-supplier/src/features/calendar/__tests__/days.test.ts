import { addMonths, isDay, monthRange, monthWeeks } from '../lib/days';

describe('the calendar’s days', () => {
  it('shows whole weeks from Monday: a month that starts on a Sunday takes six rows', () => {
    const weeks = monthWeeks('2026-11');
    expect(weeks).toHaveLength(6);
    expect(weeks.map((week) => week.length)).toEqual([7, 7, 7, 7, 7, 7]);
    expect(weeks[0]).toEqual(['2026-10-26', '2026-10-27', '2026-10-28', '2026-10-29', '2026-10-30', '2026-10-31', '2026-11-01']);
    expect(monthRange('2026-11')).toEqual({ start: '2026-10-26', end: '2026-12-06' });
  });

  it('adds no week to a February that starts on a Monday', () => {
    expect(monthRange('2027-02')).toEqual({ start: '2027-02-01', end: '2027-02-28' });
    expect(monthWeeks('2027-02')).toHaveLength(4);
  });

  it('moves by months across a year, and knows a real day', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('2026-2-3')).toBe(false);
  });
});
