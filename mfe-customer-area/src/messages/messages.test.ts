import { LOCALES, type Locale } from 'shared-contracts/constants';
import { messagePlaceholders } from 'shared-contracts/testing';
import { folderMessages } from 'shared-runtime/testing';
import { messages as en } from './en';
// Through messages/ so that jest.config.js maps it to testing/message-loaders.ts, as it does for the area.
import { loaders } from '../messages/loaders';

/** The area's own texts, every locale file of this folder, as the bundler context finds them. */
const catalogues = folderMessages(__dirname) as Partial<Record<Locale, Record<string, string>>>;
const ids = Object.keys(en);

const placeholders = (text: string) => JSON.stringify(messagePlaceholders(text));

describe('the guest area texts (14 locales)', () => {
  it('has a file for every storefront locale, each a loader of the part', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...LOCALES].sort());
    expect(Object.keys(loaders).sort()).toEqual([...LOCALES].sort());
  });

  it('holds only the area ids (site.customer.*)', () => {
    expect(ids.filter((id) => !id.startsWith('site.customer.'))).toEqual([]);
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))('%s has every id, none empty, none unknown, with the same ICU placeholders as English', (locale) => {
    const catalogue = catalogues[locale]!;
    expect(ids.filter((id) => !(catalogue[id] ?? '').trim())).toEqual([]);
    expect(Object.keys(catalogue).filter((id) => !(id in en))).toEqual([]);
    expect(ids.filter((id) => placeholders(catalogue[id]!) !== placeholders(en[id as keyof typeof en]))).toEqual([]);
  });

  it('is not English copied over: most texts of each locale differ from English', () => {
    for (const locale of LOCALES.filter((each) => each !== 'en')) {
      const same = ids.filter((id) => catalogues[locale]![id] === en[id as keyof typeof en]);
      expect({ locale, same: same.length < ids.length / 5 }).toEqual({ locale, same: true });
    }
  });
});
