/**
 * The public catalogue and availability answers of partner sites (spec 002 §7.2, §7.4 reads, §7.7, §7.9, §7.12).
 * Money travels as integer minor units (`minor`) next to its major-unit value rounded to 2 decimals (`amount`);
 * the API computes both, clients only show them.
 */
import * as v from 'shared-contracts/valibot';
import {
  ActivityKind,
  AvailabilitySlotStatus,
  MediaSourceType,
  MediaState,
  PricingBasis,
  PricingType,
  TourProviderType,
} from 'shared-contracts/enums';
import { dataEnvelope, IdSchema, IdTextSchema } from 'shared-contracts/common';
import { LocaleCodeSchema } from 'shared-contracts/locales';
import {
  MoneySchema,
  ServiceCardSchema,
  ServiceTypeNameSchema,
} from 'shared-contracts/site-content';


const isoDate = v.pipe(v.string(), v.isoDate('validation.dateInvalid'));
const hhmm = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.invalid'));
const id = IdSchema;
/** Query-string ids arrive as text. */
const idText = IdTextSchema;
const count = (max: number) => v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(max));

export const MediaSchema = v.object({
  id: v.number(),
  url: v.string(),
  alt: v.string(),
  source_type: v.enum(MediaSourceType),
  state: v.enum(MediaState),
  position: v.number(),
});

export const CancellationTierSchema = v.object({
  hours: v.number(),
  refund_percentage: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
});
export type CancellationTier = v.InferOutput<typeof CancellationTierSchema>;

export const TagSchema = v.object({ id: v.number(), name: v.string(), slug: v.string() });

export const HotelFeatureSchema = v.object({
  id: v.number(),
  name: v.string(),
  icon: v.string(),
  most_popular: v.boolean(),
});
export type HotelFeature = v.InferOutput<typeof HotelFeatureSchema>;

const OpeningHoursSchema = v.array(v.object({ days: v.string(), opens: hhmm, closes: hhmm }));

export const ActivityDetailSchema = v.object({
  duration: v.string(),
  duration_minutes: v.number(),
  activity_kind: v.enum(ActivityKind),
  provider_type: v.enum(TourProviderType),
});
export const HotelDetailSchema = v.object({
  stars: v.number(),
  check_in_time: hhmm,
  check_out_time: hhmm,
  review_score: v.nullable(v.number()),
  review_count: v.number(),
  features: v.array(HotelFeatureSchema),
});
export const PackageServiceSchema = v.object({
  day_offset: v.number(),
  position: v.number(),
  service_id: v.number(),
  service_type: ServiceTypeNameSchema,
  name: v.string(),
  image: v.nullable(v.string()),
});
export const PackageDetailSchema = v.object({ duration_days: v.number(), services: v.array(PackageServiceSchema) });
export const RentalDetailSchema = v.object({
  vehicle_type: v.string(),
  seats: v.number(),
  price_per_day: MoneySchema,
  pickup_point: v.string(),
});
export const RestaurantDetailSchema = v.object({
  cuisine: v.string(),
  price_level: v.pipe(v.number(), v.minValue(1), v.maxValue(4)),
  opening_hours: OpeningHoursSchema,
});
export const AttractionDetailSchema = v.object({ admission: v.nullable(MoneySchema), opening_hours: OpeningHoursSchema });

export const ServiceDetailSchema = v.object({
  ...ServiceCardSchema.entries,
  long_description: v.string(),
  meeting_point: v.nullable(v.string()),
  highlights: v.array(v.string()),
  time_zone: v.string(),
  supplier_id: v.number(),
  product_code: v.string(),
  gallery: v.array(MediaSchema),
  tags: v.array(TagSchema),
  cancellation_policy: v.array(CancellationTierSchema),
  activity: v.nullable(ActivityDetailSchema),
  hotel: v.nullable(HotelDetailSchema),
  package: v.nullable(PackageDetailSchema),
  rental: v.nullable(RentalDetailSchema),
  restaurant: v.nullable(RestaurantDetailSchema),
  attraction: v.nullable(AttractionDetailSchema),
});
export type ServiceDetail = v.InferOutput<typeof ServiceDetailSchema>;

