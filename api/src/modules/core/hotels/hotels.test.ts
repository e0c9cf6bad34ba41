/**
 * Accommodations in the panel (issue 13 §2): a hotel as a listing (details, readiness), its features, room types and
 * rate plans with their rules, on both databases. Tenancy: another supplier's hotel, room type or plan answers 404.
 */
import { and, eq } from 'drizzle-orm';
import { HotelListingAnswerSchema } from 'shared-contracts/catalogue';
import { Policy } from 'shared-contracts/enums';
import {
  HotelFeatureCatalogueAnswerSchema,
  HotelFeatureLinksAnswerSchema,
  HotelListAnswerSchema,
  type RatePlan,
  RatePlanAnswerSchema,
  RatePlansAnswerSchema,
  type RoomType,
  RoomTypeAnswerSchema,
  RoomTypesAnswerSchema,
} from 'shared-contracts/hotels';
import { LISTING_CALLS, ListingFullAnswerSchema, ListingStateAnswerSchema } from 'shared-contracts/listings';
import { formatMessage } from 'shared-contracts/messages';
import { api } from 'shared-contracts/paths';
import * as v from 'valibot';
import { hotelFeatureLinks } from '../../../db/schema/catalogue';
import { userPolicies } from '../../../db/schema/core';
import { testDatabases } from '../../../test/databases';
import { siteId } from '../../../test/catalogue-fixtures';
import { DEMO, type TestApp, useTestDatabase } from '../../../test/harness';
import { addToCart, hold, hotelNight, HOTEL, ORDER } from '../../booking/testing/fixtures';
import { makeReady, createListing } from '../listings/testing/listing-fixtures';
import { answer, type Method, refusal, send, userId } from '../tours/testing/tour-fixtures';
import { connectedPrice as derivedPrice } from 'shared-contracts/hotels';

const h = api.hotels;
const STANDARD_ROOM = { name: 'Double room', max_adults: 2, max_children: 1, max_occupancy: 3, beds: [{ kind: 'double', count: 1 }], size_sqm: 18 };

describe('derivedPrice', () => {
  test('a percent rounds to the minor unit, an amount adds, and neither goes below 0', () => {
    expect(derivedPrice(189_000, 'percent', -10)).toBe(170_100);
    expect(derivedPrice(999, 'percent', -15)).toBe(849);
    expect(derivedPrice(145_000, 'amount', 45_000)).toBe(190_000);
    expect(derivedPrice(10_000, 'amount', -20_000)).toBe(0);
  });
});

