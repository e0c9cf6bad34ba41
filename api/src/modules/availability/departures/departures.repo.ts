import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { AvailabilitySlotStatus } from 'shared-contracts/enums';
import type { Db } from '../../../db/client';
import { activitySlots } from '../../../db/schema/availability';

export type DepartureRow = typeof activitySlots.$inferSelect;

/** A departure's place in its option's timetable: date and start time (HH:MM:SS, as PostgreSQL returns `time`). */
export interface DepartureKey {
  date: string;
  time: string;
}

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters (six per row). */
const UPSERT_CHUNK = 2000;

/**
 * Makes each departure of `keys` exist with `allotment` seats, in one statement per chunk. A new one starts with every
 * seat free. An existing one (the unique option, date and time) gets the new total and keeps its sold seats
 * (remaining moves by the difference), but only where the total changes and does not fall below what is sold: ON
 * CONFLICT locks the row and evaluates that condition on its newest version, so a booking committing meanwhile is
 * counted, and the CHECK (remaining >= 0) stays the last word. Rows left alone stay locked until the transaction
 * ends. Returns the rows it inserted or changed.
 */
export async function upsertDepartures(
  tx: Db,
  input: { serviceId: number; optionId: number; allotment: number; keys: readonly DepartureKey[] },
): Promise<{ id: number; inserted: boolean }[]> {
  const written: { id: number; inserted: boolean }[] = [];
  for (let i = 0; i < input.keys.length; i += UPSERT_CHUNK) {
    const rows = await tx
      .insert(activitySlots)
      .values(
        input.keys.slice(i, i + UPSERT_CHUNK).map((key) => ({
          serviceId: input.serviceId,
          optionId: input.optionId,
          slotDate: key.date,
          startTime: key.time,
          allotmentTotal: input.allotment,
          remaining: input.allotment,
        })),
      )
      .onConflictDoUpdate({
        target: [activitySlots.optionId, activitySlots.slotDate, activitySlots.startTime],
        set: {
          allotmentTotal: sql`excluded.allotment_total`,
          remaining: sql`${activitySlots.remaining} + excluded.allotment_total - ${activitySlots.allotmentTotal}`,
        },
        setWhere: sql`${activitySlots.allotmentTotal} <> excluded.allotment_total and ${activitySlots.allotmentTotal} - ${activitySlots.remaining} <= excluded.allotment_total`,
      })
      // xmax is 0 on a row version this statement inserted, and the updating transaction's id on one it updated.
      .returning({ id: activitySlots.id, inserted: sql<boolean>`(xmax = 0)` });
    written.push(...rows);
  }
  return written;
}

/**
 * Sets one departure's total (and status), keeping its sold seats, in one conditional UPDATE: no row when the
 * departure is not the service's, or when the new total is below what is sold now.
 */
export async function updateDepartureAllotment(
  db: Db,
  input: { serviceId: number; slotId: number; allotment: number; status?: number | undefined },
): Promise<DepartureRow | undefined> {
  const [row] = await db
    .update(activitySlots)
    .set({
      allotmentTotal: input.allotment,
      remaining: sql`${activitySlots.remaining} + ${input.allotment} - ${activitySlots.allotmentTotal}`,
      ...(input.status === undefined ? {} : { status: input.status }),
    })
    .where(
      and(
        eq(activitySlots.id, input.slotId),
        eq(activitySlots.serviceId, input.serviceId),
        sql`${activitySlots.allotmentTotal} - ${activitySlots.remaining} <= ${input.allotment}`,
      ),
    )
    .returning();
  return row;
}

export async function findDeparture(db: Db, serviceId: number, slotId: number): Promise<DepartureRow | undefined> {
  const [row] = await db
    .select()
    .from(activitySlots)
    .where(and(eq(activitySlots.id, slotId), eq(activitySlots.serviceId, serviceId)));
  return row;
}

export interface DepartureFilter {
  /** Undefined: every service's departures (an administrator's calendar). */
  serviceIds?: readonly number[] | undefined;
  optionIds?: readonly number[] | undefined;
  /** Only these departures. */
  ids?: readonly number[] | undefined;
  /** A date range (both included); left out, every date (only with `ids`, which bound the read). */
  from?: string | undefined;
  to?: string | undefined;
  limit?: number | undefined;
}

