import { and, desc, eq, inArray, like } from 'drizzle-orm';
import fc from 'fast-check';
import { CreatePaymentIntentAnswerSchema, HoldAnswerSchema, PaymentIntentAnswerSchema } from 'shared-contracts/booking';
import { CustomerSessionAnswerSchema } from 'shared-contracts/customer';
import { apportion, DEFAULT_PLATFORM_COMMISSION_BP } from 'shared-contracts/earnings-rules';
import { MerchantOfRecordType, PaymentMethod, ReservationStatus } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import { createBackground } from '../../../background';
import { cancellations, earningsLines, reservations } from '../../../db/schema/booking';
import { cancellationTiers } from '../../../db/schema/catalogue';
import { mailOutbox } from '../../../db/schema/mail';
import { testDatabases } from '../../../test/databases';
import { type TestApp, useTestDatabase } from '../../../test/harness';
import { CUSTOMER_LOGIN_MAIL_JOB } from '../../customer/auth/customer-auth.service';
import { TEST_CARDS } from '../../payments/simulated-provider';
import { addToCart, confirm, cruiseSlot, demoSite, hold, json, NOPAY, ORDER, stateOf } from '../testing/fixtures';

/**
 * The reconciliation property of issue 14 §3: under random sequences of bookings (by card or pay later), guest
 * cancellations at any refund percentage (full, partial, none) and replayed cancellations, all through the real
 * checkout and cancellation calls, every reservation's earnings lines sum to what was paid less refunds, each party
 * holds its pro rata share of it, and over all reservations supplier + partner = paid − refunds − platform commission.
 */

const SEED = 20_261_128;
const RUNS = 6;
const MAX_STEPS = 7;
const STOREFRONT = 'http://demo.localhost:8080';
const CARD_SITE = { type: MerchantOfRecordType.GOTO_HUB, payment_method: [PaymentMethod.STRIPE, PaymentMethod.STRIPE_TERMINAL] };

type Step =
  | { op: 'book'; card: boolean; seats: number }
  /** The guest cancels their `pick`-th booking (modulo) under a policy refunding `percent`. */
  | { op: 'cancel'; pick: number; percent: number }
  /** The guest sends the same cancellation again. */
  | { op: 'replay'; pick: number };

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ op: fc.constant('book' as const), card: fc.boolean(), seats: fc.integer({ min: 1, max: 3 }) }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('cancel' as const), pick: fc.nat(), percent: fc.constantFrom(0, 25, 50, 70, 100) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('replay' as const), pick: fc.nat() }) },
);

