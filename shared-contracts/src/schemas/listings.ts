/**
 * Rentals, restaurants and attractions in the panel (spec 002 §7.11, issue 12 §4): one shape for the three, as their
 * storefront page is one (mfe-site's InfoPage): basic details, the type's own details, gallery, location with the
 * meeting point, tags and categories. Paths follow the activities' (ADR 0010): POST /{type}-listing with
 * page_number/limit, CRUD at /{types}[/{id}], GET /{types}/{id}/full, status-wise counts and update-status.
 *
 * Texts are written in one locale per call (the `locale` query, else APP-LOCALE, else English); a section's body
 * replaces that section as a whole. Money is integer minor units of the listing's currency.
 */
import * as v from 'shared-contracts/valibot';
import { LIMITS } from 'shared-contracts/constants';
import { dataEnvelope, IdSchema, IdTextSchema } from 'shared-contracts/common';
import { GeneralStatus, ServiceListFilter, ServiceTypeId } from 'shared-contracts/enums';
import { LocaleCodeSchema } from 'shared-contracts/locales';
import { api } from 'shared-contracts/paths';
import { MoneySchema } from 'shared-contracts/site-content';
import { GalleryInputSchema, PositionSchema, TagsCategoriesInputSchema, TourMediaSchema, TourStatusCountsSchema } from 'shared-contracts/tours';

const id = IdSchema;
const INVALID = 'validation.invalid';

const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, INVALID));
const requiredText = (max: number) => v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.maxLength(max, INVALID));
const lines = (maxItems: number, maxLength: number) => v.optional(v.pipe(v.array(requiredText(maxLength)), v.maxLength(maxItems, INVALID)), []);

/** The three service types these pages edit (spec 000 §3: attractions 4, restaurants 5, rentals 6). */
export const LISTING_TYPES = ['rentals', 'restaurants', 'attractions'] as const;
export type ListingType = (typeof LISTING_TYPES)[number];
/**
 * Every type the listing calls serve: the three above, and hotels (issue 13 §2), whose basic details, gallery,
 * location, tags, status and readiness are the listings'. Their list, rooms, plans and features: shared-contracts/hotels.
 */
export const LISTING_SERVICE_TYPES = [...LISTING_TYPES, 'hotels'] as const;
export type ListingServiceType = (typeof LISTING_SERVICE_TYPES)[number];
export const LISTING_TYPE_ID: Readonly<Record<ListingServiceType, number>> = {
  rentals: ServiceTypeId.rentals,
  restaurants: ServiceTypeId.restaurants,
  attractions: ServiceTypeId.attractions,
  hotels: ServiceTypeId.hotels,
};

/** The calls of each type, from the path table (shared-contracts/paths `listings`). */
export const LISTING_CALLS = {
  rentals: {
    listing: api.listings.rentalListing,
    statusCounts: api.listings.rentalStatusCounts,
    create: api.listings.createRental,
    full: api.listings.rentalFull,
    update: api.listings.updateRental,
    remove: api.listings.removeRental,
    updateStatus: api.listings.updateRentalStatus,
  },
  restaurants: {
    listing: api.listings.restaurantListing,
    statusCounts: api.listings.restaurantStatusCounts,
    create: api.listings.createRestaurant,
    full: api.listings.restaurantFull,
    update: api.listings.updateRestaurant,
    remove: api.listings.removeRestaurant,
    updateStatus: api.listings.updateRestaurantStatus,
  },
  attractions: {
    listing: api.listings.attractionListing,
    statusCounts: api.listings.attractionStatusCounts,
    create: api.listings.createAttraction,
    full: api.listings.attractionFull,
    update: api.listings.updateAttraction,
    remove: api.listings.removeAttraction,
    updateStatus: api.listings.updateAttractionStatus,
  },
  hotels: {
    listing: api.hotels.list,
    statusCounts: api.hotels.statusCounts,
    create: api.hotels.create,
    full: api.hotels.full,
    update: api.hotels.update,
    remove: api.hotels.remove,
    updateStatus: api.hotels.updateStatus,
  },
} as const;

/** The editing sections of a listing, each saved on its own. */
export const ListingEditSection = {
  basicDetails: 'basic_details',
  typeDetails: 'type_details',
  gallery: 'gallery',
  location: 'location',
  tagsAndCategories: 'tags_and_categories',
} as const;
export type ListingEditSection = (typeof ListingEditSection)[keyof typeof ListingEditSection];

