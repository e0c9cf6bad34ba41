import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { DEFAULT_LOCALE, INTL_LOCALE, isLocale, type Locale, type PanelLocale } from '../constants';
import { en } from './catalogues/en';
import { no } from './catalogues/no';
import { sv } from './catalogues/sv';

/** A dotted message id, e.g. 'errors.badRequest'. English is the source of the set. */
export type MessageId = keyof typeof en;
export type Messages = Record<MessageId, string>;
/** Values for {placeholders}; the panel only uses primitives, so the answer of formatMessage stays a string. */
export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

export const PANEL_CATALOGUES: Readonly<Record<PanelLocale, Messages>> = { en, no, sv };

/**
 * Every catalogue the platform has. The partner-site (storefront) catalogues of the other locales join this
 * table later, possibly partial: a missing id then falls back to English (see messagesFor).
 */
const CATALOGUES: Partial<Record<Locale, Partial<Messages>>> = { ...PANEL_CATALOGUES };

/** The locale whose catalogue serves `locale`: itself when it has one, otherwise English. */
export function catalogueLocale(locale: string): Locale {
  return isLocale(locale) && CATALOGUES[locale] ? locale : DEFAULT_LOCALE;
}

export function messagesFor(locale: string): Messages {
  const own = CATALOGUES[catalogueLocale(locale)];
  return own === en ? en : { ...en, ...own };
}

export function isMessageId(value: unknown): value is MessageId {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(en, value);
}

const cache = createIntlCache();
const intls = new Map<Locale, IntlShape>();

/**
 * One IntlShape per catalogue locale. A locale without a catalogue gets the English one, formatted as English
 * too, so a page never mixes English words with, say, German month names.
 */
export function createAppIntl(locale: string): IntlShape {
  const effective = catalogueLocale(locale);
  let intl = intls.get(effective);
  if (!intl) {
    intl = createIntl(
      {
        locale: INTL_LOCALE[effective],
        defaultLocale: INTL_LOCALE[DEFAULT_LOCALE],
        messages: messagesFor(effective),
        onError: (error) => {
          // Ids that arrive from outside (a server code, an old cookie) may be unknown: formatjs then shows the id,
          // which is the best we can do, so that case is not worth a console error.
          if (error.code === 'MISSING_TRANSLATION') return;
          console.error(error);
        },
      },
      cache,
    );
    intls.set(effective, intl);
  }
  return intl;
}

/** For code outside React (the API renders validation ids in English with it). Unknown ids come back unchanged. */
export function translate(locale: string, id: MessageId | string, values?: MessageValues): string {
  return createAppIntl(locale).formatMessage({ id }, values) as string;
}
