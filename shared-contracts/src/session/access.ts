import { Policy, Role } from '../enums';
import type { CurrentUser } from '../schemas/users';

type UserLike = Pick<CurrentUser, 'role_id' | 'policies' | 'parent_user_id'> | null | undefined;

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
export function isSubUser(user: UserLike): boolean {
  return user?.parent_user_id !== null && user?.parent_user_id !== undefined;
}

/** The Sub-Users entry: CREATE_OPERATOR_POLICY, and not itself a sub-user (spec 000 §6). */
export function canManageSubUsers(user: UserLike): boolean {
  return !isSubUser(user) && hasAnyPolicy(user, [Policy.CREATE_OPERATOR_POLICY]);
}
