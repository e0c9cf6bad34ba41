/**
 * shared-contracts/panel-payments: the back office's payments (spec 002 §7.15, issue 14 §3): a paged, filtered table
 * of the payments of the bookings the caller sees (ADR 0016: a supplier its services', a partner its sites', an
 * administrator all), its xlsx export, and one payment's details with the provider's intent and events, its refunds
 * and the reservations it paid. A payment outside the caller's view answers 404.
 */
import * as v from 'shared-contracts/valibot';
import { dataEnvelope } from 'shared-contracts/common';
import { PaymentMethod, PaymentStatus } from 'shared-contracts/enums';
import { MoneySchema } from 'shared-contracts/site-content';
import { IsoDateSchema } from 'shared-contracts/tour-manage';

const INVALID = 'validation.invalid';

export const PANEL_PAYMENT_LIMITS = { pageSizeMax: 100, searchMax: 200 } as const;

/** A whole number from a query string ("2"), within min..max. */
const wholeText = (min: number, max: number) =>
  v.pipe(v.union([v.string(), v.number()], INVALID), v.transform(String), v.regex(/^\d{1,9}$/, INVALID), v.toNumber(), v.minValue(min, INVALID), v.maxValue(max, INVALID));

/**
 * Query of GET /payment/data-table, and body of POST /payment/data-table-excel (the same fields): `search` is part of
 * the payment's uuid, the provider's reference, a booking number, or the payer's name or e-mail; the dates are UTC days
 * of the payment's creation.
 */
export const PaymentTableQuerySchema = v.object({
  page: v.optional(wholeText(1, 1_000_000), '1'),
  limit: v.optional(wholeText(1, PANEL_PAYMENT_LIMITS.pageSizeMax), '20'),
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(PANEL_PAYMENT_LIMITS.searchMax, INVALID)), ''),
  status: v.optional(v.pipe(wholeText(1, 3), v.enum(PaymentStatus, INVALID))),
  method: v.optional(v.enum(PaymentMethod, INVALID)),
  currency: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, INVALID))),
  date_from: v.optional(IsoDateSchema),
  date_to: v.optional(IsoDateSchema),
});
export type PaymentTableInput = v.InferInput<typeof PaymentTableQuerySchema>;
export type PaymentTableQuery = v.InferOutput<typeof PaymentTableQuerySchema>;

const PayerSchema = v.nullable(v.object({ name: v.string(), email: v.string() }));

export const PaymentRowSchema = v.object({
  /** The payment's uuid: how GET /payment/{id} names it. */
  id: v.string(),
  amount: MoneySchema,
  status: v.enum(PaymentStatus),
  method: v.string(),
  /** `stripe` for card and terminal payments, null for the methods no provider takes (NOPAY …). */
  provider: v.nullable(v.string()),
  /** The provider's intent id (a Stripe PaymentIntent), when there was one. */
  provider_ref: v.nullable(v.string()),
  failure_code: v.nullable(v.string()),
  payer: PayerSchema,
  /** The booking numbers it paid. */
  booking_numbers: v.array(v.string()),
  /** What went back to the payer, through cancellations' refunds. */
  refunded: MoneySchema,
  created_at: v.string(),
  paid_at: v.nullable(v.string()),
});
export type PaymentRow = v.InferOutput<typeof PaymentRowSchema>;

export const PaymentTableSchema = v.object({
  data: v.array(PaymentRowSchema),
  total: v.number(),
  page: v.number(),
  limit: v.number(),
});
export const PaymentTableAnswerSchema = dataEnvelope(PaymentTableSchema);
export type PaymentTableAnswer = v.InferOutput<typeof PaymentTableAnswerSchema>;

export const PaymentEventSchema = v.object({ id: v.string(), type: v.string(), received_at: v.string(), rejected_reason: v.nullable(v.string()) });
export const PaymentRefundSchema = v.object({
  reservation_id: v.number(),
  booking_number: v.nullable(v.string()),
  amount: MoneySchema,
  /** not_required | pending | succeeded | failed */
  status: v.string(),
  provider_refund_id: v.nullable(v.string()),
  requested_at: v.string(),
});
export const PaidReservationSchema = v.object({
  id: v.number(),
  ref: v.string(),
  booking_number: v.nullable(v.string()),
  service: v.object({ id: v.number(), name: v.string() }),
  status: v.number(),
  price: MoneySchema,
});

export const PaymentDetailsSchema = v.object({
  ...PaymentRowSchema.entries,
  updated_at: v.string(),
  events: v.array(PaymentEventSchema),
  refunds: v.array(PaymentRefundSchema),
  reservations: v.array(PaidReservationSchema),
});
export type PaymentDetails = v.InferOutput<typeof PaymentDetailsSchema>;
export const PaymentDetailsAnswerSchema = dataEnvelope(PaymentDetailsSchema);

/** Param of GET /payment/{id}: the payment's uuid (anything else is a payment that is not there: 404). */
export const PaymentIdParamSchema = v.object({ id: v.pipe(v.string(), v.maxLength(64, INVALID)) });
