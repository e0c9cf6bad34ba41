/**
 * shared-contracts/panel-reservation-actions: changing an activity booking's date, re-sending its confirmation and its
 * voucher (spec 002 §7.15–7.16, issue 14 §1, ADR 0020). Who may is the API's: the caller must see the booking
 * (ADR 0016), else 404.
 */
import * as v from 'shared-contracts/valibot';
import { dataEnvelope, IdSchema } from 'shared-contracts/common';
import { IsoDateSchema } from 'shared-contracts/tour-manage';

/** POST reservation/tour/{id}/empty-dates and /options: the date the guest asks about. */
export const ChangeDateQueryBodySchema = v.object({ start_date: IsoDateSchema });
export type ChangeDateQueryBody = v.InferOutput<typeof ChangeDateQueryBodySchema>;

/** empty-dates: the dates around `start_date` where some departure has room for this booking's seats and option. */
export const EmptyDatesSchema = v.object({ reservation_id: v.number(), seats: v.number(), dates: v.array(IsoDateSchema) });
export type EmptyDates = v.InferOutput<typeof EmptyDatesSchema>;
export const EmptyDatesAnswerSchema = dataEnvelope(EmptyDatesSchema);

/** options: one departure on the date, with the seats it still has. `fits` is false when this booking would not fit. */
export const ChangeDateOptionSchema = v.object({
  departure_id: v.number(),
  date: IsoDateSchema,
  /** HH:MM, the activity's local time. */
  start_time: v.string(),
  remaining: v.number(),
  fits: v.boolean(),
  current: v.boolean(),
});
export type ChangeDateOption = v.InferOutput<typeof ChangeDateOptionSchema>;
export const ChangeDateOptionsAnswerSchema = dataEnvelope(v.object({ reservation_id: v.number(), options: v.array(ChangeDateOptionSchema) }));

/** Why a move is refused (error code CONFLICT / VALIDATION_FAILED with this in `issues[0].path = 'reason'`). */
export const CHANGE_DATE_REFUSALS = ['sold_out', 'past', 'cut_off', 'same_departure', 'not_activity', 'not_confirmed'] as const;
export type ChangeDateRefusal = (typeof CHANGE_DATE_REFUSALS)[number];

/** POST reservation/tour/{id}/change-date. */
export const ChangeDateBodySchema = v.object({ departure_id: IdSchema });
export type ChangeDateBody = v.InferOutput<typeof ChangeDateBodySchema>;
export const ChangeDateAnswerSchema = dataEnvelope(
  v.object({ reservation_id: v.number(), from: v.object({ date: IsoDateSchema, start_time: v.string() }), to: v.object({ date: IsoDateSchema, start_time: v.string() }) }),
);
export type ChangeDateAnswer = v.InferOutput<typeof ChangeDateAnswerSchema>;

/** Who a re-sent confirmation goes to (spec 001, "Send Confirmation Mail"). */
export const CONFIRMATION_RECIPIENTS = ['payer', 'supplier', 'partner'] as const;
export type ConfirmationRecipient = (typeof CONFIRMATION_RECIPIENTS)[number];

/** POST notification/email/booking/confirm: at least one recipient, each once. */
export const ResendConfirmationBodySchema = v.object({
  reservation_id: IdSchema,
  recipients: v.pipe(
    v.array(v.picklist(CONFIRMATION_RECIPIENTS, 'validation.invalid')),
    v.minLength(1, 'validation.required'),
    v.check((list) => new Set(list).size === list.length, 'validation.invalid'),
  ),
});
export type ResendConfirmationBody = v.InferOutput<typeof ResendConfirmationBodySchema>;
export const ResendConfirmationAnswerSchema = dataEnvelope(v.object({ reservation_id: v.number(), queued: v.array(v.picklist(CONFIRMATION_RECIPIENTS)) }));
export type ResendConfirmationAnswer = v.InferOutput<typeof ResendConfirmationAnswerSchema>;

/**
 * Checking in by a scanned voucher (ADR 0020): update-check-in/{id} with the voucher's code instead of the query's
 * `checkin_status`; the code is the reservation's uuid, so it cannot be guessed from the booking number.
 */
export const VoucherCheckInBodySchema = v.object({ voucher_code: v.pipe(v.string('validation.invalid'), v.uuid('validation.invalid')) });
export type VoucherCheckInBody = v.InferOutput<typeof VoucherCheckInBodySchema>;
