import { SWRConfig } from 'swr';
import { type Locale } from 'shared-contracts/constants';
import { GeneralStatus } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import { createSupplier } from 'shared-contracts/testing';
import { TourAtGlanceSchema, type TourAtGlance } from 'shared-contracts/tours';
import * as v from 'shared-contracts/valibot';
import { configureHttpClient } from 'shared-runtime/http';
import { currentUserAtom, sessionStore } from 'shared-runtime/session';
import { renderWithProviders } from 'shared-ui/testing';
import Area from '../../../expose/area';
import { startFakeApi, type FakeApi } from './fake-api';

export const TOUR = 7;

const m = api.tourManage;
const id = { id: TOUR };

/** "METHOD /path" of each call the pages make, as the fake API routes them. */
export const ROUTES = {
  atGlance: `GET ${api.tours.atGlance.path(id)}`,
  full: `GET ${api.tours.full.path(id)}`,
  update: `PUT ${api.tours.update.path(id)}`,
  options: `GET ${m.options.path(id)}`,
  saveOption: `POST ${m.saveOption.path(id)}`,
  tickets: `GET ${m.tickets.path(id)}`,
  saveTicket: `POST ${m.saveTicket.path(id)}`,
  optionTickets: `GET ${m.optionTickets.path(id)}`,
  saveOptionTickets: `POST ${m.saveOptionTickets.path(id)}`,
  allotments: `GET ${m.allotments.path(id)}`,
  saveAllotment: `POST ${m.saveAllotment.path(id)}`,
  ticketCodes: `POST ${m.ticketCodes.path(id)}`,
  uploadTicketCodes: `POST ${m.uploadTicketCodes.path(id)}`,
  clearTicketCodes: `DELETE ${m.clearTicketCodes.path(id)}`,
} as const;

/** The activity at a glance, as the API answers it; parsed, so a fixture that drifts from the contract fails. */
export function glance(overrides: Partial<TourAtGlance> = {}): TourAtGlance {
  return v.parse(TourAtGlanceSchema, {
    id: TOUR,
    name: 'Fjord Safari',
    status: GeneralStatus.Pending,
    is_private: false,
    media: 0,
    options: 0,
    tickets: 0,
    priced_tickets: 0,
    upcoming_departures: 0,
    next_departure: null,
    seats_left_30_days: 0,
    lowest_price: null,
    sellable: { ready: false, missing: ['image', 'pricedOption', 'futureDeparture'] },
    ...overrides,
  });
}

/** One fake API for the file, its requests forgotten and its activity answered before each test. */
export function useFakeApi(): () => FakeApi {
  let server: FakeApi;
  beforeAll(async () => {
    server = await startFakeApi();
    configureHttpClient({ baseUrl: server.baseUrl });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
    server.on(ROUTES.atGlance, () => ({ body: { data: glance() } }));
    sessionStore.set(currentUserAtom, createSupplier());
  });
  afterEach(() => sessionStore.set(currentUserAtom, null));
  return () => server;
}

/** The supplier area at `path` (after /{lang}/), with a fresh swr cache. */
export function renderManage(path: string, locale: Locale = 'en') {
  return renderWithProviders(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Area />
    </SWRConfig>,
    { route: `/${locale}/${path}`, path: '/:lang/*', locale },
  );
}
