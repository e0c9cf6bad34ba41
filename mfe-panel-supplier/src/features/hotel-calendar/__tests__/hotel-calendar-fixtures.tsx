/**
 * What the hotel calendar tests share: answers shaped (and checked) by the contract, the fake API server, and the Area
 * rendered at a path with a fresh swr cache.
 */
import { SWRConfig } from 'swr';
import { GeneralStatus } from 'shared-contracts/enums';
import {
  CalendarAllotmentSchema,
  CalendarReservationSchema,
  HotelCalendarAnswerSchema,
  RoomRateAnswerSchema,
  type CalendarAllotment,
  type CalendarReservation,
} from 'shared-contracts/hotel-calendar';
import { HotelListAnswerSchema } from 'shared-contracts/hotels';
import { api } from 'shared-contracts/paths';
import { createSupplier } from 'shared-contracts/testing';
import { startApiServer, type ApiServer, type RecordedRequest } from 'shared-contracts/testing/api-server';
import * as v from 'shared-contracts/valibot';
import { configureHttpClient } from 'shared-runtime/http';
import { currentUserAtom, sessionStore } from 'shared-runtime/session';
import { renderWithProviders } from 'shared-ui/testing';
import Area from '../../../expose/area';

// jsdom has no PointerEvent; Chakra's focus tracking creates one when a control takes focus.
if (typeof window.PointerEvent === 'undefined') Object.assign(window, { PointerEvent: MouseEvent });

export const HOTEL = 5;
export const DOUBLE = 21;
export const SUITE = 22;
export const FLEX = 31;
export const NONREF = 32;

export const ROUTES = {
  hotels: `POST ${api.hotels.list.path()}`,
  roomRates: `GET ${api.hotelCalendar.roomRates.path({ hotelId: HOTEL })}`,
  calendar: `POST ${api.hotelCalendar.calendar.path({ hotelId: HOTEL })}`,
  update: `POST ${api.hotelCalendar.updatePrices.path({ hotelId: HOTEL })}`,
} as const;

export const roomRates = () =>
  v.parse(RoomRateAnswerSchema, {
    data: [DOUBLE, SUITE].map((id) => ({
      room_type_id: id,
      room_type_title: id === DOUBLE ? 'Double room' : 'Suite',
      rate_plans: [{ id: FLEX, name: 'Flexible', refundable: true, breakfast_included: true }],
      connected_rate_plans: [{ id: NONREF, name: 'Non-refundable', refundable: false, breakfast_included: true, parent_rate_plan_id: FLEX, derivation_kind: 'percent', derivation_value: -10 }],
    })),
  });

/** A night as the calendar answers it: 1,200.00 NOK, 5 rooms, 2 sold, no restriction but an 18:00 cut-off. */
export function night(overrides: Partial<CalendarAllotment> & { date: string }): CalendarAllotment {
  const price = overrides.price_minor ?? 120_000;
  return v.parse(CalendarAllotmentSchema, {
    room_type_id: DOUBLE,
    rate_plan_id: FLEX,
    price: { currency: 'NOK', minor: price, amount: price / 100 },
    price_minor: price,
    allotment: 5,
    sold: 2,
    left: 3,
    cut_off_time: '18:00',
    restriction_max_stay: null,
    restriction_min_stay: 1,
    restriction_no_checkin: false,
    restriction_no_checkout: false,
    connected: false,
    ...overrides,
  });
}

export function stay(overrides: Partial<CalendarReservation> & { reservation_id: number; payer_name: string; start_date: string; end_date: string }): CalendarReservation {
  return v.parse(CalendarReservationSchema, {
    room_type_id: DOUBLE,
    rate_plan_id: FLEX,
    reservation_uuid: `00000000-0000-4000-8000-${String(overrides.reservation_id).padStart(12, '0')}`,
    booking_number: `WH-20261101-${String(overrides.reservation_id).padStart(6, '0')}`,
    rooms: 1,
    status: 'confirmed',
    ...overrides,
  });
}

export const calendarAnswer = (allotments: CalendarAllotment[], reservations: CalendarReservation[] = []) =>
  v.parse(HotelCalendarAnswerSchema, {
    data: { hotel: { id: HOTEL, name: 'Oslo Harbour Hotel', time_zone: 'Europe/Oslo', currency: 'NOK', today: '2026-11-10' }, allotments, reservations },
  });

export const hotelList = (names: string[]) =>
  v.parse(HotelListAnswerSchema, {
    data: {
      data: names.map((name, index) => ({
        id: index === 0 ? HOTEL : HOTEL + index,
        name,
        locale: 'en',
        slug: name.toLowerCase().replace(/\W+/g, '-'),
        product_code: `WH-HTL-${index}`,
        status: GeneralStatus.Active,
        image: null,
        location: null,
        stars: 4,
        room_type_count: 2,
        rate_plan_count: 2,
        currency: 'NOK',
        time_zone: 'Europe/Oslo',
        supplier_id: 7,
        created_at: '2026-10-01T10:00:00.000Z',
        updated_at: '2026-10-02T10:00:00.000Z',
      })),
      total: names.length,
      page_number: -1,
      limit: -1,
    },
  });

export function requestsTo(server: ApiServer, route: string): RecordedRequest[] {
  const [method, path] = route.split(' ');
  return server.requests.filter((request) => request.method === method && request.path.split('?')[0] === path);
}

/** One stub server for the file; before each test the one hotel, its room rates and an empty month are answered. */
export function useStubApi(): () => ApiServer {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer();
    configureHttpClient({ baseUrl: server.baseUrl });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
    server.on(ROUTES.hotels, () => ({ body: hotelList(['Oslo Harbour Hotel']) }));
    server.on(ROUTES.roomRates, () => ({ body: roomRates() }));
    server.on(ROUTES.calendar, () => ({ body: calendarAnswer([]) }));
    sessionStore.set(currentUserAtom, createSupplier());
  });
  afterEach(() => sessionStore.set(currentUserAtom, null));
  return () => server;
}

/** The supplier area at `path` (after /en/), with a fresh swr cache. */
export function renderArea(path: string) {
  return renderWithProviders(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Area />
    </SWRConfig>,
    { route: `/en/${path}`, path: '/:lang/*' },
  );
}
