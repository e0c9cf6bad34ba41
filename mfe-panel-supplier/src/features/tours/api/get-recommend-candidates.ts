import useSWR from 'swr';
import { api } from 'shared-contracts/paths';
import { RecommendedItemsAnswerSchema, type RecommendedItem } from 'shared-contracts/tours';
import { getHttpClient } from 'shared-runtime/http';

/** GET /core/v1/recommend/tours/{id}?search: the supplier's other services the activity may recommend. */
export async function getRecommendCandidates(id: number, search: string): Promise<RecommendedItem[]> {
  return (await getHttpClient().get(api.tours.recommendCandidates.path({ id }, search ? { search } : {}), RecommendedItemsAnswerSchema, { kind: 'panel' })).data;
}

export function useRecommendCandidates(id: number, search: string) {
  return useSWR(['supplier-tour-recommend-candidates', id, search], () => getRecommendCandidates(id, search), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    keepPreviousData: true,
  });
}
