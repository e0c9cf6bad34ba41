import {
  FooterSchema,
  PLATFORM_MEMBER_BY,
  SectionSchema,
  SitePageSchema,
  type LegalKind,
  type MenuItem,
  type Section,
  type SitePage,
} from 'shared-contracts/catalogue';
import { DEFAULT_LOCALE, type Locale } from 'shared-contracts/constants';
import { FooterSettingsSchema, type SiteSetting } from 'shared-contracts/sites';
import * as v from 'valibot';
import type { Db } from '../../../db/client';
import { HttpError } from '../../../lib/http-error';
import { pickText } from '../../../lib/locale';
import { toDto } from '../../../lib/validation';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { PublicSite } from '../catalogue/public-site';
import { findSettings } from '../partner-sites/partner-sites.repo';
import * as repo from './site-content.repo';

export interface SiteContentService {
  /** A published page; with `anyStatus`, any page of the site (its owner's preview, after the caller checked the owner). */
  page(site: PublicSite, by: { id?: number; slug?: string }, opts?: { anyStatus?: boolean }): Promise<SitePage>;
  /** Whether `page/{slug}` leads anywhere on the site (the page fallback's 404). */
  hasPublishedPage(siteId: number, slug: string): Promise<boolean>;
  /** The slugs of the site's published pages, less those marked "no index" (its sitemap's `page/{slug}` entries). */
  publishedSlugs(siteId: number): Promise<string[]>;
  section(site: PublicSite, sectionId: number): Promise<Section>;
  settings(site: PublicSite, only?: string[]): Promise<SiteSetting[]>;
  menuItems(site: PublicSite, urlPrefix: string): Promise<MenuItem[]>;
  footerLinks(site: PublicSite, prefix: string): Promise<v.InferOutput<typeof FooterSchema>['links']>;
  footer(site: PublicSite, prefix: string): Promise<v.InferOutput<typeof FooterSchema>>;
  legal(site: PublicSite, kind: LegalKind): Promise<{ kind: LegalKind; locale: Locale; title: string; body: string; source: 'site' | 'platform' }>;
  platformLegal(kind: LegalKind, chain: Locale[]): Promise<{ kind: LegalKind; locale: Locale; title: string; body: string; source: 'platform' }>;
}

const isExternal = (url: string) => /^[a-z][a-z0-9+.-]*:/i.test(url);

/** Legal text along the locale chain; any locale before none. */
function pickLegal(rows: repo.LegalRow[], chain: Locale[]) {
  for (const locale of chain) {
    const row = rows.find((r) => r.locale === locale);
    if (row) return { row, locale };
  }
  const row = rows[0];
  return row ? { row, locale: row.locale as Locale } : undefined;
}

