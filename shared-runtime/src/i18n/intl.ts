import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { DEFAULT_LOCALE, INTL_LOCALE, isLocale, type Locale } from 'shared-contracts/constants';
// Types only: the values of shared-contracts/messages are every catalogue whole. The parts load below.
import type { MessageId, MessageValues, Messages } from 'shared-contracts/messages';
import { core as enCore } from 'shared-contracts/messages/en/core';
import { shellParts } from 'shared-contracts/messages/shell-parts';

export type { MessageId, MessageValues, Messages };

/**
 * A catalogue comes in parts, so a page downloads only the texts it can show. The shell's own parts, in
 * shared-contracts: `core` (common words, errors, validation, shell, shared UI, the storefront's chrome) before the
 * first paint, `panel` (drawer labels, panel page titles) with the panel chunk. English core is bundled (the
 * fallback, so a page always renders); the others are async chunks of the build that provides this module (the
 * shell), from one lazy bundler context (shared-contracts/messages/shell-parts), so a new part file needs no table.
 * Every remote owns its pages' texts and registers them as parts of its own (registerCatalogue): mfe-site
 * `site-search` and `site-product`, mfe-checkout `checkout`, mfe-customer-area `customer`, mfe-admin `admin`. Their
 * loaders are chunks of the remote's build, so a redeployed remote brings its new texts with it. The API does not
 * use this runtime: it renders from the whole catalogues (shared-contracts/messages).
 */
export type ShellPart = 'core' | 'panel';
/** A shell part, or the name a remote registered its part under. */
export type CataloguePart = ShellPart | (string & {});
export const CATALOGUE_PARTS: readonly ShellPart[] = ['core', 'panel'];

/** Loads one part of one locale's catalogue (possibly partial: a missing id falls back to English). */
export type CatalogueLoader = () => Promise<Partial<Messages>>;

/**
 * The shell's parts by locale, one loader per key of the context (`./<locale>/<part>`; English core is not one, it
 * is bundled above). en, no and sv have the panel; the other eleven storefront locales have what a visitor sees
 * outside the remotes' own texts. A part module exports its messages under the part's name.
 */
const LOADERS: Partial<Record<Locale, Partial<Record<ShellPart, CatalogueLoader>>>> = {};
for (const key of shellParts.keys()) {
  const [, locale, part] = /^\.\/([a-z]{2})\/([a-z-]+)$/.exec(key) ?? [];
  if (locale === undefined || !isLocale(locale) || !CATALOGUE_PARTS.some((each) => each === part)) continue;
  const shellPart = part as ShellPart;
  (LOADERS[locale] ??= {})[shellPart] = () =>
    shellParts(key).then((module) => {
      const messages = (module as Partial<Record<ShellPart, Partial<Messages>>>)[shellPart];
      if (!messages) throw new Error(`The catalogue part ${key} exports no ${shellPart}`);
      return messages;
    });
}

/** The parts remotes registered: each locale's loader (a locale the remote does not translate has none). */
const registered = new Map<string, Partial<Record<Locale, CatalogueLoader>>>();

/**
 * A remote's part, registered when its area loads, before it asks for the part (loadCataloguePart). A part
 * registered again (a newer version of the remote) replaces the loaders; what has already arrived stays until the
 * page reloads, which is when a switched remote version takes effect anyway.
 */
export function registerCatalogue(part: string, loaders: Partial<Record<Locale, CatalogueLoader>>): void {
  if ((CATALOGUE_PARTS as readonly string[]).includes(part)) throw new Error(`The shell owns the catalogue part ${part}`);
  registered.set(part, loaders);
}

const cache = createIntlCache();
const intls = new Map<Locale, IntlShape>();

/** Messages that have arrived, per locale, and which parts they came from. */
const LOADED: Partial<Record<Locale, Partial<Messages>>> = { en: enCore as Partial<Messages> };
const loadedParts = new Map<Locale, Set<CataloguePart>>([['en', new Set<CataloguePart>(['core'])]]);
const pending = new Map<string, Promise<void>>();
const listeners = new Set<(locale: Locale) => void>();

/** Parts the page has asked for; a locale counts as ready once each of them is here (for it and for English). */
const activeParts = new Set<CataloguePart>(['core']);

function hasPart(locale: Locale, part: CataloguePart): boolean {
  return loadedParts.get(locale)?.has(part) ?? false;
}

/** Whether `locale` has a part, loaded or not. */
function offersPart(locale: Locale, part: CataloguePart): boolean {
  const remote = registered.get(part);
  if (remote) return remote[locale] !== undefined;
  return (locale === DEFAULT_LOCALE && part === 'core') || LOADERS[locale]?.[part as ShellPart] !== undefined;
}

