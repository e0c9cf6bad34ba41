import { api } from 'shared-contracts/paths';
import { RecommendedItemsAnswerSchema, type RecommendedItem } from 'shared-contracts/tours';
import { getHttpClient } from 'shared-runtime/http';

/** POST /core/v1/tour/recommend: replaces what the activity recommends, in this order. */
export async function setRecommendations(id: number, recommendedIds: number[]): Promise<RecommendedItem[]> {
  const body = { service_id: id, recommended_ids: recommendedIds };
  return (await getHttpClient().post(api.tours.setRecommendations.path(), body, RecommendedItemsAnswerSchema, { kind: 'panel' })).data;
}
