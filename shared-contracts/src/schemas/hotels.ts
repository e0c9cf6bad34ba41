/**
 * shared-contracts/hotels: accommodations in the panel (spec 002 §7.9, issue 13 §2): a supplier's hotels, their
 * details, features, room types and rate plans. The calendar of prices and allotments is shared-contracts/hotel-calendar.
 */
import * as v from 'shared-contracts/valibot';
import { LIMITS } from 'shared-contracts/constants';
import { dataEnvelope, IdSchema, IdTextSchema } from 'shared-contracts/common';
import { GeneralStatus } from 'shared-contracts/enums';
import { ListingListInputSchema, ListingPriceMinorSchema } from 'shared-contracts/listings';
import { LocaleCodeSchema } from 'shared-contracts/locales';
import { MoneySchema } from 'shared-contracts/site-content';

const INVALID = 'validation.invalid';
const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, INVALID));
const requiredText = (max: number) => v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.maxLength(max, INVALID));

/** POST /hotels/booking-service-list: the caller's hotels (an administrator's: everyone's), paged as the listings are. */
export const HotelListInputSchema = ListingListInputSchema;
export type HotelListInput = v.InferInput<typeof HotelListInputSchema>;

export const HotelListItemSchema = v.object({
  id: v.number(),
  name: v.string(),
  /** The locale the name is in (requested → English → any). */
  locale: v.nullable(LocaleCodeSchema),
  slug: v.string(),
  product_code: v.string(),
  status: v.enum(GeneralStatus),
  image: v.nullable(v.string()),
  location: v.nullable(v.object({ id: v.number(), name: v.string() })),
  stars: v.nullable(v.number()),
  room_type_count: v.number(),
  rate_plan_count: v.number(),
  currency: v.string(),
  time_zone: v.string(),
  supplier_id: v.number(),
  created_at: v.string(),
  updated_at: v.string(),
});
export type HotelListItem = v.InferOutput<typeof HotelListItemSchema>;
export const HotelListAnswerSchema = dataEnvelope(
  v.object({ data: v.array(HotelListItemSchema), total: v.number(), page_number: v.number(), limit: v.number() }),
);
export type HotelListAnswer = v.InferOutput<typeof HotelListAnswerSchema>;

/* ------------------------------------------------------------------ features */

/** A feature belongs to the hotel (pool, parking) or to a room (balcony, minibar). */
export const HOTEL_FEATURE_SCOPES = ['hotel', 'room'] as const;
export type HotelFeatureScope = (typeof HOTEL_FEATURE_SCOPES)[number];

/** GET /feature?item_per_page=-1[&scope=room]: the feature catalogue, in the caller's language. */
export const HotelFeatureCatalogueQuerySchema = v.object({
  item_per_page: v.optional(v.pipe(v.string(), v.regex(/^(-1|\d{1,4})$/, INVALID), v.toNumber()), '-1'),
  scope: v.optional(v.picklist(HOTEL_FEATURE_SCOPES, INVALID)),
});

export const HotelFeatureItemSchema = v.object({
  id: v.number(),
  slug: v.string(),
  name: v.string(),
  icon: v.string(),
  scope: v.picklist(HOTEL_FEATURE_SCOPES),
  /** The heading the panel groups it under (general, wellness, food…). */
  group: v.string(),
});
export type HotelFeatureItem = v.InferOutput<typeof HotelFeatureItemSchema>;
export const HotelFeatureCatalogueAnswerSchema = dataEnvelope(v.array(HotelFeatureItemSchema));

/** GET /{id}/hotel-feature[?most_popular=true]: the hotel's features. */
export const HotelFeaturesQuerySchema = v.object({ most_popular: v.optional(v.picklist(['true', 'false'], INVALID)) });
export const HotelFeatureLinkSchema = v.object({ ...HotelFeatureItemSchema.entries, most_popular: v.boolean() });
export type HotelFeatureLink = v.InferOutput<typeof HotelFeatureLinkSchema>;
export const HotelFeatureLinksAnswerSchema = dataEnvelope(v.array(HotelFeatureLinkSchema));

