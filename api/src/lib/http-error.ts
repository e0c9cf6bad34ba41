import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Issue } from 'shared-contracts/common';
import { ApiError, ERROR_CODE_MESSAGE, ERROR_CODE_STATUS, type ErrorCode } from 'shared-contracts/errors';
import type { MessageValues } from 'shared-contracts/i18n';
import { messageText } from './messages';

/** Codes the contract's ErrorCode lacks so far (requested in api/CONTRACT-REQUESTS.md). */
const PENDING_CODES = {
  PAYLOAD_TOO_LARGE: { status: 413, message: 'errors.payloadTooLarge' },
} as const;
export type ApiCode = ErrorCode | keyof typeof PENDING_CODES;

export interface HttpErrorOptions {
  /** Defaults to the contract's status for the code. */
  status?: ContentfulStatusCode;
  /** A catalogue message id (rendered in English) or a finished sentence; defaults to the code's own message. */
  message?: string;
  values?: MessageValues;
  issues?: Issue[];
  /** Extra response headers, e.g. Retry-After. */
  headers?: Record<string, string>;
  cause?: unknown;
}

/**
 * The API's one error type: the contract's ApiError (status, catalogue code, message, issues) plus the response
 * headers an answer may need. The app's error handler turns it into `{ message, code, issues? }`.
 */
export class HttpError extends ApiError {
  declare readonly status: ContentfulStatusCode;
  readonly headers: Record<string, string>;

  constructor(code: ApiCode, options: HttpErrorOptions = {}) {
    const pending = code in PENDING_CODES ? PENDING_CODES[code as keyof typeof PENDING_CODES] : undefined;
    const status = options.status ?? pending?.status ?? ERROR_CODE_STATUS[code as ErrorCode];
    const messageId = options.message ?? pending?.message ?? ERROR_CODE_MESSAGE[code as ErrorCode];
    super({
      status,
      code,
      message: messageText(messageId, options.values),
      ...(options.issues ? { issues: options.issues } : {}),
      ...(options.cause === undefined ? {} : { cause: options.cause }),
    });
    this.headers = options.headers ?? {};
  }
}
