import * as v from 'shared-contracts/valibot';

const INVALID = 'supplier.productSettings.consent.commissionInvalid';

/** Basis points per percent: the contract keeps commissions in basis points (10,000 is 100 %). */
const BASIS_POINTS_PER_PERCENT = 100;

/** A commission as the supplier types it: a percentage from 0 to 100 with at most two decimals (whole basis points). */
export const CommissionPercentSchema = v.pipe(
  v.number(INVALID),
  v.minValue(0, INVALID),
  v.maxValue(100, INVALID),
  v.check((percent: number) => Math.abs(percent * BASIS_POINTS_PER_PERCENT - Math.round(percent * BASIS_POINTS_PER_PERCENT)) < 1e-6, INVALID),
);

export function toBasisPoints(percent: number): number {
  return Math.round(percent * BASIS_POINTS_PER_PERCENT);
}

export function toPercent(basisPoints: number): number {
  return basisPoints / BASIS_POINTS_PER_PERCENT;
}
