import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from './core';
import { files } from './files';
// products.ts imports services from here; both references below are lazy, so the cycle is harmless.
import { cancellationPolicies } from './products';

/**
 * The catalogue (issue 3 §1): what suppliers sell. Money is integer minor units of the service's currency;
 * dates and times are local to the service's `time_zone` (an IANA name), never implicit.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
/** Translations of short labels (option names, room names): locale → text. */
export type LocalizedText = Partial<Record<string, string>>;

export const locations = pgTable(
  'locations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    parentId: integer('parent_id'),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    timeZone: text('time_zone').notNull(),
  },
  (table) => [
    foreignKey({ columns: [table.parentId], foreignColumns: [table.id], name: 'locations_parent_id_fk' }),
    index('locations_parent_id_idx').on(table.parentId),
    check('locations_lat_ck', sql`${table.lat} between -90 and 90`),
    check('locations_lng_ck', sql`${table.lng} between -180 and 180`),
  ],
);

/** Two levels (lvl0 parents, lvl1 children), each tree per service type. */
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    serviceType: smallint('service_type').notNull(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    names: jsonb('names').$type<LocalizedText>().notNull().default({}),
  },
  (table) => [
    foreignKey({ columns: [table.parentId], foreignColumns: [table.id], name: 'categories_parent_id_fk' }).onDelete('cascade'),
    unique('categories_type_slug_uq').on(table.serviceType, table.slug),
    check('categories_service_type_ck', sql`${table.serviceType} between 1 and 7`),
  ],
);

export const tags = pgTable('tags', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
});

/** One row per sellable service; service_type is the spec's numeric id (activities 1 … packages 7). */
/** Tax and commission categories a product is filed under (GET /tour/tax-categories/all; kept by administrators). `rate_basis_points`: 2500 = 25 %. */
export const taxCategories = pgTable(
  'tax_categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull().unique(),
    rateBasisPoints: integer('rate_basis_points').notNull(),
  },
  (table) => [check('tax_categories_rate_ck', sql`${table.rateBasisPoints} between 0 and 10000`)],
);

/** GET /settings/commission/category/active. */
export const commissionCategories = pgTable(
  'commission_categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull().unique(),
    percentBasisPoints: integer('percent_basis_points').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (table) => [check('commission_categories_percent_ck', sql`${table.percentBasisPoints} between 0 and 10000`)],
);

export const services = pgTable(
  'services',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    serviceType: smallint('service_type').notNull(),
    supplierUserId: integer('supplier_user_id')
      .notNull()
      .references(() => users.id),
    /** GeneralStatus: Active 1 … Hide 4. Only Active services are public. */
    status: smallint('status').notNull().default(1),
    slug: text('slug').notNull().unique(),
    productCode: text('product_code').notNull(),
    currency: text('currency').notNull(),
    locationId: integer('location_id').references(() => locations.id),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    timeZone: text('time_zone').notNull(),
    /** 0–5, one decimal. */
    rating: doublePrecision('rating'),
    /** The card image; the gallery is service_media. */
    imageUrl: text('image_url'),
    /** Hidden from search and site catalogues; reachable only by a direct link or a package (update-is-private). */
    isPrivate: boolean('is_private').notNull().default(false),
    /** The last channel sync failed (service list filter SYNC_FAILED 100). */
    syncFailed: boolean('sync_failed').notNull().default(false),
    taxCategoryId: integer('tax_category_id').references(() => taxCategories.id),
    commissionCategoryId: integer('commission_category_id').references(() => commissionCategories.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('services_type_status_idx').on(table.serviceType, table.status),
    index('services_supplier_idx').on(table.supplierUserId),
    index('services_location_idx').on(table.locationId),
    // The panel lists search product codes with ILIKE '%…%' (migration 0014 creates the pg_trgm extension).
    index('services_product_code_trgm_idx').using('gin', table.productCode.op('gin_trgm_ops')),
    check('services_service_type_ck', sql`${table.serviceType} between 1 and 7`),
    check('services_status_ck', sql`${table.status} between 1 and 4`),
    check('services_currency_ck', sql`${table.currency} ~ '^[A-Z]{3}$'`),
    check('services_rating_ck', sql`${table.rating} between 0 and 5`),
  ],
);

