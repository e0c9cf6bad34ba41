import type { Locale } from 'shared-contracts/constants';
import { PaymentStatus } from 'shared-contracts/enums';
import { hrefFor } from 'shared-contracts/manifests';
import type { Db } from '../../../db/client';
import { HttpError } from '../../../lib/http-error';
import type { CatalogueService } from '../../core/catalogue/catalogue.service';
import type { PublicSite } from '../../core/catalogue/public-site';
import { siteOrigin } from '../../core/partner-sites/partner-sites.service';
import type { UsersService } from '../../core/users/users.service';
import type { JobHandlers } from '../../system/jobs/jobs.service';
import { sendAll, type MailMessage, type Mailer } from '../../system/mail/mail.service';
import {
  type BookedItemView,
  type CancellationTierView,
  composePayerMail,
  composeSupplierMail,
  type GuestCount,
  type MailLocale,
  mailLocaleOf,
  type ScheduleView,
} from './booking-confirmed-mail';
import * as repo from './notifications.repo';

/** Enqueued by the confirm transaction with `{ payment_id }` and dedupe key `mail.booking-confirmed:<payment id>`. */
export const BOOKING_CONFIRMED_MAIL_JOB = 'mail.booking-confirmed';

export const payerMailKey = (paymentId: number) => `${BOOKING_CONFIRMED_MAIL_JOB}:${paymentId}:payer`;
export const supplierMailKey = (paymentId: number, supplierUserId: number) => `${BOOKING_CONFIRMED_MAIL_JOB}:${paymentId}:supplier:${supplierUserId}`;
export const partnerMailKey = (paymentId: number, partnerUserId: number) => `${BOOKING_CONFIRMED_MAIL_JOB}:${paymentId}:partner:${partnerUserId}`;

/** The paid payment whose confirmation a reservation's re-send repeats (ADR 0020); undefined when there is none. */
export const paidPaymentOfReservation = (db: Db, reservationId: number) => repo.findPaidPaymentIdOfReservation(db, reservationId);

/** Who a re-sent confirmation goes to (ADR 0020); the confirm-time job sends to the payer and the suppliers. */
export type ConfirmationRecipient = 'payer' | 'supplier' | 'partner';
/**
 * A re-send's payload adds `resend` (a fresh uuid: its mails get dedupe keys of their own, so they go out again) and
 * `recipients`; without them the job is the confirm-time one.
 */
function resendOf(payload: unknown): { suffix: string; wants: (who: ConfirmationRecipient) => boolean } {
  const { resend, recipients } = (payload ?? {}) as { resend?: unknown; recipients?: unknown };
  if (typeof resend !== 'string' || !Array.isArray(recipients)) return { suffix: '', wants: (who) => who !== 'partner' };
  return { suffix: `:resend:${resend}`, wants: (who) => recipients.includes(who) };
}

export interface BookingMailDeps {
  db: Db;
  catalogue: CatalogueService;
  users: Pick<UsersService, 'findLoginAccountById'>;
  mailer: Mailer;
  /** A site's address from its sub-domain, for sites that have neither a stored link nor a domain. */
  siteLink?: (subDomain: string) => string;
  log?: Pick<Console, 'warn'>;
}

interface ServiceFacts {
  name: string;
  tiers: CancellationTierView[] | null;
  supplierId: number | null;
  packageDays: number | null;
  meetingPoint: string | null;
}

const isNotFound = (error: unknown) => error instanceof HttpError && error.status === 404;

/** Sums counts per kind, keeping the order the kinds first appear in. */
function tally(entries: GuestCount[]): GuestCount[] {
  const totals = new Map<string, number>();
  for (const { type, count } of entries) totals.set(type, (totals.get(type) ?? 0) + count);
  return [...totals].map(([type, count]) => ({ type, count }));
}

/**
 * `mail.booking-confirmed` { payment_id }: the payer's confirmation (in the order's locale) and one notice per
 * supplier involved (their reservations only). Each recipient has a dedupe key of its own, so a retried job
 * sends only what did not go out before. A payment that is not PAID (or is gone) is logged and left alone.
 */
