import useSWR from 'swr';
import { api } from 'shared-contracts/paths';
import { PartnerSiteAnswerSchema, type PartnerSite } from 'shared-contracts/sites';
import { getHttpClient } from 'shared-runtime/http';
import { useIntl } from 'shared-runtime/session';

/** The SWR key of a site the caller owns: saving pages put their answer here (lib/site-settings). */
export const ownSiteKey = (id: number) => `partner-site:${id}`;

/** GET /partner-sites/{id}: one of the caller's sites, with its status and any administrator's note. */
export function useOwnSite(id: number | null) {
  return useSWR(id === null ? null : ownSiteKey(id), async (): Promise<PartnerSite> => (await getHttpClient().get(api.partnerSites.byId.path({ id: id! }), PartnerSiteAnswerSchema, { kind: 'panel' })).data, {
    revalidateOnFocus: false,
  });
}

/** The site's languages, primary first, and a language's name in the panel's language. */
export function useSiteLanguages(site: PartnerSite) {
  const intl = useIntl();
  const { enabled_language: enabled, primary_language: primary } = site.general_settings.language;
  return {
    primary,
    languages: [primary, ...enabled.filter((code) => code !== primary)],
    languageName: (code: string) => intl.formatDisplayName(code, { type: 'language' }) ?? code,
  };
}