export const serviceTranslations = pgTable(
  'service_translations',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    shortDescription: text('short_description').notNull().default(''),
    longDescription: text('long_description').notNull().default(''),
    meetingPoint: text('meeting_point'),
    highlights: jsonb('highlights').$type<string[]>().notNull().default([]),
    inclusions: jsonb('inclusions').$type<string[]>().notNull().default([]),
    exclusions: jsonb('exclusions').$type<string[]>().notNull().default([]),
    /** Sent to the guest with the confirmation (tour/settings/special-instruction-mail). */
    specialInstructions: text('special_instructions').notNull().default(''),
  },
  (table) => [
    primaryKey({ columns: [table.serviceId, table.locale] }),
    // The panel lists search names with ILIKE '%…%': a trigram index, not a scan of every translation.
    index('service_translations_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')),
  ],
);

export const serviceMedia = pgTable(
  'service_media',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    alt: text('alt').notNull().default(''),
    /** MediaSourceType: file 1, embeddedVideo 2, existingFile 3. */
    sourceType: smallint('source_type').notNull().default(1),
    /** MediaState: Processing, Approved, Hide, Deleted. */
    state: text('state').notNull().default('Approved'),
    position: integer('position').notNull().default(0),
    /** The upload behind a file (1) or existing-file (3) item; null for an embedded video. */
    fileId: integer('file_id').references(() => files.id),
    isCover: boolean('is_cover').notNull().default(false),
  },
  (table) => [
    index('service_media_service_idx').on(table.serviceId, table.position),
    check('service_media_state_ck', sql`${table.state} in ('Processing', 'Approved', 'Hide', 'Deleted')`),
  ],
);

export const serviceCategories = pgTable(
  'service_categories',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.serviceId, table.categoryId] })],
);

export const serviceTags = pgTable(
  'service_tags',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.serviceId, table.tagId] })],
);

/**
 * Destination boxes (spec 002 §7.10): an administrator's curated groups of services, shown as boxes on partner
 * sites. `status` is GeneralStatus Active 1 or Inactive 2; an inactive box keeps its links but takes no new ones.
 */
export const destinationBoxes = pgTable(
  'destination_boxes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    names: jsonb('names').$type<LocalizedText>().notNull(),
    descriptions: jsonb('descriptions').$type<LocalizedText>().notNull().default({}),
    imageUrl: text('image_url'),
    status: smallint('status').notNull().default(1),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('destination_boxes_order_idx').on(table.position, table.id),
    check('destination_boxes_status_ck', sql`${table.status} in (1, 2)`),
  ],
);

export const destinationBoxServices = pgTable(
  'destination_box_services',
  {
    boxId: integer('box_id')
      .notNull()
      .references(() => destinationBoxes.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
  },
  // The primary key serves a box's services; this index a service's boxes.
  (table) => [primaryKey({ columns: [table.boxId, table.serviceId] }), index('destination_box_services_service_idx').on(table.serviceId)],
);

/** Cancellation policy as tiers: cancelling at least `hours` before the start refunds `refund_percentage`. */
export const cancellationTiers = pgTable(
  'cancellation_tiers',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    hours: integer('hours').notNull(),
    refundPercentage: smallint('refund_percentage').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.serviceId, table.hours] }),
    check('cancellation_tiers_hours_ck', sql`${table.hours} >= 0`),
    check('cancellation_tiers_refund_ck', sql`${table.refundPercentage} between 0 and 100`),
  ],
);

/** Activities (1) and events (2). */
export const activityDetails = pgTable(
  'activity_details',
  {
    serviceId: integer('service_id')
      .primaryKey()
      .references(() => services.id, { onDelete: 'cascade' }),
    /** hours:minutes (spec 001 §5). */
    duration: text('duration').notNull().default('0:00'),
    activityKind: smallint('activity_kind').notNull().default(1),
    providerType: smallint('provider_type').notNull().default(1),
    /** The channel's product code (tour/manage/mapping); channel sync itself comes later. */
    channelProductCode: text('channel_product_code'),
    meetingLat: doublePrecision('meeting_lat'),
    meetingLng: doublePrecision('meeting_lng'),
    /** Months and days the activity runs, e.g. [{ from: '05-01', to: '09-30' }]; empty = all year. */
    seasons: jsonb('seasons').$type<{ from: string; to: string }[]>().notNull().default([]),
    /** tours/custom-booking-option: extra questions asked at booking. */
    customBookingOption: jsonb('custom_booking_option').$type<Record<string, unknown>>().notNull().default({}),
    /** Addresses told of each new booking (POST /notification/emails/activities/{id}). */
    notificationEmails: jsonb('notification_emails').$type<string[]>().notNull().default([]),
  },
  (table) => [check('activity_details_duration_ck', sql`${table.duration} ~ '^[0-9]+:[0-5][0-9]$'`)],
);

