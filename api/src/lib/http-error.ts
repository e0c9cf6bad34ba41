import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Issue } from 'shared-contracts/common';
import { ApiError, ERROR_CODE_MESSAGE, ERROR_CODE_STATUS, type ErrorCode } from 'shared-contracts/errors';
import { isMessageId, type MessageValues } from 'shared-contracts/messages';
import { messageText } from './messages';

export type ApiCode = ErrorCode;

export interface HttpErrorOptions {
  /** Defaults to the contract's status for the code. */
  status?: ContentfulStatusCode;
  /** A catalogue message id (rendered in the caller's APP-LOCALE) or a finished sentence; defaults to the code's own message. */
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
  /** The values of the catalogue message, so the error handler can render it again in the caller's language. */
  readonly values: MessageValues;

  constructor(code: ApiCode, options: HttpErrorOptions = {}) {
    const status = options.status ?? (ERROR_CODE_STATUS[code] as ContentfulStatusCode);
    const messageId = options.message ?? ERROR_CODE_MESSAGE[code];
    super({
      status,
      code,
      message: messageText(messageId, options.values),
      ...(isMessageId(messageId) ? { messageId } : {}),
      ...(options.issues ? { issues: options.issues } : {}),
      ...(options.cause === undefined ? {} : { cause: options.cause }),
    });
    this.headers = options.headers ?? {};
    this.values = options.values ?? {};
  }
}
