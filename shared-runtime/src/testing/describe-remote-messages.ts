/**
 * The checks every remote's own texts must pass (ADR 0004), as one describe block its messages.test.ts calls: each
 * locale it promises has a file and a loader, ids carry the remote's prefixes, every locale has every English id
 * with the same ICU placeholders, and the translations are not English copied over.
 */
import type { Locale } from 'shared-contracts/constants';
import { messagePlaceholders } from 'shared-contracts/testing';
import type { CatalogueLoader } from '../i18n/intl';
import { folderMessages } from './remote-messages';

export interface RemoteMessagesCheck {
  /** What the part is, for the test names ("the checkout texts"). */
  name: string;
  /** The messages folder (`<locale>.ts` files). */
  dir: string;
  /** The loaders the remote registers (under Jest, mapped onto the same folder). */
  loaders: Partial<Record<Locale, CatalogueLoader>>;
  /** Every id must start with one of these. */
  prefixes: readonly string[];
  /** The locales the part must translate (the 14 storefront locales, or the panel's three). */
  locales: readonly Locale[];
}

const placeholders = (text: string) => JSON.stringify(messagePlaceholders(text));

export function describeRemoteMessages({ name, dir, loaders, prefixes, locales }: RemoteMessagesCheck): void {
  const catalogues = folderMessages(dir) as Partial<Record<Locale, Record<string, string>>>;
  const en = catalogues.en ?? {};
  const ids = Object.keys(en);
  const others = locales.filter((locale) => locale !== 'en');

  describe(`${name} (${locales.length} locales)`, () => {
    it('has a file for every locale it must translate, and a loader for each', () => {
      expect(ids.length).toBeGreaterThan(0);
      expect(Object.keys(catalogues).sort()).toEqual([...locales].sort());
      expect(Object.keys(loaders).sort()).toEqual([...locales].sort());
    });

    it(`holds only its own ids (${prefixes.join(', ')})`, () => {
      expect(ids.filter((id) => !prefixes.some((prefix) => id.startsWith(prefix)))).toEqual([]);
    });

    if (others.length === 0) return;
    it.each(others)('%s has every id, none empty, none unknown, with the same ICU placeholders as English', (locale) => {
      const catalogue = catalogues[locale] ?? {};
      expect(ids.filter((id) => !(catalogue[id] ?? '').trim())).toEqual([]);
      expect(Object.keys(catalogue).filter((id) => !(id in en))).toEqual([]);
      expect(ids.filter((id) => catalogue[id] !== undefined && placeholders(catalogue[id]) !== placeholders(en[id]!))).toEqual([]);
    });

    it('is not English copied over: most texts of each locale differ from English', () => {
      for (const locale of others) {
        const same = ids.filter((id) => catalogues[locale]?.[id] === en[id]);
        expect({ locale, same: same.length < ids.length / 5 }).toEqual({ locale, same: true });
      }
    });
  });
}
