import useSWR from 'swr';
import { getHttpClient } from 'shared-runtime/http';
import { api } from 'shared-contracts/paths';
import { SearchConfigAnswerSchema, type SearchConfig } from 'shared-contracts/search';

/** Where the storefront sends its searches: the API's embedded engine on this origin, or Algolia. */
export async function getSearchConfig(): Promise<SearchConfig> {
  const answer = await getHttpClient().get(api.search.config.path(), SearchConfigAnswerSchema, { kind: 'public' });
  return answer.data;
}

export function useSearchConfig() {
  return useSWR('search/config', getSearchConfig, { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false });
}
