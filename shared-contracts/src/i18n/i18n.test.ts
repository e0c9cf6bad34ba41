import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LOCALES, type Locale } from '../constants';
import { ALL_CATALOGUES } from '../testing/catalogues';
import { en, enAreas } from './catalogues/en';
import { core as enCore } from './catalogues/en/core';
import { panel as enPanel } from './catalogues/en/panel';
import { no } from './catalogues/no';
import { sv } from './catalogues/sv';
import { CHECKOUT_SHARED_IDS, CUSTOMER_SHARED_IDS, STOREFRONT_SHARED_IDS } from './storefront-ids';
import {
  loadCataloguePart,
  createAppIntl,
  isCatalogueReady,
  isMessageId,
  loadCatalogue,
  messagesFor,
  onCatalogueLoaded,
  translate,
  type MessageId,
} from './index';

/** The catalogues themselves, imported directly: the app loads no and sv on demand (loadCatalogue). */
const PANEL_CATALOGUES = { en, no, sv } as const;

function argumentNames(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentNames(option.value, into);
    }
    if (element.type === TYPE.tag) argumentNames(element.children, into);
  }
  return into;
}

const ids = Object.keys(en) as MessageId[];

describe('catalogue parts', () => {
  it('splits English into core and panel without losing or repeating an id', () => {
    const core = Object.keys(enCore);
    const panel = Object.keys(enPanel);
    expect(core.filter((id) => panel.includes(id))).toEqual([]);
    expect(core.every((id) => !id.startsWith('nav.'))).toBe(true);
    expect(ids.filter((id) => !core.includes(id) && !panel.includes(id) && !id.startsWith('site.search.') && !id.startsWith('site.product.') && !id.startsWith('site.checkout.') && !id.startsWith('site.customer.'))).toEqual([]);
  });
});

describe('storefront catalogues (14 locales)', () => {
  const visitorIds = [...STOREFRONT_SHARED_IDS, ...CHECKOUT_SHARED_IDS, ...CUSTOMER_SHARED_IDS, ...ids.filter((id) => id.startsWith('site.'))];
  const others = LOCALES.filter((locale) => locale !== 'en');

  it.each(others)('%s has every visitor-facing id, none empty, none unknown', (locale: Locale) => {
    const catalogue = ALL_CATALOGUES[locale] as Record<string, string>;
    expect(visitorIds.filter((id) => !(catalogue[id] ?? '').trim())).toEqual([]);
    expect(Object.keys(catalogue).filter((id) => !(id in en))).toEqual([]);
  });

  it.each(others)('%s: every visitor message is valid ICU with the same placeholders as English', (locale: Locale) => {
    const catalogue = ALL_CATALOGUES[locale] as Record<string, string>;
    const mismatched = visitorIds.filter((id) => {
      const text = catalogue[id];
      if (text === undefined) return false;
      return JSON.stringify([...argumentNames(parse(en[id]))].sort()) !== JSON.stringify([...argumentNames(parse(text))].sort());
    });
    expect(mismatched).toEqual([]);
  });

  it('is not English copied over: most texts of each locale differ from English', () => {
    for (const locale of others) {
      const catalogue = ALL_CATALOGUES[locale] as Record<string, string>;
      const same = visitorIds.filter((id) => catalogue[id] === (en as Record<string, string>)[id]);
      expect({ locale, same: same.length < visitorIds.length / 5 }).toEqual({ locale, same: true });
    }
  });
});

describe('panel catalogues', () => {
  it('defines each id in exactly one area file', () => {
    const total = Object.values(enAreas).reduce<number>((sum, area) => sum + Object.keys(area).length, 0);
    expect(ids).toHaveLength(total);
  });

  it.each(['no', 'sv'] as const)('%s has every English id, and no other, and no empty text', (locale) => {
    const catalogue = PANEL_CATALOGUES[locale];
    expect(Object.keys(catalogue).sort()).toEqual([...ids].sort());
    const empty = ids.filter((id) => catalogue[id].trim() === '');
    expect(empty).toEqual([]);
  });

  it.each(['en', 'no', 'sv'] as const)('%s: every message is valid ICU with the same placeholders as English', (locale) => {
    const mismatched = ids.filter((id) => {
      const text = PANEL_CATALOGUES[locale][id] as string | undefined;
      // A missing id is the completeness test's failure; here it would only hide the other mismatches.
      if (text === undefined) return false;
      const expected = [...argumentNames(parse(en[id]))].sort();
      const actual = [...argumentNames(parse(text))].sort();
      return JSON.stringify(expected) !== JSON.stringify(actual);
    });
    expect(mismatched).toEqual([]);
  });

  it('has the placeholders that callers pass', () => {
    expect([...argumentNames(parse(en['common.greeting']))]).toEqual(['name']);
    expect([...argumentNames(parse(en['common.selectedCount']))]).toEqual(['count']);
  });

  it('keeps the spec wording of the HTTP messages, spelling included', () => {
    expect(en['errors.sessionTimeout']).toBe(
      "You've been logged out due to session time out. Kindly log back in for contined access.",
    );
    expect(en['errors.noTokenFound']).toBe('No Token found!');
    expect(en['errors.failedToFetchSiteById']).toBe('Failed to fetch Site by id!');
    expect(en['errors.maxSiteLimit']).toBe(
      'The maximum number of allowed sites has been reached. Please contact support.',
    );
  });
});