export function createBookingMailHandlers({ db, catalogue, users, mailer, siteLink, log = console }: BookingMailDeps): JobHandlers {
  return {
    async [BOOKING_CONFIRMED_MAIL_JOB](payload) {
      const paymentId = Number((payload as { payment_id?: unknown } | null)?.payment_id);
      if (!Number.isInteger(paymentId)) throw new Error(`${BOOKING_CONFIRMED_MAIL_JOB}: payload without payment_id`);
      const { suffix, wants } = resendOf(payload);
      const payment = await repo.findPayment(db, paymentId);
      if (!payment) {
        log.warn(`[jobs] ${BOOKING_CONFIRMED_MAIL_JOB}: payment ${paymentId} not found; nothing sent`);
        return;
      }
      if (payment.status !== PaymentStatus.PAID) {
        log.warn(`[jobs] ${BOOKING_CONFIRMED_MAIL_JOB}: payment ${paymentId} is not paid (status ${payment.status}); nothing sent`);
        return;
      }
      const booking = await repo.findPaidBooking(db, payment);
      if (booking.reservations.length === 0) {
        log.warn(`[jobs] ${BOOKING_CONFIRMED_MAIL_JOB}: payment ${paymentId} has no confirmed reservation; nothing sent`);
        return;
      }

      const facts = new Map<string, Promise<ServiceFacts>>();
      const serviceFacts = (site: PublicSite, serviceId: number) => {
        const key = `${site.chain[0] ?? ''}:${serviceId}`;
        let found = facts.get(key);
        if (!found) {
          found = (async () => {
            try {
              const detail = await catalogue.detail(site, serviceId);
              return {
                name: detail.name,
                tiers: detail.cancellation_policy,
                supplierId: detail.supplier_id,
                packageDays: detail.package?.duration_days ?? null,
                meetingPoint: detail.meeting_point,
              };
            } catch (error) {
              if (!isNotFound(error)) throw error;
              // The site stopped selling it after the booking: the booking stands, so name it from the catalogue.
              const record = await catalogue.searchRecord(serviceId, site.chain[0] ?? 'en');
              return { name: record?.name ?? `#${serviceId}`, tiers: null, supplierId: record?.supplier_id ?? null, packageDays: null, meetingPoint: null };
            }
          })();
          facts.set(key, found);
        }
        return found;
      };

      async function roomNames(site: PublicSite, serviceId: number): Promise<Map<number, string>> {
        try {
          return new Map((await catalogue.rooms(site, serviceId)).rooms.map((r) => [r.id, r.name]));
        } catch (error) {
          if (isNotFound(error)) return new Map();
          throw error;
        }
      }

      /** The booked items as `site`'s locale names them, each with its service's supplier. */
      async function itemsFor(site: PublicSite): Promise<{ item: BookedItemView; supplierId: number | null }[]> {
        const items: { item: BookedItemView; supplierId: number | null }[] = [];
        for (const { reservation, tour, hotel, pkg } of booking.reservations) {
          const service = await serviceFacts(site, reservation.serviceId);
          let schedule: ScheduleView;
          let guests: GuestCount[];
          if (tour) {
            schedule = { kind: 'tour', date: tour.slotDate, time: tour.startTime, meetingPoint: service.meetingPoint };
            guests = tally(tour.tickets.map((t) => ({ type: t.pricing_type, count: t.count })));
          } else if (hotel.length > 0) {
            const names = await roomNames(site, reservation.serviceId);
            const rooms = new Map<number, number>();
            for (const h of hotel) rooms.set(h.roomTypeId, (rooms.get(h.roomTypeId) ?? 0) + h.rooms);
            schedule = {
              kind: 'hotel',
              checkIn: hotel.map((h) => h.checkIn).sort()[0]!,
              checkOut: hotel.map((h) => h.checkOut).sort().at(-1)!,
              rooms: [...rooms].map(([id, count]) => ({ count, name: names.get(id) ?? `#${id}` })),
            };
            guests = tally(hotel.flatMap((h) => [
              { type: 'Adult', count: h.adults },
              { type: 'Child', count: h.children },
            ]));
          } else if (pkg) {
            schedule = { kind: 'package', startDate: pkg.startDate, days: service.packageDays };
            guests = [
              { type: 'Adult', count: pkg.adults },
              { type: 'Child', count: pkg.children },
            ];
          } else {
            log.warn(`[jobs] ${BOOKING_CONFIRMED_MAIL_JOB}: reservation ${reservation.id} (service type ${reservation.serviceType}) has no items; left out`);
            continue;
          }
          items.push({
            supplierId: service.supplierId,
            item: {
              bookingNumber: reservation.bookingNumber ?? `#${reservation.id}`,
              serviceName: service.name,
              schedule,
              guests,
              price: { minor: reservation.priceMinor, currency: reservation.currency },
              cancellation: service.tiers,
              comments: reservation.comments,
            },
          });
        }
        return items;
      }

      const loadSite = async (locale: MailLocale): Promise<PublicSite | null> => {
        try {
          return await catalogue.site(booking.siteId, locale);
        } catch (error) {
          if (!isNotFound(error)) throw error;
          log.warn(`[jobs] ${BOOKING_CONFIRMED_MAIL_JOB}: site ${booking.siteId} of payment ${paymentId} is no longer public; nothing sent`);
          return null;
        }
      };

      const messages: MailMessage[] = [];
      const { order } = booking;

      const payerLocale = mailLocaleOf(order?.locale);
      const payerSite = await loadSite(payerLocale);
      if (!payerSite) return;
      if (!wants('payer')) {
        // A re-send that leaves the payer out.
      } else if (order) {
        const origin = siteOrigin(payerSite.row, siteLink);
        // The customer area opens in the language the customer booked in, when the site offers it.
        const areaLocale = (payerSite.enabled as string[]).includes(order.locale) ? (order.locale as Locale) : payerSite.primary;
        const mail = composePayerMail({
          locale: payerLocale,
          siteName: payerSite.row.name,
          firstName: order.firstName,
          items: (await itemsFor(payerSite)).map((i) => i.item),
          total: { minor: payment.amountMinor, currency: payment.currency },
          method: payment.method,
          customerAreaUrl: origin ? `${origin}${hrefFor('customer.login', { lang: areaLocale })}` : null,
        });
        messages.push({ dedupeKey: payerMailKey(payment.id) + suffix, to: order.email, subject: mail.subject, body: mail.text, html: mail.html });
      } else {
        log.warn(`[jobs] ${BOOKING_CONFIRMED_MAIL_JOB}: payment ${paymentId} has no order; no confirmation to the payer`);
      }

      const supplierSite = payerLocale === 'en' ? payerSite : await loadSite('en');
      if (supplierSite && (wants('supplier') || wants('partner'))) {
        const bySupplier = new Map<number, BookedItemView[]>();
        for (const { item, supplierId } of await itemsFor(supplierSite)) {
          if (supplierId === null) {
            log.warn(`[jobs] ${BOOKING_CONFIRMED_MAIL_JOB}: booking ${item.bookingNumber} has no known supplier; not notified`);
            continue;
          }
          bySupplier.set(supplierId, [...(bySupplier.get(supplierId) ?? []), item]);
        }
        const payer = order
          ? {
              name: order.name?.trim() || `${order.firstName} ${order.lastName}`,
              email: order.email,
              phone: `${order.areaCode.startsWith('+') ? '' : '+'}${order.areaCode} ${order.phone}`,
              country: order.country,
            }
          : null;
        for (const [supplierId, items] of wants('supplier') ? bySupplier : []) {
          const supplier = await users.findLoginAccountById(supplierId);
          if (!supplier) {
            log.warn(`[jobs] ${BOOKING_CONFIRMED_MAIL_JOB}: supplier ${supplierId} not found; not notified`);
            continue;
          }
          const mail = composeSupplierMail({ siteName: supplierSite.row.name, items, payer, method: payment.method });
          messages.push({
            dedupeKey: supplierMailKey(payment.id, supplierId) + suffix,
            to: supplier.email,
            ...(order ? { replyTo: order.email } : {}),
            subject: mail.subject,
            body: mail.text,
            html: mail.html,
          });
        }
        // The partner (the site's owner) gets the supplier's notice with every item booked on its site.
        const partner = wants('partner') ? await users.findLoginAccountById(supplierSite.row.ownerUserId) : null;
        if (partner) {
          const mail = composeSupplierMail({ siteName: supplierSite.row.name, items: [...bySupplier.values()].flat(), payer, method: payment.method });
          messages.push({
            dedupeKey: partnerMailKey(payment.id, partner.id) + suffix,
            to: partner.email,
            ...(order ? { replyTo: order.email } : {}),
            subject: mail.subject,
            body: mail.text,
            html: mail.html,
          });
        }
      }

      await sendAll(mailer, messages, BOOKING_CONFIRMED_MAIL_JOB, `for payment ${paymentId}`);
    },
  };
}
