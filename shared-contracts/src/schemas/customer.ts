import * as v from 'shared-contracts/valibot';
import { LOCALES } from 'shared-contracts/constants';
import { dataEnvelope, EmailSchema } from 'shared-contracts/common';
import { ReservationStatus } from 'shared-contracts/enums';
import { MoneySchema, ServiceTypeNameSchema } from 'shared-contracts/site-content';

/** The guest customer's login by e-mailed link (spec 001 §4 "Customer session", spec 002 §7.1 "Customer"). */

const email = EmailSchema;

/** `lang`: the storefront's language, used for the mail when the address has no booking to take it from. */
export const CustomerLoginInputSchema = v.object({
  email,
  lang: v.optional(v.picklist(LOCALES)),
});
export type CustomerLoginInput = v.InferOutput<typeof CustomerLoginInputSchema>;

/** The same answer whether or not the address has bookings, so it does not tell who booked. */
export const CustomerLoginAnswerSchema = dataEnvelope(v.object({ sent: v.literal(true) }));
export type CustomerLoginAnswer = v.InferOutput<typeof CustomerLoginAnswerSchema>;

/** The token of the e-mailed link (`…/customer-reservation/login/token?token=`). */
export const CustomerLoginTokenInputSchema = v.object({
  token: v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.maxLength(256, 'validation.invalid')),
});
export type CustomerLoginTokenInput = v.InferOutput<typeof CustomerLoginTokenInputSchema>;

/**
 * A new customer session. The token is also set as the HttpOnly customer_token cookie; the body copy lets the
 * client send it as a bearer. `expires_at` is an ISO timestamp.
 */
export const CustomerSessionAnswerSchema = dataEnvelope(
  v.object({
    customer_token: v.pipe(v.string(), v.nonEmpty()),
    expires_at: v.string(),
    email: v.string(),
  }),
);
export type CustomerSessionAnswer = v.InferOutput<typeof CustomerSessionAnswerSchema>;

/** Who the current customer session belongs to. */
export const CustomerSessionProbeAnswerSchema = dataEnvelope(v.object({ email: v.string() }));
export type CustomerSessionProbeAnswer = v.InferOutput<typeof CustomerSessionProbeAnswerSchema>;

export const CustomerLogoutAnswerSchema = dataEnvelope(v.object({ ok: v.literal(true) }));
export type CustomerLogoutAnswer = v.InferOutput<typeof CustomerLogoutAnswerSchema>;

/** Codes of a refused login link (401 unknown, 410 spent). Not in the shared catalogue: only this flow uses them. */
export const CustomerLinkErrorCode = {
  LINK_INVALID: 'LINK_INVALID',
  LINK_EXPIRED: 'LINK_EXPIRED',
  LINK_USED: 'LINK_USED',
} as const;
export type CustomerLinkErrorCode = (typeof CustomerLinkErrorCode)[keyof typeof CustomerLinkErrorCode];

// ---------------------------------------------------------------------------------------------------------------
// The customer's reservations (spec 001 §2 "Customer reservation area", §3 "Single service reservation",
// "Package reservation", "Booking list item"; spec 002 §7.1 "Customer"). Every call sees only the bookings whose
// order e-mail is the session's; any other id answers 404 with no data.
//
// Ids: `{id}` / `{reservationId}` in a path is the reservation's uuid (`uuid` below), never its number. The package
// lookup is `GET /booking/v1/customer/reservation/package/{paymentId}/{id}`: FIRST the payment uuid the package was
// paid with (`payment_id` of a booking-list item), THEN the package reservation's uuid. Both must match one
// reservation of the customer, else 404. The page route `customer-reservation/booking/package/{paymentId}/{id?}`
// keeps the same order.
// ---------------------------------------------------------------------------------------------------------------

const reservationUuid = v.pipe(v.string(), v.uuid('validation.invalid'));

