/**
 * A supplier's activities and events in the panel (spec 002 §7.8, issue 12 §3): the list with its status-wise
 * counts, the editing sections (spec 000 §4, saved one at a time), status and privacy, the settings pages (product
 * features, custom sections, recommendations, booking option, special-instruction mail, notification e-mails), and
 * the reads the form needs (tax and commission categories, tags and categories of spec 002 §7.10).
 *
 * Texts are written in one locale per call (the `locale` query, else APP-LOCALE, else English); a section's body
 * replaces that section as a whole.
 */
import * as v from 'shared-contracts/valibot';
import { LIMITS } from 'shared-contracts/constants';
import { dataEnvelope, EmailSchema, IdSchema, IdTextSchema } from 'shared-contracts/common';
import { durationTextToStored } from 'shared-contracts/duration';
import {
  ActivityKind,
  GeneralStatus,
  MediaSourceType,
  MediaState,
  ProductKind,
  ServiceListFilter,
  TourEditSection,
  TourProviderType,
} from 'shared-contracts/enums';
import { LocaleCodeSchema } from 'shared-contracts/locales';
import { MoneySchema, ServiceTypeNameSchema } from 'shared-contracts/site-content';

const id = IdSchema;
const INVALID = 'validation.invalid';

/** Trimmed text of at most `max` characters; '' allowed. */
const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, INVALID));
/** Trimmed text that must not be empty. */
const requiredText = (max: number) => v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.maxLength(max, INVALID));
/** A list of short, non-empty lines (highlights, inclusions…). */
const lines = (maxItems: number, maxLength: number) => v.optional(v.pipe(v.array(requiredText(maxLength)), v.maxLength(maxItems, INVALID)), []);
const ids = (max: number) =>
  v.pipe(
    v.array(id),
    v.maxLength(max, INVALID),
    v.check((list) => new Set(list).size === list.length, INVALID),
  );

export const PositionSchema = v.object({
  lat: v.pipe(v.number(), v.finite(INVALID), v.minValue(-90, INVALID), v.maxValue(90, INVALID)),
  lng: v.pipe(v.number(), v.finite(INVALID), v.minValue(-180, INVALID), v.maxValue(180, INVALID)),
});
export type Position = v.InferOutput<typeof PositionSchema>;

/** Texts by locale: at least one of them not empty. */
export const LocalizedTextInputSchema = (max: number) =>
  v.pipe(
    v.record(LocaleCodeSchema, text(max)),
    v.check((texts) => Object.values(texts).some((value) => Boolean(value)), 'validation.required'),
  );
const LocalizedTextSchema = v.record(LocaleCodeSchema, v.string());

/* ------------------------------------------------------------------ durations and videos */

/** "1d 2h 30m" as typed (spec 001 §5); the output is the stored "H:MM". */
export const DurationTextSchema = v.pipe(
  v.string('validation.required'),
  v.trim(),
  v.nonEmpty('validation.required'),
  v.check((value) => durationTextToStored(value).ok, 'validation.durationInvalid'),
  v.transform((value) => {
    const stored = durationTextToStored(value);
    return stored.ok ? stored.value : '0:00';
  }),
);

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com', 'youtu.be']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;

/**
 * The embeddable player address of a YouTube or Vimeo link (https only), or null for anything else: the storefront
 * frames only these two players, so a gallery never embeds an arbitrary page.
 */
export function embedVideoUrl(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  if (YOUTUBE_HOSTS.has(host)) {
    const videoId =
      host === 'youtu.be'
        ? segments[0]
        : segments[0] === 'watch'
          ? (url.searchParams.get('v') ?? undefined)
          : ['embed', 'shorts', 'live'].includes(segments[0] ?? '')
            ? segments[1]
            : undefined;
    return videoId && YOUTUBE_ID.test(videoId) ? `https://www.youtube.com/embed/${videoId}` : null;
  }
  if (VIMEO_HOSTS.has(host)) {
    const videoId = host === 'player.vimeo.com' ? (segments[0] === 'video' ? segments[1] : undefined) : segments[0];
    return videoId && VIMEO_ID.test(videoId) ? `https://player.vimeo.com/video/${videoId}` : null;
  }
  return null;
}

