/**
 * shared-contracts/panel-cancellation: cancelling one booking from the back office (spec 002 §7.15–7.16, issue 14 §1,
 * ADR 0019): the booking's policy and today's refund, what can still be refunded, and the cancellation itself with a
 * refund of any amount from nothing up to what was paid and not yet refunded. Who may is the API's (ADR 0019): the
 * caller must see the booking (ADR 0016), else 404.
 */
import * as v from 'shared-contracts/valibot';
import { dataEnvelope } from 'shared-contracts/common';
import { CancellationRecordSchema } from 'shared-contracts/customer';
import { ReservationStatus } from 'shared-contracts/enums';
import { minorFromAmount, MoneySchema } from 'shared-contracts/site-content';

const INVALID = 'validation.invalid';

export const PANEL_CANCEL_LIMITS = { reasonMax: 1000 } as const;

/** One tier of the booking's policy: cancelling at least `hours` ahead refunds `refund_percentage`. */
export const PanelPolicyTierSchema = v.object({
  hours: v.number(),
  refund_percentage: v.number(),
  /** How to say the notice: in days above the threshold, else in hours (shared-contracts/refund-notice). */
  notice: v.object({ unit: v.picklist(['days', 'hours']), count: v.number() }),
});
export type PanelPolicyTier = v.InferOutput<typeof PanelPolicyTierSchema>;

/** GET cancellation-policy/{id}: the tiers (shortest notice first) and what the policy refunds if cancelled now. */
export const PanelCancellationPolicySchema = v.object({
  reservation_id: v.number(),
  status: v.enum(ReservationStatus),
  can_cancel: v.boolean(),
  tiers: v.array(PanelPolicyTierSchema),
  refund_percentage: v.number(),
  /** price × percentage, capped at what can still be refunded: the default amount. */
  policy_refund: MoneySchema,
  hours_left: v.number(),
});
export type PanelCancellationPolicy = v.InferOutput<typeof PanelCancellationPolicySchema>;
export const PanelCancellationPolicyAnswerSchema = dataEnvelope(PanelCancellationPolicySchema);

/** GET reservation/{id}/partial-refund: what was paid, refunded already, and the most that can still go back. */
export const PartialRefundSchema = v.object({
  paid: MoneySchema,
  refunded: MoneySchema,
  max_refund: MoneySchema,
  /** False for pay later (nothing was collected through the provider): the amount must be 0. */
  refundable: v.boolean(),
});
export type PartialRefund = v.InferOutput<typeof PartialRefundSchema>;
export const PartialRefundAnswerSchema = dataEnvelope(PartialRefundSchema);

/** POST cancel-reservation. `refund_amount` in minor units; absent = the policy's refund. */
export const CancelReservationBodySchema = v.object({
  reservation_id: v.pipe(v.number(), v.integer(INVALID), v.minValue(1, INVALID)),
  refund_amount: v.optional(v.pipe(v.number(), v.integer(INVALID), v.minValue(0, INVALID))),
  reason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(PANEL_CANCEL_LIMITS.reasonMax, INVALID))),
});
export type CancelReservationBody = v.InferOutput<typeof CancelReservationBodySchema>;

/** The form's schema: the body with the amount also capped at `maxMinor` (the partial-refund answer's max). */
/**
 * The panel's cancel form: the refund as typed (major units, "450" or "450.50"), at most `maxMinor` (what can still go
 * back), and a reason for the guest. Its output is the body's refund in minor units.
 */
export const cancelBookingFormSchema = (maxMinor: number) =>
  v.object({
    refund: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('validation.amountInvalid'),
      v.transform(minorFromAmount),
      v.check((minor) => !Number.isNaN(minor), 'validation.amountInvalid'),
      v.maxValue(maxMinor, 'validation.refundTooHigh'),
    ),
    reason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(PANEL_CANCEL_LIMITS.reasonMax, INVALID)), ''),
  });

/** How it ended: cancelled (refund made or none due), failed (refund failed: CANCELLATION_FAILED), or pending. */
export const PanelCancelAnswerSchema = dataEnvelope(
  v.object({
    reservation_id: v.number(),
    status: v.enum(ReservationStatus),
    outcome: v.picklist(['cancelled', 'failed', 'pending']),
    cancellation: CancellationRecordSchema,
  }),
);
export type PanelCancelAnswer = v.InferOutput<typeof PanelCancelAnswerSchema>;