/** PUT /{id}/hotel-feature: the hotel's whole set of features (hotel-scope ones), replacing the saved one. */
export const HotelFeaturesInputSchema = v.object({
  features: v.pipe(
    v.array(v.object({ feature_id: IdSchema, most_popular: v.optional(v.boolean(), false) })),
    v.maxLength(200, INVALID),
    v.check((rows) => new Set(rows.map((row) => row.feature_id)).size === rows.length, 'errors.hotels.featureTwice'),
  ),
});
export type HotelFeaturesInput = v.InferInput<typeof HotelFeaturesInputSchema>;

/* ------------------------------------------------------------------ room types */

export const BED_KINDS = ['single', 'double', 'queen', 'king', 'twin', 'sofa_bed', 'bunk', 'crib'] as const;
export type BedKind = (typeof BED_KINDS)[number];

const count = (min: number, max: number, message: 'errors.hotels.adultsInvalid' | 'errors.hotels.childrenInvalid' | 'errors.hotels.occupancyInvalid' | 'errors.hotels.bedCountInvalid') =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));

export const HotelRoomTypeParamSchema = v.object({ id: IdTextSchema, roomTypeId: IdTextSchema });
export const HotelRatePlanParamSchema = v.object({ id: IdTextSchema, ratePlanId: IdTextSchema });

/**
 * POST/PUT /hotel/{id}/room-types[/{roomTypeId}]: name and description in the `locale` query's language. Capacity:
 * at least one adult; the occupancy at least the adults and at most adults plus children.
 */
export const RoomTypeInputSchema = v.pipe(
  v.object({
    name: requiredText(200),
    description: v.optional(text(2000), ''),
    max_adults: count(1, 20, 'errors.hotels.adultsInvalid'),
    max_children: v.optional(count(0, 20, 'errors.hotels.childrenInvalid'), 0),
    max_occupancy: count(1, 40, 'errors.hotels.occupancyInvalid'),
    beds: v.optional(
      v.pipe(v.array(v.object({ kind: v.picklist(BED_KINDS, INVALID), count: count(1, 10, 'errors.hotels.bedCountInvalid') })), v.maxLength(10, INVALID)),
      [],
    ),
    size_sqm: v.optional(
      v.nullable(v.pipe(v.number('errors.hotels.sizeInvalid'), v.integer('errors.hotels.sizeInvalid'), v.minValue(1, 'errors.hotels.sizeInvalid'), v.maxValue(2000, 'errors.hotels.sizeInvalid'))),
      null,
    ),
    /** An uploaded image's URL (api.files.upload). */
    image: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.nonEmpty(INVALID), v.maxLength(2000, INVALID))), null),
    /** Room features (scope 'room'). */
    feature_ids: v.optional(v.pipe(v.array(IdSchema), v.maxLength(100, INVALID)), []),
  }),
  v.forward(
    v.check((room) => room.max_occupancy >= room.max_adults, 'errors.hotels.occupancyBelowAdults'),
    ['max_occupancy'],
  ),
  v.forward(
    v.check((room) => room.max_occupancy <= room.max_adults + room.max_children, 'errors.hotels.occupancyAboveGuests'),
    ['max_occupancy'],
  ),
);
export type RoomTypeInput = v.InferInput<typeof RoomTypeInputSchema>;
export type RoomTypeValues = v.InferOutput<typeof RoomTypeInputSchema>;

export const RoomTypeSchema = v.object({
  id: v.number(),
  hotel_id: v.number(),
  name: v.string(),
  description: v.string(),
  max_adults: v.number(),
  max_children: v.number(),
  max_occupancy: v.number(),
  beds: v.array(v.object({ kind: v.string(), count: v.number() })),
  size_sqm: v.nullable(v.number()),
  image: v.nullable(v.string()),
  feature_ids: v.array(v.number()),
  /** Rate plans that sell it. */
  rate_plan_ids: v.array(v.number()),
});
export type RoomType = v.InferOutput<typeof RoomTypeSchema>;
export const RoomTypesAnswerSchema = dataEnvelope(v.array(RoomTypeSchema));
export const RoomTypeAnswerSchema = dataEnvelope(RoomTypeSchema);

