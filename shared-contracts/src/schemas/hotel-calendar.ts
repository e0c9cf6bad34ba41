/**
 * shared-contracts/hotel-calendar: the hotel calendar (spec 002 §7.9, spec 001 "Hotel calendar"; issue 13 §3): the
 * room-rate list, the calendar grid with its reservations, and the price, allotment and restriction updates.
 *
 * Rooms of a night: `allotment` in the answers is every room for sale that night (left + sold); `sold` are held at a
 * checkout or confirmed; `left` are still for sale. Updates set the total (`allotment`), never below `sold`.
 */
import * as v from 'shared-contracts/valibot';
import type { CheckIssue } from 'valibot';
import { MoneySchema } from 'shared-contracts/catalogue';
import { dataEnvelope, IdSchema, IdTextSchema } from 'shared-contracts/common';
import { Weekday } from 'shared-contracts/enums';
import { daysBetween, IsoDateSchema } from 'shared-contracts/tour-manage';

export const HOTEL_CALENDAR_LIMITS = {
  /** Days one calendar read or one update may span, both ends included: a year, leap day too. */
  rangeDaysMax: 366,
  /** Changes an update answer lists at most; `count` is always the full number. */
  changesListedMax: 2000,
  allotmentMax: 10_000,
  stayMax: 365,
  priceMax: 100_000_000,
} as const;
const L = HOTEL_CALENDAR_LIMITS;

/** Path parameter of the three calls. */
export const HotelParamSchema = v.object({ hotelId: IdTextSchema });

/* ------------------------------------------------------------------ room-rate list */

/** Query of GET room-rate: `with_name=true` names room types and plans (they are named either way here). */
export const RoomRateQuerySchema = v.object({ with_name: v.optional(v.picklist(['true', 'false'], 'validation.invalid')) });

export const RatePlanRefSchema = v.object({ id: v.number(), name: v.string(), refundable: v.boolean(), breakfast_included: v.boolean() });
export type RatePlanRef = v.InferOutput<typeof RatePlanRefSchema>;

/** A connected plan: it sells its parent's rooms at a price derived by a percentage or an amount (minor units). */
export const ConnectedRatePlanRefSchema = v.object({
  ...RatePlanRefSchema.entries,
  parent_rate_plan_id: v.number(),
  derivation_kind: v.picklist(['percent', 'amount']),
  derivation_value: v.number(),
});
export type ConnectedRatePlanRef = v.InferOutput<typeof ConnectedRatePlanRefSchema>;

/** Spec 001 "Room-rate list entry". */
export const RoomRateEntrySchema = v.object({
  room_type_id: v.number(),
  room_type_title: v.string(),
  rate_plans: v.array(RatePlanRefSchema),
  connected_rate_plans: v.array(ConnectedRatePlanRefSchema),
});
export type RoomRateEntry = v.InferOutput<typeof RoomRateEntrySchema>;

export const RoomRateAnswerSchema = dataEnvelope(v.array(RoomRateEntrySchema));
export type RoomRateAnswer = v.InferOutput<typeof RoomRateAnswerSchema>;

/* ------------------------------------------------------------------ the calendar */

type Range = { start_date: string; end_date: string };

/** The end not before the start, and at most a year of days; reported on end_date. */
function rangeChecks<T extends Range>() {
  return [
    v.forward<T, CheckIssue<T>, ['end_date']>(v.check<T, 'validation.dateRangeInvalid'>((input) => input.end_date >= input.start_date, 'validation.dateRangeInvalid'), ['end_date'] as never),
    v.forward<T, CheckIssue<T>, ['end_date']>(
      v.check<T, 'errors.hotelCalendar.rangeTooLong'>((input) => daysBetween(input.start_date, input.end_date) < L.rangeDaysMax, 'errors.hotelCalendar.rangeTooLong'),
      ['end_date'] as never,
    ),
  ] as const;
}

const distinct = <T>(items: readonly T[]) => new Set(items).size === items.length;
const idList = (required: boolean) =>
  required
    ? v.pipe(v.array(IdSchema), v.minLength(1, 'errors.hotelCalendar.choiceRequired'), v.maxLength(200, 'validation.invalid'), v.check(distinct, 'validation.invalid'))
    : v.pipe(v.array(IdSchema), v.maxLength(200, 'validation.invalid'), v.check(distinct, 'validation.invalid'));

