import { LIMITS } from 'shared-contracts/constants';
import { type PaymentMethod, Policy, Role } from 'shared-contracts/enums';
import type { PartnerSite } from './schemas/sites';
import type { CurrentUser } from './schemas/users';

/** What the access rules read of a user. */
export type AccessUser = Pick<CurrentUser, 'role_id' | 'policies'>;

type UserLike = AccessUser | null | undefined;

/**
 * What a panel route or a drawer entry asks of the user and the selected site (spec 000 §4.1, §5, §6).
 * `roles` and `policies` are "one of"; `partnerOnly` adds the site-count policy on top (spec 000 §5:
 * "Partner-only menu items appear only if the user holds the site-count policy").
 */
export interface AccessRequirements {
  roles?: readonly Role[];
  policies?: readonly Policy[];
  partnerOnly?: boolean;
  /** Needs a real selected site (≠ -1): the link carries its id. */
  needsSite?: boolean;
  /** The selected site's merchant payment methods must include one of these. */
  requiredPaymentMethods?: readonly PaymentMethod[];
}

/** The site fields the payment-method rule reads. */
export type PaymentMethodsSite = Pick<PartnerSite, 'merchant_of_record_payment_method' | 'merchant_of_record'>;

/** True when the user holds at least one of `roles` (users often hold several, e.g. supplier and partner). */
export function hasRole(user: UserLike, ...roles: Role[]): boolean {
  if (!user) return false;
  return roles.some((role) => user.role_id.includes(role));
}

export function isAdmin(user: UserLike): boolean {
  return hasRole(user, Role.Admin);
}

/**
 * True when the user holds one of `policies`, or `policies` is empty (nothing is required). Administrators bypass
 * policy checks (spec 000 §6).
 */
export function hasAnyPolicy(user: UserLike, policies: readonly Policy[]): boolean {
  if (!user) return false;
  if (policies.length === 0 || isAdmin(user)) return true;
  return policies.some((policy) => user.policies.includes(policy));
}

/** A sub-user (operator) was created by another user (spec 000 §3). */
export function isSubUser(user: Pick<CurrentUser, 'parent_user_id'> | null | undefined): boolean {
  return user?.parent_user_id !== null && user?.parent_user_id !== undefined;
}

/** The Sub-Users entry: CREATE_OPERATOR_POLICY, and not itself a sub-user (spec 000 §6). */
export function canManageSubUsers(user: (AccessUser & Pick<CurrentUser, 'parent_user_id'>) | null | undefined): boolean {
  return !isSubUser(user) && hasAnyPolicy(user, [Policy.CREATE_OPERATOR_POLICY]);
}

/** No roles required, or the user holds one of them. */
export function meetsRoles(user: AccessUser, roles: readonly Role[] | undefined): boolean {
  return !roles || roles.length === 0 || hasRole(user, ...roles);
}

/** One of `policies`, and the site-count policy when `partnerOnly`; administrators bypass both (spec 000 §5–§6). */
export function meetsPolicies(user: AccessUser, requirements: Pick<AccessRequirements, 'policies' | 'partnerOnly'>): boolean {
  const { policies = [], partnerOnly } = requirements;
  if (!hasAnyPolicy(user, policies)) return false;
  return !partnerOnly || hasAnyPolicy(user, [Policy.PARTNER_MAX_PARTNER_SITE_COUNT_2]);
}

export function hasRealSite(siteId: number | null | undefined): siteId is number {
  return typeof siteId === 'number' && siteId !== LIMITS.noSiteId;
}

/** The stored site info when it belongs to the selected real site; null while none is selected or it is loading. */
export function selectedSiteInfo<S extends Pick<PartnerSite, 'id'>>(siteId: number, info: S | null): S | null {
  return hasRealSite(siteId) && info?.id === siteId ? info : null;
}

/** Spec 000 §3 names the list on the site itself; older answers only carry merchant_of_record.payment_method. */
export function sitePaymentMethods(site: PaymentMethodsSite): readonly PaymentMethod[] {
  const own = site.merchant_of_record_payment_method;
  if (own && own.length > 0) return own;
  return site.merchant_of_record?.payment_method ?? [];
}

/** Nothing required, or the site takes one of `required`; without a site a requirement cannot hold. */
export function meetsPaymentMethods(site: PaymentMethodsSite | null, required: readonly PaymentMethod[] | undefined): boolean {
  if (!required || required.length === 0) return true;
  if (!site) return false;
  const methods = sitePaymentMethods(site);
  return methods.length > 0 && methods.some((method) => required.includes(method));
}
