import { DateTime } from 'luxon';
import type { Issue } from 'shared-contracts/common';
import { DEFAULT_LOCALE, type Locale } from 'shared-contracts/constants';
import { AvailabilitySlotStatus, type PricingBasis, type PricingType } from 'shared-contracts/enums';
import { formatMessage, type MessageId, type MessageValues } from 'shared-contracts/messages';
import {
  type AllotmentAnswer,
  type CalendarAnswer,
  type DatesAnswer,
  type Departure as DepartureDto,
  type ManagedOption,
  type ManagedTicket,
  type OptionForm,
  type OptionTicketMap,
  type OptionsWithDatesAnswer,
  type TicketForm,
  type TourAllotmentsAnswer,
  daysBetween,
  TOUR_MANAGE_LIMITS,
  type AllotmentInputSchema,
  type CalendarQuerySchema,
  type DatesInputSchema,
  type OptionInputSchema,
  type OptionTicketInputSchema,
  type OptionsWithDatesInputSchema,
  type TicketInputSchema,
  type TourAllotmentsQuerySchema,
} from 'shared-contracts/tour-manage';
import type * as v from 'valibot';
import type { Db } from '../../../db/client';
import type { LocalizedText } from '../../../db/schema/catalogue';
import type { Clock } from '../../../lib/clock';
import { HttpError } from '../../../lib/http-error';
import { pickText } from '../../../lib/locale';
import { answerLocale } from '../../../lib/messages';
import type { TenantScope } from '../../../lib/tenancy';
import type { DepartureBookingsService } from '../../booking/departure-bookings/departure-bookings.service';
import type { Departure, DeparturesService } from '../../availability/departures/departures.service';
import type { ProductUsageService } from '../../booking/product-usage/product-usage.service';
import { findServiceNames } from '../cancellation-policies/cancellation-policies.repo';
import * as repo from './tour-manage.repo';

type In<T extends v.GenericSchema> = v.InferOutput<T>;

/**
 * An activity's options, tickets, prices and departures, as its supplier (or an administrator) manages them. Every
 * call first finds the activity inside the caller's scope; another tenant's activity, and any option, ticket or
 * departure of it, answers 404 exactly as one that does not exist. Prices only change the catalogue: a reservation
 * keeps the amounts it was priced at (reservations.price_minor and its ticket lines), and an open cart learns of a
 * new price when it is validated again (validate-items reports price_changed, a hold refuses it).
 */
export interface TourManageService {
  options(scope: TenantScope, tourId: number, locale?: Locale): Promise<ManagedOption[]>;
  option(scope: TenantScope, tourId: number, optionId: number, clone: boolean): Promise<OptionForm>;
  saveOption(scope: TenantScope, tourId: number, input: In<typeof OptionInputSchema>): Promise<{ created: boolean; option: OptionForm }>;
  deleteOption(scope: TenantScope, tourId: number, optionId: number): Promise<void>;
  tickets(scope: TenantScope, tourId: number, locale?: Locale): Promise<ManagedTicket[]>;
  ticket(scope: TenantScope, tourId: number, ticketId: number, clone: boolean): Promise<TicketForm>;
  saveTicket(scope: TenantScope, tourId: number, input: In<typeof TicketInputSchema>): Promise<{ created: boolean; ticket: TicketForm }>;
  deleteTicket(scope: TenantScope, tourId: number, ticketId: number): Promise<void>;
  optionTickets(scope: TenantScope, tourId: number, locale?: Locale): Promise<OptionTicketMap>;
  saveOptionTickets(scope: TenantScope, tourId: number, input: In<typeof OptionTicketInputSchema>, locale?: Locale): Promise<OptionTicketMap>;
  optionsWithDates(scope: TenantScope, tourId: number, input: In<typeof OptionsWithDatesInputSchema>, locale?: Locale): Promise<OptionsWithDatesAnswer['data']>;
  allotments(scope: TenantScope, tourId: number, query: In<typeof TourAllotmentsQuerySchema>): Promise<TourAllotmentsAnswer['data']>;
  saveAllotment(scope: TenantScope, tourId: number, input: In<typeof AllotmentInputSchema>, locale?: Locale): Promise<AllotmentAnswer['data']>;
  calendar(scope: TenantScope, query: In<typeof CalendarQuerySchema>, locale?: Locale): Promise<CalendarAnswer['data']>;
  busyDates(scope: TenantScope, tourId: number, input: In<typeof DatesInputSchema>): Promise<DatesAnswer['data']>;
  emptyDates(scope: TenantScope, tourId: number, input: In<typeof DatesInputSchema>): Promise<DatesAnswer['data']>;
}

