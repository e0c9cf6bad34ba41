import useSWR from 'swr';
import { api } from 'shared-contracts/paths';
import { LegalTextAnswerSchema, PageStatus, type LegalTextSchema } from 'shared-contracts/site-content';
import { PanelPageListAnswerSchema, type PanelPage } from 'shared-contracts/site-pages';
import { type CreateSiteInput, PartnerSiteAnswerSchema, type PartnerSite, type UpdateSiteInput } from 'shared-contracts/sites';
import { CurrentUserAnswerSchema, type CurrentUser } from 'shared-contracts/users';
import * as v from 'shared-contracts/valibot';
import { getHttpClient } from 'shared-runtime/http';

/** POST /partner-sites: a new site, Pending until an administrator approves it (ADR 0025). */
export async function createSite(input: CreateSiteInput): Promise<PartnerSite> {
  return (await getHttpClient().post(api.partnerSites.create.path(), input, PartnerSiteAnswerSchema, { kind: 'panel' })).data;
}

/** PUT /partner-sites/{id}: the general settings; a live site's new address comes back as its address_change (ADR 0026). */
export async function updateSite(id: number, input: UpdateSiteInput): Promise<PartnerSite> {
  return (await getHttpClient().put(api.partnerSites.update.path({ id }), input, PartnerSiteAnswerSchema, { kind: 'panel' })).data;
}

/** PUT /partner-sites/deactivated/{id}: the site stops being served. */
export async function deactivateSite(id: number): Promise<PartnerSite> {
  return (await getHttpClient().put(api.partnerSites.deactivate.path({ id }), undefined, PartnerSiteAnswerSchema, { kind: 'panel' })).data;
}

/** The platform's own privacy policy, in the panel's language (platform texts). */
export function usePlatformPrivacyPolicy(locale: string) {
  return useSWR(`platform-privacy:${locale}`, async (): Promise<v.InferOutput<typeof LegalTextSchema>> => (await getHttpClient().get(api.siteContent.platformPrivacyPolicy.path({ locale }), LegalTextAnswerSchema)).data, {
    revalidateOnFocus: false,
  });
}

/** PUT /user/privacy-policy, then the current user again, so every page sees the new answer. */
export async function decidePrivacyPolicy(accepted: boolean): Promise<CurrentUser> {
  const http = getHttpClient();
  await http.put(api.users.privacyPolicy.path(), { accepted }, v.unknown(), { kind: 'panel' });
  return (await http.get(api.users.current.path(), CurrentUserAnswerSchema, { kind: 'panel' })).data;
}

/** The site's published pages: the ones its home page can be (an unpublished page is not served). */
export function usePublishedPages(siteId: number) {
  return useSWR(`partner-published-pages:${siteId}`, async (): Promise<PanelPage[]> => {
    const path = api.sitePages.list.path({ siteId }, { status: PageStatus.published, item_per_page: -1, left_off: -1 });
    return (await getHttpClient().get(path, PanelPageListAnswerSchema, { kind: 'panel' })).data.data;
  }, { revalidateOnFocus: false });
}