export function createSiteContentService(db: Db, catalogue: CatalogueService): SiteContentService {
  async function buildSections(site: PublicSite, sections: repo.SectionRow[], translations: { sectionId: number; locale: string; content: Record<string, unknown> }[]) {
    const built: Section[] = [];
    for (const section of sections) {
      const texts = translations.filter((t) => t.sectionId === section.id);
      const locale = site.chain.find((l) => texts.some((t) => t.locale === l)) ?? (texts[0]?.locale as Locale | undefined) ?? DEFAULT_LOCALE;
      const text = texts.find((t) => t.locale === locale)?.content ?? {};
      const base = { id: section.id, position: section.position, locale };
      const settings = section.settings;
      let content: Record<string, unknown>;
      switch (section.type) {
        case 'service_grid': {
          const bucketId = Number(settings.bucket_id);
          const services = (await repo.bucketBelongsToSite(db, bucketId, site.id)) ? await catalogue.bucketCards(site, bucketId) : [];
          content = { ...text, bucket_id: bucketId, columns: settings.columns ?? 3, services };
          break;
        }
        case 'destination_box': {
          const items = (settings.items as { key: string }[] | undefined) ?? [];
          const itemTexts = (text.items ?? {}) as Record<string, { title: string; subtitle: string } | undefined>;
          content = {
            title: text.title,
            items: items.map((item) => ({ ...item, title: itemTexts[item.key]?.title ?? item.key, subtitle: itemTexts[item.key]?.subtitle ?? '' })),
          };
          break;
        }
        default:
          content = { ...settings, ...text };
      }
      built.push(toDto(SectionSchema, { ...base, type: section.type, content } as v.InferInput<typeof SectionSchema>));
    }
    return built;
  }

  function linkUrl(item: { url: string | null }, pageSlug: string | null, prefix: string): string | null {
    if (item.url !== null) return item.url;
    return pageSlug === null ? null : `${prefix}${pageSlug}`;
  }

  return {
    async page(site, by, opts = {}) {
      // page_id -1 (spec 001 §2: "none") or no selector at all: the site's primary page.
      const selector = by.slug !== undefined ? { slug: by.slug } : by.id !== undefined && by.id > 0 ? { id: by.id } : { primary: true as const };
      const page = await repo.findPublishedPage(db, site.id, selector, opts);
      if (!page) throw new HttpError('NOT_FOUND');
      const { sections, translations } = await repo.findSections(db, [page.id]);
      const title = pickText(page.titles, site.chain);
      return toDto(SitePageSchema, {
        id: page.id,
        site_id: page.siteId,
        slug: page.slug,
        title: title.text,
        status: page.status as 1 | 2,
        is_primary: page.isPrimary,
        locale: title.locale,
        sections: await buildSections(site, sections, translations),
        seo: {
          description: pickText(page.seoDescriptions, site.chain).text || null,
          image_url: page.socialImageUrl,
          no_index: page.noIndex,
        },
      });
    },

    async hasPublishedPage(siteId, slug) {
      return (await repo.findPublishedPage(db, siteId, { slug })) !== undefined;
    },

    publishedSlugs: (siteId) => repo.findPublishedSlugs(db, siteId),

    async section(site, sectionId) {
      const section = await repo.findSection(db, sectionId);
      const page = section ? await repo.findPublishedPage(db, site.id, { id: section.pageId }) : undefined;
      if (!section || !page) throw new HttpError('NOT_FOUND');
      const { translations } = await repo.findSections(db, [page.id]);
      const [built] = await buildSections(site, [section], translations);
      if (!built) throw new HttpError('NOT_FOUND');
      return built;
    },

    async settings(site, only) {
      return (await findSettings(db, [site.id], only)).map(({ setting, value }) => ({ setting, value }));
    },

    async menuItems(site, urlPrefix) {
      const rows = await repo.findMenuItems(db, site.id);
      return rows.flatMap(({ item, pageSlug, pageStatus }) => {
        // A link to an unpublished page is left out rather than leading to a 404.
        if (item.pageId !== null && pageStatus !== repo.PUBLISHED) return [];
        const url = linkUrl(item, pageSlug, urlPrefix);
        if (url === null) return [];
        return [{ id: item.id, parent_id: item.parentId, label: pickText(item.labels, site.chain).text, url, is_external: isExternal(url), position: item.position }];
      });
    },

    async footerLinks(site, prefix) {
      const rows = await repo.findFooterLinks(db, site.id);
      return rows.flatMap(({ item, pageSlug, pageStatus }) => {
        if (item.pageId !== null && pageStatus !== repo.PUBLISHED) return [];
        const url = linkUrl(item, pageSlug, prefix);
        if (url === null) return [];
        return [{ id: item.id, label: pickText(item.labels, site.chain).text, url, is_external: isExternal(url), position: item.position }];
      });
    },

    async footer(site, prefix) {
      const settings = v.parse(FooterSettingsSchema, site.row.footerSettings);
      return toDto(FooterSchema, {
        company_name: site.row.generalSettings.company_name ?? null,
        background_color: settings.footer_background_color,
        font_color: settings.footer_font_color,
        widgets: settings.widgets,
        links: await this.footerLinks(site, prefix),
        use_goto_hub_privacy: settings.use_goto_hub_privacy,
        privacy_policy_page_path: settings.privacy_policy_page_path ?? 'privacy-policy',
        terms_and_conditions_page_path: settings.terms_and_conditions_page_path ?? 'terms-and-conditions',
        member_by: { ...PLATFORM_MEMBER_BY },
        contact: {
          address: site.row.locationSettings.address ?? null,
          phone: site.row.locationSettings.phone ?? null,
          email: site.row.locationSettings.email ?? null,
        },
      });
    },

    async legal(site, kind) {
      const settings = v.parse(FooterSettingsSchema, site.row.footerSettings);
      if (!(kind === 'privacy' && settings.use_goto_hub_privacy)) {
        const own = pickLegal(await repo.findSiteLegal(db, site.id, kind), site.chain);
        if (own) return { kind, locale: own.locale, title: own.row.title, body: own.row.body, source: 'site' as const };
      }
      // The platform's text: chosen by the site (privacy), or because the site has written none.
      return this.platformLegal(kind, site.chain);
    },

    async platformLegal(kind, chain) {
      const found = pickLegal(await repo.findPlatformLegal(db, kind), chain);
      if (!found) throw new HttpError('NOT_FOUND');
      return { kind, locale: found.locale, title: found.row.title, body: found.row.body, source: 'platform' as const };
    },
  };
}
