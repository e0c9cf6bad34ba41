import { DateTime } from 'luxon';
import {
  HotelAvailabilitySchema,
  MAX_DATE_RANGE_DAYS,
  MAX_STAY_NIGHTS,
  money,
  type AvailabilityHit,
  type HotelAvailability,
  type StayRefusal,
} from 'shared-contracts/catalogue';
import type { Locale } from 'shared-contracts/constants';
import { connectedPrice } from 'shared-contracts/hotels';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { toDto, validationError } from '../../../lib/validation';
import type { CatalogueService, RoomsAndPlans } from '../../core/catalogue/catalogue.service';
import type { PublicSite } from '../../core/catalogue/public-site';
import { findCalendar, type CalendarRow } from './hotel-calendar.repo';

export interface StayInput {
  site_id: number;
  check_in: string;
  check_out: string;
  rooms: number;
  adults: number;
  children: number;
}

export interface HotelCalendarService {
  availability(hotelId: number, input: StayInput, locale?: Locale): Promise<HotelAvailability>;
  availableDates(hotelId: number, input: { site_id: number; start_date: string; end_date: string }): Promise<{ time_zone: string; dates: string[] }>;
  emptyDates(hotelId: number, input: { site_id: number; start_date: string; end_date: string }): Promise<{ time_zone: string; dates: string[] }>;
  search(input: StayInput & { location_id?: number }, locale?: Locale): Promise<AvailabilityHit[]>;
}

const MESSAGES: Record<StayRefusal['code'], (limit: number | null, date: string | null) => string> = {
  min_stay: (limit, date) => `Arrivals on ${date ?? 'this date'} require a stay of at least ${limit ?? 1} nights.`,
  max_stay: (limit, date) => `Arrivals on ${date ?? 'this date'} allow a stay of at most ${limit ?? 1} nights.`,
  no_check_in: (_, date) => `Check-in is not possible on ${date ?? 'this date'}.`,
  no_check_out: (_, date) => `Check-out is not possible on ${date ?? 'this date'}.`,
  cut_off_passed: (_, date) => `Bookings for arrival on ${date ?? 'this date'} are closed.`,
  sold_out: (_, date) => `No rooms of this type are left for the night of ${date ?? 'this date'}.`,
  occupancy: () => 'This room type cannot host that many guests in the number of rooms asked for.',
};

const refusal = (code: StayRefusal['code'], date: string | null, limit: number | null = null): StayRefusal => ({
  code,
  message: MESSAGES[code](limit, date),
  date,
  limit,
});

const minutesOf = (time: string) => {
  const [h = '0', m = '0'] = time.split(':');
  return Number(h) * 60 + Number(m);
};

function eachDate(from: string, to: string, zone: string): string[] {
  const dates: string[] = [];
  for (let day = DateTime.fromISO(from, { zone }); (day.toISODate() ?? '') <= to; day = day.plus({ days: 1 })) dates.push(day.toISODate() ?? '');
  return dates;
}

/** A connected rate plan's nightly price from its parent's (shared-contracts/hotels). */
function derivedPrice(parentPrice: number, plan: RoomsAndPlans['plans'][number]): number {
  if (plan.parentRatePlanId === null || plan.derivationKind === null) return parentPrice;
  return connectedPrice(parentPrice, plan.derivationKind === 'amount' ? 'amount' : 'percent', plan.derivationValue ?? 0);
}

