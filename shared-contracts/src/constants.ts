/**
 * Every business constant of spec 000 §9, 001 §9 and 002 §9, plus the limits this contract defines itself.
 */

/** The 14 partner-site locales (spec 000 §9); default en. */
export const LOCALES = ['en', 'no', 'hi', 'gu', 'sv', 'da', 'de', 'bg', 'nl', 'ru', 'es', 'it', 'fi', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** The panel's UI languages: en, no (Norwegian Bokmål), sv. */
export const PANEL_LOCALES = ['en', 'no', 'sv'] as const satisfies readonly Locale[];
export type PanelLocale = (typeof PANEL_LOCALES)[number];
/** BCP 47 tags for Intl formatting: "no" formats as Norwegian Bokmål. */
export const INTL_LOCALE: Record<Locale, string> = {
  en: 'en-GB', no: 'nb-NO', hi: 'hi-IN', gu: 'gu-IN', sv: 'sv-SE', da: 'da-DK', de: 'de-DE',
  bg: 'bg-BG', nl: 'nl-NL', ru: 'ru-RU', es: 'es-ES', it: 'it-IT', fi: 'fi-FI', fr: 'fr-FR',
};
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
export function isPanelLocale(value: unknown): value is PanelLocale {
  return typeof value === 'string' && (PANEL_LOCALES as readonly string[]).includes(value);
}

export const LIMITS = {
  /** Maximum partner sites per partner (spec 000 §9). */
  maxPartnerSites: 2,
  /** Site id meaning "no site selected" / "create" (spec 000 §2.1). */
  noSiteId: -1,
  /** Id meaning "create" in the last route segment (spec 000 §2.1). */
  createId: -1,
  /** -1 means all rows in list queries (spec 000 §7, 002 §5). */
  allItems: -1,
  passwordMin: 8,
  passwordMax: 128,
  /**
   * Failed logins allowed within the window before logins are refused: per account from one address, and per
   * address over all accounts. Per account over all addresses, the looser limit applies only to addresses the
   * account has not logged in from lately (ADR 0002), so guesses from elsewhere never lock the owner out.
   */
  loginFailuresPerAccount: 5,
  loginFailuresPerIp: 20,
  loginFailuresPerAccountFromNewAddresses: 20,
  loginFailureWindowMinutes: 15,
  /** How long a successful login makes its address "known" to the account for the limit above. */
  loginKnownAddressDays: 30,
  /** The largest id: every id column is a PostgreSQL integer, so a larger one can name nothing. */
  maxId: 2_147_483_647,
  /** Deepest nesting of arrays and objects a JSON body may have; no payload of ours comes near it. */
  maxJsonDepth: 64,
} as const;

/**
 * A server-rendered partner-site page (ADR 0034): the API marks its #root with `rootAttribute` and sends the data the
 * page was drawn with as JSON in `<script id={stateId}>`; the shell's browser entry hydrates with it.
 */
export const SERVER_RENDER = {
  stateId: 'wayhub-server-state',
  rootAttribute: 'data-server-rendered',
  /** Set on <html> once the page the server drew has been hydrated in the browser (it answers clicks from then on). */
  hydratedAttribute: 'data-hydrated',
} as const;

export const COOKIES = {
  /** The language choice, 365 days (spec 000 §9, 001 §9). */
  language: { name: 'i18n_redirected', maxAgeDays: 365 },
  /** The selected site id (spec 000 §2.8). */
  selectedSite: { name: 'selected_site_id', maxAgeDays: 365 },
  /** Access token, HttpOnly; the cookie lives 1 day though the token inside expires sooner (spec 000 §9). */
  accessToken: { name: 'access_token', maxAgeDays: 1 },
  /** Refresh token, HttpOnly, 1 day (spec 000 §9). */
  refreshToken: { name: 'refresh_token', maxAgeDays: 1 },
  /** Readable, secret-free flag set beside the HttpOnly pair: the guard's "is there an access token" (spec 000 §4.1). */
  sessionHint: { name: 'wh_session', maxAgeDays: 1 },
  /** Customer session, separate from the panel's (spec 002 §9). */
  customerToken: { name: 'customer_token', maxAgeDays: 1 },
} as const;

export const AUTH = {
  /** Access JWT lifetime: about 15 minutes. */
  accessTokenTtlSeconds: 15 * 60,
  /** Refresh token lifetime: 1 day. */
  refreshTokenTtlSeconds: 24 * 60 * 60,
  /** Guest login link validity: 1 hour (spec 000 §9, 001 §9). */
  customerLoginLinkTtlSeconds: 60 * 60,
} as const;

export const UI = {
  /** Navigation drawer width (spec 000 §9). */
  drawerWidth: 270,
  /** Confirmation dialog default width (spec 000 §9). */
  confirmDialogWidth: 290,
  /** Toast duration (spec 001 §9). */
  alertTimeoutMs: 5000,
} as const;

export const TIMINGS = {
  /** Chunk-failure page reload guard (spec 000 §9). */
  pageReloadGuardMs: 60_000,
  /** Minimum fetch delay (spec 000 §9). */
  minFetchDelayMs: 200,
  /** Idle prefetch timeout (spec 000 §9). */
  idlePrefetchTimeoutMs: 2000,
  /** Thank-you polling (spec 001 §9). */
  thankYouPollIntervalMs: 3000,
  thankYouPollTimeoutMs: 60_000,
} as const;

export const PAGE_SIZES = {
  /** Default search hits per page (spec 001 §9). */
  search: 5,
  /** Map search and partner-site listing (spec 001 §9). */
  mapAndListing: 1000,
  /** White-label services (spec 002 §9). */
  whiteLabelServices: 12,
} as const;

export const REFUND = {
  full: 100,
  none: 0,
  /** Refunds reach the payment method within at most this many working days. */
  maxWorkingDays: 10,
  /** Free-cancel time shown in days above this many days, otherwise in hours (spec 001 §2). */
  showDaysAboveDays: 3,
} as const;

export const COLORS = {
  /** Cancellation text when the refund is 0 % (spec 002 §9). */
  cancellationNoRefund: '#EA6520',
  /** Cancellation text otherwise. */
  cancellationRefund: '#38A554',
} as const;

/** Theme defaults. Button radius, box colour and font are the spec's; the other colours are ours. */
export const THEME_DEFAULTS = {
  button_radius: 50,
  button_background_color: '#1A56DB',
  button_text_color: '#FFFFFF',
  icon_color: '#1A56DB',
  icon_secondary_color: '#6B7280',
  text_color: '#1F2937',
  room_type_background_color: '#F3F4F6',
  disabled_text_color: '#9CA3AF',
  outline_color: '#D1D5DB',
  free_cancellation_text_color: '#38A554',
  badge_background_color: '#FDE68A',
  badge_text_color: '#78350F',
  box_color: '#FFF',
  site_font: 'Roboto',
  checkout_button_color: '#1A56DB',
  dialog_header_color: '#111827',
  title_color: '#111827',
  subtitle_color: '#4B5563',
} as const;

export const SEARCH = {
  /** Hosted index name '{entities}_{locale}' (spec 002 §9). */
  indexName: (entities: string, locale: string) => `${entities}_${locale}`,
  /** Paging is 1-based in the product and 0-based at the index. */
  toIndexPage: (page: number) => Math.max(0, page - 1),
} as const;

/** Spreadsheet export content type (spec 000 §9). */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Image query suffix: automatic compress and format (spec 002 §9). */
export const IMAGE_QUERY_SUFFIX = '?auto=compress,format';

/** Setting keys of the site settings list (spec 002 §7.2). */
export const SITE_SETTING_KEYS = {
  HEADER_LOGO_BLACK: 'HEADER_LOGO_BLACK',
  HEADER_LOGO_WHITE: 'HEADER_LOGO_WHITE',
  /** The partner's commission on each confirmed reservation, in percent (decimals allowed); default below. */
  PARTNER_COMMISSION_PERCENT: 'PARTNER_COMMISSION_PERCENT',
} as const;
/** The partner's commission when the site has no PARTNER_COMMISSION_PERCENT setting. */
export const DEFAULT_PARTNER_COMMISSION_PERCENT = 10;

/**
 * Browser storage of the storefront (spec 001 §4 "Cart": the cart reference is kept in browser storage; §3
 * "Terminal settings (stored)": location_id and reader_id, saved by the terminal setup page). Keys are per site.
 */
export const STOREFRONT_STORAGE = {
  cartRef: (siteId: number) => `wayhub.cart-ref.${siteId}`,
  terminalSettings: (siteId: number) => `wayhub.terminal-settings.${siteId}`,
} as const;

/** Demo accounts' shared password (seed only; documented in the README). */
export const DEMO_PASSWORD = 'wayhub-demo';
