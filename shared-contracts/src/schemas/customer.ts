import * as v from 'shared-contracts/valibot';
import { LOCALES } from 'shared-contracts/constants';
import { dataEnvelope, EmailSchema } from 'shared-contracts/common';

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
