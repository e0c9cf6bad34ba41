/**
 * shared-contracts/activity-calendar: the supplier's activity calendar (spec 002 §7.16, issue 13 §1): the month view
 * of departures with their seats (allotment, held, booked, left), the bookings of a day, and the guest list with
 * check-in. Allotment changes go through POST /tour/{id}/allotment (shared-contracts/tour-manage).
 *
 * Seats of a departure: `held` are in visitors' carts at checkout (an open hold), `booked` are confirmed, and
 * `left` are on sale; allotment = held + booked + left.
 */
import * as v from 'shared-contracts/valibot';
import { dataEnvelope, IdSchema, IdTextSchema } from 'shared-contracts/common';
import { AvailabilitySlotStatus } from 'shared-contracts/enums';
import { IsoDateSchema, rangeChecks, rangeFields, TOUR_MANAGE_LIMITS } from 'shared-contracts/tour-manage';

export const ACTIVITY_CALENDAR_LIMITS = {
  /** Days one month view may span: a calendar page of six weeks, with room to spare. */
  monthDaysMax: TOUR_MANAGE_LIMITS.calendarDaysMax,
  /** Departures one month view answers at most; `truncated` says when there were more. */
  monthRowsMax: TOUR_MANAGE_LIMITS.calendarRowsMax,
} as const;

/* ------------------------------------------------------------------ month view */

const MonthFields = v.object({ ...rangeFields, tour_id: v.optional(IdSchema), option_id: v.optional(IdSchema) });
/** Body of POST /tours/calendar: the caller's departures in the range, of one activity or option if named. */
export const ActivityMonthInputSchema = v.pipe(
  MonthFields,
  ...rangeChecks<v.InferOutput<typeof MonthFields>>(ACTIVITY_CALENDAR_LIMITS.monthDaysMax, 'errors.tourManage.calendarRangeTooLong'),
);
export type ActivityMonthInput = v.InferInput<typeof ActivityMonthInputSchema>;

/** Body of POST /tours/calendar/options/{id} (`{id}` is the option): its departures in the range. */
export const OptionMonthInputSchema = v.pipe(
  v.object(rangeFields),
  ...rangeChecks<{ start_date: string; end_date: string }>(ACTIVITY_CALENDAR_LIMITS.monthDaysMax, 'errors.tourManage.calendarRangeTooLong'),
);
export type OptionMonthInput = v.InferInput<typeof OptionMonthInputSchema>;

export const CalendarSlotSchema = v.object({
  id: v.number(),
  tour_id: v.number(),
  tour_name: v.string(),
  option_id: v.number(),
  option_name: v.string(),
  /** The activity's local date and start time (HH:MM). */
  date: IsoDateSchema,
  start_time: v.string(),
  time_zone: v.string(),
  allotment: v.number(),
  held: v.number(),
  booked: v.number(),
  left: v.number(),
  status: v.enum(AvailabilitySlotStatus),
});
export type CalendarSlot = v.InferOutput<typeof CalendarSlotSchema>;

/** Departures in date, start-time, activity and option order. */
export const ActivityMonthAnswerSchema = dataEnvelope(v.object({ departures: v.array(CalendarSlotSchema), truncated: v.boolean() }));
export type ActivityMonthAnswer = v.InferOutput<typeof ActivityMonthAnswerSchema>;

/* ------------------------------------------------------------------ a day's bookings */

/** Body of POST /tour/{id}/options-with-date-reservation: one day of the activity, of one option if named. */
export const DayBookingsInputSchema = v.object({ date: IsoDateSchema, option_id: v.optional(IdSchema) });
export type DayBookingsInput = v.InferInput<typeof DayBookingsInputSchema>;

/** A confirmed booking of a departure, as the calendar lists it. */
export const DayBookingSchema = v.object({
  reservation_id: v.number(),
  booking_number: v.string(),
  guest_name: v.string(),
  persons: v.number(),
  checked_in: v.boolean(),
});
export type DayBooking = v.InferOutput<typeof DayBookingSchema>;

export const DayBookingsAnswerSchema = dataEnvelope(
  v.object({
    tour_id: v.number(),
    date: IsoDateSchema,
    time_zone: v.string(),
    options: v.array(
      v.object({
        id: v.number(),
        name: v.string(),
        departures: v.array(v.object({ ...CalendarSlotSchema.entries, bookings: v.array(DayBookingSchema) })),
      }),
    ),
  }),
);
export type DayBookingsAnswer = v.InferOutput<typeof DayBookingsAnswerSchema>;

/* ------------------------------------------------------------------ guest list and check-in */

/** Body of POST /guest-list/{tourId} and /guest-list-summary/{tourId}: a day, of one option or one departure. */
export const GuestListInputSchema = v.object({ date: IsoDateSchema, option_id: v.optional(IdSchema), slot_id: v.optional(IdSchema) });
export type GuestListInput = v.InferInput<typeof GuestListInputSchema>;

