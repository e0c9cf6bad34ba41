/**
 * shared-contracts/valibot: the valibot functions the contracts use, as ONE shared module. Every schema module of
 * shared-contracts is a Module Federation singleton of its own, and each would otherwise carry its own copy of the
 * valibot functions it calls (a shared module is not tree-shaken, and neither is what it bundles shared). Contract
 * code imports valibot from here; add a name when a schema needs it.
 */
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
  string,
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
