import type { Locale } from 'shared-contracts/constants';
import { api } from 'shared-contracts/paths';
import { SpecialInstructionAnswerSchema } from 'shared-contracts/tours';
import { getHttpClient } from 'shared-runtime/http';

/** PUT /core/v1/tour/special-instruction-mail/{id}?locale: the text in one language. */
export async function updateSpecialInstruction(id: number, text: string, locale: Locale) {
  return (await getHttpClient().put(api.tours.updateSpecialInstructionMail.path({ id }, { locale }), { text }, SpecialInstructionAnswerSchema, { kind: 'panel' })).data;
}
