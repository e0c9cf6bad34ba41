/**
 * Colour contrast (WCAG 2.1 relative luminance), so a partner's colour choice never yields unreadable text: the
 * storefront and the checkout are scanned with axe-core and 0 serious contrast failures are allowed. One rule for
 * every remote that paints with a site's theme.
 */

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Whether `value` is a colour as the theme writes it: #RGB or #RRGGBB. */
export const isHexColor = (value: string): boolean => HEX.test(value);

function channels(hex: string): [number, number, number] | null {
  if (!HEX.test(hex)) return null;
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1);
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

function luminance(rgb: [number, number, number]): number {
  const [r, g, b] = rgb.map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio of two #rgb/#rrggbb colours (1–21); null when either is not a hex colour. */
export function contrastRatio(a: string, b: string): number | null {
  const ca = channels(a);
  const cb = channels(b);
  if (!ca || !cb) return null;
  const [hi, lo] = [luminance(ca), luminance(cb)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * `preferred` when it reads well on `background`; otherwise black or white, whichever contrasts more. A colour
 * that is not hex is kept (nothing to compute).
 */
export function readableOn(background: string, preferred: string): string {
  const ratio = contrastRatio(background, preferred);
  if (ratio === null || ratio >= MIN_TEXT_CONTRAST) return preferred;
  const black = contrastRatio(background, '#000000') ?? 0;
  const white = contrastRatio(background, '#FFFFFF') ?? 0;
  return black >= white ? '#000000' : '#FFFFFF';
}
