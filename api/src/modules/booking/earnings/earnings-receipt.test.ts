import { and, eq } from 'drizzle-orm';
import { OwedSummaryAnswerSchema, PayoutAnswerSchema, PayoutListAnswerSchema } from 'shared-contracts/earnings';
import { ReservationStatus } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import { earningsLines } from '../../../db/schema/booking';
import { users } from '../../../db/schema/core';
import { oneTestDatabase } from '../../../test/databases';
import { DEMO, type TestApp, useTestDatabase } from '../../../test/harness';
import { answer, caller, failure } from '../../core/tour-manage/__tests__/fixtures';
import { addToCart, confirm, cruiseSlot, hold, stateOf } from '../testing/fixtures';
import { receiptAmount } from './earnings-receipt.pdf';

const p = api.earnings;

/** The text a PDF shows: pdfkit writes each run as hex strings in TJ arrays (uncompressed receipts). */
function pdfText(pdf: Buffer): string {
  const runs = [...pdf.toString('latin1').matchAll(/\[([^\]]*)\] TJ/g)].map(([, body]) =>
    [...body!.matchAll(/<([0-9a-fA-F]*)>/g)].map(([, hex]) => Buffer.from(hex!, 'hex').toString('latin1')).join(''),
  );
  return runs.join('\n');
}

