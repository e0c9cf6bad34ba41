import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { refreshTokens } from '../../../db/schema/auth';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type NewRefreshToken = typeof refreshTokens.$inferInsert;

export async function insertRefreshToken(db: Db, row: NewRefreshToken): Promise<void> {
  await db.insert(refreshTokens).values(row);
}

export async function findRefreshTokenByHash(db: Db, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

/**
 * Spends a token: one conditional UPDATE, so of two concurrent refreshes with the same token exactly one gets
 * the row back (the other sees used_at already set once the first commits) and no read-then-write race exists.
 */
export async function spendRefreshToken(db: Db, id: string, now: Date): Promise<RefreshTokenRow | undefined> {
  const [row] = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(refreshTokens.id, id),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

export async function revokeFamily(db: Db, familyId: string, now: Date, reason: string): Promise<number> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length;
}

/** Revokes every live family of the user except `keepFamilyId` (the session that asked). */
export async function revokeOtherFamilies(
  db: Db,
  userId: number,
  keepFamilyId: string | null,
  now: Date,
  reason: string,
): Promise<number> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: now, revokedReason: reason })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keepFamilyId ? ne(refreshTokens.familyId, keepFamilyId) : undefined,
      ),
    )
    .returning({ id: refreshTokens.id });
  return rows.length;
}

export async function listFamily(db: Db, familyId: string): Promise<RefreshTokenRow[]> {
  return db.select().from(refreshTokens).where(eq(refreshTokens.familyId, familyId));
}