/** GET …/reservation/{id}, …/reservations/cancellation-policy/{reservationId}, POST …/reservation/{id}/cancel. */
export const CustomerReservationParamSchema = v.object({ id: reservationUuid });
/** GET …/reservation/package/{paymentId}/{id}: the payment uuid first, then the package reservation's uuid. */
export const CustomerPackageParamSchema = v.object({ paymentId: reservationUuid, id: reservationUuid });

/**
 * POST …/customer/reservation-list body. `statuses` defaults to every state after checkout (CONFIRM, CANCEL,
 * CANCELLATION_FAILED, CONFIRM_FAILED); `from`/`to` bound the start date (YYYY-MM-DD, inclusive).
 */
export const CustomerReservationListFilterSchema = v.object({
  statuses: v.optional(
    v.pipe(
      v.array(v.picklist([ReservationStatus.CONFIRM, ReservationStatus.CANCEL, ReservationStatus.CANCELLATION_FAILED, ReservationStatus.CONFIRM_FAILED])),
      v.maxLength(4, 'validation.invalid'),
    ),
  ),
  from: v.optional(v.pipe(v.string(), v.isoDate('validation.dateInvalid'))),
  to: v.optional(v.pipe(v.string(), v.isoDate('validation.dateInvalid'))),
});
export type CustomerReservationListFilter = v.InferOutput<typeof CustomerReservationListFilterSchema>;

/** The statuses a customer sees when the filter names none. */
export const CUSTOMER_VISIBLE_STATUSES = [
  ReservationStatus.CONFIRM,
  ReservationStatus.CANCEL,
  ReservationStatus.CANCELLATION_FAILED,
  ReservationStatus.CONFIRM_FAILED,
] as const;

/** A policy tier: cancelling at least `hours` before the start refunds `refund_percentage` (0–100). */
const tier = v.object({ hours: v.number(), refund_percentage: v.number() });

/**
 * What cancelling NOW would refund, from the service's tiers and the time left before the start in the service's
 * time zone. `cancellation_time` is the notice (hours) of the tier that applies now, null when none does (0 %).
 * `free_cancellation_until` is the ISO instant up to which a 100 % refund applies, null if there is none.
 */
const refundNow = {
  refund_percentage: v.number(),
  cancellation_time: v.nullable(v.number()),
  free_cancellation_until: v.nullable(v.string()),
  /** Only a CONFIRM reservation whose start is still ahead can be cancelled by the customer. */
  can_cancel: v.boolean(),
};

/**
 * The refund of a cancelled reservation. `refund_status`: not_required (nothing was paid, e.g. pay later, or 0 %),
 * pending (the provider call is under way), succeeded, failed (the reservation is then CANCELLATION_FAILED and an
 * administrator finishes it).
 */
export const REFUND_STATUSES = ['not_required', 'pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export const CancellationRecordSchema = v.object({
  /** CancellationOrigin: supplier 1, client 2, system 3. */
  origin: v.number(),
  refund_percentage: v.number(),
  refund_amount: MoneySchema,
  refund_status: v.picklist(REFUND_STATUSES),
  cancelled_at: v.string(),
});
export type CancellationRecord = v.InferOutput<typeof CancellationRecordSchema>;

/** One service of a package, with the day of the package it takes place on (0 = the start date). */
export const PackageServiceSchema = v.object({
  service_type: ServiceTypeNameSchema,
  service_name: v.string(),
  day_offset: v.number(),
  date: v.string(),
});
export type PackageService = v.InferOutput<typeof PackageServiceSchema>;

/**
 * Spec 001 §3 "Booking list item". Dates are local to the service (YYYY-MM-DD), times HH:mm or null. `duration`
 * is "H:MM" for activities, null otherwise; a package carries `package_days`. Packages fill `package_name`,
 * `image` and `package_service`; the others leave them null / empty.
 */
