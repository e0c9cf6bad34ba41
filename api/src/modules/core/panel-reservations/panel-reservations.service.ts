import { DateTime } from 'luxon';
import { hasAnyPolicy } from 'shared-contracts/access';
import type { Locale } from 'shared-contracts/constants';
import { PaymentMethod, PaymentStatus, Policy, ReservationStatus, ServiceTypeId } from 'shared-contracts/enums';
import {
  type BookingDay,
  type BookingViewByDateQuery,
  type DepartureDay,
  PARTNER_BOOKED_STATUSES,
  type PanelServiceType,
  type ReservationDetails,
  type ReservationRow,
  type ReservationTableAnswer,
  type ReservationTableQuery,
  type SalesChannel,
  type TimelineEntry,
} from 'shared-contracts/panel-reservations';
import { refundNotice } from 'shared-contracts/refund-notice';
import { money } from 'shared-contracts/site-content';
import type { CurrentUser } from 'shared-contracts/users';
import type { Db } from '../../../db/client';
import { HttpError } from '../../../lib/http-error';
import { pickText, readerChain } from '../../../lib/locale';
import { tenantScopeOf } from '../../../lib/tenancy';
import { XLSX_EXPORT_BATCH } from '../../../lib/xlsx/xlsx-stream';
import type { PanelExtras, PanelReservationsService, PanelRow, ReservationKey, Visibility } from '../../booking/panel-reservations/panel-reservations.service';
import { type BookedService, type CatalogueService, type LocalizedText, serviceTypeName } from '../catalogue/catalogue.service';
import { findServiceNames } from '../cancellation-policies/cancellation-policies.repo';
import * as repo from './panel-reservations.repo';

export type PanelCaller = Pick<CurrentUser, 'id' | 'parent_user_id' | 'role_id' | 'policies'>;

/**
 * The back office's reservations (spec 002 §7.15, issue 14 §1). This module knows whose services and sites are
 * whose, so it turns the caller into a Visibility (ADR 0016) and asks the booking module for the rows inside it; a
 * reservation outside it answers 404, as a missing one does.
 */
export interface PanelReservationsPanelService {
  table(caller: PanelCaller, query: ReservationTableQuery, only?: 'tours' | 'hotels', locale?: Locale): Promise<ReservationTableAnswer['data']>;
  /** The table's rows, all of them, in batches: what data-table-excel streams (ADR 0021). */
  exportBatches(caller: PanelCaller, query: ReservationTableQuery, only?: 'tours' | 'hotels', locale?: Locale): AsyncGenerator<ReservationRow[]>;
  salesChannels(caller: PanelCaller): Promise<SalesChannel[]>;
  details(caller: PanelCaller, key: ReservationKey, locale?: Locale): Promise<ReservationDetails>;
  /** POST /reservation/booking-view-by-date: each service date's bookings, guests and takings. */
  byDate(caller: PanelCaller, query: BookingViewByDateQuery): Promise<BookingDay[]>;
  /** POST /reservation/tours/booking-view-by-date: each day's departures with their bookings and guests. */
  departuresByDate(caller: PanelCaller, query: BookingViewByDateQuery, locale?: Locale): Promise<DepartureDay[]>;
}

const byDateQuery = (q: BookingViewByDateQuery) => ({ from: q.date_from, to: q.date_to, statuses: q.status, serviceId: q.service_id, siteId: q.site_id });

interface Deps {
  db: Db;
  bookings: PanelReservationsService;
  catalogue: Pick<CatalogueService, 'bookedServices' | 'roomNames'>;
}

const ONLY: Record<'tours' | 'hotels', number[]> = { tours: [ServiceTypeId.activities, ServiceTypeId.events], hotels: [ServiceTypeId.hotels] };
const nameIn = (texts: LocalizedText | undefined, locale: Locale | undefined) => pickText(texts ?? {}, readerChain(locale)).text;
const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

interface KnownNames {
  services: Map<number, LocalizedText | undefined>;
  sites: Map<number, string | undefined>;
}
const newKnownNames = (): KnownNames => ({ services: new Map(), sites: new Map() });