export const ServiceDetailAnswerSchema = dataEnvelope(ServiceDetailSchema);

/* ------------------------------------------------------------------ activities */

export const TourOptionSchema = v.object({
  id: v.number(),
  name: v.string(),
  description: v.string(),
  position: v.number(),
});
export type TourOption = v.InferOutput<typeof TourOptionSchema>;

export const TicketPriceSchema = v.object({
  option_id: v.nullable(v.number()),
  valid_from: v.nullable(isoDate),
  valid_to: v.nullable(isoDate),
  price: MoneySchema,
});

export const TicketSchema = v.object({
  id: v.number(),
  name: v.string(),
  pricing_type: v.enum(PricingType),
  pricing_basis: v.enum(PricingBasis),
  /** Group tickets: how many people one ticket admits. 1 otherwise. */
  member_count: v.number(),
  prices: v.array(TicketPriceSchema),
});
export type Ticket = v.InferOutput<typeof TicketSchema>;

export const TourFullSchema = v.object({
  ...ServiceDetailSchema.entries,
  options: v.array(TourOptionSchema),
  tickets: v.array(TicketSchema),
});
export type TourFull = v.InferOutput<typeof TourFullSchema>;
export const TourFullAnswerSchema = dataEnvelope(TourFullSchema);
export const TourOptionsAnswerSchema = dataEnvelope(v.array(TourOptionSchema));
export const TicketsAnswerSchema = dataEnvelope(v.array(TicketSchema));

/** Every public service read names the site it is made for: a site sees only the services it sells. */
export const SiteQuerySchema = v.object({
  site_id: idText,
  locale: v.optional(LocaleCodeSchema),
  service_type: v.optional(ServiceTypeNameSchema),
});

export const ActivityDatesInputSchema = v.object({
  site_id: id,
  /** YYYY-MM, in the service's own time zone. */
  month: v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'validation.invalid')),
  option_id: v.optional(v.nullable(id)),
  /** Seats the visitor needs; dates with fewer seats left are not offered. */
  seats: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(500)), 1),
});
export type ActivityDatesInput = v.InferInput<typeof ActivityDatesInputSchema>;

export const AvailableDateSchema = v.object({ date: isoDate, seats_left: v.number() });
export const ActivityDatesAnswerSchema = dataEnvelope(
  v.object({ month: v.string(), time_zone: v.string(), dates: v.array(AvailableDateSchema), empty_dates: v.array(isoDate) }),
);
export type ActivityDatesAnswer = v.InferOutput<typeof ActivityDatesAnswerSchema>;

export const ActivitySlotsQuerySchema = v.object({
  site_id: idText,
  date: isoDate,
  option_id: v.optional(idText),
});

export const ActivitySlotSchema = v.object({
  id: v.number(),
  option_id: v.number(),
  date: isoDate,
  start_time: hhmm,
  allotment: v.number(),
  remaining: v.number(),
  status: v.enum(AvailabilitySlotStatus),
  sold_out: v.boolean(),
  /** False when sold out, locked, or already started (in the service's time zone). */
  bookable: v.boolean(),
});
export type ActivitySlot = v.InferOutput<typeof ActivitySlotSchema>;
export const ActivitySlotsAnswerSchema = dataEnvelope(
  v.object({ date: isoDate, time_zone: v.string(), slots: v.array(ActivitySlotSchema) }),
);

export const TicketSelectionSchema = v.object({
  ticket_id: id,
  count: count(500),
});

export const PriceQuoteInputSchema = v.object({
  site_id: id,
  option_id: v.optional(v.nullable(id)),
  date: v.optional(v.nullable(isoDate)),
  slot_id: v.optional(v.nullable(id)),
  tickets: v.pipe(v.array(TicketSelectionSchema), v.maxLength(20)),
});
export type PriceQuoteInput = v.InferInput<typeof PriceQuoteInputSchema>;

