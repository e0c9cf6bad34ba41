import useSWR from 'swr';
import { api } from 'shared-contracts/paths';
import { TourSummaryAnswerSchema, type TourListItem } from 'shared-contracts/tours';
import { getHttpClient } from 'shared-runtime/http';
import { calendarKey, SWR_OPTIONS } from './keys';

/** GET /core/v1/tour/{id}: the list row of one activity, for the heading of its calendar pages (404 when not the caller's). */
export async function getActivity(id: number): Promise<TourListItem> {
  return (await getHttpClient().get(api.tours.summary.path({ id }), TourSummaryAnswerSchema, { kind: 'panel' })).data;
}

/** null: no activity to read (an id that is no id). */
export function useActivity(id: number | null) {
  return useSWR(id === null ? null : calendarKey('activity', id), () => getActivity(id!), SWR_OPTIONS);
}
