import useSWR from 'swr';
import type { Locale } from 'shared-contracts/constants';
import { api } from 'shared-contracts/paths';
import { SpecialInstructionAnswerSchema } from 'shared-contracts/tours';
import { getHttpClient } from 'shared-runtime/http';

/** GET /core/v1/tour/special-instruction-mail/{id}/full?locale: the text mailed with the confirmation. */
export async function getSpecialInstruction(id: number, locale: Locale) {
  return (await getHttpClient().get(api.tours.specialInstructionMail.path({ id }, { locale }), SpecialInstructionAnswerSchema, { kind: 'panel' })).data;
}

export function useSpecialInstruction(id: number, locale: Locale) {
  return useSWR(['supplier-tour-special-instruction', id, locale], () => getSpecialInstruction(id, locale), { revalidateOnFocus: false, shouldRetryOnError: false });
}