/* ------------------------------------------------------------------ sections */

export const ListingBasicDetailsInputSchema = v.object({
  name: requiredText(200),
  short_description: v.optional(text(500), ''),
  long_description: v.optional(text(10_000), ''),
  highlights: lines(20, 300),
});

/** Where the listing is: a location of the catalogue (its time zone and, unless given, its map position). */
export const ListingLocationInputSchema = v.object({
  location_id: v.optional(v.nullable(id), null),
  position: v.optional(v.nullable(PositionSchema), null),
  /** Shown as the meeting point on the product page. */
  meeting_point: v.optional(v.nullable(text(500)), null),
});

/** A price in minor units (0 is free). */
export const ListingPriceMinorSchema = v.pipe(
  v.number('errors.listings.priceInvalid'),
  v.integer('errors.listings.priceInvalid'),
  v.minValue(0, 'errors.listings.priceInvalid'),
  v.maxValue(LIMITS.maxId, 'errors.listings.priceInvalid'),
);

/** HH:MM on the 24-hour clock. */
export const ClockTimeSchema = v.pipe(v.string('errors.listings.timeInvalid'), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'errors.listings.timeInvalid'));

/**
 * One row of opening hours as the product page reads it ("Mon–Fri 11:30–22:00"). A closing time before the opening
 * time is after midnight; the same time for both says nothing, so it is refused on the closing time.
 */
export const OpeningHoursRowSchema = v.pipe(
  v.object({ days: requiredText(40), opens: ClockTimeSchema, closes: ClockTimeSchema }),
  v.forward(
    v.check((row) => row.opens !== row.closes, 'errors.listings.closesAtOpening'),
    ['closes'],
  ),
);
export const OpeningHoursSchema = v.pipe(v.array(OpeningHoursRowSchema), v.maxLength(14, INVALID));
export type OpeningHoursRow = v.InferOutput<typeof OpeningHoursRowSchema>;

export const RentalDetailsInputSchema = v.object({
  vehicle_type: requiredText(100),
  seats: v.pipe(
    v.number('errors.listings.seatsInvalid'),
    v.integer('errors.listings.seatsInvalid'),
    v.minValue(1, 'errors.listings.seatsInvalid'),
    v.maxValue(100, 'errors.listings.seatsInvalid'),
  ),
  price_per_day_minor: ListingPriceMinorSchema,
  pickup_point: requiredText(300),
});

export const RestaurantDetailsInputSchema = v.object({
  cuisine: requiredText(100),
  /** 1 (cheap) to 4: the product page shows it as $ to $$$$. */
  price_level: v.pipe(
    v.number('errors.listings.priceLevelInvalid'),
    v.integer('errors.listings.priceLevelInvalid'),
    v.minValue(1, 'errors.listings.priceLevelInvalid'),
    v.maxValue(4, 'errors.listings.priceLevelInvalid'),
  ),
  opening_hours: OpeningHoursSchema,
});

export const AttractionDetailsInputSchema = v.object({
  /** null: free admission. */
  admission_minor: v.nullable(ListingPriceMinorSchema),
  opening_hours: OpeningHoursSchema,
});

/** A hotel's own details: its stars (0: unrated) and when guests arrive and leave. */
export const HotelDetailsInputSchema = v.object({
  stars: v.pipe(
    v.number('errors.hotels.starsInvalid'),
    v.integer('errors.hotels.starsInvalid'),
    v.minValue(0, 'errors.hotels.starsInvalid'),
    v.maxValue(5, 'errors.hotels.starsInvalid'),
  ),
  check_in_time: ClockTimeSchema,
  check_out_time: ClockTimeSchema,
});

