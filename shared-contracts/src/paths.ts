/**
 * The API path table: one entry per backend call, so that a path is written once.
 * The API registers its routes from `pattern`; clients build URLs with `path()`.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Names of the `:param` segments of a route pattern. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Record<string, QueryValue>;
type Params<P extends string> = Record<ParamNames<P>, string | number>;

export interface ApiCall<P extends string = string> {
  readonly method: HttpMethod;
  readonly pattern: P;
  /** Builds the request path: fills `:params` (URI-encoded) and appends the query string. */
  path(...args: [ParamNames<P>] extends [never] ? [query?: Query] : [params: Params<P>, query?: Query]): string;
}

export function toQueryString(query: Query | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    search.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function call<P extends string>(method: HttpMethod, pattern: P): ApiCall<P> {
  const hasParams = pattern.includes(':');
  return {
    method,
    pattern,
    path: ((...args: unknown[]) => {
      const params = (hasParams ? args[0] : undefined) as Record<string, string | number> | undefined;
      const query = (hasParams ? args[1] : args[0]) as Query | undefined;
      const filled = pattern.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
        const value = params?.[name];
        if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${pattern}`);
        return encodeURIComponent(String(value));
      });
      return filled + toQueryString(query);
    }) as ApiCall<P>['path'],
  };
}

/** Service base paths of spec 002 §7.0. */
export const BASE_PATHS = {
  gateway: '/gateway',
  core: '/core/v1',
  corePublic: '/core/public',
  availability: '/availability/v1',
  availabilityPublic: '/availability/public',
  booking: '/booking/v1',
  bookingPublic: '/booking/public',
  auth: '/nauth/npanel',
} as const;

export const api = {
  health: call('GET', '/healthz'),
  auth: {
    /** Not shown in the spec; defined by this contract. Body LoginInput, answer TokenAnswer. */
    login: call('POST', '/nauth/npanel/login'),
    /** Body RefreshInput (refresh_token optional: the HttpOnly cookie is used when it is absent). */
    refreshToken: call('POST', '/nauth/npanel/refresh_token'),
    logout: call('POST', '/nauth/npanel/logout'),
    /** Not shown in the spec; the first-login flow. Body ChangePasswordInput. */
    changePassword: call('POST', '/nauth/npanel/change-password'),
  },
  users: {
    current: call('GET', '/core/v1/current/user'),
  },
  partnerSites: {
    /** Spec 000 §7: item_per_page=-1&left_off=-1, the site array in data.data. */
    list: call('GET', '/core/v1/partner-sites'),
    byId: call('GET', '/core/v1/partner-sites/:id'),
    /** A list of setting/value items. Optional query `setting=A,B`. */
    settings: call('GET', '/core/v1/partner-sites/:id/settings'),
    /** Site by host, for partner-site start-up. */
    byHost: call('GET', '/gateway/core/public/partner-sites'),
  },
  locales: {
    list: call('GET', '/gateway/core/v1/langs'),
  },
} as const;

/** Client routes the HTTP client and the shell navigate to. */
export const appRoutes = {
  home: (lang: string) => `/${lang}`,
  login: (lang: string) => `/${lang}/login`,
  changePassword: (lang: string) => `/${lang}/npanel/change-password`,
  accessDenied: (lang: string) => `/${lang}/npanel/403`,
  profile: (lang: string) => `/${lang}/npanel`,
  adminDashboard: (lang: string) => `/${lang}/admin/dashboard`,
  customerLogin: (lang: string) => `/${lang}/customer-reservation/login`,
  siteGeneralSettings: (lang: string, siteId: number) => `/${lang}/npanel/sites/${siteId}/settings/general-settings`,
} as const;
