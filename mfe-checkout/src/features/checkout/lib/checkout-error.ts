/**
 * What the checkout shows when a step fails: a catalogue id (spec 001 §8's checkout and terminal messages) or the
 * server's own text (the API's PaymentError already carries the spec message, and a server message takes
 * precedence, spec 000 §8).
 */
import { ApiError } from 'shared-contracts/errors';
import type { MessageId, MessageValues } from 'shared-runtime/i18n';

export class CheckoutError extends Error {
  override readonly name = 'CheckoutError';
  readonly messageId: MessageId | null;
  readonly values: MessageValues | undefined;
  /** Whether nothing reached the server's state, so pressing Pay again may replay the same attempt's keys. */
  readonly retryable: boolean;

  constructor(init: { messageId?: MessageId; values?: MessageValues; text?: string; retryable?: boolean; cause?: unknown }) {
    super(init.text ?? init.messageId ?? 'checkout failed', { cause: init.cause });
    this.messageId = init.messageId ?? null;
    this.values = init.values;
    this.retryable = init.retryable ?? false;
  }
}

/** The server's message when it sent one, else `fallback` (the step's own message from the catalogue). */
export function checkoutErrorFrom(error: unknown, fallback: MessageId): CheckoutError {
  if (error instanceof CheckoutError) return error;
  if (error instanceof ApiError) {
    const retryable = error.status === 0;
    if (error.status !== 0 && !error.messageId && error.message.trim()) return new CheckoutError({ text: error.message, retryable, cause: error });
    return new CheckoutError({ messageId: fallback, retryable, cause: error });
  }
  return new CheckoutError({ messageId: fallback, cause: error });
}

/** A failure after the reservation was released: the next press of Pay is a new attempt (new keys). */
export function afterRelease(error: unknown, fallback: MessageId): CheckoutError {
  const shown = checkoutErrorFrom(error, fallback);
  if (!shown.retryable) return shown;
  return new CheckoutError({ ...(shown.messageId ? { messageId: shown.messageId } : { text: shown.message }), values: shown.values, cause: error });
}
