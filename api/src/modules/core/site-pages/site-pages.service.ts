import { eq, inArray, max, sql } from 'drizzle-orm';
import type { Issue } from 'shared-contracts/common';
import type { MessageId } from 'shared-contracts/messages';
import type { Locale } from 'shared-contracts/constants';
import { PageStatus, SectionType, type SitePage } from 'shared-contracts/site-content';
import {
  PAGE_LIMITS,
  PageSlugSchema,
  PanelPageDetailSchema,
  PanelPageSchema,
  PanelSectionSchema,
  type CreateSectionInput,
  type PageInput,
  type PageListQuery,
  type PanelPage,
  type PanelPageDetail,
  type PanelSection,
  type SlugCheck,
  type UpdateSectionInput,
} from 'shared-contracts/site-pages';
import { SiteLanguageSchema } from 'shared-contracts/sites';
import * as v from 'valibot';
import type { Db } from '../../../db/client';
import { locations } from '../../../db/schema/catalogue';
import { pageSections, sitePages } from '../../../db/schema/site-content';
import { uniqueViolationConstraint } from '../../../lib/db-errors';
import { HttpError } from '../../../lib/http-error';
import { keysetPage, keysetWindow } from '../../../lib/keyset';
import { messageText } from '../../../lib/messages';
import type { TenantScope } from '../../../lib/tenancy';
import { fieldError, toDto, validationError } from '../../../lib/validation';
import { findSiteInScope, type PartnerSiteRow } from '../partner-sites/partner-sites.repo';
import { publicSiteOf } from '../catalogue/public-site';
import { bucketBelongsToSite, insertSectionTexts } from '../site-content/site-content.repo';
import type { SiteContentService } from '../site-content/site-content.service';
import * as repo from './site-pages.repo';

/**
 * A partner's pages and their sections, as the site builder edits them (spec 002 §7.4; issue 15 §3). Every call names
 * the site: one outside the caller's tenant, or a page or section that is not the site's, answers 404. What a visitor
 * sees is read by site-content, published pages only.
 */
export interface SitePagesService {
  list(scope: TenantScope, siteId: number, query: PageListQuery): Promise<{ data: PanelPage[]; total: number; left_off: number }>;
  byId(scope: TenantScope, siteId: number, pageId: number): Promise<PanelPageDetail>;
  create(scope: TenantScope, siteId: number, input: PageInput): Promise<PanelPageDetail>;
  update(scope: TenantScope, siteId: number, pageId: number, input: PageInput): Promise<PanelPageDetail>;
  /** 409 for the site's home page. Menu items linking to the page go with it. */
  remove(scope: TenantScope, siteId: number, pageId: number): Promise<void>;
  /** An unpublished copy, sections and texts included, under the first free `{slug}-copy[-n]`. */
  duplicate(scope: TenantScope, siteId: number, pageId: number): Promise<PanelPageDetail>;
  validateSlug(scope: TenantScope, siteId: number, slug: string, pageId?: number): Promise<SlugCheck>;
  /** The page as the storefront would show it in `locale`, whatever the page's and the site's status. */
  preview(scope: TenantScope, siteId: number, pageId: number, locale: Locale | undefined): Promise<SitePage>;
  /** Unpublishing the home page is refused (409). */
  setStatus(scope: TenantScope, siteId: number, pageId: number, status: PageStatus): Promise<PanelPageDetail>;
  createSection(scope: TenantScope, siteId: number, input: CreateSectionInput): Promise<PanelSection>;
  updateSection(scope: TenantScope, siteId: number, input: UpdateSectionInput): Promise<PanelSection>;
  /** The page's sections in the order given; 409 when the ids are not exactly the page's sections. */
  saveSections(scope: TenantScope, siteId: number, pageId: number, sectionIds: number[]): Promise<PanelSection[]>;
  section(scope: TenantScope, siteId: number, sectionId: number): Promise<PanelSection>;
  deleteSection(scope: TenantScope, siteId: number, sectionId: number): Promise<void>;
}

/** The languages a site writes its texts in. */
export function siteLanguages(site: PartnerSiteRow) {
  const language = v.parse(SiteLanguageSchema, site.generalSettings.language);
  return { enabled: new Set<string>(language.enabled_language), primary: language.primary_language };
}

/**
 * Issues for a per-language text: a language the site has not enabled, and a missing text in its primary language
 * when `requirePrimary`. `path` is the field's name; each issue names the language under it.
 */
