import { and, asc, between, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { packageSlots } from '../../../db/schema/availability';

export type PackageSlotRow = typeof packageSlots.$inferSelect;

export async function findPackageSlots(db: Db, packageIds: number[], from: string, to: string): Promise<PackageSlotRow[]> {
  if (packageIds.length === 0) return [];
  return db
    .select()
    .from(packageSlots)
    .where(and(inArray(packageSlots.packageId, packageIds), between(packageSlots.startDate, from, to)))
    .orderBy(asc(packageSlots.startDate));
}

export async function findPackageSlot(db: Db, slotId: number): Promise<PackageSlotRow | undefined> {
  const [row] = await db.select().from(packageSlots).where(eq(packageSlots.id, slotId));
  return row;
}
