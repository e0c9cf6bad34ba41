import type { SQL } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isAdmin, isSubUser } from 'shared-contracts/access';
import type { CurrentUser } from 'shared-contracts/users';

/**
 * Whose owned resources a panel caller may read and write: every tenant's (an administrator), or one owner's.
 * Services take a scope, never a bare user id, so a read of an owned resource cannot forget the owner: a row outside
 * the scope is simply not found, and a foreign id answers 404 exactly as an id that does not exist.
 */
export type TenantScope = { readonly kind: 'all' } | { readonly kind: 'owner'; readonly ownerUserId: number };

/**
 * A sub-user (operator) acts as its parent, and only inside the parent's scope: never every tenant's, even should it
 * hold the Admin role itself. An administrator sees every tenant; anyone else sees their own.
 */
export function tenantScopeOf(user: Pick<CurrentUser, 'id' | 'parent_user_id' | 'role_id' | 'policies'>): TenantScope {
  if (isSubUser(user)) return { kind: 'owner', ownerUserId: user.parent_user_id! };
  if (isAdmin(user)) return { kind: 'all' };
  return { kind: 'owner', ownerUserId: user.id };
}

/** The owner a query must be limited to; undefined for an administrator's scope (no limit). */
export function scopeOwnerId(scope: TenantScope): number | undefined {
  return scope.kind === 'owner' ? scope.ownerUserId : undefined;
}

/** The condition that keeps a query inside the scope, for the column holding the owner's user id. */
export function ownedBy(scope: TenantScope, ownerColumn: AnyPgColumn): SQL | undefined {
  return scope.kind === 'owner' ? eq(ownerColumn, scope.ownerUserId) : undefined;
}
