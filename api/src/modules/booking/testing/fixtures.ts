import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { AddToCartAnswerSchema, CartAnswerSchema, HoldAnswerSchema } from 'shared-contracts/booking';
import { HotelListingAnswerSchema, TourFullAnswerSchema } from 'shared-contracts/catalogue';
import { MerchantOfRecordType, PaymentMethod } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import * as v from 'valibot';
import { createBackground } from '../../../background';
import { activitySlots, hotelCalendar, packageSlots } from '../../../db/schema/availability';
import { capacityHolds, carts, payments, reservations } from '../../../db/schema/booking';
import { partnerSites } from '../../../db/schema/core';
import { atSeedDay, serviceId, siteId } from '../../../test/catalogue-fixtures';
import type { TestApp } from '../../../test/harness';

/**
 * The booking tests' fixtures: seeded services set to exact capacities, and the storefront's checkout calls.
 * Every capacity fixture puts the demo site on no-pay, so a hold yields a NOPAY payment the storefront may confirm.
 */

export const CRUISE = 'oslo-fjord-sightseeing-cruise';
export const HOTEL = 'oslo-harbour-hotel';
export const PACKAGE = 'fjords-and-mountains-3-days';
export const ORDER = { first_name: 'Kari', last_name: 'Nordmann', email: 'kari@example.test', country: 'NO', area_code: '+47', phone: '41234567' };
export const NOPAY = { type: MerchantOfRecordType.NOPAY, payment_method: [PaymentMethod.NOPAY] };

/** The body parsed with the contract's schema, after asserting the status (the body shows when it differs). */
export async function json<T extends v.GenericSchema>(schema: T, response: Response, status = 200): Promise<v.InferOutput<T>> {
  const text = await response.text();
  expect({ status: response.status, text }).toMatchObject({ status });
  return v.parse(schema, JSON.parse(text));
}

/** The demo site, set to the given merchant of record (no-pay unless told). */
export async function demoSite(t: TestApp, mor: { type: MerchantOfRecordType; payment_method: PaymentMethod[] } = NOPAY) {
  const site = await siteId(t, 'demo');
  await t.handle.db.update(partnerSites).set({ merchantOfRecord: mor }).where(eq(partnerSites.id, site));
  return site;
}

/** A cruise departure `days` after the seed day, set to exactly `seats` seats. The clock goes to the seed day, 08:00. */
export async function cruiseSlot(t: TestApp, days: number, seats: number) {
  const day = await atSeedDay(t, 0, '08:00');
  const site = await demoSite(t);
  const id = await serviceId(t, CRUISE);
  const full = v.parse(TourFullAnswerSchema, await (await t.request(api.catalogue.tourFull.path({ id }, { site_id: site }))).json()).data;
  const option = full.options[0]!.id;
  const adult = full.tickets.find((tk) => tk.pricing_type === 'Adult')!.id;
  const date = day.plus({ days }).toISODate()!;
  const [slot] = await t.handle.db
    .select()
    .from(activitySlots)
    .where(and(eq(activitySlots.serviceId, id), eq(activitySlots.optionId, option), eq(activitySlots.slotDate, date)))
    .orderBy(asc(activitySlots.startTime));
  const slotId = slot!.id;
  const setSeats = (n: number) => t.handle.db.update(activitySlots).set({ allotmentTotal: n, remaining: n, status: 1 }).where(eq(activitySlots.id, slotId));
  await setSeats(seats);
  const item = { service_type: 'activities' as const, serviceable_id: id, option_id: option, date, slot_id: slotId, tickets: [{ ticket_id: adult, count: 1 }] };
  /** The item for `count` adults (one seat each). */
  const itemFor = (count: number) => ({ ...item, tickets: [{ ticket_id: adult, count }] });
  const remaining = async () => (await t.handle.db.select().from(activitySlots).where(eq(activitySlots.id, slotId)))[0]!.remaining;
  return { site, id, item, itemFor, slotId, remaining, setSeats };
}

/** One night of the hotel's standard room (base plan) `days` after the seed day, with exactly `rooms` rooms. */
export async function hotelNight(t: TestApp, days: number, rooms: number) {
  const day = await atSeedDay(t, 0, '08:00');
  const site = await demoSite(t);
  const id = await serviceId(t, HOTEL);
  const listing = v.parse(HotelListingAnswerSchema, await (await t.request(api.catalogue.hotelListing.path({ id }, { site_id: site }))).json()).data;
  const standard = listing.room_types[0]!;
  const plan = standard.rate_plans.find((p) => p.parent_rate_plan_id === null)!;
  const checkIn = day.plus({ days }).toISODate()!;
  const checkOut = day.plus({ days: days + 1 }).toISODate()!;
  const where = (date: string) => and(eq(hotelCalendar.roomTypeId, standard.id), eq(hotelCalendar.ratePlanId, plan.id), eq(hotelCalendar.stayDate, date));
  await t.handle.db.update(hotelCalendar).set({ allotment: rooms, minStay: 1, maxStay: null, noCheckIn: false, cutOffTime: null }).where(where(checkIn));
  await t.handle.db.update(hotelCalendar).set({ noCheckOut: false }).where(where(checkOut));
  const item = {
    service_type: 'hotels' as const,
    serviceable_id: id,
    check_in: checkIn,
    check_out: checkOut,
    rooms: [{ room_type_id: standard.id, rate_plan_id: plan.id, num_of_rooms: 1, num_of_adults: 1, num_of_children: 0 }],
  };
  /** The item for `rooms` rooms of one adult each. */
  const itemFor = (count: number) => ({ ...item, rooms: [{ ...item.rooms[0]!, num_of_rooms: count, num_of_adults: count }] });
  const allotment = async () => (await t.handle.db.select().from(hotelCalendar).where(where(checkIn)))[0]!.allotment;
  const setAllotment = (n: number) => t.handle.db.update(hotelCalendar).set({ allotment: n }).where(where(checkIn));
  const night = { roomTypeId: standard.id, ratePlanId: plan.id, stayDate: checkIn };
  return { site, id, item, itemFor, night, allotment, setAllotment };
}