describe.each(testDatabases())('accommodations on $name', (spec) => {
  const ctx = useTestDatabase(spec);

  async function tokens(t: TestApp) {
    return { supplier: (await t.login(DEMO.supplier)).token, admin: (await t.login(DEMO.admin)).token };
  }
  async function newHotel(t: TestApp, token: string, name = 'Fjordview Hotel') {
    return createListing(t, token, 'hotels', { name });
  }
  async function addRoom(t: TestApp, token: string, hotelId: number, body: Record<string, unknown> = STANDARD_ROOM): Promise<RoomType> {
    return (await answer(RoomTypeAnswerSchema, await send(t, token, 'POST', h.createRoomType.path({ id: hotelId }), body), 201)).data;
  }
  async function addPlan(t: TestApp, token: string, hotelId: number, body: Record<string, unknown>): Promise<RatePlan> {
    return (await answer(RatePlanAnswerSchema, await send(t, token, 'POST', h.createRatePlan.path({ id: hotelId }), body), 201)).data;
  }
  async function createPolicy(t: TestApp, token: string, name: string, tiers: { hours: number; refund_percentage: number }[]): Promise<number> {
    const response = await send(t, token, 'POST', api.cancellationPolicies.create.path(), { name, tiers });
    return v.parse(v.object({ data: v.object({ id: v.number() }) }), await response.json()).data.id;
  }
  const issuesOf = async (response: Response, status = 400) => (await refusal(response, status)).issues ?? [];

  test('a hotel is a listing: created Pending with a HOT code, its stars and times saved, and listed with its rooms and plans', async () => {
    const t = ctx.app();
    const { supplier } = await tokens(t);
    const hotel = await newHotel(t, supplier, 'Listed Lodge');
    expect(hotel).toMatchObject({ service_type: 'hotels', status: 3, hotel: null, readiness: { ready: false, missing: ['location', 'image', 'typeDetails', 'roomType', 'ratePlan'] } });
    expect(hotel.product_code).toMatch(/^WH-HOT-\d{6}$/);

    const saved = await answer(ListingFullAnswerSchema, await send(t, supplier, 'PUT', h.update.path({ id: hotel.id }), { section: 'type_details', stars: 4, check_in_time: '14:30', check_out_time: '11:00' }));
    expect(saved.data.hotel).toEqual({ stars: 4, check_in_time: '14:30', check_out_time: '11:00' });
    const bad = await issuesOf(await send(t, supplier, 'PUT', h.update.path({ id: hotel.id }), { section: 'type_details', stars: 6, check_in_time: '25:00', check_out_time: '11:00' }));
    expect(bad.map((i) => [i.path, i.code])).toEqual(expect.arrayContaining([['stars', 'errors.hotels.starsInvalid'], ['check_in_time', 'errors.listings.timeInvalid']]));

    await addRoom(t, supplier, hotel.id);
    const list = await answer(HotelListAnswerSchema, await send(t, supplier, 'POST', h.list.path(), { search: 'Listed Lodge' }));
    expect(list.data.data).toEqual([expect.objectContaining({ id: hotel.id, name: 'Listed Lodge', stars: 4, room_type_count: 1, rate_plan_count: 0, currency: hotel.currency })]);
  });

  test('activation needs a location, an image, the details, a room type and a rate plan; an Active hotel keeps its last plan', async () => {
    const t = ctx.app();
    const { supplier } = await tokens(t);
    const hotel = await newHotel(t, supplier, 'Ready Resort');
    await makeReady(t, supplier, hotel);
    const refused = await refusal(await send(t, supplier, 'PUT', h.updateStatus.path({ id: hotel.id }, { status: 1 })), 400);
    expect(refused.message).toBe(formatMessage('en', 'errors.listings.notReady', { missing: 'at least one room type and at least one rate plan' }));
    expect((refused.issues ?? []).map((i) => i.path)).toEqual(['roomType', 'ratePlan']);

    const room = await addRoom(t, supplier, hotel.id);
    const plan = await addPlan(t, supplier, hotel.id, { name: 'Flexible', room_type_ids: [room.id], base_price_minor: 150_000 });
    expect((await answer(ListingStateAnswerSchema, await send(t, supplier, 'PUT', h.updateStatus.path({ id: hotel.id }, { status: 1 })))).data.status).toBe(1);

    const last = await refusal(await send(t, supplier, 'DELETE', h.removeRatePlan.path({ id: hotel.id, ratePlanId: plan.id })), 400);
    expect(last.message).toContain('at least one rate plan');
    expect((await answer(RatePlansAnswerSchema, await send(t, supplier, 'GET', h.ratePlans.path({ id: hotel.id })))).data).toHaveLength(1);
  });

  test('room types: created, read, edited in another language, deleted; capacity and features are checked', async () => {
    const t = ctx.app();
    const { supplier } = await tokens(t);
    const hotel = await newHotel(t, supplier, 'Room Inn');
    const catalogue = (await answer(HotelFeatureCatalogueAnswerSchema, await send(t, supplier, 'GET', h.featureCatalogue.path({ item_per_page: '-1', scope: 'room' })))).data;
    const balcony = catalogue.find((f) => f.slug === 'balcony')!;
    expect(catalogue.every((f) => f.scope === 'room')).toBe(true);

    const room = await addRoom(t, supplier, hotel.id, { ...STANDARD_ROOM, feature_ids: [balcony.id], image: '/core/public/files/x/room.jpg' });
    expect(room).toMatchObject({ name: 'Double room', max_adults: 2, max_children: 1, max_occupancy: 3, beds: [{ kind: 'double', count: 1 }], size_sqm: 18, feature_ids: [balcony.id], rate_plan_ids: [] });

    const norwegian = await send(t, supplier, 'PUT', h.updateRoomType.path({ id: hotel.id, roomTypeId: room.id }, { locale: 'no' }), { ...STANDARD_ROOM, name: 'Dobbeltrom', size_sqm: 20 });
    expect((await answer(RoomTypeAnswerSchema, norwegian)).data).toMatchObject({ name: 'Dobbeltrom', size_sqm: 20, feature_ids: [] });
    const english = (await answer(RoomTypesAnswerSchema, await send(t, supplier, 'GET', h.roomTypes.path({ id: hotel.id }, { locale: 'en' })))).data;
    expect(english.map((r) => r.name)).toEqual(['Double room']);

    const capacity = async (body: Record<string, unknown>) => (await issuesOf(await send(t, supplier, 'POST', h.createRoomType.path({ id: hotel.id }), { ...STANDARD_ROOM, ...body }))).map((i) => [i.path, i.code]);
    expect(await capacity({ max_adults: 3, max_occupancy: 2 })).toEqual([['max_occupancy', 'errors.hotels.occupancyBelowAdults']]);
    expect(await capacity({ max_adults: 2, max_children: 0, max_occupancy: 3 })).toEqual([['max_occupancy', 'errors.hotels.occupancyAboveGuests']]);
    expect(await capacity({ max_adults: 0 })).toEqual(expect.arrayContaining([['max_adults', 'errors.hotels.adultsInvalid']]));
    const wifi = (await answer(HotelFeatureCatalogueAnswerSchema, await send(t, supplier, 'GET', h.featureCatalogue.path({ scope: 'hotel' })))).data.find((f) => f.slug === 'wifi')!;
    expect(await capacity({ feature_ids: [wifi.id, 999_999] })).toEqual([
      ['feature_ids.0', 'errors.hotels.featureWrongScope'],
      ['feature_ids.1', 'errors.referenceNotFound'],
    ]);

    expect((await send(t, supplier, 'DELETE', h.removeRoomType.path({ id: hotel.id, roomTypeId: room.id }))).status).toBe(200);
    expect((await answer(RoomTypesAnswerSchema, await send(t, supplier, 'GET', h.roomTypes.path({ id: hotel.id })))).data).toEqual([]);
  });

  test('rate plans: meal plan and policy set breakfast and refundability; a connected plan derives its price and follows the rules', async () => {
    const t = ctx.app();
    const { supplier } = await tokens(t);
    const hotel = await newHotel(t, supplier, 'Plan Palace');
    const double = await addRoom(t, supplier, hotel.id);
    const suite = await addRoom(t, supplier, hotel.id, { ...STANDARD_ROOM, name: 'Suite' });
    const flexible = await createPolicy(t, supplier, `Flexible ${hotel.id}`, [{ hours: 24, refund_percentage: 100 }, { hours: 0, refund_percentage: 0 }]);
    const strict = await createPolicy(t, supplier, `Non-refundable ${hotel.id}`, [{ hours: 0, refund_percentage: 0 }]);

    const standard = await addPlan(t, supplier, hotel.id, { name: 'Standard', meal_plan: 'half_board', cancellation_policy_id: flexible, room_type_ids: [double.id, suite.id], base_price_minor: 200_000 });
    expect(standard).toMatchObject({ meal_plan: 'half_board', breakfast_included: true, refundable: true, cancellation_policy: { id: flexible }, room_type_ids: [double.id, suite.id], base_price_minor: 200_000, connected: null });

    const saver = await addPlan(t, supplier, hotel.id, {
      name: 'Saver',
      cancellation_policy_id: strict,
      room_type_ids: [double.id],
      connected: { parent_rate_plan_id: standard.id, kind: 'percent', value: -10 },
    });
    expect(saver).toMatchObject({ meal_plan: 'room_only', breakfast_included: false, refundable: false, base_price_minor: 180_000, connected: { parent_rate_plan_id: standard.id, parent_name: 'Standard', kind: 'percent', value: -10 } });

    const plan = (body: Record<string, unknown>) => send(t, supplier, 'POST', h.createRatePlan.path({ id: hotel.id }), { name: 'Probe', room_type_ids: [double.id], ...body });
    const codes = async (response: Response) => (await issuesOf(response)).map((i) => [i.path, i.code]);
    // No chains, no percent of −100 or less, only the parent's rooms, a price unless connected, rooms of this hotel.
    expect(await codes(await plan({ connected: { parent_rate_plan_id: saver.id, kind: 'amount', value: -5_000 } }))).toEqual([['connected.parent_rate_plan_id', 'errors.hotels.parentConnected']]);
    expect(await codes(await plan({ connected: { parent_rate_plan_id: standard.id, kind: 'percent', value: -100 } }))).toEqual([['connected.value', 'errors.hotels.percentInvalid']]);
    expect(await codes(await plan({ room_type_ids: [] , base_price_minor: 1 }))).toEqual([['room_type_ids', 'errors.hotels.roomTypesRequired']]);
    expect(await codes(await plan({}))).toEqual([['base_price_minor', 'errors.hotels.basePriceRequired']]);
    const other = await newHotel(t, supplier, 'Other Hotel');
    const foreignRoom = await addRoom(t, supplier, other.id);
    expect(await codes(await plan({ room_type_ids: [foreignRoom.id], base_price_minor: 1 }))).toEqual([['room_type_ids.0', 'errors.referenceNotFound']]);
    const otherPlan = await addPlan(t, supplier, other.id, { name: 'Theirs', room_type_ids: [foreignRoom.id], base_price_minor: 1 });
    expect(await codes(await plan({ connected: { parent_rate_plan_id: otherPlan.id, kind: 'percent', value: 5 } }))).toEqual([['connected.parent_rate_plan_id', 'errors.referenceNotFound']]);
    // A plan following the standard one sells only the standard plan's rooms.
    const narrow = await addPlan(t, supplier, hotel.id, { name: 'Double only', room_type_ids: [double.id], base_price_minor: 100_000 });
    expect(
      await codes(await send(t, supplier, 'POST', h.createRatePlan.path({ id: hotel.id }), { name: 'x', room_type_ids: [suite.id], connected: { parent_rate_plan_id: narrow.id, kind: 'amount', value: 0 } })),
    ).toEqual([['room_type_ids.0', 'errors.hotels.roomTypeNotInParent']]);
    // Not itself; not connected while others follow it.
    const update = (id: number, body: Record<string, unknown>) => send(t, supplier, 'PUT', h.updateRatePlan.path({ id: hotel.id, ratePlanId: id }), body);
    expect(await codes(await update(narrow.id, { name: 'x', room_type_ids: [double.id], connected: { parent_rate_plan_id: narrow.id, kind: 'amount', value: 0 } }))).toEqual([
      ['connected.parent_rate_plan_id', 'errors.hotels.parentSelf'],
    ]);
    expect(await codes(await update(standard.id, { name: 'x', room_type_ids: [double.id], connected: { parent_rate_plan_id: narrow.id, kind: 'amount', value: 0 } }))).toEqual([
      ['connected.parent_rate_plan_id', 'errors.hotels.ratePlanHasConnected'],
    ]);
    // The standard plan cannot stop selling a room its follower sells.
    expect(await codes(await update(standard.id, { name: 'Standard', room_type_ids: [suite.id], base_price_minor: 200_000 }))).toEqual([['room_type_ids', 'errors.hotels.roomTypeSoldByConnected']]);

    // A new parent price moves the follower's.
    const repriced = await update(standard.id, { name: 'Standard', meal_plan: 'breakfast', cancellation_policy_id: flexible, room_type_ids: [double.id, suite.id], base_price_minor: 300_000 });
    expect((await answer(RatePlanAnswerSchema, repriced)).data).toMatchObject({ base_price_minor: 300_000, meal_plan: 'breakfast' });
    const plans = (await answer(RatePlansAnswerSchema, await send(t, supplier, 'GET', h.ratePlans.path({ id: hotel.id })))).data;
    expect(plans.find((p) => p.id === saver.id)?.base_price_minor).toBe(270_000);

    // Deleting a followed plan is refused; its follower goes first.
    const followed = await refusal(await send(t, supplier, 'DELETE', h.removeRatePlan.path({ id: hotel.id, ratePlanId: standard.id })), 409);
    expect(followed.message).toBe(formatMessage('en', 'errors.hotels.ratePlanHasConnected'));
    expect((await send(t, supplier, 'DELETE', h.removeRatePlan.path({ id: hotel.id, ratePlanId: saver.id }))).status).toBe(200);
    expect((await send(t, supplier, 'DELETE', h.removeRatePlan.path({ id: hotel.id, ratePlanId: standard.id }))).status).toBe(200);
    // A room type that is all a plan sells stays until the plan changes.
    const only = await refusal(await send(t, supplier, 'DELETE', h.removeRoomType.path({ id: hotel.id, roomTypeId: double.id })), 409);
    expect(only.message).toBe(formatMessage('en', 'errors.hotels.roomTypeLastOfPlan'));
  });

  test("another supplier's cancellation policy is refused", async () => {
    const t = ctx.app();
    const { supplier } = await tokens(t);
    const hotel = await newHotel(t, supplier, 'Policy Place');
    const room = await addRoom(t, supplier, hotel.id);
    const theirs = await createPolicy(t, (await t.login(DEMO.duo)).token, `Duo policy ${hotel.id}`, [{ hours: 0, refund_percentage: 0 }]);
    const response = await send(t, supplier, 'POST', h.createRatePlan.path({ id: hotel.id }), { name: 'x', room_type_ids: [room.id], base_price_minor: 1, cancellation_policy_id: theirs });
    expect((await issuesOf(response)).map((i) => [i.path, i.code])).toEqual([['cancellation_policy_id', 'errors.referenceNotFound']]);
  });

  test('features: the catalogue, a saved set with its most popular ones, and the storefront’s most popular', async () => {
    const t = ctx.app();
    const { supplier } = await tokens(t);
    const hotelId = (await answer(HotelListAnswerSchema, await send(t, supplier, 'POST', h.list.path(), { search: 'Harbour' }))).data.data.find((row) => row.slug === HOTEL)!.id;
    const before = await t.handle.db.select().from(hotelFeatureLinks).where(eq(hotelFeatureLinks.serviceId, hotelId));
    try {
      const catalogue = (await answer(HotelFeatureCatalogueAnswerSchema, await send(t, supplier, 'GET', h.featureCatalogue.path({ item_per_page: '-1' })))).data;
      expect(catalogue.filter((f) => f.scope === 'hotel').length).toBeGreaterThanOrEqual(30);
      expect(catalogue.filter((f) => f.scope === 'room').length).toBeGreaterThanOrEqual(15);
      const bySlug = (slug: string) => catalogue.find((f) => f.slug === slug)!.id;

      const body = { features: [{ feature_id: bySlug('spa'), most_popular: true }, { feature_id: bySlug('ev-charging') }] };
      const saved = (await answer(HotelFeatureLinksAnswerSchema, await send(t, supplier, 'PUT', h.saveFeatures.path({ id: hotelId }), body))).data;
      expect(saved.map((f) => [f.slug, f.most_popular])).toEqual([
        ['spa', true],
        ['ev-charging', false],
      ]);
      const popular = (await answer(HotelFeatureLinksAnswerSchema, await send(t, supplier, 'GET', h.features.path({ id: hotelId }, { most_popular: 'true' })))).data;
      expect(popular.map((f) => f.slug)).toEqual(['spa']);
      const site = await siteId(t, 'demo');
      const storefront = await t.request(api.catalogue.hotelFeatures.path({ id: hotelId }, { site_id: site, most_popular: 'true' }));
      expect(((await storefront.json()) as { data: { name: string }[] }).data.map((f) => f.name)).toEqual(['Spa']);

      const wrong = await issuesOf(await send(t, supplier, 'PUT', h.saveFeatures.path({ id: hotelId }), { features: [{ feature_id: bySlug('balcony') }] }));
      expect(wrong.map((i) => [i.path, i.code])).toEqual([['features.0.feature_id', 'errors.hotels.featureWrongScope']]);
      const twice = await issuesOf(await send(t, supplier, 'PUT', h.saveFeatures.path({ id: hotelId }), { features: [{ feature_id: bySlug('spa') }, { feature_id: bySlug('spa') }] }));
      expect(twice.map((i) => i.code)).toEqual(['errors.hotels.featureTwice']);
    } finally {
      await t.handle.db.delete(hotelFeatureLinks).where(eq(hotelFeatureLinks.serviceId, hotelId));
      if (before.length) await t.handle.db.insert(hotelFeatureLinks).values(before);
    }
  });

  test('the storefront offers a plan only for the room types it sells', async () => {
    const t = ctx.app();
    const { supplier } = await tokens(t);
    const site = await siteId(t, 'demo');
    const hotelId = (await answer(HotelListAnswerSchema, await send(t, supplier, 'POST', h.list.path(), { search: 'Harbour' }))).data.data.find((row) => row.slug === HOTEL)!.id;
    const rooms = (await answer(RoomTypesAnswerSchema, await send(t, supplier, 'GET', h.roomTypes.path({ id: hotelId })))).data;
    const suite = rooms[1]!;
    const plan = await addPlan(t, supplier, hotelId, { name: 'Suite special', room_type_ids: [suite.id], base_price_minor: 500_000 });
    try {
      const listing = v.parse(HotelListingAnswerSchema, await (await t.request(api.catalogue.hotelListing.path({ id: hotelId }, { site_id: site }))).json()).data;
      const offered = (roomId: number) => listing.room_types.find((r) => r.id === roomId)!.rate_plans.map((p) => p.id);
      expect(offered(suite.id)).toContain(plan.id);
      expect(offered(rooms[0]!.id)).not.toContain(plan.id);
    } finally {
      await send(t, supplier, 'DELETE', h.removeRatePlan.path({ id: hotelId, ratePlanId: plan.id }));
    }
  });

  test('a room type with bookings cannot be deleted (409)', async () => {
    const t = ctx.app();
    const { supplier } = await tokens(t);
    const night = await hotelNight(t, 5, 3);
    const ref = await addToCart(t, night.site, [night.item]);
    expect((await hold(t, night.site, ref, {}, { order: ORDER })).status).toBe(200);
    const response = await send(t, supplier, 'DELETE', h.removeRoomType.path({ id: night.id, roomTypeId: night.night.roomTypeId }));
    expect((await refusal(response, 409)).message).toBe(formatMessage('en', 'errors.hotels.roomTypeHasBookings'));
  });

  test('a rate plan with bookings cannot be deleted (409)', async () => {
    const t = ctx.app();
    const { supplier } = await tokens(t);
    const night = await hotelNight(t, 6, 3);
    const plans = (await answer(RatePlansAnswerSchema, await send(t, supplier, 'GET', h.ratePlans.path({ id: night.id })))).data;
    const follower = plans.find((p) => p.connected?.parent_rate_plan_id === night.night.ratePlanId)!;
    const ref = await addToCart(t, night.site, [{ ...night.item, rooms: [{ ...night.item.rooms[0]!, rate_plan_id: follower.id }] }]);
    expect((await hold(t, night.site, ref, {}, { order: ORDER })).status).toBe(200);
    const response = await send(t, supplier, 'DELETE', h.removeRatePlan.path({ id: night.id, ratePlanId: follower.id }));
    expect((await refusal(response, 409)).message).toBe(formatMessage('en', 'errors.hotels.ratePlanHasBookings'));
  });

  test("another supplier gets 404 on every call with supplier@'s hotel, room type or plan; an administrator gets 2xx", async () => {
    const t = ctx.app();
    const { supplier, admin } = await tokens(t);
    const duoId = await userId(t, DEMO.duo);
    // duo@ becomes a hotel supplier for this test, so its refusals are tenancy's, not a missing module's.
    await t.handle.db.insert(userPolicies).values({ userId: duoId, policy: Policy.ACCOMMODATION_MODULE }).onConflictDoNothing();
    try {
      const stranger = (await t.login(DEMO.duo)).token;
      const hotel = await newHotel(t, supplier, 'Tenancy Towers');
      const room = await addRoom(t, supplier, hotel.id);
      const plan = await addPlan(t, supplier, hotel.id, { name: 'Own', room_type_ids: [room.id], base_price_minor: 1 });
      const spare = await addRoom(t, supplier, hotel.id, { ...STANDARD_ROOM, name: 'Spare' });
      const sparePlan = await addPlan(t, supplier, hotel.id, { name: 'Spare plan', room_type_ids: [room.id], base_price_minor: 1 });
      const calls: { name: string; method: Method; path: string; body?: unknown }[] = [
        { name: 'full', method: 'GET', path: LISTING_CALLS.hotels.full.path({ id: hotel.id }) },
        { name: 'features', method: 'GET', path: h.features.path({ id: hotel.id }) },
        { name: 'save features', method: 'PUT', path: h.saveFeatures.path({ id: hotel.id }), body: { features: [] } },
        { name: 'room types', method: 'GET', path: h.roomTypes.path({ id: hotel.id }) },
        { name: 'create room type', method: 'POST', path: h.createRoomType.path({ id: hotel.id }), body: STANDARD_ROOM },
        { name: 'update room type', method: 'PUT', path: h.updateRoomType.path({ id: hotel.id, roomTypeId: room.id }), body: STANDARD_ROOM },
        { name: 'rate plans', method: 'GET', path: h.ratePlans.path({ id: hotel.id }) },
        { name: 'create rate plan', method: 'POST', path: h.createRatePlan.path({ id: hotel.id }), body: { name: 'x', room_type_ids: [room.id], base_price_minor: 1 } },
        { name: 'update rate plan', method: 'PUT', path: h.updateRatePlan.path({ id: hotel.id, ratePlanId: plan.id }), body: { name: 'y', room_type_ids: [room.id], base_price_minor: 2 } },
        { name: 'delete rate plan', method: 'DELETE', path: h.removeRatePlan.path({ id: hotel.id, ratePlanId: sparePlan.id }) },
        { name: 'delete room type', method: 'DELETE', path: h.removeRoomType.path({ id: hotel.id, roomTypeId: spare.id }) },
        { name: 'hotel details', method: 'PUT', path: h.update.path({ id: hotel.id }), body: { section: 'type_details', stars: 2, check_in_time: '14:00', check_out_time: '10:00' } },
        { name: 'update status', method: 'PUT', path: h.updateStatus.path({ id: hotel.id }, { status: 4 }) },
        { name: 'delete hotel', method: 'DELETE', path: h.remove.path({ id: hotel.id }) },
      ];
      for (const call of calls) {
        const foreign = await send(t, stranger, call.method, call.path, call.body);
        expect({ call: call.name, status: foreign.status }).toEqual({ call: call.name, status: 404 });
        const allowed = await send(t, admin, call.method, call.path, call.body);
        expect({ call: call.name, ok: allowed.ok }).toEqual({ call: call.name, ok: true });
      }
      // A room type or plan id of another hotel, inside a hotel the caller owns, is not found either.
      const own = await newHotel(t, supplier, 'Second Site');
      expect((await send(t, supplier, 'PUT', h.updateRoomType.path({ id: own.id, roomTypeId: room.id }), STANDARD_ROOM)).status).toBe(404);
      expect((await send(t, supplier, 'DELETE', h.removeRatePlan.path({ id: own.id, ratePlanId: plan.id }))).status).toBe(404);
      // The stranger's list never shows it.
      expect((await answer(HotelListAnswerSchema, await send(t, stranger, 'POST', h.list.path(), { search: 'Tenancy Towers' }))).data.total).toBe(0);
    } finally {
      await t.handle.db.delete(userPolicies).where(and(eq(userPolicies.userId, duoId), eq(userPolicies.policy, Policy.ACCOMMODATION_MODULE)));
    }
  });
});