describe.each(oneTestDatabase())('payout receipts on $name', (spec) => {
  const ctx = useTestDatabase(spec);
  const userId = async (t: TestApp, email: string) => (await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

  /** A confirmed booking whose `party` line an administrator has paid with `reference`. */
  async function paid(t: TestApp, party: 'supplier' | 'partner', reference: string) {
    const cruise = await cruiseSlot(t, 9, 20);
    const cartRef = await addToCart(t, cruise.site, [cruise.itemFor(2)]);
    expect((await hold(t, cruise.site, cartRef)).status).toBe(200);
    expect((await confirm(t, cruise.site, cartRef)).status).toBe(200);
    const reservation = (await stateOf(t, cartRef)).rows[0]!;
    expect(reservation.status).toBe(ReservationStatus.CONFIRM);
    const [line] = await t.handle.db.select().from(earningsLines).where(and(eq(earningsLines.reservationId, reservation.id), eq(earningsLines.party, party)));
    const admin = await caller(t, DEMO.admin);
    const payout = await answer(PayoutAnswerSchema, await admin.post(p.transfer.path({ party }), { party_user_id: line!.partyUserId, line_ids: [line!.id], reference }), 201);
    return { reservation, line: line!, payout: payout.data };
  }

  test('the payee downloads a PDF receipt with the reference, booking, payee and total; an administrator too', async () => {
    const t = ctx.app();
    const { reservation, line, payout } = await paid(t, 'supplier', 'BANK-RCPT-77');
    const supplierId = await userId(t, DEMO.supplier);
    const path = p.supplierReceipt.path({ payoutId: payout.id, userId: supplierId });

    for (const who of [DEMO.supplier, DEMO.admin]) {
      const response = await (await caller(t, who)).get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const pdf = Buffer.from(await response.arrayBuffer());
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfText(pdf);
      expect(text).toContain('Payout receipt');
      expect(text).toContain('BANK-RCPT-77');
      expect(text).toContain(reservation.bookingNumber!);
      expect(text).toContain(DEMO.supplier);
      expect(text).toContain(receiptAmount(line.amountMinor, reservation.currency));
      expect(text).toMatch(new RegExp(`Total\\n(?:.*\\n)?${receiptAmount(payout.amount.minor, payout.amount.currency).replace('.', '\\.')}`));
    }
    // In the caller's language.
    const norwegian = await (await caller(t, DEMO.supplier)).get(path, { 'APP-LOCALE': 'no' });
    expect(pdfText(Buffer.from(await norwegian.arrayBuffer()))).toContain('Kvittering for utbetaling');
  });

  test('another supplier, the other party and a wrong payee id get 404; a partner reads its own partner receipt', async () => {
    const t = ctx.app();
    const { payout } = await paid(t, 'supplier', 'BANK-RCPT-78');
    const supplierId = await userId(t, DEMO.supplier);
    const duoId = await userId(t, DEMO.duo);
    const duo = await caller(t, DEMO.duo);
    // duo@ is another supplier: neither with the real payee id nor with its own does it see the payout.
    expect((await failure(await duo.get(p.supplierReceipt.path({ payoutId: payout.id, userId: supplierId })))).status).toBe(404);
    expect((await failure(await duo.get(p.supplierReceipt.path({ payoutId: payout.id, userId: duoId })))).status).toBe(404);
    const admin = await caller(t, DEMO.admin);
    expect((await failure(await admin.get(p.supplierReceipt.path({ payoutId: payout.id, userId: duoId })))).status).toBe(404);
    expect((await failure(await admin.get(p.partnerReceipt.path({ payoutId: payout.id, userId: supplierId })))).status).toBe(404);
    expect((await failure(await admin.get(p.supplierReceipt.path({ payoutId: 2_000_000_000, userId: supplierId })))).status).toBe(404);
    expect((await failure(await admin.get(`/booking/v1/supplier-earning/pay-out/receipt/x/${supplierId}`))).status).toBe(400);

    const partnerPaid = await paid(t, 'partner', 'BANK-RCPT-79');
    const partner = await caller(t, DEMO.partner);
    const own = await partner.get(p.partnerReceipt.path({ payoutId: partnerPaid.payout.id, userId: partnerPaid.line.partyUserId! }));
    expect(own.status).toBe(200);
    expect(pdfText(Buffer.from(await own.arrayBuffer()))).toContain('BANK-RCPT-79');
    // A partner is not on the supplier's page.
    expect((await partner.get(p.supplierReceipt.path({ payoutId: payout.id, userId: supplierId }))).status).toBe(403);
  });

  test('administrators see who is owed what per currency; a transfer takes the paid lines out of it; payees get 403', async () => {
    const t = ctx.app();
    const admin = await caller(t, DEMO.admin);
    const supplierId = await userId(t, DEMO.supplier);
    const owedOf = async () => (await answer(OwedSummaryAnswerSchema, await admin.get(p.supplierOwed.path()))).data.find((r) => r.party_user_id === supplierId);

    const cruise = await cruiseSlot(t, 9, 20);
    const cartRef = await addToCart(t, cruise.site, [cruise.itemFor(2)]);
    expect((await hold(t, cruise.site, cartRef)).status).toBe(200);
    expect((await confirm(t, cruise.site, cartRef)).status).toBe(200);
    const reservation = (await stateOf(t, cartRef)).rows[0]!;
    const [line] = await t.handle.db.select().from(earningsLines).where(and(eq(earningsLines.reservationId, reservation.id), eq(earningsLines.party, 'supplier')));

    const before = await owedOf();
    expect(before).toMatchObject({ email: DEMO.supplier, currency: reservation.currency });
    expect(before!.owed.minor).toBeGreaterThanOrEqual(line!.amountMinor);
    await answer(PayoutAnswerSchema, await admin.post(p.transfer.path({ party: 'supplier' }), { party_user_id: supplierId, line_ids: [line!.id], reference: 'OWED-1' }), 201);
    const after = await owedOf();
    expect((after?.owed.minor ?? 0) + line!.amountMinor).toBe(before!.owed.minor);
    expect((after?.lines ?? 0) + 1).toBe(before!.lines);
    // The partner list holds partners only.
    const partners = (await answer(OwedSummaryAnswerSchema, await admin.get(p.partnerOwed.path()))).data;
    expect(partners.some((r) => r.email === DEMO.partner)).toBe(true);
    expect(partners.some((r) => r.party_user_id === supplierId && r.email === DEMO.supplier)).toBe(false);

    expect((await (await caller(t, DEMO.supplier)).get(p.supplierOwed.path())).status).toBe(403);
    expect((await (await caller(t, DEMO.partner)).get(p.partnerOwed.path())).status).toBe(403);
  });

  test('a payee lists its own payouts with reference, date, amount and lines; another payee does not see them', async () => {
    const t = ctx.app();
    const { line, payout } = await paid(t, 'supplier', 'BANK-LIST-1');
    const supplier = await caller(t, DEMO.supplier);
    const mine = (await answer(PayoutListAnswerSchema, await supplier.get(p.supplierPayouts.path()))).data;
    expect(mine[0]).toEqual({ id: payout.id, party_user_id: line.partyUserId, amount: payout.amount, reference: 'BANK-LIST-1', paid_at: payout.paid_at, lines: 1 });
    const duo = await caller(t, DEMO.duo);
    expect((await answer(PayoutListAnswerSchema, await duo.get(p.supplierPayouts.path()))).data.some((each) => each.id === payout.id)).toBe(false);
    // The partner list holds partner payouts only, even for an administrator.
    const admin = await caller(t, DEMO.admin);
    expect((await answer(PayoutListAnswerSchema, await admin.get(p.partnerPayouts.path()))).data.some((each) => each.id === payout.id)).toBe(false);
    expect((await answer(PayoutListAnswerSchema, await admin.get(p.supplierPayouts.path()))).data.some((each) => each.id === payout.id)).toBe(true);
  });
});