const S = ListingEditSection;
/** PUT /{types}/{id}: one section at a time, named by `section`; `details` is the type's own. */
function sectionSchema<E extends Record<string, v.GenericSchema>>(details: E) {
  return v.variant('section', [
    v.object({ section: v.literal(S.basicDetails), ...ListingBasicDetailsInputSchema.entries }),
    v.object({ section: v.literal(S.typeDetails), ...details }),
    v.object({ section: v.literal(S.gallery), ...GalleryInputSchema.entries }),
    v.object({ section: v.literal(S.location), ...ListingLocationInputSchema.entries }),
    v.object({ section: v.literal(S.tagsAndCategories), ...TagsCategoriesInputSchema.entries }),
  ]);
}
export const RentalSectionInputSchema = sectionSchema(RentalDetailsInputSchema.entries);
export const RestaurantSectionInputSchema = sectionSchema(RestaurantDetailsInputSchema.entries);
export const AttractionSectionInputSchema = sectionSchema(AttractionDetailsInputSchema.entries);
export const HotelSectionInputSchema = sectionSchema(HotelDetailsInputSchema.entries);
export const LISTING_SECTION_SCHEMAS = {
  rentals: RentalSectionInputSchema,
  restaurants: RestaurantSectionInputSchema,
  attractions: AttractionSectionInputSchema,
  hotels: HotelSectionInputSchema,
} as const;
export type RentalSectionInput = v.InferInput<typeof RentalSectionInputSchema>;
export type RestaurantSectionInput = v.InferInput<typeof RestaurantSectionInputSchema>;
export type AttractionSectionInput = v.InferInput<typeof AttractionSectionInputSchema>;
export type HotelSectionInput = v.InferInput<typeof HotelSectionInputSchema>;
export type ListingSectionInput = RentalSectionInput | RestaurantSectionInput | AttractionSectionInput | HotelSectionInput;
export type ListingSection = v.InferOutput<(typeof LISTING_SECTION_SCHEMAS)[ListingServiceType]>;

/** POST /{types}: a new listing from its name (and where it is), Pending until it is activated. */
export const CreateListingInputSchema = v.object({
  name: requiredText(200),
  location_id: v.optional(v.nullable(id), null),
  /** ISO 4217; defaults to the supplier's currency. */
  currency: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, INVALID))),
  /** Required from an administrator; a supplier's own id, or absent, from a supplier. */
  supplier_user_id: v.optional(id),
});
export type CreateListingInput = v.InferInput<typeof CreateListingInputSchema>;

/* ------------------------------------------------------------------ the full listing */

/**
 * What activation needs: a location, an image, and the type's details (issue 12 §4, as activities §3); a hotel also
 * a room type and a rate plan (issue 13 §2).
 */
export const LISTING_READY_PARTS = ['location', 'image', 'typeDetails', 'roomType', 'ratePlan'] as const;
export type ListingReadyPart = (typeof LISTING_READY_PARTS)[number];
export const ListingReadinessSchema = v.object({ ready: v.boolean(), missing: v.array(v.picklist(LISTING_READY_PARTS)) });
export type ListingReadiness = v.InferOutput<typeof ListingReadinessSchema>;

const OpeningHoursAnswerSchema = v.array(v.object({ days: v.string(), opens: v.string(), closes: v.string() }));

export const ListingFullSchema = v.object({
  id: v.number(),
  service_type: v.picklist(LISTING_SERVICE_TYPES),
  service_type_id: v.number(),
  status: v.enum(GeneralStatus),
  slug: v.string(),
  product_code: v.string(),
  currency: v.string(),
  time_zone: v.string(),
  supplier_id: v.number(),
  created_at: v.string(),
  updated_at: v.string(),
  /** The locale asked for, and the one the texts come from (null: no translation yet). */
  locale: LocaleCodeSchema,
  text_locale: v.nullable(LocaleCodeSchema),
  locales: v.array(LocaleCodeSchema),
  basic_details: v.object({
    name: v.string(),
    short_description: v.string(),
    long_description: v.string(),
    highlights: v.array(v.string()),
  }),
  location: v.object({
    location_id: v.nullable(v.number()),
    location_name: v.nullable(v.string()),
    position: v.nullable(PositionSchema),
    meeting_point: v.nullable(v.string()),
  }),
  gallery: v.object({ media: v.array(TourMediaSchema) }),
  tags_and_categories: v.object({ tag_ids: v.array(v.number()), category_ids: v.array(v.number()) }),
  /** The type's own details; null until saved (only the listing's own type is ever set). */
  rental: v.nullable(
    v.object({ vehicle_type: v.string(), seats: v.number(), price_per_day_minor: v.number(), price_per_day: MoneySchema, pickup_point: v.string() }),
  ),
  restaurant: v.nullable(v.object({ cuisine: v.string(), price_level: v.number(), opening_hours: OpeningHoursAnswerSchema })),
  attraction: v.nullable(v.object({ admission_minor: v.nullable(v.number()), admission: v.nullable(MoneySchema), opening_hours: OpeningHoursAnswerSchema })),
  hotel: v.nullable(v.object({ stars: v.number(), check_in_time: v.string(), check_out_time: v.string() })),
  readiness: ListingReadinessSchema,
});
export type ListingFull = v.InferOutput<typeof ListingFullSchema>;
export const ListingFullAnswerSchema = dataEnvelope(ListingFullSchema);

