/**
 * shared-contracts/panel-reservations: the back office's reservations (spec 002 §7.15, issue 14 §1, ADR 0016): a
 * paged, filtered, searchable data table of the bookings the caller may see, and one booking's details with its
 * payer, guests or rooms, payment, cancellation policy and timeline.
 *
 * Who sees what is the API's decision (ADR 0016): a supplier its services' bookings, a partner its sites' bookings
 * (without PARTNER_SEE_ALL_BOOKING only the booked ones: confirmed, cancelled, cancellation failed), an administrator
 * every booking. A booking outside that view answers 404.
 *
 * A sales channel is how the booking was sold: `terminal` when its payment was taken on a Stripe terminal (a desk),
 * `online` otherwise (a visitor on the partner's site or widget). The data holds nothing finer.
 */
import * as v from 'shared-contracts/valibot';
import { LIMITS } from 'shared-contracts/constants';
import { dataEnvelope, IdSchema } from 'shared-contracts/common';
import { PaymentMethod, ReservationStatus } from 'shared-contracts/enums';
import { MoneySchema } from 'shared-contracts/site-content';
import { IsoDateSchema } from 'shared-contracts/tour-manage';

const INVALID = 'validation.invalid';
const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, INVALID));

export const PANEL_RESERVATION_LIMITS = { pageSizeMax: 100, searchMax: 200 } as const;

export const SALES_CHANNELS = ['online', 'terminal'] as const;
export type SalesChannel = (typeof SALES_CHANNELS)[number];
export const PANEL_SERVICE_TYPES = ['activities', 'events', 'hotels', 'packages'] as const;
export type PanelServiceType = (typeof PANEL_SERVICE_TYPES)[number];
/** The spec's names of ReservationStatus (spec 000 §4), for badges. */
export const RESERVATION_STATUS_NAMES = {
  1: 'IN_CART',
  2: 'HOLD',
  3: 'HOLD_FAILED',
  4: 'CONFIRM',
  5: 'CANCEL',
  6: 'CANCELLATION_FAILED',
  7: 'CONFIRM_FAILED',
} as const satisfies Record<ReservationStatus, string>;

/** A partner without PARTNER_SEE_ALL_BOOKING sees its sites' bookings in these statuses only (ADR 0016). */
export const PARTNER_BOOKED_STATUSES: readonly ReservationStatus[] = [ReservationStatus.CONFIRM, ReservationStatus.CANCEL, ReservationStatus.CANCELLATION_FAILED];

const pageNumber = v.pipe(v.number(), v.integer(INVALID), v.minValue(1, INVALID), v.maxValue(LIMITS.maxId, INVALID));
const pageSize = v.pipe(v.number(), v.integer(INVALID), v.minValue(1, INVALID), v.maxValue(PANEL_RESERVATION_LIMITS.pageSizeMax, INVALID));

const FiltersSchema = v.object({
  booking_date_from: v.optional(IsoDateSchema),
  booking_date_to: v.optional(IsoDateSchema),
  service_date_from: v.optional(IsoDateSchema),
  service_date_to: v.optional(IsoDateSchema),
  status: v.optional(v.pipe(v.array(v.enum(ReservationStatus, INVALID)), v.maxLength(7, INVALID))),
  service_id: v.optional(IdSchema),
  site_id: v.optional(IdSchema),
  sales_channel: v.optional(v.picklist(SALES_CHANNELS, INVALID)),
  payment_method: v.optional(v.enum(PaymentMethod, INVALID)),
  currency: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, INVALID))),
  service_type: v.optional(v.picklist(PANEL_SERVICE_TYPES, INVALID)),
});

/** Body of POST /reservation/data-table (and its tours / hotels wrappers). */
export const ReservationTableInputSchema = v.object({
  page_number: v.optional(pageNumber, 1),
  limit: v.optional(pageSize, 20),
  /** Part of the booking number, the payer's name or e-mail (any case). */
  search: v.optional(text(PANEL_RESERVATION_LIMITS.searchMax), ''),
  filters: v.optional(FiltersSchema, {}),
  sort_by: v.optional(v.picklist(['booking_date', 'service_date', 'booking_number', 'price', 'status'], INVALID), 'booking_date'),
  sort_order: v.optional(v.picklist(['asc', 'desc'], INVALID), 'desc'),
});
export type ReservationTableInput = v.InferInput<typeof ReservationTableInputSchema>;
export type ReservationTableQuery = v.InferOutput<typeof ReservationTableInputSchema>;
export type ReservationTableFilters = v.InferOutput<typeof FiltersSchema>;