export const PriceQuoteLineSchema = v.object({
  ticket_id: v.number(),
  pricing_type: v.enum(PricingType),
  pricing_basis: v.enum(PricingBasis),
  count: v.number(),
  /** People admitted: count, or count × member_count for a group priced per person or per group. */
  persons: v.number(),
  unit_price: MoneySchema,
  total: MoneySchema,
});
export const PriceQuoteSchema = v.object({
  currency: v.string(),
  /** Only tickets with count > 0, and only when an option and a date are chosen (spec 001 §5). */
  lines: v.array(PriceQuoteLineSchema),
  persons: v.number(),
  total: MoneySchema,
  slot: v.nullable(v.object({ id: v.number(), remaining: v.number(), enough_seats: v.boolean() })),
});
export type PriceQuote = v.InferOutput<typeof PriceQuoteSchema>;
export const PriceQuoteAnswerSchema = dataEnvelope(PriceQuoteSchema);

/* ------------------------------------------------------------------ hotels */

export const RatePlanSchema = v.object({
  id: v.number(),
  name: v.string(),
  refundable: v.boolean(),
  breakfast_included: v.boolean(),
  /** A connected plan follows its parent's calendar with a derived price. */
  parent_rate_plan_id: v.nullable(v.number()),
  derivation: v.nullable(v.object({ kind: v.picklist(['percent', 'amount']), value: v.number() })),
});
export const RoomTypeSchema = v.object({
  id: v.number(),
  name: v.string(),
  description: v.string(),
  max_adults: v.number(),
  max_children: v.number(),
  max_occupancy: v.number(),
  image: v.nullable(v.string()),
  rate_plans: v.array(RatePlanSchema),
});
export const HotelListingSchema = v.object({ ...ServiceDetailSchema.entries, room_types: v.array(RoomTypeSchema) });
export type HotelListing = v.InferOutput<typeof HotelListingSchema>;
export const HotelListingAnswerSchema = dataEnvelope(HotelListingSchema);
export const HotelFeaturesAnswerSchema = dataEnvelope(v.array(HotelFeatureSchema));
export const FeatureQuerySchema = v.object({
  item_per_page: v.optional(v.pipe(v.string(), v.regex(/^(-1|\d{1,4})$/, 'validation.invalid'), v.toNumber()), '-1'),
});
export const HotelFeatureQuerySchema = v.object({
  site_id: idText,
  most_popular: v.optional(v.picklist(['true', 'false'])),
});

export const MAX_STAY_NIGHTS = 30;

export const HotelAvailabilityInputSchema = v.pipe(
  v.object({
    site_id: id,
    check_in: isoDate,
    check_out: isoDate,
    rooms: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(9)), 1),
    adults: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(40)),
    children: v.optional(count(20), 0),
  }),
  v.forward(
    v.check((input) => input.check_out > input.check_in, 'validation.invalid'),
    ['check_out'],
  ),
);
export type HotelAvailabilityInput = v.InferInput<typeof HotelAvailabilityInputSchema>;

/** Why a stay is refused for a room type and rate plan (spec 002 §3 calendar restrictions). */
export const StayRefusalCode = {
  min_stay: 'min_stay',
  max_stay: 'max_stay',
  no_check_in: 'no_check_in',
  no_check_out: 'no_check_out',
  cut_off_passed: 'cut_off_passed',
  sold_out: 'sold_out',
  occupancy: 'occupancy',
} as const;
export type StayRefusalCode = (typeof StayRefusalCode)[keyof typeof StayRefusalCode];

export const StayRefusalSchema = v.object({
  code: v.enum(StayRefusalCode),
  /** English sentence; clients translate by `code`. */
  message: v.string(),
  /** The calendar date the restriction comes from. */
  date: v.nullable(isoDate),
  /** min_stay / max_stay nights, allotment left for sold_out, cut-off time as minutes for cut_off_passed. */
  limit: v.nullable(v.number()),
});
export type StayRefusal = v.InferOutput<typeof StayRefusalSchema>;

