/**
 * Cart and checkout (spec 001 §3 "Cart", "Order", §4 "Cart", "Checkout", "Reservation status"; spec 002 §7.3).
 * Every price in these answers is computed by the API from the catalogue; no request carries one, and the request
 * schemas drop any unknown field (valibot `object` strips), so a client-sent price never reaches the server's logic.
 */
import * as v from 'shared-contracts/valibot';
import { PaymentStatus, ReservationStatus } from 'shared-contracts/enums';
import { dataEnvelope, IdSchema, IdTextSchema } from 'shared-contracts/common';
import { MoneySchema, ServiceTypeNameSchema } from 'shared-contracts/site-content';
import { CART_TYPES, HotelCartItemSchema } from 'shared-contracts/cart';

const id = IdSchema;
const idText = IdTextSchema;
const isoDate = v.pipe(v.string(), v.isoDate('validation.dateInvalid'));
const flagText = v.pipe(
  v.string(),
  v.picklist(['true', 'false']),
  v.transform((text) => text === 'true'),
);
/** Cart and reservation references are opaque uuids: unguessable, so a reference is the visitor's key to the cart. */
const ref = v.pipe(v.string(), v.uuid('validation.invalid'));

/** Spec 002 §7.3: every checkout call carries `site_id` and `request_for_widget` in its query. */
export const CheckoutQuerySchema = v.object({
  site_id: idText,
  request_for_widget: v.optional(flagText, 'false'),
});
export type CheckoutQuery = v.InferOutput<typeof CheckoutQuerySchema>;

/** GET cart-reservation/{cartRef}?with_full_details=true[&without_package_item=true&package_id=]. */
export const CartQuerySchema = v.object({
  ...CheckoutQuerySchema.entries,
  with_full_details: v.optional(flagText, 'false'),
  without_package_item: v.optional(flagText, 'false'),
  package_id: v.optional(idText),
});
export type CartQuery = v.InferOutput<typeof CartQuerySchema>;

export const CartRefParamSchema = v.object({ cartRef: ref });
export const CartReservationParamSchema = v.object({ cartRef: ref, reservationRef: ref });
export const ReservationRefParamSchema = v.object({ reservationRef: ref });

export const ReservationStatusSchema = v.enum(ReservationStatus);

/** spec 001 §3 hotel_reserved_items: one per room type and rate plan of a stay. */
export const HotelReservedItemSchema = v.object({
  room_type_id: v.number(),
  rate_plan_id: v.number(),
  room_type_name: v.string(),
  rate_plan_name: v.string(),
  check_in: v.string(),
  check_out: v.string(),
  num_of_rooms: v.number(),
  num_of_adults: v.number(),
  num_of_children: v.number(),
  price: MoneySchema,
  currency_code: v.string(),
  /** Still bookable at this price (only computed with `with_full_details`; otherwise the stored answer). */
  status: v.boolean(),
});
export type HotelReservedItem = v.InferOutput<typeof HotelReservedItemSchema>;

export const TourReservedTicketSchema = v.object({
  ticket_id: v.number(),
  pricing_type: v.string(),
  count: v.number(),
  persons: v.number(),
  price: MoneySchema,
});

/** spec 001 §3 tour_reserved_item. */
export const TourReservedItemSchema = v.object({
  option_id: v.number(),
  slot_id: v.number(),
  date: v.string(),
  start_time: v.string(),
  num_of_adults: v.number(),
  num_of_children: v.number(),
  persons: v.number(),
  tickets: v.array(TourReservedTicketSchema),
  status: v.boolean(),
});
export type TourReservedItem = v.InferOutput<typeof TourReservedItemSchema>;

export const CartReservationSchema = v.object({
  /** The reservation reference (used by DELETE cart-reservation/{cartRef}/{reservationRef} and comments). */
  id: v.string(),
  serviceable_id: v.number(),
  serviceable_name: v.string(),
  serviceable_product_code: v.string(),
  service_name: v.string(),
  service_type: ServiceTypeNameSchema,
  price: MoneySchema,
  /** Spec 001 §4: the cart is valid only if no item has a false status. */
  status: v.boolean(),
  reservation_status: ReservationStatusSchema,
  hold_expires_at: v.nullable(v.string()),
  hotel_reserved_items: v.array(HotelReservedItemSchema),
  tour_reserved_item: v.nullable(TourReservedItemSchema),
  comments: v.nullable(v.string()),
});
export type CartReservation = v.InferOutput<typeof CartReservationSchema>;