/* ------------------------------------------------------------------ rate plans */

/** breakfast_included (read by the storefront) is true for every meal plan but room_only. */
export const MEAL_PLANS = ['room_only', 'breakfast', 'half_board', 'full_board', 'all_inclusive'] as const;
export type MealPlan = (typeof MEAL_PLANS)[number];
export const DERIVATION_KINDS = ['percent', 'amount'] as const;
export type DerivationKind = (typeof DERIVATION_KINDS)[number];

/**
 * A connected plan's price: its parent's, changed by a whole percent (−99…1000: −10 is 10 % cheaper) or by an amount
 * in minor units (negative: cheaper).
 */
export const RatePlanConnectionInputSchema = v.pipe(
  v.object({
    parent_rate_plan_id: IdSchema,
    kind: v.picklist(DERIVATION_KINDS, INVALID),
    value: v.pipe(v.number('errors.hotels.derivationInvalid'), v.integer('errors.hotels.derivationInvalid'), v.minValue(-LIMITS.maxId, 'errors.hotels.derivationInvalid'), v.maxValue(LIMITS.maxId, 'errors.hotels.derivationInvalid')),
  }),
  v.forward(
    v.check((c) => c.kind !== 'percent' || (c.value > -100 && c.value <= 1000), 'errors.hotels.percentInvalid'),
    ['value'],
  ),
);

/**
 * POST/PUT /hotel/{id}/rate-plans[/{ratePlanId}]: the name in the `locale` query's language. A plan that is not
 * connected needs its "from" price (the calendar sets each night's); a connected one derives it from its parent.
 */
export const RatePlanInputSchema = v.object({
  name: requiredText(200),
  meal_plan: v.optional(v.picklist(MEAL_PLANS, INVALID), 'room_only'),
  /** One of the hotel supplier's cancellation policies; null: the hotel's usual terms. */
  cancellation_policy_id: v.optional(v.nullable(IdSchema), null),
  room_type_ids: v.pipe(v.array(IdSchema), v.minLength(1, 'errors.hotels.roomTypesRequired'), v.maxLength(100, INVALID)),
  base_price_minor: v.optional(v.nullable(ListingPriceMinorSchema), null),
  connected: v.optional(v.nullable(RatePlanConnectionInputSchema), null),
});
export type RatePlanInput = v.InferInput<typeof RatePlanInputSchema>;
export type RatePlanValues = v.InferOutput<typeof RatePlanInputSchema>;

export const RatePlanSchema = v.object({
  id: v.number(),
  hotel_id: v.number(),
  name: v.string(),
  meal_plan: v.picklist(MEAL_PLANS),
  breakfast_included: v.boolean(),
  refundable: v.boolean(),
  cancellation_policy: v.nullable(v.object({ id: v.number(), name: v.string() })),
  room_type_ids: v.array(v.number()),
  base_price_minor: v.number(),
  base_price: MoneySchema,
  connected: v.nullable(
    v.object({ parent_rate_plan_id: v.number(), parent_name: v.string(), kind: v.picklist(DERIVATION_KINDS), value: v.number() }),
  ),
});
export type RatePlan = v.InferOutput<typeof RatePlanSchema>;
export const RatePlansAnswerSchema = dataEnvelope(v.array(RatePlanSchema));
export const RatePlanAnswerSchema = dataEnvelope(RatePlanSchema);

export const HotelPartDeletedAnswerSchema = dataEnvelope(v.object({ id: v.number(), deleted: v.literal(true) }));

/**
 * A connected rate plan's price from its parent's: changed by a whole percent (rounded to the minor unit) or by an
 * amount in minor units, never below 0. One rule for the panel's "from" prices, the hotel calendar and the storefront.
 */
export function connectedPrice(parentMinor: number, kind: 'percent' | 'amount', value: number): number {
  const price = kind === 'percent' ? Math.round((parentMinor * (100 + value)) / 100) : parentMinor + value;
  return Math.max(0, price);
}
