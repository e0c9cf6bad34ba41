import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import * as XLSX from 'sheetjs-style';
import { api } from 'shared-contracts/paths';
import { type ReportMonth, ReportAnswerSchema } from 'shared-contracts/reports';
import { users } from '../../../db/schema/core';
import { testDatabases } from '../../../test/databases';
import { DEMO, type TestApp, useTestDatabase } from '../../../test/harness';
import { answer, caller, failure } from '../../core/tour-manage/__tests__/fixtures';
import { cancellationSource, reverseTo } from '../earnings/earnings.ledger';
import { addToCart, confirm, cruiseSlot, hold, stateOf } from '../testing/fixtures';

const p = api.reports;
type Row = (string | number)[];

/** The workbook's sheets by name, each as rows (header first, totals row last). */
async function sheetsOf(response: Response): Promise<Record<string, Row[]>> {
  expect(response.status).toBe(200);
  const book = XLSX.read(new Uint8Array(await response.arrayBuffer()), { type: 'array' });
  return Object.fromEntries(book.SheetNames.map((name) => [name, XLSX.utils.sheet_to_json<Row>(book.Sheets[name]!, { header: 1 })]));
}

/** A sheet's totals row against a report month: sales, refunded, cancelled and commission, and the booking count. */
function expectTotalsRowEquals(rows: Row[], month: ReportMonth) {
  const total = rows.at(-1)!;
  expect(total[0]).toBe(`Total (${month.bookings})`);
  expect(rows.length - 2).toBe(month.bookings);
  expect(Math.round(Number(total[4]) * 100)).toBe(month.sales_minor);
  expect(Math.round(Number(total[5]) * 100)).toBe(month.refunded_minor);
  expect(Number(total[6])).toBe(month.cancellations);
  expect(Math.round(Number(total[7]) * 100)).toBe(month.commission_minor);
}

describe.each(testDatabases())('the monthly report download on $name', (spec) => {
  const ctx = useTestDatabase(spec);
  const userId = async (t: TestApp, email: string) => (await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const thisMonth = () => DateTime.utc().toFormat('yyyy-MM');
  const download = (query: string) => `${p.monthlyReport.path()}?${query}`;

  async function booked(t: TestApp, count: number) {
    const cruise = await cruiseSlot(t, 9, 20);
    const cartRef = await addToCart(t, cruise.site, [cruise.itemFor(count)]);
    expect((await hold(t, cruise.site, cartRef)).status).toBe(200);
    expect((await confirm(t, cruise.site, cartRef)).status).toBe(200);
    return (await stateOf(t, cartRef)).rows[0]!;
  }

  test('a sheet per currency whose totals row equals the report’s figures for that month, for the supplier, the partner and an administrator', async () => {
    const t = ctx.app();
    const kept = await booked(t, 1);
    const cancelled = await booked(t, 2);
    await t.handle.db.transaction((tx) => reverseTo(tx, cancelled.id, 0, cancellationSource(990_101), t.clock.now()));
    const currency = kept.currency;
    const month = thisMonth();
    const monthOf = async (who: Awaited<ReturnType<typeof caller>>, path: string) =>
      (await answer(ReportAnswerSchema, await who.get(`${path}?currency=${currency}`))).data.months.find((m) => m.month === month)!;

    const supplier = await caller(t, DEMO.supplier);
    const response = await supplier.get(download(`month=${month}`));
    expect(response.headers.get('content-disposition')).toContain(`monthly-report-supplier-${month}.xlsx`);
    const mine = await sheetsOf(response);
    expect(Object.keys(mine)).toEqual([currency]);
    const supplierMonth = await monthOf(supplier, p.supplier.path());
    expect(supplierMonth.bookings).toBe(2);
    expectTotalsRowEquals(mine[currency]!, supplierMonth);
    expect(mine[currency]!.slice(1, -1).map((r) => r[0]).sort()).toEqual([kept.id, cancelled.id].sort());

    const partner = await caller(t, DEMO.partner);
    const theirs = await sheetsOf(await partner.get(download(`month=${month}`)));
    expectTotalsRowEquals(theirs[currency]!, await monthOf(partner, p.partner.path()));

    // An administrator names the supplier (or the partner): the same workbook figures as the supplier's own.
    const admin = await caller(t, DEMO.admin);
    const bySupplier = await sheetsOf(await admin.get(download(`month=${month}&supplier_id=${await userId(t, DEMO.supplier)}`)));
    expectTotalsRowEquals(bySupplier[currency]!, supplierMonth);
    const byPartner = await sheetsOf(await admin.get(download(`month=${month}&partner_id=${await userId(t, DEMO.partner)}`)));
    expect(byPartner[currency]!.at(-1)).toEqual(theirs[currency]!.at(-1));
    expect((await failure(await admin.get(download(`month=${month}`)))).status).toBe(400);

    // A month without bookings: one sheet, a zero totals row.
    const empty = await sheetsOf(await supplier.get(download('month=2020-01')));
    expect(Object.values(empty)).toHaveLength(1);
    expect(Object.values(empty)[0]!.at(-1)!.slice(0, 1)).toEqual(['Total (0)']);
  });

  test('a supplier naming another supplier or partner gets its own rows; a bad month answers 400', async () => {
    const t = ctx.app();
    const reservation = await booked(t, 1);
    const duo = await caller(t, DEMO.duo);
    const supplierId = await userId(t, DEMO.supplier);
    const partnerId = await userId(t, DEMO.partner);
    const month = thisMonth();
    for (const query of [`month=${month}&supplier_id=${supplierId}`, `month=${month}&partner_id=${partnerId}`]) {
      const sheets = await sheetsOf(await duo.get(download(query)));
      const ids = Object.values(sheets).flatMap((rows) => rows.slice(1, -1).map((r) => r[0]));
      expect(ids).not.toContain(reservation.id);
    }
    const supplier = await caller(t, DEMO.supplier);
    for (const bad of ['month=2026-13', 'month=2026-1', 'month=', '']) expect((await failure(await supplier.get(download(bad)))).status).toBe(400);
  });
});
