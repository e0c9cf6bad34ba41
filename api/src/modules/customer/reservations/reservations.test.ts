import { and, eq, like } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { ConfirmAnswerSchema, HoldAnswerSchema } from 'shared-contracts/booking';
import { ErrorEnvelopeSchema } from 'shared-contracts/common';
import {
  CustomerReservationListAnswerSchema,
  CustomerSessionAnswerSchema,
  PackageReservationAnswerSchema,
  SingleReservationAnswerSchema,
  type BookingListItem,
  type CustomerReservationListFilter,
} from 'shared-contracts/customer';
import { CancellationOrigin, PaymentStatus, ReservationStatus } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import { createBackground } from '../../../background';
import { cancellations, reservations } from '../../../db/schema/booking';
import { services, tickets } from '../../../db/schema/catalogue';
import { users } from '../../../db/schema/core';
import { mailOutbox } from '../../../db/schema/mail';
import { testDatabases } from '../../../test/databases';
import { DEMO, type TestApp, useTestDatabase } from '../../../test/harness';
import { addToCart, cancel, confirm, CRUISE, cruiseSlot, getCart, hold, hotelNight, json, ORDER, PACKAGE, packageSlot, stateOf } from '../../booking/testing/fixtures';
import { CUSTOMER_LOGIN_MAIL_JOB } from '../auth/customer-auth.service';

const STOREFRONT = 'http://demo.localhost:8080';
const TOKEN = /token=([A-Za-z0-9_-]+)/;
const OSLO = 'Europe/Oslo';

