import { and, asc, eq, gte, like } from 'drizzle-orm';
import { AddToCartAnswerSchema, ConfirmAnswerSchema, HoldAnswerSchema } from 'shared-contracts/booking';
import { HotelListingAnswerSchema, TourFullAnswerSchema } from 'shared-contracts/catalogue';
import { MerchantOfRecordType, PaymentMethod, PaymentStatus } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import * as v from 'valibot';
import { createBackground } from '../../../background';
import { activitySlots, hotelCalendar } from '../../../db/schema/availability';
import { orders, payments } from '../../../db/schema/booking';
import { partnerSites, users } from '../../../db/schema/core';
import { mailOutbox } from '../../../db/schema/mail';
import { loadEnv } from '../../../env';
import { atSeedDay, serviceId, siteId } from '../../../test/catalogue-fixtures';
import { oneTestDatabase } from '../../../test/databases';
import { type TestApp, useTestDatabase } from '../../../test/harness';
import { createCatalogueService } from '../../core/catalogue/catalogue.service';
import { createUsersService } from '../../core/users/users.service';
import { createMailer, createOutboxMailer, type Mailer } from '../../system/mail/mail.service';
import { startSmtpServer } from '../../system/mail/smtp-test-server';
import { formatMoney } from './booking-confirmed-mail';
import { BOOKING_CONFIRMED_MAIL_JOB, createBookingMailHandlers, payerMailKey, supplierMailKey } from './notifications.service';