/** Whether `locale` has a catalogue of its own (loaded or not). */
export function hasCatalogue(locale: string): boolean {
  return isLocale(locale) && offersPart(locale, 'core');
}

/** Whether what translate(locale, …) renders now is final: every active part is here for it and for English. */
export function isCatalogueReady(locale: string): boolean {
  if (!isLocale(locale)) return true;
  for (const part of activeParts) {
    for (const each of locale === DEFAULT_LOCALE ? [locale] : [locale, DEFAULT_LOCALE]) {
      if (offersPart(each, part) && !hasPart(each, part)) return false;
    }
  }
  return true;
}

/**
 * Installs messages already in hand (what a loader does when its chunk arrives) and tells the subscribers. Tests
 * install whole catalogues at once (`parts` defaults to all). Not exported by the package's i18n entry: tests reach
 * it through shared-runtime/testing.
 */
export function provideCatalogue(locale: Locale, messages: Partial<Messages>, parts: readonly CataloguePart[] = CATALOGUE_PARTS): void {
  LOADED[locale] = { ...LOADED[locale], ...messages };
  const own = loadedParts.get(locale) ?? new Set<CataloguePart>();
  for (const part of parts) own.add(part);
  loadedParts.set(locale, own);
  // English is every locale's fallback: its new texts change every IntlShape.
  if (locale === DEFAULT_LOCALE) intls.clear();
  else intls.delete(locale);
  for (const listener of listeners) listener(locale);
}

function loadPart(locale: Locale, part: CataloguePart): Promise<void> {
  if (hasPart(locale, part)) return Promise.resolve();
  const remote = registered.get(part);
  const loader: CatalogueLoader | undefined = remote ? remote[locale] : LOADERS[locale]?.[part as ShellPart];
  if (!loader) return Promise.resolve();
  const key = `${locale}/${part}`;
  let promise = pending.get(key);
  if (!promise) {
    promise = loader().then(
      (messages) => {
        pending.delete(key);
        provideCatalogue(locale, messages, [part]);
      },
      (error: unknown) => {
        pending.delete(key);
        throw error;
      },
    );
    pending.set(key, promise);
  }
  return promise;
}

function loadActiveParts(locale: Locale): Promise<void> {
  const targets = locale === DEFAULT_LOCALE ? [locale] : [locale, DEFAULT_LOCALE];
  return Promise.all(targets.flatMap((each) => [...activeParts].map((part) => loadPart(each, part)))).then(() => undefined);
}

/**
 * Fetches what `locale` needs now (its core and every part a page has asked for, and English's as the fallback);
 * resolves when translate() renders in it. A failed fetch rejects (and may be retried); until then the page keeps
 * rendering in English.
 */
export function loadCatalogue(locale: string): Promise<void> {
  if (!isLocale(locale)) return Promise.resolve();
  return loadActiveParts(locale);
}

/**
 * A page that shows a part's texts asks for it before it renders (e.g. the panel chunk, a storefront page's lazy
 * import): it stays active, so a later change of language loads it too.
 */
export function loadCataloguePart(part: CataloguePart, locale: string): Promise<void> {
  activeParts.add(part);
  return loadCatalogue(locale);
}

/** Marks parts as needed without loading them yet (tests, which install whole catalogues, want every later load whole). */
export function activateCatalogueParts(parts: readonly CataloguePart[]): void {
  for (const part of parts) activeParts.add(part);
}

/** Called with the locale whenever a part arrives (the session store re-renders React with it). */
export function onCatalogueLoaded(listener: (locale: Locale) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The locale whose catalogue serves `locale` now: itself when its core is loaded, otherwise English. */
export function catalogueLocale(locale: string): Locale {
  return isLocale(locale) && hasPart(locale, 'core') ? locale : DEFAULT_LOCALE;
}

export function messagesFor(locale: string): Messages {
  const effective = catalogueLocale(locale);
  const english = LOADED[DEFAULT_LOCALE] as Messages;
  return (effective === DEFAULT_LOCALE ? english : { ...english, ...LOADED[effective] }) as Messages;
}

/** Whether `value` is the id of a message loaded now (English; core is always loaded). */
export function isMessageId(value: unknown): value is MessageId {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(LOADED[DEFAULT_LOCALE], value);
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
 * For browser code outside React (the HTTP client's messages). Synchronous: a locale whose catalogue has not been
 * loaded (loadCatalogue) renders in English. Unknown ids come back unchanged.
 */
export function translate(locale: string, id: MessageId | string, values?: MessageValues): string {
  return createAppIntl(locale).formatMessage({ id }, values) as string;
}
