import useSWR from 'swr';
import { api } from 'shared-contracts/paths';
import { RecommendedItemsAnswerSchema, type RecommendedItem } from 'shared-contracts/tours';
import { getHttpClient } from 'shared-runtime/http';

/** GET /core/v1/tours/recommend/{id}: what the activity recommends, in order. */
export async function getRecommendations(id: number): Promise<RecommendedItem[]> {
  return (await getHttpClient().get(api.tours.recommendations.path({ id }), RecommendedItemsAnswerSchema, { kind: 'panel' })).data;
}

export function useRecommendations(id: number) {
  return useSWR(['supplier-tour-recommendations', id], () => getRecommendations(id), { revalidateOnFocus: false, shouldRetryOnError: false });
}
