import { and, asc, between, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { hotelCalendar } from '../../../db/schema/availability';
import type { CalendarRow } from './hotel-calendar.repo';

/**
 * The nights of the room types and plans from `from` to `to` on `weekdays` (ISO; all when null), locked FOR UPDATE in
 * key order until the transaction ends: a hold's conditional take on one of them waits, and two updates over
 * overlapping nights lock them in the same order, so they cannot deadlock.
 */
export async function lockNights(
  tx: Db,
  filter: { roomTypeIds: readonly number[]; ratePlanIds: readonly number[]; from: string; to: string; weekdays: readonly number[] | null },
): Promise<CalendarRow[]> {
  if (filter.roomTypeIds.length === 0 || filter.ratePlanIds.length === 0) return [];
  const conditions = [
    inArray(hotelCalendar.roomTypeId, [...filter.roomTypeIds]),
    inArray(hotelCalendar.ratePlanId, [...filter.ratePlanIds]),
    between(hotelCalendar.stayDate, filter.from, filter.to),
  ];
  if (filter.weekdays && filter.weekdays.length < 7) {
    conditions.push(sql`extract(isodow from ${hotelCalendar.stayDate})::int in (${sql.join(filter.weekdays.map((d) => sql`${d}`), sql`, `)})`);
  }
  return tx
    .select()
    .from(hotelCalendar)
    .where(and(...conditions))
    .orderBy(asc(hotelCalendar.roomTypeId), asc(hotelCalendar.ratePlanId), asc(hotelCalendar.stayDate))
    .for('update');
}

/** A night as it is written: `allotment` is the column's value, the rooms still for sale. */
export interface NightValues {
  roomTypeId: number;
  ratePlanId: number;
  stayDate: string;
  priceMinor: number;
  allotment: number;
  cutOffTime: string | null;
  minStay: number;
  maxStay: number | null;
  noCheckIn: boolean;
  noCheckOut: boolean;
}

/**
 * Writes every night in one statement, whatever their number: the rows travel as one JSON parameter and are inserted,
 * or updated where the night exists. The caller holds the existing nights' locks (lockNights).
 */
export async function upsertNights(tx: Db, nights: readonly NightValues[]): Promise<void> {
  if (nights.length === 0) return;
  const payload = JSON.stringify(
    nights.map((n) => ({
      r: n.roomTypeId,
      p: n.ratePlanId,
      d: n.stayDate,
      price: n.priceMinor,
      a: n.allotment,
      c: n.cutOffTime,
      mi: n.minStay,
      ma: n.maxStay,
      ni: n.noCheckIn,
      no: n.noCheckOut,
    })),
  );
  await tx.execute(sql`
    insert into ${hotelCalendar} (room_type_id, rate_plan_id, stay_date, price_minor, allotment, cut_off_time, min_stay, max_stay, no_check_in, no_check_out)
    select x.r, x.p, x.d, x.price, x.a, x.c, x.mi, x.ma, x.ni, x.no
    from jsonb_to_recordset(${payload}::jsonb) as x(r int, p int, d date, price int, a int, c time, mi smallint, ma smallint, ni boolean, no boolean)
    on conflict (room_type_id, rate_plan_id, stay_date) do update set
      price_minor = excluded.price_minor,
      allotment = excluded.allotment,
      cut_off_time = excluded.cut_off_time,
      min_stay = excluded.min_stay,
      max_stay = excluded.max_stay,
      no_check_in = excluded.no_check_in,
      no_check_out = excluded.no_check_out`);
}
