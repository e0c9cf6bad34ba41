import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgSequence, pgTable, primaryKey, smallint, text, time, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { activitySlots, packageSlots } from './availability';
import { activityOptions, ratePlans, roomTypes, services } from './catalogue';
import { partnerSites } from './core';

/**
 * Carts and reservations (spec 001 §3 "Cart", §4 "Reservation status"; spec 002 §7.3). Prices are what the API
 * computed from the catalogue when the item was added, in integer minor units of `currency`.
 */
export const carts = pgTable(
  'carts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The cart_ref the storefront keeps: an unguessable uuid, the visitor's only key to the cart. */
    ref: uuid('ref').notNull().unique(),
    siteId: integer('site_id')
      .notNull()
      .references(() => partnerSites.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    cartType: text('cart_type').notNull().default('default'),
    /** Set when the cart was confirmed: it is closed, and adding items with its ref starts a new cart. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [check('carts_currency_ck', sql`char_length(${table.currency}) = 3`)],
);

export const reservations = pgTable(
  'reservations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    ref: uuid('ref').notNull().unique(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    /** ServiceTypeId: activities 1, events 2, hotels 3, packages 7. */
    serviceType: smallint('service_type').notNull(),
    /** ReservationStatus: IN_CART 1, HOLD 2, HOLD_FAILED 3, CONFIRM 4, CANCEL 5, CANCELLATION_FAILED 6, CONFIRM_FAILED 7. */
    status: smallint('status').notNull().default(1),
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').notNull(),
    /** Set while HOLD: after it the hold is void and the expiry sweep gives its capacity back. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true, mode: 'date' }),
    comments: text('comments'),
    /** Given at confirmation: `WH-<yyyymmdd>-<booking_number_seq, 6 digits>` (see cart.service confirm). */
    bookingNumber: text('booking_number').unique(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('reservations_cart_idx').on(table.cartId),
    // The panel's reservations table: newest first, for everyone (admin) or one supplier's services.
    index('reservations_created_idx').on(table.createdAt, table.id),
    index('reservations_booking_number_trgm_idx').using('gin', table.bookingNumber.op('gin_trgm_ops')),
    index('reservations_service_created_idx').on(table.serviceId, table.createdAt),
    index('reservations_hold_expiry_idx').on(table.holdExpiresAt).where(sql`${table.status} = 2`),
    check('reservations_status_ck', sql`${table.status} between 1 and 7`),
    check('reservations_price_ck', sql`${table.priceMinor} >= 0`),
    check('reservations_hold_expiry_ck', sql`${table.status} <> 2 or ${table.holdExpiresAt} is not null`),
  ],
);

export interface TourTicketLine {
  ticket_id: number;
  pricing_type: string;
  count: number;
  persons: number;
  total_minor: number;
}

/** An activity or event reservation: one departure, and the tickets chosen. */
export const reservationTourItems = pgTable('reservation_tour_items', {
  reservationId: integer('reservation_id')
    .primaryKey()
    .references(() => reservations.id, { onDelete: 'cascade' }),
  optionId: integer('option_id')
    .notNull()
    .references(() => activityOptions.id),
  slotId: integer('slot_id')
    .notNull()
    .references(() => activitySlots.id),
  slotDate: date('slot_date', { mode: 'string' }).notNull(),
  startTime: time('start_time').notNull(),
  /** Seats the departure loses: the sum of the tickets' persons. */
  persons: integer('persons').notNull(),
  tickets: jsonb('tickets').$type<TourTicketLine[]>().notNull(),
  /** When the guests were checked in at the meeting point (calendar guest list); null: not (or no longer) checked in. */
  checkedInAt: timestamp('checked_in_at', { withTimezone: true, mode: 'date' }),
}, (table) => [
  index('reservation_tour_items_slot_idx').on(table.slotId),
  // The panel's service-date filter (panel-reservations.repo startingBetween).
  index('reservation_tour_items_date_idx').on(table.slotDate),
]);

/** A hotel reservation: one row per room type and rate plan of the stay. */
export const reservationHotelItems = pgTable(
  'reservation_hotel_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.id),
    ratePlanId: integer('rate_plan_id')
      .notNull()
      .references(() => ratePlans.id),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    rooms: smallint('rooms').notNull(),
    adults: smallint('adults').notNull(),
    children: smallint('children').notNull(),
    priceMinor: integer('price_minor').notNull(),
  },
  (table) => [
    index('reservation_hotel_items_reservation_idx').on(table.reservationId),
    // The hotel calendar's stays overlapping a range, per room type.
    index('reservation_hotel_items_room_stay_idx').on(table.roomTypeId, table.checkIn),
    index('reservation_hotel_items_check_in_idx').on(table.checkIn, table.reservationId),
    check('reservation_hotel_items_stay_ck', sql`${table.checkOut} > ${table.checkIn} and ${table.rooms} >= 1`),
  ],
);