let counter = 0;
/** An address no other test has used: the tests share one database. */
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${++counter}@example.test`;

const quiet = { log: { error: () => undefined, warn: () => undefined } };

describe.each(testDatabases())('the customer’s reservations on $name', (spec) => {
  const ctx = useTestDatabase(spec);

  /** Logs `email` in through the real e-mailed link, at the app's current time; the customer's bearer token. */
  async function login(t: TestApp, email: string): Promise<string> {
    expect((await t.post(api.customer.login.path(), { email }, { origin: STOREFRONT, host: new URL(STOREFRONT).host })).status).toBe(200);
    await createBackground({ db: t.handle.db, clock: t.clock, worker: quiet }).worker.runUntilIdle();
    const mails = await t.handle.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), like(mailOutbox.dedupeKey, `${CUSTOMER_LOGIN_MAIL_JOB}:%`)));
    const token = mails.at(-1)?.body.match(TOKEN)?.[1];
    if (!token) throw new Error(`no login link was mailed to ${email}`);
    const session = await json(CustomerSessionAnswerSchema, await t.post(api.customer.loginToken.path(), { token }, { origin: STOREFRONT, host: new URL(STOREFRONT).host }));
    return session.data.customer_token;
  }

  /** Adds `items` to a new cart, holds it with `email` as the payer's, and confirms it (no-pay). */
  async function book(t: TestApp, site: number, items: unknown[], email: string, options: { comments?: string } = {}) {
    const cartRef = await addToCart(t, site, items);
    if (options.comments) {
      const [first] = (await getCart(t, site, cartRef)).reservations;
      expect((await t.post(api.booking.saveComments.path({ reservationRef: first!.id }, { site_id: site }), { comments: options.comments })).status).toBe(204);
    }
    const held = (await json(HoldAnswerSchema, await hold(t, site, cartRef, {}, { order: { ...ORDER, email } }))).data;
    const confirmed = (await json(ConfirmAnswerSchema, await confirm(t, site, cartRef))).data;
    expect(confirmed.payment_uuid).toBe(held.payment_uuid);
    const state = await stateOf(t, cartRef);
    return { cartRef, paymentUuid: confirmed.payment_uuid, rows: state.rows, payment: state.pays.at(-1)!, uuid: state.rows[0]!.ref };
  }

  // On the demo site's host: a guest session answers only on the site it was opened on.
  const auth = (token: string, locale = 'en') => ({ host: new URL(STOREFRONT).host, authorization: `Bearer ${token}`, 'APP-LOCALE': locale });

  async function list(t: TestApp, token: string, filter: CustomerReservationListFilter = {}): Promise<BookingListItem[]> {
    return (await json(CustomerReservationListAnswerSchema, await t.post(api.customer.reservationList.path(), filter, auth(token)))).data;
  }
  const getSingle = (t: TestApp, token: string, id: string, locale = 'en') => t.request(api.customer.reservation.path({ id }), { headers: auth(token, locale) });
  const getPackage = (t: TestApp, token: string, paymentId: string, id: string, locale = 'en') =>
    t.request(api.customer.packageReservation.path({ paymentId, id }), { headers: auth(token, locale) });

  async function expectNotFound(response: Response) {
    const body = (await json(ErrorEnvelopeSchema, response, 404)) as Record<string, unknown>;
    expect(body.code).toBe('NOT_FOUND');
    expect(body).not.toHaveProperty('data');
  }

  /** The cruise's child ticket (the fixture's item has one adult ticket). */
  async function cruiseTickets(t: TestApp, id: number, adults: number, children: number) {
    const rows = await t.handle.db.select().from(tickets).where(eq(tickets.serviceId, id));
    const adult = rows.find((r) => r.pricingType === 'Adult')!.id;
    const child = rows.find((r) => r.pricingType === 'Child')!.id;
    return [
      { ticket_id: adult, count: adults },
      { ticket_id: child, count: children },
    ];
  }

  async function supplier(t: TestApp) {
    const [row] = await t.handle.db.select({ name: users.name, email: users.email }).from(users).where(eq(users.email, DEMO.supplier));
    return row!;
  }

  async function imageOf(t: TestApp, slug: string) {
    const [row] = await t.handle.db.select({ imageUrl: services.imageUrl }).from(services).where(eq(services.slug, slug));
    return row!.imageUrl;
  }

  /** The instant a local date and time in Oslo stands for. */
  const oslo = (date: string, time = '00:00') => DateTime.fromISO(`${date}T${time}`, { zone: OSLO });

  test('the list shows only the customer’s own bookings, newest start first, with dates, guests, prices and statuses', async () => {
    const t = ctx.app();
    const email = uniqueEmail('lister');
    const other = uniqueEmail('other');

    const tour = await cruiseSlot(t, 3, 10);
    const cruise = await book(t, tour.site, [{ ...tour.item, tickets: await cruiseTickets(t, tour.id, 2, 1) }], email.toUpperCase());
    const hotel = await hotelNight(t, 10, 2);
    const room = { ...hotel.item.rooms[0]!, num_of_adults: 2, num_of_children: 1 };
    const stay = await book(t, hotel.site, [{ ...hotel.item, rooms: [room] }], email);
    const pkgSlot = await packageSlot(t, 5, 10);
    const trip = await book(t, pkgSlot.site, [{ ...pkgSlot.itemFor(2), number_of_children: 1 }], email);
    const theirs = await book(t, tour.site, [tour.item], other);

    // A checkout that was released (CANCEL, never booked) and one still held are not bookings.
    const released = await addToCart(t, tour.site, [tour.item]);
    expect((await hold(t, tour.site, released, {}, { order: { ...ORDER, email } })).status).toBe(200);
    expect((await cancel(t, tour.site, released)).status).toBe(200);
    const pending = await addToCart(t, tour.site, [tour.item]);
    expect((await hold(t, tour.site, pending, {}, { order: { ...ORDER, email } })).status).toBe(200);
    expect((await stateOf(t, released)).rows[0]!.status).toBe(ReservationStatus.CANCEL);
    expect((await stateOf(t, pending)).rows[0]!.status).toBe(ReservationStatus.HOLD);

    // An e-mail corrected at a second hold: the booking follows the order of the payment it was confirmed with.
    const wrong = uniqueEmail('typo');
    const right = uniqueEmail('fixed');
    const corrected = await addToCart(t, tour.site, [tour.item]);
    expect((await hold(t, tour.site, corrected, {}, { order: { ...ORDER, email: wrong } })).status).toBe(200);
    expect((await cancel(t, tour.site, corrected)).status).toBe(200);
    expect((await hold(t, tour.site, corrected, {}, { order: { ...ORDER, email: right } })).status).toBe(200);
    expect((await confirm(t, tour.site, corrected)).status).toBe(200);

    const token = await login(t, email);
    const items = await list(t, token);
    const pkgStart = pkgSlot.item.start_date;
    const expected = [
      { uuid: cruise.uuid, start: tour.item.date },
      { uuid: stay.uuid, start: hotel.item.check_in },
      { uuid: trip.uuid, start: pkgStart },
    ].sort((a, b) => b.start.localeCompare(a.start));
    expect(items.map((i) => i.uuid)).toEqual(expected.map((e) => e.uuid));
    expect(items.map((i) => i.start_date)).toEqual(expected.map((e) => e.start));
    expect(new Set(items.map((i) => i.start_date)).size).toBe(3);

    const byUuid = new Map(items.map((i) => [i.uuid, i]));
    const c = byUuid.get(cruise.uuid)!;
    expect(c).toMatchObject({
      id: cruise.rows[0]!.id,
      payment_id: cruise.paymentUuid,
      booking_number: cruise.rows[0]!.bookingNumber,
      serviceable_id: tour.id,
      service_type: 'activities',
      service_name: 'Oslo Fjord Sightseeing Cruise',
      start_date: tour.item.date,
      end_date: null,
      start_time: '10:00',
      checkin_time: null,
      checkout_time: null,
      duration: '2:00',
      package_days: null,
      price: { currency: 'NOK', minor: cruise.rows[0]!.priceMinor, amount: cruise.rows[0]!.priceMinor / 100 },
      currency_code: 'NOK',
      status: ReservationStatus.CONFIRM,
      tour_adults: 2,
      tour_children: 1,
      hotel_adults: 0,
      hotel_children: 0,
      package_name: null,
      image: null,
      package_service: [],
      booking_date: cruise.payment.paidAt!.toISOString(),
    });
    expect(c.price.minor).toBeGreaterThan(0);

    const h = byUuid.get(stay.uuid)!;
    expect(h).toMatchObject({
      service_type: 'hotels',
      service_name: 'Oslo Harbour Hotel',
      start_date: hotel.item.check_in,
      end_date: hotel.item.check_out,
      start_time: null,
      checkin_time: '15:00',
      checkout_time: '11:00',
      duration: null,
      tour_adults: 0,
      tour_children: 0,
      hotel_adults: 2,
      hotel_children: 1,
      payment_id: stay.paymentUuid,
      price: { currency: 'NOK', minor: stay.rows[0]!.priceMinor },
    });

    const p = byUuid.get(trip.uuid)!;
    expect(p).toMatchObject({
      service_type: 'packages',
      service_name: 'Bergen Fjords & Mountains, 3 days',
      package_name: 'Bergen Fjords & Mountains, 3 days',
      image: await imageOf(t, PACKAGE),
      package_days: 3,
      start_date: pkgStart,
      end_date: DateTime.fromISO(pkgStart, { zone: 'utc' }).plus({ days: 2 }).toISODate(),
      tour_adults: 2,
      tour_children: 1,
      hotel_adults: 2,
      hotel_children: 1,
      payment_id: trip.paymentUuid,
    });
    expect(p.image).not.toBeNull();
    expect(p.package_service.map((s) => [s.service_type, s.day_offset])).toEqual([
      ['hotels', 0],
      ['activities', 0],
      ['activities', 1],
      ['events', 2],
    ]);

    // Nobody else's bookings, and nothing of the released, held or re-addressed carts.
    expect(items.map((i) => i.uuid)).not.toContain(theirs.uuid);
    const otherItems = await list(t, await login(t, other));
    expect(otherItems.map((i) => i.uuid)).toEqual([theirs.uuid]);
    const [correctedRow] = (await stateOf(t, corrected)).rows;
    expect((await list(t, await login(t, right))).map((i) => i.uuid)).toEqual([correctedRow!.ref]);
    expect(await list(t, await login(t, wrong))).toEqual([]);
  });

  test('the list filters by status and by start date, bounds included', async () => {
    const t = ctx.app();
    const email = uniqueEmail('filter');
    const near = await cruiseSlot(t, 2, 10);
    const first = await book(t, near.site, [near.item], email);
    const far = await cruiseSlot(t, 6, 10);
    const second = await book(t, far.site, [far.item], email);
    const hotel = await hotelNight(t, 12, 2);
    const third = await book(t, hotel.site, [hotel.item], email);

    // The confirmation mails go first, as they would have before anyone cancelled.
    await createBackground({ db: t.handle.db, clock: t.clock, worker: quiet }).worker.runUntilIdle();
    // The second booking was cancelled (as the cancellation flow leaves it): CANCEL with a cancellation record.
    const at = t.clock.now();
    await t.handle.db.update(reservations).set({ status: ReservationStatus.CANCEL }).where(eq(reservations.id, second.rows[0]!.id));
    await t.handle.db.insert(cancellations).values({
      reservationId: second.rows[0]!.id,
      origin: CancellationOrigin.CLIENT,
      refundPercentage: 100,
      refundAmountMinor: second.rows[0]!.priceMinor,
      currency: 'NOK',
      refundStatus: 'not_required',
      createdAt: at,
      updatedAt: at,
    });

    const token = await login(t, email);
    expect((await list(t, token)).map((i) => [i.uuid, i.status])).toEqual([
      [third.uuid, ReservationStatus.CONFIRM],
      [second.uuid, ReservationStatus.CANCEL],
      [first.uuid, ReservationStatus.CONFIRM],
    ]);
    // No body at all is the empty filter.
    const unfiltered = (await json(CustomerReservationListAnswerSchema, await t.post(api.customer.reservationList.path(), undefined, auth(token)))).data;
    expect(unfiltered.map((i) => i.uuid)).toEqual([third.uuid, second.uuid, first.uuid]);
    expect((await list(t, token, { statuses: [ReservationStatus.CANCEL] })).map((i) => i.uuid)).toEqual([second.uuid]);
    expect((await list(t, token, { statuses: [ReservationStatus.CONFIRM] })).map((i) => i.uuid)).toEqual([third.uuid, first.uuid]);
    expect(await list(t, token, { statuses: [ReservationStatus.CONFIRM_FAILED] })).toEqual([]);
    expect((await list(t, token, { from: far.item.date, to: far.item.date })).map((i) => i.uuid)).toEqual([second.uuid]);
    expect((await list(t, token, { from: far.item.date })).map((i) => i.uuid)).toEqual([third.uuid, second.uuid]);
    expect((await list(t, token, { to: far.item.date })).map((i) => i.uuid)).toEqual([second.uuid, first.uuid]);
    expect((await list(t, token, { from: far.item.date, statuses: [ReservationStatus.CONFIRM] })).map((i) => i.uuid)).toEqual([third.uuid]);

    // A cancelled booking cannot be cancelled again; its detail carries the cancellation record.
    const cancelled = (await json(SingleReservationAnswerSchema, await getSingle(t, token, second.uuid))).data;
    expect(cancelled.can_cancel).toBe(false);
    expect(cancelled.cancellation).toEqual({
      origin: CancellationOrigin.CLIENT,
      refund_percentage: 100,
      refund_amount: { currency: 'NOK', minor: second.rows[0]!.priceMinor, amount: second.rows[0]!.priceMinor / 100 },
      refund_status: 'not_required',
      cancelled_at: at.toISOString(),
    });

    const invalid = await json(ErrorEnvelopeSchema, await t.post(api.customer.reservationList.path(), { statuses: [ReservationStatus.HOLD] }, auth(token)), 400);
    expect(invalid.code).toBe('VALIDATION_FAILED');
    expect((await t.post(api.customer.reservationList.path(), { from: '2027-13-40' }, auth(token))).status).toBe(400);
  });

  test('an activity’s detail has every field: schedule, guests, meeting point, payer, supplier, price and the refund now', async () => {
    const t = ctx.app();
    const email = uniqueEmail('activity');
    const tour = await cruiseSlot(t, 3, 10);
    const booked = await book(t, tour.site, [{ ...tour.item, tickets: await cruiseTickets(t, tour.id, 2, 1) }], email, { comments: 'Wheelchair access, please' });
    const row = booked.rows[0]!;
    const start = oslo(tour.item.date, '10:00');
    const token = await login(t, email);

    const detail = (await json(SingleReservationAnswerSchema, await getSingle(t, token, booked.uuid))).data;
    expect(detail).toEqual({
      id: row.id,
      uuid: booked.uuid,
      payment_id: booked.paymentUuid,
      service_name: 'Oslo Fjord Sightseeing Cruise',
      service_type: 'activities',
      booking_number: row.bookingNumber,
      start_date: tour.item.date,
      end_date: null,
      start_time: '10:00',
      checkin_time: null,
      checkout_time: null,
      status: ReservationStatus.CONFIRM,
      image: await imageOf(t, CRUISE),
      duration: '2:00',
      location_name: 'Oslo',
      meeting_point: 'Pier 3, Aker Brygge, Oslo',
      special_instruction: 'Wheelchair access, please',
      refund_percentage: 100,
      cancellation_time: 48,
      free_cancellation_until: start.minus({ hours: 48 }).toUTC().toISO(),
      can_cancel: true,
      cancellation_policy: [
        { hours: 48, refund_percentage: 100 },
        { hours: 24, refund_percentage: 50 },
        { hours: 0, refund_percentage: 0 },
      ],
      hotel_adults: 0,
      hotel_children: 0,
      tour_adults: 2,
      tour_children: 1,
      payer_name: 'Kari Nordmann',
      payer_email: email,
      payer_phone_area_code: '47',
      payer_phone: '41234567',
      supplier_name: (await supplier(t)).name,
      supplier_email: DEMO.supplier,
      supplier_phone: null,
      booking_date: booked.payment.paidAt!.toISOString(),
      price: { currency: 'NOK', minor: row.priceMinor, amount: row.priceMinor / 100 },
      currency_code: 'NOK',
      hotel_reserved_items: [],
      cancellation: null,
    });
    expect(booked.payment.status).toBe(PaymentStatus.PAID);
    expect(row.bookingNumber).toMatch(/^WH-\d{8}-\d{6}$/);

    // In the request's language when the catalogue has it; in the default one when it has not.
    const norwegian = (await json(SingleReservationAnswerSchema, await getSingle(t, token, booked.uuid, 'no'))).data;
    expect(norwegian).toMatchObject({ service_name: 'Sightseeing på Oslofjorden', meeting_point: 'Brygge 3, Aker Brygge, Oslo' });
    const french = (await json(SingleReservationAnswerSchema, await getSingle(t, token, booked.uuid, 'fr'))).data;
    expect(french).toMatchObject({ service_name: 'Oslo Fjord Sightseeing Cruise', meeting_point: 'Pier 3, Aker Brygge, Oslo' });
  });

  test('a hotel’s detail has check-in and check-out, its rooms by name and the refund from the check-in time', async () => {
    const t = ctx.app();
    const email = uniqueEmail('hotel');
    const hotel = await hotelNight(t, 10, 3);
    const room = { ...hotel.item.rooms[0]!, num_of_rooms: 2, num_of_adults: 3, num_of_children: 1 };
    const booked = await book(t, hotel.site, [{ ...hotel.item, rooms: [room] }], email);
    const row = booked.rows[0]!;
    // 30 hours before check-in at 15:00: inside the 48-hour notice, outside the 24-hour one.
    const checkIn = oslo(hotel.item.check_in, '15:00');
    t.clock.set(checkIn.minus({ hours: 30 }).toJSDate());
    const token = await login(t, email);

    const detail = (await json(SingleReservationAnswerSchema, await getSingle(t, token, booked.uuid, 'no'))).data;
    expect(detail).toMatchObject({
      service_type: 'hotels',
      service_name: 'Oslo Harbour Hotel',
      start_date: hotel.item.check_in,
      end_date: hotel.item.check_out,
      start_time: null,
      checkin_time: '15:00',
      checkout_time: '11:00',
      duration: null,
      meeting_point: null,
      location_name: 'Oslo',
      tour_adults: 0,
      tour_children: 0,
      hotel_adults: 3,
      hotel_children: 1,
      refund_percentage: 50,
      cancellation_time: 24,
      free_cancellation_until: null,
      can_cancel: true,
      cancellation_policy: [
        { hours: 48, refund_percentage: 100 },
        { hours: 24, refund_percentage: 50 },
      ],
      supplier_email: DEMO.supplier,
      payer_email: email,
      price: { currency: 'NOK', minor: row.priceMinor },
    });
    expect(detail.hotel_reserved_items).toEqual([
      { room_type_name: 'Standard dobbeltrom', rate_plan_name: 'Fleksibel pris', num_of_rooms: 2, num_of_adults: 3, num_of_children: 1 },
    ]);
    const english = (await json(SingleReservationAnswerSchema, await getSingle(t, token, booked.uuid))).data;
    expect(english.hotel_reserved_items.map((i) => [i.room_type_name, i.rate_plan_name])).toEqual([['Standard Double Room', 'Flexible rate']]);
  });

  test('a package’s detail lists its services with their days; it answers only with its own payment', async () => {
    const t = ctx.app();
    const email = uniqueEmail('package');
    const slot = await packageSlot(t, 5, 10);
    const trip = await book(t, slot.site, [{ ...slot.itemFor(2), number_of_children: 1 }], email);
    const tour = await cruiseSlot(t, 3, 10);
    const cruise = await book(t, tour.site, [tour.item], email);
    const row = trip.rows[0]!;
    const start = slot.item.start_date;
    const day = (n: number) => DateTime.fromISO(start, { zone: 'utc' }).plus({ days: n }).toISODate()!;
    // 100 hours before the first day (00:00 in Bergen's zone): the 72-hour tier applies, the free one is past.
    t.clock.set(oslo(start).minus({ hours: 100 }).toJSDate());
    const token = await login(t, email);

    const detail = (await json(PackageReservationAnswerSchema, await getPackage(t, token, trip.paymentUuid, trip.uuid))).data;
    expect(detail).toEqual({
      id: row.id,
      uuid: trip.uuid,
      payment_id: trip.paymentUuid,
      package_id: slot.id,
      package_name: 'Bergen Fjords & Mountains, 3 days',
      booking_number: row.bookingNumber,
      status: ReservationStatus.CONFIRM,
      image: await imageOf(t, PACKAGE),
      start_date: start,
      end_date: day(2),
      package_days: 3,
      customer_name: 'Kari Nordmann',
      customer_email: email,
      customer_phone_area_code: '47',
      customer_phone: '41234567',
      supplier_name: (await supplier(t)).name,
      supplier_email: DEMO.supplier,
      supplier_phone: null,
      booking_date: trip.payment.paidAt!.toISOString(),
      total_price: { currency: 'NOK', minor: row.priceMinor, amount: row.priceMinor / 100 },
      currency_code: 'NOK',
      tour_adults: 2,
      tour_children: 1,
      hotel_adults: 2,
      hotel_children: 1,
      services: [
        { service_type: 'hotels', service_name: 'Bryggen Inn', day_offset: 0, date: day(0) },
        { service_type: 'activities', service_name: expect.any(String), day_offset: 0, date: day(0) },
        { service_type: 'activities', service_name: expect.any(String), day_offset: 1, date: day(1) },
        { service_type: 'events', service_name: expect.any(String), day_offset: 2, date: day(2) },
      ],
      refund_percentage: 50,
      cancellation_time: 72,
      free_cancellation_until: null,
      can_cancel: true,
      cancellation_policy: [
        { hours: 168, refund_percentage: 100 },
        { hours: 72, refund_percentage: 50 },
      ],
      cancellation: null,
    });
    expect(new Set(detail.services.map((s) => s.service_name)).size).toBe(4);
    expect(row.priceMinor).toBeGreaterThan(0);

    // The package has its own call; the single one does not show it. Each id must go with its own payment.
    await expectNotFound(await getSingle(t, token, trip.uuid));
    await expectNotFound(await getPackage(t, token, cruise.paymentUuid, trip.uuid));
    await expectNotFound(await getPackage(t, token, trip.paymentUuid, cruise.uuid));
    await expectNotFound(await getPackage(t, token, cruise.paymentUuid, cruise.uuid));
    await expectNotFound(await getPackage(t, token, trip.uuid, trip.paymentUuid));
  });

  test('another customer’s ids answer 404 with no data; no session answers 401; a malformed id 400', async () => {
    const t = ctx.app();
    const owner = uniqueEmail('owner');
    const stranger = uniqueEmail('stranger');
    const tour = await cruiseSlot(t, 3, 10);
    const mine = await book(t, tour.site, [tour.item], owner);
    const slot = await packageSlot(t, 5, 10);
    const trip = await book(t, slot.site, [slot.item], owner);
    await book(t, tour.site, [tour.item], stranger);
    const ownerToken = await login(t, owner);
    const strangerToken = await login(t, stranger);

    expect((await getSingle(t, ownerToken, mine.uuid)).status).toBe(200);
    expect((await getPackage(t, ownerToken, trip.paymentUuid, trip.uuid)).status).toBe(200);
    await expectNotFound(await getSingle(t, strangerToken, mine.uuid));
    await expectNotFound(await getPackage(t, strangerToken, trip.paymentUuid, trip.uuid));
    await expectNotFound(await getSingle(t, ownerToken, '7a1b7c1e-4d3f-4c59-9a55-0b5f4c2d9e11'));
    expect((await list(t, strangerToken)).map((i) => i.uuid)).not.toContain(mine.uuid);

    for (const response of [
      await t.post(api.customer.reservationList.path(), {}),
      await t.request(api.customer.reservation.path({ id: mine.uuid })),
      await t.request(api.customer.packageReservation.path({ paymentId: trip.paymentUuid, id: trip.uuid })),
      await t.request(api.customer.reservation.path({ id: mine.uuid }), { headers: { authorization: 'Bearer not-a-session' } }),
    ]) {
      const body = (await json(ErrorEnvelopeSchema, response, 401)) as Record<string, unknown>;
      expect(body.code).toBe('UNAUTHENTICATED');
      expect(body).not.toHaveProperty('data');
    }

    const malformed = await json(ErrorEnvelopeSchema, await getSingle(t, ownerToken, 'not-a-uuid'), 400);
    expect(malformed.code).toBe('VALIDATION_FAILED');
    expect((await getPackage(t, ownerToken, 'nope', trip.uuid)).status).toBe(400);
  });

  test('the refund now is 100 %, 50 % or 0 % by the time left before the start, and nothing once it has begun', async () => {
    const t = ctx.app();
    const email = uniqueEmail('refund');
    const tour = await cruiseSlot(t, 3, 10);
    const booked = await book(t, tour.site, [tour.item], email);
    const start = oslo(tour.item.date, '10:00');
    // Log in last: the session then covers every earlier moment the test looks from.
    t.clock.set(start.plus({ hours: 1 }).toJSDate());
    const token = await login(t, email);

    const at = async (moment: DateTime) => {
      t.clock.set(moment.toJSDate());
      const detail = (await json(SingleReservationAnswerSchema, await getSingle(t, token, booked.uuid))).data;
      const [item] = (await list(t, token)).filter((i) => i.uuid === booked.uuid);
      // The list says the same as the detail.
      expect(item).toMatchObject({
        refund_percentage: detail.refund_percentage,
        cancellation_time: detail.cancellation_time,
        free_cancellation_until: detail.free_cancellation_until,
        can_cancel: detail.can_cancel,
      });
      return { refund_percentage: detail.refund_percentage, cancellation_time: detail.cancellation_time, free: detail.free_cancellation_until, can_cancel: detail.can_cancel };
    };

    const freeUntil = start.minus({ hours: 48 }).toUTC().toISO();
    expect(await at(start.minus({ hours: 49 }))).toEqual({ refund_percentage: 100, cancellation_time: 48, free: freeUntil, can_cancel: true });
    expect(await at(start.minus({ hours: 48 }))).toEqual({ refund_percentage: 100, cancellation_time: 48, free: freeUntil, can_cancel: true });
    expect(await at(start.minus({ hours: 47 }))).toEqual({ refund_percentage: 50, cancellation_time: 24, free: null, can_cancel: true });
    expect(await at(start.minus({ hours: 23 }))).toEqual({ refund_percentage: 0, cancellation_time: null, free: null, can_cancel: true });
    expect(await at(start.plus({ minutes: 1 }))).toEqual({ refund_percentage: 0, cancellation_time: null, free: null, can_cancel: false });
    expect(t.clock.now().getTime() - start.toMillis()).toBe(60_000);
  });
});
