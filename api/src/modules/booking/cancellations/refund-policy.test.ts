import { bookingStart, refundAt, refundMinor, startInstant } from './refund-policy';

const tiers = [
  { hours: 72, refund_percentage: 100 },
  { hours: 24, refund_percentage: 50 },
  { hours: 0, refund_percentage: 0 },
];
/** 10:00 on 2027-03-10 in Oslo is 09:00 UTC (CET, UTC+1). */
const start = { date: '2027-03-10', time: '10:00', zone: 'Europe/Oslo' };
const utc = (iso: string) => new Date(iso);

describe('refundAt', () => {
  it('reads the start in the service time zone', () => {
    expect(startInstant(start).toUTC().toISO()).toBe('2027-03-10T09:00:00.000Z');
    expect(startInstant({ date: '2027-03-10', time: null, zone: 'America/New_York' }).toUTC().toISO()).toBe('2027-03-10T05:00:00.000Z');
  });

  it('refunds 100 % while the free-cancellation notice is met, up to the exact limit', () => {
    const early = refundAt(tiers, start, utc('2027-03-01T00:00:00Z'));
    expect(early).toMatchObject({ refund_percentage: 100, cancellation_time: 72, free_cancellation_until: '2027-03-07T09:00:00.000Z' });
    expect(refundAt(tiers, start, utc('2027-03-07T09:00:00Z')).refund_percentage).toBe(100);
  });

  it('drops to the 50 % tier one minute after the free limit, and to nothing inside the last 24 hours', () => {
    const half = refundAt(tiers, start, utc('2027-03-07T09:01:00Z'));
    expect(half).toMatchObject({ refund_percentage: 50, cancellation_time: 24, free_cancellation_until: null });
    const none = refundAt(tiers, start, utc('2027-03-09T09:30:00Z'));
    expect(none).toMatchObject({ refund_percentage: 0, cancellation_time: null, free_cancellation_until: null });
  });

  it('refunds nothing once the service has started, whatever the tiers say', () => {
    const late = refundAt([{ hours: 0, refund_percentage: 100 }], start, utc('2027-03-10T09:00:00Z'));
    expect(late.refund_percentage).toBe(0);
    expect(late.hours_left).toBe(0);
    expect(refundAt([{ hours: 0, refund_percentage: 100 }], start, utc('2027-03-10T08:59:00Z')).refund_percentage).toBe(100);
  });

  it('refunds nothing without tiers', () => {
    expect(refundAt([], start, utc('2027-01-01T00:00:00Z'))).toMatchObject({ refund_percentage: 0, cancellation_time: null, free_cancellation_until: null });
  });

  it('counts hours across a daylight-saving change by the clock, not by the calendar', () => {
    // Oslo moves to summer time on 2027-03-28: 10:00 on the 29th is 08:00 UTC, so the 72-hour limit is 08:00 UTC on the 26th.
    const dst = { date: '2027-03-29', time: '10:00', zone: 'Europe/Oslo' };
    expect(refundAt(tiers, dst, utc('2027-03-26T07:59:00Z')).refund_percentage).toBe(100);
    expect(refundAt(tiers, dst, utc('2027-03-26T08:01:00Z')).refund_percentage).toBe(50);
  });
});

describe('refundMinor', () => {
  it('rounds half up to the minor unit and never exceeds the price', () => {
    expect(refundMinor(1999, 50)).toBe(1000);
    expect(refundMinor(1998, 50)).toBe(999);
    expect(refundMinor(12345, 100)).toBe(12345);
    expect(refundMinor(12345, 0)).toBe(0);
    expect(refundMinor(101, 33)).toBe(33);
  });
});

describe('bookingStart', () => {
  const none = { tour: null, pkg: null, checkIns: [], hotelCheckInTime: '15:00:00' };
  it('is the departure of an activity, the first day of a package at 00:00, and the first check-in of a stay at the hotel check-in time', () => {
    expect(bookingStart({ ...none, tour: { slotDate: '2027-03-10', startTime: '10:00:00' } }, 'Europe/Oslo')).toEqual({ date: '2027-03-10', time: '10:00:00', zone: 'Europe/Oslo' });
    expect(bookingStart({ ...none, pkg: { startDate: '2027-04-01' } }, 'Europe/Oslo')).toEqual({ date: '2027-04-01', time: null, zone: 'Europe/Oslo' });
    expect(bookingStart({ ...none, checkIns: ['2027-05-03', '2027-05-01'] }, 'Europe/Stockholm')).toEqual({ date: '2027-05-01', time: '15:00:00', zone: 'Europe/Stockholm' });
  });
  it('is null for a reservation without items', () => {
    expect(bookingStart(none, 'UTC')).toBeNull();
  });
});
