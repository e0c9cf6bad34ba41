import { DEFAULT_LOCALE, type Locale } from 'shared-contracts/constants';
import { formatMessage, type MessageId, type MessageValues } from 'shared-contracts/messages';

/** A text of the exports' catalogue (shared-contracts export.*) in the caller's language, English by default. */
export function exportText(locale: Locale | undefined, id: MessageId, values?: MessageValues): string {
  return formatMessage(locale ?? DEFAULT_LOCALE, id, values);
}