/** A YouTube or Vimeo https link; the output is its embeddable player address. */
export const VideoUrlSchema = v.pipe(
  v.string('validation.required'),
  v.trim(),
  v.nonEmpty('validation.required'),
  v.maxLength(500, 'errors.videoUrlInvalid'),
  v.check((value) => embedVideoUrl(value) !== null, 'errors.videoUrlInvalid'),
  v.transform((value) => embedVideoUrl(value) ?? value),
);

/* ------------------------------------------------------------------ editing sections (spec 000 §4) */

const SECTION = TourEditSection;
/** Product kinds map onto service types: Tour 1 → activities, Event 2 → events. */
export const TOUR_SERVICE_TYPES = ['activities', 'events'] as const;
export type TourServiceType = (typeof TOUR_SERVICE_TYPES)[number];

const vitalDetailsEntries = {
  name: requiredText(200),
  kind: v.enum(ProductKind, INVALID),
  activity_kind: v.optional(v.enum(ActivityKind, INVALID), ActivityKind.normal),
  provider_type: v.optional(v.enum(TourProviderType, INVALID), TourProviderType.NORMAL_TOUR),
  /** Where the activity takes place (a city of the catalogue's locations); null while a draft. */
  location_id: v.optional(v.nullable(id), null),
  /** The map position; defaults to the location's when a location is given without one. */
  position: v.optional(v.nullable(PositionSchema), null),
  /** "1d 2h 30m" (spec 001 §5); null while a draft. */
  duration: v.optional(v.nullable(DurationTextSchema), null),
  /** The channel's product code (tour/manage/mapping); channel sync itself comes later. */
  channel_product_code: v.optional(v.nullable(text(64)), null),
};

export const VitalDetailsInputSchema = v.object(vitalDetailsEntries);
export type VitalDetailsInput = v.InferInput<typeof VitalDetailsInputSchema>;

/** POST /tours: the vital details make the activity (Pending); an administrator names its supplier. */
export const CreateTourInputSchema = v.object({
  ...vitalDetailsEntries,
  /** ISO 4217; defaults to the supplier's currency. */
  currency: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, INVALID))),
  /** Required from an administrator; a supplier's own id, or absent, from a supplier. */
  supplier_user_id: v.optional(id),
});
export type CreateTourInput = v.InferInput<typeof CreateTourInputSchema>;

export const BasicDetailsInputSchema = v.object({
  short_description: v.optional(text(500), ''),
  long_description: v.optional(text(10_000), ''),
  highlights: lines(20, 300),
  inclusions: lines(30, 300),
  exclusions: lines(30, 300),
  meeting_point: v.optional(v.nullable(text(500)), null),
  meeting_position: v.optional(v.nullable(PositionSchema), null),
});

const alt = v.optional(text(200), '');
const cover = v.optional(v.boolean(), false);
/** A gallery item: an uploaded file (1), an embedded video (2) or one of the owner's existing files (3). */
export const TourMediaInputSchema = v.variant('source_type', [
  v.object({ source_type: v.literal(MediaSourceType.file), file_id: id, alt, is_cover: cover }),
  v.object({ source_type: v.literal(MediaSourceType.embeddedVideo), url: VideoUrlSchema, alt, is_cover: cover }),
  v.object({ source_type: v.literal(MediaSourceType.existingFile), file_id: id, alt, is_cover: cover }),
]);
export type TourMediaInput = v.InferOutput<typeof TourMediaInputSchema>;
const isImage = (item: { source_type: number }) => item.source_type !== MediaSourceType.embeddedVideo;

