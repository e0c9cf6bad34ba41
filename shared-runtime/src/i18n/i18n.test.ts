import { LOCALES } from 'shared-contracts/constants';
import { CATALOGUES } from 'shared-contracts/messages';
import {
  loadCataloguePart,
  createAppIntl,
  hasCatalogue,
  isCatalogueReady,
  isMessageId,
  loadCatalogue,
  messagesFor,
  onCatalogueLoaded,
  registerCatalogue,
  translate,
} from './index';

// The whole catalogues, to compare with what the runtime renders once a part has arrived.
const { en, no, sv } = CATALOGUES;

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
    expect(translate('no', 'nav.dashboard')).toBe('nav.dashboard');
    const part = loadCataloguePart('panel', 'no');
    expect(isCatalogueReady('no')).toBe(false);
    await part;
    expect(isCatalogueReady('no')).toBe(true);
    expect(translate('no', 'nav.dashboard')).toBe(no['nav.dashboard']);
    expect(translate('en', 'nav.dashboard')).toBe(en['nav.dashboard']);
    expect(isMessageId('nav.dashboard')).toBe(true);
    // Swedish now needs the panel part too; German has none, so its core is enough (the panel shows in English).
    expect(isCatalogueReady('sv')).toBe(false);
    await loadCatalogue('sv');
    expect(translate('sv', 'nav.dashboard')).toBe(sv['nav.dashboard']);
    await loadCatalogue('de');
    expect(isCatalogueReady('de')).toBe(true);
    expect(translate('de', 'nav.dashboard')).toBe(en['nav.dashboard']);
  });

  it('loads a part a remote registered from its loaders; registered again (a newer remote), the new loaders serve', async () => {
    const id = 'site.customer.cancel.open';
    expect(translate('fi', id)).toBe(id);
    registerCatalogue('remote-test', { en: () => Promise.resolve({ [id]: 'Cancel (old)' }), fi: () => Promise.resolve({ [id]: 'Peru (old)' }) });
    registerCatalogue('remote-test', { en: () => Promise.resolve({ [id]: 'Cancel (new)' }), fi: () => Promise.resolve({ [id]: 'Peru (new)' }) });
    const part = loadCataloguePart('remote-test', 'fi');
    expect(isCatalogueReady('fi')).toBe(false);
    await part;
    expect(isCatalogueReady('fi')).toBe(true);
    expect(translate('fi', id)).toBe('Peru (new)');
    expect(translate('en', id)).toBe('Cancel (new)');
    // A locale the remote does not translate is ready with the English text.
    await loadCatalogue('it');
    expect(isCatalogueReady('it')).toBe(true);
    expect(translate('it', id)).toBe('Cancel (new)');
    // A remote cannot take over a part the shell owns.
    expect(() => registerCatalogue('panel', {})).toThrow('The shell owns the catalogue part panel');
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
    expect(translate('fr', 'errors.badRequest')).toBe(CATALOGUES.fr['errors.badRequest']);
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

describe('hasCatalogue', () => {
  it('offers a catalogue in every locale of the platform (from its core part file), and none in another', () => {
    expect(LOCALES.filter((locale) => !hasCatalogue(locale))).toEqual([]);
    expect(hasCatalogue('xx')).toBe(false);
  });
});
