import useSWR from 'swr';
import type * as v from 'valibot';
import { FooterAnswerSchema, PLATFORM_MEMBER_BY, type FooterSchema } from 'shared-contracts/site-content';
import { getHttpClient } from 'shared-runtime/http';
import { api } from 'shared-contracts/paths';
import type { PartnerSite } from 'shared-contracts/sites';

export type Footer = v.InferOutput<typeof FooterSchema>;

export function footerPath(siteId: number, lang: string): string {
  return api.siteContent.footer.path({ siteId }, { prefix: `/${lang}/page/`, locale: lang });
}

export async function getFooter(siteId: number, lang: string): Promise<Footer> {
  return (await getHttpClient().get(footerPath(siteId, lang), FooterAnswerSchema, { kind: 'public' })).data;
}

/** What the footer shows before (or without) its call: the site's own footer settings, no extra links. */
export function footerFromSite(site: PartnerSite): Footer {
  const settings = site.footer_settings;
  return {
    company_name: site.general_settings.company_name ?? null,
    background_color: settings.footer_background_color,
    font_color: settings.footer_font_color,
    widgets: settings.widgets,
    links: [],
    use_goto_hub_privacy: settings.use_goto_hub_privacy,
    privacy_policy_page_path: settings.privacy_policy_page_path ?? 'privacy-policy',
    terms_and_conditions_page_path: settings.terms_and_conditions_page_path ?? 'terms-and-conditions',
    member_by: { ...PLATFORM_MEMBER_BY },
    contact: { address: site.location_settings.address ?? null, phone: site.location_settings.phone ?? null, email: site.location_settings.email ?? null },
  };
}

/** Footer (spec 002 §7.2 GET /{siteId}/footer?prefix={locale}/page/): colours, widgets, links, member-by block. */
export function useFooter(siteId: number, lang: string) {
  return useSWR<Footer, Error>(footerPath(siteId, lang), () => getFooter(siteId, lang), { revalidateOnFocus: false });
}
