import { and, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import * as XLSX from 'sheetjs-style';
import { api } from 'shared-contracts/paths';
import { type Report, type ReportFigures, ReportAnswerSchema, ReportCurrenciesAnswerSchema, SiteReportsAnswerSchema } from 'shared-contracts/reports';
import { earningsLines } from '../../../db/schema/booking';
import { partnerSites, users } from '../../../db/schema/core';
import { testDatabases } from '../../../test/databases';
import { DEMO, type TestApp, useTestDatabase } from '../../../test/harness';
import { answer, caller, failure } from '../../core/tour-manage/__tests__/fixtures';
import { cancellationSource, refundSource, reverseTo } from '../earnings/earnings.ledger';
import { addToCart, confirm, cruiseSlot, hold, stateOf } from '../testing/fixtures';

const p = api.reports;
const FIGURES: (keyof ReportFigures)[] = ['sales_minor', 'bookings', 'cancellations', 'refunded_minor', 'commission_minor'];

/** Every figure of the totals is the sum of the months'. */
function expectMonthsSumToTotals(report: Report) {
  expect(report.months).toHaveLength(12);
  for (const key of FIGURES) expect(report.months.reduce((s, m) => s + m[key], 0)).toBe(report.totals[key]);
}

describe.each(testDatabases())('reports on $name', (spec) => {
  const ctx = useTestDatabase(spec);
  const userId = async (t: TestApp, email: string) => (await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const lineSum = async (t: TestApp, reservationId: number, party?: string) =>
    (await t.handle.db.select().from(earningsLines).where(and(eq(earningsLines.reservationId, reservationId), party ? eq(earningsLines.party, party) : undefined))).reduce(
      (s, l) => s + l.amountMinor,
      0,
    );

  async function booked(t: TestApp, count: number) {
    const cruise = await cruiseSlot(t, 9, 20);
    const cartRef = await addToCart(t, cruise.site, [cruise.itemFor(count)]);
    expect((await hold(t, cruise.site, cartRef)).status).toBe(200);
    expect((await confirm(t, cruise.site, cartRef)).status).toBe(200);
    return { ...(await stateOf(t, cartRef)).rows[0]!, siteId: cruise.site };
  }

  test('each figure equals the sum of the bookings it summarises: confirmed, cancelled and partly refunded, per party', async () => {
    const t = ctx.app();
    const kept = await booked(t, 1);
    const cancelled = await booked(t, 2);
    const refunded = await booked(t, 3);
    await t.handle.db.transaction((tx) => reverseTo(tx, cancelled.id, 0, cancellationSource(990_001), t.clock.now()));
    const keptOfRefunded = Math.floor(refunded.priceMinor * 0.6);
    await t.handle.db.transaction((tx) => reverseTo(tx, refunded.id, keptOfRefunded, refundSource(990_002), t.clock.now()));
    const rows = [kept, cancelled, refunded];
    const currency = kept.currency;

    const sales = rows.reduce((s, r) => s + r.priceMinor, 0);
    const refundedTotal = cancelled.priceMinor + (refunded.priceMinor - keptOfRefunded);
    const expected = async (party: string) => ({
      sales_minor: sales,
      bookings: 3,
      cancellations: 1,
      refunded_minor: refundedTotal,
      commission_minor: (await Promise.all(rows.map((r) => lineSum(t, r.id, party)))).reduce((s, n) => s + n, 0),
    });

    const supplier = await caller(t, DEMO.supplier);
    const mine = (await answer(ReportAnswerSchema, await supplier.get(`${p.supplier.path()}?currency=${currency}`))).data;
    expect(mine.totals).toEqual(await expected('supplier'));
    expectMonthsSumToTotals(mine);
    // All three were booked this month (UTC): its month holds every figure.
    expect(mine.months.find((m) => m.month === DateTime.utc().toFormat('yyyy-MM'))).toMatchObject(mine.totals);

    const partner = await caller(t, DEMO.partner);
    const theirs = (await answer(ReportAnswerSchema, await partner.get(`${p.partner.path()}?currency=${currency}`))).data;
    expect(theirs.totals).toEqual(await expected('partner'));
    expectMonthsSumToTotals(theirs);
    const perSite = (await answer(SiteReportsAnswerSchema, await partner.get(`${p.partnerSite.path()}?currency=${currency}`))).data;
    expect(perSite.map((s) => s.site_id)).toEqual([kept.siteId]);
    for (const key of FIGURES) expect(perSite.reduce((s, site) => s + site.totals[key], 0)).toBe(theirs.totals[key]);

    // What the three parties earned adds up to what was kept: sales less refunds.
    const admin = await caller(t, DEMO.admin);
    const platform = (await answer(ReportAnswerSchema, await admin.get(`${p.admin.path()}?currency=${currency}`))).data;
    expect(platform.totals).toEqual(await expected('platform'));
    expect(mine.totals.commission_minor + theirs.totals.commission_minor + platform.totals.commission_minor).toBe(sales - refundedTotal);

    // An administrator reads one supplier's report by its id; the same as the supplier's own.
    const bySupplierId = (await answer(ReportAnswerSchema, await admin.get(`${p.supplier.path()}?currency=${currency}&party_user_id=${await userId(t, DEMO.supplier)}`))).data;
    expect(bySupplierId.totals).toEqual(mine.totals);

    // Another currency has nothing; the currencies the supplier has figures in are the booking's.
    const other = currency === 'EUR' ? 'SEK' : 'EUR';
    expect((await answer(ReportAnswerSchema, await supplier.get(`${p.supplier.path()}?currency=${other}`))).data.totals).toEqual({
      sales_minor: 0,
      bookings: 0,
      cancellations: 0,
      refunded_minor: 0,
      commission_minor: 0,
    });
    expect((await answer(ReportCurrenciesAnswerSchema, await supplier.get(`${p.currencies.path()}?party=supplier`))).data).toEqual([currency]);

    // The sales report of the bookings' month: one row per booking; its rows sum to the report's totals, and so does its
    // totals row. The range comes from the bookings themselves (booked on the test app's clock, days ahead of the real
    // one), so the test does not depend on the hour it runs at: near a month's end the two clocks are in different months.
    const bookedDays = rows.map((r) => DateTime.fromJSDate(r.createdAt, { zone: 'utc' }).toISODate()!).sort();
    const body = { party: 'supplier', currency, date_from: DateTime.fromISO(bookedDays[0]!, { zone: 'utc' }).startOf('month').toISODate()!, date_to: bookedDays.at(-1)! };
    const xlsx = await supplier.send('POST', p.salesReport.path(), { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-disposition')).toContain('sales-report-supplier');
    const sheet = XLSX.read(new Uint8Array(await xlsx.arrayBuffer()), { type: 'array' });
    const table = XLSX.utils.sheet_to_json<(string | number)[]>(sheet.Sheets[sheet.SheetNames[0]!]!, { header: 1 });
    const [header, ...rest] = table;
    expect(header).toEqual(['Reservation ID', 'Booked (UTC)', 'Site ID', 'Service ID', 'Sales', 'Refunded', 'Cancelled', 'Commission', 'Currency', 'Site', 'Service']);
    // Each booking names its site and its service, not only their ids; the service in the reader's language.
    const [siteRow] = await t.handle.db.select({ name: partnerSites.name }).from(partnerSites).where(eq(partnerSites.id, kept.siteId));
    expect(rest.slice(0, -1).map((r) => [r[9], r[10]])).toEqual(rows.map(() => [siteRow!.name, 'Oslo Fjord Sightseeing Cruise']));
    expect(sheet.SheetNames).toEqual(['Sales']);
    // In the caller's language (APP-LOCALE): the headers, the sheet's name and the totals row.
    const norwegian = await supplier.send('POST', p.salesReport.path(), { body: JSON.stringify(body), headers: { 'content-type': 'application/json', 'APP-LOCALE': 'no' } });
    const noBook = XLSX.read(new Uint8Array(await norwegian.arrayBuffer()), { type: 'array' });
    expect(noBook.SheetNames).toEqual(['Salg']);
    const noTable = XLSX.utils.sheet_to_json<(string | number)[]>(noBook.Sheets.Salg!, { header: 1 });
    expect(noTable[0]).toEqual(['Bestillings-ID', 'Bestilt (UTC)', 'Nettsted-ID', 'Tjeneste-ID', 'Salg', 'Refundert', 'Kansellert', 'Provisjon', 'Valuta', 'Nettsted', 'Tjeneste']);
    expect(noTable[1]![10]).toBe('Sightseeing på Oslofjorden');
    expect(noTable.at(-1)![0]).toBe(`Totalt (${rows.length})`);
    const bookings = rest.slice(0, -1);
    const totalRow = rest.at(-1)!;
    expect(bookings.map((r) => r[0]).sort()).toEqual(rows.map((r) => r.id).sort());
    const column = (i: number) => Math.round(bookings.reduce((s, r) => s + Number(r[i]), 0) * 100);
    expect(column(4)).toBe(mine.totals.sales_minor);
    expect(column(5)).toBe(mine.totals.refunded_minor);
    expect(column(6) / 100).toBe(mine.totals.cancellations);
    expect(column(7)).toBe(mine.totals.commission_minor);
    expect(Math.round(Number(totalRow[4]) * 100)).toBe(mine.totals.sales_minor);
    expect(Math.round(Number(totalRow[7]) * 100)).toBe(mine.totals.commission_minor);

    // The range is capped and ordered.
    const tooLong = await supplier.send('POST', p.salesReport.path(), { body: JSON.stringify({ ...body, date_from: '2020-01-01' }), headers: { 'content-type': 'application/json' } });
    expect(tooLong.status).toBe(400);
  });

  test('another supplier or partner sees none of these figures, even naming the owner; only administrators read the platform report', async () => {
    const t = ctx.app();
    const reservation = await booked(t, 1);
    const currency = reservation.currency;
    const duo = await caller(t, DEMO.duo);
    const supplierId = await userId(t, DEMO.supplier);
    const foreign = (await answer(ReportAnswerSchema, await duo.get(`${p.supplier.path()}?currency=${currency}&party_user_id=${supplierId}`))).data;
    const ownLines = await t.handle.db.select().from(earningsLines).where(and(eq(earningsLines.party, 'supplier'), eq(earningsLines.partyUserId, await userId(t, DEMO.duo))));
    expect(foreign.totals.bookings).toBe(new Set(ownLines.filter((l) => l.currency === currency).map((l) => l.reservationId)).size);
    const partnerSide = (await answer(SiteReportsAnswerSchema, await duo.get(`${p.partnerSite.path()}?currency=${currency}`))).data;
    expect(partnerSide.some((s) => s.site_id === reservation.siteId)).toBe(false);

    const supplier = await caller(t, DEMO.supplier);
    expect((await failure(await supplier.get(`${p.admin.path()}?currency=${currency}`))).status).toBe(403);
    expect((await failure(await supplier.get(`${p.currencies.path()}?party=platform`))).status).toBe(403);
    expect((await failure(await supplier.get(`${p.supplier.path()}?currency=eur`))).status).toBe(400);
  });
});
