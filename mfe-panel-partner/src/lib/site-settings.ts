import { useSWRConfig } from 'swr';
import { api } from 'shared-contracts/paths';
import { PartnerSiteAnswerSchema, type PartnerSite, type SiteSettingsInput } from 'shared-contracts/sites';
import { getHttpClient } from 'shared-runtime/http';
import { ownSiteKey } from './own-site';

/**
 * PUT /partner-sites/{id}/site-settings: the groups given replace the site's (ADR 0029). Shared by the site settings
 * and theme pages, which write different groups of the same call.
 */
export async function updateSiteSettings(id: number, input: SiteSettingsInput): Promise<PartnerSite> {
  return (await getHttpClient().put(api.partnerSites.updateSettings.path({ id }), input, PartnerSiteAnswerSchema, { kind: 'panel' })).data;
}

/** Saves and puts the answer in useOwnSite's cache, so every page of the site sees the saved settings at once. */
export function useSaveSiteSettings() {
  const { mutate } = useSWRConfig();
  return async (id: number, input: SiteSettingsInput): Promise<PartnerSite> => {
    const site = await updateSiteSettings(id, input);
    await mutate(ownSiteKey(id), site, { revalidate: false });
    return site;
  };
}
