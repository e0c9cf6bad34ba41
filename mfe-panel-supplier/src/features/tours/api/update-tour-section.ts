import type { Locale } from 'shared-contracts/constants';
import { api } from 'shared-contracts/paths';
import { TourFullAnswerSchema, type TourFull, type TourSectionInput } from 'shared-contracts/tours';
import { getHttpClient } from 'shared-runtime/http';

/** PUT /core/v1/tours/{id}?locale: one editing section, replaced as a whole; answers the whole activity. */
export async function updateTourSection(id: number, input: TourSectionInput, locale: Locale): Promise<TourFull> {
  return (await getHttpClient().put(api.tours.update.path({ id }, { locale }), input, TourFullAnswerSchema, { kind: 'panel' })).data;
}
