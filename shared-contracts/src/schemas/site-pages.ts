/**
 * A partner's pages, their sections and the site's menu as the site builder edits them (spec 002 §7.4 writes,
 * issue 15 §3). The storefront's read of the same rows is shared-contracts/site-content; this subpath is for the
 * panel and the API only, so the storefront's first load does not carry it.
 *
 * Texts are per language: a record keyed by locale. Which languages may appear is the site's own (its enabled
 * languages), so the API checks the keys against the site, and the primary language's title is required.
 */
import * as v from 'shared-contracts/valibot';
import { dataEnvelope, IdSchema, IdTextSchema, listEnvelope, ListQuerySchema } from 'shared-contracts/common';
import { LocaleCodeSchema } from 'shared-contracts/locales';
import { PageStatus, SectionStoredSchemas, SectionType } from 'shared-contracts/site-content';

export const PAGE_LIMITS = {
  slugMax: 80,
  titleMax: 120,
  seoDescriptionMax: 300,
  addressMax: 2000,
  sectionsPerPage: 40,
  menuItemsMax: 60,
  /** Top level, sub-menu, sub-sub-menu. */
  menuDepth: 3,
  menuLabelMax: 60,
} as const;

/** Paths the storefront keeps for itself under `page/`: the legal pages its footer links to. */
export const RESERVED_PAGE_SLUGS: readonly string[] = ['privacy-policy', 'terms-and-conditions'];

const INVALID = 'validation.invalid';

/** A page's address on its site, `/{lang}/page/{slug}`: a DNS-label-like word, unique per site. */
export const PageSlugSchema = v.pipe(
  v.string('validation.required'),
  v.trim(),
  v.toLowerCase(),
  v.nonEmpty('validation.required'),
  v.maxLength(PAGE_LIMITS.slugMax, 'validation.slugInvalid'),
  v.regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/, 'validation.slugInvalid'),
  v.check((slug) => !RESERVED_PAGE_SLUGS.includes(slug), 'validation.slugReserved'),
);

/**
 * Where a link or an image points: a path on the site (`/no/search`), or a full https address. No other scheme, so
 * neither `javascript:` nor `data:` reaches a visitor's page.
 */
export const SiteAddressSchema = v.pipe(
  v.string('validation.linkInvalid'),
  v.trim(),
  v.maxLength(PAGE_LIMITS.addressMax, 'validation.linkInvalid'),
  v.regex(/^(?:\/(?!\/)\S*|https?:\/\/[^\s/]+\S*|mailto:\S+@\S+|tel:\+?[\d\s-]+)$/i, 'validation.linkInvalid'),
);

/** An image: a site address, or an inline picture (`data:image/…`, as the platform's own seeded pictures are). */
export const SiteImageSchema = v.union(
  [SiteAddressSchema, v.pipe(v.string(), v.maxLength(100_000, 'validation.imageInvalid'), v.regex(/^data:image\/(?:png|jpeg|webp|gif|svg\+xml)[;,]/, 'validation.imageInvalid'))],
  'validation.imageInvalid',
);

const localized = (max: number, message: string) => v.record(LocaleCodeSchema, v.pipe(v.string(INVALID), v.trim(), v.maxLength(max, message)));

const textsOf = <T extends SectionType>(type: T) => v.record(LocaleCodeSchema, SectionStoredSchemas[type].text);

/** What the builder writes into a hero and a destination box: every link a site address, every image a picture. */
const HeroSettingsInputSchema = v.object({ image_url: SiteImageSchema, cta_href: v.nullable(SiteAddressSchema) });
const DestinationBoxSettingsInputSchema = v.object({
  items: v.array(
    v.object({
      key: v.pipe(v.string(INVALID), v.regex(/^[\w-]{1,40}$/, INVALID)),
      image_url: SiteImageSchema,
      location_id: v.nullable(IdSchema),
      href: v.nullable(SiteAddressSchema),
    }),
  ),
});

/**
 * A section: its type, what does not change with the language (`settings`), and its texts per language, with the
 * `extra` fields of the call. `input` picks the builder's stricter settings over the stored shape.
 */
