import { and, eq, gte, sql } from 'drizzle-orm';
import { AvailabilitySlotStatus } from 'shared-contracts/enums';
import type { Db } from '../../db/client';
import { activitySlots, hotelCalendar, packageSlots } from '../../db/schema/availability';

/**
 * Taking and giving back capacity (ARCHITECTURE §5: "a conditional update plus a CHECK (remaining >= 0). No
 * read-then-write"). Each take is one UPDATE … WHERE remaining >= n RETURNING: under concurrency PostgreSQL
 * re-evaluates the condition on the row's newest version after waiting for its lock, so two takes can never both
 * see the last seat. A take that finds no row returns false, and the caller rolls its transaction back.
 * These run inside the caller's transaction (`tx`): the booking module decides what is taken together.
 */

export async function takeActivitySeats(tx: Db, slotId: number, seats: number): Promise<boolean> {
  const rows = await tx
    .update(activitySlots)
    .set({ remaining: sql`${activitySlots.remaining} - ${seats}` })
    .where(and(eq(activitySlots.id, slotId), gte(activitySlots.remaining, seats), eq(activitySlots.status, AvailabilitySlotStatus.Active)))
    .returning({ remaining: activitySlots.remaining });
  return rows.length === 1;
}

/** Gives seats back, never above the departure's total (a supplier may have lowered it meanwhile). */
export async function giveActivitySeats(tx: Db, slotId: number, seats: number): Promise<void> {
  await tx
    .update(activitySlots)
    .set({ remaining: sql`least(${activitySlots.remaining} + ${seats}, ${activitySlots.allotmentTotal})` })
    .where(eq(activitySlots.id, slotId));
}

export async function takePackageSeats(tx: Db, slotId: number, seats: number): Promise<boolean> {
  const rows = await tx
    .update(packageSlots)
    .set({ remaining: sql`${packageSlots.remaining} - ${seats}` })
    .where(and(eq(packageSlots.id, slotId), gte(packageSlots.remaining, seats), eq(packageSlots.status, AvailabilitySlotStatus.Active)))
    .returning({ remaining: packageSlots.remaining });
  return rows.length === 1;
}

export async function givePackageSeats(tx: Db, slotId: number, seats: number): Promise<void> {
  await tx
    .update(packageSlots)
    .set({ remaining: sql`least(${packageSlots.remaining} + ${seats}, ${packageSlots.allotmentTotal})` })
    .where(eq(packageSlots.id, slotId));
}

/** One night of a room type on its base (parent) rate plan: connected plans sell from their parent's allotment. */
export interface RoomNight {
  roomTypeId: number;
  ratePlanId: number;
  stayDate: string;
}

export async function takeRoomNight(tx: Db, night: RoomNight, rooms: number): Promise<boolean> {
  const rows = await tx
    .update(hotelCalendar)
    .set({ allotment: sql`${hotelCalendar.allotment} - ${rooms}` })
    .where(
      and(
        eq(hotelCalendar.roomTypeId, night.roomTypeId),
        eq(hotelCalendar.ratePlanId, night.ratePlanId),
        eq(hotelCalendar.stayDate, night.stayDate),
        gte(hotelCalendar.allotment, rooms),
      ),
    )
    .returning({ allotment: hotelCalendar.allotment });
  return rows.length === 1;
}

export async function giveRoomNight(tx: Db, night: RoomNight, rooms: number): Promise<void> {
  await tx
    .update(hotelCalendar)
    .set({ allotment: sql`${hotelCalendar.allotment} + ${rooms}` })
    .where(and(eq(hotelCalendar.roomTypeId, night.roomTypeId), eq(hotelCalendar.ratePlanId, night.ratePlanId), eq(hotelCalendar.stayDate, night.stayDate)));
}
