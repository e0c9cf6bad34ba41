import { and, asc, between, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { activitySlots } from '../../../db/schema/availability';

export type SlotRow = typeof activitySlots.$inferSelect;

export async function findSlots(db: Db, serviceIds: number[], from: string, to: string, optionId?: number): Promise<SlotRow[]> {
  if (serviceIds.length === 0) return [];
  return db
    .select()
    .from(activitySlots)
    .where(
      and(
        inArray(activitySlots.serviceId, serviceIds),
        between(activitySlots.slotDate, from, to),
        optionId === undefined ? undefined : eq(activitySlots.optionId, optionId),
      ),
    )
    .orderBy(asc(activitySlots.slotDate), asc(activitySlots.startTime), asc(activitySlots.optionId));
}

export async function findSlot(db: Db, slotId: number): Promise<SlotRow | undefined> {
  const [row] = await db.select().from(activitySlots).where(eq(activitySlots.id, slotId));
  return row;
}