function sectionVariant<const E extends Record<string, v.GenericSchema>>(extra: E) {
  return {
    stored: v.variant('type', [
      v.object({ ...extra, type: v.literal(SectionType.hero), settings: SectionStoredSchemas.hero.settings, texts: textsOf(SectionType.hero) }),
      v.object({ ...extra, type: v.literal(SectionType.rich_text), settings: SectionStoredSchemas.rich_text.settings, texts: textsOf(SectionType.rich_text) }),
      v.object({ ...extra, type: v.literal(SectionType.service_grid), settings: SectionStoredSchemas.service_grid.settings, texts: textsOf(SectionType.service_grid) }),
      v.object({ ...extra, type: v.literal(SectionType.destination_box), settings: SectionStoredSchemas.destination_box.settings, texts: textsOf(SectionType.destination_box) }),
      v.object({ ...extra, type: v.literal(SectionType.faq), settings: SectionStoredSchemas.faq.settings, texts: textsOf(SectionType.faq) }),
    ]),
    input: v.variant('type', [
      v.object({ ...extra, type: v.literal(SectionType.hero), settings: HeroSettingsInputSchema, texts: textsOf(SectionType.hero) }),
      v.object({ ...extra, type: v.literal(SectionType.rich_text), settings: SectionStoredSchemas.rich_text.settings, texts: textsOf(SectionType.rich_text) }),
      v.object({ ...extra, type: v.literal(SectionType.service_grid), settings: SectionStoredSchemas.service_grid.settings, texts: textsOf(SectionType.service_grid) }),
      v.object({ ...extra, type: v.literal(SectionType.destination_box), settings: DestinationBoxSettingsInputSchema, texts: textsOf(SectionType.destination_box) }),
      v.object({ ...extra, type: v.literal(SectionType.faq), settings: SectionStoredSchemas.faq.settings, texts: textsOf(SectionType.faq) }),
    ]),
  };
}

/** A section as stored and read back by the builder. */
export const PanelSectionSchema = sectionVariant({ id: v.number(), page_id: v.number(), position: v.number() }).stored;
export type PanelSection = v.InferOutput<typeof PanelSectionSchema>;
export const PanelSectionAnswerSchema = dataEnvelope(PanelSectionSchema);
export const PanelSectionsAnswerSchema = dataEnvelope(v.array(PanelSectionSchema));

/** A section's content as the builder edits it, whatever call carries it. */
export const SectionContentInputSchema = sectionVariant({}).input;
export type SectionContentInput = v.InferOutput<typeof SectionContentInputSchema>;

/** A new section of a page: after the page's others, or at `position` (0 is first). */
export const CreateSectionInputSchema = sectionVariant({
  page_id: IdSchema,
  position: v.optional(v.pipe(v.number(INVALID), v.integer(INVALID), v.minValue(0, INVALID))),
}).input;
export type CreateSectionInput = v.InferOutput<typeof CreateSectionInputSchema>;

/** A section's new content; its type and page stay. */
export const UpdateSectionInputSchema = sectionVariant({ id: IdSchema }).input;
export type UpdateSectionInput = v.InferOutput<typeof UpdateSectionInputSchema>;

/** The page's sections in their new order: every one of them, each once. */
export const SaveSectionsInputSchema = v.object({
  section_ids: v.pipe(
    v.array(IdSchema, INVALID),
    v.maxLength(PAGE_LIMITS.sectionsPerPage, INVALID),
    v.check((ids) => new Set(ids).size === ids.length, INVALID),
  ),
});
export type SaveSectionsInput = v.InferOutput<typeof SaveSectionsInputSchema>;

/* ------------------------------------------------------------------ pages */

export const PanelPageSchema = v.object({
  id: v.number(),
  site_id: v.number(),
  slug: v.string(),
  titles: v.record(LocaleCodeSchema, v.string()),
  status: v.enum(PageStatus),
  /** The site's home page: it cannot be unpublished or deleted while it is. */
  is_primary: v.boolean(),
  seo_descriptions: v.record(LocaleCodeSchema, v.string()),
  social_image_url: v.nullable(v.string()),
  no_index: v.boolean(),
  section_count: v.number(),
  updated_at: v.string(),
});
export type PanelPage = v.InferOutput<typeof PanelPageSchema>;
export const PanelPageListAnswerSchema = listEnvelope(PanelPageSchema);

export const PanelPageDetailSchema = v.object({ ...PanelPageSchema.entries, sections: v.array(PanelSectionSchema) });
export type PanelPageDetail = v.InferOutput<typeof PanelPageDetailSchema>;
export const PanelPageAnswerSchema = dataEnvelope(PanelPageDetailSchema);

/** A page's settings (issue 15 §3): title, SEO description, social image, slug, no-index. A new page is unpublished. */
export const PageInputSchema = v.object({
  slug: PageSlugSchema,
  titles: localized(PAGE_LIMITS.titleMax, 'validation.pageTitleTooLong'),
  seo_descriptions: v.optional(localized(PAGE_LIMITS.seoDescriptionMax, 'validation.seoDescriptionTooLong'), {}),
  social_image_url: v.optional(v.nullable(SiteAddressSchema), null),
  no_index: v.optional(v.boolean(INVALID), false),
});
export type PageInput = v.InferOutput<typeof PageInputSchema>;

