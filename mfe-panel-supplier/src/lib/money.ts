import { money } from 'shared-contracts/site-content';

/** A price as the supplier types it: whole units, then at most two decimals after a point or a comma ("450", "12,5"). */
const MAJOR = /^(\d{1,13})(?:[.,](\d{1,2}))?$/;

/**
 * The integer minor units of a price typed in major units, or null when the text is not a price. The inverse of
 * money() (shared-contracts/site-content: amount = minor / 100), done on the digits so no float is involved.
 */
export function majorToMinor(text: string): number | null {
  const match = MAJOR.exec(text.trim());
  if (!match) return null;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}

/** The text a price field starts with: the major amount money() gives, always with two decimals ("450.00"). */
export function minorToMajorText(minor: number, currency: string): string {
  return money(minor, currency).amount.toFixed(2);
}
