import type { Context } from 'hono';
import { DEFAULT_LOCALE, isLocale, type Locale } from 'shared-contracts/constants';

/** Spec 002 §6: every call sends APP-LOCALE. */
export const LOCALE_HEADER = 'APP-LOCALE';

/** The locale a public call asks for: an explicit `locale` (query or body) first, then the APP-LOCALE header. */
export function requestedLocale(c: Context, explicit?: string | null): Locale | undefined {
  if (isLocale(explicit)) return explicit;
  const header = c.req.header(LOCALE_HEADER)?.trim().toLowerCase();
  return isLocale(header) ? header : undefined;
}

/**
 * The order in which translations are tried: the requested locale when the site has enabled it, then the site's
 * primary language, then English.
 */
export function localeChain(requested: Locale | undefined, site: { enabled: readonly Locale[]; primary: Locale }): Locale[] {
  const chain: Locale[] = [];
  if (requested && site.enabled.includes(requested)) chain.push(requested);
  for (const locale of [site.primary, DEFAULT_LOCALE]) if (!chain.includes(locale)) chain.push(locale);
  return chain;
}

/** A reader's language, then the platform's default: where a panel or an export looks for a catalogue text. */
export const readerChain = (locale: Locale | undefined): Locale[] => (locale && locale !== DEFAULT_LOCALE ? [locale, DEFAULT_LOCALE] : [DEFAULT_LOCALE]);

/** The first text of `texts` along `chain`; any text at all before nothing. */
export function pickText(texts: Partial<Record<string, string>>, chain: readonly Locale[]): { text: string; locale: Locale } {
  for (const locale of chain) {
    const text = texts[locale];
    if (text !== undefined && text !== '') return { text, locale };
  }
  for (const [locale, text] of Object.entries(texts)) if (text && isLocale(locale)) return { text, locale };
  return { text: '', locale: chain[0] ?? DEFAULT_LOCALE };
}
