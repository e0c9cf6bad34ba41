/**
 * The app loads catalogues in parts and on demand (i18n/intl.ts) and the shell waits for the first page's part
 * before it renders. A component test renders synchronously, so its render helper installs the whole catalogue of
 * the locale it renders in (and English's, the fallback), from the catalogue data, the way the page would have it.
 */
import type { Locale } from 'shared-contracts/constants';
import { CATALOGUES } from 'shared-contracts/messages';
import { activateCatalogueParts, CATALOGUE_PARTS, provideCatalogue } from '../i18n/intl';

const installed = new Set<Locale>();

/** Makes `locale`'s whole catalogue (and English's) ready at once; a no-op when already there. */
export function installCatalogue(locale: Locale): void {
  // A language switch during the test then loads every part too, as the page it stands for would have asked.
  activateCatalogueParts(CATALOGUE_PARTS);
  for (const each of locale === 'en' ? (['en'] as const) : (['en', locale] as const)) {
    if (installed.has(each)) continue;
    provideCatalogue(each, CATALOGUES[each], CATALOGUE_PARTS);
    installed.add(each);
  }
}
