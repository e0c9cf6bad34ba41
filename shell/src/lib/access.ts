import { LIMITS } from 'shared-contracts/constants';
import { Policy, Role, type PaymentMethod } from 'shared-contracts/enums';
import { type PartnerSite } from 'shared-contracts/sites';
import { type CurrentUser } from 'shared-contracts/users';

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

export type AccessUser = Pick<CurrentUser, 'role_id' | 'policies'>;

export function userIsAdmin(user: AccessUser): boolean {
  return user.role_id.includes(Role.Admin);
}

export function userIsPartner(user: AccessUser): boolean {
  return user.role_id.includes(Role.Partner);
}

export function userIsSupplier(user: AccessUser): boolean {
  return user.role_id.includes(Role.Supplier);
}

export function meetsRoles(user: AccessUser, roles: readonly Role[] | undefined): boolean {
  if (!roles || roles.length === 0) return true;
  return user.role_id.some((role) => roles.includes(role));
}

/** Administrators bypass policy checks (spec 000 §6). */
export function meetsPolicies(user: AccessUser, requirements: Pick<AccessRequirements, 'policies' | 'partnerOnly'>): boolean {
  if (userIsAdmin(user)) return true;
  const { policies, partnerOnly } = requirements;
  if (policies && policies.length > 0 && !user.policies.some((policy) => policies.includes(policy))) return false;
  if (partnerOnly && !user.policies.includes(Policy.PARTNER_MAX_PARTNER_SITE_COUNT_2)) return false;
  return true;
}

export function hasRealSite(siteId: number | null | undefined): siteId is number {
  return typeof siteId === 'number' && siteId !== LIMITS.noSiteId;
}

/** Spec 000 §3 names the list on the site itself; older answers only carry merchant_of_record.payment_method. */
export function sitePaymentMethods(site: Pick<PartnerSite, 'merchant_of_record_payment_method' | 'merchant_of_record'>): readonly PaymentMethod[] {
  const own = site.merchant_of_record_payment_method;
  if (own && own.length > 0) return own;
  return site.merchant_of_record?.payment_method ?? [];
}

export function meetsPaymentMethods(
  site: Pick<PartnerSite, 'merchant_of_record_payment_method' | 'merchant_of_record'> | null,
  required: readonly PaymentMethod[] | undefined,
): boolean {
  if (!required || required.length === 0) return true;
  if (!site) return false;
  const methods = sitePaymentMethods(site);
  return methods.length > 0 && methods.some((method) => required.includes(method));
}