describe.each(testDatabases())('earnings reconciliation (property) on $name', (spec) => {
  const ctx = useTestDatabase(spec);

  test('lines sum to paid − refunded per reservation, pro rata per party, and supplier + partner = paid − refunds − commission', async () => {
    const t = ctx.app();
    const db = t.handle.db;
    const cruise = await cruiseSlot(t, 20, 500);
    const email = `earnings-${Date.now()}@example.test`;
    /** Opened at the first cancellation: a login link is only sent to an e-mail that has bookings. */
    let session: Record<string, string> | undefined;

    async function book(card: boolean, seats: number) {
      await demoSite(t, card ? CARD_SITE : NOPAY);
      const cartRef = await addToCart(t, cruise.site, [cruise.itemFor(seats)]);
      const order = { ...ORDER, email };
      if (card) {
        const intent = (await json(CreatePaymentIntentAnswerSchema, await t.post(api.booking.createPaymentIntent.path({ cartRef }, { site_id: cruise.site }), { order }))).data;
        const held = await hold(t, cruise.site, cartRef, {}, { order, stripe_payment_intent_id: intent.stripe_payment_intent.id, stripe_secret: intent.stripe_secret });
        expect((await json(HoldAnswerSchema, held)).data.reservation_status).toBe(ReservationStatus.HOLD);
        const paid = await t.post(api.booking.simulatedConfirmCard.path({ intentId: intent.stripe_payment_intent.id }), {
          client_secret: intent.stripe_secret,
          card: { number: TEST_CARDS.succeeds, exp_month: 12, exp_year: 2040, cvc: '123' },
        });
        expect((await json(PaymentIntentAnswerSchema, paid)).data.payment_intent.status).toBe('succeeded');
      } else {
        expect((await hold(t, cruise.site, cartRef, {}, { order })).status).toBe(200);
        expect((await confirm(t, cruise.site, cartRef)).status).toBe(200);
      }
      const row = (await stateOf(t, cartRef)).rows[0]!;
      expect(row.status).toBe(ReservationStatus.CONFIRM);
      return { id: row.id, ref: row.ref, card };
    }

    async function cancel(ref: string, percent?: number) {
      if (percent !== undefined) {
        await db.delete(cancellationTiers).where(eq(cancellationTiers.serviceId, cruise.id));
        await db.insert(cancellationTiers).values({ serviceId: cruise.id, hours: 1, refundPercentage: percent });
      }
      session ??= await sessionOf(t, email);
      const response = await t.post(api.customer.cancel.path({ id: ref }), { reason: 'Plans changed' }, session);
      // A first cancellation answers 200; a repeat answers the cancellation as it stands, or 409 once cancelled.
      expect([200, 409]).toContain(response.status);
    }

    /** What was paid (or, pay later, is owed) less what went back, from the bookings' own rows, not from the ledger. */
    async function check(booked: { id: number; card: boolean }[]) {
      if (booked.length === 0) return;
      const ids = booked.map((b) => b.id);
      const [rows, cancelled, lines] = await Promise.all([
        db.select().from(reservations).where(inArray(reservations.id, ids)),
        db.select().from(cancellations).where(inArray(cancellations.reservationId, ids)),
        db.select().from(earningsLines).where(inArray(earningsLines.reservationId, ids)),
      ]);
      let paidLessRefunds = 0;
      let platformTotal = 0;
      let payeesTotal = 0;
      for (const b of booked) {
        const r = rows.find((x) => x.id === b.id)!;
        const c = cancelled.find((x) => x.reservationId === b.id);
        const paid = b.card || r.status !== ReservationStatus.CANCEL ? r.priceMinor : 0;
        const refunded = c?.refundStatus === 'succeeded' ? c.refundAmountMinor : 0;
        const kept = paid - refunded;
        paidLessRefunds += kept;
        const mine = lines.filter((l) => l.reservationId === b.id);
        const sum = (party: string, kind?: string) => mine.filter((l) => l.party === party && (!kind || l.kind === kind)).reduce((s, l) => s + l.amountMinor, 0);
        const sale = ['supplier', 'partner', 'platform'].map((party) => sum(party, 'sale'));
        expect({ reservation: b.id, sale: sale.reduce((a, x) => a + x, 0) }).toEqual({ reservation: b.id, sale: r.priceMinor });
        // Each party holds exactly its largest-remainder share of what was kept.
        const held = ['supplier', 'partner', 'platform'].map((party) => sum(party));
        expect({ reservation: b.id, held }).toEqual({ reservation: b.id, held: apportion(kept, sale) });
        // The platform's share is its commission of what was kept, to within the rounding of the split.
        expect(Math.abs(held[2]! - (kept * DEFAULT_PLATFORM_COMMISSION_BP) / 10_000)).toBeLessThanOrEqual(2);
        platformTotal += held[2]!;
        payeesTotal += held[0]! + held[1]!;
      }
      expect(payeesTotal).toBe(paidLessRefunds - platformTotal);
    }

    const counts = { partial: 0, full: 0, none: 0, later: 0 };
    await fc.assert(
      fc.asyncProperty(fc.array(stepArbitrary, { minLength: 1, maxLength: MAX_STEPS }), async (steps) => {
        const booked: { id: number; ref: string; card: boolean }[] = [];
        for (const step of steps) {
          if (step.op === 'book') booked.push(await book(step.card, step.seats));
          else if (booked.length > 0) {
            const b = booked[step.pick % booked.length]!;
            await cancel(b.ref, step.op === 'cancel' ? step.percent : undefined);
            if (step.op === 'cancel') {
              if (!b.card) counts.later += 1;
              else if (step.percent === 100) counts.full += 1;
              else if (step.percent === 0) counts.none += 1;
              else counts.partial += 1;
            }
          }
          await check(booked);
        }
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    // The runs really exercised partial refunds and pay-later cancellations.
    expect(counts.partial).toBeGreaterThan(0);
    expect(counts.later).toBeGreaterThan(0);
  }, 120_000);

  /** A customer session opened with the real e-mailed login link, on the demo site's host. */
  async function sessionOf(t: TestApp, email: string): Promise<Record<string, string>> {
    const host = new URL(STOREFRONT).host;
    const requested = await t.post(api.customer.login.path(), { email }, { origin: STOREFRONT, host, 'x-forwarded-for': '203.0.113.77' });
    expect(requested.status).toBe(200);
    await createBackground({ db: t.handle.db, clock: t.clock, payments: t.payments, worker: { log: { error: () => undefined, warn: () => undefined } } }).worker.runUntilIdle();
    const [mail] = await t.handle.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), like(mailOutbox.dedupeKey, `${CUSTOMER_LOGIN_MAIL_JOB}:%`)))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    const token = mail?.body.match(/token=([A-Za-z0-9_-]+)/)?.[1];
    const opened = (await json(CustomerSessionAnswerSchema, await t.post(api.customer.loginToken.path(), { token }, { origin: STOREFRONT, host }))).data;
    return { host, authorization: `Bearer ${opened.customer_token}` };
  }
});
