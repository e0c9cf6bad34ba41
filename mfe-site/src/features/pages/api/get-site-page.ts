import useSWR from 'swr';
import { SitePageAnswerSchema, type SitePage } from 'shared-contracts/site-content';
import { getHttpClient } from 'shared-runtime/http';
import { api } from 'shared-contracts/paths';

/** Which page: by slug (page/{slug}), or the site's primary page (by its id when the site names one). */
export type PageSelector = { slug: string } | { primaryPageId: number | null };

export function sitePagePath(siteId: number, lang: string, by: PageSelector): string {
  if ('slug' in by) return api.siteContent.page.path({ siteId }, { slug: by.slug, locale: lang });
  const pageId = by.primaryPageId !== null && by.primaryPageId > 0 ? by.primaryPageId : undefined;
  return api.siteContent.page.path({ siteId }, { page_id: pageId, locale: lang });
}

export async function getSitePage(path: string): Promise<SitePage> {
  return (await getHttpClient().get(path, SitePageAnswerSchema, { kind: 'public' })).data;
}

/** A published page with its sections (spec 002 §7.2 GET /partner-sites/{id}/pages?page_id=, §7.4 ?slug). */
export function useSitePage(siteId: number, lang: string, by: PageSelector) {
  const path = sitePagePath(siteId, lang, by);
  return useSWR<SitePage, Error>(path, () => getSitePage(path), { revalidateOnFocus: false, shouldRetryOnError: false });
}
