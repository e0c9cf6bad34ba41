import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { CheckInAnswerSchema, GuestListAnswerSchema } from 'shared-contracts/activity-calendar';
import { HoldAnswerSchema } from 'shared-contracts/booking';
import { Policy, ReservationStatus } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import { activitySlots } from '../../../db/schema/availability';
import { carts, reservations } from '../../../db/schema/booking';
import { userPolicies, users } from '../../../db/schema/core';
import { oneTestDatabase } from '../../../test/databases';
import { DEMO, type TestApp, useTestDatabase } from '../../../test/harness';
import { addToCart, confirm, cruiseSlot, hold, json, ORDER } from '../../booking/testing/fixtures';
import { answer, caller, failure } from '../tour-manage/__tests__/fixtures';
import { voucherQr } from './voucher.pdf';

const voucherPath = (id: number) => api.panelReservationActions.voucher.path({ id });
const checkInPath = (id: number) => api.activityCalendar.updateCheckIn.path({ id });

/** The text a PDF shows: pdfkit writes each run as hex strings in TJ arrays (the voucher is uncompressed). */
function pdfText(pdf: Buffer): string {
  const runs = [...pdf.toString('latin1').matchAll(/\[([^\]]*)\] TJ/g)].map(([, body]) =>
    [...body!.matchAll(/<([0-9a-fA-F]*)>/g)].map(([, hex]) => Buffer.from(hex!, 'hex').toString('latin1')).join(''),
  );
  return runs.join('\n');
}

/** The filled squares a PDF draws: the voucher draws nothing else with `re`, so these are the QR code's dark modules. */
const squaresIn = (pdf: Buffer) => [...pdf.toString('latin1').matchAll(/ re\n/g)].length;

