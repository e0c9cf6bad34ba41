import { and, asc, eq, ilike, isNull, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { userPolicies, userRoles, users } from '../../../db/schema/core';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

export async function findRoleIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(userRoles.roleId));
  return rows.map((row) => row.roleId);
}

export async function findPolicyNames(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .select({ policy: userPolicies.policy })
    .from(userPolicies)
    .where(eq(userPolicies.userId, userId))
    .orderBy(asc(userPolicies.policy));
  return rows.map((row) => row.policy);
}

export async function updatePasswordHash(db: Db, userId: number, passwordHash: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, firstTimeLogin: false, updatedAt: now })
    .where(eq(users.id, userId));
}

export async function countUsers(db: Db): Promise<number> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Accounts with `roleId` (not sub-users), by name, optionally those whose name or e-mail contains `search`. */
export async function listByRole(db: Db, roleId: number, search: string | undefined, limit: number): Promise<{ id: number; name: string; email: string }[]> {
  const pattern = search ? `%${escapeLike(search)}%` : undefined;
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.roleId, roleId)))
    .where(and(isNull(users.parentUserId), pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined))
    .orderBy(asc(users.name), asc(users.id))
    .limit(limit);
}
