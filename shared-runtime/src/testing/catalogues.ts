/**
 * The app loads catalogues in parts and on demand (i18n/intl.ts) and the shell waits for the first page's part
 * before it renders. A component test renders synchronously, so its render helper installs the whole catalogue of
 * the locale it renders in (and English's, the fallback), from the catalogue data, the way the page would have it.
 */
import type { Locale } from 'shared-contracts/constants';
import { CATALOGUES } from 'shared-contracts/messages';
import { activateCatalogueParts, CATALOGUE_PARTS, provideCatalogue, type Messages } from '../i18n/intl';
import { folderMessages } from './remote-messages';

const installed = new Set<Locale>();
/** Remotes' parts a test project installs with the shared catalogues (installRemoteMessages). */
const remoteParts = new Map<string, Partial<Record<Locale, Partial<Messages>>>>();

/**
 * Makes a remote's own part (its `src/messages` folder) part of every installCatalogue of this test file, as if
 * the remote had registered and loaded it. Call it before the first install (a remote's jest set-up file).
 */
export function installRemoteMessages(part: string, dir: string): void {
  remoteParts.set(part, folderMessages(dir));
}

/** Makes `locale`'s whole catalogue (and English's) ready at once; a no-op when already there. */
export function installCatalogue(locale: Locale): void {
  // A language switch during the test then loads every part too, as the page it stands for would have asked.
  const parts = [...CATALOGUE_PARTS, ...remoteParts.keys()];
  activateCatalogueParts(parts);
  for (const each of locale === 'en' ? (['en'] as const) : (['en', locale] as const)) {
    if (installed.has(each)) continue;
    const remote = [...remoteParts.values()].map((byLocale) => byLocale[each]);
    provideCatalogue(each, Object.assign({}, CATALOGUES[each], ...remote) as Partial<Messages>, parts);
    installed.add(each);
  }
}
