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

/**
 * Every text in an error tree of react-hook-form ('tag_ids' and 'tag_ids.0', or a list's items): for a list whose
 * lines have no field of their own, such as a row of checkboxes.
 */
export function errorTexts(error: unknown, t: T): string[] {
  if (typeof error !== 'object' || error === null) return [];
  const own = errorText(error as ErrorLike, t);
  const nested = Object.entries(error)
    .filter(([key]) => key !== 'ref' && key !== 'message' && key !== 'type' && key !== 'types')
    .flatMap(([, value]) => errorTexts(value, t));
  return [...new Set([...(own ? [own] : []), ...nested])];
}