const CalendarFields = v.object({
  start_date: IsoDateSchema,
  end_date: IsoDateSchema,
  /** Only these room types (all of the hotel's when left out). */
  room_type_ids: v.optional(idList(false)),
  /** Only these rate plans, connected ones included (all when left out). */
  rate_plan_ids: v.optional(idList(false)),
});
/** Body of POST hotel/{hotelId}/calendar. */
export const HotelCalendarInputSchema = v.pipe(CalendarFields, ...rangeChecks<v.InferOutput<typeof CalendarFields>>());
export type HotelCalendarInput = v.InferInput<typeof HotelCalendarInputSchema>;

/** Spec 001 "Calendar allotment entry", with the rooms sold and left. A connected plan's entries are read-only. */
export const CalendarAllotmentSchema = v.object({
  room_type_id: v.number(),
  rate_plan_id: v.number(),
  date: IsoDateSchema,
  price: MoneySchema,
  price_minor: v.number(),
  /** Rooms for sale that night in total: left + sold. */
  allotment: v.number(),
  /** Rooms held at a checkout or confirmed. */
  sold: v.number(),
  left: v.number(),
  /** HH:MM in the hotel's time zone; same-day arrivals are closed after it. */
  cut_off_time: v.nullable(v.string()),
  restriction_max_stay: v.nullable(v.number()),
  restriction_min_stay: v.number(),
  restriction_no_checkin: v.boolean(),
  restriction_no_checkout: v.boolean(),
  /** A connected plan: the parent's rooms and restrictions at a derived price. */
  connected: v.boolean(),
});
export type CalendarAllotment = v.InferOutput<typeof CalendarAllotmentSchema>;

export const CalendarReservationStatusSchema = v.picklist(['confirmed', 'held']);
export type CalendarReservationStatus = v.InferOutput<typeof CalendarReservationStatusSchema>;

/** Spec 001 "Calendar reservation": a stay overlapping the range (`end_date` is the check-out day). */
export const CalendarReservationSchema = v.object({
  payer_name: v.string(),
  room_type_id: v.number(),
  rate_plan_id: v.number(),
  start_date: IsoDateSchema,
  end_date: IsoDateSchema,
  reservation_uuid: v.string(),
  reservation_id: v.number(),
  booking_number: v.nullable(v.string()),
  rooms: v.number(),
  status: CalendarReservationStatusSchema,
});
export type CalendarReservation = v.InferOutput<typeof CalendarReservationSchema>;

export const CalendarHotelSchema = v.object({ id: v.number(), name: v.string(), time_zone: v.string(), currency: v.string(), today: IsoDateSchema });
export type CalendarHotel = v.InferOutput<typeof CalendarHotelSchema>;

/** Entries in room type, rate plan (as the room-rate list orders them), then date order. */
export const HotelCalendarAnswerSchema = dataEnvelope(
  v.object({ hotel: CalendarHotelSchema, allotments: v.array(CalendarAllotmentSchema), reservations: v.array(CalendarReservationSchema) }),
);
export type HotelCalendarAnswer = v.InferOutput<typeof HotelCalendarAnswerSchema>;

/* ------------------------------------------------------------------ updates */

const count = (max: number, message: 'errors.hotelCalendar.priceInvalid' | 'errors.hotelCalendar.allotmentInvalid') =>
  v.pipe(v.number(message), v.integer(message), v.minValue(0, message), v.maxValue(max, message));
const stay = v.pipe(v.number('errors.hotelCalendar.stayInvalid'), v.integer('errors.hotelCalendar.stayInvalid'), v.minValue(1, 'errors.hotelCalendar.stayInvalid'), v.maxValue(L.stayMax, 'errors.hotelCalendar.stayInvalid'));

const ChangeFields = v.object({
  price_minor: v.optional(count(L.priceMax, 'errors.hotelCalendar.priceInvalid')),
  /** Rooms for sale in total (left + sold). */
  allotment: v.optional(count(L.allotmentMax, 'errors.hotelCalendar.allotmentInvalid')),
  /** HH:MM, or null for none. */
  cut_off_time: v.optional(v.nullable(v.pipe(v.string('errors.hotelCalendar.timeInvalid'), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'errors.hotelCalendar.timeInvalid')))),
  min_stay: v.optional(stay),
  /** null: no maximum. */
  max_stay: v.optional(v.nullable(stay)),
  no_check_in: v.optional(v.boolean()),
  no_check_out: v.optional(v.boolean()),
});
type ChangeOutput = v.InferOutput<typeof ChangeFields>;

