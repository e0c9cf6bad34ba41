import { DateTime } from 'luxon';
import type { CartItemInput } from 'shared-contracts/cart';
import type { FailedReservationInfo } from 'shared-contracts/booking';
import type { Locale } from 'shared-contracts/constants';
import { PricingType, ServiceTypeId } from 'shared-contracts/enums';
import type { TourTicketLine } from '../../../db/schema/booking';
import { HttpError } from '../../../lib/http-error';
import { validationError } from '../../../lib/validation';
import type { ActivitySlotsService } from '../../availability/activity-slots/activity-slots.service';
import type { HotelCalendarService } from '../../availability/hotel-calendar/hotel-calendar.service';
import type { PackageSlotsService } from '../../availability/package-slots/package-slots.service';
import type { ReservationWithItems } from './cart.repo';

/** One piece of capacity a hold takes: seats of a departure, or rooms of one night on the base rate plan. */
export type Take =
  | { kind: 'activity'; slotId: number; quantity: number; date: string }
  | { kind: 'package'; slotId: number; quantity: number; date: string }
  | { kind: 'night'; roomTypeId: number; ratePlanId: number; stayDate: string; quantity: number };

export type FailureReason = FailedReservationInfo['reason'];

/** An item priced from the catalogue now. `available` false carries why. */
export interface PricedItem {
  serviceId: number;
  serviceType: number;
  currency: string;
  priceMinor: number;
  available: boolean;
  reason: FailureReason | null;
  message: string | null;
  failedDate: string | null;
  takes: Take[];
  tour?: { optionId: number; slotId: number; slotDate: string; startTime: string; persons: number; tickets: TourTicketLine[] };
  hotel?: { roomTypeId: number; ratePlanId: number; checkIn: string; checkOut: string; rooms: number; adults: number; children: number; priceMinor: number }[];
  pkg?: { slotId: number; startDate: string; adults: number; children: number };
}

export interface PricingDeps {
  slots: ActivitySlotsService;
  hotels: HotelCalendarService;
  packages: PackageSlotsService;
}

const CHILD_TYPES: readonly string[] = [PricingType.Child, PricingType.Youth, PricingType.Infant];
export const childPersons = (tickets: TourTicketLine[]) => tickets.filter((t) => CHILD_TYPES.includes(t.pricing_type)).reduce((s, t) => s + t.persons, 0);

/** The nights of a stay: check-in up to the night before check-out (plain dates, no zone involved). */
export function stayNights(checkIn: string, checkOut: string): string[] {
  const nights: string[] = [];
  for (let day = DateTime.fromISO(checkIn, { zone: 'utc' }); (day.toISODate() ?? '') < checkOut; day = day.plus({ days: 1 })) nights.push(day.toISODate() ?? '');
  return nights;
}

/**
 * Prices an item the way the storefront's availability calls do (the availability module is the one place prices
 * are computed). Input errors (a ticket of another tour, a room type the hotel lacks) throw 400s; an item that is
 * well-formed but not bookable now comes back with `available: false` and a reason.
 */