export const activityOptions = pgTable(
  'activity_options',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    names: jsonb('names').$type<LocalizedText>().notNull(),
    descriptions: jsonb('descriptions').$type<LocalizedText>().notNull().default({}),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('activity_options_service_idx').on(table.serviceId)],
);

/** Tickets of activities, events and packages: a pricing type (Adult, Child, Group…) and basis. */
export const tickets = pgTable(
  'tickets',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    pricingType: text('pricing_type').notNull(),
    /** PricingBasis: perPerson 1, perGroup 2. */
    pricingBasis: smallint('pricing_basis').notNull().default(1),
    /** People one ticket admits; > 1 only for group tickets. */
    memberCount: smallint('member_count').notNull().default(1),
    names: jsonb('names').$type<LocalizedText>().notNull().default({}),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    index('tickets_service_idx').on(table.serviceId),
    check(
      'tickets_pricing_type_ck',
      sql`${table.pricingType} in ('Adult','Child','Infant','Senior','Youth','Student','Military','Group','Person','Family','Transfer','Traveller','Room')`,
    ),
    check('tickets_pricing_basis_ck', sql`${table.pricingBasis} in (1, 2)`),
    check('tickets_member_count_ck', sql`${table.memberCount} >= 1`),
  ],
);

/**
 * A ticket's price for an option (null for packages, which have no options), optionally limited to a date
 * range (seasonal prices). The narrowest range containing the date wins; a row without range is the default.
 */
export const ticketPrices = pgTable(
  'ticket_prices',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    optionId: integer('option_id').references(() => activityOptions.id, { onDelete: 'cascade' }),
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    priceMinor: integer('price_minor').notNull(),
  },
  (table) => [
    index('ticket_prices_ticket_idx').on(table.ticketId, table.optionId),
    check('ticket_prices_price_ck', sql`${table.priceMinor} >= 0`),
    check('ticket_prices_range_ck', sql`${table.validFrom} is null or ${table.validTo} is null or ${table.validTo} >= ${table.validFrom}`),
  ],
);

export const hotelDetails = pgTable(
  'hotel_details',
  {
    serviceId: integer('service_id')
      .primaryKey()
      .references(() => services.id, { onDelete: 'cascade' }),
    stars: smallint('stars').notNull(),
    checkInTime: time('check_in_time').notNull(),
    checkOutTime: time('check_out_time').notNull(),
    reviewScore: doublePrecision('review_score'),
    reviewCount: integer('review_count').notNull().default(0),
  },
  (table) => [check('hotel_details_stars_ck', sql`${table.stars} between 0 and 5`)],
);

/** HotelFeatureScope: a feature of the hotel (pool, parking) or of a room (balcony, minibar). */
export const HOTEL_FEATURE_SCOPES = ['hotel', 'room'] as const;

export const hotelFeatures = pgTable(
  'hotel_features',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull().unique(),
    names: jsonb('names').$type<LocalizedText>().notNull(),
    icon: text('icon').notNull(),
    scope: text('scope').notNull().default('hotel'),
    /** The heading the panel groups the checkboxes under (general, wellness, food, transport…). */
    featureGroup: text('feature_group').notNull().default('general'),
    position: integer('position').notNull().default(0),
  },
  (table) => [check('hotel_features_scope_ck', sql`${table.scope} in ('hotel', 'room')`)],
);

export const hotelFeatureLinks = pgTable(
  'hotel_feature_links',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    featureId: integer('feature_id')
      .notNull()
      .references(() => hotelFeatures.id, { onDelete: 'cascade' }),
    mostPopular: boolean('most_popular').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.serviceId, table.featureId] })],
);

export const roomTypes = pgTable(
  'room_types',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    names: jsonb('names').$type<LocalizedText>().notNull(),
    descriptions: jsonb('descriptions').$type<LocalizedText>().notNull().default({}),
    maxAdults: smallint('max_adults').notNull(),
    maxChildren: smallint('max_children').notNull().default(0),
    maxOccupancy: smallint('max_occupancy').notNull(),
    imageUrl: text('image_url'),
    /** The beds of one room, e.g. [{ kind: 'double', count: 1 }]. */
    beds: jsonb('beds').$type<RoomBeds>().notNull().default([]),
    sizeSqm: smallint('size_sqm'),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    index('room_types_service_idx').on(table.serviceId),
    check('room_types_occupancy_ck', sql`${table.maxOccupancy} >= ${table.maxAdults} and ${table.maxAdults} >= 1`),
    check('room_types_size_ck', sql`${table.sizeSqm} is null or ${table.sizeSqm} > 0`),
  ],
);
export type RoomBeds = { kind: string; count: number }[];

