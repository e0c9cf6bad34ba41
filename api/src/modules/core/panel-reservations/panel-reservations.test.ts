import { and, desc, eq } from 'drizzle-orm';
import { HoldAnswerSchema } from 'shared-contracts/booking';
import { Policy, ReservationStatus } from 'shared-contracts/enums';
import { DEFAULT_PARTNER_COMMISSION_PERCENT } from 'shared-contracts/constants';
import { DEFAULT_PLATFORM_COMMISSION_BP, splitSale } from 'shared-contracts/earnings-rules';
import {
  BookingViewByDateAnswerSchema,
  ReservationDetailsAnswerSchema,
  ReservationTableAnswerSchema,
  SalesChannelsAnswerSchema,
  TourBookingViewByDateAnswerSchema,
  type ReservationTableInput,
} from 'shared-contracts/panel-reservations';
import { api } from 'shared-contracts/paths';
import { money } from 'shared-contracts/site-content';
import { cancellations, paymentEvents, payments, reservations } from '../../../db/schema/booking';
import { userPolicies, users } from '../../../db/schema/core';
import { testDatabases } from '../../../test/databases';
import { DEMO, type TestApp, useTestDatabase } from '../../../test/harness';
import { addToCart, confirm, cruiseSlot, hold, hotelNight, json, ORDER, packageSlot } from '../../booking/testing/fixtures';
import { answer, caller, failure } from '../tour-manage/__tests__/fixtures';

const p = api.panelReservations;

