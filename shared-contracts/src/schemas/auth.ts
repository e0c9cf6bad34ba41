import * as v from 'shared-contracts/valibot';
import { LIMITS } from 'shared-contracts/constants';
import { dataEnvelope, EmailSchema } from 'shared-contracts/common';

/** Message ids are catalogue keys (shared-contracts/messages); the API renders them in English, forms translate them. */
const email = EmailSchema;

export const LoginInputSchema = v.object({
  email,
  password: v.pipe(v.string('validation.required'), v.nonEmpty('validation.passwordRequired'), v.maxLength(LIMITS.passwordMax, 'validation.passwordTooLong')),
});
export type LoginInput = v.InferOutput<typeof LoginInputSchema>;

/**
 * Login and refresh answer. The refresh token is deliberately not in the body: it lives only in an HttpOnly
 * cookie (docs/adr/0002-session-tokens.md). The access token is also set as an HttpOnly cookie; the body copy
 * lets the client send it as a bearer header.
 */
export const TokenAnswerSchema = dataEnvelope(
  v.object({
    access_token: v.string(),
    token_type: v.literal('Bearer'),
    /** Seconds until the access token expires. */
    expires_in: v.number(),
  }),
);
export type TokenAnswer = v.InferOutput<typeof TokenAnswerSchema>;

/** Spec 002 §7.1: body refresh_token. Optional here: without it the HttpOnly refresh cookie is used. */
export const RefreshInputSchema = v.object({
  refresh_token: v.optional(v.pipe(v.string(), v.nonEmpty())),
});
export type RefreshInput = v.InferOutput<typeof RefreshInputSchema>;

const newPassword = v.pipe(
  v.string('validation.required'),
  v.minLength(LIMITS.passwordMin, 'validation.passwordTooShort'),
  v.maxLength(LIMITS.passwordMax, 'validation.passwordTooLong'),
);

export const ChangePasswordInputSchema = v.pipe(
  v.object({
    current_password: v.pipe(v.string('validation.required'), v.nonEmpty('validation.passwordRequired')),
    new_password: newPassword,
    confirm_password: v.string('validation.required'),
  }),
  v.forward(
    v.partialCheck(
      [['new_password'], ['confirm_password']],
      (input) => input.new_password === input.confirm_password,
      'validation.passwordsDiffer',
    ),
    ['confirm_password'],
  ),
  v.forward(
    v.partialCheck(
      [['current_password'], ['new_password']],
      (input) => input.current_password !== input.new_password,
      'validation.passwordUnchanged',
    ),
    ['new_password'],
  ),
);
export type ChangePasswordInput = v.InferOutput<typeof ChangePasswordInputSchema>;

export const OkAnswerSchema = dataEnvelope(v.object({ ok: v.literal(true) }));
export type OkAnswer = v.InferOutput<typeof OkAnswerSchema>;
