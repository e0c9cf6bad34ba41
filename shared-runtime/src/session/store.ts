/**
 * The session and i18n store. In a browser there is one, `sessionStore`: jotai is a shared Module Federation
 * singleton and so is this module, so the shell and every remote read and write the same atoms in the same store,
 * and no remote creates its own. A server render makes one store per request (`createSessionStore`) and hands it to
 * the hooks with `SessionStoreProvider` (context.tsx), so two requests never see each other's user or language.
 */
import { atom, createStore, type WritableAtom } from 'jotai';
import { COOKIES, DEFAULT_LOCALE, isLocale, LIMITS, type Locale } from 'shared-contracts/constants';
import type { PartnerSite } from 'shared-contracts/sites';
import type { CurrentUser } from 'shared-contracts/users';
import { isCatalogueReady, loadCatalogue, onCatalogueLoaded, type MessageId, type MessageValues } from 'shared-runtime/i18n';
import { deleteCookie, readCookie, writeCookie } from './cookies';

export type SessionStore = ReturnType<typeof createStore>;

/**
 * A store of its own, every atom at its initial value: one per server request, or a test's. Cookie-backed atoms
 * read no cookie where there is no `document` (the server), so they start from their defaults there.
 */
export function createSessionStore(): SessionStore {
  return createStore();
}

/** The page's store: what every hook reads outside a SessionStoreProvider, and every function's default. */
export const sessionStore: SessionStore = createSessionStore();

export const currentUserAtom = atom<CurrentUser | null>(null);

/**
 * The access token, in memory only. It is also an HttpOnly cookie the server falls back to, so a reload that
 * loses this copy does not log anyone out.
 */
export const accessTokenAtom = atom<string | null>(null);

/** Customer-area session token (spec 001 §7), in memory only; the separate customer cookie backs it. */
export const customerTokenAtom = atom<string | null>(null);

/**
 * An atom whose value starts from a cookie the first time a store reads it and is written back on every set.
 * Reading lazily (not at module load) lets a test, or a late cookie, decide the initial value.
 */
function cookieAtom<T>(
  read: () => T,
  write: (value: T) => void,
): WritableAtom<T, [T], void> {
  const stored = atom<{ value: T } | null>(null);
  return atom(
    (get) => {
      const own = get(stored);
      return own ? own.value : read();
    },
    (_get, set, value: T) => {
      set(stored, { value });
      write(value);
    },
  );
}

function readSiteId(): number {
  const raw = readCookie(COOKIES.selectedSite.name);
  const id = raw === null ? NaN : Number(raw);
  return Number.isInteger(id) ? id : LIMITS.noSiteId;
}

/** Selected partner site; -1 means none (spec 000 §2.1). Remembered in a cookie (spec 000 §2.8). */
export const selectedSiteIdAtom = cookieAtom<number>(readSiteId, (id) => {
  if (id === LIMITS.noSiteId) deleteCookie(COOKIES.selectedSite.name);
  else writeCookie(COOKIES.selectedSite.name, String(id), { maxAgeDays: COOKIES.selectedSite.maxAgeDays });
});

export const selectedSiteInfoAtom = atom<PartnerSite | null>(null);

/**
 * Bumped whenever a catalogue arrives (a catalogue is global: sessionStore hears of every one, a provided store
 * while its SessionStoreProvider is mounted), so atoms and hooks that translate read it and re-render. Catalogues
 * other than English load on demand (loadCatalogue).
 */
export const catalogueVersionAtom = atom(0);

function reportLoadFailure(locale: Locale): (error: unknown) => void {
  // The page stays in English; a later change of locale, or a remount, tries again.
  return (error) => console.error(`Could not load the ${locale} catalogue`, error);
}

/** UI language, remembered in i18n_redirected for 365 days (spec 000 §9). Setting it fetches its catalogue. */
export const localeAtom = cookieAtom<Locale>(
  () => {
    const raw = readCookie(COOKIES.language.name);
    return isLocale(raw) ? raw : DEFAULT_LOCALE;
  },
  (locale) => {
    writeCookie(COOKIES.language.name, locale, { maxAgeDays: COOKIES.language.maxAgeDays });
    loadCatalogue(locale).catch(reportLoadFailure(locale));
  },
);

/** Whether the current locale's catalogue is here (or it has none): until then the UI renders in English. */
export const catalogueReadyAtom = atom((get) => {
  get(catalogueVersionAtom);
  return isCatalogueReady(get(localeAtom));
});

onCatalogueLoaded(() => sessionStore.set(catalogueVersionAtom, (version) => version + 1));

/**
 * Loads the catalogue of the store's current locale (e.g. the cookie's, at start-up). The shell awaits it before
 * its first render, so a no/sv user never sees the English fallback flash. Never rejects: on failure the page
 * renders in English.
 */
export function loadLocaleCatalogue(store: SessionStore = sessionStore): Promise<void> {
  const locale = store.get(localeAtom);
  return loadCatalogue(locale).then(
    // sessionStore hears of every catalogue (onCatalogueLoaded); another store (a request's, a test's) learns of it here.
    () => store.set(catalogueVersionAtom, (version) => version + 1),
    reportLoadFailure(locale),
  );
}

export interface Breadcrumb {
  /** A message id or literal text (e.g. a tour's name). */
  label: MessageId | string;
  href?: string;
}
export interface PageMeta {
  title: MessageId | string;
  breadcrumbs: Breadcrumb[];
}
/** Remotes set it for their page; the shell's top bar renders it. */
export const pageMetaAtom = atom<PageMeta>({ title: '', breadcrumbs: [] });

export type AlertStatus = 'info' | 'error' | 'success' | 'warning';
export type AlertInput =
  | { status: AlertStatus; messageId: MessageId; values?: MessageValues }
  | { status: AlertStatus; text: string };
export type Alert = AlertInput & { id: string };

/** Toast queue. The shell renders and dismisses (after UI.alertTimeoutMs); anyone may push. */
export const alertsAtom = atom<Alert[]>([]);

let alertSequence = 0;
export function pushAlert(alert: AlertInput, store: SessionStore = sessionStore): string {
  alertSequence += 1;
  const id = `alert-${alertSequence}`;
  store.set(alertsAtom, [...store.get(alertsAtom), { ...alert, id }]);
  return id;
}

export function dismissAlert(id: string, store: SessionStore = sessionStore): void {
  store.set(
    alertsAtom,
    store.get(alertsAtom).filter((alert) => alert.id !== id),
  );
}

/**
 * Ends the session on this side: user, tokens, selected site (a next user must not inherit it) and the readable
 * session hint cookie. The HttpOnly pair is the server's to clear (logout call). The locale stays.
 */
export function clearSession(store: SessionStore = sessionStore): void {
  store.set(currentUserAtom, null);
  store.set(accessTokenAtom, null);
  store.set(customerTokenAtom, null);
  store.set(selectedSiteInfoAtom, null);
  store.set(selectedSiteIdAtom, LIMITS.noSiteId);
  deleteCookie(COOKIES.sessionHint.name);
}