export function languageIssues(
  site: PartnerSiteRow,
  texts: Record<string, unknown>,
  path: string,
  opts: { requirePrimary: boolean; present?: (value: unknown) => boolean },
): Issue[] {
  const { enabled, primary } = siteLanguages(site);
  const present = opts.present ?? ((value: unknown) => typeof value === 'string' && value.trim() !== '');
  const issue = (locale: string, id: MessageId): Issue => ({ path: `${path}.${locale}`, message: messageText(id), code: id });
  const issues = Object.keys(texts)
    .filter((locale) => !enabled.has(locale))
    .map((locale) => issue(locale, 'validation.languageNotEnabled'));
  if (opts.requirePrimary && !present(texts[primary])) issues.push(issue(primary, 'validation.required'));
  return issues;
}

function toPanelPage(row: repo.PageRow, sectionCount: number): PanelPage {
  return toDto(PanelPageSchema, {
    id: row.id,
    site_id: row.siteId,
    slug: row.slug,
    titles: row.titles as Record<string, string>,
    status: row.status as PageStatus,
    is_primary: row.isPrimary,
    seo_descriptions: row.seoDescriptions as Record<string, string>,
    social_image_url: row.socialImageUrl,
    no_index: row.noIndex,
    section_count: sectionCount,
    updated_at: row.updatedAt.toISOString(),
  });
}

function toPanelSection(row: repo.SectionRow, translations: repo.TranslationRow[]): PanelSection {
  const texts = Object.fromEntries(translations.filter((t) => t.sectionId === row.id).map((t) => [t.locale, t.content]));
  return toDto(PanelSectionSchema, { id: row.id, page_id: row.pageId, position: row.position, type: row.type, settings: row.settings, texts } as v.InferInput<
    typeof PanelSectionSchema
  >);
}

