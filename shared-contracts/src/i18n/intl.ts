import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { DEFAULT_LOCALE, INTL_LOCALE, isLocale, type Locale } from '../constants';
import { en } from './catalogues/en';

/** A dotted message id, e.g. 'errors.badRequest'. English is the source of the set. */
export type MessageId = keyof typeof en;
export type Messages = Record<MessageId, string>;
/** Values for {placeholders}; the panel only uses primitives, so the answer of formatMessage stays a string. */
export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

const cache = createIntlCache();
const intls = new Map<Locale, IntlShape>();

/** Loads one locale's catalogue (possibly partial: a missing id falls back to English). */
export type CatalogueLoader = () => Promise<Partial<Messages>>;

/**
 * Every catalogue the platform has besides English, each behind its own `import()`: webpack makes each a small
 * async chunk of the module that holds this file, fetched by the build that provides it (the shell, from
 * /_shell/), so a page only downloads the language it shows. English is bundled: it is the fallback, and the API
 * renders it synchronously. The partner-site (storefront) catalogues of the other locales join this table later.
 */
const CATALOGUE_LOADERS: Partial<Record<Locale, CatalogueLoader>> = {
  no: () => import(/* webpackChunkName: "i18n-no" */ './catalogues/no').then((module) => module.no),
  sv: () => import(/* webpackChunkName: "i18n-sv" */ './catalogues/sv').then((module) => module.sv),
};

/** Catalogues that have arrived; a locale not here renders in English until it does. */
const LOADED: Partial<Record<Locale, Partial<Messages>>> = { en };
const pending = new Map<Locale, Promise<void>>();
const listeners = new Set<(locale: Locale) => void>();

/** Whether `locale` has a catalogue of its own (loaded or not). */
export function hasCatalogue(locale: string): boolean {
  return isLocale(locale) && (locale === DEFAULT_LOCALE || CATALOGUE_LOADERS[locale] !== undefined);
}

/** Whether what `translate(locale, …)` renders now is final: the locale's catalogue is here, or it has none. */
export function isCatalogueReady(locale: string): boolean {
  return !hasCatalogue(locale) || (isLocale(locale) && LOADED[locale] !== undefined);
}

/**
 * Installs a catalogue already in hand (what loadCatalogue does when the chunk arrives) and tells the
 * subscribers. Not exported by the package's i18n entry: tests reach it through shared-contracts/testing.
 */
export function provideCatalogue(locale: Locale, messages: Partial<Messages>): void {
  LOADED[locale] = messages;
  intls.delete(locale);
  for (const listener of listeners) listener(locale);
}

/**
 * Fetches the catalogue of `locale` once; resolves when translate() renders in it. A locale without a catalogue,
 * English, or one already loaded resolves at once. A failed fetch rejects (and may be retried); until then the
 * locale keeps rendering in English.
 */
export function loadCatalogue(locale: string): Promise<void> {
  if (!isLocale(locale) || isCatalogueReady(locale)) return Promise.resolve();
  const loader = CATALOGUE_LOADERS[locale];
  if (!loader) return Promise.resolve();
  let promise = pending.get(locale);
  if (!promise) {
    promise = loader().then(
      (messages) => {
        pending.delete(locale);
        provideCatalogue(locale, messages);
      },
      (error: unknown) => {
        pending.delete(locale);
        throw error;
      },
    );
    pending.set(locale, promise);
  }
  return promise;
}

/** Called with the locale whenever a catalogue arrives (the session store re-renders React with it). */
export function onCatalogueLoaded(listener: (locale: Locale) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The locale whose catalogue serves `locale` now: itself when its catalogue is loaded, otherwise English. */
export function catalogueLocale(locale: string): Locale {
  return isLocale(locale) && LOADED[locale] ? locale : DEFAULT_LOCALE;
}

export function messagesFor(locale: string): Messages {
  const own = LOADED[catalogueLocale(locale)];
  return own === en ? en : { ...en, ...own };
}

export function isMessageId(value: unknown): value is MessageId {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(en, value);
}

/**
 * One IntlShape per catalogue locale. A locale without a catalogue (or whose catalogue has not arrived yet) gets
 * the English one, formatted as English too, so a page never mixes English words with, say, German month names.
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

/**
 * For code outside React (the API renders validation ids in English with it). Synchronous: a locale whose
 * catalogue has not been loaded (loadCatalogue) renders in English. Unknown ids come back unchanged.
 */
export function translate(locale: string, id: MessageId | string, values?: MessageValues): string {
  return createAppIntl(locale).formatMessage({ id }, values) as string;
}
