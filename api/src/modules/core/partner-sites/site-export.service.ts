import { and, eq, max, sql } from 'drizzle-orm';
import type { Issue } from 'shared-contracts/common';
import { PageStatus, SectionType } from 'shared-contracts/site-content';
import {
  SITE_EXPORT_FORMAT,
  SITE_EXPORT_LIMITS,
  SITE_EXPORT_VERSION,
  SiteExportSchema,
  type ExportLink,
  type SiteExport,
  type SiteImportSummary,
} from 'shared-contracts/site-export';
import type { SiteSettingsInput } from 'shared-contracts/sites';
import { SearchPageSettingsSchema, SiteSettingsInputSchema } from 'shared-contracts/sites';
import * as v from 'valibot';
import type { Db } from '../../../db/client';
import { partnerSites } from '../../../db/schema/core';
import { pageSections, siteBuckets, siteFooterLinks, siteMenuItems, sitePages } from '../../../db/schema/site-content';
import { messageText } from '../../../lib/messages';
import type { TenantScope } from '../../../lib/tenancy';
import { fieldError, toDto, validationError } from '../../../lib/validation';
import { findBuckets, insertSectionTexts } from '../site-content/site-content.repo';
import * as pagesRepo from '../site-pages/site-pages.repo';
import { siteInScope, siteLanguages } from '../site-pages/site-pages.service';
import { findSettings, findSiteById, type PartnerSiteRow } from './partner-sites.repo';
import { toSiteDto } from './partner-sites.service';
import { settingsColumns } from './site-settings.service';

/**
 * A site's export and import (issue 15 §1, ADR 0032). The export is the site's settings groups, theme, search page,
 * pages with their sections, menu and footer links; ids of the site's rows never leave it (links name page slugs, a
 * service grid its bucket). The import writes such a file into another site of the same partner in one transaction:
 * every settings group in the file replaces the site's, pages are matched by slug (a page the site has is replaced,
 * others are added, the site's other pages stay), the menu and footer links become the file's. Texts are fitted to
 * the importing site's languages: languages it does not use are left out, and a text its primary language lacks is
 * taken from the file's primary language.
 */
export interface SiteExportService {
  exportSite(scope: TenantScope, siteId: number): Promise<SiteExport>;
  importSite(scope: TenantScope, siteId: number, file: SiteExport, opts: { dryRun: boolean }): Promise<SiteImportSummary>;
}

/** Thrown at the end of a dry run's transaction so that everything it wrote is undone; carries the summary out. */
class DryRunDone extends Error {
  constructor(readonly summary: SiteImportSummary) {
    super('dry run');
  }
}

type Texts = Record<string, unknown>;

/** Fits per-language texts to a site: keeps its languages, fills its primary one from the file's primary one. */
function textFitter(site: PartnerSiteRow, filePrimary: string) {
  const { enabled, primary } = siteLanguages(site);
  const leftOut = new Set<string>();
  let filled = false;
  return {
    fit<T extends Texts>(texts: T, opts: { requirePrimary: boolean }): T {
      const kept: Texts = {};
      for (const [locale, text] of Object.entries(texts)) {
        if (enabled.has(locale)) kept[locale] = text;
        else leftOut.add(locale);
      }
      const present = (value: unknown) => value !== undefined && !(typeof value === 'string' && value.trim() === '');
      if (opts.requirePrimary && !present(kept[primary]) && present(texts[filePrimary])) {
        kept[primary] = texts[filePrimary];
        filled = true;
      }
      return kept as T;
    },
    report: () => ({ languages_left_out: [...leftOut].sort(), primary_texts_filled: filled }),
  };
}

/** The file's settings groups, each as the settings call takes it. */
function settingsOf(site: ReturnType<typeof toSiteDto>): SiteSettingsInput {
  const groups = Object.keys(SiteSettingsInputSchema.entries) as (keyof SiteSettingsInput)[];
  return Object.fromEntries(groups.map((group) => [group, site[group]])) as SiteSettingsInput;
}