const ServiceRefSchema = v.object({ id: v.number(), name: v.string(), type: v.picklist(PANEL_SERVICE_TYPES) });
const SiteRefSchema = v.object({ id: v.number(), name: v.string() });

export const ReservationRowSchema = v.object({
  id: v.number(),
  ref: v.string(),
  booking_number: v.nullable(v.string()),
  service: ServiceRefSchema,
  /** The service's local dates (YYYY-MM-DD) and start time (HH:MM, activities and events). */
  start_date: v.nullable(v.string()),
  end_date: v.nullable(v.string()),
  start_time: v.nullable(v.string()),
  guests: v.object({ adults: v.number(), children: v.number() }),
  price: MoneySchema,
  status: v.enum(ReservationStatus),
  /** The method of the reservation's payment (PaymentMethod); null while no payment was made for its cart. */
  payment_method: v.nullable(v.string()),
  site: SiteRefSchema,
  sales_channel: v.picklist(SALES_CHANNELS),
  payer: v.nullable(v.object({ name: v.string(), email: v.string() })),
  /** ISO instants: when it was put in the cart, and when it was paid (confirmed). */
  created_at: v.string(),
  confirmed_at: v.nullable(v.string()),
  cancelled: v.boolean(),
});
export type ReservationRow = v.InferOutput<typeof ReservationRowSchema>;

/** The table counts matching rows up to this many; past it `total` is the cap and `total_capped` is true. */
export const RESERVATION_COUNT_CAP = 10_000;

export const ReservationTableAnswerSchema = dataEnvelope(
  v.object({
    data: v.array(ReservationRowSchema),
    total: v.number(),
    /** More rows match than RESERVATION_COUNT_CAP: `total` is a lower bound ("10,000+"). */
    total_capped: v.optional(v.boolean(), false),
    page_number: v.number(),
    limit: v.number(),
  }),
);
export type ReservationTableAnswer = v.InferOutput<typeof ReservationTableAnswerSchema>;

/** POST /reservation/sales-channels: the channels of the bookings the caller sees. */
export const SalesChannelsAnswerSchema = dataEnvelope(v.array(v.picklist(SALES_CHANNELS)));

/* ------------------------------------------------------------------ details */

/** `:ref` of GET /reservation/{ref}: any text; one that is not a reservation's uuid answers 404. */
export const ReservationRefParamSchema = v.object({ ref: v.pipe(v.string(), v.maxLength(64, INVALID)) });

const TimelineKinds = [
  'added_to_cart',
  'held',
  'payment_started',
  'paid',
  'payment_failed',
  'confirmed',
  'checked_in',
  'cancellation_requested',
  'refunded',
  'refund_failed',
  'cancelled',
  'provider_event',
] as const;
export type TimelineKind = (typeof TimelineKinds)[number];

export const TimelineEntrySchema = v.object({ at: v.string(), kind: v.picklist(TimelineKinds), text: v.string() });
export type TimelineEntry = v.InferOutput<typeof TimelineEntrySchema>;

