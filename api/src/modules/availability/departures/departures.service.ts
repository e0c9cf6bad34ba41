import type { Db } from '../../../db/client';
import * as repo from './departures.repo';

/**
 * Departures as their supplier manages them (issue 12 §3): schedules and allotments. Bookings take seats through
 * capacity.repo; here a total changes, and the seats already taken (allotment − remaining: held or sold) never
 * vanish, so a change below them is refused rather than squeezing `remaining` under zero. Each write is one
 * conditional statement, never a read followed by a write.
 */
export interface Departure {
  id: number;
  serviceId: number;
  optionId: number;
  date: string;
  /** HH:MM. */
  startTime: string;
  allotment: number;
  remaining: number;
  /** Seats held or booked. */
  sold: number;
  /** AvailabilitySlotStatus. */
  status: number;
}

/** A departure the schedule would have set below its sold seats. */
export interface RefusedDeparture {
  date: string;
  startTime: string;
  sold: number;
}

export type ScheduleOutcome =
  | { ok: true; created: number; updated: number; unchanged: number }
  | { ok: false; refused: RefusedDeparture[] };

export type AllotmentOutcome = { kind: 'changed'; departure: Departure } | { kind: 'not_found' } | { kind: 'below_sold'; sold: number };

/** A departure a bulk change matches, before and after; `refused` when its sold seats forbid the new total. */
export interface BulkChangeRow {
  departure: Departure;
  allotmentAfter: number;
  statusAfter: number;
  refused: boolean;
}

export interface DeparturesService {
  /**
   * Changes the option's existing departures on `dates` (at `startTimes`, HH:MM, or all): their total, status or
   * both, all or nothing. Under the departures' row locks it reads each one's sold seats; when any would fall below
   * them, or on a preview, it writes nothing. Answers every matched departure, before and after.
   */
  bulkChange(input: {
    serviceId: number;
    optionId: number;
    dates: readonly string[];
    startTimes: readonly string[];
    allotment?: number | undefined;
    status?: number | undefined;
    preview: boolean;
  }): Promise<{ rows: BulkChangeRow[]; written: boolean }>;

  /**
   * Puts a timetable of one option in place with `allotment` seats per departure, all or nothing: when any existing
   * departure has more seats sold than `allotment`, nothing changes and those departures are returned. Applying
   * the same timetable again changes nothing (`unchanged`). `startTimes` are HH:MM.
   */
  applySchedule(input: { serviceId: number; optionId: number; allotment: number; dates: readonly string[]; startTimes: readonly string[] }): Promise<ScheduleOutcome>;
  /** One departure's total (and status: Active or Locked), never below its sold seats. */
  changeAllotment(input: { serviceId: number; slotId: number; allotment: number; status?: number | undefined }): Promise<AllotmentOutcome>;
  list(filter: repo.DepartureFilter): Promise<Departure[]>;
  /** Stops selling the service's departures among `slotIds` (Locked); their seats stay as they are. */
  close(serviceId: number, slotIds: readonly number[]): Promise<void>;
  /**
   * An activity's departures from `today` (its own calendar day) on that are not Locked, and its seats on sale up to
   * `until`; `tx` reads inside the caller's transaction (activation checks under the activity's row lock).
   */
  upcoming(input: { serviceId: number; today: string; until: string }, tx?: Db): Promise<repo.UpcomingDepartures>;
}

const hhmm = (time: string) => time.slice(0, 5);

export function toDeparture(row: repo.DepartureRow): Departure {
  return {
    id: row.id,
    serviceId: row.serviceId,
    optionId: row.optionId,
    date: row.slotDate,
    startTime: hhmm(row.startTime),
    allotment: row.allotmentTotal,
    remaining: row.remaining,
    sold: row.allotmentTotal - row.remaining,
    status: row.status,
  };
}

/** Thrown inside the schedule's transaction to roll it back when a departure refuses the new total. */
class ScheduleRefused extends Error {
  constructor(readonly refused: RefusedDeparture[]) {
    super('schedule refused');
  }
}

/** A refused change whose sold seats were given back meanwhile is simply tried again, this many times at most. */
const CHANGE_ATTEMPTS = 3;

export function createDeparturesService(db: Db): DeparturesService {
  return {
    async applySchedule({ serviceId, optionId, allotment, dates, startTimes }) {
      const keys = dates.flatMap((date) => startTimes.map((time) => ({ date, time: `${time}:00` })));
      const sorted = [...dates].sort();
      try {
        return await db.transaction(async (tx) => {
          const written = await repo.upsertDepartures(tx, { serviceId, optionId, allotment, keys });
          const created = written.filter((row) => row.inserted).length;
          const updated = written.length - created;
          if (written.length === keys.length) return { ok: true as const, created, updated, unchanged: 0 };
          // The rows the upsert left alone are locked by it: this read sees them as they will stay.
          const writtenIds = new Set(written.map((row) => row.id));
          const wanted = new Set(keys.map((key) => `${key.date} ${key.time}`));
          const untouched = (await repo.findDepartures(tx, { optionIds: [optionId], from: sorted[0] ?? '', to: sorted.at(-1) ?? '' })).filter(
            (row) => !writtenIds.has(row.id) && wanted.has(`${row.slotDate} ${row.startTime}`),
          );
          const refused = untouched
            .filter((row) => row.allotmentTotal !== allotment)
            .map((row) => ({ date: row.slotDate, startTime: hhmm(row.startTime), sold: row.allotmentTotal - row.remaining }));
          if (refused.length) throw new ScheduleRefused(refused);
          return { ok: true as const, created, updated, unchanged: untouched.length };
        });
      } catch (error) {
        if (error instanceof ScheduleRefused) return { ok: false, refused: error.refused };
        throw error;
      }
    },

    async bulkChange({ serviceId, optionId, dates, startTimes, allotment, status, preview }) {
      return db.transaction(async (tx) => {
        const locked = await repo.lockDepartures(tx, { serviceId, optionId, dates, times: startTimes.map((time) => `${time}:00`) });
        const rows = locked.map((row): BulkChangeRow => {
          const departure = toDeparture(row);
          const allotmentAfter = allotment ?? departure.allotment;
          return { departure, allotmentAfter, statusAfter: status ?? departure.status, refused: allotmentAfter < departure.sold };
        });
        if (preview || rows.some((row) => row.refused)) return { rows, written: false };
        const changed = rows.filter((row) => row.allotmentAfter !== row.departure.allotment || row.statusAfter !== row.departure.status);
        await repo.updateDepartures(
          tx,
          changed.map((row) => row.departure.id),
          { allotment, status },
        );
        return { rows, written: true };
      });
    },

    async changeAllotment(input) {
      for (let attempt = 1; ; attempt++) {
        const row = await repo.updateDepartureAllotment(db, input);
        if (row) return { kind: 'changed', departure: toDeparture(row) };
        const current = await repo.findDeparture(db, input.serviceId, input.slotId);
        if (!current) return { kind: 'not_found' };
        const sold = current.allotmentTotal - current.remaining;
        if (sold > input.allotment || attempt >= CHANGE_ATTEMPTS) return { kind: 'below_sold', sold };
      }
    },

    async close(serviceId, slotIds) {
      await repo.lockDepartureSales(db, serviceId, slotIds);
    },

    async list(filter) {
      return (await repo.findDepartures(db, filter)).map(toDeparture);
    },

    upcoming({ serviceId, today, until }, tx) {
      return repo.findUpcoming(tx ?? db, serviceId, today, until);
    },
  };
}
