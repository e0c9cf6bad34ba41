import { XLSX_CONTENT_TYPE } from 'shared-contracts/constants';
import { EarningListAnswerSchema, type EarningListInput } from 'shared-contracts/earnings';
import { ReservationStatus } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import { openXlsx } from '../../../lib/xlsx/xlsx-testing';
import { oneTestDatabase } from '../../../test/databases';
import { DEMO, type TestApp, useTestDatabase } from '../../../test/harness';
import { answer, caller, type Caller } from '../../core/tour-manage/__tests__/fixtures';
import { addToCart, confirm, cruiseSlot, hold, stateOf } from '../testing/fixtures';

const p = api.earnings;

describe.each(oneTestDatabase())('earnings xlsx export on $name', (spec) => {
  const ctx = useTestDatabase(spec);

  /** A confirmed pay-later booking of cruise seats on the demo site: a supplier, a partner and a platform line. */
  async function booked(t: TestApp) {
    const cruise = await cruiseSlot(t, 9, 20);
    const cartRef = await addToCart(t, cruise.site, [cruise.itemFor(2)]);
    expect((await hold(t, cruise.site, cartRef)).status).toBe(200);
    expect((await confirm(t, cruise.site, cartRef)).status).toBe(200);
    const state = await stateOf(t, cartRef);
    expect(state.rows[0]!.status).toBe(ReservationStatus.CONFIRM);
    return state.rows[0]!;
  }

  async function exported(who: Caller, path: string, body: EarningListInput) {
    const response = await who.post(path, body);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(XLSX_CONTENT_TYPE);
    return openXlsx(new Uint8Array(await response.arrayBuffer()));
  }

  test.each([
    ['supplier', DEMO.supplier, p.supplierList.path(), p.supplierExcel.path()],
    ['partner', DEMO.partner, p.partnerList.path(), p.partnerExcel.path()],
  ] as const)('the %s’s xlsx holds the lines its data table filters, under a bold, filled header', async (party, email, list, excel) => {
    const t = ctx.app();
    const reservation = await booked(t);
    const who = await caller(t, email);
    const filter: EarningListInput = { reservation_id: reservation.id };
    const table = (await answer(EarningListAnswerSchema, await who.post(list, { ...filter, limit: 100 }))).data;
    expect(table.data).toHaveLength(1);

    const book = await exported(who, excel, filter);
    expect(book.headerStyled()).toBe(true);
    const [header, ...rows] = book.rows;
    const col = (name: string) => header!.indexOf(name);
    expect(rows.map((r) => r[col('ID')])).toEqual(table.data.map((l) => l.id));
    expect(rows[0]![col('Amount')]).toBe(table.data[0]!.amount.amount);
    expect(rows[0]![col('Booking number')]).toBe(reservation.bookingNumber);
    expect(rows[0]![col('Payee')]).toBe(party);

    // Another supplier (duo@) exports none of these lines.
    const other = await exported(await caller(t, DEMO.duo), p.supplierExcel.path(), filter);
    expect(other.rows.slice(1)).toEqual([]);
  });
});
