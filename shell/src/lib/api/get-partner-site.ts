import { type HttpClient } from 'shared-runtime/http';
import { api } from 'shared-contracts/paths';
import { type PartnerSite, PartnerSiteAnswerSchema } from 'shared-contracts/sites';

/** Site info by id (spec 000 §7: the response data is the site). */
export async function getPartnerSite(http: HttpClient, siteId: number): Promise<PartnerSite> {
  const answer = await http.get(api.partnerSites.byId.path({ id: siteId }), PartnerSiteAnswerSchema);
  return answer.data;
}
