import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorEnvelope } from 'shared-contracts/common';
import { ApiError } from 'shared-contracts/errors';
import { formatMessage, isMessageId } from 'shared-contracts/messages';
import { withoutQueryParameters } from '../db/client';
import { HttpError } from './http-error';
import { requestedLocale } from './locale';
import { answerLocale } from './messages';

/** Hono's own exceptions (malformed JSON, body limit) mapped onto contract codes. */
function fromHonoException(error: HTTPException): HttpError {
  switch (error.status) {
    case 400:
      return new HttpError('BAD_REQUEST', { issues: [{ path: '', message: error.message, code: 'validation.invalid' }] });
    case 401:
      return new HttpError('UNAUTHENTICATED');
    case 403:
      return new HttpError('FORBIDDEN');
    case 404:
      return new HttpError('NOT_FOUND');
    case 413:
      return new HttpError('PAYLOAD_TOO_LARGE');
    default:
      return new HttpError('INTERNAL');
  }
}

const isContentfulStatus = (status: number): status is ContentfulStatusCode =>
  Number.isInteger(status) && status >= 400 && status <= 599;

/**
 * The envelope in the caller's APP-LOCALE (English when it has no catalogue, or a text is missing from it): the
 * message and the issues rendered again from their catalogue ids. Codes stay as they are; sentences that are no
 * catalogue id are passed through.
 */
function localizedEnvelope(error: ApiError, c: Context): ErrorEnvelope {
  const envelope = error.toEnvelope();
  const locale = answerLocale(requestedLocale(c));
  if (locale === 'en') return envelope;
  const message = error.messageId ? formatMessage(locale, error.messageId, error instanceof HttpError ? error.values : undefined) : envelope.message;
  const issues = envelope.issues?.map((issue) => (issue.code && isMessageId(issue.code) ? { ...issue, message: formatMessage(locale, issue.code) } : issue));
  return { ...envelope, message, ...(issues ? { issues } : {}) };
}

/** The one place an error becomes an answer: `{ message, code, issues? }`. Unknown errors are logged, never shown. */
export const handleError: ErrorHandler = (error, c) => {
  let apiError: ApiError;
  if (error instanceof ApiError) apiError = error;
  else if (error instanceof HTTPException) apiError = fromHonoException(error);
  else {
    console.error(`[api] ${c.req.method} ${c.req.path} failed:`, withoutQueryParameters(error));
    apiError = new HttpError('INTERNAL');
  }
  if (apiError instanceof HttpError) for (const [name, value] of Object.entries(apiError.headers)) c.header(name, value);
  c.header('Cache-Control', 'no-store');
  return c.json(localizedEnvelope(apiError, c), isContentfulStatus(apiError.status) ? apiError.status : 500);
};

export const jsonNotFound = (c: Context) => c.json(localizedEnvelope(new HttpError('NOT_FOUND'), c), 404);