/** What to set on each chosen night: at least one field; a minimum stay given with a maximum must not exceed it. */
export const CalendarChangesSchema = v.pipe(
  ChangeFields,
  v.check((changes) => Object.values(changes).some((value) => value !== undefined), 'errors.hotelCalendar.noChange'),
  v.forward<ChangeOutput, CheckIssue<ChangeOutput>, ['min_stay']>(
    v.check<ChangeOutput, 'errors.hotelCalendar.minAboveMax'>(
      (c) => c.min_stay === undefined || c.max_stay === undefined || c.max_stay === null || c.min_stay <= c.max_stay,
      'errors.hotelCalendar.minAboveMax',
    ),
    ['min_stay'] as never,
  ),
);
export type CalendarChanges = v.InferInput<typeof CalendarChangesSchema>;

export const SingleCalendarUpdateSchema = v.object({
  kind: v.literal('single'),
  room_type_id: IdSchema,
  rate_plan_id: IdSchema,
  date: IsoDateSchema,
  changes: CalendarChangesSchema,
  preview: v.optional(v.boolean(), false),
});

const BulkFields = v.object({
  kind: v.literal('bulk'),
  start_date: IsoDateSchema,
  end_date: IsoDateSchema,
  /** ISO weekdays, Monday 1 … Sunday 7. */
  weekdays: v.pipe(
    v.array(v.enum(Weekday, 'errors.hotelCalendar.weekdayInvalid')),
    v.minLength(1, 'errors.hotelCalendar.weekdaysRequired'),
    v.maxLength(7, 'errors.hotelCalendar.weekdayInvalid'),
    v.check(distinct, 'errors.hotelCalendar.weekdayInvalid'),
  ),
  room_type_ids: idList(true),
  rate_plan_ids: idList(true),
  changes: CalendarChangesSchema,
  /** Compute and answer the changes without writing them. */
  preview: v.optional(v.boolean(), false),
});
export const BulkCalendarUpdateSchema = v.pipe(BulkFields, ...rangeChecks<v.InferOutput<typeof BulkFields>>());

/** Body of POST hotel/{hotelId}/room-rate-price/calendar: one night of one room type and plan, or a bulk update. */
export const CalendarUpdateInputSchema = v.variant('kind', [SingleCalendarUpdateSchema, BulkCalendarUpdateSchema]);
export type CalendarUpdateInput = v.InferInput<typeof CalendarUpdateInputSchema>;
export type CalendarUpdate = v.InferOutput<typeof CalendarUpdateInputSchema>;

/** A night's values as an update sees them; `allotment` is the total for sale (left + sold). */
export const CalendarCellSchema = v.object({
  price_minor: v.number(),
  allotment: v.number(),
  cut_off_time: v.nullable(v.string()),
  min_stay: v.number(),
  max_stay: v.nullable(v.number()),
  no_check_in: v.boolean(),
  no_check_out: v.boolean(),
});
export type CalendarCell = v.InferOutput<typeof CalendarCellSchema>;

/** One night the update changes: `before` is null for a night the calendar did not have yet. */
export const CalendarChangeSchema = v.object({
  room_type_id: v.number(),
  rate_plan_id: v.number(),
  date: IsoDateSchema,
  before: v.nullable(CalendarCellSchema),
  after: CalendarCellSchema,
});
export type CalendarChange = v.InferOutput<typeof CalendarChangeSchema>;

/**
 * The nights changed (or, on a preview, that would be), in room type, plan and date order; nights whose values stay
 * the same are left out. At most HOTEL_CALENDAR_LIMITS.changesListedMax are listed; `count` is all of them.
 */
export const CalendarUpdateAnswerSchema = dataEnvelope(
  v.object({ preview: v.boolean(), count: v.number(), truncated: v.boolean(), changes: v.array(CalendarChangeSchema) }),
);
export type CalendarUpdateAnswer = v.InferOutput<typeof CalendarUpdateAnswerSchema>;
