import { DateTime } from 'luxon';
import {
  money,
  PriceQuoteSchema,
  type ActivityDatesAnswer,
  type ActivitySlot,
  type AvailabilityHit,
  type PriceQuote,
  type PriceQuoteInput,
} from 'shared-contracts/catalogue';
import type { Locale } from 'shared-contracts/constants';
import { AvailabilitySlotStatus, PricingBasis } from 'shared-contracts/enums';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { HttpError } from '../../../lib/http-error';
import { toDto, validationError } from '../../../lib/validation';
import type { CatalogueService } from '../../core/catalogue/catalogue.service';
import { guestsTotalMinor, unitPriceMinor } from '../pricing';
import { findSlot, findSlots, type SlotRow } from './activity-slots.repo';

const TYPES = ['activities', 'events'] as const;

export interface ActivitySlotsService {
  dates(serviceId: number, input: { site_id: number; month: string; option_id?: number | null; seats: number }, locale?: Locale): Promise<ActivityDatesAnswer['data']>;
  slots(serviceId: number, input: { site_id: number; date: string; option_id?: number }, locale?: Locale): Promise<{ date: string; time_zone: string; slots: ActivitySlot[] }>;
  quote(serviceId: number, input: PriceQuoteInput, locale?: Locale): Promise<PriceQuote>;
  search(input: { site_id: number; date: string; adults: number; children: number; service_type?: 'activities' | 'events'; location_id?: number }, locale?: Locale): Promise<AvailabilityHit[]>;
}

const hhmm = (time: string) => time.slice(0, 5);