describe.each(oneTestDatabase())('booking vouchers on $name', (spec) => {
  const ctx = useTestDatabase(spec);

  /** Kari's 2 cruise seats and Ola's 1 (both confirmed), and Per's seat (held); the cruise is supplier@'s on the partner's demo site. */
  async function booked(t: TestApp, days: number) {
    const cruise = await cruiseSlot(t, days, 10);
    const book = async (order: typeof ORDER, seats: number, done: boolean) => {
      const ref = await addToCart(t, cruise.site, [cruise.itemFor(seats)]);
      expect((await json(HoldAnswerSchema, await hold(t, cruise.site, ref, {}, { order }))).data.reservation_status).toBe(ReservationStatus.HOLD);
      if (done) expect((await confirm(t, cruise.site, ref)).status).toBe(200);
      const [row] = await t.handle.db
        .select({ reservation: reservations })
        .from(reservations)
        .innerJoin(carts, eq(carts.id, reservations.cartId))
        .where(and(eq(reservations.serviceId, cruise.id), eq(carts.ref, ref)));
      return row!.reservation;
    };
    const kari = await book(ORDER, 2, true);
    const ola = await book({ ...ORDER, first_name: 'Ola', last_name: 'Hansen', email: 'ola@example.test' }, 1, true);
    const per = await book({ ...ORDER, first_name: 'Per', last_name: 'Persen', email: 'per@example.test' }, 1, false);
    const [slot] = await t.handle.db.select().from(activitySlots).where(eq(activitySlots.id, cruise.slotId));
    return { cruise, slot: slot!, kari, ola, per };
  }

  test('the supplier and an administrator download a PDF voucher naming the booking, with its QR code and code printed', async () => {
    const t = ctx.app();
    const { kari, slot } = await booked(t, 11);
    expect(kari.status).toBe(ReservationStatus.CONFIRM);
    const [supplier] = await t.handle.db.select().from(users).where(eq(users.email, DEMO.supplier));

    for (const who of [DEMO.supplier, DEMO.admin]) {
      const response = await (await caller(t, who)).get(voucherPath(kari.id));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="voucher-${kari.bookingNumber}.pdf"`);
      const pdf = Buffer.from(await response.arrayBuffer());
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfText(pdf);
      expect(text).toContain('Booking voucher');
      expect(text).toContain(`Booking number: ${kari.bookingNumber}`);
      expect(text).toContain('Service: Oslo Fjord Sightseeing Cruise');
      expect(text).toContain(`Date: ${slot.slotDate}`);
      expect(text).toContain(`Time: ${slot.startTime.slice(0, 5)} (Europe/Oslo)`);
      expect(text).toContain('Guests: 2');
      expect(text).toContain(`Booked by: Kari Nordmann <${ORDER.email}>`);
      expect(text).toContain(`Supplier: ${supplier!.name}`);
      // The code under the QR code is the voucher code (the reservation's uuid), and the QR drawn is that code's.
      expect(text).toContain(kari.ref);
      const qr = voucherQr(kari.ref);
      expect(squaresIn(pdf)).toBe(qr.modules.data.reduce((dark, bit) => dark + bit, 0));
    }
    // In the caller's language.
    const norwegian = await (await caller(t, DEMO.supplier)).get(voucherPath(kari.id), { 'APP-LOCALE': 'no' });
    expect(pdfText(Buffer.from(await norwegian.arrayBuffer()))).toContain(`Bestillingsnummer: ${kari.bookingNumber}`);
  });

  test('the QR code carries exactly the voucher code, and two bookings get different codes', async () => {
    const t = ctx.app();
    const { kari, ola } = await booked(t, 12);
    const decoded = (ref: string) => voucherQr(ref).segments.map((s) => (typeof s.data === 'string' ? s.data : Buffer.from(s.data).toString('utf8'))).join('');
    expect(decoded(kari.ref)).toBe(kari.ref);
    expect(decoded(ola.ref)).toBe(ola.ref);
    expect(kari.ref).not.toBe(ola.ref);
    expect(voucherQr(kari.ref).modules.data).not.toEqual(voucherQr(ola.ref).modules.data);
  });

  test('refusals: another supplier’s booking and an unknown id are 404, a held booking 409, a partner without the policy 403', async () => {
    const t = ctx.app();
    const { kari, per } = await booked(t, 13);
    const duo = await caller(t, DEMO.duo);
    const stranger = await failure(await duo.get(voucherPath(kari.id)));
    expect(stranger).toMatchObject({ status: 404 });
    const supplier = await caller(t, DEMO.supplier);
    expect(await failure(await supplier.get(voucherPath(2_000_000_000)))).toEqual(stranger);
    expect(await failure(await supplier.get(voucherPath(per.id)))).toMatchObject({ status: 409, message: 'Only a confirmed booking has a voucher.' });
    expect((await failure(await supplier.get('/booking/v1/notification/booking/confirm/x'))).status).toBe(400);

    // The partner runs the demo site: it sees the booking, and prints its voucher only with the confirmation-mail policy.
    const [partner] = await t.handle.db.select().from(users).where(eq(users.email, DEMO.partner));
    await t.handle.db.delete(userPolicies).where(and(eq(userPolicies.userId, partner!.id), eq(userPolicies.policy, Policy.PARTNER_SEND_BOOKING_CONFIRM_MAIL)));
    expect(await failure(await (await caller(t, DEMO.partner)).get(voucherPath(kari.id)))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    await t.handle.db.insert(userPolicies).values({ userId: partner!.id, policy: Policy.PARTNER_SEND_BOOKING_CONFIRM_MAIL });
    expect((await (await caller(t, DEMO.partner)).get(voucherPath(kari.id))).status).toBe(200);
  });

  test('check-in by voucher: the first scan checks the guest in, a second answers 409; the calendar’s form still works', async () => {
    const t = ctx.app();
    const { cruise, slot, kari } = await booked(t, 14);
    const supplier = await caller(t, DEMO.supplier);

    const scanned = await answer(CheckInAnswerSchema, await supplier.post(checkInPath(kari.id), { voucher_code: kari.ref }));
    expect(scanned.data).toEqual({ reservation_id: kari.id, checked_in: true, checked_in_at: t.clock.now().toISOString() });
    const list = await answer(GuestListAnswerSchema, await supplier.post(api.activityCalendar.guestList.path({ tourId: cruise.id }), { date: slot.slotDate, slot_id: slot.id }));
    expect(list.data.guests.find((g) => g.reservation_id === kari.id)?.checked_in).toBe(true);

    expect(await failure(await supplier.post(checkInPath(kari.id), { voucher_code: kari.ref }))).toMatchObject({
      status: 409,
      message: 'This voucher has already been checked in.',
    });
    // The calendar's own form takes the check-in back; then the voucher scans again.
    const undone = await answer(CheckInAnswerSchema, await supplier.post(api.activityCalendar.updateCheckIn.path({ id: kari.id }, { checkin_status: 0 })));
    expect(undone.data.checked_in).toBe(false);
    expect((await answer(CheckInAnswerSchema, await supplier.post(checkInPath(kari.id), { voucher_code: kari.ref }))).data.checked_in).toBe(true);
  });

  test('a scan alone checks in: the code in the path (no reservation id), only for the booking’s own supplier', async () => {
    const t = ctx.app();
    const { kari, ola } = await booked(t, 17);
    const byCode = (code: string) => api.activityCalendar.updateCheckIn.path({ id: code });
    // Another supplier, and a path code that is not the body's, answer as an unknown code does.
    const unknown = await failure(await (await caller(t, DEMO.supplier)).post(byCode(randomUUID()), { voucher_code: randomUUID() }));
    expect(unknown).toMatchObject({ status: 404 });
    expect(await failure(await (await caller(t, DEMO.duo)).post(byCode(kari.ref), { voucher_code: kari.ref }))).toEqual(unknown);
    const supplier = await caller(t, DEMO.supplier);
    expect(await failure(await supplier.post(byCode(ola.ref), { voucher_code: kari.ref }))).toEqual(unknown);
    const scanned = await answer(CheckInAnswerSchema, await supplier.post(byCode(kari.ref.toUpperCase()), { voucher_code: kari.ref }));
    expect(scanned.data).toEqual({ reservation_id: kari.id, checked_in: true, checked_in_at: t.clock.now().toISOString() });
    expect(await failure(await supplier.post(byCode(kari.ref), { voucher_code: kari.ref }))).toMatchObject({ status: 409 });
    // The calendar's form still wants a reservation id.
    expect((await failure(await supplier.post(api.activityCalendar.updateCheckIn.path({ id: kari.ref }, { checkin_status: 1 })))).status).toBe(400);
  });

  test('two scans of one voucher at the same moment: one checks the guest in, the other answers 409', async () => {
    const t = ctx.app();
    const { ola } = await booked(t, 16);
    const [a, b] = [await caller(t, DEMO.supplier), await caller(t, DEMO.admin)];
    const statuses = await Promise.all([a, b].map(async (who) => (await who.post(checkInPath(ola.id), { voucher_code: ola.ref })).status));
    expect(statuses.sort()).toEqual([200, 409]);
  });

  test('check-in by voucher refuses a wrong code, another booking’s code and another supplier with 404, a held booking with 409', async () => {
    const t = ctx.app();
    const { kari, ola, per } = await booked(t, 15);
    const supplier = await caller(t, DEMO.supplier);
    const unknown = await failure(await supplier.post(checkInPath(kari.id), { voucher_code: randomUUID() }));
    expect(unknown).toMatchObject({ status: 404 });
    expect(await failure(await supplier.post(checkInPath(kari.id), { voucher_code: ola.ref }))).toEqual(unknown);
    expect(await failure(await (await caller(t, DEMO.duo)).post(checkInPath(kari.id), { voucher_code: kari.ref }))).toMatchObject({ status: 404 });
    expect(await failure(await supplier.post(checkInPath(per.id), { voucher_code: per.ref }))).toMatchObject({ status: 409, message: 'Only a confirmed booking can be checked in.' });
    expect(await failure(await supplier.post(checkInPath(kari.id), { voucher_code: 'WH-12345678' }))).toMatchObject({ status: 400, paths: ['voucher_code'] });
    // None of those checked Kari in: her own code still does.
    expect((await answer(CheckInAnswerSchema, await supplier.post(checkInPath(kari.id), { voucher_code: kari.ref }))).data.checked_in).toBe(true);
  });
});
