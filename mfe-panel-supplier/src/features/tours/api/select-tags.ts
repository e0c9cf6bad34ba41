import useSWR from 'swr';
import { LIMITS } from 'shared-contracts/constants';
import { api } from 'shared-contracts/paths';
import { TagSelectAnswerSchema } from 'shared-contracts/tours';
import { getHttpClient } from 'shared-runtime/http';

/** POST /core/v1/select/tag/all (spec 002 §7.10): every tag (-1/-1), for the activity's form. */
export async function selectTags() {
  const answer = await getHttpClient().post(api.tours.selectTags.path(), { limit: LIMITS.allItems, page_number: LIMITS.allItems }, TagSelectAnswerSchema, {
    kind: 'panel',
  });
  return answer.data.data;
}

export function useTags() {
  return useSWR(['supplier-tags'], selectTags, { revalidateOnFocus: false, shouldRetryOnError: false });
}
