import useSWR from 'swr';
import { api } from 'shared-contracts/paths';
import { TourAtGlanceAnswerSchema, type TourAtGlance } from 'shared-contracts/tours';
import { getHttpClient } from 'shared-runtime/http';
import { SWR_OPTIONS, tourKey } from './keys';

/** GET /core/v1/tours/{id}/at-glance: the activity's name, what it has, and what it still needs to be sold. */
export async function getTourAtGlance(tourId: number): Promise<TourAtGlance> {
  return (await getHttpClient().get(api.tours.atGlance.path({ id: tourId }), TourAtGlanceAnswerSchema, { kind: 'panel' })).data;
}

export function useTourAtGlance(tourId: number | null) {
  return useSWR(tourId === null ? null : tourKey(tourId, 'at-glance'), () => getTourAtGlance(tourId!), SWR_OPTIONS);
}