/** `known`, completed with the names of `ids` it lacks (read through `find`, absent ones remembered as absent). */
async function namesOf<Name>(known: Map<number, Name | undefined>, ids: number[], find: (ids: number[]) => Promise<Map<number, Name>>) {
  const missing = [...new Set(ids)].filter((id) => !known.has(id));
  if (missing.length > 0) {
    const found = await find(missing);
    for (const id of missing) known.set(id, found.get(id));
  }
  return known;
}

/**
 * Who sees what (ADR 0016): an administrator every reservation; anyone else (a sub-user as its parent) the
 * reservations of the services they supply, and those made on the sites they run: every status with
 * PARTNER_SEE_ALL_BOOKING, else only the booked ones (confirmed, cancelled, cancellation failed).
 */
export async function visibilityOf(db: Db, caller: PanelCaller): Promise<Visibility> {
  const scope = tenantScopeOf(caller);
  if (scope.kind === 'all') return { kind: 'all' };
  const [serviceIds, siteIds] = await Promise.all([repo.findOwnedServiceIds(db, scope.ownerUserId), repo.findOwnedSiteIds(db, scope.ownerUserId)]);
  const seesAll = hasAnyPolicy(caller, [Policy.PARTNER_SEE_ALL_BOOKING]);
  return { kind: 'some', serviceIds, siteIds, siteStatuses: seesAll ? null : PARTNER_BOOKED_STATUSES };
}

/**
 * The payment's provider events, with the booking's refund among them: a refund is the provider's answer to our call
 * (its id on the cancellation), not always a webhook we received, so it is listed from the cancellation record.
 */
/** The booking's ledger lines summed per party (sales less reversals); null when it has none yet (ADR 0017). */
function sharesOf(lines: PanelExtras['earnings'], currency: string): ReservationDetails['earnings'] {
  if (lines.length === 0) return null;
  const held = (party: string) => lines.filter((l) => l.party === party).reduce((sum, l) => sum + l.amountMinor, 0);
  const partner = lines.some((l) => l.party === 'partner') ? money(held('partner'), currency) : null;
  return { supplier: money(held('supplier'), currency), partner, platform: money(held('platform'), currency) };
}

function eventsOf(x: PanelExtras) {
  const events = x.events.map((e) => ({ id: e.eventId, type: e.type, received_at: e.receivedAt.toISOString(), rejected_reason: e.rejectedReason }));
  const c = x.cancellation;
  if (c?.refundStatus === 'succeeded' && c.providerRefundId && !events.some((e) => e.id === c.providerRefundId)) {
    events.push({ id: c.providerRefundId, type: 'refund.succeeded', received_at: c.updatedAt.toISOString(), rejected_reason: null });
  }
  return events.sort((a, b) => a.received_at.localeCompare(b.received_at));
}