/** spec 001 §3 reserved_package. */
export const ReservedPackageSchema = v.object({
  id: v.string(),
  package_id: v.number(),
  name: v.string(),
  price: MoneySchema,
  status: v.boolean(),
  reservation_status: ReservationStatusSchema,
  hold_expires_at: v.nullable(v.string()),
  slot_id: v.number(),
  start_date: v.string(),
  activity_params: v.object({ number_of_adults: v.number(), number_of_children: v.number() }),
  comments: v.nullable(v.string()),
});
export type ReservedPackage = v.InferOutput<typeof ReservedPackageSchema>;

export const CartSchema = v.object({
  cart_ref: v.string(),
  cart_currency: v.string(),
  cart_total_price: MoneySchema,
  site_id: v.number(),
  cart_type: v.picklist(CART_TYPES),
  /** Spec 001 §3: reservations plus reserved packages. */
  cart_count: v.number(),
  reservations: v.array(CartReservationSchema),
  reserved_package: v.array(ReservedPackageSchema),
});
export type Cart = v.InferOutput<typeof CartSchema>;
export const CartAnswerSchema = dataEnvelope(CartSchema);

export const AddToCartAnswerSchema = dataEnvelope(v.object({ cart_ref: v.string() }));
export type AddToCartAnswer = v.InferOutput<typeof AddToCartAnswerSchema>;

/** DELETE cart-reservation/{cartRef}: body package_id. */
export const RemovePackageBodySchema = v.object({ package_id: id });
/** POST cart-reservation/{reservationRef}: body comments. */
export const ReservationCommentsBodySchema = v.object({ comments: v.pipe(v.string(), v.trim(), v.maxLength(2000, 'validation.invalid')) });

const requiredText = (message: string, max = 120) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(max, 'validation.invalid'));

/** Spec 001 §3 "Order / customer in a reservation"; §5 "Personal information is required before processing". */
export const OrderSchema = v.object({
  name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(240, 'validation.invalid'))),
  first_name: requiredText('validation.required'),
  last_name: requiredText('validation.required'),
  email: v.pipe(
    v.string('validation.emailRequired'),
    v.trim(),
    v.nonEmpty('validation.emailRequired'),
    v.email('validation.emailInvalid'),
    v.maxLength(254, 'validation.emailInvalid'),
  ),
  country: requiredText('validation.countryRequired', 60),
  area_code: v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.regex(/^\+?\d{1,4}$/, 'validation.invalid')),
  phone: v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.regex(/^\d[\d -]{3,18}\d$/, 'validation.invalid')),
});
export type Order = v.InferOutput<typeof OrderSchema>;

/** POST hold-reservation/{cartRef} and PUT cancel-reservation/{cartRef} (same body, spec 002 §7.3). */
export const HoldBodySchema = v.object({
  order: OrderSchema,
  stripe_payment_intent_id: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(255)))),
  stripe_secret: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(255)))),
});
export type HoldBody = v.InferInput<typeof HoldBodySchema>;
/** Cancel only needs to know which cart; the order is accepted for symmetry with hold, never required. */
export const CancelBodySchema = v.object({
  order: v.optional(v.unknown()),
  stripe_payment_intent_id: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(255)))),
  stripe_secret: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(255)))),
});

export const HOLD_FAILURE_REASONS = ['sold_out', 'unavailable', 'price_changed', 'not_in_cart_state'] as const;
export const FailedReservationInfoSchema = v.object({
  reservation_id: v.string(),
  serviceable_id: v.number(),
  service_name: v.string(),
  reason: v.picklist(HOLD_FAILURE_REASONS),
  message: v.string(),
  /** The night (hotels) or date (tours, packages) that failed, when one did. */
  date: v.nullable(v.string()),
});
export type FailedReservationInfo = v.InferOutput<typeof FailedReservationInfoSchema>;

/**
 * The hold answer. A refusal is a 200 whose `failed_reservation_info` lists the items that could not be held and
 * why (spec 002 §7.3: "Answer may contain failed_reservation_info"); nothing of the cart is then held.
 */
export const HoldAnswerSchema = dataEnvelope(
  v.object({
    cart_ref: v.string(),
    reservation_status: ReservationStatusSchema,
    hold_expires_at: v.nullable(v.string()),
    failed_reservation_info: v.optional(v.array(FailedReservationInfoSchema)),
    /** The PENDING payment a successful hold yields (spec 001 §4 Checkout); null when the hold was refused. */
    payment_uuid: v.optional(v.nullable(v.string())),
  }),
);
export type HoldAnswer = v.InferOutput<typeof HoldAnswerSchema>;

