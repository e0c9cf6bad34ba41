import { Role } from 'shared-contracts/enums';
import { hrefFor } from 'shared-contracts/manifests';
import { type PartnerSite } from 'shared-contracts/sites';
import { type CurrentUser } from 'shared-contracts/users';
import {
  type AccessRequirements,
  hasRealSite,
  hasRole,
  meetsPaymentMethods,
  meetsPolicies,
  meetsRoles,
  selectedSiteInfo,
} from 'shared-contracts/access';

export type GuardSite = Pick<PartnerSite, 'id' | 'merchant_of_record_payment_method' | 'merchant_of_record' | 'general_settings'>;

export interface GuardContext {
  lang: string;
  /** The full path being opened, e.g. /en/npanel/tour/5 (query and hash excluded). */
  pathname: string;
  /** The readable `wh_session` hint cookie that the API sets beside the HttpOnly token pair. */
  hasSessionHint: boolean;
  /** The access token held in memory after a login or refresh. */
  accessToken: string | null;
  /** The loaded current user; null until fetched. */
  user: Pick<CurrentUser, 'id' | 'can_login' | 'first_time_login' | 'role_id' | 'policies'> | null;
  /** Access of the matched manifest page; null for an unknown path (the caller renders the error page). */
  route: AccessRequirements | null;
  selectedSiteId: number;
  /** The stored info of the selected site. */
  siteInfo: GuardSite | null;
  /** The site whose info failed to load, so the guard does not ask for it again in a loop. */
  siteInfoFailedFor?: number | null;
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string; clearSession?: boolean; step: GuardStep }
  | { kind: 'load-user' }
  | { kind: 'load-site'; siteId: number }
  | { kind: 'clear-site-info' };

/** The step of spec 000 §4.1 that produced a redirect, for tests and logs. */
export type GuardStep = 'no-token' | 'cannot-login' | 'first-login' | 'role' | 'policy' | 'payment-method' | 'locale';

/** The remainder of the path after its first (language) segment, e.g. "/npanel/tour/5". */
function pathAfterLang(pathname: string): string {
  const match = /^\/[^/]+(\/.*)?$/.exec(pathname);
  return match?.[1] ?? '';
}

/**
 * The panel route guard, spec 000 §4.1, in its order. Pure: the caller performs the returned action (fetch the
 * user, load or clear the site info, navigate) and runs the guard again with the new state.
 */
export function runGuard(ctx: GuardContext): GuardDecision {
  const { lang, user, route } = ctx;

  // 1. No access token: go to login.
  if (!ctx.hasSessionHint && !ctx.accessToken) return { kind: 'redirect', to: hrefFor('shell.login', { lang }), step: 'no-token' };

  // 2. Token but no loaded user: fetch the current user.
  if (!user) return { kind: 'load-user' };

  // 3. User without id or with can_login false: clear cookies, go to login.
  if (!user.id || !user.can_login) return { kind: 'redirect', to: hrefFor('shell.login', { lang }), clearSession: true, step: 'cannot-login' };

  // 4. first_time_login: go to change-password, and nowhere else until it is done.
  const changePassword = hrefFor('shell.changePassword', { lang });
  if (user.first_time_login) {
    return ctx.pathname === changePassword ? { kind: 'allow' } : { kind: 'redirect', to: changePassword, step: 'first-login' };
  }

  // 5. Partner with a selected site: load its info when the stored one is another site; with no site, clear it.
  const siteId = ctx.selectedSiteId;
  if (hasRole(user, Role.Partner)) {
    if (hasRealSite(siteId)) {
      if (ctx.siteInfo?.id !== siteId && ctx.siteInfoFailedFor !== siteId) return { kind: 'load-site', siteId };
    } else if (ctx.siteInfo !== null) {
      return { kind: 'clear-site-info' };
    }
  }

  // 6. Route declares roles and the user has none of them.
  if (route && !meetsRoles(user, route.roles)) return { kind: 'redirect', to: hrefFor('shell.accessDenied', { lang }), step: 'role' };

  // 7. Route declares policies; the user is not an administrator and holds none of them.
  if (route && !meetsPolicies(user, route)) return { kind: 'redirect', to: hrefFor('shell.accessDenied', { lang }), step: 'policy' };

  const site = selectedSiteInfo(siteId, ctx.siteInfo);

  // 8. A selected site must take one of the payment methods the route needs, else it goes to its merchant settings.
  const required = route?.requiredPaymentMethods;
  if (hasRealSite(siteId) && required && required.length > 0 && !meetsPaymentMethods(site, required)) {
    return { kind: 'redirect', to: hrefFor('partner.site.settings.merchantOfRecords', { lang, siteId }), step: 'payment-method' };
  }

  // 9. The locale must be one the selected site enables, else the site's primary language, same remaining path.
  if (site) {
    const { enabled_language: enabled, primary_language: primary } = site.general_settings.language;
    if (!(enabled as readonly string[]).includes(lang) && primary !== lang) {
      return { kind: 'redirect', to: `/${primary}${pathAfterLang(ctx.pathname)}`, step: 'locale' };
    }
  }

  return { kind: 'allow' };
}