/** The features of a room type (hotel_features of scope 'room'). */
export const roomTypeFeatures = pgTable(
  'room_type_features',
  {
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    featureId: integer('feature_id')
      .notNull()
      .references(() => hotelFeatures.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.roomTypeId, table.featureId] })],
);

/**
 * Rate plans of a hotel. A connected plan (parent_rate_plan_id set) has no calendar of its own: it follows its
 * parent's availability and restrictions at a derived price (percent, or minor units added; negative = cheaper).
 */
export const ratePlans = pgTable(
  'rate_plans',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    names: jsonb('names').$type<LocalizedText>().notNull(),
    parentRatePlanId: integer('parent_rate_plan_id'),
    derivationKind: text('derivation_kind'),
    derivationValue: integer('derivation_value'),
    refundable: boolean('refundable').notNull().default(true),
    breakfastIncluded: boolean('breakfast_included').notNull().default(false),
    /** MealPlan; breakfast_included follows it (every plan but room_only includes breakfast). */
    mealPlan: text('meal_plan').notNull().default('room_only'),
    /** One of the supplier's policies; refundable follows it. Deleting the policy leaves the plan without one. */
    cancellationPolicyId: integer('cancellation_policy_id').references(() => cancellationPolicies.id, { onDelete: 'set null' }),
    /** The usual nightly price, the hotel's "from" price in listings. */
    basePriceMinor: integer('base_price_minor').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    check('rate_plans_meal_plan_ck', sql`${table.mealPlan} in ('room_only', 'breakfast', 'half_board', 'full_board', 'all_inclusive')`),
    foreignKey({ columns: [table.parentRatePlanId], foreignColumns: [table.id], name: 'rate_plans_parent_fk' }).onDelete('cascade'),
    index('rate_plans_service_idx').on(table.serviceId),
    check(
      'rate_plans_derivation_ck',
      sql`(${table.parentRatePlanId} is null and ${table.derivationKind} is null and ${table.derivationValue} is null)
        or (${table.parentRatePlanId} is not null and ${table.derivationKind} in ('percent', 'amount') and ${table.derivationValue} is not null)`,
    ),
    check('rate_plans_base_price_ck', sql`${table.basePriceMinor} >= 0`),
  ],
);

/** The room types a rate plan sells. */
export const ratePlanRoomTypes = pgTable(
  'rate_plan_room_types',
  {
    ratePlanId: integer('rate_plan_id')
      .notNull()
      .references(() => ratePlans.id, { onDelete: 'cascade' }),
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.ratePlanId, table.roomTypeId] }), index('rate_plan_room_types_room_idx').on(table.roomTypeId)],
);

export const packageDetails = pgTable(
  'package_details',
  {
    serviceId: integer('service_id')
      .primaryKey()
      .references(() => services.id, { onDelete: 'cascade' }),
    durationDays: smallint('duration_days').notNull(),
  },
  (table) => [check('package_details_duration_ck', sql`${table.durationDays} >= 1`)],
);

/** The services a package is built from, and on which day of the package each takes place. */
export const packageServices = pgTable(
  'package_services',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    dayOffset: smallint('day_offset').notNull(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
  },
  (table) => [
    primaryKey({ columns: [table.packageId, table.position] }),
    check('package_services_day_offset_ck', sql`${table.dayOffset} >= 0`),
  ],
);

export type OpeningHours = { days: string; opens: string; closes: string }[];

export const rentalDetails = pgTable('rental_details', {
  serviceId: integer('service_id')
    .primaryKey()
    .references(() => services.id, { onDelete: 'cascade' }),
  vehicleType: text('vehicle_type').notNull(),
  seats: smallint('seats').notNull(),
  pricePerDayMinor: integer('price_per_day_minor').notNull(),
  pickupPoint: text('pickup_point').notNull(),
});

export const restaurantDetails = pgTable('restaurant_details', {
  serviceId: integer('service_id')
    .primaryKey()
    .references(() => services.id, { onDelete: 'cascade' }),
  cuisine: text('cuisine').notNull(),
  priceLevel: smallint('price_level').notNull(),
  openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull(),
});

export const attractionDetails = pgTable('attraction_details', {
  serviceId: integer('service_id')
    .primaryKey()
    .references(() => services.id, { onDelete: 'cascade' }),
  admissionMinor: integer('admission_minor'),
  openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull(),
});