describe('loadCatalogue', () => {
  // Runs first in this file: no and sv have not been loaded yet.
  it('renders English until a catalogue arrives, then its language, telling the subscribers once', async () => {
    expect(isCatalogueReady('no')).toBe(false);
    expect(translate('no', 'errors.accessDenied')).toBe('Access Denied');
    expect(createAppIntl('no')).toBe(createAppIntl('en'));
    const loaded: string[] = [];
    const unsubscribe = onCatalogueLoaded((locale) => loaded.push(locale));

    await Promise.all([loadCatalogue('no'), loadCatalogue('no')]);
    expect(isCatalogueReady('no')).toBe(true);
    expect(translate('no', 'errors.accessDenied')).toBe('Ingen tilgang');
    expect(createAppIntl('no').locale).toBe('nb-NO');
    expect(isCatalogueReady('sv')).toBe(false);
    expect(loaded).toEqual(['no']);
    unsubscribe();
  });

  it('resolves at once for English and for an unknown locale', async () => {
    await expect(loadCatalogue('en')).resolves.toBeUndefined();
    await expect(loadCatalogue('xx')).resolves.toBeUndefined();
    expect(isCatalogueReady('xx')).toBe(true);
  });

  it('loads a part when a page asks for it, for the locale and for English, and keeps it for later languages', async () => {
    // Only core is bundled: the panel's ids are not known until the panel part arrives.
    expect(isMessageId('nav.dashboard')).toBe(false);
    expect(translate('no', 'site.search.form.label')).toBe('site.search.form.label');
    const part = loadCataloguePart('site-search', 'no');
    expect(isCatalogueReady('no')).toBe(false);
    await part;
    expect(isCatalogueReady('no')).toBe(true);
    expect(translate('no', 'site.search.form.label')).toBe(no['site.search.form.label']);
    expect(translate('en', 'site.search.form.label')).toBe(en['site.search.form.label']);
    // Still not the panel: a storefront visit never downloads it.
    expect(isMessageId('nav.dashboard')).toBe(false);
    // German now needs the search part too.
    expect(isCatalogueReady('de')).toBe(false);
    await loadCatalogue('de');
    expect(translate('de', 'site.search.form.label')).toBe(ALL_CATALOGUES.de['site.search.form.label']);
    await loadCataloguePart('panel', 'en');
    expect(isMessageId('nav.dashboard')).toBe(true);
  });

  it('loads a late part (the guest area, the cart) through its own loaders chunk, in any of the 14 locales', async () => {
    expect(translate('fi', 'site.customer.cancel.open')).toBe('site.customer.cancel.open');
    const part = loadCataloguePart('customer', 'fi');
    expect(isCatalogueReady('fi')).toBe(false);
    await part;
    expect(isCatalogueReady('fi')).toBe(true);
    expect(translate('fi', 'site.customer.cancel.open')).toBe(ALL_CATALOGUES.fi['site.customer.cancel.open']);
    expect(translate('en', 'site.customer.cancel.open')).toBe(en['site.customer.cancel.open']);
    await loadCataloguePart('checkout', 'sv');
    expect(translate('sv', 'site.checkout.cart.title')).toBe(sv['site.checkout.cart.title']);
  });
});

describe('translate and createAppIntl', () => {
  beforeAll(() => Promise.all([loadCatalogue('no'), loadCatalogue('sv')]));

  it('renders a message in the requested panel language', () => {
    expect(translate('en', 'errors.accessDenied')).toBe('Access Denied');
    expect(translate('no', 'errors.accessDenied')).toBe('Ingen tilgang');
    expect(translate('sv', 'errors.accessDenied')).toBe('Åtkomst nekad');
  });

  it('fills placeholders and plural forms', () => {
    expect(translate('en', 'common.greeting', { name: 'Kari' })).toBe('Hello, Kari');
    expect(translate('en', 'common.selectedCount', { count: 1 })).toBe('1 item selected');
    expect(translate('sv', 'common.selectedCount', { count: 3 })).toBe('3 objekt valda');
  });

  it('renders the apostrophe of the session-timeout text literally', () => {
    expect(translate('en', 'errors.sessionTimeout')).toBe(en['errors.sessionTimeout']);
  });

  it('falls back to English for a panel text in a storefront-only locale, and for an unknown locale', async () => {
    await loadCataloguePart('panel', 'fr');
    expect(translate('fr', 'nav.dashboard')).toBe(en['nav.dashboard']);
    expect(translate('fr', 'errors.badRequest')).toBe(ALL_CATALOGUES.fr['errors.badRequest']);
    expect(translate('xx', 'errors.badRequest')).toBe('Bad request');
    expect(messagesFor('xx')['errors.badRequest']).toBe('Bad request');
    expect(createAppIntl('xx')).toBe(createAppIntl('en'));
  });

  it('memoises one IntlShape per locale', () => {
    expect(createAppIntl('no')).toBe(createAppIntl('no'));
    expect(createAppIntl('no')).not.toBe(createAppIntl('sv'));
    expect(createAppIntl('no').locale).toBe('nb-NO');
  });

  it('returns an unknown id unchanged instead of throwing', () => {
    expect(translate('en', 'errors.doesNotExist')).toBe('errors.doesNotExist');
    expect(isMessageId('errors.doesNotExist')).toBe(false);
    expect(isMessageId('validation.required')).toBe(true);
  });
});