const ORDER = { first_name: 'Kari', last_name: 'Nordmann', email: 'kari@example.test', country: 'NO', area_code: '+47', phone: '41234567' };
const NOPAY = { type: MerchantOfRecordType.NOPAY, payment_method: [PaymentMethod.NOPAY] };
const silent = { info: () => undefined };
const JOB = { id: 1, kind: BOOKING_CONFIRMED_MAIL_JOB, attempt: 1, maxAttempts: 5 };
/** Intl separates groups with no-break spaces; the assertions compare with plain ones. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe.each(oneTestDatabase())('booking confirmation e-mails on $name', (spec) => {
  const ctx = useTestDatabase(spec);
  const warnings: string[] = [];
  const log = { warn: (message: string) => void warnings.push(message) };

  beforeEach(() => {
    warnings.length = 0;
  });

  async function json<T extends v.GenericSchema>(schema: T, response: Response): Promise<v.InferOutput<T>> {
    const text = await response.text();
    expect({ status: response.status, text }).toMatchObject({ status: 200 });
    return v.parse(schema, JSON.parse(text));
  }

  /** The first departure of `slug` on or after the seed day + `days`, with room for everyone: 2 adults and a child. */
  async function tourItem(t: TestApp, site: number, slug: string, days: number) {
    const id = await serviceId(t, slug);
    const full = v.parse(TourFullAnswerSchema, await (await t.request(api.catalogue.tourFull.path({ id }, { site_id: site }))).json()).data;
    const option = full.options[0]!.id;
    const ticket = (type: string) => full.tickets.find((tk) => tk.pricing_type === type)!.id;
    const from = (await atSeedDay(t, 0, '08:00')).plus({ days }).toISODate()!;
    const [slot] = await t.handle.db
      .select()
      .from(activitySlots)
      .where(and(eq(activitySlots.serviceId, id), eq(activitySlots.optionId, option), gte(activitySlots.slotDate, from)))
      .orderBy(asc(activitySlots.slotDate), asc(activitySlots.startTime))
      .limit(1);
    await t.handle.db.update(activitySlots).set({ allotmentTotal: 20, remaining: 20, status: 1 }).where(eq(activitySlots.id, slot!.id));
    return {
      service_type: 'activities' as const,
      serviceable_id: id,
      option_id: option,
      date: slot!.slotDate,
      slot_id: slot!.id,
      tickets: [
        { ticket_id: ticket('Adult'), count: 2 },
        { ticket_id: ticket('Child'), count: 1 },
      ],
    };
  }

  /** One night at the harbour hotel (standard room, base plan) for two adults, `days` after the seed day; room name in `locale`. */
  async function hotelItem(t: TestApp, site: number, days: number, locale: string) {
    const id = await serviceId(t, 'oslo-harbour-hotel');
    const listing = v.parse(
      HotelListingAnswerSchema,
      await (await t.request(api.catalogue.hotelListing.path({ id }, { site_id: site }), { headers: { 'APP-LOCALE': locale } })).json(),
    ).data;
    const standard = listing.room_types[0]!;
    const plan = standard.rate_plans.find((p) => p.parent_rate_plan_id === null)!;
    const day = await atSeedDay(t, 0, '08:00');
    const checkIn = day.plus({ days }).toISODate()!;
    const checkOut = day.plus({ days: days + 1 }).toISODate()!;
    const where = (date: string) => and(eq(hotelCalendar.roomTypeId, standard.id), eq(hotelCalendar.ratePlanId, plan.id), eq(hotelCalendar.stayDate, date));
    await t.handle.db.update(hotelCalendar).set({ allotment: 5, minStay: 1, maxStay: null, noCheckIn: false, cutOffTime: null }).where(where(checkIn));
    await t.handle.db.update(hotelCalendar).set({ noCheckOut: false }).where(where(checkOut));
    return {
      item: {
        service_type: 'hotels' as const,
        serviceable_id: id,
        check_in: checkIn,
        check_out: checkOut,
        rooms: [{ room_type_id: standard.id, rate_plan_id: plan.id, num_of_rooms: 1, num_of_adults: 2, num_of_children: 0 }],
      },
      roomName: standard.name,
    };
  }

  /**
   * A cart on the demo site (no-pay) held with an order in `locale` and confirmed, all through the HTTP API.
   * Hold stores the order when the checkout's order storage is in place; until then the test writes the same row,
   * so the mail is exercised either way and the row is asserted to exist.
   */
  async function book(t: TestApp, { locale, items, confirm = true }: { locale: string; items: unknown[]; confirm?: boolean }) {
    const site = await siteId(t, 'demo');
    await t.handle.db.update(partnerSites).set({ merchantOfRecord: NOPAY }).where(eq(partnerSites.id, site));
    const headers = { 'APP-LOCALE': locale };
    const cartRef = (await json(AddToCartAnswerSchema, await t.post(api.booking.addToCart.path({ site_id: site }), { items }, headers))).data.cart_ref;
    const held = (
      await json(HoldAnswerSchema, await t.post(api.booking.holdReservation.path({ cartRef }, { site_id: site, request_for_widget: 'false' }), { order: ORDER }, headers))
    ).data;
    const [payment] = await t.handle.db.select().from(payments).where(eq(payments.uuid, held.payment_uuid!));
    const stored = await t.handle.db.select().from(orders).where(eq(orders.paymentId, payment!.id));
    if (stored.length === 0) {
      await t.handle.db.insert(orders).values({
        paymentId: payment!.id,
        cartId: payment!.cartId,
        firstName: ORDER.first_name,
        lastName: ORDER.last_name,
        email: ORDER.email,
        country: ORDER.country,
        areaCode: ORDER.area_code,
        phone: ORDER.phone,
        locale,
        createdAt: t.clock.now(),
      });
    }
    expect(await t.handle.db.select().from(orders).where(eq(orders.paymentId, payment!.id))).toMatchObject([{ email: ORDER.email, firstName: 'Kari', locale }]);
    let numbers: string[] = [];
    if (confirm) {
      const answer = (await json(ConfirmAnswerSchema, await t.post(api.booking.confirmReservation.path({ cartRef }, { site_id: site }), { status: 'paid' }))).data;
      numbers = answer.reservations.map((r) => r.booking_number);
    }
    const [after] = await t.handle.db.select().from(payments).where(eq(payments.id, payment!.id));
    return { site, payment: after!, numbers };
  }

  const handlerFor = (t: TestApp, mailer: Mailer = createOutboxMailer(t.handle.db, t.clock, silent)) =>
    createBookingMailHandlers({ db: t.handle.db, catalogue: createCatalogueService(t.handle.db), users: createUsersService(t.handle.db), mailer, log })[
      BOOKING_CONFIRMED_MAIL_JOB
    ]!;

  const mailsOf = (t: TestApp, paymentId: number) =>
    t.handle.db.select().from(mailOutbox).where(like(mailOutbox.dedupeKey, `${BOOKING_CONFIRMED_MAIL_JOB}:${paymentId}:%`)).orderBy(asc(mailOutbox.id));

  const userId = async (t: TestApp, email: string) => (await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

  const CASES = [
    {
      locale: 'sv',
      subject: 'Din bokning är bekräftad – ',
      greeting: 'Hej Kari,',
      cruise: 'Sightseeingkryssning på Oslofjorden',
      facts: ['Mötesplats: Brygga 3, Aker Brygge, Oslo', 'Gäster: 2 vuxna, 1 barn', 'Gäster: 2 vuxna', 'Gratis avbokning fram till 48 timmar före start', 'Totalt att betala: ', 'Betalas på plats'],
      link: 'http://demo.localhost:8080/sv/customer-reservation/login',
      notInLanguage: /Your booking|Booking number|Guests/,
    },
    {
      locale: 'en',
      subject: 'Your booking is confirmed – ',
      greeting: 'Hi Kari,',
      cruise: 'Oslo Fjord Sightseeing Cruise',
      facts: ['Meeting point: Pier 3, Aker Brygge, Oslo', 'Guests: 2 adults, 1 child', 'Guests: 2 adults', 'Free cancellation until 48 hours before the start', 'Total to pay: ', 'Pay on arrival'],
      link: 'http://demo.localhost:8080/en/customer-reservation/login',
      notInLanguage: /Bokningsnummer|Bestillingsnummer/,
    },
    {
      // German is not a mail language: the text falls back to English, the customer area keeps the customer's German.
      locale: 'de',
      subject: 'Your booking is confirmed – ',
      greeting: 'Hi Kari,',
      cruise: 'Oslo Fjord Sightseeing Cruise',
      facts: ['Guests: 2 adults, 1 child', 'Free cancellation until 48 hours before the start', 'Pay on arrival'],
      link: 'http://demo.localhost:8080/de/customer-reservation/login',
      notInLanguage: /Bokningsnummer|Bestillingsnummer|Buchung/,
    },
  ];

  test.each(CASES.map((c, i) => ({ ...c, i })))(
    'order in $locale: one payer message in its language with the booking numbers, total and customer area; one supplier message; a rerun sends nothing more',
    async ({ locale, subject, greeting, cruise, facts, link, notInLanguage, i }) => {
      const t = ctx.app();
      const site = await siteId(t, 'demo');
      const tour = await tourItem(t, site, 'oslo-fjord-sightseeing-cruise', 3 + i);
      const mailLocale = locale === 'de' ? 'en' : (locale as 'sv' | 'en');
      const hotel = await hotelItem(t, site, 20 + i, mailLocale);
      const { payment, numbers } = await book(t, { locale, items: [tour, hotel.item] });
      expect(payment.status).toBe(PaymentStatus.PAID);
      expect(numbers).toHaveLength(2);
      const [siteRow] = await t.handle.db.select().from(partnerSites).where(eq(partnerSites.id, site));
      const supplier = await userId(t, 'supplier@wayhub.test');

      const handler = handlerFor(t);
      await handler({ payment_id: payment.id }, JOB);

      const mails = await mailsOf(t, payment.id);
      expect(mails.map((m) => [m.dedupeKey, m.toAddress])).toEqual([
        [payerMailKey(payment.id), ORDER.email],
        [supplierMailKey(payment.id, supplier), 'supplier@wayhub.test'],
      ]);
      const [payer, toSupplier] = mails as [(typeof mails)[0], (typeof mails)[0]];

      expect(payer.subject).toBe(`${subject}${siteRow!.name}`);
      const text = plain(payer.body);
      expect(text.startsWith(`${greeting}\n`)).toBe(true);
      for (const fact of [...numbers, cruise, 'Oslo Harbour Hotel', hotel.roomName, ...facts, link]) expect(text).toContain(fact);
      expect(text).toContain(plain(formatMoney({ minor: payment.amountMinor, currency: payment.currency }, mailLocale)));
      expect(text).not.toMatch(notInLanguage);
      const html = plain(payer.htmlBody);
      for (const fact of [...numbers, cruise, `<a href="${link}">`]) expect(html).toContain(fact);

      // The supplier's notice is in English, names both of their bookings and who booked them.
      expect(toSupplier.replyTo).toBe(ORDER.email);
      expect(toSupplier.subject).toContain(numbers[0]!);
      const supplierText = plain(toSupplier.body);
      for (const fact of [...numbers, 'Oslo Fjord Sightseeing Cruise', 'Oslo Harbour Hotel', 'Guests: 2 adults, 1 child', 'Kari Nordmann', ORDER.email, '+47 41234567', 'Pay on arrival']) {
        expect(supplierText).toContain(fact);
      }
      expect(toSupplier.htmlBody).toContain('Kari Nordmann');

      // A retried or repeated job: still exactly one message per recipient, unchanged.
      t.clock.advance(60_000);
      await handler({ payment_id: payment.id }, { ...JOB, attempt: 2 });
      expect(await mailsOf(t, payment.id)).toEqual(mails);
      expect(warnings).toEqual([]);
    },
  );

  test('two suppliers: each is told of their own reservations only; the payer gets one message with both', async () => {
    const t = ctx.app();
    const site = await siteId(t, 'demo');
    const cruise = await tourItem(t, site, 'oslo-fjord-sightseeing-cruise', 8);
    const walk = await tourItem(t, site, 'bergen-fish-market-food-walk', 8);
    const { payment, numbers } = await book(t, { locale: 'no', items: [cruise, walk] });
    const [cruiseNumber, walkNumber] = numbers as [string, string];

    await handlerFor(t)({ payment_id: payment.id }, JOB);

    const mails = await mailsOf(t, payment.id);
    const supplier = await userId(t, 'supplier@wayhub.test');
    const duo = await userId(t, 'duo@wayhub.test');
    expect(mails.map((m) => m.dedupeKey).sort()).toEqual([payerMailKey(payment.id), supplierMailKey(payment.id, supplier), supplierMailKey(payment.id, duo)].sort());
    const byKey = new Map(mails.map((m) => [m.dedupeKey, m]));
    const payer = byKey.get(payerMailKey(payment.id))!;
    expect(payer.subject).toMatch(/^Bestillingen din er bekreftet – /);
    expect(payer.body).toContain('Hei Kari,');
    expect(payer.body).toContain(cruiseNumber);
    expect(payer.body).toContain(walkNumber);
    expect(payer.body).toContain('http://demo.localhost:8080/no/customer-reservation/login');

    const ofSupplier = byKey.get(supplierMailKey(payment.id, supplier))!;
    expect(ofSupplier.toAddress).toBe('supplier@wayhub.test');
    expect(ofSupplier.body).toContain(cruiseNumber);
    expect(ofSupplier.body).not.toContain(walkNumber);
    const ofDuo = byKey.get(supplierMailKey(payment.id, duo))!;
    expect(ofDuo.toAddress).toBe('duo@wayhub.test');
    expect(ofDuo.body).toContain(walkNumber);
    expect(ofDuo.body).not.toContain(cruiseNumber);
    expect(ofDuo.body).not.toContain('Oslo Fjord Sightseeing Cruise');
  });

  test('the background worker runs the job: the confirm-time enqueue (same dedupe key) ends in the outbox', async () => {
    const t = ctx.app();
    const site = await siteId(t, 'demo');
    const { payment, numbers } = await book(t, { locale: 'sv', items: [await tourItem(t, site, 'oslo-fjord-sightseeing-cruise', 10)] });
    const background = createBackground({
      db: t.handle.db,
      clock: t.clock,
      mailer: createOutboxMailer(t.handle.db, t.clock, silent),
      worker: { log: { error: () => undefined, warn: () => undefined } },
    });
    // What the confirm transaction enqueues; if it already did, this folds into that pending job.
    await background.queue.enqueue(BOOKING_CONFIRMED_MAIL_JOB, { payment_id: payment.id }, { dedupeKey: `${BOOKING_CONFIRMED_MAIL_JOB}:${payment.id}` });
    await background.worker.runUntilIdle();
    const mails = await mailsOf(t, payment.id);
    expect(mails.map((m) => m.toAddress)).toEqual([ORDER.email, 'supplier@wayhub.test']);
    expect(mails[0]!.subject).toMatch(/^Din bokning är bekräftad – /);
    expect(mails[0]!.body).toContain(numbers[0]!);
  });

  test('a payment that is not paid (or does not exist) sends nothing and does not fail the job; a payload without payment_id does', async () => {
    const t = ctx.app();
    const site = await siteId(t, 'demo');
    const { payment } = await book(t, { locale: 'sv', items: [await tourItem(t, site, 'oslo-fjord-sightseeing-cruise', 12)], confirm: false });
    expect(payment.status).toBe(PaymentStatus.PENDING);
    const handler = handlerFor(t);

    await expect(handler({ payment_id: payment.id }, JOB)).resolves.toBeUndefined();
    expect(await mailsOf(t, payment.id)).toEqual([]);
    expect(warnings).toEqual([expect.stringMatching(new RegExp(`payment ${payment.id} is not paid`))]);

    await expect(handler({ payment_id: 987_654_321 }, JOB)).resolves.toBeUndefined();
    expect(warnings[1]).toMatch(/payment 987654321 not found/);

    await expect(handler({}, JOB)).rejects.toThrow(/payload without payment_id/);
  });

  test('over SMTP: a recipient the server refuses fails the job; the retry sends only what is missing', async () => {
    const smtp = await startSmtpServer();
    try {
      const t = ctx.app();
      const site = await siteId(t, 'demo');
      const { payment, numbers } = await book(t, { locale: 'en', items: [await tourItem(t, site, 'oslo-fjord-sightseeing-cruise', 14)] });
      const mailer = createMailer({ db: t.handle.db, clock: t.clock, env: loadEnv({ SMTP_URL: smtp.url, MAIL_FROM: 'Demo Bookings <bookings@demo.test>' }), log: silent });
      const handler = handlerFor(t, mailer);

      smtp.state.rejectRecipients.add('supplier@wayhub.test');
      await expect(handler({ payment_id: payment.id }, JOB)).rejects.toThrow(/1 of 2 messages .* not sent: .*(450|busy)/);
      expect(smtp.received.map((r) => r.envelope.to)).toEqual([[ORDER.email]]);
      expect((await mailsOf(t, payment.id)).map((m) => m.dedupeKey)).toEqual([payerMailKey(payment.id)]);

      smtp.state.rejectRecipients.clear();
      await handler({ payment_id: payment.id }, { ...JOB, attempt: 2 });
      expect(smtp.received.map((r) => r.envelope.to)).toEqual([[ORDER.email], ['supplier@wayhub.test']]);
      expect(await mailsOf(t, payment.id)).toHaveLength(2);

      // What the customer's mail client sees: both parts, the subject, the sender.
      const payerMail = smtp.received[0]!.mail;
      expect(payerMail.subject).toMatch(/^Your booking is confirmed – /);
      expect(payerMail.from?.value).toEqual([{ address: 'bookings@demo.test', name: 'Demo Bookings' }]);
      expect(payerMail.text).toContain(numbers[0]!);
      expect(payerMail.html).toContain(numbers[0]!);
      expect(smtp.received[1]!.mail.replyTo?.value).toMatchObject([{ address: ORDER.email }]);

      await handler({ payment_id: payment.id }, { ...JOB, attempt: 3 });
      expect(smtp.received).toHaveLength(2);
    } finally {
      await smtp.close();
    }
  });
});