export const BookingListItemSchema = v.object({
  uuid: v.string(),
  id: v.number(),
  payment_id: v.string(),
  booking_number: v.nullable(v.string()),
  serviceable_id: v.number(),
  service_type: ServiceTypeNameSchema,
  service_name: v.string(),
  start_date: v.string(),
  end_date: v.nullable(v.string()),
  start_time: v.nullable(v.string()),
  checkin_time: v.nullable(v.string()),
  checkout_time: v.nullable(v.string()),
  duration: v.nullable(v.string()),
  package_days: v.nullable(v.number()),
  price: MoneySchema,
  currency_code: v.string(),
  status: v.enum(ReservationStatus),
  ...refundNow,
  tour_adults: v.number(),
  tour_children: v.number(),
  hotel_adults: v.number(),
  hotel_children: v.number(),
  package_name: v.nullable(v.string()),
  image: v.nullable(v.string()),
  package_service: v.array(PackageServiceSchema),
  /** The booking date (the payment's confirmation), ISO instant. */
  booking_date: v.string(),
});
export type BookingListItem = v.InferOutput<typeof BookingListItemSchema>;
/** Newest start first; the client groups by the start month (YYYY-MM). */
export const CustomerReservationListAnswerSchema = dataEnvelope(v.array(BookingListItemSchema));
export type CustomerReservationListAnswer = v.InferOutput<typeof CustomerReservationListAnswerSchema>;

/** Spec 001 §3 "Hotel reserved item". */
export const CustomerHotelItemSchema = v.object({
  room_type_name: v.string(),
  rate_plan_name: v.string(),
  num_of_rooms: v.number(),
  num_of_adults: v.number(),
  num_of_children: v.number(),
});

/** Payer and supplier rows (spec 001 §2 detail sections). The phone is digits; the client shows "+area phone". */
const payerAndSupplier = {
  payer_name: v.string(),
  payer_email: v.string(),
  payer_phone_area_code: v.string(),
  payer_phone: v.string(),
  supplier_name: v.string(),
  supplier_email: v.nullable(v.string()),
  supplier_phone: v.nullable(v.string()),
};

/** Spec 001 §3 "Single service reservation": GET …/customer/reservation/{id}. */
export const SingleReservationSchema = v.object({
  id: v.number(),
  uuid: v.string(),
  payment_id: v.string(),
  service_name: v.string(),
  service_type: ServiceTypeNameSchema,
  booking_number: v.nullable(v.string()),
  start_date: v.string(),
  end_date: v.nullable(v.string()),
  start_time: v.nullable(v.string()),
  checkin_time: v.nullable(v.string()),
  checkout_time: v.nullable(v.string()),
  status: v.enum(ReservationStatus),
  image: v.nullable(v.string()),
  duration: v.nullable(v.string()),
  location_name: v.nullable(v.string()),
  meeting_point: v.nullable(v.string()),
  special_instruction: v.nullable(v.string()),
  ...refundNow,
  cancellation_policy: v.array(tier),
  hotel_adults: v.number(),
  hotel_children: v.number(),
  tour_adults: v.number(),
  tour_children: v.number(),
  ...payerAndSupplier,
  booking_date: v.string(),
  price: MoneySchema,
  currency_code: v.string(),
  hotel_reserved_items: v.array(CustomerHotelItemSchema),
  cancellation: v.nullable(CancellationRecordSchema),
});
export type SingleReservation = v.InferOutput<typeof SingleReservationSchema>;
export const SingleReservationAnswerSchema = dataEnvelope(SingleReservationSchema);

/** Spec 001 §3 "Package reservation": GET …/customer/reservation/package/{paymentId}/{id}. */
export const PackageReservationSchema = v.object({
  id: v.number(),
  uuid: v.string(),
  payment_id: v.string(),
  package_id: v.number(),
  package_name: v.string(),
  booking_number: v.nullable(v.string()),
  status: v.enum(ReservationStatus),
  image: v.nullable(v.string()),
  start_date: v.string(),
  end_date: v.string(),
  /** "N Day Package". */
  package_days: v.number(),
  customer_name: v.string(),
  customer_email: v.string(),
  customer_phone_area_code: v.string(),
  customer_phone: v.string(),
  supplier_name: v.string(),
  supplier_email: v.nullable(v.string()),
  supplier_phone: v.nullable(v.string()),
  booking_date: v.string(),
  total_price: MoneySchema,
  currency_code: v.string(),
  tour_adults: v.number(),
  tour_children: v.number(),
  hotel_adults: v.number(),
  hotel_children: v.number(),
  services: v.array(PackageServiceSchema),
  ...refundNow,
  cancellation_policy: v.array(tier),
  cancellation: v.nullable(CancellationRecordSchema),
});
export type PackageReservation = v.InferOutput<typeof PackageReservationSchema>;
export const PackageReservationAnswerSchema = dataEnvelope(PackageReservationSchema);

