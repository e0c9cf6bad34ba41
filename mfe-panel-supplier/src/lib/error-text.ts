/** Field error texts, shown alike by every feature of this remote that edits a form. */
import { isMessageId } from 'shared-runtime/i18n';
import type { T } from 'shared-runtime/session';

interface ErrorLike {
  message?: unknown;
  type?: unknown;
}

/** One field error's text: a catalogue id in the page's language, a server's own words as they came, else "not valid". */
export function errorText(error: ErrorLike | undefined | null, t: T): string | null {
  const message = error?.message;
  if (typeof message !== 'string' || message === '') return null;
  if (isMessageId(message)) return t(message);
  return error?.type === 'server' ? message : t('validation.invalid');
}

/** The first text in an error tree of react-hook-form ('tag_ids' or 'tag_ids.3'): for a list with no field per item. */
export function firstErrorText(error: unknown, t: T): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const own = errorText(error as ErrorLike, t);
  if (own) return own;
  for (const [key, value] of Object.entries(error)) {
    if (key === 'ref' || key === 'message' || key === 'type' || key === 'types') continue;
    const nested = firstErrorText(value, t);
    if (nested) return nested;
  }
  return null;
}
