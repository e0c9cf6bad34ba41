import { ErrorCode, isApiError } from 'shared-contracts/errors';
import { isMessageId, type MessageId } from 'shared-runtime/i18n';

/** The catalogue text for an auth failure, so it shows in the user's language; else the server's own message. */
const AUTH_ERROR_MESSAGES: Partial<Record<string, MessageId>> = {
  [ErrorCode.INVALID_CREDENTIALS]: 'errors.invalidCredentials',
  [ErrorCode.ACCOUNT_BLOCKED]: 'errors.accountBlocked',
  [ErrorCode.RATE_LIMITED]: 'errors.tooManyLoginAttempts',
  [ErrorCode.NETWORK_ERROR]: 'errors.sessionTimeout',
};

export type ServerErrorText = { id: MessageId } | { text: string };

export function authErrorText(error: unknown): ServerErrorText {
  if (isApiError(error)) {
    const mapped = AUTH_ERROR_MESSAGES[error.code];
    if (mapped) return { id: mapped };
    if (error.messageId) return { id: error.messageId };
    if (error.message.trim()) return { text: error.message };
  }
  return { id: 'errors.somethingWentWrong' };
}

/** Field issues of a VALIDATION_FAILED answer, keyed by field, as catalogue ids when the server sent them. */
export function fieldIssues(error: unknown): { field: string; id: MessageId | null; text: string }[] {
  if (!isApiError(error) || !error.issues) return [];
  return error.issues.map((issue) => ({
    field: issue.path,
    id: isMessageId(issue.code) ? issue.code : null,
    text: issue.message,
  }));
}
