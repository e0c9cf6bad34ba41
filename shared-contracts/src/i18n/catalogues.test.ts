import { LOCALES, type Locale } from '../constants';
import { messagePlaceholders } from '../testing/icu';
import { en, enAreas } from './catalogues/en';
import { core as enCore } from './catalogues/en/core';
import { panel as enPanel } from './catalogues/en/panel';
import { no } from './catalogues/no';
import { sv } from './catalogues/sv';
import { CATALOGUES, formatMessage, isMessageId, messagesIntl } from './messages';
import { CHECKOUT_SHARED_IDS, CUSTOMER_SHARED_IDS, STOREFRONT_SHARED_IDS } from './storefront-ids';

/** The panel's three catalogues, imported part file by part file as the app's loaders do. */
const PANEL_CATALOGUES = { en, no, sv } as const;

const ids = Object.keys(en) as (keyof typeof en)[];

describe('catalogue parts', () => {
  it('splits English into core and panel without losing or repeating an id', () => {
    const core = Object.keys(enCore);
    const panel = Object.keys(enPanel);
    expect(core.filter((id) => panel.includes(id))).toEqual([]);
    expect(core.every((id) => !id.startsWith('nav.'))).toBe(true);
    expect(ids.filter((id) => !core.includes(id) && !panel.includes(id))).toEqual([]);
    // The remotes' page texts are their own (src/messages of mfe-site, mfe-checkout, mfe-customer-area and mfe-admin,
    // each checked by its messages.test.ts): none is left here to drift from the remote's copy.
    const owned = ['site.search.', 'site.product.', 'site.checkout.', 'site.customer.', 'admin.cancellations.'];
    expect(ids.filter((id) => owned.some((prefix) => id.startsWith(prefix)))).toEqual([]);
  });
});

describe('storefront catalogues (14 locales)', () => {
  const visitorIds = [...STOREFRONT_SHARED_IDS, ...CHECKOUT_SHARED_IDS, ...CUSTOMER_SHARED_IDS, ...ids.filter((id) => id.startsWith('site.'))];
  const others = LOCALES.filter((locale) => locale !== 'en');

  it.each(others)('%s has every visitor-facing id, none empty, none unknown', (locale: Locale) => {
    const catalogue = CATALOGUES[locale] as Record<string, string>;
    expect(visitorIds.filter((id) => !(catalogue[id] ?? '').trim())).toEqual([]);
    expect(Object.keys(catalogue).filter((id) => !(id in en))).toEqual([]);
  });

  it.each(others)('%s: every visitor message is valid ICU with the same placeholders as English', (locale: Locale) => {
    const catalogue = CATALOGUES[locale] as Record<string, string>;
    const mismatched = visitorIds.filter((id) => {
      const text = catalogue[id];
      if (text === undefined) return false;
      return JSON.stringify(messagePlaceholders(en[id])) !== JSON.stringify(messagePlaceholders(text));
    });
    expect(mismatched).toEqual([]);
  });

  it('is not English copied over: most texts of each locale differ from English', () => {
    for (const locale of others) {
      const catalogue = CATALOGUES[locale] as Record<string, string>;
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
      const expected = messagePlaceholders(en[id]);
      const actual = messagePlaceholders(text);
      return JSON.stringify(expected) !== JSON.stringify(actual);
    });
    expect(mismatched).toEqual([]);
  });

  it('has the placeholders that callers pass', () => {
    expect(messagePlaceholders(en['common.greeting'])).toEqual(['name']);
    expect(messagePlaceholders(en['common.selectedCount'])).toEqual(['count']);
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

describe('formatMessage (the pure formatter the API renders with)', () => {
  it('renders an id in the requested language, with placeholders and plural forms', () => {
    expect(formatMessage('en', 'errors.accessDenied')).toBe('Access Denied');
    expect(formatMessage('no', 'errors.accessDenied')).toBe('Ingen tilgang');
    expect(formatMessage('sv', 'errors.accessDenied')).toBe('Åtkomst nekad');
    expect(formatMessage('en', 'common.greeting', { name: 'Kari' })).toBe('Hello, Kari');
    expect(formatMessage('sv', 'common.selectedCount', { count: 3 })).toBe('3 objekt valda');
  });

  it('has every part of every locale without loading anything: the panel, and the shared texts the checkout and the guest area show', () => {
    expect(formatMessage('no', 'nav.dashboard')).toBe(no['nav.dashboard']);
    expect(formatMessage('fi', 'errors.rateLimited')).toBe(CATALOGUES.fi['errors.rateLimited']);
    expect(formatMessage('de', 'errors.holdExpired')).toBe(CATALOGUES.de['errors.holdExpired']);
  });

  it('falls back to English for a text the locale lacks, and for a locale that is not ours', () => {
    expect(CATALOGUES.fr['nav.dashboard']).toBeUndefined();
    expect(formatMessage('fr', 'nav.dashboard')).toBe(en['nav.dashboard']);
    expect(formatMessage('fr', 'errors.badRequest')).toBe(CATALOGUES.fr['errors.badRequest']);
    expect(formatMessage('xx', 'errors.badRequest')).toBe('Bad request');
    expect(messagesIntl('xx')).toBe(messagesIntl('en'));
    // A storefront-only locale still formats as itself (German numbers with the English text).
    expect(messagesIntl('de').locale).toBe('de-DE');
  });

  it('renders the apostrophe of the session-timeout text literally', () => {
    expect(formatMessage('en', 'errors.sessionTimeout')).toBe(en['errors.sessionTimeout']);
  });

  it('returns an unknown id unchanged, and knows every id of every part', () => {
    expect(formatMessage('en', 'errors.doesNotExist')).toBe('errors.doesNotExist');
    expect(isMessageId('errors.doesNotExist')).toBe(false);
    expect(isMessageId('validation.required')).toBe(true);
    expect(isMessageId('nav.dashboard')).toBe(true);
    expect(isMessageId(7)).toBe(false);
  });
});
