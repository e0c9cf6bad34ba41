import { and, asc, eq, gt, like, max } from 'drizzle-orm';
import { HoldAnswerSchema } from 'shared-contracts/booking';
import { Policy, ReservationStatus } from 'shared-contracts/enums';
import { ResendConfirmationAnswerSchema } from 'shared-contracts/panel-reservation-actions';
import { api } from 'shared-contracts/paths';
import { createBackground } from '../../../background';
import { reservations } from '../../../db/schema/booking';
import { userPolicies, users } from '../../../db/schema/core';
import { mailOutbox } from '../../../db/schema/mail';
import { oneTestDatabase } from '../../../test/databases';
import { DEMO, type TestApp, useTestDatabase } from '../../../test/harness';
import { addToCart, confirm, cruiseSlot, hold, json, ORDER } from '../../booking/testing/fixtures';
import { createOutboxMailer } from '../../system/mail/mail.service';
import { answer, caller, failure } from '../tour-manage/__tests__/fixtures';

const path = api.panelReservationActions.resendConfirmation.path();
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe.each(oneTestDatabase())('re-sending a confirmation on $name', (spec) => {
  const ctx = useTestDatabase(spec);

  /** Kari's 2 cruise seats (confirmed) and Per's seat (held) on the partner's demo site; the cruise is supplier@'s. */
  async function booked(t: TestApp) {
    const cruise = await cruiseSlot(t, 6, 10);
    const book = async (order: object, done: boolean) => {
      const ref = await addToCart(t, cruise.site, [cruise.itemFor(done ? 2 : 1)]);
      expect((await json(HoldAnswerSchema, await hold(t, cruise.site, ref, {}, { order }))).data.reservation_status).toBe(ReservationStatus.HOLD);
      if (done) expect((await confirm(t, cruise.site, ref)).status).toBe(200);
    };
    await book(ORDER, true);
    await book({ ...ORDER, first_name: 'Per', last_name: 'Persen', email: 'per@example.test' }, false);
    const rows = await t.handle.db.select().from(reservations).where(eq(reservations.serviceId, cruise.id));
    since = (await t.handle.db.select({ last: max(mailOutbox.id) }).from(mailOutbox))[0]?.last ?? 0;
    return { kari: rows.find((r) => r.status === ReservationStatus.CONFIRM)!, per: rows.find((r) => r.status === ReservationStatus.HOLD)! };
  }

  /** Runs the queued jobs; answers this test's re-sent mails (the outbox outlives a test; re-sends' keys carry `:resend:`). */
  let since = 0;
  async function resentMails(t: TestApp) {
    const background = createBackground({ db: t.handle.db, clock: t.clock, mailer: createOutboxMailer(t.handle.db, t.clock, silent), worker: { log: silent } });
    await background.worker.runUntilIdle();
    return t.handle.db
      .select()
      .from(mailOutbox)
      .where(and(like(mailOutbox.dedupeKey, '%:resend:%'), gt(mailOutbox.id, since)))
      .orderBy(asc(mailOutbox.id));
  }

  test('the supplier re-sends to the payer and itself: both mails land in the outbox, again on a second re-send', async () => {
    const t = ctx.app();
    const { kari } = await booked(t);
    const supplier = await caller(t, DEMO.supplier);

    const sent = await answer(ResendConfirmationAnswerSchema, await supplier.post(path, { reservation_id: kari.id, recipients: ['payer', 'supplier'] }));
    expect(sent.data).toEqual({ reservation_id: kari.id, queued: ['payer', 'supplier'] });
    const first = await resentMails(t);
    expect(first.map((m) => m.toAddress).sort()).toEqual([ORDER.email, DEMO.supplier].sort());
    for (const mail of first) expect(mail.body).toContain(kari.bookingNumber!);

    // Only the payer this time; a re-send is never folded into an earlier one.
    await answer(ResendConfirmationAnswerSchema, await supplier.post(path, { reservation_id: kari.id, recipients: ['payer'] }));
    const second = await resentMails(t);
    expect(second.map((m) => m.toAddress).sort()).toEqual([ORDER.email, ORDER.email, DEMO.supplier].sort());
  });

  test('a partner needs PARTNER_SEND_BOOKING_CONFIRM_MAIL; with it, the partner recipient is the site owner', async () => {
    const t = ctx.app();
    const { kari } = await booked(t);
    const [partner] = await t.handle.db.select().from(users).where(eq(users.email, DEMO.partner));
    const policy = and(eq(userPolicies.userId, partner!.id), eq(userPolicies.policy, Policy.PARTNER_SEND_BOOKING_CONFIRM_MAIL));
    await t.handle.db.delete(userPolicies).where(policy);

    const without = await caller(t, DEMO.partner);
    expect(await failure(await without.post(path, { reservation_id: kari.id, recipients: ['payer'] }))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(await resentMails(t)).toEqual([]);

    await t.handle.db.insert(userPolicies).values({ userId: partner!.id, policy: Policy.PARTNER_SEND_BOOKING_CONFIRM_MAIL });
    const granted = await caller(t, DEMO.partner);
    await answer(ResendConfirmationAnswerSchema, await granted.post(path, { reservation_id: kari.id, recipients: ['partner'] }));
    const mails = await resentMails(t);
    expect(mails.map((m) => m.toAddress)).toEqual([DEMO.partner]);
    expect(mails[0]!.body).toContain(kari.bookingNumber!);
  });

  test('refusals: another supplier’s booking is 404, a held booking is 409, a bad body is 400; nothing is sent', async () => {
    const t = ctx.app();
    const { kari, per } = await booked(t);
    const duo = await caller(t, DEMO.duo);
    expect(await failure(await duo.post(path, { reservation_id: kari.id, recipients: ['payer'] }))).toMatchObject({ status: 404 });

    const supplier = await caller(t, DEMO.supplier);
    const held = await failure(await supplier.post(path, { reservation_id: per.id, recipients: ['payer'] }));
    expect(held).toMatchObject({ status: 409, message: 'Only a confirmed booking has a confirmation to send.' });
    expect(await failure(await supplier.post(path, { reservation_id: kari.id, recipients: [] }))).toMatchObject({ status: 400, paths: ['recipients'] });
    expect(await failure(await supplier.post(path, { reservation_id: kari.id, recipients: ['guest'] }))).toMatchObject({ status: 400 });
    expect(await resentMails(t)).toEqual([]);

    const admin = await caller(t, DEMO.admin);
    await answer(ResendConfirmationAnswerSchema, await admin.post(path, { reservation_id: kari.id, recipients: ['supplier'] }));
    expect((await resentMails(t)).map((m) => m.toAddress)).toEqual([DEMO.supplier]);
  });
});
