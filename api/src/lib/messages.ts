import { DEFAULT_LOCALE, isLocale } from 'shared-contracts/constants';
import { formatMessage, isMessageId, type MessageValues } from 'shared-contracts/messages';

/** The English text of a message id (the error handler renders it again in the caller's language). */
export function messageText(id: string, values: MessageValues = {}): string {
  // Not an id: a finished sentence passed through as it is.
  return isMessageId(id) ? formatMessage(DEFAULT_LOCALE, id, values) : id;
}

/**
 * The locale to render answers in: the requested one when it is one of ours, else English. Every catalogue is in
 * memory whole (shared-contracts/messages), so nothing loads; a text a locale lacks renders in English.
 */
export function answerLocale(requested: string | undefined): string {
  return isLocale(requested) ? requested : DEFAULT_LOCALE;
}
