/**
 * Issue 12 §6: a price change reprices open carts on their next validation and never changes a held or confirmed
 * booking. The booking module stores what it priced (reservations.price_minor, the tour item's ticket lines, the
 * payment's amount); these tests edit prices through the manage API and read those rows and answers back.
 */
import { eq, inArray } from 'drizzle-orm';
import { ConfirmAnswerSchema, HoldAnswerSchema, ValidateItemsAnswerSchema } from 'shared-contracts/booking';
import { PriceQuoteAnswerSchema } from 'shared-contracts/catalogue';
import { PaymentStatus, ReservationStatus } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import { OptionTicketMapAnswerSchema } from 'shared-contracts/tour-manage';
import { reservationTourItems } from '../../../db/schema/booking';
import { testDatabases } from '../../../test/databases';
import { DEMO, type TestApp, useTestDatabase } from '../../../test/harness';
import { addToCart, confirm, cruiseSlot, getCart, hold, json, stateOf } from '../../booking/testing/fixtures';
import { answer, caller } from './__tests__/fixtures';

const p = api.tourManage;

describe.each(testDatabases())('tour manage: price changes and bookings on $name', (spec) => {
  const ctx = useTestDatabase(spec);

  /** Sets the cruise's adult default price for the booked option, keeping the pair's seasons. */
  async function setAdultPrice(t: TestApp, cruise: Awaited<ReturnType<typeof cruiseSlot>>, priceMinor: number) {
    const supplier = await caller(t, DEMO.supplier);
    const adult = cruise.item.tickets[0]!.ticket_id;
    const map = await answer(OptionTicketMapAnswerSchema, await supplier.get(p.optionTickets.path({ id: cruise.id })));
    const seasons = map.data.prices.filter((r) => r.option_id === cruise.item.option_id && r.ticket_id === adult && r.valid_from !== null);
    await answer(
      OptionTicketMapAnswerSchema,
      await supplier.post(p.saveOptionTickets.path({ id: cruise.id }), {
        mappings: [{ option_id: cruise.item.option_id, ticket_id: adult, prices: [{ price_minor: priceMinor }, ...seasons.map(({ price_minor, valid_from, valid_to }) => ({ price_minor, valid_from, valid_to }))] }],
      }),
    );
  }

  const quote = async (t: TestApp, cruise: Awaited<ReturnType<typeof cruiseSlot>>, adults: number) =>
    (
      await json(
        PriceQuoteAnswerSchema,
        await t.post(api.availability.tourPriceQuote.path({ id: cruise.id }), {
          site_id: cruise.site,
          option_id: cruise.item.option_id,
          date: cruise.item.date,
          tickets: [{ ticket_id: cruise.item.tickets[0]!.ticket_id, count: adults }],
        }),
      )
    ).data.total.minor;

  const ticketLines = async (t: TestApp, reservationIds: number[]) =>
    (await t.handle.db.select().from(reservationTourItems).where(inArray(reservationTourItems.reservationId, reservationIds))).map((row) => row.tickets);

  test('a confirmed booking keeps its amounts after a price edit; a held one confirms at the price it was held at', async () => {
    const t = ctx.app();
    const cruise = await cruiseSlot(t, 2, 20);
    const oldTotal = await quote(t, cruise, 2);

    const bookedRef = await addToCart(t, cruise.site, [cruise.itemFor(2)]);
    expect((await json(HoldAnswerSchema, await hold(t, cruise.site, bookedRef))).data.reservation_status).toBe(ReservationStatus.HOLD);
    await json(ConfirmAnswerSchema, await confirm(t, cruise.site, bookedRef));
    const booked = await stateOf(t, bookedRef);
    const bookedLines = await ticketLines(t, booked.rows.map((r) => r.id));

    const heldRef = await addToCart(t, cruise.site, [cruise.itemFor(2)]);
    expect((await json(HoldAnswerSchema, await hold(t, cruise.site, heldRef))).data.reservation_status).toBe(ReservationStatus.HOLD);
    const held = await stateOf(t, heldRef);
    expect(held.rows[0]!.priceMinor).toBe(oldTotal);

    await setAdultPrice(t, cruise, 77_700);
    expect(await quote(t, cruise, 2)).toBe(2 * 77_700);
    expect(oldTotal).not.toBe(2 * 77_700);

    // The confirmed booking: reservation, ticket lines, payment and the cart's answer are as they were.
    const bookedAfter = await stateOf(t, bookedRef);
    expect(bookedAfter.rows.map((r) => [r.status, r.priceMinor])).toEqual([[ReservationStatus.CONFIRM, oldTotal]]);
    expect(await ticketLines(t, bookedAfter.rows.map((r) => r.id))).toEqual(bookedLines);
    expect(bookedAfter.pays.map((pay) => [pay.status, pay.amountMinor])).toEqual(booked.pays.map((pay) => [pay.status, pay.amountMinor]));
    expect((await getCart(t, cruise.site, bookedRef)).cart_total_price.minor).toBe(oldTotal);

    // The held cart confirms at its held price.
    await json(ConfirmAnswerSchema, await confirm(t, cruise.site, heldRef));
    const heldAfter = await stateOf(t, heldRef);
    expect(heldAfter.rows.map((r) => [r.status, r.priceMinor])).toEqual([[ReservationStatus.CONFIRM, oldTotal]]);
    expect(heldAfter.pays.filter((pay) => pay.status === PaymentStatus.PAID).map((pay) => pay.amountMinor)).toEqual([oldTotal]);
  });

  test('an open cart learns the new price when it is validated, and is not held at the old one', async () => {
    const t = ctx.app();
    const cruise = await cruiseSlot(t, 3, 20);
    const oldTotal = await quote(t, cruise, 1);
    const cartRef = await addToCart(t, cruise.site, [cruise.itemFor(1)]);
    const validate = async () =>
      (await json(ValidateItemsAnswerSchema, await t.post(api.booking.validateItems.path({ site_id: cruise.site, request_for_widget: 'false' }), { cart_ref: cartRef }))).data;
    expect((await validate()).status).toBe(true);

    await setAdultPrice(t, cruise, oldTotal + 5_000);
    const validated = await validate();
    expect(validated.status).toBe(false);
    expect(validated.items).toEqual([
      expect.objectContaining({ status: false, reason: 'price_changed', price: expect.objectContaining({ minor: oldTotal }), current_price: expect.objectContaining({ minor: oldTotal + 5_000 }) }),
    ]);
    const refused = await json(HoldAnswerSchema, await hold(t, cruise.site, cartRef));
    expect(refused.data.reservation_status).toBe(ReservationStatus.HOLD_FAILED);
    expect(refused.data.failed_reservation_info?.map((f) => f.reason)).toEqual(['price_changed']);
    expect(await cruise.remaining()).toBe(20);

    // Back at the old price, the same cart validates again.
    await setAdultPrice(t, cruise, oldTotal);
    expect((await validate()).status).toBe(true);
    const rows = (await stateOf(t, cartRef)).rows;
    expect((await t.handle.db.select().from(reservationTourItems).where(eq(reservationTourItems.reservationId, rows[0]!.id)))[0]!.tickets[0]!.total_minor).toBe(oldTotal);
  });
});
