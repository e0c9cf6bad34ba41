import {
  ACTIVITY_CALENDAR_LIMITS,
  type ActivityMonthAnswer,
  type ActivityMonthInputSchema,
  type CalendarSlot,
  type CheckInAnswer,
  type DayBookingsAnswer,
  type DayBookingsInputSchema,
  type Guest,
  type GuestListAnswer,
  type GuestListInputSchema,
  type GuestListSummaryAnswer,
  type OptionMonthInputSchema,
  type BulkCancelInputSchema,
  type WorkflowStatusAnswer,
} from 'shared-contracts/activity-calendar';
import { DEFAULT_LOCALE, type Locale } from 'shared-contracts/constants';
import type { AvailabilitySlotStatus } from 'shared-contracts/enums';
import type * as v from 'shared-contracts/valibot';
import type { Db } from '../../../db/client';
import type { LocalizedText } from '../../../db/schema/catalogue';
import { HttpError } from '../../../lib/http-error';
import { pickText } from '../../../lib/locale';
import type { TenantScope } from '../../../lib/tenancy';
import type { Departure, DeparturesService } from '../../availability/departures/departures.service';
import type { BulkCancellationsService } from '../../booking/bulk-cancellations/bulk-cancellations.service';
import type { DepartureBooking, DepartureBookingsService } from '../../booking/departure-bookings/departure-bookings.service';
import { findServiceNames } from '../cancellation-policies/cancellation-policies.repo';
import * as tours from '../tour-manage/tour-manage.repo';

type In<T extends v.GenericSchema> = v.InferOutput<T>;

/**
 * The supplier's activity calendar (spec 002 §7.16, issue 13 §1). Each call finds the activity (or option, or
 * reservation) inside the caller's scope first, so another supplier's id answers 404 as a missing one does. Seats are
 * the departures' (availability); held seats and bookings come from the booking module.
 */
export interface ActivityCalendarService {
  month(scope: TenantScope, input: In<typeof ActivityMonthInputSchema>, locale?: Locale): Promise<ActivityMonthAnswer['data']>;
  optionMonth(scope: TenantScope, optionId: number, input: In<typeof OptionMonthInputSchema>, locale?: Locale): Promise<ActivityMonthAnswer['data']>;
  dayBookings(scope: TenantScope, tourId: number, input: In<typeof DayBookingsInputSchema>, locale?: Locale): Promise<DayBookingsAnswer['data']>;
  guestList(scope: TenantScope, tourId: number, input: In<typeof GuestListInputSchema>, locale?: Locale): Promise<GuestListAnswer['data']>;
  guestListSummary(scope: TenantScope, tourId: number, input: In<typeof GuestListInputSchema>, locale?: Locale): Promise<GuestListSummaryAnswer['data']>;
  checkIn(scope: TenantScope, reservationId: number, checkedIn: boolean): Promise<CheckInAnswer['data']>;
  /** Checks the booking in by its scanned voucher code (ADR 0020): once; a second scan answers 409. */
  /**
   * Check-in by a scanned voucher (ADR 0020). `key` is the reservation id, or the code itself (a scan alone); 404 when
   * the code is not that booking's, or the booking is not one of the caller's activities.
   */
  checkInByVoucher(scope: TenantScope, key: number | string, code: string): Promise<CheckInAnswer['data']>;
  /**
   * Closes the activity's departures and starts cancelling their confirmed bookings (a background job), or retries
   * a workflow's failed refunds. 404 for another supplier's activity, departure or workflow.
   */
  bulkCancel(scope: TenantScope, input: In<typeof BulkCancelInputSchema>, requestedBy: number): Promise<WorkflowStatusAnswer['data']>;
  workflowStatus(scope: TenantScope, workflowId: string): Promise<WorkflowStatusAnswer['data']>;
}

interface Deps {
  db: Db;
  departures: DeparturesService;
  bookings: DepartureBookingsService;
  bulk: BulkCancellationsService;
}

const notFound = () => new HttpError('NOT_FOUND');
const chainOf = (locale: Locale | undefined): Locale[] => (locale && locale !== DEFAULT_LOCALE ? [locale, DEFAULT_LOCALE] : [DEFAULT_LOCALE]);
const nameIn = (texts: LocalizedText | undefined, locale: Locale | undefined) => pickText(texts ?? {}, chainOf(locale)).text;