/** The gallery in its order; the flagged item (else the first image) is the cover. */
export const GalleryInputSchema = v.object({
  media: v.pipe(
    v.array(TourMediaInputSchema),
    v.maxLength(30, INVALID),
    v.check((items) => items.some(isImage), 'validation.imageRequired'),
    v.check((items) => items.filter((item) => item.is_cover).length <= 1, INVALID),
    v.check((items) => items.every((item) => !item.is_cover || isImage(item)), 'errors.coverNotImage'),
  ),
});

export const TagsCategoriesInputSchema = v.object({
  tag_ids: v.optional(ids(50), []),
  /** Categories of the activity's service type; a child brings its parent along. */
  category_ids: v.optional(ids(20), []),
});

export const TaxationInputSchema = v.object({
  tax_category_id: v.optional(v.nullable(id), null),
  commission_category_id: v.optional(v.nullable(id), null),
});

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/** "MM-DD"; 02-29 is allowed (a season recurs every year). */
export const MonthDaySchema = v.pipe(
  v.string(),
  v.regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'validation.dateInvalid'),
  v.check((value) => Number(value.slice(3)) <= (DAYS_IN_MONTH[Number(value.slice(0, 2)) - 1] ?? 0), 'validation.dateInvalid'),
);
/** A season from one day of the year to another; `to` before `from` runs over the new year. */
export const SeasonSchema = v.object({ from: MonthDaySchema, to: MonthDaySchema });
export type Season = v.InferOutput<typeof SeasonSchema>;
export const SeasonalInputSchema = v.object({ seasons: v.pipe(v.array(SeasonSchema), v.maxLength(12, INVALID)) });

/** PUT /tours/{id}: one editing section at a time, named by `section`. */
export const TourSectionInputSchema = v.variant('section', [
  v.object({ section: v.literal(SECTION.vitalDetails), ...VitalDetailsInputSchema.entries }),
  v.object({ section: v.literal(SECTION.basicDetails), ...BasicDetailsInputSchema.entries }),
  v.object({ section: v.literal(SECTION.galleryAndWidget), ...GalleryInputSchema.entries }),
  v.object({ section: v.literal(SECTION.tagsAndCategories), ...TagsCategoriesInputSchema.entries }),
  v.object({ section: v.literal(SECTION.taxation), ...TaxationInputSchema.entries }),
  v.object({ section: v.literal(SECTION.seasonal), ...SeasonalInputSchema.entries }),
]);
export type TourSectionInput = v.InferInput<typeof TourSectionInputSchema>;
export type TourSection = v.InferOutput<typeof TourSectionInputSchema>;

/* ------------------------------------------------------------------ the full tour */

/** What activation needs (issue 12 §3), each named when missing. */
export const TOUR_SELLABLE_PARTS = ['vitalDetails', 'image', 'pricedOption', 'futureDeparture'] as const;
export type TourSellablePart = (typeof TOUR_SELLABLE_PARTS)[number];
export const SellableSchema = v.object({ ready: v.boolean(), missing: v.array(v.picklist(TOUR_SELLABLE_PARTS)) });
export type Sellable = v.InferOutput<typeof SellableSchema>;

export const TourMediaSchema = v.object({
  id: v.number(),
  source_type: v.enum(MediaSourceType),
  url: v.string(),
  /** The upload behind a file or existing-file item; null for a video. */
  file_id: v.nullable(v.number()),
  alt: v.string(),
  position: v.number(),
  is_cover: v.boolean(),
  state: v.enum(MediaState),
});
export type TourMedia = v.InferOutput<typeof TourMediaSchema>;

const iso = v.string();

