import { and, eq, inArray } from 'drizzle-orm';
import { DateTime } from 'luxon';
import fc from 'fast-check';
import { AddToCartAnswerSchema, CancelAnswerSchema, ConfirmAnswerSchema, HoldAnswerSchema } from 'shared-contracts/booking';
import { ErrorEnvelopeSchema } from 'shared-contracts/common';
import { PaymentStatus, ReservationStatus } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import { activitySlots } from '../../../db/schema/availability';
import { capacityHolds, carts, payments, reservationHotelItems, reservationPackageItems, reservations, reservationTourItems } from '../../../db/schema/booking';
import { jobs } from '../../../db/schema/jobs';
import { atSeedDay } from '../../../test/catalogue-fixtures';
import { testDatabases } from '../../../test/databases';
import { DEMO, useTestDatabase } from '../../../test/harness';
import { EXPIRE_HOLDS_JOB, EXPIRY_SWEEP_INTERVAL_MS } from '../cart/cart.service';
import { cancel, confirm, cruiseSlot, hold, hotelNight, json, packageSlot, sweeper } from '../testing/fixtures';

/**
 * Random interleavings of the checkout (add, hold, expire, cancel, confirm) across a few carts that compete for
 * small capacities, with the supplier changing the activity's allotment (issue 13 §1) and the hotel night's rooms for
 * sale through the hotel calendar's bulk update (§3) in between, checked against
 * the database after every step: capacity is conserved and never negative, an allotment never falls below what is
 * held and sold,
 * confirmed means paid and paid means confirmed, and every hold is one the durable sweep will end.
 * fast-check prints the seed, the path and the shrunk sequence when a run fails; replay it with `seed` and `path`.
 */

const SEED = 20_261_122;
const RUNS = 25;
const MAX_STEPS = 25;
const HOLD_MINUTES = 15;
const CARTS = 3;
const START = { activity: 3, night: 2, package: 2 } as const;
type Resource = keyof typeof START;
const RESOURCES = Object.keys(START) as Resource[];

type Step =
  | { op: 'add'; cart: number; kind: Resource; qty: number }
  | { op: 'hold'; cart: number }
  | { op: 'cancel'; cart: number }
  | { op: 'confirm'; cart: number }
  /** Past every hold's end, then the sweep job runs. */
  | { op: 'expire' }
  /** Time passes without a sweep: holds may run out unswept (confirm must refuse them, a re-hold replaces them). */
  | { op: 'tick'; minutes: number }
  /** The supplier sets the activity departure's allotment (a bulk change of that one departure). */
  | { op: 'allot'; total: number }
  /** The supplier sets the hotel night's rooms for sale (a bulk update of that one night in the hotel calendar). */
  | { op: 'hotelAllot'; total: number };

const cartIndex = fc.integer({ min: 0, max: CARTS - 1 });
const addArbitrary = fc.record({ op: fc.constant('add' as const), cart: cartIndex, kind: fc.constantFrom<Resource>('activity', 'night', 'package'), qty: fc.integer({ min: 1, max: 2 }) });
const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  { weight: 5, arbitrary: addArbitrary },
  { weight: 4, arbitrary: fc.record({ op: fc.constant('hold' as const), cart: cartIndex }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('cancel' as const), cart: cartIndex }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('confirm' as const), cart: cartIndex }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('expire' as const) }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('tick' as const), minutes: fc.integer({ min: 5, max: 20 }) }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('allot' as const), total: fc.integer({ min: 0, max: 4 }) }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('hotelAllot' as const), total: fc.integer({ min: 0, max: 3 }) }) },
);

const HOLDABLE: number[] = [ReservationStatus.IN_CART, ReservationStatus.HOLD_FAILED, ReservationStatus.CANCEL];

