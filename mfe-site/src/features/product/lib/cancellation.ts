import type { CancellationTier } from 'shared-contracts/catalogue';
import { COLORS, REFUND } from 'shared-contracts/constants';
import { refundNotice } from 'shared-contracts/refund-notice';

export interface TierView {
  /** `free` (100 %), `partial`, or `none` (0 %). */
  kind: 'free' | 'partial' | 'none';
  percentage: number;
  unit: 'days' | 'hours';
  amount: number;
  /** Spec 001 §2 / 002 §9: orange when nothing is refunded, green otherwise. */
  colour: string;
}

/** The tiers from the longest notice to the shortest, each with the unit its notice is shown in. */
export function tierViews(tiers: CancellationTier[]): TierView[] {
  return [...tiers]
    .sort((a, b) => b.hours - a.hours)
    .map((tier) => {
      const notice = refundNotice(tier.hours);
      const kind = tier.refund_percentage >= REFUND.full ? 'free' : tier.refund_percentage <= REFUND.none ? 'none' : 'partial';
      return {
        kind,
        percentage: tier.refund_percentage,
        unit: notice.unit,
        amount: notice.count,
        colour: tier.refund_percentage <= REFUND.none ? COLORS.cancellationNoRefund : COLORS.cancellationRefund,
      };
    });
}
