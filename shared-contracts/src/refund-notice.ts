/**
 * How long before the start a refund tier's notice is told to a guest (spec 001 §2: in days when over 3 days, else
 * in hours). The product page, the guest area and the confirmation mail all say it this way.
 */
import { REFUND } from 'shared-contracts/constants';

export interface RefundNotice {
  unit: 'days' | 'hours';
  count: number;
}

/** Over this many hours of notice, the notice is told in days. */
export const NOTICE_IN_DAYS_ABOVE_HOURS = REFUND.showDaysAboveDays * 24;

/**
 * The notice of a tier that refunds when cancelling at least `hours` before the start. The notice is a deadline, so
 * it rounds up: "at least 5 days before" for a 100-hour tier is inside the tier (120 h ≥ 100 h), where "4 days"
 * would promise a refund to a guest cancelling 97 hours before, which the tier does not give.
 */
export function refundNotice(hours: number): RefundNotice {
  if (hours > NOTICE_IN_DAYS_ABOVE_HOURS) return { unit: 'days', count: Math.ceil(hours / 24) };
  return { unit: 'hours', count: Math.ceil(hours) };
}
