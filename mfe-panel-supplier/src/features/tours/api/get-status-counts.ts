import { api } from 'shared-contracts/paths';
import { TourStatusCountsAnswerSchema, type TourStatusCounts } from 'shared-contracts/tours';
import { getHttpClient } from 'shared-runtime/http';

/** GET /core/v1/tours/status-wise-count: the list's tab counts under the same search. */
export async function getStatusCounts(search: string): Promise<TourStatusCounts> {
  return (await getHttpClient().get(api.tours.statusCounts.path(search ? { search } : {}), TourStatusCountsAnswerSchema, { kind: 'panel' })).data;
}
