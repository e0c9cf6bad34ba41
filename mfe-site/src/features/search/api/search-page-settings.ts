import useSWR from 'swr';
import { api } from 'shared-contracts/paths';
import { PublicSearchPageAnswerSchema, type PublicSearchPage } from 'shared-contracts/sites';
import { getHttpClient } from 'shared-runtime/http';

/**
 * GET /core/public/partner-sites/search-page: the site's cover and texts for its search page, in the page's language.
 * Without them (none set, or the call failed) the page keeps its own title: the search works all the same.
 */
export function useSearchPageSettings(siteId: number, locale: string) {
  return useSWR(
    `search-page:${siteId}:${locale}`,
    async (): Promise<PublicSearchPage> =>
      (await getHttpClient().get(api.partnerSites.publicSearchPage.path({ site_id: String(siteId), locale }), PublicSearchPageAnswerSchema, { kind: 'public' })).data,
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}
