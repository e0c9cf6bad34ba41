/**
 * shared-contracts/earnings-rules: how a reservation's money is split between supplier, partner and platform, and how a
 * refund reverses it pro rata (issue 14 §3, ADR 0017). Written once: the API's ledger and any panel preview use it.
 */

export const EARNING_PARTIES = ['supplier', 'partner', 'platform'] as const;
export type EarningParty = (typeof EARNING_PARTIES)[number];

/** The platform's commission when a service has no commission category: 15 %. */
export const DEFAULT_PLATFORM_COMMISSION_BP = 1500;

export type EarningShares = Record<EarningParty, number>;

export interface EarningRates {
  /** What the selling site's owner earns, in basis points of the price (0 when no partner sold it). */
  partnerBp: number;
  /** The platform's commission in basis points; capped so that partner + platform never pass 100 %. */
  platformBp: number;
}

/**
 * Splits `total` minor units in proportion to `weights` with the largest-remainder method: every part is the floor
 * of its exact share, and the units left over go one each to the largest fractions (the earlier party on a tie),
 * so the parts always sum to `total` exactly. All-zero weights give all-zero parts.
 */
export function apportion(total: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(total) || total < 0) throw new Error(`apportion(): total must be a non-negative integer, got ${total}`);
  if (weights.some((w) => !Number.isSafeInteger(w) || w < 0)) throw new Error('apportion(): weights must be non-negative integers');
  const sum = weights.reduce((a, b) => a + BigInt(b), 0n);
  if (sum === 0n) return weights.map(() => 0);
  const exact = weights.map((w) => BigInt(total) * BigInt(w));
  const parts = exact.map((e) => e / sum);
  const left = Number(BigInt(total) - parts.reduce((a, b) => a + b, 0n));
  const order = exact.map((e, i) => ({ i, rest: e % sum })).sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (let k = 0; k < left; k += 1) parts[order[k]!.i]! += 1n;
  return parts.map(Number);
}

const toShares = ([supplier, partner, platform]: number[]): EarningShares => ({ supplier: supplier!, partner: partner!, platform: platform! });

/** The rates as weights out of 10 000: the partner's first, the platform's capped to what is left, the supplier the rest. */
export function shareWeights({ partnerBp, platformBp }: EarningRates): EarningShares {
  const partner = Math.min(Math.max(Math.trunc(partnerBp), 0), 10_000);
  const platform = Math.min(Math.max(Math.trunc(platformBp), 0), 10_000 - partner);
  return { supplier: 10_000 - partner - platform, partner, platform };
}

/** A confirmed reservation's sale lines: supplier, partner and platform shares of `priceMinor`, summing to it exactly. */
export function splitSale(priceMinor: number, rates: EarningRates): EarningShares {
  const w = shareWeights(rates);
  return toShares(apportion(priceMinor, [w.supplier, w.partner, w.platform]));
}

/**
 * The reversal lines that bring a reservation's earnings to `keptMinor` (what was paid less every refund), split in
 * the proportions of its sale lines: each party's target is its largest-remainder share of `keptMinor`, and the line
 * is the target less what it holds now. The parties then hold exactly `keptMinor` between them.
 */
export function reversalTo(sale: EarningShares, current: EarningShares, keptMinor: number): EarningShares {
  const target = toShares(apportion(keptMinor, [sale.supplier, sale.partner, sale.platform]));
  return { supplier: target.supplier - current.supplier, partner: target.partner - current.partner, platform: target.platform - current.platform };
}