export const RatePlanOfferSchema = v.object({
  rate_plan_id: v.number(),
  name: v.string(),
  parent_rate_plan_id: v.nullable(v.number()),
  refundable: v.boolean(),
  breakfast_included: v.boolean(),
  available: v.boolean(),
  /** Price for the whole stay and every room; null when a night has no rate. */
  total_price: v.nullable(MoneySchema),
  nightly: v.array(v.object({ date: isoDate, price: MoneySchema })),
  /** The fewest rooms left on any night of the stay. */
  rooms_left: v.number(),
  reasons: v.array(StayRefusalSchema),
});
export const RoomOfferSchema = v.object({
  room_type_id: v.number(),
  room_type_name: v.string(),
  max_adults: v.number(),
  max_children: v.number(),
  max_occupancy: v.number(),
  rate_plans: v.array(RatePlanOfferSchema),
});
export const HotelAvailabilitySchema = v.object({
  hotel_id: v.number(),
  check_in: isoDate,
  check_out: isoDate,
  nights: v.number(),
  rooms: v.number(),
  adults: v.number(),
  children: v.number(),
  currency: v.string(),
  time_zone: v.string(),
  room_types: v.array(RoomOfferSchema),
});
export type HotelAvailability = v.InferOutput<typeof HotelAvailabilitySchema>;
export const HotelAvailabilityAnswerSchema = dataEnvelope(HotelAvailabilitySchema);

export const DateRangeInputSchema = v.pipe(
  v.object({ site_id: id, start_date: isoDate, end_date: isoDate }),
  v.forward(
    v.check((input) => input.end_date >= input.start_date, 'validation.invalid'),
    ['end_date'],
  ),
);
export const DateListAnswerSchema = dataEnvelope(v.object({ time_zone: v.string(), dates: v.array(isoDate) }));
export type DateListAnswer = v.InferOutput<typeof DateListAnswerSchema>;
/** Longest range the date calls accept. */
export const MAX_DATE_RANGE_DAYS = 93;

/* ------------------------------------------------------------------ packages */

export const PackageSlotSchema = v.object({
  id: v.number(),
  start_date: isoDate,
  end_date: isoDate,
  allotment: v.number(),
  remaining: v.number(),
  status: v.enum(AvailabilitySlotStatus),
  sold_out: v.boolean(),
});
export type PackageSlot = v.InferOutput<typeof PackageSlotSchema>;
export const PackageSlotsInputSchema = v.object({
  site_id: id,
  start_date: v.optional(isoDate),
  end_date: v.optional(isoDate),
});
export const PackageSlotsAnswerSchema = dataEnvelope(
  v.object({ package_id: v.number(), time_zone: v.string(), slots: v.array(PackageSlotSchema) }),
);
export const PackageSlotAvailabilityInputSchema = v.object({
  site_id: id,
  package_id: id,
  slot_id: id,
  adults: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(40)),
  children: v.optional(count(20), 0),
});
export const PackageSlotAvailabilitySchema = v.object({
  package_id: v.number(),
  slot: PackageSlotSchema,
  persons: v.number(),
  available: v.boolean(),
  reason: v.nullable(v.picklist(['sold_out', 'not_enough_seats', 'locked', 'started'])),
  lines: v.array(v.object({ pricing_type: v.enum(PricingType), count: v.number(), unit_price: MoneySchema, total: MoneySchema })),
  total: MoneySchema,
});
export const PackageSlotAvailabilityAnswerSchema = dataEnvelope(PackageSlotAvailabilitySchema);
export const PackageFullAnswerSchema = dataEnvelope(
  v.object({ ...ServiceDetailSchema.entries, tickets: v.array(TicketSchema) }),
);

/* ------------------------------------------------------------------ listings and availability searches */