export function createActivityCalendarService({ db, departures, bookings, bulk }: Deps): ActivityCalendarService {
  async function ownedTour(scope: TenantScope, tourId: number) {
    const tour = await tours.findOwnedTour(db, scope, tourId);
    if (!tour) throw notFound();
    return tour;
  }

  /** The tour's options (all, or the one named: 404 when it is not the tour's). */
  async function optionsOf(tourId: number, optionId: number | undefined) {
    const options = await tours.findOptions(db, [tourId]);
    if (optionId === undefined) return options;
    const option = options.find((o) => o.id === optionId);
    if (!option) throw notFound();
    return [option];
  }

  /** Departures as the calendar shows them: names in the caller's language, and held, booked and left seats. */
  async function slots(rows: Departure[], zones: Map<number, string>, locale: Locale | undefined): Promise<CalendarSlot[]> {
    const tourIds = [...new Set(rows.map((d) => d.serviceId))];
    const [names, options, held] = await Promise.all([findServiceNames(db, tourIds), tours.findOptions(db, tourIds), bookings.held(rows.map((d) => d.id))]);
    const optionNames = new Map(options.map((o) => [o.id, o.names]));
    return rows.map((d) => {
      const heldSeats = Math.min(held.get(d.id) ?? 0, d.sold);
      return {
        id: d.id,
        tour_id: d.serviceId,
        tour_name: nameIn(names.get(d.serviceId), locale),
        option_id: d.optionId,
        option_name: nameIn(optionNames.get(d.optionId), locale),
        date: d.date,
        start_time: d.startTime,
        time_zone: zones.get(d.serviceId) ?? '',
        allotment: d.allotment,
        held: heldSeats,
        booked: d.sold - heldSeats,
        left: d.remaining,
        status: d.status as AvailabilitySlotStatus,
      };
    });
  }

  async function monthOf(filter: { serviceIds: number[] | undefined; optionIds?: number[]; from: string; to: string }, zones: Map<number, string>, locale?: Locale) {
    const limit = ACTIVITY_CALENDAR_LIMITS.monthRowsMax;
    const rows = await departures.list({ ...filter, limit: limit + 1 });
    return { departures: await slots(rows.slice(0, limit), zones, locale), truncated: rows.length > limit };
  }

  /** The tour's departures of a day, of one option or one departure. */
  async function dayDepartures(tourId: number, input: { date: string; option_id?: number | undefined; slot_id?: number | undefined }) {
    const options = await optionsOf(tourId, input.option_id);
    const rows = await departures.list({ serviceIds: [tourId], optionIds: options.map((o) => o.id), from: input.date, to: input.date });
    if (input.slot_id === undefined) return { options, rows };
    const one = rows.filter((d) => d.id === input.slot_id);
    if (one.length === 0) throw notFound();
    return { options, rows: one };
  }

  const guestOf = (b: DepartureBooking, optionName: string): Guest => ({
    reservation_id: b.reservationId,
    booking_number: b.bookingNumber,
    slot_id: b.slotId,
    option_id: b.optionId,
    option_name: optionName,
    start_time: b.startTime.slice(0, 5),
    guest_name: `${b.firstName} ${b.lastName}`.trim(),
    email: b.email,
    phone: b.phone ? `${b.areaCode} ${b.phone}`.trim() : '',
    tickets: b.tickets.map((line) => ({ name: line.pricing_type, count: line.count })),
    persons: b.persons,
    comments: b.comments ?? '',
    checked_in: b.checkedInAt !== null,
    checked_in_at: b.checkedInAt?.toISOString() ?? null,
  });

  return {
    async month(scope, input, locale) {
      const owned = await tours.findOwnedTours(db, scope, input.tour_id === undefined ? undefined : [input.tour_id]);
      if (input.tour_id !== undefined && owned.length === 0) throw notFound();
      const zones = new Map(owned.map((t) => [t.id, t.timeZone]));
      let optionIds: number[] | undefined;
      if (input.option_id !== undefined) {
        const option = (await tours.findOptions(db, owned.map((t) => t.id))).find((o) => o.id === input.option_id);
        if (!option) throw notFound();
        optionIds = [option.id];
      }
      // An administrator's whole calendar is read without an id list (every service's departures).
      const serviceIds = scope.kind === 'all' && input.tour_id === undefined ? undefined : owned.map((t) => t.id);
      return monthOf({ serviceIds, ...(optionIds ? { optionIds } : {}), from: input.start_date, to: input.end_date }, zones, locale);
    },

    async optionMonth(scope, optionId, input, locale) {
      const [option] = await tours.findOptionsByIds(db, [optionId]);
      const tour = option ? await tours.findOwnedTour(db, scope, option.serviceId) : undefined;
      if (!option || !tour) throw notFound();
      return monthOf({ serviceIds: [tour.id], optionIds: [option.id], from: input.start_date, to: input.end_date }, new Map([[tour.id, tour.timeZone]]), locale);
    },

    async dayBookings(scope, tourId, input, locale) {
      const tour = await ownedTour(scope, tourId);
      const { options, rows } = await dayDepartures(tour.id, input);
      const [shown, booked] = await Promise.all([slots(rows, new Map([[tour.id, tour.timeZone]]), locale), bookings.confirmed(rows.map((d) => d.id))]);
      return {
        tour_id: tour.id,
        date: input.date,
        time_zone: tour.timeZone,
        options: options.map((o) => ({
          id: o.id,
          name: nameIn(o.names, locale),
          departures: shown
            .filter((d) => d.option_id === o.id)
            .map((d) => ({
              ...d,
              bookings: booked
                .filter((b) => b.slotId === d.id)
                .map((b) => ({ reservation_id: b.reservationId, booking_number: b.bookingNumber, guest_name: `${b.firstName} ${b.lastName}`.trim(), persons: b.persons, checked_in: b.checkedInAt !== null })),
            })),
        })),
      };
    },

    async guestList(scope, tourId, input, locale) {
      const tour = await ownedTour(scope, tourId);
      const { options, rows } = await dayDepartures(tour.id, input);
      const optionNames = new Map(options.map((o) => [o.id, nameIn(o.names, locale)]));
      const [names, booked] = await Promise.all([findServiceNames(db, [tour.id]), bookings.confirmed(rows.map((d) => d.id))]);
      return {
        tour_id: tour.id,
        tour_name: nameIn(names.get(tour.id), locale),
        date: input.date,
        time_zone: tour.timeZone,
        guests: booked.map((b) => guestOf(b, optionNames.get(b.optionId) ?? '')),
      };
    },

    async guestListSummary(scope, tourId, input, locale) {
      const tour = await ownedTour(scope, tourId);
      const { options, rows } = await dayDepartures(tour.id, input);
      const optionNames = new Map(options.map((o) => [o.id, nameIn(o.names, locale)]));
      const booked = await bookings.confirmed(rows.map((d) => d.id));
      const totals = (list: DepartureBooking[]) => ({
        bookings: list.length,
        persons: list.reduce((sum, b) => sum + b.persons, 0),
        checked_in_bookings: list.filter((b) => b.checkedInAt !== null).length,
        checked_in_persons: list.filter((b) => b.checkedInAt !== null).reduce((sum, b) => sum + b.persons, 0),
      });
      return {
        tour_id: tour.id,
        date: input.date,
        ...totals(booked),
        departures: rows.map((d) => ({
          slot_id: d.id,
          option_id: d.optionId,
          option_name: optionNames.get(d.optionId) ?? '',
          start_time: d.startTime,
          allotment: d.allotment,
          ...totals(booked.filter((b) => b.slotId === d.id)),
        })),
      };
    },

    async checkIn(scope, reservationId, checkedIn) {
      const serviceId = await bookings.serviceOf(reservationId);
      if (serviceId === undefined || !(await tours.findOwnedTour(db, scope, serviceId))) throw notFound();
      const at = await bookings.checkIn(reservationId, checkedIn);
      return { reservation_id: reservationId, checked_in: at !== null, checked_in_at: at?.toISOString() ?? null };
    },

    async checkInByVoucher(scope, key, code) {
      const found = await bookings.findByVoucher(code);
      const matches = found !== undefined && (typeof key === 'number' ? found.id === key : key.toLowerCase() === code.toLowerCase());
      if (!matches || !(await tours.findOwnedTour(db, scope, found.serviceId))) throw new HttpError('NOT_FOUND', { message: 'errors.reservationNotFound' });
      const at = await bookings.checkInByVoucher(found.id, code);
      return { reservation_id: found.id, checked_in: true, checked_in_at: at.toISOString() };
    },

    async bulkCancel(scope, input, requestedBy) {
      if (input.kind === 'retry') {
        await ownedWorkflow(scope, input.workflow_id);
        return bulk.retry(input.workflow_id);
      }
      const tour = await ownedTour(scope, input.tour_id);
      // Every departure named must be the activity's: one that is not answers 404, as any foreign id.
      const theirs = new Set((await departures.list({ serviceIds: [tour.id], ids: input.slot_ids })).map((d) => d.id));
      if (input.slot_ids.some((id) => !theirs.has(id))) throw notFound();
      // Closed first: from now on no checkout can take their seats (one holding seats already is caught by the job).
      await departures.close(tour.id, input.slot_ids);
      return bulk.start({ serviceId: tour.id, slotIds: input.slot_ids, reason: input.reason || null, requestedBy });
    },

    async workflowStatus(scope, workflowId) {
      return (await ownedWorkflow(scope, workflowId)).workflow;
    },
  };

  async function ownedWorkflow(scope: TenantScope, workflowId: string) {
    const found = await bulk.find(workflowId);
    if (!found || !(await tours.findOwnedTour(db, scope, found.serviceId))) throw notFound();
    return found;
  }
}