export const ListingLocaleQuerySchema = v.object({ locale: v.optional(LocaleCodeSchema) });

/* ------------------------------------------------------------------ list, counts, status */

const pageNumber = v.pipe(v.number(), v.integer(INVALID), v.maxValue(LIMITS.maxId, INVALID), v.check((n) => n === -1 || n >= 1, INVALID));
const pageSize = v.pipe(v.number(), v.integer(INVALID), v.maxValue(100, INVALID), v.check((n) => n === -1 || n >= 1, INVALID));

/** POST /{type}-listing: paged as POST /tour-listing (`page_number`/`limit`, -1 and -1 for all; ADR 0010). */
export const ListingListInputSchema = v.object({
  page_number: v.optional(pageNumber, 1),
  limit: v.optional(pageSize, 20),
  /** Part of the name (any translation), the product code, or the id. */
  search: v.optional(text(200), ''),
  /** The service list filter (spec 000 §4); left out, every status. */
  status: v.optional(v.enum(ServiceListFilter, INVALID)),
  /** An administrator's view of one supplier. */
  supplier_user_id: v.optional(id),
  sort_by: v.optional(v.picklist(['created_at', 'updated_at', 'name', 'status', 'id'], INVALID), 'created_at'),
  sort_order: v.optional(v.picklist(['asc', 'desc'], INVALID), 'desc'),
});
export type ListingListInput = v.InferInput<typeof ListingListInputSchema>;
export type ListingListQuery = v.InferOutput<typeof ListingListInputSchema>;

export const ListingListItemSchema = v.object({
  id: v.number(),
  name: v.string(),
  /** The locale the name is in (requested → English → any). */
  locale: v.nullable(LocaleCodeSchema),
  slug: v.string(),
  product_code: v.string(),
  service_type: v.picklist(LISTING_SERVICE_TYPES),
  status: v.enum(GeneralStatus),
  image: v.nullable(v.string()),
  location: v.nullable(v.object({ id: v.number(), name: v.string() })),
  /** The price the storefront's card shows: a rental's per day, an attraction's admission; null for restaurants. */
  price: v.nullable(MoneySchema),
  supplier_id: v.number(),
  created_at: v.string(),
  updated_at: v.string(),
});
export type ListingListItem = v.InferOutput<typeof ListingListItemSchema>;
export const ListingListAnswerSchema = dataEnvelope(
  v.object({ data: v.array(ListingListItemSchema), total: v.number(), page_number: v.number(), limit: v.number() }),
);
export type ListingListAnswer = v.InferOutput<typeof ListingListAnswerSchema>;

/** GET /{types}/status-wise-count, under the list's search. */
export const ListingStatusCountsQuerySchema = v.object({
  search: v.optional(text(200), ''),
  supplier_user_id: v.optional(IdTextSchema),
});
export const ListingStatusCountsAnswerSchema = dataEnvelope(TourStatusCountsSchema);

/** PUT /{types}/{id}/update-status?status=1…4: Active only when ready, else 400 with one issue per missing part. */
export const ListingStateSchema = v.object({ id: v.number(), status: v.enum(GeneralStatus) });
export type ListingState = v.InferOutput<typeof ListingStateSchema>;
export const ListingStateAnswerSchema = dataEnvelope(ListingStateSchema);

export const ListingDeletedAnswerSchema = dataEnvelope(v.object({ id: v.number(), deleted: v.literal(true) }));

/** GET /select/locations: where a listing can be (cities, with their country). */
export const LocationChoiceSchema = v.object({
  id: v.number(),
  name: v.string(),
  country: v.string(),
  parent_id: v.nullable(v.number()),
  position: PositionSchema,
});
export type LocationChoice = v.InferOutput<typeof LocationChoiceSchema>;
export const LocationChoicesAnswerSchema = dataEnvelope(v.array(LocationChoiceSchema));
