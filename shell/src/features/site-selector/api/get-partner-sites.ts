import useSWR, { type SWRResponse } from 'swr';
import { LIMITS } from 'shared-contracts/constants';
import { type HttpClient } from 'shared-runtime/http';
import { api } from 'shared-contracts/paths';
import { type PartnerSite, PartnerSiteListAnswerSchema } from 'shared-contracts/sites';
import { useHttp } from '../../../lib/http';

/** The partner's own sites, all of them (spec 000 §7: item_per_page=-1&left_off=-1, the array in data.data). */
export const partnerSitesKey = api.partnerSites.list.path({ item_per_page: LIMITS.allItems, left_off: LIMITS.allItems });

export async function getPartnerSites(http: HttpClient): Promise<PartnerSite[]> {
  const answer = await http.get(partnerSitesKey, PartnerSiteListAnswerSchema);
  return answer.data.data;
}

/**
 * SWR keyed by the request path: swr is a shared singleton, so the partner remote can `mutate(partnerSitesKey)`
 * after creating or renaming a site and the selector follows.
 */
export function usePartnerSites(enabled: boolean): SWRResponse<PartnerSite[], Error> {
  const http = useHttp();
  return useSWR<PartnerSite[], Error>(enabled ? partnerSitesKey : null, () => getPartnerSites(http), { revalidateOnFocus: false });
}