describe.each(testDatabases())('checkout interleavings (property) on $name', (spec) => {
  const ctx = useTestDatabase(spec);

  test('capacity, holds and payments stay consistent under any sequence of add, hold, expire, cancel and confirm', async () => {
    const t = ctx.app();
    const db = t.handle.db;
    const activity = await cruiseSlot(t, 30, START.activity);
    const night = await hotelNight(t, 31, START.night);
    const pkg = await packageSlot(t, 33, START.package);
    const site = activity.site;
    const itemOf = (kind: Resource, qty: number) => (kind === 'activity' ? activity.itemFor(qty) : kind === 'night' ? night.itemFor(qty) : pkg.itemFor(qty));
    const capacityOf = async (): Promise<Record<Resource, number>> => ({ activity: await activity.remaining(), night: await night.allotment(), package: await pkg.remaining() });
    /** How the supplier's allotment changes went over all runs: both answers must have been exercised. */
    const allotments = { accepted: 0, refused: 0 };
    const roomChanges = { accepted: 0, refused: 0 };
    /** The hotel night's rooms for sale in all (the supplier changes it through the hotel calendar). */
    let nightTotal: number = START.night;
    const [departure] = await db.select().from(activitySlots).where(eq(activitySlots.id, activity.slotId));
    /** What each resource sells in all: the departure's current allotment (the supplier changes it), the others' start. */
    const totalsOf = async (): Promise<Record<Resource, number>> => ({
      ...START,
      night: nightTotal,
      activity: (await db.select({ total: activitySlots.allotmentTotal }).from(activitySlots).where(eq(activitySlots.id, activity.slotId)))[0]!.total,
    });

    /** Everything the invariants look at: this run's carts (earlier runs' are deleted), their rows, the capacities. */
    async function snapshot() {
      const cartRows = await db.select().from(carts);
      const cartIds = cartRows.map((c) => c.id);
      const rows = cartIds.length ? await db.select().from(reservations).where(inArray(reservations.cartId, cartIds)) : [];
      const ids = rows.map((r) => r.id);
      const none = ids.length === 0;
      const [tours, stays, pkgs, holdRows, pays] = await Promise.all([
        none ? [] : db.select().from(reservationTourItems).where(inArray(reservationTourItems.reservationId, ids)),
        none ? [] : db.select().from(reservationHotelItems).where(inArray(reservationHotelItems.reservationId, ids)),
        none ? [] : db.select().from(reservationPackageItems).where(inArray(reservationPackageItems.reservationId, ids)),
        none ? [] : db.select().from(capacityHolds).where(inArray(capacityHolds.reservationId, ids)),
        cartIds.length ? db.select().from(payments).where(inArray(payments.cartId, cartIds)) : [],
      ]);
      const [sweeps, capacity, totals] = await Promise.all([
        db.select().from(jobs).where(and(eq(jobs.kind, EXPIRE_HOLDS_JOB), eq(jobs.status, 'pending'))),
        capacityOf(),
        totalsOf(),
      ]);
      /** What a reservation takes of each resource, from its item rows (not from the hold ledger). */
      const seats = (reservationId: number): Record<Resource, number> => {
        const tour = tours.find((x) => x.reservationId === reservationId);
        const p = pkgs.find((x) => x.reservationId === reservationId);
        const rooms = stays
          .filter((s) => s.reservationId === reservationId && s.roomTypeId === night.night.roomTypeId && s.ratePlanId === night.night.ratePlanId)
          .filter((s) => s.checkIn <= night.night.stayDate && night.night.stayDate < s.checkOut)
          .reduce((sum, s) => sum + s.rooms, 0);
        return {
          activity: tour?.slotId === activity.slotId ? tour.persons : 0,
          night: rooms,
          package: p?.slotId === pkg.slotId ? p.adults + p.children : 0,
        };
      };
      const ledger = (h: (typeof holdRows)[number]): Resource | null =>
        h.activitySlotId === activity.slotId ? 'activity' : h.packageSlotId === pkg.slotId ? 'package' : h.roomTypeId === night.night.roomTypeId && h.stayDate === night.night.stayDate ? 'night' : null;
      return { carts: cartRows, rows, holds: holdRows, pays, sweeps, seats, ledger, capacity, totals, now: t.clock.now() };
    }
    type Snapshot = Awaited<ReturnType<typeof snapshot>>;

    function checkInvariants(s: Snapshot, label: string) {
      const problems: string[] = [];
      const held: Record<Resource, number> = { activity: 0, night: 0, package: 0 };
      const sold: Record<Resource, number> = { activity: 0, night: 0, package: 0 };
      const ledgerOpen: Record<Resource, number> = { activity: 0, night: 0, package: 0 };
      for (const r of s.rows) {
        const need = s.seats(r.id);
        const mine = s.holds.filter((h) => h.reservationId === r.id);
        for (const res of RESOURCES) {
          if (r.status === ReservationStatus.HOLD) held[res] += need[res];
          if (r.status === ReservationStatus.CONFIRM) sold[res] += need[res];
          // The ledger agrees with the status: open holds exactly for HOLD, permanent ones exactly for CONFIRM.
          const open = mine.filter((h) => h.releasedAt === null && h.confirmedAt === null && s.ledger(h) === res).reduce((sum, h) => sum + h.quantity, 0);
          const permanent = mine.filter((h) => h.confirmedAt !== null && s.ledger(h) === res).reduce((sum, h) => sum + h.quantity, 0);
          if (open !== (r.status === ReservationStatus.HOLD ? need[res] : 0)) problems.push(`reservation ${r.id} (status ${r.status}) has ${open} open ${res} holds, needs ${need[res]}`);
          if (permanent !== (r.status === ReservationStatus.CONFIRM ? need[res] : 0)) problems.push(`reservation ${r.id} (status ${r.status}) has ${permanent} confirmed ${res} holds`);
        }
        for (const h of mine) {
          const res = s.ledger(h);
          if (res && h.releasedAt === null) ledgerOpen[res] += h.quantity;
        }
        if (r.status === ReservationStatus.HOLD) {
          const expires = r.holdExpiresAt?.getTime();
          if (expires === undefined) problems.push(`HOLD ${r.id} has no hold_expires_at`);
          else {
            if (expires > s.now.getTime() + HOLD_MINUTES * 60_000) problems.push(`HOLD ${r.id} runs past the hold time`);
            // Sweepable: a pending sweep job is due no later than one sweep interval after the hold ends.
            if (!s.sweeps.some((j) => j.runAt.getTime() <= expires + EXPIRY_SWEEP_INTERVAL_MS)) problems.push(`HOLD ${r.id} (ends ${new Date(expires).toISOString()}) has no sweep job due for it`);
          }
        }
        if (r.status === ReservationStatus.CONFIRM) {
          if (!s.pays.some((p) => p.cartId === r.cartId && p.status === PaymentStatus.PAID)) problems.push(`CONFIRM ${r.id} without a PAID payment on its cart`);
          if (!r.bookingNumber) problems.push(`CONFIRM ${r.id} without a booking number`);
        }
      }
      for (const res of RESOURCES) {
        if (s.capacity[res] < 0) problems.push(`${res} capacity is negative: ${s.capacity[res]}`);
        if (s.capacity[res] + held[res] + sold[res] !== s.totals[res]) {
          problems.push(`${res}: capacity ${s.capacity[res]} + held ${held[res]} + confirmed ${sold[res]} ≠ ${s.totals[res]}`);
        }
        if (s.capacity[res] + ledgerOpen[res] !== s.totals[res]) problems.push(`${res}: capacity ${s.capacity[res]} + unreleased holds ${ledgerOpen[res]} ≠ ${s.totals[res]}`);
      }
      for (const p of s.pays.filter((x) => x.status === PaymentStatus.PAID)) {
        // Held with this payment: a hold that was taken by the time the payment was made and still open after it.
        const heldWith = s.rows.filter(
          (r) => r.cartId === p.cartId && s.holds.some((h) => h.reservationId === r.id && h.takenAt <= p.createdAt && (h.releasedAt === null || h.releasedAt > p.createdAt)),
        );
        if (heldWith.length === 0) problems.push(`PAID payment ${p.id} paid for nothing`);
        for (const r of heldWith) if (r.status !== ReservationStatus.CONFIRM) problems.push(`PAID payment ${p.id} but reservation ${r.id} held with it is ${r.status}`);
        const total = s.rows.filter((r) => r.cartId === p.cartId && r.status === ReservationStatus.CONFIRM).reduce((sum, r) => sum + r.priceMinor, 0);
        if (total !== p.amountMinor) problems.push(`PAID payment ${p.id} of ${p.amountMinor} for confirmed reservations worth ${total}`);
      }
      for (const c of s.carts) {
        if (s.pays.filter((p) => p.cartId === c.id && p.status === PaymentStatus.PENDING).length > 1) problems.push(`cart ${c.id} has two PENDING payments`);
      }
      expect({ after: label, problems }).toEqual({ after: label, problems: [] });
    }

    type AfterCheck = ((after: Snapshot) => void) | undefined;

    /** Runs one step and checks its answer against what the database said just before it (and, returned, after it). */
    async function perform(step: Step, refs: (string | undefined)[], before: Snapshot): Promise<AfterCheck> {
      const label = JSON.stringify(step);
      if (step.op === 'expire') {
        t.clock.advance(HOLD_MINUTES * 60_000 + 1);
        await sweeper(t).runUntilIdle();
        return (after) => expect({ after: label, stillHeld: after.rows.filter((r) => r.status === ReservationStatus.HOLD).map((r) => r.id) }).toEqual({ after: label, stillHeld: [] });
      }
      if (step.op === 'tick') {
        t.clock.advance(step.minutes * 60_000);
        return;
      }
      if (step.op === 'allot') {
        // Signed in afresh: the steps move the clock past an access token's life.
        const supplierToken = (await t.login(DEMO.supplier)).token;
        const response = await t.request(api.tourManage.saveAllotment.path({ id: activity.id }), {
          method: 'POST',
          headers: { authorization: `Bearer ${supplierToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            kind: 'bulk',
            option_id: activity.item.option_id,
            start_date: departure!.slotDate,
            end_date: departure!.slotDate,
            weekdays: [DateTime.fromISO(departure!.slotDate).weekday],
            start_times: [departure!.startTime.slice(0, 5)],
            allotment: step.total,
          }),
        });
        // Held and sold seats of the departure just before: the new total may not fall below them.
        const taken = before.totals.activity - before.capacity.activity;
        allotments[response.status === 200 ? 'accepted' : 'refused'] += 1;
        expect({ step: label, status: response.status }).toEqual({ step: label, status: step.total >= taken ? 200 : 409 });
        return (after) => expect({ step: label, total: after.totals.activity }).toEqual({ step: label, total: step.total >= taken ? step.total : before.totals.activity });
      }
      if (step.op === 'hotelAllot') {
        const supplierToken = (await t.login(DEMO.supplier)).token;
        const date = night.night.stayDate;
        const response = await t.request(api.hotelCalendar.updatePrices.path({ hotelId: night.id }), {
          method: 'POST',
          headers: { authorization: `Bearer ${supplierToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            kind: 'bulk',
            start_date: date,
            end_date: date,
            weekdays: [DateTime.fromISO(date).weekday],
            room_type_ids: [night.night.roomTypeId],
            rate_plan_ids: [night.night.ratePlanId],
            changes: { allotment: step.total },
          }),
        });
        // Rooms held and sold just before: the new total may not fall below them.
        const taken = before.totals.night - before.capacity.night;
        roomChanges[response.status === 200 ? 'accepted' : 'refused'] += 1;
        expect({ step: label, status: response.status }).toEqual({ step: label, status: step.total >= taken ? 200 : 409 });
        if (response.status === 200) nightTotal = step.total;
        return (after) => expect({ step: label, total: after.totals.night }).toEqual({ step: label, total: step.total >= taken ? step.total : before.totals.night });
      }
      if (step.op === 'add') {
        const ref = refs[step.cart];
        const response = await t.post(api.booking.addToCart.path({ site_id: site, ...(ref ? { cart_ref: ref } : {}) }), { items: [itemOf(step.kind, step.qty)] });
        // Pricing refuses an item only when its capacity is short right now.
        if (before.capacity[step.kind] < step.qty) {
          expect({ step: label, status: response.status }).toEqual({ step: label, status: 400 });
          return;
        }
        const next = (await json(AddToCartAnswerSchema, response)).data.cart_ref;
        const closed = ref !== undefined && before.carts.find((c) => c.ref === ref)?.confirmedAt != null;
        // A confirmed cart is closed: adding starts a new cart.
        expect({ step: label, sameCart: next === ref }).toEqual({ step: label, sameCart: ref !== undefined && !closed });
        refs[step.cart] = next;
        return;
      }
      // A step on a cart not started yet goes to the next started one, so few steps are wasted.
      const ref = Array.from({ length: CARTS }, (_, k) => refs[(step.cart + k) % CARTS]).find((r) => r !== undefined);
      if (!ref) return;
      const cart = before.carts.find((c) => c.ref === ref)!;
      const mine = before.rows.filter((r) => r.cartId === cart.id);
      const now = before.now.getTime();
      const expired = (r: (typeof mine)[number]) => r.status === ReservationStatus.HOLD && (r.holdExpiresAt?.getTime() ?? 0) <= now;

      if (step.op === 'hold') {
        const response = await hold(t, site, ref);
        const stale = mine.filter(expired);
        const candidates = mine.filter((r) => HOLDABLE.includes(r.status) || expired(r));
        const stillHeld = mine.filter((r) => r.status === ReservationStatus.HOLD && !expired(r));
        if (candidates.length === 0 && stillHeld.length === 0) {
          expect({ step: label, status: response.status }).toEqual({ step: label, status: 409 });
          return;
        }
        const answer = (await json(HoldAnswerSchema, response)).data;
        // All or nothing: the candidates fit in what is left plus what the cart's own run-out holds give back.
        const fits = RESOURCES.every((res) => {
          const need = candidates.reduce((sum, r) => sum + before.seats(r.id)[res], 0);
          const back = stale.reduce((sum, r) => sum + before.seats(r.id)[res], 0);
          return need <= before.capacity[res] + back;
        });
        const expected = fits ? ReservationStatus.HOLD : ReservationStatus.HOLD_FAILED;
        expect({ step: label, status: answer.reservation_status }).toEqual({ step: label, status: expected });
        if (answer.reservation_status === ReservationStatus.HOLD_FAILED) expect(answer.failed_reservation_info?.length).toBeGreaterThan(0);
        return (after) => {
          const rows = after.rows.filter((r) => r.cartId === cart.id);
          const pending = after.pays.filter((p) => p.cartId === cart.id && p.status === PaymentStatus.PENDING);
          if (answer.reservation_status === ReservationStatus.HOLD) {
            // Every reservation held until the same end; one pending payment of the held total, the one answered.
            expect(rows.map((r) => [r.status, r.holdExpiresAt?.getTime()])).toEqual(rows.map(() => [ReservationStatus.HOLD, now + HOLD_MINUTES * 60_000]));
            expect(pending.map((p) => [p.uuid, p.amountMinor])).toEqual([[answer.payment_uuid, rows.reduce((sum, r) => sum + r.priceMinor, 0)]]);
          } else {
            expect(rows.filter((r) => r.status === ReservationStatus.HOLD)).toEqual([]);
            expect(pending).toEqual([]);
          }
        };
      }

      if (step.op === 'cancel') {
        const response = await cancel(t, site, ref);
        if (mine.some((r) => r.status === ReservationStatus.CONFIRM)) {
          expect({ step: label, status: response.status }).toEqual({ step: label, status: 409 });
          return;
        }
        const answer = (await json(CancelAnswerSchema, response)).data;
        expect({ step: label, released: answer.released }).toEqual({ step: label, released: mine.filter((r) => r.status === ReservationStatus.HOLD).length });
        return (after) => {
          expect(after.rows.filter((r) => r.cartId === cart.id).map((r) => r.status)).toEqual(mine.map(() => ReservationStatus.CANCEL));
          expect(after.pays.filter((p) => p.cartId === cart.id && p.status === PaymentStatus.PENDING)).toEqual([]);
        };
      }

      // confirm (no-pay): the service's order of refusals, read off the state before the call.
      const response = await confirm(t, site, ref);
      if (cart.confirmedAt) {
        expect({ step: label, already: (await json(ConfirmAnswerSchema, response)).data.already_confirmed }).toEqual({ step: label, already: true });
      } else if (mine.length === 0) {
        expect({ step: label, code: (await json(ErrorEnvelopeSchema, response, 409)).code }).toEqual({ step: label, code: 'CONFLICT' });
      } else if (mine.some(expired)) {
        expect({ step: label, code: (await json(ErrorEnvelopeSchema, response, 409)).code }).toEqual({ step: label, code: 'HOLD_EXPIRED' });
      } else if (mine.some((r) => r.status !== ReservationStatus.HOLD)) {
        expect({ step: label, code: (await json(ErrorEnvelopeSchema, response, 409)).code }).toEqual({ step: label, code: 'CONFLICT' });
      } else {
        const answer = (await json(ConfirmAnswerSchema, response)).data;
        expect({ step: label, already: answer.already_confirmed, count: answer.reservations.length }).toEqual({ step: label, already: false, count: mine.length });
        return (after) => expect(after.carts.find((c) => c.id === cart.id)?.confirmedAt).toEqual(before.now);
      }
      return undefined;
    }

    const logged = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    try {
      await fc.assert(
        // Every sequence starts with an add, so the steps after it always have a cart to act on.
        fc.asyncProperty(fc.tuple(addArbitrary, fc.array(stepArbitrary, { minLength: 2, maxLength: MAX_STEPS - 1, size: 'max' })), async ([first, rest]) => {
          const steps: Step[] = [first, ...rest];
          // A clean slate per run: no carts (their rows, holds and payments cascade), no job queued, full capacity.
          await db.delete(carts);
          await db.delete(jobs).where(eq(jobs.status, 'pending'));
          await activity.setSeats(START.activity);
          await night.setAllotment(START.night);
          nightTotal = START.night;
          await pkg.setSeats(START.package);
          await atSeedDay(t, 0, '08:00');
          const refs: (string | undefined)[] = Array(CARTS).fill(undefined);
          let before = await snapshot();
          for (const step of steps) {
            const afterCheck = await perform(step, refs, before);
            const after = await snapshot();
            afterCheck?.(after);
            checkInvariants(after, JSON.stringify(step));
            before = after;
          }
        }),
        { seed: SEED, numRuns: RUNS },
      );
    } finally {
      logged.mockRestore();
    }
    expect({ accepted: allotments.accepted > 0, refused: allotments.refused > 0, allotments }).toMatchObject({ accepted: true, refused: true });
    expect({ accepted: roomChanges.accepted > 0, refused: roomChanges.refused > 0, roomChanges }).toMatchObject({ accepted: true, refused: true });
  }, 300_000);
});
