import useSWR from 'swr';
import { api } from 'shared-contracts/paths';
import { PartnerSiteAnswerSchema, type PartnerSite } from 'shared-contracts/sites';
import { getHttpClient } from 'shared-runtime/http';

/** GET /partner-sites/{id}: one of the caller's sites, with its status and any administrator's note. */
export function useOwnSite(id: number | null) {
  return useSWR(id === null ? null : `partner-site:${id}`, async (): Promise<PartnerSite> => (await getHttpClient().get(api.partnerSites.byId.path({ id: id! }), PartnerSiteAnswerSchema, { kind: 'panel' })).data, {
    revalidateOnFocus: false,
  });
}