export const CancelAnswerSchema = dataEnvelope(
  v.object({
    cart_ref: v.string(),
    /** Reservations whose held capacity this call gave back (0 on a repeat). */
    released: v.number(),
    reservation_status: ReservationStatusSchema,
  }),
);
export type CancelAnswer = v.InferOutput<typeof CancelAnswerSchema>;

/** POST confirm-reservation/{cartRef} (spec 002 §7.3): body status (paid). */
export const ConfirmBodySchema = v.object({ status: v.picklist(['paid'], 'validation.invalid') });
export type ConfirmBody = v.InferInput<typeof ConfirmBodySchema>;

export const ConfirmedReservationSchema = v.object({
  /** The reservation reference. */
  id: v.string(),
  booking_number: v.string(),
});

/**
 * The confirm answer. A repeated confirm of a confirmed cart (without an Idempotency-Key) answers the same state
 * with `already_confirmed: true` and changes nothing. The storefront then forgets the cart ref: the cart is closed.
 */
export const ConfirmAnswerSchema = dataEnvelope(
  v.object({
    cart_ref: v.string(),
    reservation_status: ReservationStatusSchema,
    payment_uuid: v.string(),
    payment_status: v.enum(PaymentStatus),
    already_confirmed: v.boolean(),
    reservations: v.array(ConfirmedReservationSchema),
  }),
);
export type ConfirmAnswer = v.InferOutput<typeof ConfirmAnswerSchema>;

/** POST checkout/validate-items (body not shown in the spec): the cart to check. */
export const ValidateItemsBodySchema = v.object({ cart_ref: ref });
export const ItemValidationSchema = v.object({
  id: v.string(),
  serviceable_id: v.number(),
  status: v.boolean(),
  price: MoneySchema,
  /** The price the item would cost now; differs from `price` when the catalogue changed since it was added. */
  current_price: v.nullable(MoneySchema),
  reason: v.nullable(v.picklist(HOLD_FAILURE_REASONS)),
});
export const ValidateItemsAnswerSchema = dataEnvelope(v.object({ cart_ref: v.string(), status: v.boolean(), items: v.array(ItemValidationSchema) }));
export type ValidateItemsAnswer = v.InferOutput<typeof ValidateItemsAnswerSchema>;

/** POST basket/validate-hotel-item (body not shown in the spec): a hotel stay to check before it is added. */
export const ValidateHotelItemBodySchema = v.object({ item: HotelCartItemSchema });
export const ValidateHotelItemAnswerSchema = dataEnvelope(
  v.object({ status: v.boolean(), price: v.nullable(MoneySchema), check_in: isoDate, check_out: isoDate, reason: v.nullable(v.string()) }),
);
export type ValidateHotelItemAnswer = v.InferOutput<typeof ValidateHotelItemAnswerSchema>;

/** POST cart-reservation?site_id=[&cart_ref=]: with a cart_ref the items join that cart, otherwise a new one. */
export const AddToCartQuerySchema = v.object({
  ...CheckoutQuerySchema.entries,
  cart_ref: v.optional(ref),
});

/* ------------------------------------------------------------------------------------------------------------------
 * Payments (spec 001 §3 "Payment intent", §4 "Checkout"; spec 002 §7.3). The provider is Stripe when the API has
 * STRIPE_SECRET_KEY, otherwise the simulated one; both answer the same shapes, and the checkout tells them apart by
 * `provider` in the public-key answer.
 * ---------------------------------------------------------------------------------------------------------------- */

export const PAYMENT_PROVIDERS = ['stripe', 'simulated'] as const;
export type PaymentProviderKind = (typeof PAYMENT_PROVIDERS)[number];

/** GET payment-provider/public-key/{currency} and stripe-connection-token/{currency}. */
export const CurrencyParamSchema = v.object({ currency: v.pipe(v.string('validation.invalid'), v.regex(/^[A-Za-z]{3}$/, 'validation.invalid'), v.toUpperCase()) });

export const PublicKeyAnswerSchema = dataEnvelope(v.object({ stripe_public_key: v.string(), provider: v.picklist(PAYMENT_PROVIDERS) }));
export type PublicKeyAnswer = v.InferOutput<typeof PublicKeyAnswerSchema>;

