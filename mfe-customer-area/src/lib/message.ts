import type { MessageId, MessageValues } from 'shared-runtime/i18n';

/** A text to show, still untranslated: the lib's formatting rules stay pure, the component translates. */
export interface Message {
  id: MessageId;
  values?: MessageValues;
}

export type Translate = (id: MessageId, values?: MessageValues) => string;

export function renderMessage(t: Translate, message: Message): string {
  return t(message.id, message.values);
}
