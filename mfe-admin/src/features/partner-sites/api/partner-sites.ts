import useSWR from 'swr';
import { SiteStatus } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import {
  PartnerSiteAnswerSchema,
  PartnerSiteListAnswerSchema,
  SiteChangeAnswerSchema,
  SiteChangeListAnswerSchema,
  type PartnerSite,
  type SiteChange,
} from 'shared-contracts/sites';
import { getHttpClient } from 'shared-runtime/http';

/** GET /admin/partner-sites?status=2: every site waiting for approval (ADR 0025), oldest first. */
export function usePendingSites() {
  return useSWR(
    'admin-partner-sites:pending',
    async (): Promise<PartnerSite[]> =>
      (await getHttpClient().get(api.partnerSites.adminList.path({ status: SiteStatus.Pending, item_per_page: -1, left_off: -1 }), PartnerSiteListAnswerSchema, { kind: 'panel' })).data.data,
    { revalidateOnFocus: false },
  );
}

/** PUT /admin/partner-sites/{id}/approve: the site goes live. 409 when it is no longer waiting. */
export async function approveSite(id: number): Promise<PartnerSite> {
  return (await getHttpClient().put(api.partnerSites.approve.path({ id }), undefined, PartnerSiteAnswerSchema, { kind: 'panel' })).data;
}

/** PUT /admin/partner-sites/{id}/reject: back to its owner with the reason, who reads it on the site's settings. */
export async function rejectSite(id: number, reason: string): Promise<PartnerSite> {
  return (await getHttpClient().put(api.partnerSites.reject.path({ id }), { reason }, PartnerSiteAnswerSchema, { kind: 'panel' })).data;
}

/** GET /admin/partner-site-changes: every address change waiting for a decision (ADR 0026), oldest first, with its diff. */
export function usePendingSiteChanges() {
  return useSWR(
    'admin-partner-site-changes:pending',
    async (): Promise<SiteChange[]> =>
      (await getHttpClient().get(api.partnerSites.adminChanges.path({ item_per_page: -1, left_off: -1 }), SiteChangeListAnswerSchema, { kind: 'panel' })).data.data,
    { revalidateOnFocus: false },
  );
}

/** PUT /admin/partner-site-changes/{id}/approve: the asked-for address applies. 409 when decided already or the address was taken since. */
export async function approveSiteChange(id: number): Promise<SiteChange> {
  return (await getHttpClient().put(api.partnerSites.approveChange.path({ id }), undefined, SiteChangeAnswerSchema, { kind: 'panel' })).data;
}

/** PUT /admin/partner-site-changes/{id}/reject: the site keeps its address; its owner reads the reason. */
export async function rejectSiteChange(id: number, reason: string): Promise<SiteChange> {
  return (await getHttpClient().put(api.partnerSites.rejectChange.path({ id }), { reason }, SiteChangeAnswerSchema, { kind: 'panel' })).data;
}
