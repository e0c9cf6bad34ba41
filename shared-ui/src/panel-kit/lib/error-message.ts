import { isApiError } from 'shared-contracts/errors';
import type { MessageId } from 'shared-runtime/i18n';
import type { T } from 'shared-runtime/session';

/**
 * What to tell the user about a failure: the HTTP client's message (the server's, else the status mapping, already
 * in the page's language), or `fallback` for anything else (a bug, a rejected promise of our own).
 */
export function errorMessage(error: unknown, t: T, fallback: MessageId = 'errors.somethingWentWrong'): string {
  // Read structurally too: a remote may hold another copy of shared-contracts/errors when shared versions diverge.
  const fromClient = isApiError(error) || (error instanceof Error && error.name === 'ApiError');
  return fromClient && error.message ? error.message : t(fallback);
}