export const TourFullSchema = v.object({
  id: v.number(),
  service_type: v.picklist(TOUR_SERVICE_TYPES),
  service_type_id: v.number(),
  status: v.enum(GeneralStatus),
  is_private: v.boolean(),
  sync_failed: v.boolean(),
  slug: v.string(),
  product_code: v.string(),
  currency: v.string(),
  time_zone: v.string(),
  supplier_id: v.number(),
  created_at: iso,
  updated_at: iso,
  /** The locale asked for, and the one the texts come from (null: no translation yet in any). */
  locale: LocaleCodeSchema,
  text_locale: v.nullable(LocaleCodeSchema),
  /** Locales with a translation. */
  locales: v.array(LocaleCodeSchema),
  vital_details: v.object({
    name: v.string(),
    kind: v.enum(ProductKind),
    activity_kind: v.enum(ActivityKind),
    provider_type: v.enum(TourProviderType),
    location_id: v.nullable(v.number()),
    location_name: v.nullable(v.string()),
    position: v.nullable(PositionSchema),
    /** "1d 2h 30m"; '' when not set. */
    duration: v.string(),
    /** As stored, "H:MM". */
    duration_stored: v.string(),
    channel_product_code: v.nullable(v.string()),
  }),
  basic_details: v.object({
    short_description: v.string(),
    long_description: v.string(),
    highlights: v.array(v.string()),
    inclusions: v.array(v.string()),
    exclusions: v.array(v.string()),
    meeting_point: v.nullable(v.string()),
    meeting_position: v.nullable(PositionSchema),
  }),
  gallery_and_widget: v.object({ media: v.array(TourMediaSchema) }),
  tags_and_categories: v.object({ tag_ids: v.array(v.number()), category_ids: v.array(v.number()) }),
  taxation: v.object({ tax_category_id: v.nullable(v.number()), commission_category_id: v.nullable(v.number()) }),
  seasonal: v.object({ seasons: v.array(SeasonSchema) }),
  feature_ids: v.array(v.number()),
  notification_emails: v.array(v.string()),
  sellable: SellableSchema,
});
export type TourFull = v.InferOutput<typeof TourFullSchema>;
export const TourFullAnswerSchema = dataEnvelope(TourFullSchema);

export const TourLocaleQuerySchema = v.object({ locale: v.optional(LocaleCodeSchema) });

/* ------------------------------------------------------------------ list, counts, status */

/** A 1-based page number, or -1 (with a limit of -1: everything). */
const pageNumber = v.pipe(v.number(), v.integer(INVALID), v.maxValue(LIMITS.maxId, INVALID), v.check((n) => n === -1 || n >= 1, INVALID));
/** Rows per page up to `max`, or -1 for all. */
const pageSize = (max: number) => v.pipe(v.number(), v.integer(INVALID), v.maxValue(max, INVALID), v.check((n) => n === -1 || n >= 1, INVALID));

/**
 * POST /tour-listing. Paging is `page_number` and `limit`, 1-based, as the spec's POST list bodies carry it (tags:
 * "body limit, page_number"; -1 and -1 mean all); `item_per_page`/`left_off` is the spec's form for GET queries.
 * `status` is the service list filter (spec 000 §4); leaving it out lists every status.
 */
export const TourListingInputSchema = v.object({
  page_number: v.optional(pageNumber, 1),
  limit: v.optional(pageSize(100), 20),
  /** Part of the name (any translation), the product code, or the id. */
  search: v.optional(text(200), ''),
  status: v.optional(v.enum(ServiceListFilter, INVALID)),
  service_type: v.optional(v.picklist(TOUR_SERVICE_TYPES, INVALID)),
  /** An administrator's view of one supplier. */
  supplier_user_id: v.optional(id),
  sort_by: v.optional(v.picklist(['created_at', 'updated_at', 'name', 'status', 'id'], INVALID), 'created_at'),
  sort_order: v.optional(v.picklist(['asc', 'desc'], INVALID), 'desc'),
});
export type TourListingInput = v.InferInput<typeof TourListingInputSchema>;
export type TourListingQuery = v.InferOutput<typeof TourListingInputSchema>;