export function createActivitySlotsService(db: Db, catalogue: CatalogueService, clock: Clock): ActivitySlotsService {
  /** Bookable = active, seats left, and not yet started in the service's own time zone. */
  function toSlot(row: SlotRow, zone: string): ActivitySlot {
    const start = DateTime.fromISO(`${row.slotDate}T${row.startTime}`, { zone });
    const started = start <= DateTime.fromJSDate(clock.now(), { zone });
    const soldOut = row.remaining === 0;
    return {
      id: row.id,
      option_id: row.optionId,
      date: row.slotDate,
      start_time: hhmm(row.startTime),
      allotment: row.allotmentTotal,
      remaining: row.remaining,
      status: row.status as ActivitySlot['status'],
      sold_out: soldOut,
      bookable: !soldOut && !started && row.status === AvailabilitySlotStatus.Active,
    };
  }

  return {
    async dates(serviceId, input, locale) {
      const { service } = await catalogue.bookable(input.site_id, serviceId, [...TYPES], locale);
      const zone = service.timeZone;
      const first = DateTime.fromISO(`${input.month}-01`, { zone });
      const last = first.endOf('month').startOf('day');
      const rows = await findSlots(db, [serviceId], first.toISODate() ?? '', last.toISODate() ?? '', input.option_id ?? undefined);
      const seatsByDate = new Map<string, number>();
      for (const row of rows) {
        const slot = toSlot(row, zone);
        if (!slot.bookable) continue;
        seatsByDate.set(slot.date, Math.max(seatsByDate.get(slot.date) ?? 0, slot.remaining));
      }
      const dates = [...seatsByDate].filter(([, seats]) => seats >= input.seats).map(([date, seats_left]) => ({ date, seats_left }));
      const offered = new Set(dates.map((d) => d.date));
      const empty: string[] = [];
      for (let day = first; day <= last; day = day.plus({ days: 1 })) {
        const iso = day.toISODate() ?? '';
        if (!offered.has(iso)) empty.push(iso);
      }
      return { month: input.month, time_zone: zone, dates, empty_dates: empty };
    },

    async slots(serviceId, input, locale) {
      const { service } = await catalogue.bookable(input.site_id, serviceId, [...TYPES], locale);
      const rows = await findSlots(db, [serviceId], input.date, input.date, input.option_id);
      return { date: input.date, time_zone: service.timeZone, slots: rows.map((row) => toSlot(row, service.timeZone)) };
    },

    async quote(serviceId, input, locale) {
      const { site, service } = await catalogue.bookable(input.site_id, serviceId, [...TYPES], locale);
      const [tickets, options] = await Promise.all([catalogue.tickets(site, serviceId), catalogue.options(site, serviceId)]);
      const issues = input.tickets.flatMap((selection, index) =>
        tickets.some((t) => t.id === selection.ticket_id)
          ? []
          : [{ path: `tickets.${index}.ticket_id`, message: 'This ticket does not belong to the activity.', code: 'validation.invalid' }],
      );
      const optionId = input.option_id ?? null;
      if (optionId !== null && !options.some((o) => o.id === optionId)) {
        issues.push({ path: 'option_id', message: 'This option does not belong to the activity.', code: 'validation.invalid' });
      }
      if (issues.length) throw validationError(issues);

      const date = input.date ?? null;
      // Spec 001 §5: a ticket enters the selection only with count > 0 and an option and a date chosen.
      const chosen = optionId !== null && date !== null ? input.tickets.filter((s) => s.count > 0) : [];
      const lines = chosen.map((selection) => {
        const ticket = tickets.find((t) => t.id === selection.ticket_id);
        if (!ticket) throw new HttpError('INTERNAL');
        const unit = unitPriceMinor(ticket, optionId, date);
        if (unit === undefined) {
          throw validationError([{ path: 'tickets', message: `The ticket "${ticket.name}" has no price for this option and date.`, code: 'validation.invalid' }]);
        }
        // A group priced per person pays for each member; a group priced per group pays once per ticket.
        const perTicket = ticket.pricing_basis === PricingBasis.perPerson ? unit * ticket.member_count : unit;
        return {
          ticket_id: ticket.id,
          pricing_type: ticket.pricing_type,
          pricing_basis: ticket.pricing_basis,
          count: selection.count,
          persons: selection.count * ticket.member_count,
          unit_price: money(unit, service.currency),
          total: money(perTicket * selection.count, service.currency),
        };
      });
      const persons = lines.reduce((sum, line) => sum + line.persons, 0);
      let slot: PriceQuote['slot'] = null;
      if (input.slot_id !== undefined && input.slot_id !== null) {
        const row = await findSlot(db, input.slot_id);
        if (!row || row.serviceId !== serviceId || (optionId !== null && row.optionId !== optionId) || (date !== null && row.slotDate !== date)) {
          throw validationError([{ path: 'slot_id', message: 'This time slot does not match the activity, option and date.', code: 'validation.invalid' }]);
        }
        const view = toSlot(row, service.timeZone);
        slot = { id: row.id, remaining: row.remaining, enough_seats: view.bookable && row.remaining >= persons };
      }
      const totalMinor = lines.reduce((sum, line) => sum + line.total.minor, 0);
      return toDto(PriceQuoteSchema, { currency: service.currency, lines, persons, total: money(totalMinor, service.currency), slot });
    },

    async search(input, locale) {
      const site = await catalogue.site(input.site_id, locale);
      const types = input.service_type ? [input.service_type] : [...TYPES];
      const ids = await catalogue.siteServiceIds(site, {
        serviceTypes: types.map((t) => (t === 'activities' ? 1 : 2)),
        ...(input.location_id === undefined ? {} : { locationId: input.location_id }),
      });
      const cards = await catalogue.cards(site, ids);
      const rows = await findSlots(db, ids, input.date, input.date);
      const guests = input.adults + input.children;
      const hits: AvailabilityHit[] = [];
      for (const card of cards) {
        const zone = (await catalogue.bookable(site.id, card.id, [...TYPES])).service.timeZone;
        const open = rows.filter((r) => r.serviceId === card.id).map((r) => toSlot(r, zone)).filter((s) => s.bookable && s.remaining >= guests);
        if (open.length === 0) continue;
        const tickets = await catalogue.tickets(site, card.id);
        const totals = [...new Set(open.map((s) => s.option_id))]
          .map((optionId) => guestsTotalMinor(tickets, optionId, input.date, input.adults, input.children))
          .filter((t): t is number => t !== undefined);
        if (totals.length === 0) continue;
        hits.push({ service: card, price: money(Math.min(...totals), card.currency), seats_left: Math.max(...open.map((s) => s.remaining)) });
      }
      return hits.sort((a, b) => a.price.minor - b.price.minor);
    },
  };
}