export interface TourManageDeps {
  db: Db;
  clock: Clock;
  departures: DeparturesService;
  /** Seats in open holds, to tell held from booked in a refusal. */
  bookings: Pick<DepartureBookingsService, 'held'>;
  usage: ProductUsageService;
}

const notFound = () => new HttpError('NOT_FOUND');
const badRequest = (issues: Issue[]) => new HttpError('VALIDATION_FAILED', { message: 'errors.badRequest', issues });
/** An issue whose text has no placeholders carries its id, so the error handler renders it in the caller's language. */
const issue = (path: string, id: MessageId): Issue => ({ path, message: formatMessage(DEFAULT_LOCALE, id), code: id });

const chainOf = (locale: Locale | undefined): Locale[] => (locale && locale !== DEFAULT_LOCALE ? [locale, DEFAULT_LOCALE] : [DEFAULT_LOCALE]);
const nameIn = (texts: LocalizedText, locale: Locale | undefined) => pickText(texts, chainOf(locale)).text;

const isForeignKeyViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
};

const toDepartureDto = (d: Departure): DepartureDto => ({
  id: d.id,
  option_id: d.optionId,
  date: d.date,
  start_time: d.startTime,
  allotment: d.allotment,
  remaining: d.remaining,
  sold: d.sold,
  status: d.status as DepartureDto['status'],
});

const priceDto = (p: repo.PriceRowDb) => ({ price_minor: p.priceMinor, valid_from: p.validFrom, valid_to: p.validTo });

/** Every date from `start` to `end`, both included (plain calendar dates: no zone is involved). */
function datesBetween(start: string, end: string): string[] {
  const dates: string[] = [];
  for (let day = DateTime.fromISO(start, { zone: 'utc' }); (day.toISODate() ?? '') <= end; day = day.plus({ days: 1 })) dates.push(day.toISODate() ?? '');
  return dates;
}

const weekdayOf = (date: string) => DateTime.fromISO(date, { zone: 'utc' }).weekday;

