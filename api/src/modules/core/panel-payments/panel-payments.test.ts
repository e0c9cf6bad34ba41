import { eq, inArray } from 'drizzle-orm';
import { HoldAnswerSchema } from 'shared-contracts/booking';
import { XLSX_CONTENT_TYPE } from 'shared-contracts/constants';
import { PaymentStatus, ReservationStatus } from 'shared-contracts/enums';
import { PaymentDetailsAnswerSchema, PaymentTableAnswerSchema, type PaymentTableInput } from 'shared-contracts/panel-payments';
import { api } from 'shared-contracts/paths';
import { cancellations, paymentEvents, payments, reservations } from '../../../db/schema/booking';
import { openXlsx } from '../../../lib/xlsx/xlsx-testing';
import { testDatabases } from '../../../test/databases';
import { DEMO, type TestApp, useTestDatabase } from '../../../test/harness';
import { addToCart, confirm, cruiseSlot, hold, hotelNight, json, ORDER } from '../../booking/testing/fixtures';
import { answer, caller, failure } from '../tour-manage/__tests__/fixtures';

const p = api.panelPayments;
const query = (q: PaymentTableInput) => `?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)])).toString()}`;

describe.each(testDatabases())('panel payments on $name', (spec) => {
  const ctx = useTestDatabase(spec);

  /** Kari's cruise seats and Ola's hotel room paid (NOPAY), Per's cruise seat held with its payment pending. */
  async function paid(t: TestApp) {
    const before = new Set((await t.handle.db.select({ id: payments.id }).from(payments)).map((r) => r.id));
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
    const mine = (await t.handle.db.select().from(payments)).filter((r) => !before.has(r.id));
    const booked = await t.handle.db.select().from(reservations).where(inArray(reservations.cartId, mine.map((r) => r.cartId)));
    return { cruise, hotel, mine, booked };
  }

  test('the supplier’s table lists its bookings’ payments with payer and booking numbers; filters, search and paging narrow it', async () => {
    const t = ctx.app();
    const { mine, booked } = await paid(t);
    expect(mine).toHaveLength(3);
    const supplier = await caller(t, DEMO.supplier);
    const table = async (q: PaymentTableInput) => (await answer(PaymentTableAnswerSchema, await supplier.get(`${p.dataTable.path()}${query(q)}`))).data;
    const ours = (rows: { id: string }[]) => rows.map((r) => r.id).filter((id) => mine.some((m) => m.uuid === id)).sort();

    const all = await table({ limit: '100' });
    expect(ours(all.data)).toEqual(mine.map((m) => m.uuid).sort());
    const kariCart = booked.find((r) => r.status === ReservationStatus.CONFIRM && r.serviceType !== 3)!;
    const kari = all.data.find((r) => r.booking_numbers.includes(kariCart.bookingNumber!))!;
    expect(kari).toMatchObject({ status: PaymentStatus.PAID, method: 'NOPAY', provider: null, payer: { name: 'Kari Nordmann', email: 'kari@example.test' } });
    expect(kari.amount.minor).toBe(kariCart.priceMinor);
    expect(kari.paid_at).not.toBeNull();

    // Search by booking number and by payer e-mail; status, method, currency and date filters.
    expect((await table({ search: kariCart.bookingNumber! })).data.map((r) => r.id)).toEqual([kari.id]);
    const pending = await table({ status: String(PaymentStatus.PENDING), search: 'per@example.test', limit: '100' });
    expect(ours(pending.data)).toHaveLength(1);
    expect(pending.data.every((r) => r.status === PaymentStatus.PENDING && r.payer?.email === 'per@example.test')).toBe(true);
    expect(ours((await table({ method: 'STRIPE', limit: '100' })).data)).toEqual([]);
    expect(ours((await table({ currency: 'SEK', limit: '100' })).data)).toEqual([]);
    const today = t.clock.now().toISOString().slice(0, 10);
    expect(ours((await table({ date_from: today, date_to: today, limit: '100' })).data)).toHaveLength(3);
    expect(ours((await table({ date_to: '2000-01-01', limit: '100' })).data)).toEqual([]);

    // Paging: two pages of one hold different payments; the total is the filter's.
    const [first, second] = [await table({ limit: '1', page: '1' }), await table({ limit: '1', page: '2' })];
    expect(first.total).toBe(all.total);
    expect(first.data[0]!.id).not.toBe(second.data[0]!.id);
    // A bad query answers with the field.
    const bad = await failure(await supplier.get(`${p.dataTable.path()}?limit=500`));
    expect(bad.status).toBe(400);
  });

  test('a payment’s details: the provider’s intent and its events, the refunds, the reservations it paid; 404 outside the view', async () => {
    const t = ctx.app();
    const { mine, booked } = await paid(t);
    const payment = mine.find((m) => m.status === PaymentStatus.PAID)!;
    const reservation = booked.find((r) => r.cartId === payment.cartId)!;
    const intent = `pi_test_${payment.id}`;
    const at = t.clock.now();
    await t.handle.db.update(payments).set({ providerRef: intent }).where(eq(payments.id, payment.id));
    await t.handle.db.insert(paymentEvents).values([
      { eventId: `evt_a_${payment.id}`, type: 'payment_intent.processing', intentId: intent, receivedAt: new Date(at.getTime() - 2000), rejectedReason: null },
      { eventId: `evt_b_${payment.id}`, type: 'payment_intent.succeeded', intentId: intent, receivedAt: new Date(at.getTime() - 1000), rejectedReason: null },
    ]);
    await t.handle.db.insert(cancellations).values({
      reservationId: reservation.id,
      origin: 1,
      reason: null,
      refundPercentage: 50,
      refundAmountMinor: Math.floor(reservation.priceMinor / 2),
      currency: reservation.currency,
      refundStatus: 'succeeded',
      providerRefundId: 're_test_1',
      createdAt: at,
      updatedAt: at,
    });

    const supplier = await caller(t, DEMO.supplier);
    const details = (await answer(PaymentDetailsAnswerSchema, await supplier.get(p.details.path({ id: payment.uuid })))).data;
    expect(details).toMatchObject({ id: payment.uuid, status: PaymentStatus.PAID, provider_ref: intent, method: 'NOPAY' });
    expect(details.events.map((e) => e.type)).toEqual(['payment_intent.processing', 'payment_intent.succeeded']);
    expect(details.reservations).toEqual([
      expect.objectContaining({ id: reservation.id, ref: reservation.ref, booking_number: reservation.bookingNumber, status: ReservationStatus.CONFIRM }),
    ]);
    expect(details.reservations[0]!.service.name).not.toBe('');
    expect(details.refunds).toEqual([expect.objectContaining({ reservation_id: reservation.id, status: 'succeeded', provider_refund_id: 're_test_1' })]);
    expect(details.refunded.minor).toBe(Math.floor(reservation.priceMinor / 2));

    // Another supplier's (duo@) view holds none of supplier@'s bookings: the payment is not there for it.
    const duo = await caller(t, DEMO.duo);
    const foreign = await failure(await duo.get(p.details.path({ id: payment.uuid })));
    expect(foreign).toMatchObject({ status: 404, message: 'The payment was not found.' });
    expect((await failure(await supplier.get(p.details.path({ id: '00000000-0000-4000-8000-000000000000' })))).status).toBe(404);
    expect((await failure(await supplier.get(p.details.path({ id: 'not-a-uuid' })))).status).toBe(404);
    // partner@ runs the site the bookings were made on; admin sees all.
    for (const email of [DEMO.partner, DEMO.admin]) {
      expect((await (await caller(t, email)).get(p.details.path({ id: payment.uuid }))).status).toBe(200);
    }
  });

  test('the xlsx export holds the table’s filtered payments under a styled header; another supplier’s holds none of them', async () => {
    const t = ctx.app();
    const { mine } = await paid(t);
    const supplier = await caller(t, DEMO.supplier);
    const filter: PaymentTableInput = { status: String(PaymentStatus.PAID), limit: '100' };
    const table = (await answer(PaymentTableAnswerSchema, await supplier.get(`${p.dataTable.path()}${query(filter)}`))).data;

    const response = await supplier.post(p.dataTableExcel.path(), { status: String(PaymentStatus.PAID) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(XLSX_CONTENT_TYPE);
    expect(response.headers.get('content-disposition')).toMatch(/filename="payments-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const book = openXlsx(new Uint8Array(await response.arrayBuffer()));
    expect(book.headerStyled()).toBe(true);
    const [header, ...rows] = book.rows;
    const col = (name: string) => header!.indexOf(name);
    expect(rows.map((r) => r[col('ID')]).sort()).toEqual(table.data.map((r) => r.id).sort());
    const kari = table.data.find((r) => r.payer?.email === 'kari@example.test' && mine.some((m) => m.uuid === r.id))!;
    const line = rows.find((r) => r[col('ID')] === kari.id)!;
    expect(line[col('Amount')]).toBe(kari.amount.amount);
    expect(line[col('Status')]).toBe('Paid');

    const duo = await caller(t, DEMO.duo);
    const theirs = openXlsx(new Uint8Array(await (await duo.post(p.dataTableExcel.path(), {})).arrayBuffer()));
    const ids = theirs.rows.slice(1).map((r) => r[0]);
    expect(ids.filter((id) => mine.some((m) => m.uuid === id))).toEqual([]);
  });
});
