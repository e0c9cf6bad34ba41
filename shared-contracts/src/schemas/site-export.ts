/**
 * A site's export file (issue 15 §1, ADR 0032): its settings groups, theme, search page, pages with their sections,
 * header menu and footer links, as one JSON document that another site of the same partner imports.
 *
 * Nothing in it is an id of the source site's rows: a link to a page names the page's slug, a service grid names its
 * bucket, so the file means the same on any site. The import validates it with these schemas, as every payload.
 */
import * as v from 'shared-contracts/valibot';
import { dataEnvelope, IdSchema } from 'shared-contracts/common';
import { LocaleCodeSchema } from 'shared-contracts/locales';
import { PageStatus } from 'shared-contracts/site-content';
import { PAGE_LIMITS, PageInputSchema, PageSlugSchema, SectionContentInputSchema, SiteAddressSchema, menuDepths } from 'shared-contracts/site-pages';
import { SearchPageInputSchema, SiteSettingsInputSchema } from 'shared-contracts/sites';

export const SITE_EXPORT_FORMAT = 'wayhub.site-export';
export const SITE_EXPORT_VERSION = 1;

export const SITE_EXPORT_LIMITS = {
  pages: 200,
  bucketName: 80,
} as const;

const INVALID = 'validation.invalid';

/** A section as the builder writes it; a service grid names its bucket, which the import finds (or makes) by name. */
export const ExportSectionSchema = v.object({
  content: SectionContentInputSchema,
  bucket: v.optional(v.nullable(v.pipe(v.string(INVALID), v.trim(), v.nonEmpty(INVALID), v.maxLength(SITE_EXPORT_LIMITS.bucketName, INVALID))), null),
});
export type ExportSection = v.InferOutput<typeof ExportSectionSchema>;

export const ExportPageSchema = v.object({
  ...PageInputSchema.entries,
  status: v.enum(PageStatus, INVALID),
  is_primary: v.boolean(INVALID),
  sections: v.pipe(v.array(ExportSectionSchema, INVALID), v.maxLength(PAGE_LIMITS.sectionsPerPage, 'errors.pages.tooManySections')),
});
export type ExportPage = v.InferOutput<typeof ExportPageSchema>;

const MenuKeySchema = v.pipe(v.string(INVALID), v.regex(/^[\w-]{1,40}$/, INVALID));

/** A menu item or footer link: to one of the file's (or the site's) pages by slug, or to an address. */
export const ExportLinkSchema = v.pipe(
  v.object({
    key: MenuKeySchema,
    parent_key: v.optional(v.nullable(MenuKeySchema), null),
    page_slug: v.optional(v.nullable(PageSlugSchema), null),
    url: v.optional(v.nullable(SiteAddressSchema), null),
    labels: v.record(LocaleCodeSchema, v.pipe(v.string(INVALID), v.trim(), v.maxLength(PAGE_LIMITS.menuLabelMax, 'validation.menuLabelTooLong'))),
  }),
  v.forward(
    v.check((item) => (item.page_slug === null) !== (item.url === null), 'validation.menuTargetRequired'),
    ['url'],
  ),
);
export type ExportLink = v.InferOutput<typeof ExportLinkSchema>;

const linkList = (maxDepth: number) =>
  v.pipe(
    v.array(ExportLinkSchema, INVALID),
    v.maxLength(PAGE_LIMITS.menuItemsMax, 'validation.menuTooLong'),
    v.check((items) => menuDepths(items) !== null, 'validation.menuParentInvalid'),
    v.check((items) => (menuDepths(items) ?? []).every((depth) => depth <= maxDepth), 'validation.menuTooDeep'),
  );

export const SiteExportSchema = v.object({
  format: v.literal(SITE_EXPORT_FORMAT, 'validation.importFormat'),
  version: v.literal(SITE_EXPORT_VERSION, 'validation.importVersion'),
  exported_at: v.pipe(v.string(INVALID), v.maxLength(40, INVALID)),
  source: v.object({
    site_id: IdSchema,
    name: v.string(INVALID),
    /** The source's primary language: where a text the importing site's primary language lacks is taken from. */
    primary_language: LocaleCodeSchema,
  }),
  /** Every settings group, theme included; each replaces the importing site's whole. */
  settings: SiteSettingsInputSchema,
  search_page: SearchPageInputSchema,
  pages: v.pipe(
    v.array(ExportPageSchema, INVALID),
    v.maxLength(SITE_EXPORT_LIMITS.pages, INVALID),
    v.check((pages) => new Set(pages.map((page) => page.slug)).size === pages.length, 'validation.importSlugTwice'),
    v.check((pages) => pages.filter((page) => page.is_primary).length <= 1, INVALID),
  ),
  menu: linkList(PAGE_LIMITS.menuDepth),
  /** One level only, as the footer shows them. */
  footer_links: linkList(1),
});
export type SiteExport = v.InferOutput<typeof SiteExportSchema>;
export type SiteExportInput = v.InferInput<typeof SiteExportSchema>;

/** `?dry_run=true`: the import is checked and counted, then undone; nothing changes. */
export const SiteImportQuerySchema = v.object({
  dry_run: v.optional(v.pipe(v.picklist(['true', 'false'], INVALID), v.transform((value) => value === 'true')), 'false'),
});

/** What an import did (or, on a dry run, would do). */
export const SiteImportSummarySchema = v.object({
  dry_run: v.boolean(),
  settings_replaced: v.boolean(),
  pages_created: v.array(v.string()),
  /** Pages of the importing site with a slug the file also has: their settings and sections are the file's now. */
  pages_replaced: v.array(v.string()),
  /** Buckets a service grid named that the site did not have: made empty, for the partner to fill. */
  buckets_created: v.array(v.string()),
  /** Languages the file has texts in that the site does not use: those texts were left out. */
  languages_left_out: v.array(LocaleCodeSchema),
  /** Whether texts of the site's primary language were missing and taken from the file's primary language. */
  primary_texts_filled: v.boolean(),
  menu_items: v.number(),
  footer_links: v.number(),
});
export type SiteImportSummary = v.InferOutput<typeof SiteImportSummarySchema>;
export const SiteImportAnswerSchema = dataEnvelope(SiteImportSummarySchema);