/** The package's first departure at least `days` after the seed day, set to exactly `seats` seats, open for sale. */
export async function packageSlot(t: TestApp, days: number, seats: number) {
  const day = await atSeedDay(t, 0, '08:00');
  const site = await demoSite(t);
  const id = await serviceId(t, PACKAGE);
  const from = day.plus({ days: days - 1 }).toISODate()!;
  const [slot] = await t.handle.db
    .select()
    .from(packageSlots)
    .where(and(eq(packageSlots.packageId, id), gt(packageSlots.startDate, from)))
    .orderBy(asc(packageSlots.startDate))
    .limit(1);
  const slotId = slot!.id;
  const setSeats = (n: number) => t.handle.db.update(packageSlots).set({ allotmentTotal: n, remaining: n, status: 1 }).where(eq(packageSlots.id, slotId));
  await setSeats(seats);
  const itemFor = (adults: number) => ({ service_type: 'packages' as const, package_id: id, slot_id: slotId, start_date: slot!.startDate, number_of_adults: adults, number_of_children: 0 });
  const remaining = async () => (await t.handle.db.select().from(packageSlots).where(eq(packageSlots.id, slotId)))[0]!.remaining;
  return { site, id, item: itemFor(1), itemFor, slotId, remaining, setSeats };
}

/* ------------------------------------------------------------------ the storefront's checkout calls */

export async function addToCart(t: TestApp, site: number, items: unknown[], cartRef?: string) {
  const response = await t.post(api.booking.addToCart.path({ site_id: site, ...(cartRef ? { cart_ref: cartRef } : {}) }), { items });
  return (await json(AddToCartAnswerSchema, response)).data.cart_ref;
}

/** `count` carts holding one item each, filled side by side: set-up for the concurrency races, not the race itself. */
export const cartsOf = (t: TestApp, site: number, item: unknown, count = 200) => Promise.all(Array.from({ length: count }, () => addToCart(t, site, [item])));

export const getCart = async (t: TestApp, site: number, cartRef: string, extra: Record<string, string | number> = {}) =>
  (await json(CartAnswerSchema, await t.request(api.booking.cart.path({ cartRef }, { site_id: site, with_full_details: 'true', ...extra })))).data;

/** POST hold-reservation; the body is the checkout form's order unless told. */
export const hold = (t: TestApp, site: number, cartRef: string, headers: Record<string, string> = {}, body: object = { order: ORDER }) =>
  t.post(api.booking.holdReservation.path({ cartRef }, { site_id: site, request_for_widget: 'false' }), body, headers);

/** A hold that must answer 200 (held or refused): its data. */
export const holdAnswer = async (t: TestApp, site: number, cartRef: string) => (await json(HoldAnswerSchema, await hold(t, site, cartRef))).data;

export const cancel = (t: TestApp, site: number, cartRef: string, headers: Record<string, string> = {}) =>
  t.request(api.booking.cancelReservation.path({ cartRef }, { site_id: site }), {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ order: ORDER }),
  });

export const confirm = (t: TestApp, site: number, cartRef: string, headers: Record<string, string> = {}, body: object = { status: 'paid' }) =>
  t.post(api.booking.confirmReservation.path({ cartRef }, { site_id: site }), body, headers);

/** The job worker of a background on the test's database and clock: `runUntilIdle()` runs the due hold-expiry sweeps. */
export const sweeper = (t: TestApp) => createBackground({ db: t.handle.db, clock: t.clock, worker: { log: { error: () => undefined, warn: () => undefined } } }).worker;

/** What the database holds for one cart: its row, reservations, payments and capacity holds (ids ascending). */
export async function stateOf(t: TestApp, cartRef: string) {
  const db = t.handle.db;
  const [cart] = await db.select().from(carts).where(eq(carts.ref, cartRef));
  const rows = await db.select().from(reservations).where(eq(reservations.cartId, cart!.id)).orderBy(asc(reservations.id));
  const pays = await db.select().from(payments).where(eq(payments.cartId, cart!.id)).orderBy(asc(payments.id));
  const holds = rows.length ? await db.select().from(capacityHolds).where(inArray(capacityHolds.reservationId, rows.map((r) => r.id))).orderBy(asc(capacityHolds.id)) : [];
  return { cart: cart!, rows, pays, holds };
}
