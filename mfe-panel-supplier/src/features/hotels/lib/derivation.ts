import type { DerivationKind } from 'shared-contracts/hotels';

/** The change a connected plan makes to its parent's price, as the panel shows it: "−10 %", "+450,00 kr". */
export function derivationText(kind: DerivationKind, value: number, formatAmount: (minor: number) => string): string {
  const sign = value < 0 ? '−' : '+';
  const size = Math.abs(value);
  return kind === 'percent' ? `${sign}${size} %` : `${sign}${formatAmount(size)}`;
}

/** A signed amount typed in major units ("-50", "+12,5") as integer minor units; NaN when it is not one. */
export function signedMajorToMinor(text: string, toMinor: (unsigned: string) => number | null): number {
  const trimmed = text.trim();
  const negative = trimmed.startsWith('-') || trimmed.startsWith('−');
  const unsigned = trimmed.replace(/^[-−+]/, '');
  const minor = toMinor(unsigned);
  if (minor === null) return Number.NaN;
  return negative ? -minor : minor;
}
