import * as v from 'shared-contracts/valibot';
import { LOCALES } from 'shared-contracts/constants';
import { dataEnvelope } from 'shared-contracts/common';

export const LocaleCodeSchema = v.picklist(LOCALES);

/** A locale entry (spec 001 §3): has a code. */
export const LocaleEntrySchema = v.object({
  code: LocaleCodeSchema,
  /** The language's own name, e.g. "Norsk". */
  name: v.string(),
  is_active: v.boolean(),
});
export type LocaleEntry = v.InferOutput<typeof LocaleEntrySchema>;

export const LocaleListAnswerSchema = dataEnvelope(v.array(LocaleEntrySchema));
export type LocaleListAnswer = v.InferOutput<typeof LocaleListAnswerSchema>;