/** PageInput on a site whose primary language is `primary`: the title in it is required (the API checks the same). */
export function pageInputFor(primary: string) {
  return v.pipe(
    PageInputSchema,
    v.forward(
      v.check((input) => Boolean((input.titles as Record<string, string | undefined>)[primary]?.trim()), 'validation.required'),
      ['titles', primary] as never,
    ),
  );
}

/** `status` 1 lists the published pages (the default), 2 the unpublished ones (spec 000 §4). */
export const PageListQuerySchema = v.object({
  ...ListQuerySchema.entries,
  status: v.optional(v.pipe(v.picklist(['1', '2'], INVALID), v.transform((value) => Number(value) as PageStatus)), '1'),
});
export type PageListQuery = v.InferOutput<typeof PageListQuerySchema>;

export const PageParamSchema = v.object({ siteId: IdTextSchema, id: IdTextSchema });

/** `page_id`: the page being edited, whose own slug counts as free. */
export const SlugCheckQuerySchema = v.object({ page_id: v.optional(IdTextSchema) });
/** `message` is the validation message id when the slug cannot be used, null when it can. */
export const SlugCheckAnswerSchema = dataEnvelope(v.object({ slug: v.string(), available: v.boolean(), message: v.nullable(v.string()) }));
export type SlugCheck = v.InferOutput<typeof SlugCheckAnswerSchema>['data'];

/* ------------------------------------------------------------------ menu */

export const PanelMenuItemSchema = v.object({
  id: v.number(),
  parent_id: v.nullable(v.number()),
  /** A link to one of the site's pages (it follows the page's slug), or else `url`. */
  page_id: v.nullable(v.number()),
  url: v.nullable(v.string()),
  labels: v.record(LocaleCodeSchema, v.string()),
  position: v.number(),
});
export type PanelMenuItem = v.InferOutput<typeof PanelMenuItemSchema>;
export const PanelMenuAnswerSchema = dataEnvelope(v.array(PanelMenuItemSchema));

const MenuKeySchema = v.pipe(v.string(INVALID), v.regex(/^[\w-]{1,40}$/, INVALID));

export const MenuItemInputSchema = v.pipe(
  v.object({
    /** The item's name within this save, for its children's `parent_key`. */
    key: MenuKeySchema,
    /** An item saved before keeps its id; a new one has none. */
    id: v.optional(v.nullable(IdSchema), null),
    parent_key: v.optional(v.nullable(MenuKeySchema), null),
    page_id: v.optional(v.nullable(IdSchema), null),
    url: v.optional(v.nullable(SiteAddressSchema), null),
    labels: localized(PAGE_LIMITS.menuLabelMax, 'validation.menuLabelTooLong'),
  }),
  v.forward(
    v.check((item) => (item.page_id === null) !== (item.url === null), 'validation.menuTargetRequired'),
    ['url'],
  ),
);
export type MenuItemInput = v.InferOutput<typeof MenuItemInputSchema>;

/** Depth of each item (1 for the top level), or null when a parent is missing, comes later, or the keys repeat. */
export function menuDepths(items: readonly Pick<MenuItemInput, 'key' | 'parent_key'>[]): number[] | null {
  const depth = new Map<string, number>();
  const depths: number[] = [];
  for (const item of items) {
    if (depth.has(item.key)) return null;
    const parent = item.parent_key === null ? 0 : depth.get(item.parent_key);
    if (parent === undefined) return null;
    depth.set(item.key, parent + 1);
    depths.push(parent + 1);
  }
  return depths;
}

/**
 * The whole menu, in order: a parent before its children, siblings in the order they show. What is not in it is
 * removed; it saves in one go or not at all.
 */
export const SaveMenuInputSchema = v.pipe(
  v.object({ items: v.pipe(v.array(MenuItemInputSchema, INVALID), v.maxLength(PAGE_LIMITS.menuItemsMax, 'validation.menuTooLong')) }),
  v.forward(
    v.check((input) => menuDepths(input.items) !== null, 'validation.menuParentInvalid'),
    ['items'],
  ),
  v.forward(
    v.check((input) => (menuDepths(input.items) ?? []).every((d) => d <= PAGE_LIMITS.menuDepth), 'validation.menuTooDeep'),
    ['items'],
  ),
);
export type SaveMenuInput = v.InferOutput<typeof SaveMenuInputSchema>;