export function createTourManageService({ db, clock, departures, bookings, usage }: TourManageDeps): TourManageService {
  /** A bulk change of the option's existing departures (issue 13 §1): all or nothing, with a preview. */
  async function bulkChange(
    tour: { id: number; timeZone: string },
    input: Extract<v.InferOutput<typeof AllotmentInputSchema>, { kind: 'bulk' }>,
    rendered: (id: MessageId, values: MessageValues) => string,
  ): Promise<AllotmentAnswer['data']> {
    await ownedOptionId(tour.id, input.option_id, 'option_id');
    const weekdays = new Set<number>(input.weekdays);
    const dates = datesBetween(input.start_date, input.end_date).filter((date) => weekdays.has(weekdayOf(date)));
    const outcome = await departures.bulkChange({
      serviceId: tour.id,
      optionId: input.option_id,
      dates,
      startTimes: input.start_times,
      allotment: input.allotment,
      status: input.status,
      preview: input.preview,
    });
    if (outcome.rows.length === 0) throw badRequest([issue('start_date', 'errors.tourManage.bulkNoDepartures')]);
    const max = TOUR_MANAGE_LIMITS.scheduleDeparturesMax;
    if (outcome.rows.length > max && !input.preview) {
      const values = { count: outcome.rows.length, max };
      throw new HttpError('VALIDATION_FAILED', { message: 'errors.tourManage.bulkTooLarge', values, issues: [{ path: 'end_date', message: rendered('errors.tourManage.bulkTooLarge', values) }] });
    }
    const refused = outcome.rows.filter((row) => row.refused);
    if (refused.length > 0 && !input.preview) {
      const held = await bookings.held(refused.map((row) => row.departure.id));
      throw new HttpError('CONFLICT', {
        message: 'errors.tourManage.bulkBelowSold',
        values: { count: refused.length, allotment: input.allotment ?? 0 },
        issues: refused.map((row) => {
          const heldSeats = held.get(row.departure.id) ?? 0;
          const values = { date: row.departure.date, time: row.departure.startTime, held: heldSeats, booked: row.departure.sold - heldSeats, sold: row.departure.sold };
          return { path: `departures.${row.departure.id}`, message: rendered('errors.tourManage.departureHeldBooked', values) };
        }),
      });
    }
    const changes = outcome.rows.map((row) => ({
      slot_id: row.departure.id,
      date: row.departure.date,
      start_time: row.departure.startTime,
      sold: row.departure.sold,
      allotment_before: row.departure.allotment,
      allotment_after: row.allotmentAfter,
      status_before: row.departure.status as AvailabilitySlotStatus,
      status_after: row.statusAfter as AvailabilitySlotStatus,
      refused: row.refused,
    }));
    const changed = changes.filter((c) => !c.refused && (c.allotment_after !== c.allotment_before || c.status_after !== c.status_before)).length;
    return { kind: 'bulk', option_id: input.option_id, preview: input.preview, changes, changed };
  }

  async function tourOf(scope: TenantScope, tourId: number): Promise<repo.OwnedTour> {
    const tour = await repo.findOwnedTour(db, scope, tourId);
    if (!tour) throw notFound();
    return tour;
  }

  const todayIn = (zone: string) => DateTime.fromJSDate(clock.now(), { zone }).toISODate() ?? '';

  async function optionForm(tourId: number, option: repo.OptionRow, clone: boolean): Promise<OptionForm> {
    const prices = (await repo.findTourPrices(db, tourId)).filter((p) => p.optionId === option.id);
    return {
      id: clone ? null : option.id,
      names: option.names,
      descriptions: option.descriptions,
      position: option.position,
      prices: prices.map((p) => ({ ticket_id: p.ticketId, ...priceDto(p) })),
    };
  }

  async function ticketForm(tourId: number, ticket: repo.TicketRow, clone: boolean): Promise<TicketForm> {
    const prices = (await repo.findTourPrices(db, tourId)).filter((p) => p.ticketId === ticket.id && p.optionId !== null);
    return {
      id: clone ? null : ticket.id,
      pricing_type: ticket.pricingType as PricingType,
      pricing_basis: ticket.pricingBasis as PricingBasis,
      member_count: ticket.memberCount,
      names: ticket.names,
      position: ticket.position,
      prices: prices.map((p) => ({ option_id: p.optionId ?? 0, ...priceDto(p) })),
    };
  }

  /** 400 naming each row whose option (or ticket) is not one of the tour's. */
  function refuseForeign(ids: readonly number[], owned: Set<number>, path: (index: number) => string, id: MessageId) {
    const issues = ids.flatMap((value, index) => (owned.has(value) ? [] : [issue(path(index), id)]));
    if (issues.length) throw badRequest(issues);
  }

  async function priceMap(tour: repo.OwnedTour, locale: Locale | undefined): Promise<OptionTicketMap> {
    const [options, tickets, prices] = await Promise.all([repo.findOptions(db, [tour.id]), repo.findTickets(db, tour.id), repo.findTourPrices(db, tour.id)]);
    return {
      tour_id: tour.id,
      currency: tour.currency,
      options: options.map((o) => ({ id: o.id, name: nameIn(o.names, locale) })),
      tickets: tickets.map((t) => ({
        id: t.id,
        name: nameIn(t.names, locale),
        pricing_type: t.pricingType as PricingType,
        pricing_basis: t.pricingBasis as PricingBasis,
        member_count: t.memberCount,
      })),
      prices: prices.flatMap((p) => (p.optionId === null ? [] : [{ option_id: p.optionId, ticket_id: p.ticketId, ...priceDto(p) }])),
    };
  }

  /** The departures of a tour (one option, or all) in a range. */
  async function departuresOf(tourId: number, from: string, to: string, optionId?: number) {
    return departures.list({ serviceIds: [tourId], ...(optionId === undefined ? {} : { optionIds: [optionId] }), from, to });
  }

  async function ownedOptionId(tourId: number, optionId: number | undefined, path: string) {
    if (optionId === undefined) return undefined;
    if (!(await repo.findOption(db, tourId, optionId))) throw badRequest([issue(path, 'errors.tourManage.optionNotInTour')]);
    return optionId;
  }

  function rangeIssue(start: string, end: string, maxDays: number, tooLong: MessageId) {
    if (end < start) throw badRequest([issue('end_date', 'validation.dateRangeInvalid')]);
    if (daysBetween(start, end) > maxDays) throw badRequest([issue('end_date', tooLong)]);
  }

  return {
    async options(scope, tourId, locale) {
      const tour = await tourOf(scope, tourId);
      return (await repo.findOptions(db, [tour.id])).map((o) => ({
        id: o.id,
        tour_id: tour.id,
        name: nameIn(o.names, locale),
        names: o.names,
        descriptions: o.descriptions,
        position: o.position,
      }));
    },

    async option(scope, tourId, optionId, clone) {
      const tour = await tourOf(scope, tourId);
      const option = await repo.findOption(db, tour.id, optionId);
      if (!option) throw notFound();
      return optionForm(tour.id, option, clone);
    },

    async saveOption(scope, tourId, input) {
      const tour = await tourOf(scope, tourId);
      const saved = await db.transaction(async (tx) => {
        let option: repo.OptionRow;
        if (input.id !== null) {
          const found = await repo.findOption(tx, tour.id, input.id, { lock: true });
          if (!found) throw notFound();
          await repo.updateOption(tx, found.id, { names: input.names, descriptions: input.descriptions, position: input.position });
          option = found;
        } else {
          option = await repo.insertOption(tx, {
            serviceId: tour.id,
            names: input.names,
            descriptions: input.descriptions,
            position: input.position ?? (await repo.nextOptionPosition(tx, tour.id)),
          });
        }
        if (input.prices) {
          const ticketIds = input.prices.map((p) => p.ticket_id);
          const owned = await repo.lockTourParts(tx, tour.id, { optionIds: [], ticketIds });
          refuseForeign(ticketIds, owned.ticketIds, (i) => `prices.${i}.ticket_id`, 'errors.tourManage.ticketNotInTour');
          await repo.replacePrices(
            tx,
            { optionId: option.id },
            input.prices.map((p) => ({ optionId: option.id, ticketId: p.ticket_id, priceMinor: p.price_minor, validFrom: p.valid_from, validTo: p.valid_to })),
          );
        }
        return { id: option.id, created: input.id === null };
      });
      const option = await repo.findOption(db, tour.id, saved.id);
      if (!option) throw notFound();
      return { created: saved.created, option: await optionForm(tour.id, option, false) };
    },

    async deleteOption(scope, tourId, optionId) {
      const tour = await tourOf(scope, tourId);
      if (!(await repo.findOption(db, tour.id, optionId))) throw notFound();
      const hasBookings = () => new HttpError('CONFLICT', { message: 'errors.tourManage.optionHasBookings' });
      if ((await usage.optionReservations(optionId)) > 0) throw hasBookings();
      try {
        // Its departures and prices go with it (cascade). A reservation made since the check above still stops the
        // delete: it points at the option and its departure (foreign keys without cascade).
        await db.transaction(async (tx) => {
          if (!(await repo.findOption(tx, tour.id, optionId, { lock: true }))) throw notFound();
          await repo.deleteOption(tx, optionId);
        });
      } catch (error) {
        if (isForeignKeyViolation(error)) throw hasBookings();
        throw error;
      }
    },

    async tickets(scope, tourId, locale) {
      const tour = await tourOf(scope, tourId);
      const [tickets, prices] = await Promise.all([repo.findTickets(db, tour.id), repo.findTourPrices(db, tour.id)]);
      return tickets.map((t) => ({
        id: t.id,
        tour_id: tour.id,
        name: nameIn(t.names, locale),
        pricing_type: t.pricingType as PricingType,
        pricing_basis: t.pricingBasis as PricingBasis,
        member_count: t.memberCount,
        names: t.names,
        position: t.position,
        prices: prices.flatMap((p) => (p.ticketId === t.id && p.optionId !== null ? [{ option_id: p.optionId, ...priceDto(p) }] : [])),
      }));
    },

    async ticket(scope, tourId, ticketId, clone) {
      const tour = await tourOf(scope, tourId);
      const ticket = await repo.findTicket(db, tour.id, ticketId);
      if (!ticket) throw notFound();
      return ticketForm(tour.id, ticket, clone);
    },

    async saveTicket(scope, tourId, input) {
      const tour = await tourOf(scope, tourId);
      const values = { pricingType: input.pricing_type, pricingBasis: input.pricing_basis, memberCount: input.member_count, names: input.names };
      const saved = await db.transaction(async (tx) => {
        let ticketId: number;
        if (input.id !== null) {
          const found = await repo.findTicket(tx, tour.id, input.id, { lock: true });
          if (!found) throw notFound();
          await repo.updateTicket(tx, found.id, { ...values, position: input.position });
          ticketId = found.id;
        } else {
          const position = input.position ?? (await repo.nextTicketPosition(tx, tour.id));
          ticketId = (await repo.insertTicket(tx, { serviceId: tour.id, ...values, position })).id;
        }
        if (input.prices) {
          const optionIds = input.prices.map((p) => p.option_id);
          const owned = await repo.lockTourParts(tx, tour.id, { optionIds, ticketIds: [] });
          refuseForeign(optionIds, owned.optionIds, (i) => `prices.${i}.option_id`, 'errors.tourManage.optionNotInTour');
          await repo.replacePrices(
            tx,
            { ticketId },
            input.prices.map((p) => ({ optionId: p.option_id, ticketId, priceMinor: p.price_minor, validFrom: p.valid_from, validTo: p.valid_to })),
          );
        }
        return { id: ticketId, created: input.id === null };
      });
      const ticket = await repo.findTicket(db, tour.id, saved.id);
      if (!ticket) throw notFound();
      return { created: saved.created, ticket: await ticketForm(tour.id, ticket, false) };
    },

    async deleteTicket(scope, tourId, ticketId) {
      const tour = await tourOf(scope, tourId);
      if (!(await repo.findTicket(db, tour.id, ticketId))) throw notFound();
      // Reservations keep their ticket lines (type, count, amounts) but name the ticket by id, with no foreign key:
      // the check is the only guard, so a booking made in the instant between it and the delete keeps its lines.
      if ((await usage.ticketReservations(tour.id, ticketId)) > 0) {
        throw new HttpError('CONFLICT', { message: 'errors.tourManage.ticketHasBookings' });
      }
      await db.transaction(async (tx) => {
        if (!(await repo.findTicket(tx, tour.id, ticketId, { lock: true }))) throw notFound();
        await repo.deleteTicket(tx, ticketId);
      });
    },

    async optionTickets(scope, tourId, locale) {
      return priceMap(await tourOf(scope, tourId), locale);
    },

    async saveOptionTickets(scope, tourId, input, locale) {
      const tour = await tourOf(scope, tourId);
      await db.transaction(async (tx) => {
        const optionIds = input.mappings.map((m) => m.option_id);
        const ticketIds = input.mappings.map((m) => m.ticket_id);
        const owned = await repo.lockTourParts(tx, tour.id, { optionIds, ticketIds });
        const issues = input.mappings.flatMap((m, i) => [
          ...(owned.optionIds.has(m.option_id) ? [] : [issue(`mappings.${i}.option_id`, 'errors.tourManage.optionNotInTour')]),
          ...(owned.ticketIds.has(m.ticket_id) ? [] : [issue(`mappings.${i}.ticket_id`, 'errors.tourManage.ticketNotInTour')]),
        ]);
        if (issues.length) throw badRequest(issues);
        await repo.replacePrices(
          tx,
          { pairs: input.mappings.map((m) => ({ optionId: m.option_id, ticketId: m.ticket_id })) },
          input.mappings.flatMap((m) =>
            m.prices.map((p) => ({ optionId: m.option_id, ticketId: m.ticket_id, priceMinor: p.price_minor, validFrom: p.valid_from, validTo: p.valid_to })),
          ),
        );
      });
      return priceMap(tour, locale);
    },

    async optionsWithDates(scope, tourId, input, locale) {
      const tour = await tourOf(scope, tourId);
      const optionId = await ownedOptionId(tour.id, input.option_id, 'option_id');
      const options = (await repo.findOptions(db, [tour.id])).filter((o) => optionId === undefined || o.id === optionId);
      const found = await departuresOf(tour.id, input.start_date, input.end_date, optionId);
      return {
        time_zone: tour.timeZone,
        options: options.map((o) => ({
          id: o.id,
          tour_id: tour.id,
          name: nameIn(o.names, locale),
          names: o.names,
          descriptions: o.descriptions,
          position: o.position,
          departures: found.filter((d) => d.optionId === o.id).map(toDepartureDto),
        })),
      };
    },

    async allotments(scope, tourId, query) {
      const tour = await tourOf(scope, tourId);
      const start = query.start_date ?? todayIn(tour.timeZone);
      const end = query.end_date ?? DateTime.fromISO(start, { zone: 'utc' }).plus({ days: 30 }).toISODate() ?? start;
      rangeIssue(start, end, TOUR_MANAGE_LIMITS.rangeDaysMax, 'errors.tourManage.rangeTooLong');
      const optionId = await ownedOptionId(tour.id, query.option_id, 'option_id');
      return { tour_id: tour.id, time_zone: tour.timeZone, departures: (await departuresOf(tour.id, start, end, optionId)).map(toDepartureDto) };
    },

    async saveAllotment(scope, tourId, input, locale) {
      const tour = await tourOf(scope, tourId);
      const rendered = (id: MessageId, values: MessageValues) => formatMessage(answerLocale(locale), id, values);
      if (input.kind === 'departure') {
        const outcome = await departures.changeAllotment({ serviceId: tour.id, slotId: input.slot_id, allotment: input.allotment, status: input.status });
        if (outcome.kind === 'not_found') throw notFound();
        if (outcome.kind === 'below_sold') {
          throw new HttpError('CONFLICT', { message: 'errors.tourManage.belowSold', values: { sold: outcome.sold } });
        }
        return { kind: 'departure', departure: toDepartureDto(outcome.departure) };
      }
      if (input.kind === 'bulk') return bulkChange(tour, input, rendered);
      await ownedOptionId(tour.id, input.option_id, 'option_id');
      if (input.start_date < todayIn(tour.timeZone)) throw badRequest([issue('start_date', 'errors.tourManage.scheduleInPast')]);
      const weekdays = new Set<number>(input.weekdays);
      const dates = datesBetween(input.start_date, input.end_date).filter((date) => weekdays.has(weekdayOf(date)));
      const count = dates.length * input.start_times.length;
      if (count === 0) throw badRequest([issue('weekdays', 'errors.tourManage.scheduleEmpty')]);
      const max = TOUR_MANAGE_LIMITS.scheduleDeparturesMax;
      if (count > max) {
        const message = rendered('errors.tourManage.scheduleTooLarge', { count, max });
        throw new HttpError('VALIDATION_FAILED', { message: 'errors.tourManage.scheduleTooLarge', values: { count, max }, issues: [{ path: 'end_date', message }] });
      }
      const outcome = await departures.applySchedule({ serviceId: tour.id, optionId: input.option_id, allotment: input.allotment, dates, startTimes: input.start_times });
      if (!outcome.ok) {
        throw new HttpError('CONFLICT', {
          message: 'errors.tourManage.scheduleBelowSold',
          values: { count: outcome.refused.length, allotment: input.allotment },
          issues: outcome.refused.map((r, i) => ({
            path: `departures.${i}`,
            message: rendered('errors.tourManage.departureBelowSold', { date: r.date, time: r.startTime, sold: r.sold }),
          })),
        });
      }
      return { kind: 'schedule', option_id: input.option_id, departures: count, created: outcome.created, updated: outcome.updated, unchanged: outcome.unchanged };
    },

    async calendar(scope, query, locale) {
      const tourFilter = query.tour_id === undefined ? undefined : [query.tour_id];
      const tours = await repo.findOwnedTours(db, scope, tourFilter);
      if (query.tour_id !== undefined && tours.length === 0) throw notFound();
      // An administrator's whole calendar is read without an id list (every service's departures).
      const serviceIds = scope.kind === 'all' && tourFilter === undefined ? undefined : tours.map((t) => t.id);
      const limit = TOUR_MANAGE_LIMITS.calendarRowsMax;
      const rows = await departures.list({ serviceIds, from: query.start_date, to: query.end_date, limit: limit + 1 });
      const shown = rows.slice(0, limit);
      const tourIds = [...new Set(shown.map((d) => d.serviceId))];
      const zones = new Map(tours.map((t) => [t.id, t.timeZone]));
      const [names, options] = await Promise.all([findServiceNames(db, tourIds), repo.findOptions(db, tourIds)]);
      const optionNames = new Map(options.map((o) => [o.id, o.names]));
      return {
        departures: shown.map((d) => ({
          ...toDepartureDto(d),
          tour_id: d.serviceId,
          tour_name: nameIn(names.get(d.serviceId) ?? {}, locale),
          option_name: nameIn(optionNames.get(d.optionId) ?? {}, locale),
          time_zone: zones.get(d.serviceId) ?? '',
        })),
        truncated: rows.length > limit,
      };
    },

    async busyDates(scope, tourId, input) {
      const tour = await tourOf(scope, tourId);
      const optionId = await ownedOptionId(tour.id, input.option_id, 'option_id');
      const byDate = new Map<string, Departure[]>();
      for (const d of await departuresOf(tour.id, input.start_date, input.end_date, optionId)) byDate.set(d.date, [...(byDate.get(d.date) ?? []), d]);
      // Busy: departures run that day, and not one of them has a seat on sale (each is sold out or locked).
      const onSale = (d: Departure) => d.status === AvailabilitySlotStatus.Active && d.remaining > 0;
      const dates = [...byDate].filter(([, list]) => !list.some(onSale)).map(([date]) => date);
      return { tour_id: tour.id, time_zone: tour.timeZone, dates };
    },

    async emptyDates(scope, tourId, input) {
      const tour = await tourOf(scope, tourId);
      const optionId = await ownedOptionId(tour.id, input.option_id, 'option_id');
      // Empty: no departure at all that day, whatever its seats or status.
      const run = new Set((await departuresOf(tour.id, input.start_date, input.end_date, optionId)).map((d) => d.date));
      return { tour_id: tour.id, time_zone: tour.timeZone, dates: datesBetween(input.start_date, input.end_date).filter((date) => !run.has(date)) };
    },
  };
}
