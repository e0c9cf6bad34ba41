import { HoldAnswerSchema } from 'shared-contracts/booking';
import { XLSX_CONTENT_TYPE } from 'shared-contracts/constants';
import { ReservationStatus } from 'shared-contracts/enums';
import { ReservationTableAnswerSchema, type ReservationTableInput } from 'shared-contracts/panel-reservations';
import { api } from 'shared-contracts/paths';
import { reservations } from '../../../db/schema/booking';
import { seedScaleReservations } from '../../../db/seed/scale-reservations';
import { XLSX_EXPORT_BATCH } from '../../../lib/xlsx/xlsx-stream';
import { openXlsx } from '../../../lib/xlsx/xlsx-testing';
import { oneTestDatabase } from '../../../test/databases';
import { DEMO, type TestApp, useTestDatabase } from '../../../test/harness';
import { addToCart, confirm, cruiseSlot, hold, hotelNight, json, ORDER } from '../../booking/testing/fixtures';
import { answer, caller, failure } from '../tour-manage/__tests__/fixtures';

const p = api.panelReservations;

describe.each(oneTestDatabase())('reservations xlsx export on $name', (spec) => {
  const ctx = useTestDatabase(spec);

  /** Kari's 2 cruise seats and Ola's hotel room (confirmed), Per's cruise seat on hold; all supplier@'s services. */
  async function booked(t: TestApp) {
    const before = new Set((await t.handle.db.select({ id: reservations.id }).from(reservations)).map((r) => r.id));
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
    // The database may hold earlier tests' bookings (PostgreSQL): this test's are the new ones.
    return { cruise, hotel, rows: (await t.handle.db.select().from(reservations)).filter((r) => !before.has(r.id)) };
  }

  async function exported(who: Awaited<ReturnType<typeof caller>>, body: ReservationTableInput, headers: Record<string, string> = {}) {
    const response = await who.post(p.dataTableExcel.path(), body, headers);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(XLSX_CONTENT_TYPE);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="reservations-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    return { response, book: openXlsx(new Uint8Array(await response.arrayBuffer())) };
  }

  test('the xlsx holds the rows the data table filters, under a bold, filled header, amounts as numbers', async () => {
    const t = ctx.app();
    const { cruise } = await booked(t);
    const supplier = await caller(t, DEMO.supplier);
    const body: ReservationTableInput = { filters: { service_id: cruise.id }, limit: 100 };
    const table = (await answer(ReservationTableAnswerSchema, await supplier.post(p.dataTable.path(), body))).data;
    // Two of them this test's (Kari's and Per's), and any an earlier test booked on the same cruise.
    expect(table.total).toBeGreaterThanOrEqual(2);

    const { book } = await exported(supplier, body);
    expect(book.headerStyled()).toBe(true);
    const [header, ...rows] = book.rows;
    expect(header).toEqual(expect.arrayContaining(['Booking number', 'Service', 'Start date', 'Amount', 'Currency', 'Status', 'Payer e-mail']));
    const col = (name: string) => header!.indexOf(name);
    expect(rows).toHaveLength(table.total);
    expect(rows.map((row) => row[col('Reference')]).sort()).toEqual(table.data.map((row) => row.ref).sort());
    for (const row of table.data) {
      const line = rows.find((cells) => cells[col('Reference')] === row.ref)!;
      expect(line[col('Amount')]).toBe(row.price.amount);
      expect(line[col('Currency')]).toBe(row.price.currency);
      expect(line[col('Service')]).toBe('Oslo Fjord Sightseeing Cruise');
      expect(line[col('Payer e-mail')]).toBe(row.payer?.email);
      expect(line[col('Start date')]).toEqual(new Date(`${row.start_date}T00:00:00Z`));
      expect(line[col('Status')]).toBe(row.status === ReservationStatus.CONFIRM ? 'Confirmed' : 'On hold');
    }

    // The status filter and search hold in the export as in the table.
    const held = await exported(supplier, { filters: { status: [ReservationStatus.HOLD] }, search: 'per@example.test' });
    const heldRows = held.book.rows.slice(1);
    expect(heldRows.length).toBeGreaterThanOrEqual(1);
    expect(new Set(heldRows.map((row) => `${row[col('Payer e-mail')]} ${row[col('Status')]}`))).toEqual(new Set(['per@example.test On hold']));
  });

  test('headers and statuses in the caller’s language', async () => {
    const t = ctx.app();
    const { cruise, rows } = await booked(t);
    const kari = rows.find((r) => r.serviceId === cruise.id && r.status === ReservationStatus.CONFIRM)!;
    const supplier = await caller(t, DEMO.supplier);
    const { book } = await exported(supplier, { filters: { status: [ReservationStatus.CONFIRM] }, search: kari.bookingNumber! }, { 'APP-LOCALE': 'no' });
    expect(book.book.SheetNames).toEqual(['Reservasjoner']);
    const header = book.rows[0]!;
    expect(header).toEqual(expect.arrayContaining(['Bookingnummer', 'Tjeneste', 'Beløp']));
    expect(book.rows.slice(1).map((row) => row[header.indexOf('Status')])).toEqual(['Bekreftet']);
  });

  test('each caller exports only the bookings it sees; no one signed out may export', async () => {
    const t = ctx.app();
    const { rows } = await booked(t);
    const refs = async (email: string) => {
      const { book } = await exported(await caller(t, email), {});
      const col = book.rows[0]!.indexOf('Reference');
      return book.rows.slice(1).map((row) => row[col] as string).filter((ref) => mine.includes(ref)).sort();
    };
    const mine = rows.map((r) => r.ref).sort();
    expect(mine).toHaveLength(3);
    expect(await refs(DEMO.supplier)).toEqual(mine);
    expect(await refs(DEMO.admin)).toEqual(mine);
    expect(await refs(DEMO.duo)).toEqual([]);

    expect((await t.request(p.dataTableExcel.path(), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(401);
    // The body is the data table's, validated as strictly.
    const bad = await failure(await (await caller(t, DEMO.supplier)).post(p.dataTableExcel.path(), { limit: -1 }));
    expect(bad.status).toBe(400);
  });

  test('an export of many batches holds every row once, each named, in the table’s order', async () => {
    const t = ctx.app();
    // More rows than several export batches (XLSX_EXPORT_BATCH), so rows and names cross batch boundaries.
    const count = XLSX_EXPORT_BATCH * 2 + 37;
    await seedScaleReservations(t.handle.db, count, { now: t.clock.now() });
    const supplier = await caller(t, DEMO.supplier);
    const { book } = await exported(supplier, { search: 'WH-S' });
    const [header, ...rows] = book.rows;
    const col = (name: string) => header!.indexOf(name);
    const numbers = rows.map((row) => String(row[col('Booking number')]));
    expect(rows).toHaveLength(count);
    expect(new Set(numbers).size).toBe(count);
    // Newest first, as the table's default order: booking numbers carry the cart id, so they fall.
    expect([...numbers].sort().reverse()).toEqual(numbers);
    // Names are read once per export and reused: every row still has its service's and site's name, never "#id".
    expect(new Set(rows.map((row) => row[col('Service')]))).toEqual(new Set(['Oslo Fjord Sightseeing Cruise']));
    for (const row of rows) expect(String(row[col('Site')])).not.toMatch(/^#/);
  });
});