export const TourListItemSchema = v.object({
  id: v.number(),
  name: v.string(),
  /** The locale the name is in (requested → English → any). */
  locale: v.nullable(LocaleCodeSchema),
  slug: v.string(),
  product_code: v.string(),
  service_type: v.picklist(TOUR_SERVICE_TYPES),
  service_type_id: v.number(),
  status: v.enum(GeneralStatus),
  is_private: v.boolean(),
  sync_failed: v.boolean(),
  image: v.nullable(v.string()),
  location: v.nullable(v.object({ id: v.number(), name: v.string() })),
  /** "1d 2h 30m"; '' when not set. */
  duration: v.string(),
  /** The "from" price: the lowest undated adult-like ticket price. */
  lowest_price: v.nullable(MoneySchema),
  supplier_id: v.number(),
  created_at: iso,
  updated_at: iso,
});
export type TourListItem = v.InferOutput<typeof TourListItemSchema>;
export const TourListingAnswerSchema = dataEnvelope(
  v.object({ data: v.array(TourListItemSchema), total: v.number(), page_number: v.number(), limit: v.number() }),
);
export type TourListingAnswer = v.InferOutput<typeof TourListingAnswerSchema>;
export const TourSummaryAnswerSchema = dataEnvelope(TourListItemSchema);

/** GET /tours/status-wise-count, under the same search as the list. */
export const TourStatusCountsQuerySchema = v.object({
  search: v.optional(text(200), ''),
  service_type: v.optional(v.picklist(TOUR_SERVICE_TYPES, INVALID)),
  supplier_user_id: v.optional(IdTextSchema),
});
/** One count per tab: `all` is every status; `sync_failed` counts across statuses. */
export const TourStatusCountsSchema = v.object({
  all: v.number(),
  active: v.number(),
  inactive: v.number(),
  pending: v.number(),
  hide: v.number(),
  sync_failed: v.number(),
});
export type TourStatusCounts = v.InferOutput<typeof TourStatusCountsSchema>;
export const TourStatusCountsAnswerSchema = dataEnvelope(TourStatusCountsSchema);

/** PUT /tours/{id}/update-status?status=1…4 (general status). */
export const UpdateStatusQuerySchema = v.object({
  status: v.pipe(v.string('validation.required'), v.regex(/^[1-4]$/, INVALID), v.toNumber(), v.enum(GeneralStatus, INVALID)),
});
/** PUT /tours/{id}/update-is-private?is_private=true|false (also 1|0). */
export const UpdateIsPrivateQuerySchema = v.object({
  is_private: v.pipe(
    v.picklist(['true', 'false', '1', '0'], INVALID),
    v.transform((value) => value === 'true' || value === '1'),
  ),
});
export const TourStateSchema = v.object({ id: v.number(), status: v.enum(GeneralStatus), is_private: v.boolean() });
export type TourState = v.InferOutput<typeof TourStateSchema>;
export const TourStateAnswerSchema = dataEnvelope(TourStateSchema);

/**
 * The refusal of PUT update-status to Active (400 VALIDATION_FAILED): the message names what is missing in the
 * caller's language, and each missing part is an issue whose `path` is the part.
 */
export const TourActivationRefusalSchema = v.object({
  message: v.string(),
  code: v.literal('VALIDATION_FAILED'),
  issues: v.pipe(
    v.array(v.object({ path: v.picklist(TOUR_SELLABLE_PARTS), message: v.string(), code: v.string() })),
    v.minLength(1),
  ),
});
export type TourActivationRefusal = v.InferOutput<typeof TourActivationRefusalSchema>;

export const TourDeletedAnswerSchema = dataEnvelope(v.object({ id: v.number(), deleted: v.literal(true) }));

export const TourSeasonalAnswerSchema = dataEnvelope(v.object({ service_id: v.number(), seasons: v.array(SeasonSchema) }));

