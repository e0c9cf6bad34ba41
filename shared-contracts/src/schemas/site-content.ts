/**
 * What a partner site's pages show (spec 002 §7.2, §7.4 reads): service cards with their money and location, pages
 * with sections, menus, footer, legal texts. Its own subpath (shared-contracts/site-content) because it is on the
 * storefront's first load, while the rest of the catalogue schemas (shared-contracts/catalogue, which re-exports
 * these) are only needed by product pages and the API: a shared module ships whole.
 */
import * as v from 'shared-contracts/valibot';
import { ServiceTypeId } from 'shared-contracts/enums';
import { LIMITS } from 'shared-contracts/constants';
import { dataEnvelope, IdSchema } from 'shared-contracts/common';
import { LocaleCodeSchema } from 'shared-contracts/locales';

type ServiceTypeName = keyof typeof ServiceTypeId;
export const SERVICE_TYPE_NAMES = Object.keys(ServiceTypeId) as ServiceTypeName[];
export const ServiceTypeNameSchema = v.picklist(SERVICE_TYPE_NAMES);

const id = IdSchema;

/* ------------------------------------------------------------------ money */

export const MoneySchema = v.object({
  currency: v.pipe(v.string(), v.length(3)),
  /** Integer minor units (øre, cents): the value every computation uses. */
  minor: v.pipe(v.number(), v.integer()),
  /** Major units, exactly `minor / 100`, at most 2 decimals. */
  amount: v.number(),
});
export type Money = v.InferOutput<typeof MoneySchema>;

/** Minor units to the wire form. Integer division keeps the major value to 2 decimals without float drift. */
export function money(minor: number, currency: string): Money {
  if (!Number.isInteger(minor)) throw new Error(`money(): minor units must be an integer, got ${minor}`);
  return { currency, minor, amount: Number((minor / 100).toFixed(2)) };
}

