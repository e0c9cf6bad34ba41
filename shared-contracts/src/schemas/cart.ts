/**
 * What a storefront page hands to the cart (spec 001 §3 "Cart", "Ticket selection"; spec 002 §7.3 "POST
 * cart-reservation: body is an array of items plus cart_type"). The items carry choices only (ids, dates,
 * counts): never a price. The API prices every item itself when it adds it (issue 3 "Prices are always computed by
 * the API"), so a tampered item can at worst choose something else, never pay less.
 */
import { IdSchema } from 'shared-contracts/common';
import * as v from 'shared-contracts/valibot';

const isoDate = v.pipe(v.string(), v.isoDate('validation.dateInvalid'));
const id = IdSchema;
const count = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));

/** One ticket line: only tickets with a count above zero enter a selection (spec 001 §5). */
export const CartTicketSchema = v.object({ ticket_id: id, count: count(1, 500) });

/** An activity (tour) or event: an option, a date, a time slot and the tickets. */
export const TourCartItemSchema = v.object({
  service_type: v.picklist(['activities', 'events']),
  serviceable_id: id,
  option_id: id,
  date: isoDate,
  slot_id: id,
  tickets: v.pipe(v.array(CartTicketSchema), v.minLength(1, 'validation.required'), v.maxLength(20)),
});
export type TourCartItem = v.InferOutput<typeof TourCartItemSchema>;

export const HotelRoomChoiceSchema = v.object({
  room_type_id: id,
  rate_plan_id: id,
  num_of_rooms: count(1, 10),
  num_of_adults: count(1, 40),
  num_of_children: count(0, 40),
});

/** A hotel stay: the dates and, per room type and rate plan, rooms and guests. */
export const HotelCartItemSchema = v.pipe(
  v.object({
    service_type: v.literal('hotels'),
    serviceable_id: id,
    check_in: isoDate,
    check_out: isoDate,
    rooms: v.pipe(v.array(HotelRoomChoiceSchema), v.minLength(1, 'validation.required'), v.maxLength(10)),
  }),
  v.check((item) => item.check_out > item.check_in, 'validation.dateRangeInvalid'),
);
export type HotelCartItem = v.InferOutput<typeof HotelCartItemSchema>;

/** A package: its slot (start date) and the travellers (spec 001 §3 reserved_package.activity_params). */
export const PackageCartItemSchema = v.object({
  service_type: v.literal('packages'),
  package_id: id,
  slot_id: id,
  start_date: isoDate,
  number_of_adults: count(1, 40),
  number_of_children: count(0, 40),
});
export type PackageCartItem = v.InferOutput<typeof PackageCartItemSchema>;

export const CartItemInputSchema = v.variant('service_type', [TourCartItemSchema, HotelCartItemSchema, PackageCartItemSchema]);
export type CartItemInput = v.InferOutput<typeof CartItemInputSchema>;

export const CART_TYPES = ['default', 'single'] as const;

/** Body of POST /booking/public/cart-reservation?site_id= (spec 002 §7.3). */
export const AddToCartBodySchema = v.object({
  items: v.pipe(v.array(CartItemInputSchema), v.minLength(1, 'validation.required'), v.maxLength(20)),
  /** `single` when the site's booking_flow_settings.process_single_cart_item is set (spec 001 §4 "Cart"). */
  cart_type: v.optional(v.picklist(CART_TYPES), 'default'),
});
export type AddToCartBody = v.InferInput<typeof AddToCartBodySchema>;

/**
 * What mfe-site hands to mfe-checkout (they never import each other): the site the visitor is on, the validated
 * item, and the service's name for the cart's "added" message while the cart reloads.
 */
export const CartHandoffSchema = v.object({
  site_id: id,
  item: CartItemInputSchema,
  service_name: v.pipe(v.string(), v.maxLength(300)),
});
export type CartHandoff = v.InferOutput<typeof CartHandoffSchema>;