/** GET /tours/{id}/at-glance: what the activity has, and what it still needs. */
export const TourAtGlanceSchema = v.object({
  id: v.number(),
  name: v.string(),
  status: v.enum(GeneralStatus),
  is_private: v.boolean(),
  media: v.number(),
  options: v.number(),
  tickets: v.number(),
  priced_tickets: v.number(),
  /** Departures from today (the activity's time zone) on. */
  upcoming_departures: v.number(),
  next_departure: v.nullable(v.object({ date: v.string(), start_time: v.string() })),
  /** Seats still for sale over the next 30 days. */
  seats_left_30_days: v.number(),
  lowest_price: v.nullable(MoneySchema),
  sellable: SellableSchema,
});
export type TourAtGlance = v.InferOutput<typeof TourAtGlanceSchema>;
export const TourAtGlanceAnswerSchema = dataEnvelope(TourAtGlanceSchema);

/* ------------------------------------------------------------------ settings pages */

export const NotificationEmailsInputSchema = v.object({
  emails: v.pipe(
    v.array(EmailSchema),
    v.maxLength(10, INVALID),
    v.transform((emails) => [...new Set(emails)]),
  ),
});
export const NotificationEmailsAnswerSchema = dataEnvelope(v.object({ service_id: v.number(), emails: v.array(v.string()) }));

export const ProductFeatureInputSchema = v.object({
  names: LocalizedTextInputSchema(100),
  /** An icon name of the panel's icon set. */
  icon: v.optional(v.pipe(text(64), v.regex(/^[a-z0-9-]*$/, INVALID)), ''),
  /** Required from an administrator creating one; ignored on update. */
  supplier_user_id: v.optional(id),
});
export type ProductFeatureInput = v.InferInput<typeof ProductFeatureInputSchema>;
export const ProductFeatureSchema = v.object({
  id: v.number(),
  supplier_id: v.number(),
  /** In the requested locale (→ English → any). */
  name: v.string(),
  names: LocalizedTextSchema,
  icon: v.string(),
});
export type ProductFeature = v.InferOutput<typeof ProductFeatureSchema>;
export const ProductFeatureAnswerSchema = dataEnvelope(ProductFeatureSchema);
export const ProductFeaturesAnswerSchema = dataEnvelope(v.array(ProductFeatureSchema));
export const ProductFeaturesQuerySchema = v.object({ supplier_user_id: v.optional(IdTextSchema) });
/** PUT /tour/features/{id}: the activity's features, all of its supplier. */
export const TourFeaturesInputSchema = v.object({ feature_ids: ids(50) });
export const TourFeaturesAnswerSchema = dataEnvelope(v.object({ service_id: v.number(), feature_ids: v.array(v.number()) }));

export const CustomSectionInputSchema = v.object({
  service_id: id,
  titles: LocalizedTextInputSchema(200),
  bodies: v.optional(v.record(LocaleCodeSchema, text(10_000)), {}),
  /** Default: after the last section. */
  position: v.optional(v.pipe(v.number(), v.integer(INVALID), v.minValue(0, INVALID), v.maxValue(1000, INVALID))),
});
export const CustomSectionUpdateSchema = v.object({
  titles: LocalizedTextInputSchema(200),
  bodies: v.optional(v.record(LocaleCodeSchema, text(10_000)), {}),
  position: v.optional(v.pipe(v.number(), v.integer(INVALID), v.minValue(0, INVALID), v.maxValue(1000, INVALID))),
});
export const CustomSectionSchema = v.object({
  id: v.number(),
  service_id: v.number(),
  /** In the requested locale (→ English → any). */
  title: v.string(),
  body: v.string(),
  titles: LocalizedTextSchema,
  bodies: LocalizedTextSchema,
  position: v.number(),
});
export type CustomSection = v.InferOutput<typeof CustomSectionSchema>;
export const CustomSectionAnswerSchema = dataEnvelope(CustomSectionSchema);
export const CustomSectionsAnswerSchema = dataEnvelope(v.array(CustomSectionSchema));

