import useSWR from 'swr';
import { api } from 'shared-contracts/paths';
import { TourSummaryAnswerSchema, type TourListItem } from 'shared-contracts/tours';
import { getHttpClient } from 'shared-runtime/http';

/** GET /core/v1/tour/{id}: the list row of one activity (its name and status, for a settings page's heading). */
export async function getTourSummary(id: number): Promise<TourListItem> {
  return (await getHttpClient().get(api.tours.summary.path({ id }), TourSummaryAnswerSchema, { kind: 'panel' })).data;
}

/** null: no activity to read (an id that is no id). */
export function useTourSummary(id: number | null) {
  return useSWR(id === null ? null : ['supplier-tour-summary', id], () => getTourSummary(id!), { revalidateOnFocus: false, shouldRetryOnError: false });
}
