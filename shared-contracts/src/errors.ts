/**
 * The error catalogue (spec 000 §8, 001 §8, 002 §8): the codes of the API error envelope, the HTTP status to
 * message mapping, and the one error type both sides throw. Texts live in the i18n catalogue under `errors.*`.
 */
import type { BaseIssue } from 'valibot';
import type { MessageId, MessageValues } from './i18n/messages';
import type { ErrorEnvelope, Issue } from './schemas/common';

/**
 * Renders a message id in one language. This module holds no texts: the API passes the catalogues' pure formatter
 * (shared-contracts/messages), a browser its runtime's (shared-runtime/i18n), which has loaded the parts it needs.
 */
export type TranslateFn = (id: MessageId, values?: MessageValues) => string;

/** Whether a text is a catalogue id, by whoever holds the catalogues (see TranslateFn). */
export type IsMessageId = (value: unknown) => value is MessageId;

/** Codes of the `{ message, code, issues? }` envelope. */
export const ErrorCode = {
  BAD_REQUEST: 'BAD_REQUEST',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  NO_TOKEN: 'NO_TOKEN',
  TOKEN_REUSED: 'TOKEN_REUSED',
  FORBIDDEN: 'FORBIDDEN',
  ACCOUNT_BLOCKED: 'ACCOUNT_BLOCKED',
  /** A first_time_login session calls anything but its own account, change-password or logout (spec 000 §4.1 step 4). */
  PASSWORD_CHANGE_REQUIRED: 'PASSWORD_CHANGE_REQUIRED',
  CROSS_SITE_REQUEST: 'CROSS_SITE_REQUEST',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  MAX_SITE_LIMIT: 'MAX_SITE_LIMIT',
  /** The partner declined the platform's privacy policy: no new site, and none of its sites (spec 000 §5). */
  PRIVACY_POLICY_DECLINED: 'PRIVACY_POLICY_DECLINED',
  HOLD_RESERVATION_FAILED: 'HOLD_RESERVATION_FAILED',
  /** Confirm after the hold ran out (the expiry sweep may not have released it yet): hold again. */
  HOLD_EXPIRED: 'HOLD_EXPIRED',
  RATE_LIMITED: 'RATE_LIMITED',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  /** A JSON call sent a body of another type (a form post, text/plain). */
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  INTERNAL: 'INTERNAL',
  /** Client only: no response at all (network error, timeout). */
  NETWORK_ERROR: 'NETWORK_ERROR',
  /** Client only: a 2xx answer that does not match the contract schema. */
  INVALID_RESPONSE: 'INVALID_RESPONSE',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The HTTP status the API answers with for each code. 0 marks the client-only codes (there is no response). */
export const ERROR_CODE_STATUS: Readonly<Record<ErrorCode, number>> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  NO_TOKEN: 401,
  TOKEN_REUSED: 401,
  FORBIDDEN: 403,
  ACCOUNT_BLOCKED: 403,
  PASSWORD_CHANGE_REQUIRED: 403,
  CROSS_SITE_REQUEST: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  MAX_SITE_LIMIT: 409,
  PRIVACY_POLICY_DECLINED: 409,
  HOLD_RESERVATION_FAILED: 409,
  HOLD_EXPIRED: 409,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  INTERNAL: 500,
  NETWORK_ERROR: 0,
  INVALID_RESPONSE: 0,
};

/** The default message of each code, when the thrower gives none. */
export const ERROR_CODE_MESSAGE: Readonly<Record<ErrorCode, MessageId>> = {
  BAD_REQUEST: 'errors.badRequest',
  VALIDATION_FAILED: 'errors.validationFailed',
  UNAUTHENTICATED: 'errors.unauthenticated',
  INVALID_CREDENTIALS: 'errors.invalidCredentials',
  NO_TOKEN: 'errors.noTokenFound',
  TOKEN_REUSED: 'errors.tokenReused',
  FORBIDDEN: 'errors.accessDenied',
  ACCOUNT_BLOCKED: 'errors.accountBlocked',
  PASSWORD_CHANGE_REQUIRED: 'errors.passwordChangeRequired',
  CROSS_SITE_REQUEST: 'errors.crossSiteRequest',
  NOT_FOUND: 'errors.notFound',
  CONFLICT: 'errors.conflict',
  MAX_SITE_LIMIT: 'errors.maxSiteLimit',
  PRIVACY_POLICY_DECLINED: 'errors.privacyPolicyDeclined',
  HOLD_RESERVATION_FAILED: 'errors.holdReservationFailed',
  HOLD_EXPIRED: 'errors.holdExpired',
  RATE_LIMITED: 'errors.rateLimited',
  PAYLOAD_TOO_LARGE: 'errors.payloadTooLarge',
  UNSUPPORTED_MEDIA_TYPE: 'errors.unsupportedMediaType',
  INTERNAL: 'errors.somethingWentWrong',
  NETWORK_ERROR: 'errors.sessionTimeout',
  INVALID_RESPONSE: 'errors.somethingWentWrong',
};

