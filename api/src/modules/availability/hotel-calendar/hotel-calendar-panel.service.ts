import { DateTime } from 'luxon';
import { money } from 'shared-contracts/catalogue';
import type { Issue } from 'shared-contracts/common';
import type { Locale } from 'shared-contracts/constants';
import { connectedPrice } from 'shared-contracts/hotels';
import {
  HOTEL_CALENDAR_LIMITS,
  type CalendarAllotment,
  type CalendarCell,
  type CalendarChange,
  type CalendarReservation,
  type CalendarUpdate,
  type CalendarUpdateAnswer,
  type HotelCalendarAnswer,
  type HotelCalendarInputSchema,
  type RoomRateEntry,
} from 'shared-contracts/hotel-calendar';
import { formatMessage, type MessageId, type MessageValues } from 'shared-contracts/messages';
import type * as v from 'shared-contracts/valibot';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { HttpError } from '../../../lib/http-error';
import { answerLocale } from '../../../lib/messages';
import type { TenantScope } from '../../../lib/tenancy';
import { nightKey, type HotelBookingsService } from '../../booking/hotel-bookings/hotel-bookings.service';
import type { OwnedHotel, OwnedHotels } from '../../core/catalogue/owned-hotel';
import { lockNights, upsertNights, type NightValues } from './hotel-calendar-panel.repo';
import { findCalendar, type CalendarRow } from './hotel-calendar.repo';

/**
 * The supplier's hotel calendar (spec 002 §7.9, issue 13 §3). Each call finds the hotel inside the caller's scope
 * first (another supplier's hotel answers 404 as a missing one does). Nights are the availability module's; the rooms
 * sold come from the booking module. A night's `allotment` column is the rooms still for sale, so the total a
 * supplier sees and sets is that column plus the rooms sold.
 */
export interface HotelCalendarPanelService {
  roomRates(scope: TenantScope, hotelId: number, locale?: Locale): Promise<RoomRateEntry[]>;
  calendar(scope: TenantScope, hotelId: number, input: v.InferOutput<typeof HotelCalendarInputSchema>, locale?: Locale): Promise<HotelCalendarAnswer['data']>;
  /**
   * Sets prices, allotments and restrictions on the chosen nights, all or nothing, under the nights' row locks: a
   * night whose total would fall below its rooms sold, whose minimum stay would exceed its maximum, or that has no
   * row yet without a price and an allotment, refuses the whole update. A preview answers the same and writes nothing.
   */
  update(scope: TenantScope, hotelId: number, input: CalendarUpdate, locale?: Locale): Promise<CalendarUpdateAnswer['data']>;
}

interface Deps {
  db: Db;
  hotels: OwnedHotels;
  bookings: HotelBookingsService;
  clock: Clock;
}

type Plan = OwnedHotel['plans'][number];

/** Whether the plan sells the room type. */
const sells = (plan: Plan, roomTypeId: number) => plan.roomTypeIds.includes(roomTypeId);

const hhmm = (time: string | null) => (time === null ? null : time.slice(0, 5));

/** Every date from `from` to `to`, both included (calendar days, no zone involved). */
function eachDate(from: string, to: string): string[] {
  const dates: string[] = [];
  const last = DateTime.fromISO(to, { zone: 'utc' });
  for (let day = DateTime.fromISO(from, { zone: 'utc' }); day <= last; day = day.plus({ days: 1 })) dates.push(day.toISODate() ?? '');
  return dates;
}

/** A connected plan's nightly price from its parent's (shared-contracts/hotels). */
function derivedPrice(parentPrice: number, plan: Plan): number {
  if (plan.parentRatePlanId === null || plan.derivationKind === null) return parentPrice;
  return connectedPrice(parentPrice, plan.derivationKind === 'amount' ? 'amount' : 'percent', plan.derivationValue ?? 0);
}

