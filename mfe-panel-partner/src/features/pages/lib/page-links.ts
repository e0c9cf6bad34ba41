import { hrefFor } from 'shared-contracts/manifests';

/** A page's settings in the drawer's form of the site pages (npanel/{siteId}/pages/page/{pageId}/page-settings); -1 creates. */
export const sitePageSettingsHref = (lang: string, siteId: number, pageId: number) => hrefFor('partner.pages.pagePageSettings', { lang, siteId, pageId });

/** The site's page list in the same form. */
export const sitePagesHref = (lang: string, siteId: number) => hrefFor('partner.pages', { lang, siteId });

/** The page's builder: its sections, in order. */
export const pageBuilderHref = (lang: string, siteId: number, pageId: number) => hrefFor('partner.pages.pageBuilder', { lang, siteId, pageId });

/** One section's content builder. */
export const contentBuilderHref = (lang: string, siteId: number, pageId: number, sectionId: number) =>
  hrefFor('partner.pages.contentBuilder', { lang, siteId, pageId, sectionId });
