/**
 * shared-contracts/messages: the message catalogues as data, and the one pure way to render an id in a language.
 *
 * Every locale is here whole, so this module is for the API, tests and tools. A browser never imports its values
 * (lint rule `wayhub/import-boundaries`): shared-runtime/i18n loads the catalogues in parts, on demand, from the
 * part files (`shared-contracts/messages/<locale>/<part>`), and browser code takes only the types from here.
 */
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { DEFAULT_LOCALE, INTL_LOCALE, isLocale, type Locale } from 'shared-contracts/constants';
import { bg } from './catalogues/bg';
import { da } from './catalogues/da';
import { de } from './catalogues/de';
import { en } from './catalogues/en';
import { es } from './catalogues/es';
import { fi } from './catalogues/fi';
import { fr } from './catalogues/fr';
import { gu } from './catalogues/gu';
import { hi } from './catalogues/hi';
import { it } from './catalogues/it';
import { nl } from './catalogues/nl';
import { no } from './catalogues/no';
import { ru } from './catalogues/ru';
import { sv } from './catalogues/sv';

/**
 * The ids whose texts a remote owns (its own catalogue part, ADR 0004): each such remote merges its ids in
 * (`declare module 'shared-contracts/messages' { interface RemoteMessages extends … {} }`). Contracts hold no text for
 * them, but may name one (a manifest page title); the API never renders one.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into by the remotes
export interface RemoteMessages {}

/**
 * A dotted message id, e.g. 'errors.badRequest'. English is the source of the set the contracts hold; the
 * remotes add their own (RemoteMessages). One type-check covers the repository, so every app sees every remote's ids.
 */
export type MessageId = keyof typeof en | (keyof RemoteMessages & string);
export type Messages = Record<MessageId, string>;
/** Values for {placeholders}; only primitives, so a formatted message stays a string. */
export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

/**
 * Every locale's catalogue, whole. en, no and sv carry every id; the other eleven storefront locales the texts a
 * visitor can see (a missing id renders in English).
 */
export const CATALOGUES: Readonly<Record<Locale, Partial<Messages>>> = { en, no, sv, hi, gu, da, de, bg, nl, ru, es, it, fi, fr };

/** Whether `value` is the id of a message (any part: here every catalogue is whole). */
export function isMessageId(value: unknown): value is MessageId {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(en, value);
}

const cache = createIntlCache();
const intls = new Map<Locale, IntlShape>();

/**
 * The IntlShape of `locale`: its texts over English's, formatted as that locale. Anything that is not one of our
 * locales gets English, formatted as English.
 */
export function messagesIntl(locale: string): IntlShape {
  const effective: Locale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  let intl = intls.get(effective);
  if (!intl) {
    intl = createIntl(
      {
        locale: INTL_LOCALE[effective],
        defaultLocale: INTL_LOCALE[DEFAULT_LOCALE],
        messages: effective === DEFAULT_LOCALE ? en : { ...en, ...CATALOGUES[effective] },
        onError: (error) => {
          // An id from outside (a client's code, an old template) may be unknown: formatjs then gives the id back.
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

/** Renders `id` in `locale` (English where the locale has no text of its own). An unknown id comes back unchanged. */
export function formatMessage(locale: string, id: MessageId | string, values?: MessageValues): string {
  return messagesIntl(locale).formatMessage({ id }, values) as string;
}
