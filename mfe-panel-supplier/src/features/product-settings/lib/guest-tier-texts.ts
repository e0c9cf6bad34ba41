import { CancellationPolicyTierInputSchema, refundTierTexts, type RefundTierView } from 'shared-contracts/cancellation-policies';
import * as v from 'shared-contracts/valibot';
import type { T } from 'shared-runtime/session';

interface ValidTier {
  hours: number;
  refund_percentage: number;
  index: number;
}

const sameTiers = (a: readonly { hours: number; refund_percentage: number }[], b: readonly { hours: number; refund_percentage: number }[]) =>
  a.length === b.length && a.every((tier, index) => tier.hours === b[index]?.hours && tier.refund_percentage === b[index]?.refund_percentage);

/**
 * The sentence a guest reads for each tier of the form, by the row's index (null for a row that is not a valid tier
 * yet). While the tiers are the saved ones, the API's own texts (`saved`, longest notice first) are shown; once they
 * change, the same shared rule (refundTierTexts) words them here, in the page's language, before they are saved.
 * A 0 % tier's sentence names the notice of the tier before it, so every row is worded against all the others.
 */
export function guestTierTexts(tiers: readonly unknown[], t: T, saved?: readonly RefundTierView[]): (string | null)[] {
  const valid: ValidTier[] = [];
  tiers.forEach((tier, index) => {
    const parsed = v.safeParse(CancellationPolicyTierInputSchema, tier);
    if (parsed.success) valid.push({ ...parsed.output, index });
  });
  // Longest notice first, as refundTierTexts orders them (a stable sort, so its order is this one).
  valid.sort((a, b) => b.hours - a.hours);
  const texts: (string | null)[] = tiers.map(() => null);
  if (saved && valid.length === tiers.length && sameTiers(valid, saved)) {
    valid.forEach((tier, position) => (texts[tier.index] = saved[position]?.text ?? null));
    return texts;
  }
  refundTierTexts(valid).forEach((text, position) => {
    const notice = text.notice ? t(text.notice.id, { count: text.notice.count }) : undefined;
    texts[valid[position]!.index] = t(text.id, { percentage: text.percentage, ...(notice !== undefined ? { notice } : {}) });
  });
  return texts;
}