export const ConnectionTokenAnswerSchema = dataEnvelope(v.object({ terminal_connection_secret: v.string() }));
export type ConnectionTokenAnswer = v.InferOutput<typeof ConnectionTokenAnswerSchema>;

/**
 * POST create-payment-intent/{cartRef} (spec 002 §7.3): body order, is_stripe_terminal_payment_method, terminal_id,
 * terminal_location_id. The amount is the cart's total, computed by the API. Accepts an Idempotency-Key.
 */
export const CreatePaymentIntentBodySchema = v.object({
  order: OrderSchema,
  is_stripe_terminal_payment_method: v.optional(v.boolean(), false),
  terminal_id: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(255)))),
  terminal_location_id: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(255)))),
});
export type CreatePaymentIntentBody = v.InferInput<typeof CreatePaymentIntentBodySchema>;

/** Intent metadata keys: the payment uuid is read from here after a terminal payment (spec 001 §4). */
export const INTENT_METADATA = { cartRef: 'cart_ref', paymentUuid: 'payment_uuid', siteId: 'site_id' } as const;

export const PaymentIntentViewSchema = v.object({
  id: v.string(),
  status: v.string(),
  /** Minor units. */
  amount: v.number(),
  /** Lower-case ISO 4217, as the provider answers. */
  currency: v.string(),
  metadata: v.record(v.string(), v.string()),
  payment_method_types: v.array(v.string()),
  last_payment_error: v.nullable(v.object({ code: v.nullable(v.string()), decline_code: v.nullable(v.string()), message: v.string() })),
});
export type PaymentIntentView = v.InferOutput<typeof PaymentIntentViewSchema>;

export const CreatePaymentIntentAnswerSchema = dataEnvelope(
  v.object({
    /** The intent's client secret: stripe-js, terminal-js or the simulated form confirms with it. */
    stripe_secret: v.string(),
    stripe_payment_intent: PaymentIntentViewSchema,
    /** The payment the hold will create for this intent (also in the intent's metadata). */
    payment_uuid: v.string(),
  }),
);
export type CreatePaymentIntentAnswer = v.InferOutput<typeof CreatePaymentIntentAnswerSchema>;

/** Stripe's test card numbers work with the simulated provider only; spaces and dashes are ignored. */
export const SimulatedCardSchema = v.object({
  number: v.pipe(v.string('errors.cardDetailsEmpty'), v.transform((s) => s.replace(/[\s-]/g, '')), v.nonEmpty('errors.cardDetailsEmpty'), v.regex(/^\d{12,19}$/, 'errors.cardDetailInvalid')),
  exp_month: v.pipe(v.number('errors.cardDetailInvalid'), v.integer(), v.minValue(1, 'errors.cardDetailInvalid'), v.maxValue(12, 'errors.cardDetailInvalid')),
  exp_year: v.pipe(v.number('errors.cardDetailInvalid'), v.integer(), v.minValue(2000, 'errors.cardDetailInvalid'), v.maxValue(2100, 'errors.cardDetailInvalid')),
  cvc: v.pipe(v.string('errors.cardDetailsEmpty'), v.trim(), v.regex(/^\d{3,4}$/, 'errors.cardDetailInvalid')),
});
export type SimulatedCard = v.InferOutput<typeof SimulatedCardSchema>;

/** POST simulated/payment-intents/{intentId}/confirm: the simulated card form's confirm (stripe-js confirmCardPayment). */
export const SimulatedConfirmBodySchema = v.object({ client_secret: v.pipe(v.string(), v.nonEmpty()), card: SimulatedCardSchema });
export const PaymentIntentAnswerSchema = dataEnvelope(v.object({ payment_intent: PaymentIntentViewSchema }));
export type PaymentIntentAnswer = v.InferOutput<typeof PaymentIntentAnswerSchema>;
export const IntentIdParamSchema = v.object({ intentId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_]{3,255}$/, 'validation.invalid')) });

