import { isApiError, needsAlert } from 'shared-contracts/errors';
import type { T } from 'shared-runtime/session';

/**
 * What to tell the user about a failed call: the HTTP client's message (the server's own, already in the page's
 * language), else the generic one; null when the client has already acted on it (the session ended, access denied).
 */
export function failureText(error: unknown, t: T): string | null {
  if (!needsAlert(error)) return null;
  // Read structurally too: another copy of shared-contracts/errors may have made it.
  const fromClient = isApiError(error) || (error instanceof Error && error.name === 'ApiError');
  return fromClient && error.message ? error.message : t('errors.somethingWentWrong');
}

/** The HTTP status of a failed call, when the HTTP client made it. */
export function failureStatus(error: unknown): number | null {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof error === 'object' && typeof status === 'number' ? status : null;
}