export function createSiteExportService(db: Db): SiteExportService {
  return {
    async exportSite(scope, siteId) {
      const site = await siteInScope(db, scope, siteId);
      const dto = toSiteDto(site, await findSettings(db, [siteId]));
      const bucketNames = new Map((await findBuckets(db, siteId)).map((bucket) => [bucket.id, bucket.name]));
      const pageRows = await db.select().from(sitePages).where(eq(sitePages.siteId, siteId)).orderBy(sitePages.id);
      const slugOf = new Map(pageRows.map((page) => [page.id, page.slug]));
      const pages = [];
      for (const page of pageRows) {
        const { sections, translations } = await pagesRepo.findPageSections(db, page.id);
        pages.push({
          slug: page.slug,
          titles: page.titles,
          seo_descriptions: page.seoDescriptions,
          social_image_url: page.socialImageUrl,
          no_index: page.noIndex,
          status: page.status,
          is_primary: page.isPrimary,
          sections: sections.map((section) => ({
            content: {
              type: section.type,
              settings: section.settings,
              texts: Object.fromEntries(translations.filter((t) => t.sectionId === section.id).map((t) => [t.locale, t.content])),
            },
            bucket: section.type === SectionType.service_grid ? (bucketNames.get(Number(section.settings.bucket_id)) ?? null) : null,
          })),
        });
      }
      const links = (rows: pagesRepo.MenuItemRow[]): ExportLink[] =>
        rows.map((row) => ({
          key: `i${row.id}`,
          parent_key: row.parentId === null ? null : `i${row.parentId}`,
          page_slug: row.pageId === null ? null : (slugOf.get(row.pageId) ?? null),
          url: row.url,
          labels: row.labels as Record<string, string>,
        }));
      // The menu in the order a save takes it: a parent before its children.
      const menuRows = await pagesRepo.findMenu(db, siteId);
      const ordered: pagesRepo.MenuItemRow[] = [];
      const visit = (parentId: number | null) => {
        for (const row of menuRows.filter((each) => each.parentId === parentId)) {
          ordered.push(row);
          visit(row.id);
        }
      };
      visit(null);
      // The file goes out in the contract's shape: what the import validates is what the export wrote.
      return toDto(SiteExportSchema, {
        format: SITE_EXPORT_FORMAT,
        version: SITE_EXPORT_VERSION,
        exported_at: new Date().toISOString(),
        source: { site_id: site.id, name: site.name, primary_language: siteLanguages(site).primary },
        settings: settingsOf(dto),
        search_page: v.parse(SearchPageSettingsSchema, site.searchPageSettings),
        pages,
        menu: links(ordered),
        footer_links: links(await pagesRepo.findFooterLinks(db, siteId)),
      } as v.InferInput<typeof SiteExportSchema>);
    },

    async importSite(scope, siteId, file, { dryRun }) {
      const site = await siteInScope(db, scope, siteId);
      // Same partner only: a file from another partner's site (or from no site at all) is refused as a whole.
      const source = await findSiteById(db, file.source.site_id);
      if (!source || source.ownerUserId !== site.ownerUserId) throw fieldError('source.site_id', 'validation.importOtherPartner');
      const texts = textFitter(site, file.source.primary_language);
      const settings = await settingsColumns(db, file.settings);

      // Every link must reach a page: one of the file's, or one the site already has.
      const fileSlugs = new Set(file.pages.map((page) => page.slug));
      const siteSlugs = await pagesRepo.siteSlugs(db, siteId);
      const issues: Issue[] = [];
      const checkLinks = (items: ExportLink[], path: string) =>
        items.forEach((item, index) => {
          if (item.page_slug !== null && !fileSlugs.has(item.page_slug) && !siteSlugs.has(item.page_slug)) {
            issues.push({ path: `${path}.${index}.page_slug`, message: messageText('validation.importPageMissing'), code: 'validation.importPageMissing' });
          }
        });
      checkLinks(file.menu, 'menu');
      checkLinks(file.footer_links, 'footer_links');
      if (issues.length > 0) throw validationError(issues);

      try {
        return await db.transaction(async (tx) => {
          const summary: SiteImportSummary = {
            dry_run: dryRun,
            settings_replaced: Object.keys(settings).length > 0,
            pages_created: [],
            pages_replaced: [],
            buckets_created: [],
            languages_left_out: [],
            primary_texts_filled: false,
            menu_items: file.menu.length,
            footer_links: file.footer_links.length,
          };
          // The site's row is the lock: two imports into one site take turns.
          await tx.select({ id: partnerSites.id }).from(partnerSites).where(eq(partnerSites.id, siteId)).for('update');
          await tx
            .update(partnerSites)
            .set({
              ...settings,
              searchPageSettings: {
                cover_image_url: file.search_page.cover_image_url,
                titles: texts.fit(file.search_page.titles, { requirePrimary: false }),
                subtitles: texts.fit(file.search_page.subtitles, { requirePrimary: false }),
              },
              updatedAt: sql`now()`,
            })
            .where(eq(partnerSites.id, siteId));

          const buckets = new Map((await findBuckets(tx, siteId)).map((bucket) => [bucket.name, bucket.id]));
          // A grid whose bucket the source had lost names none: its bucket is named after the grid's title.
          const bucketFor = async (name: string | null, title: string): Promise<number> => {
            const wanted = (name ?? title.trim()).slice(0, SITE_EXPORT_LIMITS.bucketName) || file.source.name;
            const known = buckets.get(wanted);
            if (known !== undefined) return known;
            const [last] = await tx.select({ position: max(siteBuckets.position) }).from(siteBuckets).where(eq(siteBuckets.siteId, siteId));
            const [created] = await tx
              .insert(siteBuckets)
              .values({ siteId, name: wanted, position: (last?.position ?? -1) + 1 })
              .returning({ id: siteBuckets.id });
            buckets.set(wanted, created!.id);
            summary.buckets_created.push(wanted);
            return created!.id;
          };

          const existing = await tx.select().from(sitePages).where(eq(sitePages.siteId, siteId)).for('update');
          const bySlug = new Map(existing.map((page) => [page.slug, page]));
          const fileHasHome = file.pages.some((page) => page.is_primary);
          // The file's home page takes the role: the site's own one steps down first (one home page per site).
          if (fileHasHome) await tx.update(sitePages).set({ isPrimary: false }).where(and(eq(sitePages.siteId, siteId), eq(sitePages.isPrimary, true)));
          const pageIds = new Map(existing.map((page) => [page.slug, page.id]));
          for (const page of file.pages) {
            const current = bySlug.get(page.slug);
            const isPrimary = page.is_primary || (!fileHasHome && current?.isPrimary === true);
            const values = {
              titles: texts.fit(page.titles, { requirePrimary: true }),
              seoDescriptions: texts.fit(page.seo_descriptions, { requirePrimary: false }),
              socialImageUrl: page.social_image_url,
              noIndex: page.no_index,
              // A home page is always published (its unpublishing is refused too).
              status: isPrimary ? PageStatus.published : page.status,
              isPrimary,
              updatedAt: sql`now()`,
            };
            let pageId: number;
            if (current) {
              await tx.update(sitePages).set(values).where(eq(sitePages.id, current.id));
              await tx.delete(pageSections).where(eq(pageSections.pageId, current.id));
              pageId = current.id;
              summary.pages_replaced.push(page.slug);
            } else {
              const [created] = await tx.insert(sitePages).values({ siteId, slug: page.slug, ...values }).returning({ id: sitePages.id });
              pageId = created!.id;
              summary.pages_created.push(page.slug);
            }
            pageIds.set(page.slug, pageId);
            for (const [position, { content, bucket }] of page.sections.entries()) {
              const sectionSettings: Record<string, unknown> =
                content.type === SectionType.service_grid ? { ...content.settings, bucket_id: await bucketFor(bucket, content.texts[file.source.primary_language]?.title ?? '') } : content.settings;
              const [section] = await tx.insert(pageSections).values({ pageId, type: content.type, position, settings: sectionSettings }).returning({ id: pageSections.id });
              await insertSectionTexts(tx, { id: section!.id, type: content.type }, texts.fit(content.texts as Record<string, Record<string, unknown>>, { requirePrimary: true }));
            }
          }

          // The site's general settings name its home page too (spec 000 §3 primary_page_id).
          const home = file.pages.find((page) => page.is_primary);
          if (home) {
            await tx
              .update(partnerSites)
              .set({ generalSettings: { ...site.generalSettings, primary_page_id: pageIds.get(home.slug)! } })
              .where(eq(partnerSites.id, siteId));
          }

          const writeLinks = async (items: ExportLink[], insert: (values: { parentId: number | null; pageId: number | null; url: string | null; labels: Record<string, string>; position: number }) => Promise<number>) => {
            const idOfKey = new Map<string, number>();
            for (const [position, item] of items.entries()) {
              const id = await insert({
                parentId: item.parent_key === null ? null : idOfKey.get(item.parent_key)!,
                pageId: item.page_slug === null ? null : pageIds.get(item.page_slug)!,
                url: item.url,
                labels: texts.fit(item.labels, { requirePrimary: true }),
                position,
              });
              idOfKey.set(item.key, id);
            }
          };
          await tx.delete(siteMenuItems).where(eq(siteMenuItems.siteId, siteId));
          await writeLinks(file.menu, async (values) => (await tx.insert(siteMenuItems).values({ siteId, ...values }).returning({ id: siteMenuItems.id }))[0]!.id);
          await tx.delete(siteFooterLinks).where(eq(siteFooterLinks.siteId, siteId));
          await writeLinks(file.footer_links, async ({ parentId: _none, ...values }) => (await tx.insert(siteFooterLinks).values({ siteId, ...values }).returning({ id: siteFooterLinks.id }))[0]!.id);

          Object.assign(summary, texts.report());
          if (dryRun) throw new DryRunDone(summary);
          return summary;
        });
      } catch (error) {
        if (error instanceof DryRunDone) return error.summary;
        throw error;
      }
    },
  };
}
