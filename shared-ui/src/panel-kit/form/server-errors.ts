import type { GenericSchema } from 'shared-contracts/valibot';
import { isApiError } from 'shared-contracts/errors';
import type { Issue } from 'shared-contracts/common';
import { isMessageId } from 'shared-runtime/i18n';

/**
 * A failed save split for the form: issues whose path names a field of the form go onto that field; the answer's
 * message, and issues of fields the form does not have (or of the whole payload, path ''), go above the form.
 * The answer is the API's one error envelope, `{ message, code, issues?: [{ path, message, code? }] }`
 * (shared-contracts/common ErrorEnvelopeSchema), which the HTTP client hands over as ApiError.message and .issues.
 */
export interface ServerErrors {
  fields: { path: string; message: string }[];
  general: string | null;
  unplaced: { path: string; message: string }[];
}

/** An issue's text for the form: its catalogue id when it has one (re-rendered in the page's language), else the server's text. */
function issueMessage(issue: Issue): string {
  return issue.code && isMessageId(issue.code) ? issue.code : issue.message;
}

/** The top-level keys of an object schema (a pipe over one keeps them), or null when the schema is of another kind. */
export function schemaFields(schema: GenericSchema): ReadonlySet<string> | null {
  const entries = (schema as { entries?: unknown }).entries;
  return typeof entries === 'object' && entries !== null ? new Set(Object.keys(entries)) : null;
}

export function splitServerErrors(error: unknown, isField: (path: string) => boolean): ServerErrors {
  if (!isApiError(error) && !(error instanceof Error && error.name === 'ApiError')) return { fields: [], general: null, unplaced: [] };
  const issues = (error as { issues?: Issue[] }).issues ?? [];
  const fields: ServerErrors['fields'] = [];
  const unplaced: ServerErrors['unplaced'] = [];
  for (const issue of issues) {
    const target = issue.path !== '' && isField(issue.path) ? fields : unplaced;
    target.push({ path: issue.path, message: issueMessage(issue) });
  }
  return { fields, general: error.message || null, unplaced };
}
