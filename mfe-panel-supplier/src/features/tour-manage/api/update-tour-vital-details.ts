import { TourEditSection } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import { TourFullAnswerSchema, type TourFull, type VitalDetailsInput } from 'shared-contracts/tours';
import { getHttpClient } from 'shared-runtime/http';

/**
 * PUT /core/v1/tours/{id} with the vital details section, written in `locale` (the language its name came in, so
 * saving the mapping never adds a translation).
 */
export async function updateTourVitalDetails(tourId: number, input: VitalDetailsInput, locale: string): Promise<TourFull> {
  const body = { section: TourEditSection.vitalDetails, ...input };
  return (await getHttpClient().put(api.tours.update.path({ id: tourId }, { locale }), body, TourFullAnswerSchema, { kind: 'panel' })).data;
}
