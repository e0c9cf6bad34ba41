/**
 * The app loads the no and sv catalogues on demand (loadCatalogue) and the shell waits for the first page's one
 * before it renders. A component test renders synchronously, so its render helper installs the catalogue of the
 * locale it renders in, from a static import, the way the page would have it by its first paint.
 */
import type { Locale } from '../constants';
import { no } from '../i18n/catalogues/no';
import { sv } from '../i18n/catalogues/sv';
import { isCatalogueReady, provideCatalogue, type Messages } from '../i18n/intl';

const STATIC: Partial<Record<Locale, Partial<Messages>>> = { no, sv };

/** Makes `locale`'s catalogue ready at once (a no-op for English, a locale without one, or one already loaded). */
export function installCatalogue(locale: Locale): void {
  const messages = STATIC[locale];
  if (messages && !isCatalogueReady(locale)) provideCatalogue(locale, messages);
}
