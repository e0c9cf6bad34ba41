import useSWR from 'swr';
import { api } from 'shared-contracts/paths';
import { TourFullAnswerSchema, type TourFull } from 'shared-contracts/tours';
import { getHttpClient } from 'shared-runtime/http';
import { SWR_OPTIONS, tourKey } from './keys';

/** GET /core/v1/tours/{id}/full: every editing section (the mapping page reads the vital details). */
export async function getTourFull(tourId: number): Promise<TourFull> {
  return (await getHttpClient().get(api.tours.full.path({ id: tourId }), TourFullAnswerSchema, { kind: 'panel' })).data;
}

export function useTourFull(tourId: number) {
  return useSWR(tourKey(tourId, 'full'), () => getTourFull(tourId), SWR_OPTIONS);
}
