import useSWR from 'swr';
import { LIMITS } from 'shared-contracts/constants';
import { api } from 'shared-contracts/paths';
import { TagSelectAnswerSchema } from 'shared-contracts/tours';
import { getHttpClient } from 'shared-runtime/http';

/** POST /core/v1/select/tag/all (limit -1, page_number -1: every tag), for a product form's choices. */
export async function selectTags() {
  const body = { limit: LIMITS.allItems, page_number: LIMITS.allItems };
  return (await getHttpClient().post(api.tours.selectTags.path(), body, TagSelectAnswerSchema, { kind: 'panel' })).data.data;
}

export function useTags() {
  return useSWR('supplier-listing-tags', selectTags, { revalidateOnFocus: false, shouldRetryOnError: false });
}
