import { eq } from 'drizzle-orm';
import { PaymentMethod } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import { type ReportFigures, AffiliateReportsAnswerSchema, ReportAnswerSchema } from 'shared-contracts/reports';
import { payments, reservations } from '../../../db/schema/booking';
import { testDatabases } from '../../../test/databases';
import { DEMO, type TestApp, useTestDatabase } from '../../../test/harness';
import { answer, caller } from '../../core/tour-manage/__tests__/fixtures';
import { addToCart, confirm, cruiseSlot, hold, stateOf } from '../testing/fixtures';

const p = api.reports;
const FIGURES: (keyof ReportFigures)[] = ['sales_minor', 'bookings', 'cancellations', 'refunded_minor', 'commission_minor'];

describe.each(testDatabases())('the per-affiliate report on $name', (spec) => {
  const ctx = useTestDatabase(spec);

  async function booked(t: TestApp, count: number) {
    const cruise = await cruiseSlot(t, 9, 20);
    const cartRef = await addToCart(t, cruise.site, [cruise.itemFor(count)]);
    expect((await hold(t, cruise.site, cartRef)).status).toBe(200);
    expect((await confirm(t, cruise.site, cartRef)).status).toBe(200);
    return { ...(await stateOf(t, cartRef)).rows[0]!, siteId: cruise.site };
  }

  test('one report per site and sales channel: a terminal sale apart from the online ones, summing to the partner report', async () => {
    const t = ctx.app();
    const online = await booked(t, 1);
    const terminal = await booked(t, 2);
    // The second booking's cart was paid at a card terminal (the channel the reservations table shows).
    const [row] = await t.handle.db.select({ cartId: reservations.cartId }).from(reservations).where(eq(reservations.id, terminal.id));
    await t.handle.db.update(payments).set({ method: PaymentMethod.STRIPE_TERMINAL }).where(eq(payments.cartId, row!.cartId));
    const currency = online.currency;

    const partner = await caller(t, DEMO.partner);
    const affiliates = (await answer(AffiliateReportsAnswerSchema, await partner.get(`${p.partnerAffiliate.path()}?currency=${currency}`))).data;
    expect(affiliates.map((a) => [a.site_id, a.channel, a.totals.bookings, a.totals.sales_minor])).toEqual([
      [online.siteId, 'online', 1, online.priceMinor],
      [terminal.siteId, 'terminal', 1, terminal.priceMinor],
    ]);
    const whole = (await answer(ReportAnswerSchema, await partner.get(`${p.partner.path()}?currency=${currency}`))).data;
    for (const key of FIGURES) expect(affiliates.reduce((s, a) => s + a.totals[key], 0)).toBe(whole.totals[key]);

    // Another partner does not see these sites' figures.
    const duo = await caller(t, DEMO.duo);
    const theirs = (await answer(AffiliateReportsAnswerSchema, await duo.get(`${p.partnerAffiliate.path()}?currency=${currency}`))).data;
    expect(theirs.some((a) => a.site_id === online.siteId)).toBe(false);
  });
});
