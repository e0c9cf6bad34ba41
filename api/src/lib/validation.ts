import { vValidator } from '@hono/valibot-validator';
import type { ValidationTargets } from 'hono';
import type { Issue } from 'shared-contracts/common';
import { issuesFromValibot } from 'shared-contracts/errors';
import { isMessageId, type MessageId } from 'shared-contracts/messages';
import * as v from 'valibot';
import { HttpError } from './http-error';
import { messageText } from './messages';

type AnyIssue = v.BaseIssue<unknown>;

export function toIssues(issues: readonly AnyIssue[]): Issue[] {
  return issuesFromValibot(issues, (id) => messageText(id), isMessageId);
}

/** The 400 of every invalid payload: `{ message: 'Bad request', code: 'VALIDATION_FAILED', issues }`. */
export function validationError(issues: Issue[]): HttpError {
  return new HttpError('VALIDATION_FAILED', { message: 'errors.badRequest', issues });
}

/** A 400 on one field, for a rule only the database can check (a name taken, a page of another site). */
export function fieldError(path: string, id: MessageId): HttpError {
  return validationError([{ path, message: messageText(id), code: id }]);
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

/**
 * Whether JSON text nests arrays and objects deeper than `maxDepth`, found by one pass over the text before anything
 * parses it: V8 parses any depth, but the code that walks a parsed value (serialising it, valibot) recurses and
 * overflows the stack on a body nested 100,000 deep. Malformed text is left for the parser to refuse.
 */
export function exceedsJsonDepth(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c) i++; // backslash: the next character is escaped
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      if (++depth > maxDepth) return true;
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
  return false;
}
