import { vValidator } from '@hono/valibot-validator';
import type { ValidationTargets } from 'hono';
import type { Issue } from 'shared-contracts/common';
import { issuesFromValibot } from 'shared-contracts/errors';
import * as v from 'valibot';
import { HttpError } from './http-error';
import { messageText } from './messages';

type AnyIssue = v.BaseIssue<unknown>;

export function toIssues(issues: readonly AnyIssue[]): Issue[] {
  return issuesFromValibot(issues, (id) => messageText(id));
}

/** The 400 of every invalid payload: `{ message: 'Bad request', code: 'VALIDATION_FAILED', issues }`. */
export function validationError(issues: Issue[]): HttpError {
  return new HttpError('VALIDATION_FAILED', { message: 'errors.badRequest', issues });
}

/** The one way routes validate input: the contract schema, failures answered through the app's error handler. */
export const validate = <T extends v.GenericSchema | v.GenericSchemaAsync, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) =>
  vValidator(target, schema, (result) => {
    if (!result.success) throw validationError(toIssues(result.issues));
  });

/** Shapes an outgoing DTO with its contract schema; a mismatch is our bug, so it surfaces as a 500. */
export function toDto<T extends v.GenericSchema>(schema: T, value: v.InferInput<T>): v.InferOutput<T> {
  const result = v.safeParse(schema, value);
  if (!result.success) {
    const detail = result.issues.map((issue) => `${v.getDotPath(issue) ?? ''}: ${issue.message}`).join('; ');
    throw new Error(`Answer does not match its contract schema: ${detail}`);
  }
  return result.output;
}