export function createPanelReservationsPanelService({ db, bookings, catalogue }: Deps): PanelReservationsPanelService {
  /**
   * The rows as the table shows them. An export passes one `known` for all its batches, so a service's or a site's
   * name is read once per export, not once per batch.
   */
  async function rowsOf(rows: PanelRow[], locale: Locale | undefined, known: KnownNames = newKnownNames()): Promise<ReservationRow[]> {
    const [names, sites] = await Promise.all([
      namesOf(known.services, rows.map((r) => r.serviceId), (ids) => findServiceNames(db, ids)),
      namesOf(known.sites, rows.map((r) => r.siteId), (ids) => repo.findSiteNames(db, ids)),
    ]);
    return rows.map((r) => ({
      id: r.id,
      ref: r.ref,
      booking_number: r.bookingNumber,
      service: { id: r.serviceId, name: nameIn(names.get(r.serviceId), locale) || `#${r.serviceId}`, type: serviceTypeName(r.serviceType) as PanelServiceType },
      start_date: r.startDate,
      end_date: r.endDate,
      start_time: r.startTime ? r.startTime.slice(0, 5) : null,
      guests: { adults: r.adults, children: r.children },
      price: money(r.priceMinor, r.currency),
      status: r.status as ReservationStatus,
      payment_method: r.paymentMethod,
      site: { id: r.siteId, name: sites.get(r.siteId) ?? `#${r.siteId}` },
      sales_channel: r.paymentMethod === PaymentMethod.STRIPE_TERMINAL ? 'terminal' : 'online',
      payer: r.orderEmail === null ? null : { name: r.orderName || `${r.orderFirstName ?? ''} ${r.orderLastName ?? ''}`.trim(), email: r.orderEmail },
      created_at: r.createdAt.toISOString(),
      confirmed_at: iso(r.paidAt ?? r.cartConfirmedAt),
      cancelled: Boolean(r.cancelled),
    }));
  }

  function timelineOf(row: PanelRow, x: PanelExtras): TimelineEntry[] {
    const entries: TimelineEntry[] = [];
    const add = (at: Date | string | null | undefined, kind: TimelineEntry['kind'], text = '') => {
      const when = iso(at);
      if (when) entries.push({ at: when, kind, text });
    };
    add(row.createdAt, 'added_to_cart');
    add(x.heldAt, 'held');
    if (x.payment) {
      add(x.payment.createdAt, 'payment_started', x.payment.method);
      for (const e of x.events) add(e.receivedAt, 'provider_event', e.rejectedReason ? `${e.type} (${e.rejectedReason})` : e.type);
      if (x.payment.status === PaymentStatus.PAID) add(x.payment.paidAt, 'paid', x.payment.method);
      if (x.payment.status === PaymentStatus.FAILED) add(x.payment.updatedAt, 'payment_failed', x.payment.failureCode ?? '');
    }
    if (row.bookingNumber) add(row.cartConfirmedAt ?? x.payment?.paidAt, 'confirmed', row.bookingNumber);
    add(x.tour?.checkedInAt, 'checked_in');
    const c = x.cancellation;
    if (c) {
      add(c.createdAt, 'cancellation_requested', c.reason ?? '');
      if (c.refundStatus === 'succeeded') add(c.updatedAt, 'refunded', String(c.refundAmountMinor / 100));
      if (c.refundStatus === 'failed') add(c.updatedAt, 'refund_failed', c.failureCode ?? '');
      if (row.status === ReservationStatus.CANCEL) add(c.updatedAt, 'cancelled');
    }
    return entries.sort((a, b) => a.at.localeCompare(b.at));
  }

  return {
    async table(caller, query, only, locale) {
      const view = await visibilityOf(db, caller);
      const { rows, total, capped } = await bookings.page(view, query, only ? ONLY[only] : undefined);
      return { data: await rowsOf(rows, locale), total, total_capped: capped, page_number: query.page_number, limit: query.limit };
    },

    async *exportBatches(caller, query, only, locale) {
      const view = await visibilityOf(db, caller);
      const known = newKnownNames();
      for await (const rows of bookings.batches(view, query, only ? ONLY[only] : undefined, XLSX_EXPORT_BATCH)) yield await rowsOf(rows, locale, known);
    },

    async salesChannels(caller) {
      return bookings.channels(await visibilityOf(db, caller));
    },

    async byDate(caller, query) {
      const rows = await bookings.byServiceDate(await visibilityOf(db, caller), byDateQuery(query));
      const days = new Map<string, BookingDay>();
      for (const row of rows) {
        const day = days.get(row.date) ?? { date: row.date, bookings: 0, guests: 0, revenue: [] };
        day.bookings += row.bookings;
        day.guests += row.guests;
        day.revenue.push(money(row.minor, row.currency));
        days.set(row.date, day);
      }
      return [...days.values()];
    },

    async departuresByDate(caller, query, locale) {
      const rows = await bookings.departuresByDate(await visibilityOf(db, caller), byDateQuery(query));
      const names = await findServiceNames(db, [...new Set(rows.map((row) => row.serviceId))]);
      const days = new Map<string, DepartureDay>();
      for (const row of rows) {
        const day = days.get(row.date) ?? { date: row.date, departures: [] };
        const name = nameIn(names.get(row.serviceId), locale) || `#${row.serviceId}`;
        day.departures.push({ service: { id: row.serviceId, name }, start_time: row.startTime, bookings: row.bookings, guests: row.guests });
        days.set(row.date, day);
      }
      return [...days.values()];
    },

    async details(caller, key, locale) {
      const found = await bookings.one(await visibilityOf(db, caller), key);
      if (!found) throw new HttpError('NOT_FOUND', { message: 'errors.reservationNotFound' });
      const { row, extras: x } = found;
      const [[base], facts, rooms] = await Promise.all([
        rowsOf([row], locale),
        catalogue.bookedServices([row.serviceId]),
        catalogue.roomNames(
          x.hotel.map((h) => h.roomTypeId),
          x.hotel.map((h) => h.ratePlanId),
        ),
      ]);
      const service = facts.get(row.serviceId);
      const cur = row.currency;
      const ticketLines = (x.tour?.tickets ?? []).map((t) => ({ name: t.pricing_type, count: t.count, persons: t.persons, total: money(t.total_minor, cur) }));
      const roomLines = x.hotel.map((h) => ({
        room_type_id: h.roomTypeId,
        room_type: nameIn(rooms.rooms.get(h.roomTypeId), locale) || `#${h.roomTypeId}`,
        rate_plan_id: h.ratePlanId,
        rate_plan: nameIn(rooms.plans.get(h.ratePlanId), locale) || `#${h.ratePlanId}`,
        check_in: h.checkIn,
        check_out: h.checkOut,
        rooms: h.rooms,
        adults: h.adults,
        children: h.children,
        price: money(h.priceMinor, cur),
      }));
      const o = x.order;
      return {
        ...base!,
        time_zone: service?.timeZone ?? 'UTC',
        comments: row.comments,
        payer: o
          ? {
              first_name: o.firstName,
              last_name: o.lastName,
              name: o.name || `${o.firstName} ${o.lastName}`.trim(),
              email: o.email,
              phone: `${o.areaCode} ${o.phone}`.trim(),
              country: o.country,
              locale: o.locale,
            }
          : null,
        tickets: x.tour
          ? { option_id: x.tour.optionId, slot_id: x.tour.slotId, persons: x.tour.persons, checked_in_at: iso(x.tour.checkedInAt), lines: ticketLines }
          : null,
        rooms: roomLines,
        price_lines: [
          ...ticketLines.map((t) => ({ label: `${t.name} × ${t.count}`, amount: t.total })),
          ...roomLines.map((r) => ({ label: `${r.room_type} / ${r.rate_plan} × ${r.rooms}`, amount: r.price })),
          { label: 'total', amount: money(row.priceMinor, cur) },
        ],
        earnings: sharesOf(x.earnings, cur),
        payment: x.payment
          ? {
              uuid: x.payment.uuid,
              method: x.payment.method,
              status: x.payment.status,
              amount: money(x.payment.amountMinor, x.payment.currency),
              provider_ref: x.payment.providerRef,
              failure_code: x.payment.failureCode,
              paid_at: iso(x.payment.paidAt),
              events: eventsOf(x),
            }
          : null,
        cancellation_policy: (service?.tiers ?? []).map((t) => ({ hours: t.hours, refund_percentage: t.refund_percentage, notice: refundNotice(t.hours) })),
        cancellation: x.cancellation
          ? {
              origin: x.cancellation.origin,
              reason: x.cancellation.reason,
              refund_percentage: x.cancellation.refundPercentage,
              refund_amount: money(x.cancellation.refundAmountMinor, x.cancellation.currency),
              refund_status: x.cancellation.refundStatus,
              failure_code: x.cancellation.failureCode,
              requested_at: x.cancellation.createdAt.toISOString(),
              updated_at: x.cancellation.updatedAt.toISOString(),
            }
          : null,
        timeline: timelineOf(row, x),
        package: row.serviceType === ServiceTypeId.packages && service && base!.start_date ? await packageOf(service, base!.start_date, locale) : null,
      };
    },
  };

  /** A package's days and the services of each, named in the caller's language (spec 001's package reservation). */
  async function packageOf(service: BookedService, startDate: string, locale: Locale | undefined): Promise<NonNullable<ReservationDetails['package']>> {
    const days = Math.max(1, service.packageDays ?? 1);
    const names = await findServiceNames(db, [...new Set(service.parts.map((part) => part.serviceId))]);
    return {
      package_days: days,
      end_date: plusDays(startDate, days - 1),
      services: [...service.parts]
        .sort((a, b) => a.dayOffset - b.dayOffset)
        .map((part) => ({
          service_type: serviceTypeName(part.serviceType),
          service_name: nameIn(names.get(part.serviceId), locale) || `#${part.serviceId}`,
          day_offset: part.dayOffset,
          date: plusDays(startDate, part.dayOffset),
        })),
    };
  }
}

const plusDays = (date: string, days: number) => DateTime.fromISO(date, { zone: 'utc' }).plus({ days }).toISODate()!;
