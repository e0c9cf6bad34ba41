import type { Locale } from 'shared-contracts/constants';
import { api } from 'shared-contracts/paths';
import { TourFullAnswerSchema, type CreateTourInput, type TourFull } from 'shared-contracts/tours';
import { getHttpClient } from 'shared-runtime/http';

/** POST /core/v1/tours?locale: the vital details make a Pending activity. */
export async function createTour(input: CreateTourInput, locale: Locale): Promise<TourFull> {
  return (await getHttpClient().post(api.tours.create.path({ locale }), input, TourFullAnswerSchema, { kind: 'panel' })).data;
}