/** The departures the filter names, by date, start time and option. */
export async function findDepartures(db: Db, filter: DepartureFilter): Promise<DepartureRow[]> {
  if (filter.serviceIds?.length === 0 || filter.optionIds?.length === 0 || filter.ids?.length === 0) return [];
  if (filter.ids === undefined && (filter.from === undefined || filter.to === undefined)) throw new Error('findDepartures: a date range or ids');
  const query = db
    .select()
    .from(activitySlots)
    .where(
      and(
        filter.serviceIds === undefined ? undefined : inArray(activitySlots.serviceId, [...filter.serviceIds]),
        filter.optionIds === undefined ? undefined : inArray(activitySlots.optionId, [...filter.optionIds]),
        filter.ids === undefined ? undefined : inArray(activitySlots.id, [...filter.ids]),
        filter.from === undefined ? undefined : gte(activitySlots.slotDate, filter.from),
        filter.to === undefined ? undefined : lte(activitySlots.slotDate, filter.to),
      ),
    )
    .orderBy(asc(activitySlots.slotDate), asc(activitySlots.startTime), asc(activitySlots.optionId), asc(activitySlots.id));
  return filter.limit === undefined ? query : query.limit(filter.limit);
}

/** An activity's departures from `today` on that are not Locked: how many, the first, and seats on sale up to `until`. */
export interface UpcomingDepartures {
  count: number;
  next: { date: string; startTime: string } | null;
  seatsUntil: number;
}

export async function findUpcoming(db: Db, serviceId: number, today: string, until: string): Promise<UpcomingDepartures> {
  const upcoming = and(
    eq(activitySlots.serviceId, serviceId),
    sql`${activitySlots.slotDate} >= ${today}`,
    sql`${activitySlots.status} <> ${AvailabilitySlotStatus.Locked}`,
  );
  const [[total], [next], [seats]] = await Promise.all([
    db.select({ n: sql<number>`count(*)::int` }).from(activitySlots).where(upcoming),
    db
      .select({ date: activitySlots.slotDate, startTime: activitySlots.startTime })
      .from(activitySlots)
      .where(upcoming)
      .orderBy(asc(activitySlots.slotDate), asc(activitySlots.startTime))
      .limit(1),
    db
      .select({ n: sql<number>`coalesce(sum(${activitySlots.remaining}), 0)::int` })
      .from(activitySlots)
      .where(and(upcoming, sql`${activitySlots.slotDate} <= ${until}`, eq(activitySlots.status, AvailabilitySlotStatus.Active))),
  ]);
  return {
    count: Number(total?.n ?? 0),
    next: next ? { date: next.date, startTime: next.startTime.slice(0, 5) } : null,
    seatsUntil: Number(seats?.n ?? 0),
  };
}

/**
 * The option's departures on `dates` (at `times`, HH:MM:SS, when any), locked FOR UPDATE until the transaction ends:
 * a booking's conditional UPDATE of `remaining` waits for them, so the seats read here are the seats at the write.
 */
export async function lockDepartures(tx: Db, input: { serviceId: number; optionId: number; dates: readonly string[]; times: readonly string[] }): Promise<DepartureRow[]> {
  if (input.dates.length === 0) return [];
  return tx
    .select()
    .from(activitySlots)
    .where(
      and(
        eq(activitySlots.serviceId, input.serviceId),
        eq(activitySlots.optionId, input.optionId),
        inArray(activitySlots.slotDate, [...input.dates]),
        input.times.length === 0 ? undefined : inArray(activitySlots.startTime, [...input.times]),
      ),
    )
    .orderBy(asc(activitySlots.slotDate), asc(activitySlots.startTime), asc(activitySlots.id))
    .for('update');
}

/**
 * Sets the departures' total (keeping each one's sold seats: remaining moves by the difference) and status, in one
 * statement. The caller holds their locks and has checked the totals; the CHECK (remaining >= 0) is the last word.
 */
export async function updateDepartures(tx: Db, ids: readonly number[], change: { allotment?: number | undefined; status?: number | undefined }): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(activitySlots)
    .set({
      ...(change.allotment === undefined
        ? {}
        : { allotmentTotal: change.allotment, remaining: sql`${activitySlots.remaining} + ${change.allotment} - ${activitySlots.allotmentTotal}` }),
      ...(change.status === undefined ? {} : { status: change.status }),
    })
    .where(inArray(activitySlots.id, [...ids]));
}

/** Locks the service's departures among `slotIds` against sale (status Locked). */
export async function lockDepartureSales(db: Db, serviceId: number, slotIds: readonly number[]): Promise<void> {
  if (slotIds.length === 0) return;
  await db
    .update(activitySlots)
    .set({ status: AvailabilitySlotStatus.Locked })
    .where(and(eq(activitySlots.serviceId, serviceId), inArray(activitySlots.id, [...slotIds])));
}
