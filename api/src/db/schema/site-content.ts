import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { services, type LocalizedText } from './catalogue';
import { partnerSites } from './core';

/** A partner site's own content: what it sells (buckets), its pages, menus, footer links and legal texts. */

/** A named, ordered group of services a site sells. A service is on sale through a site iff it is in a bucket. */
export const siteBuckets = pgTable(
  'site_buckets',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => partnerSites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [uniqueIndex('site_buckets_site_name_uq').on(table.siteId, table.name)],
);

export const siteBucketServices = pgTable(
  'site_bucket_services',
  {
    bucketId: integer('bucket_id')
      .notNull()
      .references(() => siteBuckets.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.bucketId, table.serviceId] }), index('site_bucket_services_service_idx').on(table.serviceId)],
);

/** status: published 1, unpublished 2 (spec 002 §4: unpublished pages are listed with status=2). */
export const sitePages = pgTable(
  'site_pages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => partnerSites.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    titles: jsonb('titles').$type<LocalizedText>().notNull(),
    status: smallint('status').notNull().default(2),
    isPrimary: boolean('is_primary').notNull().default(false),
    /** The page's meta description per locale (issue 15 §3 page settings). */
    seoDescriptions: jsonb('seo_descriptions').$type<LocalizedText>().notNull().default({}),
    /** The image shared links show (og:image): a path on the platform or an https address. */
    socialImageUrl: text('social_image_url'),
    /** Asks search engines not to index the page (robots noindex). */
    noIndex: boolean('no_index').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('site_pages_site_slug_uq').on(table.siteId, table.slug),
    // One home page per site.
    uniqueIndex('site_pages_primary_uq').on(table.siteId).where(sql`${table.isPrimary}`),
    check('site_pages_status_ck', sql`${table.status} in (1, 2)`),
    check('site_pages_slug_ck', sql`${table.slug} ~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?$'`),
  ],
);

/**
 * A page section. `settings` holds what does not depend on the language (bucket id, images), translations the
 * texts per locale; both are shaped by the contract's SectionStoredSchemas for the section's type.
 */
export const pageSections = pgTable(
  'page_sections',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    pageId: integer('page_id')
      .notNull()
      .references(() => sitePages.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    position: integer('position').notNull().default(0),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    index('page_sections_page_idx').on(table.pageId, table.position),
    check('page_sections_type_ck', sql`${table.type} in ('hero', 'rich_text', 'service_grid', 'destination_box', 'faq')`),
  ],
);

export const pageSectionTranslations = pgTable(
  'page_section_translations',
  {
    sectionId: integer('section_id')
      .notNull()
      .references(() => pageSections.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.sectionId, table.locale] })],
);

/** Header menu. A link to a page follows the page's slug; otherwise `url` (a path, or an external address). */
export const siteMenuItems = pgTable(
  'site_menu_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => partnerSites.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    pageId: integer('page_id').references(() => sitePages.id, { onDelete: 'cascade' }),
    url: text('url'),
    labels: jsonb('labels').$type<LocalizedText>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    index('site_menu_items_site_idx').on(table.siteId, table.position),
    check('site_menu_items_target_ck', sql`(${table.pageId} is null) <> (${table.url} is null)`),
  ],
);

export const siteFooterLinks = pgTable(
  'site_footer_links',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => partnerSites.id, { onDelete: 'cascade' }),
    pageId: integer('page_id').references(() => sitePages.id, { onDelete: 'cascade' }),
    url: text('url'),
    labels: jsonb('labels').$type<LocalizedText>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    index('site_footer_links_site_idx').on(table.siteId, table.position),
    check('site_footer_links_target_ck', sql`(${table.pageId} is null) <> (${table.url} is null)`),
  ],
);

/** Privacy policy and terms per site and locale. */
export const siteLegalTexts = pgTable(
  'site_legal_texts',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => partnerSites.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.kind, table.locale] }),
    check('site_legal_texts_kind_ck', sql`${table.kind} in ('privacy', 'terms')`),
  ],
);

/** The platform's own texts, used by sites that set footer_settings.use_goto_hub_privacy. */
export const platformLegalTexts = pgTable(
  'platform_legal_texts',
  {
    kind: text('kind').notNull(),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.locale] }),
    check('platform_legal_texts_kind_ck', sql`${table.kind} in ('privacy', 'terms')`),
  ],
);

/**
 * An embeddable widget of a site (spec 002 §7.5 widgets; read publicly by uuid, spec 002 §7.2, for the
 * `/{uuid}/gotohubwidget` page). `service_ids` are the services a service grid shows, in order; the public read
 * keeps only those the site still sells.
 */
export const siteWidgets = pgTable(
  'site_widgets',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    siteId: integer('site_id')
      .notNull()
      .references(() => partnerSites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    serviceIds: integer('service_ids').array().notNull().default(sql`'{}'::integer[]`),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('site_widgets_site_idx').on(table.siteId),
    check('site_widgets_kind_ck', sql`${table.kind} in ('search', 'service_grid')`),
  ],
);
