import { hrefFor } from 'shared-contracts/manifests';
import type { PanelPage } from 'shared-contracts/site-pages';

/** A page's name for the panel: its title in the site's primary language, else any title, else its slug. */
export function pageTitle(page: Pick<PanelPage, 'titles' | 'slug'>, primary: string): string {
  const titles = page.titles as Record<string, string | undefined>;
  return titles[primary]?.trim() || Object.values(titles).find((title) => title?.trim()) || page.slug;
}

/** A page's settings in the drawer's form of the site pages (npanel/{siteId}/pages/page/{pageId}/page-settings); -1 creates. */
export const sitePageSettingsHref = (lang: string, siteId: number, pageId: number) => hrefFor('partner.pages.pagePageSettings', { lang, siteId, pageId });

/** The site's page list in the same form. */
export const sitePagesHref = (lang: string, siteId: number) => hrefFor('partner.pages', { lang, siteId });

/** The page's builder: its sections, in order. */
export const pageBuilderHref = (lang: string, siteId: number, pageId: number) => hrefFor('partner.pages.pageBuilder', { lang, siteId, pageId });

/** One section's content builder. */
export const contentBuilderHref = (lang: string, siteId: number, pageId: number, sectionId: number) =>
  hrefFor('partner.pages.contentBuilder', { lang, siteId, pageId, sectionId });
