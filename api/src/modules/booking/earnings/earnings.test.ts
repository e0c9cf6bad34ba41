import { and, asc, eq, inArray } from 'drizzle-orm';
import { EarningAnswerSchema, EarningListAnswerSchema, PayoutAnswerSchema } from 'shared-contracts/earnings';
import { DEFAULT_PLATFORM_COMMISSION_BP, splitSale } from 'shared-contracts/earnings-rules';
import { DEFAULT_PARTNER_COMMISSION_PERCENT } from 'shared-contracts/constants';
import { ReservationStatus } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import { earningsLines, payouts } from '../../../db/schema/booking';
import { users } from '../../../db/schema/core';
import { testDatabases } from '../../../test/databases';
import { DEMO, type TestApp, useTestDatabase } from '../../../test/harness';
import { answer, caller, type Caller, failure } from '../../core/tour-manage/__tests__/fixtures';
import { addToCart, confirm, cruiseSlot, hold, stateOf } from '../testing/fixtures';
import { cancellationSource, reverseTo } from './earnings.ledger';

const p = api.earnings;
const put = (c: Caller, path: string, body: unknown) => c.send('PUT', path, { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

describe.each(testDatabases())('earnings ledger on $name', (spec) => {
  const ctx = useTestDatabase(spec);

  const userId = async (t: TestApp, email: string) => (await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const linesOf = (t: TestApp, reservationId: number) =>
    t.handle.db.select().from(earningsLines).where(eq(earningsLines.reservationId, reservationId)).orderBy(asc(earningsLines.id));

  /** A pay-later booking of `count` cruise seats on the demo site (owned by partner@), confirmed by the storefront. */
  async function booked(t: TestApp, count = 2) {
    const cruise = await cruiseSlot(t, 9, 20);
    const cartRef = await addToCart(t, cruise.site, [cruise.itemFor(count)]);
    expect((await hold(t, cruise.site, cartRef)).status).toBe(200);
    expect((await confirm(t, cruise.site, cartRef)).status).toBe(200);
    const state = await stateOf(t, cartRef);
    expect(state.rows[0]!.status).toBe(ReservationStatus.CONFIRM);
    return { cruise, cartRef, reservation: state.rows[0]! };
  }

  test('a confirm writes supplier, partner and platform sale lines that sum to the price; a replayed confirm adds none', async () => {
    const t = ctx.app();
    const { cruise, cartRef, reservation } = await booked(t);
    const shares = splitSale(reservation.priceMinor, { partnerBp: DEFAULT_PARTNER_COMMISSION_PERCENT * 100, platformBp: DEFAULT_PLATFORM_COMMISSION_BP });
    const lines = await linesOf(t, reservation.id);
    expect(lines.map((l) => [l.party, l.kind, l.amountMinor, l.source, l.partyUserId])).toEqual([
      ['supplier', 'sale', shares.supplier, 'confirm', await userId(t, DEMO.supplier)],
      ['partner', 'sale', shares.partner, 'confirm', await userId(t, DEMO.partner)],
      ['platform', 'sale', shares.platform, 'confirm', null],
    ]);
    expect(lines.reduce((s, l) => s + l.amountMinor, 0)).toBe(reservation.priceMinor);

    // The storefront confirms again: the cart is closed, nothing more is written.
    await confirm(t, cruise.site, cartRef);
    expect(await linesOf(t, reservation.id)).toHaveLength(3);
  });

  test('a reversal is written once per source, pro rata, and brings the lines to what was kept', async () => {
    const t = ctx.app();
    const { reservation } = await booked(t, 3);
    const kept = Math.floor(reservation.priceMinor * 0.4);
    const source = cancellationSource(999_001);
    await t.handle.db.transaction((tx) => reverseTo(tx, reservation.id, kept, source, t.clock.now()));
    await t.handle.db.transaction((tx) => reverseTo(tx, reservation.id, 0, source, t.clock.now()));
    const lines = await linesOf(t, reservation.id);
    expect(lines.filter((l) => l.kind === 'reversal').every((l) => l.source === source && l.amountMinor < 0)).toBe(true);
    expect(lines.reduce((s, l) => s + l.amountMinor, 0)).toBe(kept);
  });

  test('a supplier and a partner read their own lines with totals; another supplier or partner gets 404 and an empty list', async () => {
    const t = ctx.app();
    const { reservation } = await booked(t);
    const supplier = await caller(t, DEMO.supplier);
    const list = await answer(EarningListAnswerSchema, await supplier.post(p.supplierList.path(), { reservation_id: reservation.id }));
    expect(list.data.data).toHaveLength(1);
    const line = list.data.data[0]!;
    expect(line).toMatchObject({ party: 'supplier', kind: 'sale', status: 'unpaid', payout: null, reservation_id: reservation.id, booking_number: reservation.bookingNumber, reservation_ref: reservation.ref });
    expect(list.data.totals).toEqual([{ currency: reservation.currency, owed: line.amount, on_hold: { ...line.amount, minor: 0, amount: 0 }, paid: { ...line.amount, minor: 0, amount: 0 } }]);
    expect((await answer(EarningAnswerSchema, await supplier.get(p.supplierById.path({ id: line.id })))).data).toEqual(line);

    const partner = await caller(t, DEMO.partner);
    const partnerList = await answer(EarningListAnswerSchema, await partner.post(p.partnerList.path(), { reservation_id: reservation.id }));
    expect(partnerList.data.data.map((l) => l.party)).toEqual(['partner']);

    // duo@ is both another supplier and another partner.
    const duo = await caller(t, DEMO.duo);
    expect((await failure(await duo.get(p.supplierById.path({ id: line.id })))).status).toBe(404);
    expect((await failure(await duo.get(p.partnerById.path({ id: partnerList.data.data[0]!.id })))).status).toBe(404);
    expect((await answer(EarningListAnswerSchema, await duo.post(p.supplierList.path(), { reservation_id: reservation.id }))).data.total).toBe(0);
    // A supplier line is not a partner line, whoever asks.
    expect((await failure(await partner.get(p.partnerById.path({ id: line.id })))).status).toBe(404);
    // A supplier cannot choose another payee with party_user_id: it still sees only its own.
    const other = await answer(EarningListAnswerSchema, await duo.post(p.supplierList.path(), { party_user_id: await userId(t, DEMO.supplier) }));
    expect(other.data.data.every((l) => l.party_user_id === (other.data.data[0]?.party_user_id ?? -1))).toBe(true);
    expect(other.data.data.some((l) => l.reservation_id === reservation.id)).toBe(false);

    const admin = await caller(t, DEMO.admin);
    expect((await answer(EarningAnswerSchema, await admin.get(p.supplierById.path({ id: line.id })))).data.id).toBe(line.id);
  });

  test('an administrator records a transfer once: the lines are paid, a second transfer is refused with 409 and changes nothing', async () => {
    const t = ctx.app();
    const { reservation } = await booked(t);
    const supplierId = await userId(t, DEMO.supplier);
    const [line] = await t.handle.db.select().from(earningsLines).where(and(eq(earningsLines.reservationId, reservation.id), eq(earningsLines.party, 'supplier')));
    const admin = await caller(t, DEMO.admin);
    const body = { party_user_id: supplierId, line_ids: [line!.id], reference: 'BANK-001' };

    const payout = await answer(PayoutAnswerSchema, await admin.post(p.transfer.path({ party: 'supplier' }), body), 201);
    expect(payout.data).toMatchObject({ party: 'supplier', party_user_id: supplierId, reference: 'BANK-001', line_ids: [line!.id] });
    expect(payout.data.amount.minor).toBe(line!.amountMinor);

    const again = await failure(await admin.post(p.transfer.path({ party: 'supplier' }), { ...body, reference: 'BANK-002' }));
    expect(again).toMatchObject({ status: 409, code: 'CONFLICT' });
    expect(again.message).toMatch(/already paid/);
    expect(await t.handle.db.select().from(payouts).where(eq(payouts.partyUserId, supplierId))).toHaveLength(1);

    // The database itself refuses to re-point a paid line, or to change a line's amount.
    await expect(t.handle.db.update(earningsLines).set({ payoutId: null }).where(eq(earningsLines.id, line!.id))).rejects.toThrow();
    await expect(t.handle.db.update(earningsLines).set({ amountMinor: 1 }).where(eq(earningsLines.id, line!.id))).rejects.toThrow();

    const supplier = await caller(t, DEMO.supplier);
    const seen = (await answer(EarningAnswerSchema, await supplier.get(p.supplierById.path({ id: line!.id })))).data;
    expect(seen).toMatchObject({ status: 'paid', payout: { id: payout.data.id, reference: 'BANK-001' } });
    // A paid line's status is final.
    expect((await failure(await put(admin, p.supplierUpdateStatus.path({ id: line!.id }), { status: 'on_hold' }))).status).toBe(409);
  });

  test('two concurrent transfers of the same line: exactly one pays it', async () => {
    const t = ctx.app();
    const { reservation } = await booked(t);
    const [line] = await t.handle.db.select().from(earningsLines).where(and(eq(earningsLines.reservationId, reservation.id), eq(earningsLines.party, 'partner')));
    const admin = await caller(t, DEMO.admin);
    const body = (reference: string) => ({ party_user_id: line!.partyUserId, line_ids: [line!.id], reference });
    const answers = await Promise.all([admin.post(p.transfer.path({ party: 'partner' }), body('A')), admin.post(p.transfer.path({ party: 'partner' }), body('B'))]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const paid = await t.handle.db.select().from(payouts).where(eq(payouts.partyUserId, line!.partyUserId!));
    expect(paid).toHaveLength(1);
    const [after] = await t.handle.db.select().from(earningsLines).where(eq(earningsLines.id, line!.id));
    expect(after!.payoutId).toBe(paid[0]!.id);
  });

  test('a held line cannot be transferred until released; pay-commission-now pays one line at once', async () => {
    const t = ctx.app();
    const { reservation } = await booked(t);
    const [line] = await t.handle.db.select().from(earningsLines).where(and(eq(earningsLines.reservationId, reservation.id), eq(earningsLines.party, 'supplier')));
    const admin = await caller(t, DEMO.admin);
    const held = await answer(EarningAnswerSchema, await put(admin, p.supplierUpdateStatus.path({ id: line!.id }), { status: 'on_hold' }));
    expect(held.data.status).toBe('on_hold');
    const refused = await failure(await admin.post(p.transfer.path({ party: 'supplier' }), { party_user_id: line!.partyUserId, line_ids: [line!.id], reference: 'X' }));
    expect(refused).toMatchObject({ status: 409 });
    expect(refused.message).toMatch(/cannot be paid together/);
    // The wrong party for the line is refused the same way.
    expect((await failure(await admin.post(p.transfer.path({ party: 'partner' }), { party_user_id: line!.partyUserId, line_ids: [line!.id], reference: 'X' }))).status).toBe(409);

    expect((await answer(EarningAnswerSchema, await put(admin, p.supplierUpdateStatus.path({ id: line!.id }), { status: 'unpaid' }))).data.status).toBe('unpaid');
    const now = await answer(PayoutAnswerSchema, await put(admin, p.supplierPayNow.path({ id: line!.id }), { reference: 'NOW-1' }));
    expect(now.data).toMatchObject({ line_ids: [line!.id], reference: 'NOW-1', amount: { minor: line!.amountMinor } });
    expect((await failure(await put(admin, p.supplierPayNow.path({ id: line!.id }), { reference: 'NOW-2' }))).status).toBe(409);
  });

  test('only administrators hold, pay and transfer; inputs are validated', async () => {
    const t = ctx.app();
    const { reservation } = await booked(t);
    const ids = (await linesOf(t, reservation.id)).map((l) => l.id);
    const supplier = await caller(t, DEMO.supplier);
    expect((await supplier.post(p.transfer.path({ party: 'supplier' }), { party_user_id: 1, line_ids: ids, reference: 'X' })).status).toBe(403);
    expect((await put(supplier, p.supplierPayNow.path({ id: ids[0]! }), { reference: 'X' })).status).toBe(403);
    expect((await put(supplier, p.supplierUpdateStatus.path({ id: ids[0]! }), { status: 'on_hold' })).status).toBe(403);
    const partner = await caller(t, DEMO.partner);
    expect((await partner.post(p.supplierList.path(), {})).status).toBe(403);

    const admin = await caller(t, DEMO.admin);
    const bad = async (path: string, body: unknown) => failure(await admin.post(path, body));
    expect(await bad(p.transfer.path({ party: 'supplier' }), { party_user_id: 1, line_ids: [], reference: 'X' })).toMatchObject({ status: 400, paths: ['line_ids'] });
    expect(await bad(p.transfer.path({ party: 'supplier' }), { party_user_id: 1, line_ids: [ids[0], ids[0]], reference: 'X' })).toMatchObject({ status: 400, paths: ['line_ids'] });
    expect(await bad(p.transfer.path({ party: 'supplier' }), { party_user_id: 1, line_ids: [ids[0]], reference: '  ' })).toMatchObject({ status: 400, paths: ['reference'] });
    expect((await bad(p.transfer.path({ party: 'platform' as 'supplier' }), { party_user_id: 1, line_ids: [ids[0]], reference: 'X' })).status).toBe(400);
    expect(await bad(p.supplierList.path(), { limit: 1000 })).toMatchObject({ status: 400, paths: ['limit'] });
    expect(await bad(p.supplierList.path(), { from: '2026-05-02', to: '2026-05-01' })).toMatchObject({ status: 400, paths: ['to'] });
    // An unknown line: 404, and nothing is paid.
    expect((await bad(p.transfer.path({ party: 'supplier' }), { party_user_id: 1, line_ids: [2_000_000_000], reference: 'X' })).status).toBe(404);
    expect(await t.handle.db.select().from(earningsLines).where(and(inArray(earningsLines.id, ids), eq(earningsLines.onHold, true)))).toHaveLength(0);
  });
});