/** POST /tour/recommend: the recommended services of `service_id`, in order; all of the same supplier. */
export const TourRecommendInputSchema = v.object({
  service_id: id,
  recommended_ids: ids(20),
});
export const RecommendCandidatesQuerySchema = v.object({ search: v.optional(text(200), '') });
export const RecommendedItemSchema = v.object({
  id: v.number(),
  name: v.string(),
  service_type: ServiceTypeNameSchema,
  service_type_id: v.number(),
  status: v.enum(GeneralStatus),
  image: v.nullable(v.string()),
});
export type RecommendedItem = v.InferOutput<typeof RecommendedItemSchema>;
export const RecommendedItemsAnswerSchema = dataEnvelope(v.array(RecommendedItemSchema));

/** Extra questions asked at booking (tour/settings/custom-booking-option). */
export const BookingQuestionSchema = v.pipe(
  v.object({
    label: requiredText(200),
    type: v.picklist(['text', 'number', 'yes_no', 'select'], INVALID),
    required: v.optional(v.boolean(), false),
    /** The answers to choose from; only for `select`, which needs at least one. */
    choices: v.optional(v.pipe(v.array(requiredText(100)), v.maxLength(20, INVALID)), []),
  }),
  v.forward(
    v.check((question) => (question.type === 'select' ? question.choices.length > 0 : question.choices.length === 0), INVALID),
    ['choices'],
  ),
);
export const CustomBookingOptionInputSchema = v.object({ questions: v.pipe(v.array(BookingQuestionSchema), v.maxLength(20, INVALID)) });
export type CustomBookingOption = v.InferOutput<typeof CustomBookingOptionInputSchema>;
export const CustomBookingOptionAnswerSchema = dataEnvelope(
  v.object({ service_id: v.number(), questions: v.array(v.object({ label: v.string(), type: v.string(), required: v.boolean(), choices: v.array(v.string()) })) }),
);

/** The text mailed to the guest with the confirmation, in one locale per call. */
export const SpecialInstructionInputSchema = v.object({ text: text(5000) });
export const SpecialInstructionAnswerSchema = dataEnvelope(
  v.object({ service_id: v.number(), locale: LocaleCodeSchema, text: v.string(), translations: LocalizedTextSchema }),
);

/* ------------------------------------------------------------------ reads the form needs */

export const TaxCategorySchema = v.object({ id: v.number(), name: v.string(), rate_basis_points: v.number() });
export const TaxCategoriesAnswerSchema = dataEnvelope(v.array(TaxCategorySchema));
export const CommissionCategorySchema = v.object({ id: v.number(), name: v.string(), percent_basis_points: v.number() });
export const CommissionCategoriesAnswerSchema = dataEnvelope(v.array(CommissionCategorySchema));

/** POST /select/tag/all (spec 002 §7.10; §5: limit -1 and page_number -1 mean all). */
export const TagSelectInputSchema = v.object({
  limit: v.optional(pageSize(1000), -1),
  page_number: v.optional(pageNumber, -1),
  search: v.optional(text(100), ''),
});
export const TagSelectAnswerSchema = dataEnvelope(
  v.object({ data: v.array(v.object({ id: v.number(), name: v.string(), slug: v.string() })), total: v.number() }),
);
/** GET /select/service-category: the service types that carry categories. */
export const ServiceCategoriesAnswerSchema = dataEnvelope(v.array(v.object({ id: v.number(), name: ServiceTypeNameSchema })));
/** `{serviceType}` of /select/category/{x}/parents|children: a service type's name or numeric id. */
export const CategorySelectParamSchema = v.object({
  serviceType: v.union([ServiceTypeNameSchema, v.pipe(v.string(), v.regex(/^[1-7]$/, INVALID), v.toNumber())], INVALID),
});
export const CategorySelectQuerySchema = v.object({ parent_id: v.optional(IdTextSchema), locale: v.optional(LocaleCodeSchema) });
export const CategorySelectItemSchema = v.object({
  id: v.number(),
  name: v.string(),
  slug: v.string(),
  parent_id: v.nullable(v.number()),
  service_type: ServiceTypeNameSchema,
});
export const CategorySelectAnswerSchema = dataEnvelope(v.array(CategorySelectItemSchema));