/** A package reservation: a departure and its travellers. */
export const reservationPackageItems = pgTable('reservation_package_items', {
  reservationId: integer('reservation_id')
    .primaryKey()
    .references(() => reservations.id, { onDelete: 'cascade' }),
  slotId: integer('slot_id')
    .notNull()
    .references(() => packageSlots.id),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  adults: smallint('adults').notNull(),
  children: smallint('children').notNull(),
}, (table) => [index('reservation_package_items_start_idx').on(table.startDate)]);

/**
 * What a hold took, row by row: an activity slot's seats, a package slot's seats, or one night of a room type and
 * rate plan. A release gives back exactly these quantities, once: it first stamps `released_at` on the rows it
 * finds unreleased (a conditional update), and only the caller that stamped them gives the capacity back.
 */
export const capacityHolds = pgTable(
  'capacity_holds',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    activitySlotId: integer('activity_slot_id').references(() => activitySlots.id),
    packageSlotId: integer('package_slot_id').references(() => packageSlots.id),
    roomTypeId: integer('room_type_id').references(() => roomTypes.id),
    ratePlanId: integer('rate_plan_id').references(() => ratePlans.id),
    stayDate: date('stay_date', { mode: 'string' }),
    quantity: integer('quantity').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true, mode: 'date' }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true, mode: 'date' }),
    /** cancel, expired, removed. */
    releaseReason: text('release_reason'),
    /** Set when the reservation was confirmed: the capacity is then sold for good and no release touches it. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('capacity_holds_open_idx').on(table.reservationId).where(sql`${table.releasedAt} is null`),
    // The activity calendar's held seats per departure: only holds still open count.
    index('capacity_holds_open_slot_idx').on(table.activitySlotId).where(sql`${table.releasedAt} is null and ${table.confirmedAt} is null`),
    // The hotel calendar's rooms sold per night: holds not given back, held or confirmed.
    index('capacity_holds_open_night_idx').on(table.roomTypeId, table.stayDate).where(sql`${table.releasedAt} is null and ${table.roomTypeId} is not null`),
    check('capacity_holds_quantity_ck', sql`${table.quantity} > 0`),
    check(
      'capacity_holds_target_ck',
      sql`(case when ${table.activitySlotId} is not null then 1 else 0 end)
        + (case when ${table.packageSlotId} is not null then 1 else 0 end)
        + (case when ${table.roomTypeId} is not null and ${table.ratePlanId} is not null and ${table.stayDate} is not null then 1 else 0 end) = 1`,
    ),
  ],
);

/** Booking numbers come from one sequence: unique under any concurrency, without a retry loop. */
export const bookingNumberSeq = pgSequence('booking_number_seq', { startWith: 1, increment: 1 });

/**
 * The payment a successful hold yields (spec 001 §4 Checkout: "hold reservation (yields payment uuid), then confirm
 * with status paid"). One PENDING payment per cart at most: a new hold supersedes (FAILs) the previous one, cancel
 * FAILs it, confirm turns it PAID. Amounts are the held total in integer minor units of `currency`.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    uuid: uuid('uuid').notNull().unique(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** PaymentStatus: PENDING 1, PAID 2, FAILED 3. */
    status: smallint('status').notNull().default(1),
    /** PaymentMethod name: NOPAY, STRIPE, STRIPE_TERMINAL … */
    method: text('method').notNull(),
    /** The provider's reference (a Stripe PaymentIntent id), when the hold carried one. */
    providerRef: text('provider_ref'),
    /** Why a payment FAILED: superseded, cancel, expired, card_declined, insufficient_funds, terminal_payment_failed … */
    failureCode: text('failure_code'),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('payments_cart_idx').on(table.cartId),
    index('payments_provider_ref_idx').on(table.providerRef),
    uniqueIndex('payments_one_pending_per_cart_uq').on(table.cartId).where(sql`${table.status} = 1`),
    check('payments_status_ck', sql`${table.status} between 1 and 3`),
    check('payments_amount_ck', sql`${table.amountMinor} >= 0`),
    check('payments_currency_ck', sql`char_length(${table.currency}) = 3`),
    check('payments_paid_ck', sql`${table.status} <> 2 or ${table.paidAt} is not null`),
  ],
);

