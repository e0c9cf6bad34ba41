/**
 * What the calendar tests share: answers shaped (and checked) by the contract, the fake API server, and the Area
 * rendered at a path with a fresh swr cache. Fixtures are parsed with the contract's schemas, so one that drifts from
 * the API's answers fails here, not in the page.
 */
import { SWRConfig } from 'swr';
import { CalendarSlotSchema, GuestSchema, type CalendarSlot, type Guest } from 'shared-contracts/activity-calendar';
import { AvailabilitySlotStatus, GeneralStatus } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import { createSupplier } from 'shared-contracts/testing';
import { startApiServer, type ApiServer, type RecordedRequest } from 'shared-contracts/testing/api-server';
import { ManagedOptionSchema, type ManagedOption } from 'shared-contracts/tour-manage';
import { TourListItemSchema, type TourListItem } from 'shared-contracts/tours';
import * as v from 'shared-contracts/valibot';
import { configureHttpClient } from 'shared-runtime/http';
import { currentUserAtom, sessionStore } from 'shared-runtime/session';
import { renderWithProviders } from 'shared-ui/testing';
import Area from '../../../expose/area';

// jsdom has no PointerEvent; Chakra's focus tracking creates one when a control takes focus.
if (typeof window.PointerEvent === 'undefined') Object.assign(window, { PointerEvent: MouseEvent });

export const TOUR = 42;
export const OPTION = 11;
export const ZONE = 'Europe/Oslo';

/** An activity's list row, as GET /tour/{id} and POST /tour-listing answer it. */
export function activity(overrides: Partial<TourListItem> & { id: number; name: string }): TourListItem {
  return v.parse(TourListItemSchema, {
    locale: 'en',
    slug: overrides.name.toLowerCase().replace(/\W+/g, '-'),
    product_code: `WH-ACT-${String(overrides.id).padStart(6, '0')}`,
    service_type: 'activities',
    service_type_id: 1,
    status: GeneralStatus.Active,
    is_private: false,
    sync_failed: false,
    image: null,
    location: { id: 5, name: 'Oslo' },
    duration: '2h',
    lowest_price: null,
    supplier_id: 7,
    created_at: '2026-10-01T10:00:00.000Z',
    updated_at: '2026-10-02T10:00:00.000Z',
    ...overrides,
  });
}

export function option(overrides: Partial<ManagedOption> & { id: number; name: string }): ManagedOption {
  return v.parse(ManagedOptionSchema, { tour_id: TOUR, names: { en: overrides.name }, descriptions: {}, position: 1, ...overrides });
}

/** A departure as the month read answers it: 12 seats, 2 held, 3 booked, 7 left, unless told otherwise. */
export function slot(overrides: Partial<CalendarSlot> & { id: number; date: string }): CalendarSlot {
  return v.parse(CalendarSlotSchema, {
    tour_id: TOUR,
    tour_name: 'Fjord Kayak',
    option_id: OPTION,
    option_name: 'Morning tour',
    start_time: '09:30',
    time_zone: ZONE,
    allotment: 12,
    held: 2,
    booked: 3,
    left: 7,
    status: AvailabilitySlotStatus.Active,
    ...overrides,
  });
}

export function guest(overrides: Partial<Guest> & { reservation_id: number; guest_name: string }): Guest {
  return v.parse(GuestSchema, {
    booking_number: `WH-${overrides.reservation_id}`,
    slot_id: 501,
    option_id: OPTION,
    option_name: 'Morning tour',
    start_time: '09:30',
    email: 'guest@example.test',
    phone: '',
    tickets: [{ name: 'Adult', count: 1 }],
    persons: 1,
    comments: '',
    checked_in: false,
    checked_in_at: null,
    ...overrides,
  });
}

/** "METHOD /path" of each call the pages make, as the stub server routes them (the query left out). */
export const ROUTES = {
  listing: `POST ${api.tours.listing.path()}`,
  summary: `GET ${api.tours.summary.path({ id: TOUR })}`,
  options: `GET ${api.tourManage.options.path({ id: TOUR })}`,
  month: `POST ${api.activityCalendar.month.path()}`,
  day: `POST ${api.activityCalendar.dayBookings.path({ id: TOUR })}`,
  guests: `POST ${api.activityCalendar.guestList.path({ tourId: TOUR })}`,
  summaryOfGuests: `POST ${api.activityCalendar.guestListSummary.path({ tourId: TOUR })}`,
  saveAllotment: `POST ${api.tourManage.saveAllotment.path({ id: TOUR })}`,
} as const;

/** The requests made to "METHOD /path" (the query left out of the match, kept in `path`). */
export function requestsTo(server: ApiServer, route: string): RecordedRequest[] {
  const [method, path] = route.split(' ');
  return server.requests.filter((request) => request.method === method && request.path.split('?')[0] === path);
}

/** One stub server for the file, its requests forgotten and the activity, its options and the list answered before each test. */
export function useStubApi(): () => ApiServer {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer();
    configureHttpClient({ baseUrl: server.baseUrl });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
    const kayak = activity({ id: TOUR, name: 'Fjord Kayak' });
    server.on(ROUTES.summary, () => ({ body: { data: kayak } }));
    server.on(ROUTES.listing, () => ({ body: { data: { data: [activity({ id: 7, name: 'Bike Tour' }), kayak], total: 2, page_number: -1, limit: -1 } } }));
    server.on(ROUTES.options, () => ({ body: { data: [option({ id: OPTION, name: 'Morning tour' }), option({ id: 12, name: 'Sunset tour', position: 2 })] } }));
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