export async function priceItem(deps: PricingDeps, siteId: number, item: CartItemInput, locale?: Locale): Promise<PricedItem> {
  if (item.service_type === 'activities' || item.service_type === 'events') {
    const quote = await deps.slots.quote(
      item.serviceable_id,
      { site_id: siteId, option_id: item.option_id, date: item.date, slot_id: item.slot_id, tickets: item.tickets },
      locale,
    );
    const day = await deps.slots.slots(item.serviceable_id, { site_id: siteId, date: item.date, option_id: item.option_id }, locale);
    const slot = day.slots.find((s) => s.id === item.slot_id);
    if (!slot) throw validationError([{ path: 'slot_id', message: 'This time slot does not match the activity, option and date.', code: 'validation.invalid' }]);
    const tickets = quote.lines.map((line) => ({
      ticket_id: line.ticket_id,
      pricing_type: line.pricing_type,
      count: line.count,
      persons: line.persons,
      total_minor: line.total.minor,
    }));
    const available = slot.bookable && slot.remaining >= quote.persons;
    return {
      serviceId: item.serviceable_id,
      serviceType: ServiceTypeId[item.service_type],
      currency: quote.currency,
      priceMinor: quote.total.minor,
      available,
      reason: available ? null : slot.bookable ? 'sold_out' : 'unavailable',
      message: available ? null : slot.bookable ? `Only ${slot.remaining} seats are left on this departure.` : 'This departure can no longer be booked.',
      failedDate: available ? null : item.date,
      takes: [{ kind: 'activity', slotId: item.slot_id, quantity: quote.persons, date: item.date }],
      tour: { optionId: item.option_id, slotId: item.slot_id, slotDate: item.date, startTime: `${slot.start_time}:00`, persons: quote.persons, tickets },
    };
  }

  if (item.service_type === 'hotels') {
    const nights = stayNights(item.check_in, item.check_out);
    const lines: NonNullable<PricedItem['hotel']> = [];
    const takes: Take[] = [];
    let currency = '';
    let failure: Pick<PricedItem, 'reason' | 'message' | 'failedDate'> | null = null;
    for (const [index, choice] of item.rooms.entries()) {
      const offer = await deps.hotels.availability(
        item.serviceable_id,
        { site_id: siteId, check_in: item.check_in, check_out: item.check_out, rooms: choice.num_of_rooms, adults: choice.num_of_adults, children: choice.num_of_children },
        locale,
      );
      currency = offer.currency;
      const plan = offer.room_types.find((r) => r.room_type_id === choice.room_type_id)?.rate_plans.find((p) => p.rate_plan_id === choice.rate_plan_id);
      if (!plan) {
        throw validationError([{ path: `rooms.${index}`, message: 'This room type and rate plan are not offered by the hotel.', code: 'validation.invalid' }]);
      }
      if (!plan.available || !plan.total_price) {
        const first = plan.reasons[0];
        failure ??= {
          reason: first?.code === 'sold_out' ? 'sold_out' : 'unavailable',
          message: first?.message ?? 'This room is not available for these dates.',
          failedDate: first?.date ?? null,
        };
      }
      lines.push({
        roomTypeId: choice.room_type_id,
        ratePlanId: choice.rate_plan_id,
        checkIn: item.check_in,
        checkOut: item.check_out,
        rooms: choice.num_of_rooms,
        adults: choice.num_of_adults,
        children: choice.num_of_children,
        priceMinor: plan.total_price?.minor ?? 0,
      });
      const base = plan.parent_rate_plan_id ?? plan.rate_plan_id;
      for (const stayDate of nights) takes.push({ kind: 'night', roomTypeId: choice.room_type_id, ratePlanId: base, stayDate, quantity: choice.num_of_rooms });
    }
    return {
      serviceId: item.serviceable_id,
      serviceType: ServiceTypeId.hotels,
      currency,
      priceMinor: lines.reduce((sum, line) => sum + line.priceMinor, 0),
      available: failure === null,
      reason: failure?.reason ?? null,
      message: failure?.message ?? null,
      failedDate: failure?.failedDate ?? null,
      takes,
      hotel: lines,
    };
  }

  if (item.service_type !== 'packages') throw new HttpError('INTERNAL');
  const answer = await deps.packages.slotAvailability(
    { site_id: siteId, package_id: item.package_id, slot_id: item.slot_id, adults: item.number_of_adults, children: item.number_of_children },
    locale,
  );
  if (answer.slot.start_date !== item.start_date) {
    throw validationError([{ path: 'start_date', message: 'This departure does not start on that date.', code: 'validation.invalid' }]);
  }
  const soldOut = answer.reason === 'sold_out' || answer.reason === 'not_enough_seats';
  return {
    serviceId: item.package_id,
    serviceType: ServiceTypeId.packages,
    currency: answer.total.currency,
    priceMinor: answer.total.minor,
    available: answer.available,
    reason: answer.available ? null : soldOut ? 'sold_out' : 'unavailable',
    message: answer.available ? null : soldOut ? `Only ${answer.slot.remaining} seats are left on this departure.` : 'This departure can no longer be booked.',
    failedDate: answer.available ? null : item.start_date,
    takes: [{ kind: 'package', slotId: item.slot_id, quantity: answer.persons, date: item.start_date }],
    pkg: { slotId: item.slot_id, startDate: item.start_date, adults: item.number_of_adults, children: item.number_of_children },
  };
}

const SERVICE_TYPE_NAME: Record<number, 'activities' | 'events' | 'hotels' | 'packages'> = { 1: 'activities', 2: 'events', 3: 'hotels', 7: 'packages' };

/** The item a stored reservation was made from, to price it again. */
export function itemOf(stored: ReservationWithItems): CartItemInput {
  const { reservation, tour, hotel, pkg } = stored;
  const type = SERVICE_TYPE_NAME[reservation.serviceType];
  if ((type === 'activities' || type === 'events') && tour) {
    return {
      service_type: type,
      serviceable_id: reservation.serviceId,
      option_id: tour.optionId,
      date: tour.slotDate,
      slot_id: tour.slotId,
      tickets: tour.tickets.map((t) => ({ ticket_id: t.ticket_id, count: t.count })),
    };
  }
  if (type === 'hotels' && hotel.length) {
    return {
      service_type: 'hotels',
      serviceable_id: reservation.serviceId,
      check_in: hotel[0]?.checkIn ?? '',
      check_out: hotel[0]?.checkOut ?? '',
      rooms: hotel.map((h) => ({ room_type_id: h.roomTypeId, rate_plan_id: h.ratePlanId, num_of_rooms: h.rooms, num_of_adults: h.adults, num_of_children: h.children })),
    };
  }
  if (type === 'packages' && pkg) {
    return {
      service_type: 'packages',
      package_id: reservation.serviceId,
      slot_id: pkg.slotId,
      start_date: pkg.startDate,
      number_of_adults: pkg.adults,
      number_of_children: pkg.children,
    };
  }
  throw new HttpError('INTERNAL', { message: `Reservation ${reservation.ref} has no item rows` });
}

/** Prices a stored reservation again; anything that fails (service withdrawn, slot gone) makes it unavailable. */
export async function repriceStored(deps: PricingDeps, siteId: number, stored: ReservationWithItems, locale?: Locale): Promise<PricedItem | null> {
  try {
    return await priceItem(deps, siteId, itemOf(stored), locale);
  } catch (error) {
    if (error instanceof HttpError && error.status < 500) return null;
    throw error;
  }
}