export function createHotelCalendarService(db: Db, catalogue: CatalogueService, clock: Clock): HotelCalendarService {
  async function evaluate(site: PublicSite, hotelId: number, zone: string, currency: string, input: StayInput): Promise<HotelAvailability> {
    const nights = eachDate(input.check_in, input.check_out, zone).slice(0, -1);
    if (nights.length > MAX_STAY_NIGHTS) {
      throw validationError([{ path: 'check_out', message: `A stay can last at most ${MAX_STAY_NIGHTS} nights.`, code: 'validation.invalid' }]);
    }
    const { rooms, plans } = await catalogue.rooms(site, hotelId);
    const parentIds = plans.filter((p) => p.parentRatePlanId === null).map((p) => p.id);
    const rows = await findCalendar(db, rooms.map((r) => r.id), parentIds, input.check_in, input.check_out);
    const cell = new Map<string, CalendarRow>(rows.map((r) => [`${r.roomTypeId}|${r.ratePlanId}|${r.stayDate}`, r]));
    const now = DateTime.fromJSDate(clock.now(), { zone });
    const today = now.toISODate() ?? '';
    const nowMinutes = now.hour * 60 + now.minute;

    const roomTypes = rooms.map((room) => {
      const fits =
        input.adults <= room.maxAdults * input.rooms &&
        input.children <= room.maxChildren * input.rooms &&
        input.adults + input.children <= room.maxOccupancy * input.rooms;
      return {
        room_type_id: room.id,
        room_type_name: room.name,
        max_adults: room.maxAdults,
        max_children: room.maxChildren,
        max_occupancy: room.maxOccupancy,
        // A plan is offered only for the room types it sells (rate_plan_room_types); the cart refuses any other pair.
        rate_plans: plans.filter((plan) => plan.roomTypeIds.includes(room.id)).map((plan) => {
          const base = plan.parentRatePlanId ?? plan.id;
          const row = (date: string) => cell.get(`${room.id}|${base}|${date}`);
          const reasons: StayRefusal[] = [];
          if (!fits) reasons.push(refusal('occupancy', null, room.maxOccupancy));
          const arrival = row(input.check_in);
          if (input.check_in < today) reasons.push(refusal('cut_off_passed', input.check_in));
          else if (input.check_in === today && arrival?.cutOffTime && nowMinutes >= minutesOf(arrival.cutOffTime)) {
            reasons.push(refusal('cut_off_passed', input.check_in, minutesOf(arrival.cutOffTime)));
          }
          if (arrival?.noCheckIn) reasons.push(refusal('no_check_in', input.check_in));
          if (arrival && nights.length < arrival.minStay) reasons.push(refusal('min_stay', input.check_in, arrival.minStay));
          if (arrival?.maxStay !== null && arrival?.maxStay !== undefined && nights.length > arrival.maxStay) {
            reasons.push(refusal('max_stay', input.check_in, arrival.maxStay));
          }
          if (row(input.check_out)?.noCheckOut) reasons.push(refusal('no_check_out', input.check_out));
          const full = nights.find((date) => (row(date)?.allotment ?? 0) < input.rooms);
          if (full !== undefined) reasons.push(refusal('sold_out', full, row(full)?.allotment ?? 0));
          const priced = nights.every((date) => row(date) !== undefined);
          const nightly = priced
            ? nights.map((date) => ({ date, price: money(derivedPrice(row(date)?.priceMinor ?? 0, plan) * input.rooms, currency) }))
            : [];
          return {
            rate_plan_id: plan.id,
            name: plan.name,
            parent_rate_plan_id: plan.parentRatePlanId,
            refundable: plan.refundable,
            breakfast_included: plan.breakfastIncluded,
            available: reasons.length === 0,
            total_price: priced ? money(nightly.reduce((sum, n) => sum + n.price.minor, 0), currency) : null,
            nightly,
            rooms_left: Math.min(...nights.map((date) => row(date)?.allotment ?? 0)),
            reasons,
          };
        }),
      };
    });
    return toDto(HotelAvailabilitySchema, {
      hotel_id: hotelId,
      check_in: input.check_in,
      check_out: input.check_out,
      nights: nights.length,
      rooms: input.rooms,
      adults: input.adults,
      children: input.children,
      currency,
      time_zone: zone,
      room_types: roomTypes,
    });
  }

  /** Arrival dates with at least one room for sale and check-in allowed, from today on. */
  async function arrivalDates(hotelId: number, input: { site_id: number; start_date: string; end_date: string }) {
    const { site, service } = await catalogue.bookable(input.site_id, hotelId, ['hotels']);
    const zone = service.timeZone;
    const range = eachDate(input.start_date, input.end_date, zone);
    if (range.length > MAX_DATE_RANGE_DAYS) {
      throw validationError([{ path: 'end_date', message: `A date range can span at most ${MAX_DATE_RANGE_DAYS} days.`, code: 'validation.invalid' }]);
    }
    const { rooms, plans } = await catalogue.rooms(site, hotelId);
    const rows = await findCalendar(db, rooms.map((r) => r.id), plans.filter((p) => p.parentRatePlanId === null).map((p) => p.id), input.start_date, input.end_date);
    const today = DateTime.fromJSDate(clock.now(), { zone }).toISODate() ?? '';
    const open = new Set(rows.filter((r) => r.allotment > 0 && !r.noCheckIn && r.stayDate >= today).map((r) => r.stayDate));
    return { zone, range, open };
  }

  return {
    async availability(hotelId, input, locale) {
      const { site, service } = await catalogue.bookable(input.site_id, hotelId, ['hotels'], locale);
      return evaluate(site, hotelId, service.timeZone, service.currency, input);
    },

    async availableDates(hotelId, input) {
      const { zone, range, open } = await arrivalDates(hotelId, input);
      return { time_zone: zone, dates: range.filter((d) => open.has(d)) };
    },

    async emptyDates(hotelId, input) {
      const { zone, range, open } = await arrivalDates(hotelId, input);
      return { time_zone: zone, dates: range.filter((d) => !open.has(d)) };
    },

    async search(input, locale) {
      const site = await catalogue.site(input.site_id, locale);
      const ids = await catalogue.siteServiceIds(site, { serviceTypes: [3], ...(input.location_id === undefined ? {} : { locationId: input.location_id }) });
      const cards = await catalogue.cards(site, ids);
      const hits: AvailabilityHit[] = [];
      for (const card of cards) {
        const { service } = await catalogue.bookable(site.id, card.id, ['hotels']);
        const result = await evaluate(site, card.id, service.timeZone, service.currency, input);
        const offers = result.room_types.flatMap((r) => r.rate_plans).filter((p) => p.available && p.total_price);
        const cheapest = offers.sort((a, b) => (a.total_price?.minor ?? 0) - (b.total_price?.minor ?? 0))[0];
        if (cheapest?.total_price) hits.push({ service: card, price: cheapest.total_price, seats_left: cheapest.rooms_left });
      }
      return hits.sort((a, b) => a.price.minor - b.price.minor);
    },
  };
}