/** An amount as a person types it ("450", "450.5", "450,50") in minor units; NaN when it is not one. */
export function minorFromAmount(text: string): number {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/* ------------------------------------------------------------------ shared pieces */

export const LocationSchema = v.object({
  id: v.number(),
  name: v.string(),
  parent_id: v.nullable(v.number()),
  country: v.string(),
  lat: v.number(),
  lng: v.number(),
  time_zone: v.string(),
});
export type Location = v.InferOutput<typeof LocationSchema>;

export const CategoryRefSchema = v.object({ lvl0: v.array(v.string()), lvl1: v.array(v.string()) });

export const ServiceCardSchema = v.object({
  id: v.number(),
  service_type: ServiceTypeNameSchema,
  service_type_id: v.number(),
  slug: v.string(),
  /** The locale the texts are in, after falling back (requested → site primary → en). */
  locale: LocaleCodeSchema,
  name: v.string(),
  short_description: v.string(),
  image: v.nullable(v.string()),
  location: v.nullable(v.object({ id: v.number(), name: v.string() })),
  lat: v.nullable(v.number()),
  lng: v.nullable(v.number()),
  rating: v.nullable(v.number()),
  currency: v.string(),
  /** "From" price: cheapest adult-like ticket, room rate or package price; null when none is set. */
  lowest_price: v.nullable(MoneySchema),
  categories: CategoryRefSchema,
  /** Activities and events: hours:minutes. */
  duration: v.nullable(v.string()),
});
export type ServiceCard = v.InferOutput<typeof ServiceCardSchema>;

/* ------------------------------------------------------------------ partner-site content */

export const PageStatus = { published: 1, unpublished: 2 } as const;
export type PageStatus = (typeof PageStatus)[keyof typeof PageStatus];

export const SectionType = {
  hero: 'hero',
  rich_text: 'rich_text',
  service_grid: 'service_grid',
  destination_box: 'destination_box',
  faq: 'faq',
} as const;
export type SectionType = (typeof SectionType)[keyof typeof SectionType];

const url = v.pipe(v.string(), v.maxLength(100_000));

/** What a section stores, per type: `settings` holds what does not change with the language, `text` the rest. */
export const SectionStoredSchemas = {
  hero: {
    settings: v.object({ image_url: url, cta_href: v.nullable(v.string()) }),
    text: v.object({ title: v.string(), subtitle: v.string(), cta_label: v.nullable(v.string()) }),
  },
  rich_text: {
    settings: v.object({}),
    text: v.object({ title: v.nullable(v.string()), html: v.string() }),
  },
  service_grid: {
    settings: v.object({ bucket_id: v.number(), columns: v.optional(v.pipe(v.number(), v.minValue(1), v.maxValue(4)), 3) }),
    text: v.object({ title: v.string(), subtitle: v.nullable(v.string()) }),
  },
  destination_box: {
    settings: v.object({
      items: v.array(v.object({ key: v.string(), image_url: url, location_id: v.nullable(v.number()), href: v.nullable(v.string()) })),
    }),
    text: v.object({ title: v.string(), items: v.record(v.string(), v.object({ title: v.string(), subtitle: v.string() })) }),
  },
  faq: {
    settings: v.object({}),
    text: v.object({ title: v.string(), items: v.array(v.object({ question: v.string(), answer: v.string() })) }),
  },
} as const;

const sectionBase = { id: v.number(), position: v.number(), locale: LocaleCodeSchema };
export const HeroSectionSchema = v.object({
  ...sectionBase,
  type: v.literal(SectionType.hero),
  content: v.object({ title: v.string(), subtitle: v.string(), image_url: url, cta_label: v.nullable(v.string()), cta_href: v.nullable(v.string()) }),
});
export const RichTextSectionSchema = v.object({
  ...sectionBase,
  type: v.literal(SectionType.rich_text),
  content: v.object({ title: v.nullable(v.string()), html: v.string() }),
});
export const ServiceGridSectionSchema = v.object({
  ...sectionBase,
  type: v.literal(SectionType.service_grid),
  content: v.object({
    title: v.string(),
    subtitle: v.nullable(v.string()),
    bucket_id: v.number(),
    columns: v.number(),
    /** The bucket's services, in bucket order, as cards in the section's language. */
    services: v.array(ServiceCardSchema),
  }),
});
export const DestinationBoxSectionSchema = v.object({
  ...sectionBase,
  type: v.literal(SectionType.destination_box),
  content: v.object({
    title: v.string(),
    items: v.array(
      v.object({ key: v.string(), title: v.string(), subtitle: v.string(), image_url: url, location_id: v.nullable(v.number()), href: v.nullable(v.string()) }),
    ),
  }),
});
export const FaqSectionSchema = v.object({
  ...sectionBase,
  type: v.literal(SectionType.faq),
  content: v.object({ title: v.string(), items: v.array(v.object({ question: v.string(), answer: v.string() })) }),
});
export const SectionSchema = v.variant('type', [
  HeroSectionSchema,
  RichTextSectionSchema,
  ServiceGridSectionSchema,
  DestinationBoxSectionSchema,
  FaqSectionSchema,
]);
export type Section = v.InferOutput<typeof SectionSchema>;
export const SectionAnswerSchema = dataEnvelope(SectionSchema);

export const SitePageSchema = v.object({
  id: v.number(),
  site_id: v.number(),
  slug: v.string(),
  title: v.string(),
  status: v.enum(PageStatus),
  is_primary: v.boolean(),
  locale: LocaleCodeSchema,
  sections: v.array(SectionSchema),
  /** What the page asks of search engines and shared links (its page settings). */
  seo: v.optional(v.object({ description: v.nullable(v.string()), image_url: v.nullable(v.string()), no_index: v.boolean() }), {
    description: null,
    image_url: null,
    no_index: false,
  }),
});
export type SitePage = v.InferOutput<typeof SitePageSchema>;
export const SitePageAnswerSchema = dataEnvelope(SitePageSchema);
/** `page_id` (the start-up form), or `slug`; neither gives the site's primary page. */
export const SitePageQuerySchema = v.object({
  page_id: v.optional(
    v.pipe(v.string('validation.idInvalid'), v.regex(/^(-1|\d{1,10})$/, 'validation.idInvalid'), v.toNumber(), v.maxValue(LIMITS.maxId, 'validation.idInvalid')),
  ),
  slug: v.optional(v.pipe(v.string(), v.maxLength(200))),
  locale: v.optional(LocaleCodeSchema),
});
export const LocaleQuerySchema = v.object({ locale: v.optional(LocaleCodeSchema) });

export const MenuItemSchema = v.object({
  id: v.number(),
  parent_id: v.nullable(v.number()),
  label: v.string(),
  url: v.string(),
  is_external: v.boolean(),
  position: v.number(),
});
export type MenuItem = v.InferOutput<typeof MenuItemSchema>;
export const MenuItemsAnswerSchema = dataEnvelope(v.array(MenuItemSchema));
export const MenuItemsQuerySchema = v.object({ url_prefix: v.optional(v.string(), ''), locale: v.optional(LocaleCodeSchema) });

export const FooterLinkSchema = v.object({ id: v.number(), label: v.string(), url: v.string(), is_external: v.boolean(), position: v.number() });
export const FooterLinksAnswerSchema = dataEnvelope(v.array(FooterLinkSchema));
export const PrefixQuerySchema = v.object({ prefix: v.optional(v.string(), ''), locale: v.optional(LocaleCodeSchema) });

export const FooterSchema = v.object({
  company_name: v.nullable(v.string()),
  background_color: v.string(),
  font_color: v.string(),
  widgets: v.array(v.object({ title: v.string(), content: v.string() })),
  links: v.array(FooterLinkSchema),
  use_goto_hub_privacy: v.boolean(),
  privacy_policy_page_path: v.string(),
  terms_and_conditions_page_path: v.string(),
  member_by: v.object({ name: v.string(), url: v.string() }),
  /** The site's location settings: where its business is, shown in the footer (issue 15 §2). */
  contact: v.optional(
    v.object({ address: v.nullable(v.string()), phone: v.nullable(v.string()), email: v.nullable(v.string()) }),
    { address: null, phone: null, email: null },
  ),
});
export const FooterAnswerSchema = dataEnvelope(FooterSchema);

export const LegalKind = { privacy: 'privacy', terms: 'terms' } as const;
export type LegalKind = (typeof LegalKind)[keyof typeof LegalKind];
export const LegalTextSchema = v.object({
  kind: v.enum(LegalKind),
  locale: LocaleCodeSchema,
  title: v.string(),
  /** Sanitised HTML. */
  body: v.string(),
  /** "platform" when the site uses the platform's own privacy policy. */
  source: v.picklist(['site', 'platform']),
});
export const LegalTextAnswerSchema = dataEnvelope(LegalTextSchema);

export const SiteServicesInputSchema = v.object({
  service_ids: v.pipe(v.array(id), v.maxLength(1000)),
  locale: v.optional(LocaleCodeSchema),
});

export const FontSchema = v.object({ family: v.string(), category: v.string(), weights: v.array(v.number()) });
export const FontDataAnswerSchema = dataEnvelope(v.array(FontSchema));

/** The platform's own name and address, shown in every site's "member by" footer block. */
export const PLATFORM_MEMBER_BY = { name: 'Wayhub', url: 'https://wayhub.example' } as const;
