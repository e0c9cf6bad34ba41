import { refundNotice } from './refund-notice';

describe('refundNotice', () => {
  it('tells the notice in hours up to 3 days, in days over that', () => {
    expect(refundNotice(1)).toEqual({ unit: 'hours', count: 1 });
    expect(refundNotice(24)).toEqual({ unit: 'hours', count: 24 });
    expect(refundNotice(72)).toEqual({ unit: 'hours', count: 72 });
    expect(refundNotice(73)).toEqual({ unit: 'days', count: 4 });
    expect(refundNotice(96)).toEqual({ unit: 'days', count: 4 });
    expect(refundNotice(120)).toEqual({ unit: 'days', count: 5 });
    expect(refundNotice(168)).toEqual({ unit: 'days', count: 7 });
  });

  it('rounds a part day up, so the deadline never promises more than the tier gives', () => {
    // A 100-hour tier: a guest cancelling 97 hours before gets nothing, so "4 days" (96 h) would be a false promise.
    expect(refundNotice(100)).toEqual({ unit: 'days', count: 5 });
    for (const hours of [73, 95, 96, 97, 100, 119, 120, 121, 500]) {
      const { unit, count } = refundNotice(hours);
      expect(unit === 'days' ? count * 24 : count).toBeGreaterThanOrEqual(hours);
    }
  });
});
