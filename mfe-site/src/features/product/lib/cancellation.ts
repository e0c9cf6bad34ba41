import type { CancellationTier } from 'shared-contracts/catalogue';
import { COLORS, REFUND } from 'shared-contracts/constants';

/** Spec 001 §2: a free-cancellation time is shown in days when over 3 days, else in hours. */
const DAYS_FROM_HOURS = REFUND.showDaysAboveDays * 24;

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
      const days = tier.hours > DAYS_FROM_HOURS;
      const kind = tier.refund_percentage >= REFUND.full ? 'free' : tier.refund_percentage <= REFUND.none ? 'none' : 'partial';
      return {
        kind,
        percentage: tier.refund_percentage,
        unit: days ? 'days' : 'hours',
        amount: days ? Math.floor(tier.hours / 24) : tier.hours,
        colour: tier.refund_percentage <= REFUND.none ? COLORS.cancellationNoRefund : COLORS.cancellationRefund,
      };
    });
}
