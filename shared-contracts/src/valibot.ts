/**
 * shared-contracts/valibot: the valibot functions the contracts use, as ONE shared module. Every schema module of
 * shared-contracts is a Module Federation singleton of its own, and each would otherwise carry its own copy of the
 * valibot functions it calls (a shared module is not tree-shaken, and neither is what it bundles shared). Contract
 * code imports valibot from here; add a name when a schema needs it.
 */
import { check, pipe, string as anyString, type ErrorMessage, type StringIssue } from 'valibot';

export {
  ValiError,
  array,
  boolean,
  check,
  email,
  enum,
  finite,
  forward,
  getDotPath,
  integer,
  isoDate,
  length,
  literal,
  looseObject,
  maxLength,
  maxValue,
  minLength,
  minValue,
  nonEmpty,
  nullable,
  number,
  object,
  optional,
  parse,
  partialCheck,
  picklist,
  pipe,
  record,
  regex,
  safeParse,
  toLowerCase,
  toNumber,
  toUpperCase,
  transform,
  trim,
  union,
  unknown,
  uuid,
  variant,
} from 'valibot';
export type { BaseIssue, GenericSchema, InferInput, InferOutput } from 'valibot';

/**
 * valibot's string, refusing the NUL character: PostgreSQL text cannot hold one (the insert fails), and no name,
 * comment or query of ours needs it. Every contract string is one of these, so a new field cannot forget the rule.
 */
export function string<const TMessage extends ErrorMessage<StringIssue> | undefined = undefined>(message?: TMessage) {
  return pipe(
    anyString(message as TMessage),
    check((text: string) => !text.includes('\u0000'), 'validation.invalidCharacter'),
  );
}