/**
 * Idempotency-Key records (hold, cancel, confirm). The row is inserted inside the operation's transaction, so a
 * concurrent duplicate waits on the primary key until the first commits, then replays its stored answer.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').notNull(),
    /** The route's name: one key may be reused across different calls without clashing. */
    scope: text('scope').notNull(),
    /** sha256 of method, path, query and body: the same key with another request is a 409. */
    requestHash: text('request_hash').notNull(),
    /** Null only inside the first request's own transaction, which nobody else can see. */
    responseStatus: smallint('response_status'),
    responseBody: jsonb('response_body').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] }), index('idempotency_keys_created_idx').on(table.createdAt)],
);

/**
 * The order of a payment (spec 001 §3 "Order / customer in a reservation"): who pays, as the checkout form gave it.
 * One per payment; a new hold (a new payment) records the order again, so a corrected e-mail is the one used.
 * `locale` is the storefront language of the checkout: the confirmation e-mail is written in it.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    paymentId: integer('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: 'cascade' }),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    name: text('name'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    country: text('country').notNull(),
    areaCode: text('area_code').notNull(),
    phone: text('phone').notNull(),
    locale: text('locale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('orders_cart_idx').on(table.cartId),
    index('orders_email_idx').on(sql`lower(${table.email})`),
    // The panel's reservations search matches part of an e-mail or a name, any case (migration 0014 made pg_trgm).
    index('orders_email_trgm_idx').using('gin', table.email.op('gin_trgm_ops')),
    index('orders_payer_name_trgm_idx').using('gin', sql`(${table.firstName} || ' ' || ${table.lastName}) gin_trgm_ops`),
    index('orders_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')),
  ],
);

/**
 * Provider webhook events already processed (Stripe delivers at least once). The id is claimed in the transaction
 * that acts on the event, so a rolled-back action un-claims it and the redelivery is processed again.
 */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  intentId: text('intent_id'),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull(),
  /**
   * Set when the event was verified but refused (amount_or_currency_mismatch): it changed nothing, and its
   * redeliveries are duplicates. Null for every event that was acted on or ignored by the bookkeeping.
   */
  rejectedReason: text('rejected_reason'),
});

/** The latest applied state of each provider intent (payment-events.ts decides; this stores). */
export const paymentIntentStates = pgTable('payment_intent_states', {
  intentId: text('intent_id').primaryKey(),
  outcome: text('outcome').notNull(),
  eventId: text('event_id').notNull(),
  /** The provider's clock, Unix seconds. */
  created: integer('created').notNull(),
});

/**
 * A reservation's cancellation (spec 001 §4 "Cancellation origin": supplier 1, client 2, system 3), one per
 * reservation. The row is claimed (refund_status pending) before the provider is asked to refund, in the same
 * transaction that checks the reservation may be cancelled; the outcome then either cancels the reservation
 * (CANCEL, capacity back, earnings reversed: succeeded / not_required) or leaves it for an administrator
 * (CANCELLATION_FAILED: failed). A crash in between leaves `pending`, and the next cancel call resumes it with the
 * same provider idempotency key, so the money goes back once.
 */