/**
 * Spec 001 §3 "Cancellation policy result for a customer": GET …/reservations/cancellation-policy/{reservationId}.
 * `refund_amount` is `price × refund_percentage / 100`, rounded half up to the minor unit. `refund_available` is
 * false when nothing would be paid back: 0 %, or nothing was paid (pay later).
 */
export const CustomerCancellationPolicySchema = v.object({
  cancellation_hours: v.nullable(v.number()),
  refund_percentage: v.number(),
  service_type: ServiceTypeNameSchema,
  price: MoneySchema,
  currency_code: v.string(),
  refund_amount: MoneySchema,
  refund_available: v.boolean(),
  can_cancel: v.boolean(),
  free_cancellation_until: v.nullable(v.string()),
  cancellation_policy: v.array(tier),
  /** The payment method of the booking (NOPAY, STRIPE, STRIPE_TERMINAL…). */
  payment_method: v.string(),
});
export type CustomerCancellationPolicy = v.InferOutput<typeof CustomerCancellationPolicySchema>;
export const CustomerCancellationPolicyAnswerSchema = dataEnvelope(CustomerCancellationPolicySchema);

/** POST …/customer/reservation/{id}/cancel body: an optional reason for the supplier. */
export const CustomerCancelBodySchema = v.object({
  reason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500, 'validation.invalid'))),
});
export type CustomerCancelBody = v.InferOutput<typeof CustomerCancelBodySchema>;

/**
 * The cancel answer. Cancelling is idempotent: a repeated call answers the same record. When the provider refused
 * the refund, the answer is still 200 with `status` CANCELLATION_FAILED and `refund_status` failed: the booking is
 * then with an administrator, and nothing else (seats, earnings) has changed.
 */
export const CustomerCancelAnswerSchema = dataEnvelope(
  v.object({
    uuid: v.string(),
    status: v.enum(ReservationStatus),
    cancellation: CancellationRecordSchema,
  }),
);
export type CustomerCancelAnswer = v.InferOutput<typeof CustomerCancelAnswerSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Administrators: the cancellations, with those whose refund failed (spec 002 §7.15 POST /cancellation/data-table).
// ---------------------------------------------------------------------------------------------------------------

/** Filter: `refund_status` (e.g. failed: the CANCELLATION_FAILED bookings an administrator must finish). */
export const CancellationListFilterSchema = v.object({
  refund_status: v.optional(v.picklist(REFUND_STATUSES)),
  reservation_status: v.optional(v.picklist([ReservationStatus.CANCEL, ReservationStatus.CANCELLATION_FAILED])),
});
export type CancellationListFilter = v.InferOutput<typeof CancellationListFilterSchema>;

export const CancellationListRowSchema = v.object({
  ...CancellationRecordSchema.entries,
  reservation_uuid: v.string(),
  booking_number: v.nullable(v.string()),
  reservation_status: v.enum(ReservationStatus),
  service_name: v.string(),
  payer_email: v.string(),
  price: MoneySchema,
  /** The provider's code when the refund failed (e.g. refund_failed), else null. */
  failure_code: v.nullable(v.string()),
});
export type CancellationListRow = v.InferOutput<typeof CancellationListRowSchema>;
/** Newest first. */
export const CancellationListAnswerSchema = dataEnvelope(v.array(CancellationListRowSchema));