describe.each(testDatabases())('panel reservations on $name', (spec) => {
  const ctx = useTestDatabase(spec);

  /**
   * Three bookings on the partner's demo site: Kari's 2 cruise seats and Ola's hotel room (both confirmed), and Per's
   * cruise seat held at checkout (HOLD). The cruise and the hotel are supplier@'s.
   */
  async function booked(t: TestApp) {
    const cruise = await cruiseSlot(t, 6, 10);
    const hotel = await hotelNight(t, 8, 5);
    const book = async (item: unknown, order: object, done: boolean) => {
      const ref = await addToCart(t, cruise.site, [item]);
      expect((await json(HoldAnswerSchema, await hold(t, cruise.site, ref, {}, { order }))).data.reservation_status).toBe(ReservationStatus.HOLD);
      if (done) expect((await confirm(t, cruise.site, ref)).status).toBe(200);
    };
    await book(cruise.itemFor(2), ORDER, true);
    await book(hotel.itemFor(1), { ...ORDER, first_name: 'Ola', last_name: 'Hansen', email: 'ola@example.test' }, true);
    await book(cruise.itemFor(1), { ...ORDER, first_name: 'Per', last_name: 'Persen', email: 'per@example.test' }, false);
    const rows = await t.handle.db.select().from(reservations);
    const byService = (serviceId: number) => rows.filter((r) => r.serviceId === serviceId);
    const kari = byService(cruise.id).find((r) => r.status === ReservationStatus.CONFIRM)!;
    const per = byService(cruise.id).find((r) => r.status === ReservationStatus.HOLD)!;
    const ola = byService(hotel.id)[0]!;
    return { cruise, hotel, kari, per, ola };
  }

  const table = async (who: Awaited<ReturnType<typeof caller>>, body: ReservationTableInput = {}, path: string = p.dataTable.path()) =>
    (await answer(ReservationTableAnswerSchema, await who.post(path, body))).data;

  test('the supplier’s table lists its bookings with service, guests, payer, site and channel; filters, search and paging narrow it', async () => {
    const t = ctx.app();
    const { cruise, hotel, kari, ola, per } = await booked(t);
    const supplier = await caller(t, DEMO.supplier);

    const all = await table(supplier, { limit: 100 });
    const ours = all.data.filter((r) => [kari.id, ola.id, per.id].includes(r.id));
    expect(ours).toHaveLength(3);
    const kariRow = ours.find((r) => r.id === kari.id)!;
    expect(kariRow).toMatchObject({
      ref: kari.ref,
      booking_number: kari.bookingNumber,
      service: { id: cruise.id, name: 'Oslo Fjord Sightseeing Cruise', type: 'activities' },
      start_date: cruise.item.date,
      guests: { adults: 2, children: 0 },
      status: ReservationStatus.CONFIRM,
      payment_method: 'NOPAY',
      site: { id: cruise.site, name: 'Demo Travels' },
      sales_channel: 'online',
      payer: { name: 'Kari Nordmann', email: 'kari@example.test' },
      cancelled: false,
    });
    expect(kariRow.price.minor).toBe(kari.priceMinor);
    expect(kariRow.confirmed_at).not.toBeNull();
    const olaRow = ours.find((r) => r.id === ola.id)!;
    expect(olaRow).toMatchObject({ service: { id: hotel.id, type: 'hotels' }, start_date: hotel.item.check_in, end_date: hotel.item.check_out, guests: { adults: 1, children: 0 } });

    // Filters.
    const ids = (answer: { data: { id: number }[] }) => answer.data.map((r) => r.id).filter((id) => [kari.id, ola.id, per.id].includes(id)).sort();
    expect(ids(await table(supplier, { filters: { status: [ReservationStatus.HOLD] }, limit: 100 }))).toEqual([per.id]);
    expect(ids(await table(supplier, { filters: { service_id: hotel.id }, limit: 100 }))).toEqual([ola.id]);
    expect(ids(await table(supplier, { filters: { service_type: 'activities' }, limit: 100 }))).toEqual([kari.id, per.id].sort());
    expect(ids(await table(supplier, { filters: { service_date_from: hotel.item.check_in, service_date_to: hotel.item.check_in }, limit: 100 }))).toEqual([ola.id]);
    expect(ids(await table(supplier, { filters: { service_date_from: cruise.item.date, service_date_to: cruise.item.date, service_type: 'activities' }, limit: 100 }))).toEqual([kari.id, per.id].sort());
    // A stay that began before the range does not start in it.
    expect(ids(await table(supplier, { filters: { service_date_from: hotel.item.check_out, service_id: hotel.id }, limit: 100 }))).toEqual([]);
    expect(ids(await table(supplier, { filters: { payment_method: 'NOPAY', currency: kari.currency, site_id: cruise.site, sales_channel: 'online' }, limit: 100 }))).toEqual(
      [kari.id, ola.id, per.id].sort(),
    );
    expect(ids(await table(supplier, { filters: { sales_channel: 'terminal' }, limit: 100 }))).toEqual([]);
    expect(ids(await table(supplier, { filters: { booking_date_from: '2000-01-01', booking_date_to: '2000-01-02' }, limit: 100 }))).toEqual([]);
    // The wrappers keep to their kind.
    expect(ids(await table(supplier, { limit: 100 }, p.hotels.path()))).toEqual([ola.id]);
    expect(ids(await table(supplier, { limit: 100 }, p.tours.path()))).toEqual([kari.id, per.id].sort());
    expect(ids(await table(supplier, { limit: 100, filters: { service_type: 'hotels' } }, p.tours.path()))).toEqual([]);

    // Search: the booking number, the payer's name or e-mail, any case.
    expect(ids(await table(supplier, { search: kari.bookingNumber!.toLowerCase() }))).toEqual([kari.id]);
    expect(ids(await table(supplier, { search: 'OLA HANS' }))).toEqual([ola.id]);
    expect(ids(await table(supplier, { search: 'per@EXAMPLE' }))).toEqual([per.id]);
    expect(ids(await table(supplier, { search: ' OLA@example.test ' }))).toEqual([ola.id]);
    expect(ids(await table(supplier, { search: kari.ref.toUpperCase() }))).toEqual([kari.id]);
    expect(ids(await table(supplier, { search: 'ansen' }))).toEqual([ola.id]);
    expect((await table(supplier, { search: 'nobody-at-all' })).total).toBe(0);

    // Paging: the total is all rows, each page its share, in booking-date order.
    const first = await table(supplier, { limit: 2, page_number: 1, sort_by: 'booking_date', sort_order: 'asc' });
    const second = await table(supplier, { limit: 2, page_number: 2, sort_by: 'booking_date', sort_order: 'asc' });
    expect(first.total).toBe(all.total);
    expect(first.data).toHaveLength(Math.min(2, all.total));
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect(second.total).toBe(all.total);
    expect(second.data).toHaveLength(Math.min(2, all.total - 2));
    // The two pages do not overlap, and in ascending booking date the first page starts with the oldest row.
    expect(first.data.map((r) => r.id).filter((id) => second.data.some((r) => r.id === id))).toEqual([]);
    expect(first.data[0]!.created_at <= second.data[0]!.created_at).toBe(true);
    expect({ page_number: second.page_number, limit: second.limit }).toEqual({ page_number: 2, limit: 2 });

    expect((await answer(SalesChannelsAnswerSchema, await supplier.post(p.salesChannels.path()))).data).toEqual(['online']);
  });

  test('details show payer, tickets or rooms, price, payment, policy and the timeline', async () => {
    const t = ctx.app();
    const { kari, ola } = await booked(t);
    const supplier = await caller(t, DEMO.supplier);

    const byRef = (await answer(ReservationDetailsAnswerSchema, await supplier.get(p.byRef.path({ ref: kari.ref })))).data;
    const byId = (await answer(ReservationDetailsAnswerSchema, await supplier.get(p.details.path({ id: kari.id })))).data;
    expect(byId).toEqual(byRef);
    expect(byRef).toMatchObject({
      booking_number: kari.bookingNumber,
      time_zone: 'Europe/Oslo',
      payer: { first_name: 'Kari', last_name: 'Nordmann', email: 'kari@example.test', phone: '+47 41234567', country: 'NO' },
      rooms: [],
      payment: { method: 'NOPAY', status: 2, events: [] },
      cancellation: null,
    });
    expect(byRef.tickets!.lines).toEqual([expect.objectContaining({ name: 'Adult', count: 2, persons: 2 })]);
    expect(byRef.price_lines.at(-1)).toEqual({ label: 'total', amount: byRef.price });
    // The ledger's sale lines (ADR 0017): the demo site's owner and the platform at their defaults, the supplier the rest.
    const shares = splitSale(byRef.price.minor, { partnerBp: DEFAULT_PARTNER_COMMISSION_PERCENT * 100, platformBp: DEFAULT_PLATFORM_COMMISSION_BP });
    const cur = byRef.price.currency;
    expect(byRef.earnings).toEqual({ supplier: money(shares.supplier, cur), partner: money(shares.partner, cur), platform: money(shares.platform, cur) });
    expect(byRef.cancellation_policy.length).toBeGreaterThan(0);
    expect(byRef.cancellation_policy[0]).toHaveProperty('notice');
    expect(byRef.timeline.map((e) => e.kind)).toEqual(expect.arrayContaining(['added_to_cart', 'held', 'payment_started', 'paid', 'confirmed']));
    const times = byRef.timeline.map((e) => e.at);
    expect([...times].sort()).toEqual(times);

    const stay = (await answer(ReservationDetailsAnswerSchema, await supplier.get(p.details.path({ id: ola.id })))).data;
    expect(stay.tickets).toBeNull();
    expect(stay.rooms).toHaveLength(1);
    expect(stay.rooms[0]).toMatchObject({ rooms: 1, adults: 1, children: 0 });
    expect(stay.rooms[0]!.room_type).not.toMatch(/^#/);
    expect(stay.rooms[0]!.rate_plan).not.toMatch(/^#/);
  });

  test('a cancelled booking is flagged, and its details show the cancellation, the provider events and the timeline entries', async () => {
    const t = ctx.app();
    const { kari } = await booked(t);
    const supplier = await caller(t, DEMO.supplier);
    const at = (minutes: number) => new Date(t.clock.now().getTime() + minutes * 60_000);
    // As the cancellation flow leaves them: the refund claimed, then succeeded; the provider's event of the intent.
    await t.handle.db.update(payments).set({ providerRef: 'pi_panel_test' }).where(eq(payments.cartId, kari.cartId));
    await t.handle.db.insert(paymentEvents).values({ eventId: 'evt_panel_1', type: 'payment_intent.succeeded', intentId: 'pi_panel_test', receivedAt: at(1) });
    await t.handle.db.insert(cancellations).values({
      reservationId: kari.id,
      origin: 2,
      reason: 'Plans changed',
      refundPercentage: 100,
      refundAmountMinor: kari.priceMinor,
      currency: kari.currency,
      refundStatus: 'succeeded',
      createdAt: at(10),
      updatedAt: at(11),
    });
    await t.handle.db.update(reservations).set({ status: ReservationStatus.CANCEL }).where(eq(reservations.id, kari.id));

    const rows = await table(supplier, { filters: { status: [ReservationStatus.CANCEL] }, limit: 100 });
    expect(rows.data.find((r) => r.id === kari.id)).toMatchObject({ status: ReservationStatus.CANCEL, cancelled: true });
    const data = (await answer(ReservationDetailsAnswerSchema, await supplier.get(p.details.path({ id: kari.id })))).data;
    expect(data.cancellation).toMatchObject({ origin: 2, reason: 'Plans changed', refund_percentage: 100, refund_status: 'succeeded', refund_amount: { minor: kari.priceMinor } });
    expect(data.payment).toMatchObject({ provider_ref: 'pi_panel_test', events: [{ id: 'evt_panel_1', type: 'payment_intent.succeeded', rejected_reason: null }] });
    const kinds = data.timeline.map((e) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['provider_event', 'cancellation_requested', 'refunded', 'cancelled']));
    expect(kinds.indexOf('cancellation_requested')).toBeLessThan(kinds.indexOf('refunded'));
  });

  test('who sees what: supplier vs another supplier, partner vs another partner, the policy gate, administrators; 404 outside the view', async () => {
    const t = ctx.app();
    const { kari, per } = await booked(t);
    const mine = [kari.id, per.id];
    const seen = async (email: string) => (await table(await caller(t, email), { limit: 100 })).data.map((r) => r.id).filter((id) => mine.includes(id)).sort();

    expect(await seen(DEMO.supplier)).toEqual([...mine].sort());
    expect(await seen(DEMO.admin)).toEqual([...mine].sort());
    // partner@ runs the demo site and holds PARTNER_SEE_ALL_BOOKING: every status.
    expect(await seen(DEMO.partner)).toEqual([...mine].sort());
    // duo@ supplies other services and runs no site: none of these.
    expect(await seen(DEMO.duo)).toEqual([]);

    const duo = await caller(t, DEMO.duo);
    for (const response of [await duo.get(p.byRef.path({ ref: kari.ref })), await duo.get(p.details.path({ id: kari.id }))]) {
      expect(await failure(response)).toMatchObject({ status: 404 });
    }
    expect(await failure(await duo.get(p.byRef.path({ ref: 'not-a-uuid' })))).toMatchObject({ status: 404 });

    // Without PARTNER_SEE_ALL_BOOKING the partner sees its sites' booked reservations only: Per's hold is gone.
    const [partner] = await t.handle.db.select().from(users).where(eq(users.email, DEMO.partner));
    await t.handle.db.delete(userPolicies).where(and(eq(userPolicies.userId, partner!.id), eq(userPolicies.policy, Policy.PARTNER_SEE_ALL_BOOKING)));
    expect(await seen(DEMO.partner)).toEqual([kari.id]);
    const gated = await caller(t, DEMO.partner);
    expect(await failure(await gated.get(p.details.path({ id: per.id })))).toMatchObject({ status: 404 });
    expect((await answer(ReservationDetailsAnswerSchema, await gated.get(p.details.path({ id: kari.id })))).data.id).toBe(kari.id);
  });

  test('bodies are validated: limit over 100, an unknown status, a bad date answer 400', async () => {
    const t = ctx.app();
    const supplier = await caller(t, DEMO.supplier);
    expect(await failure(await supplier.post(p.dataTable.path(), { limit: 500 }))).toMatchObject({ status: 400, paths: ['limit'] });
    expect(await failure(await supplier.post(p.dataTable.path(), { filters: { status: [9] } }))).toMatchObject({ status: 400 });
    expect(await failure(await supplier.post(p.dataTable.path(), { filters: { booking_date_from: '2026-02-30' } }))).toMatchObject({ status: 400 });
    expect(await failure(await supplier.post(p.dataTable.path(), { sort_by: 'nope' }))).toMatchObject({ status: 400, paths: ['sort_by'] });
  });

  test('by service date: each day’s confirmed bookings, guests and takings, and the departures of activities', async () => {
    const t = ctx.app();
    const { cruise, hotel, kari, ola } = await booked(t);
    const range = { date_from: cruise.item.date < hotel.item.check_in ? cruise.item.date : hotel.item.check_in, date_to: hotel.item.check_out };
    const supplier = await caller(t, DEMO.supplier);
    const days = async (who: Awaited<ReturnType<typeof caller>>, body: object) => (await answer(BookingViewByDateAnswerSchema, await who.post(p.byDate.path(), body))).data;

    // One more confirmed booking of two seats adds one booking, two guests and its price to the cruise's day.
    const before = (await days(supplier, { ...range, service_id: cruise.id }))[0]!;
    expect(before.date).toBe(cruise.item.date);
    const ref = await addToCart(t, cruise.site, [cruise.itemFor(2)]);
    await hold(t, cruise.site, ref, {}, { order: ORDER });
    expect((await confirm(t, cruise.site, ref)).status).toBe(200);
    const [extra] = await t.handle.db.select().from(reservations).orderBy(desc(reservations.id)).limit(1);
    const after = await days(supplier, { ...range, service_id: cruise.id });
    expect(after).toEqual([{ ...before, bookings: before.bookings + 1, guests: before.guests + 2, revenue: [expect.objectContaining({ minor: before.revenue[0]!.minor + extra!.priceMinor, currency: kari.currency })] }]);
    // Held seats are not booked: they count only when asked for.
    expect((await days(supplier, { ...range, service_id: cruise.id, status: [ReservationStatus.HOLD] }))[0]?.bookings).toBeGreaterThanOrEqual(1);
    expect((await days(supplier, { ...range, service_id: hotel.id })).map((day) => day.date)).toEqual([hotel.item.check_in]);
    expect(ola.status).toBe(ReservationStatus.CONFIRM);
    // Every day's figures are the sums of the table's rows for that day.
    const all = await days(supplier, range);
    expect(all.map((day) => day.date)).toEqual(expect.arrayContaining([cruise.item.date, hotel.item.check_in]));
    for (const day of all) {
      const rows = (await table(supplier, { filters: { service_date_from: day.date, service_date_to: day.date, status: [ReservationStatus.CONFIRM] }, limit: 100 })).data;
      expect(day.bookings).toBe(rows.length);
      expect(day.guests).toBe(rows.reduce((sum, r) => sum + r.guests.adults + r.guests.children, 0));
      expect(day.revenue.reduce((sum, m) => sum + m.minor, 0)).toBe(rows.reduce((sum, r) => sum + r.price.minor, 0));
    }

    const tours = (await answer(TourBookingViewByDateAnswerSchema, await supplier.post(p.toursByDate.path(), { ...range, service_id: cruise.id }))).data;
    expect(tours).toEqual([
      {
        date: cruise.item.date,
        departures: [{ service: { id: cruise.id, name: 'Oslo Fjord Sightseeing Cruise' }, start_time: expect.stringMatching(/^\d{2}:\d{2}$/), bookings: after[0]!.bookings, guests: after[0]!.guests }],
      },
    ]);
    // Another supplier sees no day; a range over 92 days or backwards is refused.
    expect(await days(await caller(t, DEMO.duo), { ...range, service_id: cruise.id })).toEqual([]);
    expect(await failure(await supplier.post(p.byDate.path(), { date_from: '2026-01-01', date_to: '2026-06-01' }))).toMatchObject({ status: 400, paths: ['date_to'] });
    expect(await failure(await supplier.post(p.byDate.path(), { date_from: '2026-02-02', date_to: '2026-02-01' }))).toMatchObject({ status: 400 });
  });

  test('a package booking opens by its payment and package: its days and the services of each; others answer 404', async () => {
    const t = ctx.app();
    const pkg = await packageSlot(t, 12, 6);
    const ref = await addToCart(t, pkg.site, [pkg.itemFor(2)]);
    expect((await json(HoldAnswerSchema, await hold(t, pkg.site, ref, {}, { order: ORDER }))).data.reservation_status).toBe(ReservationStatus.HOLD);
    expect((await confirm(t, pkg.site, ref)).status).toBe(200);
    const [booked] = await t.handle.db.select().from(reservations).where(and(eq(reservations.serviceId, pkg.id), eq(reservations.status, ReservationStatus.CONFIRM)));
    const [paid] = await t.handle.db.select().from(payments).where(eq(payments.cartId, booked!.cartId));
    const path = p.packageReservation.path({ id: paid!.uuid }, { package_id: pkg.id });

    const supplier = await caller(t, DEMO.supplier);
    const details = (await answer(ReservationDetailsAnswerSchema, await supplier.get(path))).data;
    expect(details).toMatchObject({ id: booked!.id, service: { id: pkg.id, type: 'packages' }, guests: { adults: 2, children: 0 }, start_date: pkg.item.start_date });
    expect(details.package).not.toBeNull();
    const { package_days: days, end_date: end, services } = details.package!;
    expect(days).toBeGreaterThan(1);
    expect(end > details.start_date!).toBe(true);
    expect(services.length).toBeGreaterThan(1);
    for (const service of services) expect(service.date >= details.start_date! && service.date <= end).toBe(true);
    expect(services.map((service) => service.day_offset)).toEqual([...services.map((service) => service.day_offset)].sort((a, b) => a - b));

    // The same booking by its uuid carries the package too; another booking is not a package.
    expect((await answer(ReservationDetailsAnswerSchema, await supplier.get(p.byRef.path({ ref: booked!.ref })))).data.package).toEqual(details.package);
    // The wrong package, a payment that is not a uuid, a supplier who does not sell it: 404. A bad package_id: 400.
    expect(await failure(await supplier.get(p.packageReservation.path({ id: paid!.uuid }, { package_id: pkg.id + 1 })))).toMatchObject({ status: 404 });
    expect(await failure(await supplier.get(p.packageReservation.path({ id: 'not-a-payment' }, { package_id: pkg.id })))).toMatchObject({ status: 404 });
    expect(await failure(await (await caller(t, DEMO.duo)).get(path))).toMatchObject({ status: 404 });
    expect(await failure(await supplier.get(p.packageReservation.path({ id: paid!.uuid }, { package_id: 'x' })))).toMatchObject({ status: 400 });
    expect((await answer(ReservationDetailsAnswerSchema, await (await caller(t, DEMO.partner)).get(path))).data.id).toBe(booked!.id);
  });
});
