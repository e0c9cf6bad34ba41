/**
 * The app loads catalogues in parts and on demand (i18n/intl.ts) and the shell waits for the first page's part
 * before it renders. A component test renders synchronously, so its render helper installs the whole catalogue of
 * the locale it renders in (and English's, the fallback), from static imports, the way the page would have it.
 */
import type { Locale } from '../constants';
import { bg } from '../i18n/catalogues/bg';
import { da } from '../i18n/catalogues/da';
import { de } from '../i18n/catalogues/de';
import { en } from '../i18n/catalogues/en';
import { es } from '../i18n/catalogues/es';
import { fi } from '../i18n/catalogues/fi';
import { fr } from '../i18n/catalogues/fr';
import { gu } from '../i18n/catalogues/gu';
import { hi } from '../i18n/catalogues/hi';
import { it } from '../i18n/catalogues/it';
import { nl } from '../i18n/catalogues/nl';
import { no } from '../i18n/catalogues/no';
import { ru } from '../i18n/catalogues/ru';
import { sv } from '../i18n/catalogues/sv';
import { activateCatalogueParts, CATALOGUE_PARTS, provideCatalogue, type Messages } from '../i18n/intl';

export const ALL_CATALOGUES: Record<Locale, Partial<Messages>> = { en, no, sv, hi, gu, da, de, bg, nl, ru, es, it, fi, fr };

const installed = new Set<Locale>();

/** Makes `locale`'s whole catalogue (and English's) ready at once; a no-op when already there. */
export function installCatalogue(locale: Locale): void {
  // A language switch during the test then loads every part too, as the page it stands for would have asked.
  activateCatalogueParts(CATALOGUE_PARTS);
  for (const each of locale === 'en' ? (['en'] as const) : (['en', locale] as const)) {
    if (installed.has(each)) continue;
    provideCatalogue(each, ALL_CATALOGUES[each], CATALOGUE_PARTS);
    installed.add(each);
  }
}