const cellOf = (row: CalendarRow, sold: number): CalendarCell => ({
  price_minor: row.priceMinor,
  allotment: row.allotment + sold,
  cut_off_time: hhmm(row.cutOffTime),
  min_stay: row.minStay,
  max_stay: row.maxStay,
  no_check_in: row.noCheckIn,
  no_check_out: row.noCheckOut,
});

const sameCell = (a: CalendarCell, b: CalendarCell) =>
  a.price_minor === b.price_minor &&
  a.allotment === b.allotment &&
  a.cut_off_time === b.cut_off_time &&
  a.min_stay === b.min_stay &&
  a.max_stay === b.max_stay &&
  a.no_check_in === b.no_check_in &&
  a.no_check_out === b.no_check_out;

/** Issues listed per refusal at most: the message counts them all. */
const ISSUES_MAX = 20;

export function createHotelCalendarPanelService({ db, hotels, bookings, clock }: Deps): HotelCalendarPanelService {
  const notFound = () => new HttpError('NOT_FOUND');

  /** The ids' rooms or plans of the hotel, in the hotel's order; 404 when one is not the hotel's. */
  function pick<T extends { id: number }>(all: T[], ids: readonly number[] | undefined): T[] {
    if (ids === undefined) return all;
    const wanted = new Set(ids);
    const found = all.filter((item) => wanted.has(item.id));
    if (found.length !== wanted.size) throw notFound();
    return found;
  }

  return {
    async roomRates(scope, hotelId, locale) {
      const hotel = await hotels.ownedHotel(scope, hotelId, locale);
      const ref = (p: Plan) => ({ id: p.id, name: p.name, refundable: p.refundable, breakfast_included: p.breakfastIncluded });
      // Each room type lists the plans that sell it (rate_plan_room_types).
      return hotel.rooms.map((room) => ({
        room_type_id: room.id,
        room_type_title: room.name,
        rate_plans: hotel.plans.filter((p) => p.parentRatePlanId === null && sells(p, room.id)).map(ref),
        connected_rate_plans: hotel.plans.flatMap((p) =>
          p.parentRatePlanId === null || !sells(p, room.id)
            ? []
            : [{ ...ref(p), parent_rate_plan_id: p.parentRatePlanId, derivation_kind: p.derivationKind ?? 'percent', derivation_value: p.derivationValue ?? 0 }],
        ),
      }));
    },

    async calendar(scope, hotelId, input, locale) {
      const hotel = await hotels.ownedHotel(scope, hotelId, locale);
      const rooms = pick(hotel.rooms, input.room_type_ids);
      const plans = pick(hotel.plans, input.rate_plan_ids);
      const roomIds = rooms.map((r) => r.id);
      const baseIds = [...new Set(plans.map((p) => p.parentRatePlanId ?? p.id))];
      const [rows, sold, stays] = await Promise.all([
        findCalendar(db, roomIds, baseIds, input.start_date, input.end_date),
        bookings.soldByNight(roomIds, input.start_date, input.end_date),
        bookings.stays(roomIds, input.start_date, input.end_date),
      ]);
      const byBase = new Map<string, CalendarRow[]>();
      for (const row of rows) {
        const key = `${row.roomTypeId}|${row.ratePlanId}`;
        const list = byBase.get(key) ?? [];
        list.push(row);
        byBase.set(key, list);
      }
      const allotments: CalendarAllotment[] = [];
      for (const room of rooms) {
        for (const plan of plans.filter((p) => sells(p, room.id))) {
          const base = plan.parentRatePlanId ?? plan.id;
          for (const row of byBase.get(`${room.id}|${base}`) ?? []) {
            const taken = sold.get(nightKey(room.id, base, row.stayDate)) ?? 0;
            const price = derivedPrice(row.priceMinor, plan);
            allotments.push({
              room_type_id: room.id,
              rate_plan_id: plan.id,
              date: row.stayDate,
              price: money(price, hotel.currency),
              price_minor: price,
              allotment: row.allotment + taken,
              sold: taken,
              left: row.allotment,
              cut_off_time: hhmm(row.cutOffTime),
              restriction_max_stay: row.maxStay,
              restriction_min_stay: row.minStay,
              restriction_no_checkin: row.noCheckIn,
              restriction_no_checkout: row.noCheckOut,
              connected: plan.parentRatePlanId !== null,
            });
          }
        }
      }
      const planIds = new Set(plans.map((p) => p.id));
      const reservations: CalendarReservation[] = stays
        .filter((s) => planIds.has(s.ratePlanId))
        .map((s) => ({
          payer_name: s.payerName,
          room_type_id: s.roomTypeId,
          rate_plan_id: s.ratePlanId,
          start_date: s.checkIn,
          end_date: s.checkOut,
          reservation_uuid: s.reservationUuid,
          reservation_id: s.reservationId,
          booking_number: s.bookingNumber,
          rooms: s.rooms,
          status: s.held ? 'held' : 'confirmed',
        }));
      const today = DateTime.fromJSDate(clock.now(), { zone: hotel.timeZone }).toISODate() ?? '';
      return {
        hotel: { id: hotel.id, name: hotel.name, time_zone: hotel.timeZone, currency: hotel.currency, today },
        allotments,
        reservations,
      };
    },

    async update(scope, hotelId, input, locale) {
      const hotel = await hotels.ownedHotel(scope, hotelId, locale);
      const bulk = input.kind === 'bulk';
      const rooms = pick(hotel.rooms, bulk ? input.room_type_ids : [input.room_type_id]);
      const plans = pick(hotel.plans, bulk ? input.rate_plan_ids : [input.rate_plan_id]);
      const lang = answerLocale(locale);
      const rendered = (id: MessageId, values: MessageValues) => formatMessage(lang, id, values);
      const planPath = bulk ? 'rate_plan_ids' : 'rate_plan_id';

      const connected = plans.filter((p) => p.parentRatePlanId !== null);
      if (connected.length > 0) {
        throw new HttpError('VALIDATION_FAILED', {
          message: 'errors.hotelCalendar.connectedPlan',
          values: { plan: connected[0]!.name },
          issues: connected.map((p) => ({ path: planPath, message: rendered('errors.hotelCalendar.connectedPlan', { plan: p.name }) })),
        });
      }
      if (!bulk && !sells(plans[0]!, rooms[0]!.id)) {
        throw new HttpError('VALIDATION_FAILED', {
          message: 'errors.hotelCalendar.planNotSold',
          values: { plan: plans[0]!.name, room: rooms[0]!.name },
          issues: [{ path: 'rate_plan_id', message: rendered('errors.hotelCalendar.planNotSold', { plan: plans[0]!.name, room: rooms[0]!.name }) }],
        });
      }
      const from = bulk ? input.start_date : input.date;
      const to = bulk ? input.end_date : input.date;
      const weekdays = bulk ? new Set<number>(input.weekdays) : null;
      const dates = eachDate(from, to).filter((d) => weekdays === null || weekdays.has(DateTime.fromISO(d, { zone: 'utc' }).weekday));
      if (dates.length === 0) {
        throw new HttpError('VALIDATION_FAILED', { message: 'errors.hotelCalendar.noNights', issues: [{ path: 'weekdays', message: rendered('errors.hotelCalendar.noNights', {}) }] });
      }
      const { changes } = input;
      const set = <K extends keyof CalendarCell>(key: K, current: CalendarCell[K]): CalendarCell[K] =>
        (changes as Partial<CalendarCell>)[key] === undefined ? current : ((changes as Partial<CalendarCell>)[key] as CalendarCell[K]);
      const opens = changes.price_minor !== undefined && changes.allotment !== undefined;

      return db.transaction(async (tx) => {
        const roomIds = rooms.map((r) => r.id);
        const rows = await lockNights(tx, { roomTypeIds: roomIds, ratePlanIds: plans.map((p) => p.id), from, to, weekdays: bulk ? input.weekdays : null });
        // Read under the locks: a hold taking one of these nights now waits for this transaction, and one that took
        // it before has committed its capacity row with it.
        const sold = await bookings.soldByNight(roomIds, from, to, { tx });
        const existing = new Map(rows.map((row) => [nightKey(row.roomTypeId, row.ratePlanId, row.stayDate), row]));

        const changed: CalendarChange[] = [];
        const writes: NightValues[] = [];
        const missing: Issue[] = [];
        const stayConflicts: Issue[] = [];
        const belowSold: Issue[] = [];
        let missingCount = 0;
        let stayCount = 0;
        let belowCount = 0;
        for (const room of rooms) {
          // A bulk update passes over the pairs no plan sells; a single night of such a pair was refused above.
          for (const plan of plans.filter((p) => sells(p, room.id))) {
            for (const date of dates) {
              const key = nightKey(room.id, plan.id, date);
              const row = existing.get(key);
              const taken = sold.get(key) ?? 0;
              const names = { date, room: room.name, plan: plan.name };
              if (!row && !opens) {
                if (missingCount++ < ISSUES_MAX) missing.push({ path: 'changes', message: rendered('errors.hotelCalendar.nightMissing', names) });
                continue;
              }
              const before = row ? cellOf(row, taken) : null;
              const base: CalendarCell = before ?? { price_minor: 0, allotment: 0, cut_off_time: null, min_stay: 1, max_stay: null, no_check_in: false, no_check_out: false };
              const after: CalendarCell = {
                price_minor: set('price_minor', base.price_minor),
                allotment: set('allotment', base.allotment),
                cut_off_time: set('cut_off_time', base.cut_off_time),
                min_stay: set('min_stay', base.min_stay),
                max_stay: set('max_stay', base.max_stay),
                no_check_in: set('no_check_in', base.no_check_in),
                no_check_out: set('no_check_out', base.no_check_out),
              };
              if (after.max_stay !== null && after.min_stay > after.max_stay) {
                if (stayCount++ < ISSUES_MAX) {
                  stayConflicts.push({ path: 'changes.min_stay', message: rendered('errors.hotelCalendar.nightStayConflict', { ...names, min: after.min_stay, max: after.max_stay }) });
                }
              }
              if (after.allotment < taken) {
                if (belowCount++ < ISSUES_MAX) belowSold.push({ path: 'changes.allotment', message: rendered('errors.hotelCalendar.nightBelowSold', { ...names, sold: taken }) });
              }
              if (before && sameCell(before, after)) continue;
              changed.push({ room_type_id: room.id, rate_plan_id: plan.id, date, before, after });
              writes.push({
                roomTypeId: room.id,
                ratePlanId: plan.id,
                stayDate: date,
                priceMinor: after.price_minor,
                allotment: after.allotment - taken,
                cutOffTime: after.cut_off_time,
                minStay: after.min_stay,
                maxStay: after.max_stay,
                noCheckIn: after.no_check_in,
                noCheckOut: after.no_check_out,
              });
            }
          }
        }
        if (missingCount > 0) throw new HttpError('VALIDATION_FAILED', { message: 'errors.hotelCalendar.nightsMissing', values: { count: missingCount }, issues: missing });
        if (stayCount > 0) throw new HttpError('VALIDATION_FAILED', { message: 'errors.hotelCalendar.stayConflict', values: { count: stayCount }, issues: stayConflicts });
        if (belowCount > 0) throw new HttpError('CONFLICT', { message: 'errors.hotelCalendar.belowSold', values: { count: belowCount }, issues: belowSold });
        if (!input.preview) await upsertNights(tx, writes);
        const listed = HOTEL_CALENDAR_LIMITS.changesListedMax;
        return { preview: input.preview, count: changed.length, truncated: changed.length > listed, changes: changed.slice(0, listed) };
      });
    },
  };
}