/** The code a bare status stands for, when an answer carries no envelope. */
export function codeForStatus(status: number | null | undefined): ErrorCode {
  switch (status) {
    case undefined:
    case null:
    case 0:
      return ErrorCode.NETWORK_ERROR;
    case 400:
      return ErrorCode.BAD_REQUEST;
    case 401:
      return ErrorCode.UNAUTHENTICATED;
    case 403:
      return ErrorCode.FORBIDDEN;
    case 404:
      return ErrorCode.NOT_FOUND;
    case 409:
      return ErrorCode.CONFLICT;
    case 429:
      return ErrorCode.RATE_LIMITED;
    default:
      return ErrorCode.INTERNAL;
  }
}

/** Spec 000 §8: no response → session time-out text; 400, 401, 403 have their own; 500 and all others → generic. */
export function statusMessageId(status: number | null | undefined): MessageId {
  if (status === undefined || status === null || status === 0) return 'errors.sessionTimeout';
  if (status === 400) return 'errors.badRequest';
  if (status === 401) return 'errors.unauthenticated';
  if (status === 403) return 'errors.accessDenied';
  return 'errors.somethingWentWrong';
}

export interface ResolveErrorInput {
  status?: number | null;
  serverMessage?: string | null;
}

/**
 * A server-supplied message takes precedence over the mapped one (spec 000 §8), which `translate` renders in the
 * caller's language; the server's message is shown as it came.
 */
export function resolveErrorMessage({ status, serverMessage }: ResolveErrorInput, translate: TranslateFn): string {
  const fromServer = serverMessage?.trim();
  if (fromServer) return fromServer;
  return translate(statusMessageId(status));
}

export interface ApiErrorInit {
  status: number;
  code: ErrorCode | (string & {});
  message: string;
  issues?: Issue[];
  /** The catalogue id the message was rendered from, when it came from the catalogue (lets a UI re-translate). */
  messageId?: MessageId;
  cause?: unknown;
  /** See ApiError.handled. */
  handled?: boolean;
}

/** The one error type: thrown by the API's services (mapped to the envelope) and by the HTTP client. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ErrorCode | (string & {});
  readonly issues?: Issue[];
  readonly messageId?: MessageId;
  /**
   * True when the HTTP client has already acted on this failure for the user: it ended the session (alert + login),
   * or sent them to the access-denied or customer login page. Callers then show nothing more.
   */
  readonly handled: boolean;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    if (init.issues) this.issues = init.issues;
    if (init.messageId) this.messageId = init.messageId;
    this.handled = init.handled ?? false;
  }

  /**
   * An error for a catalogue code, its message rendered by `translate` from `messageId` (default: the code's own
   * message), unless a finished `message` is given.
   */
  static fromCode(
    code: ErrorCode,
    translate: TranslateFn,
    options: { messageId?: MessageId; message?: string; values?: MessageValues; issues?: Issue[]; cause?: unknown } = {},
  ): ApiError {
    const messageId = options.message === undefined ? (options.messageId ?? ERROR_CODE_MESSAGE[code]) : undefined;
    const message = messageId ? translate(messageId, options.values) : (options.message ?? '');
    return new ApiError({
      status: ERROR_CODE_STATUS[code],
      code,
      message,
      ...(messageId ? { messageId } : {}),
      ...(options.issues ? { issues: options.issues } : {}),
      ...(options.cause === undefined ? {} : { cause: options.cause }),
    });
  }

  toEnvelope(): ErrorEnvelope {
    return { message: this.message, code: this.code, ...(this.issues?.length ? { issues: this.issues } : {}) };
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/**
 * Whether a failure still needs telling the user about (see ApiError.handled). Read structurally, not with
 * instanceof: a remote may hold another copy of this module when shared versions diverge.
 */
export function needsAlert(error: unknown): boolean {
  return !(typeof error === 'object' && error !== null && (error as { handled?: unknown }).handled === true);
}

/**
 * valibot issues → envelope issues, one per field. The path is dotted ('items.0.name', '' for the whole payload).
 * A message that is a catalogue id is translated and kept as `code`; valibot's own English defaults become
 * 'validation.invalid', because they are developer text, not user text.
 */
export function issuesFromValibot(issues: readonly BaseIssue<unknown>[], translateFn: TranslateFn, isMessageId: IsMessageId): Issue[] {
  const byPath = new Map<string, Issue>();
  for (const issue of issues) {
    const path = (issue.path ?? [])
      .map((item) => ('key' in item && (typeof item.key === 'string' || typeof item.key === 'number') ? String(item.key) : ''))
      .filter((key) => key !== '')
      .join('.');
    // valibot reports every failed step of a pipe ('' is both empty and not an e-mail); the first one is the
    // message a form shows for the field, so the API answers with the same single message.
    if (byPath.has(path)) continue;
    // A missing key arrives as an object-level schema issue with received "undefined": "required" says more.
    const missing = issue.kind === 'schema' && issue.received === 'undefined';
    const code: MessageId = missing ? 'validation.required' : isMessageId(issue.message) ? issue.message : 'validation.invalid';
    byPath.set(path, { path, message: translateFn(code), code });
  }
  return [...byPath.values()];
}
