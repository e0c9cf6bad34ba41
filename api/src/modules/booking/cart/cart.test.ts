import { and, asc, eq, gt } from 'drizzle-orm';
import { CancelAnswerSchema, HoldAnswerSchema, ValidateItemsAnswerSchema } from 'shared-contracts/booking';
import { PriceQuoteAnswerSchema } from 'shared-contracts/catalogue';
import { ErrorEnvelopeSchema } from 'shared-contracts/common';
import { ReservationStatus } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import * as v from 'valibot';
import { hotelCalendar, packageSlots } from '../../../db/schema/availability';
import { capacityHolds, reservations } from '../../../db/schema/booking';
import { serviceId } from '../../../test/catalogue-fixtures';
import { testDatabases } from '../../../test/databases';
import { useTestDatabase } from '../../../test/harness';
import { addToCart, cancel, cruiseSlot, getCart, hold, hotelNight, json, ORDER, PACKAGE, sweeper } from '../testing/fixtures';

describe.each(testDatabases())('cart and checkout on $name', (spec) => {
  const ctx = useTestDatabase(spec);

  test('add, get, comment and remove; the server prices every item and ignores a client price', async () => {
    const t = ctx.app();
    const { site, id, item } = await cruiseSlot(t, 3, 20);
    const cartRef = await addToCart(t, site, [{ ...item, tickets: [{ ticket_id: item.tickets[0]!.ticket_id, count: 2 }], price: 1, total: { minor: 1 } }]);
    const quote = v.parse(
      PriceQuoteAnswerSchema,
      await (await t.post(api.availability.tourPriceQuote.path({ id }), { site_id: site, option_id: item.option_id, date: item.date, slot_id: item.slot_id, tickets: [{ ticket_id: item.tickets[0]!.ticket_id, count: 2 }] })).json(),
    ).data;
    expect(quote.total.minor).toBeGreaterThan(1);

    const hotel = await hotelNight(t, 12, 5);
    const pkgId = await serviceId(t, PACKAGE);
    const [pkgSlot] = await t.handle.db.select().from(packageSlots).where(and(eq(packageSlots.packageId, pkgId), gt(packageSlots.remaining, 3), gt(packageSlots.startDate, item.date))).orderBy(asc(packageSlots.startDate));
    await addToCart(t, site, [hotel.item, { service_type: 'packages', package_id: pkgId, slot_id: pkgSlot!.id, start_date: pkgSlot!.startDate, number_of_adults: 2, number_of_children: 0 }], cartRef);

    let cart = await getCart(t, site, cartRef);
    expect(cart).toMatchObject({ cart_ref: cartRef, site_id: site, cart_currency: quote.currency, cart_count: 3 });
    const tour = cart.reservations.find((r) => r.service_type === 'activities')!;
    expect(tour.price.minor).toBe(quote.total.minor);
    expect(tour).toMatchObject({ status: true, reservation_status: ReservationStatus.IN_CART, serviceable_id: id });
    expect(tour.tour_reserved_item).toMatchObject({ slot_id: item.slot_id, persons: 2, num_of_adults: 2, num_of_children: 0 });
    expect(tour.serviceable_name).not.toBe('');
    const stay = cart.reservations.find((r) => r.service_type === 'hotels')!;
    expect(stay.hotel_reserved_items[0]).toMatchObject({ num_of_rooms: 1, status: true });
    expect(cart.reserved_package).toHaveLength(1);
    expect(cart.cart_total_price.minor).toBe(tour.price.minor + stay.price.minor + cart.reserved_package[0]!.price.minor);

    // Without one package: the rest of the cart, as the package page asks for it.
    expect((await getCart(t, site, cartRef, { without_package_item: 'true', package_id: pkgId })).cart_count).toBe(2);
    // Another site never sees the cart.
    expect((await t.request(api.booking.cart.path({ cartRef }, { site_id: site + 1000 }))).status).toBe(404);

    expect((await t.post(api.booking.saveComments.path({ reservationRef: tour.id }, { site_id: site }), { comments: 'Window seat, please' })).status).toBe(204);
    expect((await getCart(t, site, cartRef)).reservations.find((r) => r.id === tour.id)?.comments).toBe('Window seat, please');

    const validation = (await json(ValidateItemsAnswerSchema, await t.post(api.booking.validateItems.path({ site_id: site }), { cart_ref: cartRef }))).data;
    expect(validation.status).toBe(true);
    // A catalogue price change shows: the stored price no longer holds, so the item turns invalid.
    await t.handle.db.update(reservations).set({ priceMinor: 1 }).where(eq(reservations.ref, tour.id));
    const changed = (await json(ValidateItemsAnswerSchema, await t.post(api.booking.validateItems.path({ site_id: site }), { cart_ref: cartRef }))).data;
    expect(changed.items.find((i) => i.id === tour.id)).toMatchObject({ status: false, reason: 'price_changed' });
    expect((await getCart(t, site, cartRef)).reservations.find((r) => r.id === tour.id)?.status).toBe(false);

    const removeOne = await t.request(api.booking.removeReservation.path({ cartRef, reservationRef: tour.id }, { site_id: site }), { method: 'DELETE' });
    expect(removeOne.status).toBe(204);
    const removePkg = await t.request(api.booking.removePackage.path({ cartRef }, { site_id: site }), {
      method: 'DELETE',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ package_id: pkgId }),
    });
    expect(removePkg.status).toBe(204);
    cart = await getCart(t, site, cartRef);
    expect(cart.cart_count).toBe(1);
    expect(cart.reservations.map((r) => r.service_type)).toEqual(['hotels']);
  });

  test('the order is validated with the catalogue message ids', async () => {
    const t = ctx.app();
    const { site, item } = await cruiseSlot(t, 4, 5);
    const cartRef = await addToCart(t, site, [item]);
    const response = await hold(t, site, cartRef, {}, { order: { ...ORDER, email: 'nope', first_name: '' } });
    const body = await json(ErrorEnvelopeSchema, response, 400);
    expect(body.issues?.map((i) => [i.path, i.code])).toEqual(expect.arrayContaining([['order.email', 'validation.emailInvalid'], ['order.first_name', 'validation.required']]));
  });

  test('a hold takes every item or none: one sold-out night leaves the tour seats untouched', async () => {
    const t = ctx.app();
    const tour = await cruiseSlot(t, 5, 10);
    const hotel = await hotelNight(t, 14, 1);
    const cartRef = await addToCart(t, tour.site, [tour.item, hotel.item]);
    await t.handle.db.update(hotelCalendar).set({ allotment: 0 }).where(and(eq(hotelCalendar.stayDate, hotel.item.check_in), eq(hotelCalendar.roomTypeId, hotel.item.rooms[0]!.room_type_id), eq(hotelCalendar.ratePlanId, hotel.item.rooms[0]!.rate_plan_id)));
    const answer = (await json(HoldAnswerSchema, await hold(t, tour.site, cartRef))).data;
    expect(answer.reservation_status).toBe(ReservationStatus.HOLD_FAILED);
    const cart = await getCart(t, tour.site, cartRef);
    const stay = cart.reservations.find((r) => r.service_type === 'hotels')!;
    expect(answer.failed_reservation_info).toEqual([expect.objectContaining({ reservation_id: stay.id, reason: 'sold_out', date: hotel.item.check_in })]);
    expect(await tour.remaining()).toBe(10);
    expect(cart.reservations.every((r) => r.reservation_status === ReservationStatus.HOLD_FAILED)).toBe(true);

    // The night's rooms go in between pricing and taking (the race hold exists for): the take misses, nothing is kept.
    await t.handle.db.update(hotelCalendar).set({ allotment: 1 }).where(and(eq(hotelCalendar.stayDate, hotel.item.check_in), eq(hotelCalendar.roomTypeId, hotel.item.rooms[0]!.room_type_id)));
    const other = await addToCart(t, tour.site, [hotel.item]);
    const racing = await Promise.all([hold(t, tour.site, cartRef), hold(t, tour.site, other)]);
    const answers = await Promise.all(racing.map((r) => json(HoldAnswerSchema, r)));
    const won = answers.filter((a) => a.data.reservation_status === ReservationStatus.HOLD);
    expect(won).toHaveLength(1);
    expect(await hotel.allotment()).toBe(0);
    expect(await tour.remaining()).toBe(won[0]!.data.cart_ref === cartRef ? 9 : 10);
  });

  test('cancel gives back exactly what the hold took, once', async () => {
    const t = ctx.app();
    const { site, item, remaining } = await cruiseSlot(t, 7, 10);
    const cartRef = await addToCart(t, site, [{ ...item, tickets: [{ ticket_id: item.tickets[0]!.ticket_id, count: 3 }] }]);
    expect((await json(HoldAnswerSchema, await hold(t, site, cartRef))).data.reservation_status).toBe(ReservationStatus.HOLD);
    expect(await remaining()).toBe(7);
    const [first, second] = await Promise.all([cancel(t, site, cartRef), cancel(t, site, cartRef)]);
    const released = [(await json(CancelAnswerSchema, first!)).data.released, (await json(CancelAnswerSchema, second!)).data.released];
    expect(released.sort()).toEqual([0, 1]);
    expect(await remaining()).toBe(10);
    expect((await json(CancelAnswerSchema, await cancel(t, site, cartRef))).data.released).toBe(0);
    expect(await remaining()).toBe(10);
  });

  test('an expired hold gives its capacity back through the durable sweep job', async () => {
    const t = ctx.app();
    const { site, item, remaining } = await cruiseSlot(t, 8, 4);
    const cartRef = await addToCart(t, site, [item]);
    const answer = (await json(HoldAnswerSchema, await hold(t, site, cartRef))).data;
    expect(new Date(answer.hold_expires_at!).getTime() - t.clock.now().getTime()).toBe(15 * 60_000);
    expect(await remaining()).toBe(3);

    const worker = sweeper(t);
    t.clock.advance(14 * 60_000);
    await worker.runUntilIdle();
    expect(await remaining()).toBe(3);
    t.clock.advance(60_000 + 1);
    await worker.runUntilIdle();
    expect(await remaining()).toBe(4);
    const cart = await getCart(t, site, cartRef);
    expect(cart.reservations[0]?.reservation_status).toBe(ReservationStatus.CANCEL);
    const holds = await t.handle.db.select().from(capacityHolds).innerJoin(reservations, eq(reservations.id, capacityHolds.reservationId)).where(eq(reservations.ref, cart.reservations[0]!.id));
    expect(holds.map((h) => h.capacity_holds.releaseReason)).toEqual(['expired']);
    // A cancel after the sweep gives nothing back a second time.
    expect((await json(CancelAnswerSchema, await cancel(t, site, cartRef))).data.released).toBe(0);
    expect(await remaining()).toBe(4);
  });

  test('Idempotency-Key: a repeat replays the first answer, another body is a 409, concurrent copies run once', async () => {
    const t = ctx.app();
    const { site, item, remaining } = await cruiseSlot(t, 9, 10);
    const cartRef = await addToCart(t, site, [item]);
    const key = { 'Idempotency-Key': `hold-${cartRef}` };
    const copies = await Promise.all([hold(t, site, cartRef, key), hold(t, site, cartRef, key), hold(t, site, cartRef, key)]);
    const bodies = await Promise.all(copies.map((r) => json(HoldAnswerSchema, r)));
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(bodies[0]!.data.reservation_status).toBe(ReservationStatus.HOLD);
    expect(copies.filter((r) => r.headers.get('Idempotent-Replayed') === 'true')).toHaveLength(2);
    expect(await remaining()).toBe(9);

    const conflict = await hold(t, site, cartRef, key, { order: { ...ORDER, first_name: 'Ola' } });
    expect((await json(ErrorEnvelopeSchema, conflict, 409)).code).toBe('CONFLICT');

    const cancelKey = { 'Idempotency-Key': `cancel-${cartRef}` };
    const firstCancel = (await json(CancelAnswerSchema, await cancel(t, site, cartRef, cancelKey))).data;
    const again = await cancel(t, site, cartRef, cancelKey);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect((await json(CancelAnswerSchema, again)).data).toEqual(firstCancel);
    expect(firstCancel.released).toBe(1);
    expect(await remaining()).toBe(10);
  });
});
