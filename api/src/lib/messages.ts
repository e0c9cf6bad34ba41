import { isMessageId, translate, type MessageValues } from 'shared-contracts/i18n';

/** The English text of a message id; the API answers in English and clients may re-translate by `code`. */
export function messageText(id: string, values: MessageValues = {}): string {
  // Not an id: a finished sentence passed through as it is.
  return isMessageId(id) ? translate('en', id, values) : id;
}