export const CatalogInputSchema = v.object({
  site_id: id,
  locale: v.optional(LocaleCodeSchema),
  service_type: v.optional(ServiceTypeNameSchema),
  category_id: v.optional(id),
  location_id: v.optional(id),
  /** 1-based. */
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
  /** -1 for all (up to 1000). */
  item_per_page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(-1), v.maxValue(1000)), 12),
});
export const CatalogAnswerSchema = dataEnvelope(
  v.object({ data: v.array(ServiceCardSchema), total: v.number(), page: v.number(), item_per_page: v.number() }),
);
export type CatalogAnswer = v.InferOutput<typeof CatalogAnswerSchema>;
export const ServiceCardsAnswerSchema = dataEnvelope(v.array(ServiceCardSchema));

export const CategoriesInputSchema = v.object({
  site_id: v.optional(id),
  service_type: v.optional(ServiceTypeNameSchema),
  locale: v.optional(LocaleCodeSchema),
});
export const CategorySchema = v.object({
  id: v.number(),
  name: v.string(),
  slug: v.string(),
  service_type: ServiceTypeNameSchema,
  parent_id: v.nullable(v.number()),
  level: v.picklist([0, 1]),
  /** Services of the site (or the whole catalogue) in this category. */
  count: v.number(),
});
export const CategoriesAnswerSchema = dataEnvelope(v.array(CategorySchema));

export const ToursSearchInputSchema = v.object({
  site_id: id,
  date: isoDate,
  adults: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)),
  children: v.optional(count(50), 0),
  service_type: v.optional(v.picklist(['activities', 'events'])),
  location_id: v.optional(id),
  locale: v.optional(LocaleCodeSchema),
});
export const HotelsSearchInputSchema = v.pipe(
  v.object({
    site_id: id,
    check_in: isoDate,
    check_out: isoDate,
    rooms: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(9)), 1),
    adults: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(40)),
    children: v.optional(count(20), 0),
    location_id: v.optional(id),
    locale: v.optional(LocaleCodeSchema),
  }),
  v.forward(
    v.check((input) => input.check_out > input.check_in, 'validation.invalid'),
    ['check_out'],
  ),
);
export const PackagesSearchInputSchema = v.object({
  site_id: id,
  date: isoDate,
  adults: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(40)),
  children: v.optional(count(20), 0),
  locale: v.optional(LocaleCodeSchema),
});
export const AvailabilityHitSchema = v.object({
  service: ServiceCardSchema,
  /** Cheapest price for the searched guests (and nights); the card's lowest_price is the general "from" price. */
  price: MoneySchema,
  seats_left: v.nullable(v.number()),
});
export type AvailabilityHit = v.InferOutput<typeof AvailabilityHitSchema>;
export const AvailabilitySearchAnswerSchema = dataEnvelope(v.array(AvailabilityHitSchema));

// Service cards and partner-site content live in their own subpath (on the storefront's first load); re-exported here.
export {
  CategoryRefSchema,
  DestinationBoxSectionSchema,
  FaqSectionSchema,
  FontDataAnswerSchema,
  FontSchema,
  FooterAnswerSchema,
  FooterLinkSchema,
  FooterLinksAnswerSchema,
  FooterSchema,
  HeroSectionSchema,
  LegalKind,
  LegalTextAnswerSchema,
  LegalTextSchema,
  LocaleQuerySchema,
  LocationSchema,
  MenuItemSchema,
  MenuItemsAnswerSchema,
  MenuItemsQuerySchema,
  MoneySchema,
  PLATFORM_MEMBER_BY,
  PageStatus,
  PrefixQuerySchema,
  RichTextSectionSchema,
  SERVICE_TYPE_NAMES,
  SectionAnswerSchema,
  SectionSchema,
  SectionStoredSchemas,
  SectionType,
  ServiceCardSchema,
  ServiceGridSectionSchema,
  ServiceTypeNameSchema,
  SitePageAnswerSchema,
  SitePageQuerySchema,
  SitePageSchema,
  SiteServicesInputSchema,
  money,
} from 'shared-contracts/site-content';
export type {
  Location,
  MenuItem,
  Money,
  Section,
  ServiceCard,
  SitePage,
} from 'shared-contracts/site-content';
