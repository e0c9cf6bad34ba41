/**
 * Text normalisation for matching: lower case, diacritics removed, and the Nordic letters that Unicode does not
 * decompose folded by hand, so "Tromsø", "TROMSO" and "tromso" are one word, as are "Göteborg" and "goteborg".
 */
const FOLD: Record<string, string> = { ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', đ: 'd', ð: 'd', þ: 'th', ł: 'l', ı: 'i' };
const FOLDABLE = /[øæœßđðþłı]/g;
const COMBINING_MARKS = /\p{M}+/gu;
const WORD = /[\p{L}\p{N}]+/gu;

export function normalizeWord(word: string): string {
  return word.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase().replace(FOLDABLE, (c) => FOLD[c] ?? c);
}

/** Normalised words of a text, in order. */
export function words(text: string): string[] {
  return [...normalizeWord(text).matchAll(WORD)].map((match) => match[0]);
}

/** Words of the original text with their offsets, for highlighting. */
export function wordSpans(text: string): Array<{ start: number; end: number; word: string }> {
  return [...text.matchAll(WORD)].map((match) => ({ start: match.index, end: match.index + match[0].length, word: normalizeWord(match[0]) }));
}

/** Algolia's defaults: one typo from 4 letters, two from 8 (minWordSizefor1Typo / minWordSizefor2Typos). */
export function allowedTypos(word: string): number {
  return word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
}

/**
 * Damerau-Levenshtein distance (optimal string alignment: insertions, deletions, substitutions and adjacent
 * transpositions), giving up as soon as it must exceed `max`; then it returns max + 1.
 */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const width = b.length + 1;
  let previous2 = new Array<number>(width).fill(0);
  let previous = Array.from({ length: width }, (_, j) => j);
  let current = new Array<number>(width).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, (previous2[j - 2] as number) + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [previous2, previous, current] = [previous, current, previous2];
  }
  const distance = previous[b.length] as number;
  return distance > max ? max + 1 : distance;
}
