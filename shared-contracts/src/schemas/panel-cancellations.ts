/**
 * shared-contracts/panel-cancellations: the back office's cancellations (spec 002 §7.15, issue 14 §2, ADR 0022): a
 * paged, filtered table, one cancellation's details, the refund's retry, and the administrators' resolution of a
 * failed cancellation. Visibility is the reservations' (ADR 0016): a supplier its services', a partner its sites', an
 * administrator all; anything else answers 404.
 */
import * as v from 'shared-contracts/valibot';
import { LIMITS } from 'shared-contracts/constants';
import { dataEnvelope } from 'shared-contracts/common';
import { REFUND_STATUSES } from 'shared-contracts/customer';
import { ReservationStatus } from 'shared-contracts/enums';
import { MoneySchema } from 'shared-contracts/site-content';
import { IsoDateSchema } from 'shared-contracts/tour-manage';

const INVALID = 'validation.invalid';

/**
 * Who cancelled: the guest (client), the supplier one booking at a time, the supplier through a bulk cancellation, or
 * the platform (system). `bulk` is a supplier cancellation that a bulk cancellation made.
 */
export const CANCELLATION_ORIGINS = ['guest', 'supplier', 'bulk', 'system'] as const;
export type CancellationOriginName = (typeof CANCELLATION_ORIGINS)[number];

/**
 * The administrators' views (spec 000 §2.4, ADR 0022):
 * - `new`: not settled yet (refund pending or failed, booking not restored) on activities, events and packages;
 * - `new_hotels`: the same for hotels;
 * - `old`: settled (refunded, nothing to refund, refunded outside the platform, or the booking kept);
 * - `system`: every cancellation the platform made itself (origin system), settled or not.
 */
export const CANCELLATION_VIEWS = ['new', 'new_hotels', 'old', 'system'] as const;
export type CancellationView = (typeof CANCELLATION_VIEWS)[number];

/** How a cancellation stands: under way, failed (with an administrator), done, or the booking kept by an administrator. */
export const CANCELLATION_STATES = ['pending', 'failed', 'cancelled', 'kept'] as const;
export type CancellationState = (typeof CANCELLATION_STATES)[number];

export const CANCELLATION_LIST_LIMITS = { pageSizeMax: 100, searchMax: 200 } as const;

const FiltersSchema = v.object({
  state: v.optional(v.pipe(v.array(v.picklist(CANCELLATION_STATES, INVALID)), v.maxLength(4, INVALID))),
  refund_status: v.optional(v.pipe(v.array(v.picklist(REFUND_STATUSES, INVALID)), v.maxLength(4, INVALID))),
  origin: v.optional(v.pipe(v.array(v.picklist(CANCELLATION_ORIGINS, INVALID)), v.maxLength(4, INVALID))),
  service_type: v.optional(v.picklist(['activities', 'hotels'], INVALID)),
  /** The cancellation's day (UTC), inclusive. */
  date_from: v.optional(IsoDateSchema),
  date_to: v.optional(IsoDateSchema),
});

/** Body of POST /cancellation/data-table. */
export const CancellationTableInputSchema = v.object({
  page_number: v.optional(v.pipe(v.number(), v.integer(INVALID), v.minValue(1, INVALID), v.maxValue(LIMITS.maxId, INVALID)), 1),
  limit: v.optional(v.pipe(v.number(), v.integer(INVALID), v.minValue(1, INVALID), v.maxValue(CANCELLATION_LIST_LIMITS.pageSizeMax, INVALID)), 20),
  view: v.optional(v.picklist(CANCELLATION_VIEWS, INVALID)),
  /** Part of the booking number, the payer's name or e-mail (any case). */
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(CANCELLATION_LIST_LIMITS.searchMax, INVALID)), ''),
  filters: v.optional(FiltersSchema, {}),
  sort_by: v.optional(v.picklist(['cancelled_at', 'booking_number', 'refund_amount'], INVALID), 'cancelled_at'),
  sort_order: v.optional(v.picklist(['asc', 'desc'], INVALID), 'desc'),
});
export type CancellationTableInput = v.InferInput<typeof CancellationTableInputSchema>;
export type CancellationTableQuery = v.InferOutput<typeof CancellationTableInputSchema>;

export const CancellationRowSchema = v.object({
  id: v.number(),
  reservation_id: v.number(),
  reservation_ref: v.string(),
  booking_number: v.nullable(v.string()),
  reservation_status: v.enum(ReservationStatus),
  service: v.object({ id: v.number(), name: v.string(), type: v.picklist(['activities', 'hotels']) }),
  payer: v.nullable(v.object({ name: v.string(), email: v.string() })),
  origin: v.picklist(CANCELLATION_ORIGINS),
  state: v.picklist(CANCELLATION_STATES),
  price: MoneySchema,
  refund_percentage: v.number(),
  refund_amount: MoneySchema,
  refund_status: v.picklist(REFUND_STATUSES),
  failure_code: v.nullable(v.string()),
  cancelled_at: v.string(),
  updated_at: v.string(),
});
export type CancellationRow = v.InferOutput<typeof CancellationRowSchema>;

export const CancellationTableAnswerSchema = dataEnvelope(
  v.object({ data: v.array(CancellationRowSchema), total: v.number(), page_number: v.number(), limit: v.number() }),
);
export type CancellationTableAnswer = v.InferOutput<typeof CancellationTableAnswerSchema>;

export const AUDIT_KINDS = ['requested', 'refund_failed', 'refunded', 'cancelled', 'refund_retried', 'confirmed_by_admin', 'kept_by_admin'] as const;
export const CancellationAuditEntrySchema = v.object({
  at: v.string(),
  kind: v.picklist(AUDIT_KINDS),
  /** Who did it, when a person did (an administrator's e-mail); null for the guest, the supplier's call or the platform. */
  by: v.nullable(v.string()),
  text: v.string(),
});
export type CancellationAuditEntry = v.InferOutput<typeof CancellationAuditEntrySchema>;

export const CancellationDetailsSchema = v.object({
  ...CancellationRowSchema.entries,
  reason: v.nullable(v.string()),
  /** The policy tier applied: the percentage refunded, and whether the supplier refunded in full whatever the tiers. */
  policy_tier: v.object({ refund_percentage: v.number(), full_refund: v.boolean() }),
  provider_refund_id: v.nullable(v.string()),
  /** What may be done now (the API checks again): retry the refund; confirm or keep a failed cancellation. */
  actions: v.object({ retry_refund: v.boolean(), resolve: v.boolean() }),
  audit: v.array(CancellationAuditEntrySchema),
});
export type CancellationDetails = v.InferOutput<typeof CancellationDetailsSchema>;
export const CancellationDetailsAnswerSchema = dataEnvelope(CancellationDetailsSchema);
export type CancellationDetailsAnswer = v.InferOutput<typeof CancellationDetailsAnswerSchema>;
