import { isMessageId, translate, type MessageValues } from 'shared-contracts/i18n';

/**
 * English texts of ids the shared catalogue does not have yet. Each is requested in api/CONTRACT-REQUESTS.md;
 * once shared-contracts/i18n has it, its line here is deleted and the catalogue text is used.
 */
const PENDING_ENGLISH: Record<string, string> = {
  'validation.currentPasswordWrong': 'The current password is not correct.',
  'errors.sessionExpired': 'Your session has expired. Please log in again.',
  'errors.loginRetryIn': 'Too many failed login attempts. Please try again in {minutes} minutes.',
  'errors.payloadTooLarge': 'The request is too large.',
};

/** The English text of a message id; the API answers in English and clients may re-translate by `code`. */
export function messageText(id: string, values: MessageValues = {}): string {
  if (isMessageId(id)) return translate('en', id, values);
  const pending = PENDING_ENGLISH[id];
  if (pending === undefined) return id;
  return pending.replace(/\{(\w+)\}/g, (whole, name: string) => (values[name] === undefined ? whole : String(values[name])));
}
