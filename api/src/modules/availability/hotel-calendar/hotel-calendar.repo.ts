import { and, asc, between, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { hotelCalendar } from '../../../db/schema/availability';

export type CalendarRow = typeof hotelCalendar.$inferSelect;

export async function findCalendar(db: Db, roomTypeIds: number[], ratePlanIds: number[], from: string, to: string): Promise<CalendarRow[]> {
  if (roomTypeIds.length === 0 || ratePlanIds.length === 0) return [];
  return db
    .select()
    .from(hotelCalendar)
    .where(and(inArray(hotelCalendar.roomTypeId, roomTypeIds), inArray(hotelCalendar.ratePlanId, ratePlanIds), between(hotelCalendar.stayDate, from, to)))
    .orderBy(asc(hotelCalendar.stayDate));
}