export const cancellations = pgTable(
  'cancellations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    reservationId: integer('reservation_id')
      .notNull()
      .unique()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    origin: smallint('origin').notNull(),
    reason: text('reason'),
    refundPercentage: smallint('refund_percentage').notNull(),
    refundAmountMinor: integer('refund_amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** not_required | pending | succeeded | failed */
    refundStatus: text('refund_status').notNull(),
    providerRefundId: text('provider_refund_id'),
    failureCode: text('failure_code'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('cancellations_refund_status_idx').on(table.refundStatus),
    check('cancellations_origin_ck', sql`${table.origin} between 1 and 3`),
    check('cancellations_refund_status_ck', sql`${table.refundStatus} in ('not_required', 'pending', 'succeeded', 'failed')`),
    check('cancellations_refund_ck', sql`${table.refundPercentage} between 0 and 100 and ${table.refundAmountMinor} >= 0`),
  ],
);

/**
 * Every administrator's action on a cancellation (issue 14 §2, ADR 0022): a refund retried, a failed cancellation
 * confirmed (refunded outside the platform) or kept (the booking stands). Written in the action's own transaction
 * (a retry: once its outcome is known), so the trail names who did what and when. The actor is a panel user's id and
 * e-mail as they were at the time (users live in core; no foreign key across modules).
 */
export const cancellationActions = pgTable(
  'cancellation_actions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    cancellationId: integer('cancellation_id')
      .notNull()
      .references(() => cancellations.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    /** For a retry: succeeded | failed | pending, the refund's state after it. */
    outcome: text('outcome'),
    actorUserId: integer('actor_user_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('cancellation_actions_cancellation_idx').on(table.cancellationId, table.createdAt),
    check('cancellation_actions_action_ck', sql`${table.action} in ('refund_retried', 'confirmed', 'kept')`),
  ],
);

/**
 * A supplier's bulk cancellation of departures (issue 13 §1, POST /bulk-cancel-reservation): the departures it closed,
 * and one item per confirmed booking it cancels. The `booking.bulk-cancellation` job works the pending items; each
 * item's cancellation is idempotent per reservation, so a job run again after a crash refunds nobody twice.
 * status: running | completed | completed_with_failures.
 */
export const bulkCancellations = pgTable(
  'bulk_cancellations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The workflow id the panel polls with (check-workflow-status). */
    uuid: uuid('uuid').notNull().unique(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    slotIds: jsonb('slot_ids').$type<number[]>().notNull(),
    requestedByUserId: integer('requested_by_user_id').notNull(),
    reason: text('reason'),
    status: text('status').notNull().default('running'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('bulk_cancellations_service_idx').on(table.serviceId),
    check('bulk_cancellations_status_ck', sql`${table.status} in ('running', 'completed', 'completed_with_failures')`),
  ],
);

/** status: pending | succeeded | failed. `attempts` counts refund retries, each under its own provider key. */
export const bulkCancellationItems = pgTable(
  'bulk_cancellation_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    bulkId: integer('bulk_id')
      .notNull()
      .references(() => bulkCancellations.id, { onDelete: 'cascade' }),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    failureCode: text('failure_code'),
    attempts: integer('attempts').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    unique('bulk_cancellation_items_uq').on(table.bulkId, table.reservationId),
    check('bulk_cancellation_items_status_ck', sql`${table.status} in ('pending', 'succeeded', 'failed')`),
  ],
);

/**
 * A payout an administrator recorded (issue 14 §3, ADR 0017): money transferred to one supplier or partner, in one
 * currency, against the earnings lines it settles. `amount_minor` is the sum of those lines.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** supplier | partner */
    party: text('party').notNull(),
    partyUserId: integer('party_user_id').notNull(),
    currency: text('currency').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    /** The bank transfer's reference, as the administrator typed it. */
    reference: text('reference').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }).notNull(),
    recordedByUserId: integer('recorded_by_user_id').notNull(),
  },
  (table) => [
    index('payouts_party_user_idx').on(table.partyUserId, table.paidAt),
    check('payouts_party_ck', sql`${table.party} in ('supplier', 'partner')`),
    check('payouts_currency_ck', sql`char_length(${table.currency}) = 3`),
  ],
);

/**
 * The earnings ledger (issue 14 §3, ADR 0017): append-only, signed lines in minor units. A confirmed reservation gets
 * one `sale` line per party (source `confirm`); a refund or cancellation adds `reversal` lines (source
 * `cancellation:<id>` or `refund:<id>`) that bring the parties back, pro rata, to what was paid less refunds. One
 * line per reservation, party and source, so a replayed confirm or refund adds nothing. `payout_id` is set once,
 * by a conditional update, when a transfer pays the line. `on_hold` keeps a line out of transfers.
 */
export const earningsLines = pgTable(
  'earnings_lines',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** supplier | partner | platform */
    party: text('party').notNull(),
    /** The supplier or the selling site's owner; null for the platform. */
    partyUserId: integer('party_user_id'),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    /** sale | reversal */
    kind: text('kind').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    source: text('source').notNull(),
    onHold: boolean('on_hold').notNull().default(false),
    payoutId: integer('payout_id').references(() => payouts.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    uniqueIndex('earnings_lines_source_uq').on(table.reservationId, table.party, table.source),
    index('earnings_lines_party_user_idx').on(table.party, table.partyUserId, table.createdAt),
    // An administrator's list of every payee's lines, newest first.
    index('earnings_lines_party_created_idx').on(table.party, table.createdAt),
    index('earnings_lines_unpaid_idx').on(table.partyUserId, table.currency).where(sql`${table.payoutId} is null`),
    index('earnings_lines_payout_idx').on(table.payoutId),
    check('earnings_lines_party_ck', sql`${table.party} in ('supplier', 'partner', 'platform')`),
    check('earnings_lines_kind_ck', sql`${table.kind} in ('sale', 'reversal')`),
    check('earnings_lines_sign_ck', sql`(${table.kind} = 'sale' and ${table.amountMinor} >= 0) or (${table.kind} = 'reversal' and ${table.amountMinor} <> 0)`),
    check('earnings_lines_owner_ck', sql`(${table.party} = 'platform') = (${table.partyUserId} is null)`),
    check('earnings_lines_platform_unpaid_ck', sql`${table.party} <> 'platform' or ${table.payoutId} is null`),
  ],
);