export const GuestSchema = v.object({
  reservation_id: v.number(),
  booking_number: v.string(),
  slot_id: v.number(),
  option_id: v.number(),
  option_name: v.string(),
  start_time: v.string(),
  guest_name: v.string(),
  email: v.string(),
  /** With its area code ("+47 912 34 567"); '' when none was given. */
  phone: v.string(),
  tickets: v.array(v.object({ name: v.string(), count: v.number() })),
  persons: v.number(),
  comments: v.string(),
  checked_in: v.boolean(),
  checked_in_at: v.nullable(v.string()),
});
export type Guest = v.InferOutput<typeof GuestSchema>;

/** The confirmed bookings of the day in start-time, then guest-name order. */
export const GuestListAnswerSchema = dataEnvelope(
  v.object({ tour_id: v.number(), tour_name: v.string(), date: IsoDateSchema, time_zone: v.string(), guests: v.array(GuestSchema) }),
);
export type GuestListAnswer = v.InferOutput<typeof GuestListAnswerSchema>;

const TotalsEntries = { bookings: v.number(), persons: v.number(), checked_in_bookings: v.number(), checked_in_persons: v.number() };
export const GuestListSummaryAnswerSchema = dataEnvelope(
  v.object({
    tour_id: v.number(),
    date: IsoDateSchema,
    ...TotalsEntries,
    departures: v.array(v.object({ slot_id: v.number(), option_id: v.number(), option_name: v.string(), start_time: v.string(), allotment: v.number(), ...TotalsEntries })),
  }),
);
export type GuestListSummaryAnswer = v.InferOutput<typeof GuestListSummaryAnswerSchema>;

/** Query of POST /reservation/update-check-in/{id}: 1 checks the booking in, 0 takes it back. */
export const CheckInQuerySchema = v.object({ checkin_status: v.pipe(v.string('validation.invalid'), v.picklist(['0', '1'], 'validation.invalid')) });
export const CheckInParamSchema = v.object({ id: IdTextSchema });
/**
 * The path of a voucher check-in (ADR 0020): the reservation id, or the scanned voucher code itself, so a scan alone
 * checks a booking in. A code in the path must be the body's `voucher_code`.
 */
export const VoucherCheckInParamSchema = v.object({ id: v.union([IdTextSchema, v.pipe(v.string(), v.uuid())], 'validation.invalid') });
export const CheckInAnswerSchema = dataEnvelope(v.object({ reservation_id: v.number(), checked_in: v.boolean(), checked_in_at: v.nullable(v.string()) }));
export type CheckInAnswer = v.InferOutput<typeof CheckInAnswerSchema>;

/* ------------------------------------------------------------------ bulk cancellation */

export const BULK_CANCELLATION_LIMITS = {
  /** Departures one bulk cancellation may close: a month of a busy timetable. */
  departuresMax: 500,
  reasonMax: 500,
} as const;

/**
 * Body of POST /bulk-cancel-reservation. `departures`: close these departures of the activity and cancel every
 * confirmed booking on them, each refunded in full and told by e-mail (a background job; answer its workflow id).
 * `retry`: try the failed refunds of a workflow again.
 */
export const BulkCancelInputSchema = v.variant(
  'kind',
  [
    v.object({
      kind: v.literal('departures'),
      tour_id: IdSchema,
      slot_ids: v.pipe(
        v.array(IdSchema, 'validation.invalid'),
        v.minLength(1, 'errors.bulkCancelNoDepartures'),
        v.maxLength(BULK_CANCELLATION_LIMITS.departuresMax, 'validation.invalid'),
        v.check((ids) => new Set(ids).size === ids.length, 'validation.invalid'),
      ),
      reason: v.optional(v.pipe(v.string('validation.invalid'), v.trim(), v.maxLength(BULK_CANCELLATION_LIMITS.reasonMax, 'validation.invalid'))),
    }),
    v.object({ kind: v.literal('retry'), workflow_id: v.pipe(v.string('validation.invalid'), v.uuid('validation.invalid')) }),
  ],
  'validation.invalid',
);
export type BulkCancelInput = v.InferInput<typeof BulkCancelInputSchema>;

/** Body of POST /check-workflow-status. */
export const WorkflowStatusInputSchema = v.object({ workflow_id: v.pipe(v.string('validation.invalid'), v.uuid('validation.invalid')) });

export const BulkCancellationItemSchema = v.object({
  reservation_id: v.number(),
  booking_number: v.string(),
  guest_name: v.string(),
  /** pending: not done yet; succeeded: cancelled (and refunded, if paid); failed: the refund failed (retry it). */
  status: v.picklist(['pending', 'succeeded', 'failed']),
  failure_code: v.nullable(v.string()),
  refund_amount: v.object({ minor: v.number(), currency: v.string() }),
});
export type BulkCancellationItem = v.InferOutput<typeof BulkCancellationItemSchema>;

/** The workflow as it stands: `done` of `total` bookings handled; `status` running until every one is. */
export const WorkflowStatusAnswerSchema = dataEnvelope(
  v.object({
    workflow_id: v.string(),
    tour_id: v.number(),
    slot_ids: v.array(v.number()),
    status: v.picklist(['running', 'completed', 'completed_with_failures']),
    total: v.number(),
    done: v.number(),
    succeeded: v.number(),
    failed: v.number(),
    items: v.array(BulkCancellationItemSchema),
  }),
);
export type WorkflowStatusAnswer = v.InferOutput<typeof WorkflowStatusAnswerSchema>;