export const ReservationDetailsSchema = v.object({
  ...ReservationRowSchema.entries,
  time_zone: v.string(),
  comments: v.nullable(v.string()),
  payer: v.nullable(
    v.object({ first_name: v.string(), last_name: v.string(), name: v.string(), email: v.string(), phone: v.string(), country: v.string(), locale: v.string() }),
  ),
  /** Activities and events: the tickets of the departure. */
  tickets: v.nullable(
    v.object({ option_id: v.number(), slot_id: v.number(), persons: v.number(), checked_in_at: v.nullable(v.string()), lines: v.array(v.object({ name: v.string(), count: v.number(), persons: v.number(), total: MoneySchema })) }),
  ),
  /** Hotels: one line per room type and rate plan. */
  rooms: v.array(
    v.object({ room_type_id: v.number(), room_type: v.string(), rate_plan_id: v.number(), rate_plan: v.string(), check_in: v.string(), check_out: v.string(), rooms: v.number(), adults: v.number(), children: v.number(), price: MoneySchema }),
  ),
  /** Price lines: the tickets or rooms, then the total. */
  price_lines: v.array(v.object({ label: v.string(), amount: MoneySchema })),
  /**
   * What the booking earns each party as it stands: its earnings ledger lines, sales less reversals (ADR 0016, 0017).
   * `partner` is null when no partner's site sold it; the whole is null before the booking is confirmed.
   */
  earnings: v.nullable(v.object({ supplier: MoneySchema, partner: v.nullable(MoneySchema), platform: MoneySchema })),
  payment: v.nullable(
    v.object({
      uuid: v.string(),
      method: v.string(),
      /** PaymentStatus: PENDING 1, PAID 2, FAILED 3. */
      status: v.number(),
      amount: MoneySchema,
      provider_ref: v.nullable(v.string()),
      failure_code: v.nullable(v.string()),
      paid_at: v.nullable(v.string()),
      events: v.array(v.object({ id: v.string(), type: v.string(), received_at: v.string(), rejected_reason: v.nullable(v.string()) })),
    }),
  ),
  /** The service's refund tiers as it sells them now, the longest notice first. */
  cancellation_policy: v.array(v.object({ hours: v.number(), refund_percentage: v.number(), notice: v.object({ unit: v.picklist(['days', 'hours']), count: v.number() }) })),
  cancellation: v.nullable(
    v.object({
      origin: v.number(),
      reason: v.nullable(v.string()),
      refund_percentage: v.number(),
      refund_amount: MoneySchema,
      refund_status: v.string(),
      failure_code: v.nullable(v.string()),
      requested_at: v.string(),
      updated_at: v.string(),
    }),
  ),
  timeline: v.array(TimelineEntrySchema),
  /** Packages: the days and the services of each day (spec 001's package reservation); null for other bookings. */
  package: v.optional(
    v.nullable(
      v.object({
        package_days: v.number(),
        end_date: v.string(),
        services: v.array(v.object({ service_type: v.string(), service_name: v.string(), day_offset: v.number(), date: v.string() })),
      }),
    ),
    null,
  ),
});
export type ReservationDetails = v.InferOutput<typeof ReservationDetailsSchema>;

/** GET /package-reservation/{id}?package_id: `:id` is the payment's uuid, `package_id` the package (service) id. */
export const PackageReservationParamSchema = v.object({ id: v.pipe(v.string(), v.maxLength(64, INVALID)) });
export const PackageReservationQuerySchema = v.object({ package_id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, INVALID), v.transform(Number)) });
export const ReservationDetailsAnswerSchema = dataEnvelope(ReservationDetailsSchema);
export type ReservationDetailsAnswer = v.InferOutput<typeof ReservationDetailsAnswerSchema>;

/* ------------------------------------------------------------------ by service date */

/** The longest range a by-date view answers: a quarter (92 days). */
export const BOOKING_VIEW_MAX_DAYS = 92;

/**
 * Body of POST /reservation/booking-view-by-date and /reservation/tours/booking-view-by-date: the service dates to
 * show (both ends included), and which bookings count: by default the confirmed ones, what will happen on the day.
 */
export const BookingViewByDateInputSchema = v.pipe(
  v.object({
    date_from: IsoDateSchema,
    date_to: IsoDateSchema,
    service_id: v.optional(IdSchema),
    site_id: v.optional(IdSchema),
    status: v.optional(v.pipe(v.array(v.enum(ReservationStatus, INVALID)), v.minLength(1, INVALID), v.maxLength(7, INVALID)), [ReservationStatus.CONFIRM]),
  }),
  v.forward(
    v.check((body) => body.date_from <= body.date_to && daysBetween(body.date_from, body.date_to) < BOOKING_VIEW_MAX_DAYS, 'validation.dateRangeTooLong'),
    ['date_to'],
  ),
);
export type BookingViewByDateInput = v.InferInput<typeof BookingViewByDateInputSchema>;
export type BookingViewByDateQuery = v.InferOutput<typeof BookingViewByDateInputSchema>;

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** One service date: its bookings, the guests they bring, and the takings in each currency. */
export const BookingDaySchema = v.object({ date: v.string(), bookings: v.number(), guests: v.number(), revenue: v.array(MoneySchema) });
export type BookingDay = v.InferOutput<typeof BookingDaySchema>;
export const BookingViewByDateAnswerSchema = dataEnvelope(v.array(BookingDaySchema));

/** The activities' view: each day's departures (service and start time) with their bookings and guests. */
export const DepartureDaySchema = v.object({
  date: v.string(),
  departures: v.array(v.object({ service: v.object({ id: v.number(), name: v.string() }), start_time: v.string(), bookings: v.number(), guests: v.number() })),
});
export type DepartureDay = v.InferOutput<typeof DepartureDaySchema>;
export const TourBookingViewByDateAnswerSchema = dataEnvelope(v.array(DepartureDaySchema));