/** A terminal reader as the checkout sees it (terminal-js Reader, reduced). */
export const ReaderViewSchema = v.object({
  id: v.string(),
  label: v.string(),
  device_type: v.string(),
  serial_number: v.string(),
  location: v.nullable(v.string()),
  state: v.picklist(['offline', 'online', 'connected', 'busy']),
  action: v.nullable(
    v.object({
      type: v.string(),
      status: v.picklist(['in_progress', 'succeeded', 'failed']),
      payment_intent: v.string(),
      failure_code: v.nullable(v.string()),
      failure_message: v.nullable(v.string()),
    }),
  ),
});
export type ReaderView = v.InferOutput<typeof ReaderViewSchema>;
export const ReaderIdParamSchema = v.object({ readerId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_]{3,255}$/, 'validation.invalid')) });
/** The simulated reader's calls authenticate with the connection secret (header `X-Terminal-Connection-Secret`). */
export const TERMINAL_SECRET_HEADER = 'X-Terminal-Connection-Secret';
/**
 * The simulated provider's demo reader: the API registers it at start-up (no STRIPE_SECRET_KEY) with these fixed
 * ids, so terminal settings (location_id, reader_id) and end-to-end tests can name it.
 */
export const SIMULATED_TERMINAL_LOCATION = 'tml_simulated_demo';
export const SIMULATED_READER_ID = 'tmr_simulated_demo';
export const ReaderListQuerySchema = v.object({ location: v.optional(v.pipe(v.string(), v.maxLength(255))) });
export const ReaderListAnswerSchema = dataEnvelope(v.object({ readers: v.array(ReaderViewSchema) }));
export const ReaderAnswerSchema = dataEnvelope(v.object({ reader: ReaderViewSchema }));
export type ReaderAnswer = v.InferOutput<typeof ReaderAnswerSchema>;
/** collect + process on the reader for this terminal intent. */
export const ProcessOnReaderBodySchema = v.object({ payment_intent_id: v.pipe(v.string(), v.nonEmpty()) });
/** The simulated reader's "tap": Stripe's test helper present_payment_method. */
export const PresentCardBodySchema = v.object({ card_number: v.optional(v.pipe(v.string(), v.maxLength(30))) });

/* ------------------------------------------------------------------------------------------------------------------
 * Thanks data (spec 001 §3 "Thanks data", §4 "Thank-you") and the booking-details page: what one payment bought.
 * `retry_status_check` stays true while the payment may still settle (a card or reader payment the provider has not
 * reported yet); the thank-you dialog polls every 3 s for up to 60 s until it is false.
 * ---------------------------------------------------------------------------------------------------------------- */

export const PaymentUuidParamSchema = v.object({ paymentUuid: ref });

export const ThanksReservationSchema = v.object({
  id: v.string(),
  serviceable_id: v.number(),
  service_name: v.string(),
  service_type: ServiceTypeNameSchema,
  reservation_status: ReservationStatusSchema,
  booking_number: v.nullable(v.string()),
  /** Activity/event/package date, or hotel check-in (YYYY-MM-DD). */
  start_date: v.nullable(v.string()),
  /** Hotel check-out; null for others. */
  end_date: v.nullable(v.string()),
  /** HH:mm for activities and events. */
  start_time: v.nullable(v.string()),
  adults: v.number(),
  children: v.number(),
  price: MoneySchema,
  comments: v.nullable(v.string()),
});
export type ThanksReservation = v.InferOutput<typeof ThanksReservationSchema>;

export const ThanksPackageSchema = v.object({
  id: v.string(),
  package_id: v.number(),
  name: v.string(),
  /** Null when the package has no status yet: the thank-you dialog then shows Failed (spec 001 §4). */
  status: v.nullable(ReservationStatusSchema),
  booking_number: v.nullable(v.string()),
  start_date: v.nullable(v.string()),
  adults: v.number(),
  children: v.number(),
  price: MoneySchema,
});
export type ThanksPackage = v.InferOutput<typeof ThanksPackageSchema>;

export const ThanksDataSchema = v.object({
  cart_reservations: v.object({
    cart_ref: v.string(),
    retry_status_check: v.boolean(),
    reservations: v.array(ThanksReservationSchema),
    reserved_package: v.array(ThanksPackageSchema),
    total_price: MoneySchema,
  }),
  payment_info: v.object({
    uuid: v.string(),
    payment_method: v.string(),
    payment_status: v.enum(PaymentStatus),
    amount: MoneySchema,
    paid_at: v.nullable(v.string()),
    payer: v.nullable(v.object({ first_name: v.string(), last_name: v.string(), email: v.string() })),
  }),
});
export type ThanksData = v.InferOutput<typeof ThanksDataSchema>;
export const ThanksAnswerSchema = dataEnvelope(ThanksDataSchema);
export type ThanksAnswer = v.InferOutput<typeof ThanksAnswerSchema>;