/** The first of `{base}-copy`, `{base}-copy-2`, … the site has not used, within the slug's length. */
function freeCopySlug(base: string, used: Set<string>): string {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '-copy' : `-copy-${n}`;
    const slug = `${base.slice(0, PAGE_LIMITS.slugMax - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!used.has(slug)) return slug;
  }
}

const SLUG_UNIQUE = 'site_pages_site_slug_uq';

/** The site, when it is in the caller's tenant; 404 otherwise, as for a site that does not exist. */
export async function siteInScope(db: Db, scope: TenantScope, siteId: number): Promise<PartnerSiteRow> {
  const site = await findSiteInScope(db, scope, siteId);
  if (!site) throw new HttpError('NOT_FOUND');
  return site;
}

export function createSitePagesService(db: Db, content: Pick<SiteContentService, 'page'>): SitePagesService {
  const siteOf = (scope: TenantScope, siteId: number) => siteInScope(db, scope, siteId);

  async function pageOf(siteId: number, pageId: number, tx: Db = db, lock = false): Promise<repo.PageRow> {
    const page = await repo.findPage(tx, siteId, pageId, { lock });
    if (!page) throw new HttpError('NOT_FOUND');
    return page;
  }

  async function detail(page: repo.PageRow, tx: Db = db): Promise<PanelPageDetail> {
    const { sections, translations } = await repo.findPageSections(tx, page.id);
    return toDto(PanelPageDetailSchema, { ...toPanelPage(page, sections.length), sections: sections.map((s) => toPanelSection(s, translations)) });
  }

  function checkPageInput(site: PartnerSiteRow, input: PageInput): void {
    const issues = [
      ...languageIssues(site, input.titles, 'titles', { requirePrimary: true }),
      ...languageIssues(site, input.seo_descriptions, 'seo_descriptions', { requirePrimary: false }),
    ];
    if (issues.length > 0) throw validationError(issues);
  }

  async function checkSectionInput(site: PartnerSiteRow, input: CreateSectionInput | UpdateSectionInput, tx: Db): Promise<void> {
    const issues = languageIssues(site, input.texts, 'texts', { requirePrimary: true, present: (value) => value !== undefined });
    if (input.type === SectionType.service_grid && !(await bucketBelongsToSite(tx, input.settings.bucket_id, site.id))) {
      issues.push({ path: 'settings.bucket_id', message: messageText('validation.bucketNotOnSite'), code: 'validation.bucketNotOnSite' });
    }
    if (input.type === SectionType.destination_box) {
      // A place leads to the search in a location of the catalogue: one that exists.
      const wanted = input.settings.items.flatMap((item) => (item.location_id === null ? [] : [item.location_id]));
      const known = wanted.length === 0 ? new Set<number>() : new Set((await tx.select({ id: locations.id }).from(locations).where(inArray(locations.id, wanted))).map((row) => row.id));
      input.settings.items.forEach((item, index) => {
        if (item.location_id !== null && !known.has(item.location_id)) {
          issues.push({ path: `settings.items.${index}.location_id`, message: messageText('validation.locationUnknown'), code: 'validation.locationUnknown' });
        }
      });
    }
    if (issues.length > 0) throw validationError(issues);
  }

  /** Runs a write that may take a slug another page holds; that becomes a 400 on `slug`. */
  async function withSlug<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (uniqueViolationConstraint(error) === SLUG_UNIQUE) throw fieldError('slug', 'validation.slugTaken');
      throw error;
    }
  }

  const pageValues = (input: PageInput) => ({
    slug: input.slug,
    titles: input.titles,
    seoDescriptions: input.seo_descriptions,
    socialImageUrl: input.social_image_url,
    noIndex: input.no_index,
  });

  async function sectionsOf(tx: Db, pageId: number): Promise<PanelSection[]> {
    const { sections, translations } = await repo.findPageSections(tx, pageId);
    return sections.map((s) => toPanelSection(s, translations));
  }

  async function writtenSection(tx: Db, sectionId: number): Promise<PanelSection> {
    const [row] = await tx.select().from(pageSections).where(eq(pageSections.id, sectionId));
    return toPanelSection(row!, await repo.findTranslations(tx, [sectionId]));
  }

  return {
    async list(scope, siteId, query) {
      await siteOf(scope, siteId);
      const { afterId, limit, fetch } = keysetWindow(query);
      const page = keysetPage(await repo.listPages(db, siteId, { status: query.status, afterId, limit: fetch }), limit);
      return { data: page.rows.map((row) => toPanelPage(row, row.sectionCount)), total: await repo.countPages(db, siteId, query.status), left_off: page.left_off };
    },

    async byId(scope, siteId, pageId) {
      await siteOf(scope, siteId);
      return detail(await pageOf(siteId, pageId));
    },

    async create(scope, siteId, input) {
      const site = await siteOf(scope, siteId);
      checkPageInput(site, input);
      const [row] = await withSlug(() =>
        db
          .insert(sitePages)
          .values({ siteId, ...pageValues(input), status: PageStatus.unpublished })
          .returning(),
      );
      return detail(row!);
    },

    async update(scope, siteId, pageId, input) {
      const site = await siteOf(scope, siteId);
      await pageOf(siteId, pageId);
      checkPageInput(site, input);
      const [row] = await withSlug(() =>
        db
          .update(sitePages)
          .set({ ...pageValues(input), updatedAt: sql`now()` })
          .where(eq(sitePages.id, pageId))
          .returning(),
      );
      return detail(row!);
    },

    async remove(scope, siteId, pageId) {
      await siteOf(scope, siteId);
      const page = await pageOf(siteId, pageId);
      if (page.isPrimary) throw new HttpError('CONFLICT', { message: 'errors.pages.homePageLocked' });
      await db.delete(sitePages).where(eq(sitePages.id, pageId));
    },

    async duplicate(scope, siteId, pageId) {
      await siteOf(scope, siteId);
      const source = await pageOf(siteId, pageId);
      const { sections, translations } = await repo.findPageSections(db, pageId);
      const slug = freeCopySlug(source.slug, await repo.siteSlugs(db, siteId));
      const copy = await withSlug(() =>
        db.transaction(async (tx) => {
          const [page] = await tx
            .insert(sitePages)
            .values({
              siteId,
              slug,
              titles: source.titles,
              seoDescriptions: source.seoDescriptions,
              socialImageUrl: source.socialImageUrl,
              noIndex: source.noIndex,
              status: PageStatus.unpublished,
            })
            .returning();
          for (const section of sections) {
            const [created] = await tx
              .insert(pageSections)
              .values({ pageId: page!.id, type: section.type, position: section.position, settings: section.settings })
              .returning({ id: pageSections.id });
            const texts = Object.fromEntries(translations.filter((t) => t.sectionId === section.id).map((t) => [t.locale, t.content]));
            await insertSectionTexts(tx, { id: created!.id, type: section.type as SectionType }, texts);
          }
          return page!;
        }),
      );
      return detail(copy);
    },

    async validateSlug(scope, siteId, slug, pageId) {
      await siteOf(scope, siteId);
      const parsed = v.safeParse(PageSlugSchema, slug);
      if (!parsed.success) return { slug, available: false, message: parsed.issues[0].message };
      const taken = await repo.slugTaken(db, siteId, parsed.output, pageId);
      return { slug: parsed.output, available: !taken, message: taken ? 'validation.slugTaken' : null };
    },

    async preview(scope, siteId, pageId, locale) {
      const site = await siteOf(scope, siteId);
      return content.page(publicSiteOf(site, locale), { id: pageId }, { anyStatus: true });
    },

    async setStatus(scope, siteId, pageId, status) {
      await siteOf(scope, siteId);
      const page = await pageOf(siteId, pageId);
      if (page.isPrimary && status === PageStatus.unpublished) throw new HttpError('CONFLICT', { message: 'errors.pages.homePageLocked' });
      const [row] = await db.update(sitePages).set({ status, updatedAt: sql`now()` }).where(eq(sitePages.id, pageId)).returning();
      return detail(row!);
    },

    async createSection(scope, siteId, input) {
      const site = await siteOf(scope, siteId);
      await pageOf(siteId, input.page_id);
      await checkSectionInput(site, input, db);
      return db.transaction(async (tx) => {
        await pageOf(siteId, input.page_id, tx, true);
        const { sections } = await repo.findPageSections(tx, input.page_id);
        if (sections.length >= PAGE_LIMITS.sectionsPerPage) throw new HttpError('CONFLICT', { message: 'errors.pages.tooManySections' });
        const [last] = await tx.select({ position: max(pageSections.position) }).from(pageSections).where(eq(pageSections.pageId, input.page_id));
        const [created] = await tx
          .insert(pageSections)
          .values({ pageId: input.page_id, type: input.type, position: (last?.position ?? -1) + 1, settings: input.settings })
          .returning({ id: pageSections.id });
        await insertSectionTexts(tx, { id: created!.id, type: input.type }, input.texts as Record<string, Record<string, unknown>>);
        const order = sections.map((s) => s.id);
        order.splice(Math.min(input.position ?? order.length, order.length), 0, created!.id);
        await repo.setSectionOrder(tx, order);
        await repo.touchPage(tx, input.page_id);
        return writtenSection(tx, created!.id);
      });
    },

    async updateSection(scope, siteId, input) {
      const site = await siteOf(scope, siteId);
      const section = await repo.findSiteSection(db, siteId, input.id);
      if (!section) throw new HttpError('NOT_FOUND');
      if (section.type !== input.type) throw fieldError('type', 'validation.invalid');
      await checkSectionInput(site, input, db);
      return db.transaction(async (tx) => {
        await pageOf(siteId, section.pageId, tx, true);
        await tx.update(pageSections).set({ settings: input.settings }).where(eq(pageSections.id, input.id));
        await repo.deleteSectionTexts(tx, input.id);
        await insertSectionTexts(tx, { id: input.id, type: input.type }, input.texts as Record<string, Record<string, unknown>>);
        await repo.touchPage(tx, section.pageId);
        return writtenSection(tx, input.id);
      });
    },

    async saveSections(scope, siteId, pageId, sectionIds) {
      await siteOf(scope, siteId);
      await pageOf(siteId, pageId);
      return db.transaction(async (tx) => {
        await pageOf(siteId, pageId, tx, true);
        const { sections } = await repo.findPageSections(tx, pageId);
        const current = new Set(sections.map((s) => s.id));
        if (sectionIds.length !== current.size || sectionIds.some((id) => !current.has(id))) {
          throw new HttpError('CONFLICT', { message: 'errors.pages.sectionsChanged' });
        }
        await repo.setSectionOrder(tx, sectionIds);
        await repo.touchPage(tx, pageId);
        return sectionsOf(tx, pageId);
      });
    },

    async section(scope, siteId, sectionId) {
      await siteOf(scope, siteId);
      const section = await repo.findSiteSection(db, siteId, sectionId);
      if (!section) throw new HttpError('NOT_FOUND');
      return toPanelSection(section, await repo.findTranslations(db, [sectionId]));
    },

    async deleteSection(scope, siteId, sectionId) {
      await siteOf(scope, siteId);
      const section = await repo.findSiteSection(db, siteId, sectionId);
      if (!section) throw new HttpError('NOT_FOUND');
      await db.transaction(async (tx) => {
        await pageOf(siteId, section.pageId, tx, true);
        await tx.delete(pageSections).where(eq(pageSections.id, sectionId));
        const { sections } = await repo.findPageSections(tx, section.pageId);
        await repo.setSectionOrder(tx, sections.map((s) => s.id));
        await repo.touchPage(tx, section.pageId);
      });
    },
  };
}
