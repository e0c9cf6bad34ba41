import 'shared-contracts/testing/dom-fetch';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { GeneralStatus } from 'shared-contracts/enums';
import {
  HotelFeatureItemSchema,
  HotelListItemSchema,
  type HotelListItem,
  type RatePlan,
  RatePlanSchema,
  type RoomType,
  RoomTypeSchema,
} from 'shared-contracts/hotels';
import { ListingFullSchema } from 'shared-contracts/listings';
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

const HOTEL = 5;
const SUPPLIER = createSupplier({ id: 7 });
const AT = '2026-10-01T10:00:00.000Z';

const hotelRow = (overrides: Partial<HotelListItem> & { id: number; name: string }): HotelListItem =>
  v.parse(HotelListItemSchema, {
    locale: 'en',
    slug: overrides.name.toLowerCase().replace(/\W+/g, '-'),
    product_code: `WH-HOT-${String(overrides.id).padStart(6, '0')}`,
    status: GeneralStatus.Active,
    image: null,
    location: { id: 3, name: 'Oslo' },
    stars: 4,
    room_type_count: 2,
    rate_plan_count: 3,
    currency: 'NOK',
    time_zone: 'Europe/Oslo',
    supplier_id: SUPPLIER.id,
    created_at: AT,
    updated_at: AT,
    ...overrides,
  });

const hotelFull = v.parse(ListingFullSchema, {
  id: HOTEL,
  service_type: 'hotels',
  service_type_id: 3,
  status: GeneralStatus.Pending,
  slug: 'harbour-hotel',
  product_code: 'WH-HOT-000005',
  currency: 'NOK',
  time_zone: 'Europe/Oslo',
  supplier_id: SUPPLIER.id,
  created_at: AT,
  updated_at: AT,
  locale: 'en',
  text_locale: 'en',
  locales: ['en'],
  basic_details: { name: 'Harbour Hotel', short_description: '', long_description: '', highlights: [] },
  location: { location_id: 3, location_name: 'Oslo', position: null, meeting_point: null },
  gallery: { media: [] },
  tags_and_categories: { tag_ids: [], category_ids: [] },
  rental: null,
  restaurant: null,
  attraction: null,
  hotel: { stars: 4, check_in_time: '15:00', check_out_time: '11:00' },
  readiness: { ready: false, missing: ['image', 'ratePlan'] },
});

const room = (overrides: Partial<RoomType> & { id: number; name: string }): RoomType =>
  v.parse(RoomTypeSchema, {
    hotel_id: HOTEL,
    description: '',
    max_adults: 2,
    max_children: 1,
    max_occupancy: 3,
    beds: [{ kind: 'double', count: 1 }],
    size_sqm: 18,
    image: null,
    feature_ids: [],
    rate_plan_ids: [],
    ...overrides,
  });

const plan = (overrides: Partial<RatePlan> & { id: number; name: string }): RatePlan =>
  v.parse(RatePlanSchema, {
    hotel_id: HOTEL,
    meal_plan: 'breakfast',
    breakfast_included: true,
    refundable: true,
    cancellation_policy: null,
    room_type_ids: [21, 22],
    base_price_minor: 189_000,
    base_price: { currency: 'NOK', minor: 189_000, amount: 1890 },
    connected: null,
    ...overrides,
  });

const ROUTES = {
  list: `POST ${api.hotels.list.path()}`,
  counts: `GET ${api.hotels.statusCounts.path()}`,
  full: `GET ${api.hotels.full.path({ id: HOTEL })}`,
  catalogue: `GET ${api.hotels.featureCatalogue.path()}`,
  roomTypes: `GET ${api.hotels.roomTypes.path({ id: HOTEL })}`,
  createRoomType: `POST ${api.hotels.createRoomType.path({ id: HOTEL })}`,
  ratePlans: `GET ${api.hotels.ratePlans.path({ id: HOTEL })}`,
  createRatePlan: `POST ${api.hotels.createRatePlan.path({ id: HOTEL })}`,
  policies: `POST ${api.cancellationPolicies.listing.path()}`,
  features: `GET ${api.hotels.features.path({ id: HOTEL })}`,
  saveFeatures: `PUT ${api.hotels.saveFeatures.path({ id: HOTEL })}`,
} as const;

let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
  configureHttpClient({ baseUrl: server.baseUrl });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  sessionStore.set(currentUserAtom, SUPPLIER);
  server.on(ROUTES.full, () => ({ body: { data: hotelFull } }));
  server.on(ROUTES.catalogue, () => ({
    body: { data: [v.parse(HotelFeatureItemSchema, { id: 31, slug: 'balcony', name: 'Balcony', icon: 'door-open', scope: 'room', group: 'view' })] },
  }));
  server.on(ROUTES.roomTypes, () => ({ body: { data: [room({ id: 21, name: 'Double room' }), room({ id: 22, name: 'Suite', max_adults: 3, max_occupancy: 4 })] } }));
  server.on(ROUTES.policies, () => ({ body: { data: { data: [], total: 0, left_off: -1 } } }));
});
afterEach(() => sessionStore.set(currentUserAtom, null));

function requestsTo(route: string): RecordedRequest[] {
  const [method, path] = route.split(' ');
  return server.requests.filter((request) => request.method === method && request.path.split('?')[0] === path);
}

function renderArea(path: string) {
  return renderWithProviders(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Area />
    </SWRConfig>,
    { route: `/en/${path}`, path: '/:lang/*', locale: 'en' },
  );
}

describe('accommodations (npanel/hotel, issue 13 §2)', () => {
  it('lists the hotels with their stars, room types and rate plans, from the hotel list call', async () => {
    server.on(ROUTES.list, () => ({ body: { data: { data: [hotelRow({ id: 5, name: 'Harbour Hotel' }), hotelRow({ id: 6, name: 'Bryggen Inn', stars: 3, room_type_count: 1, rate_plan_count: 1 })], total: 2, page_number: 1, limit: 20 } } }));
    server.on(ROUTES.counts, () => ({ body: { data: { all: 2, active: 2, inactive: 0, pending: 0, hide: 0, sync_failed: 0 } } }));
    renderArea('npanel/hotel');
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Harbour Hotel');
    expect(first).toHaveTextContent('4 stars');
    expect(second).toHaveTextContent('Bryggen Inn');
    expect(second).toHaveTextContent('3 stars');
    expect(within(table).getByRole('link', { name: 'Harbour Hotel' })).toHaveAttribute('href', '/en/npanel/hotel/5');
    expect(requestsTo(ROUTES.list)[0]?.body).toMatchObject({ page_number: 1 });
  });

  it('the room type dialog refuses an occupancy below the adults before sending, then sends the room', async () => {
    server.on(ROUTES.createRoomType, ({ body }) => ({ status: 201, body: { data: room({ id: 23, ...(body as object), name: 'Family room' }) } }));
    const user = userEvent.setup();
    renderArea(`npanel/hotel/${HOTEL}?section=room_types`);
    expect(await screen.findByText('Double room')).toBeInTheDocument();
    expect(screen.getByText('2 adults, 1 child, up to 3 guests · 18 m²')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add room type' }));
    const dialog = await screen.findByRole('dialog', { name: 'New room type' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Family room');
    const adults = within(dialog).getByRole('textbox', { name: /Adults/ });
    await user.clear(adults);
    await user.type(adults, '3');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Balcony' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save room type' }));
    expect(await within(dialog).findByText('The maximum occupancy must be at least the maximum number of adults.')).toBeInTheDocument();
    expect(requestsTo(ROUTES.createRoomType)).toHaveLength(0);

    const children = within(dialog).getByRole('textbox', { name: /Children/ });
    await user.clear(children);
    await user.type(children, '2');
    const occupancy = within(dialog).getByRole('textbox', { name: /Guests in all/ });
    await user.clear(occupancy);
    await user.type(occupancy, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save room type' }));
    await waitFor(() => expect(requestsTo(ROUTES.createRoomType)).toHaveLength(1));
    expect(requestsTo(ROUTES.createRoomType)[0]?.body).toEqual({
      name: 'Family room',
      description: '',
      max_adults: 3,
      max_children: 2,
      max_occupancy: 5,
      beds: [{ kind: 'double', count: 1 }],
      size_sqm: null,
      image: null,
      feature_ids: [31],
    });
    // Saved: the dialog closes and the list is read again.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New room type' })).not.toBeInTheDocument());
    expect(requestsTo(ROUTES.roomTypes).length).toBeGreaterThanOrEqual(2);
  });

  it('shows a connected plan as its parent and change, and sends a new connected plan without a price of its own', async () => {
    server.on(ROUTES.ratePlans, () => ({
      body: {
        data: [
          plan({ id: 41, name: 'Standard' }),
          plan({ id: 42, name: 'Non-refundable', refundable: false, room_type_ids: [21], base_price_minor: 170_100, base_price: { currency: 'NOK', minor: 170_100, amount: 1701 }, connected: { parent_rate_plan_id: 41, parent_name: 'Standard', kind: 'percent', value: -10 } }),
        ],
      },
    }));
    server.on(ROUTES.createRatePlan, () => ({ status: 201, body: { data: plan({ id: 43, name: 'Saver' }) } }));
    const user = userEvent.setup();
    renderArea(`npanel/hotel/${HOTEL}?section=rate_plans`);
    expect(await screen.findByText('Standard −10 %')).toBeInTheDocument();
    expect(screen.getByText('Non-refundable', { selector: 'span' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add rate plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'New rate plan' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Saver');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Suite' }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Connected/ }));
    // Only a plan that is not connected itself can be the parent.
    const parent = within(dialog).getByRole('combobox', { name: /Parent plan/ });
    expect(within(parent).getAllByRole('option').map((option) => option.textContent)).toEqual(['Standard']);
    const change = within(dialog).getByRole('textbox', { name: /Change/ });
    await user.clear(change);
    await user.type(change, '-15');
    await user.click(within(dialog).getByRole('button', { name: 'Save rate plan' }));
    await waitFor(() => expect(requestsTo(ROUTES.createRatePlan)).toHaveLength(1));
    expect(requestsTo(ROUTES.createRatePlan)[0]?.body).toEqual({
      name: 'Saver',
      meal_plan: 'room_only',
      cancellation_policy_id: null,
      room_type_ids: [21],
      base_price_minor: null,
      connected: { parent_rate_plan_id: 41, kind: 'percent', value: -15 },
    });
  });

  it('features: ticked under their groups, "most popular" only for a ticked one, and saved as a whole', async () => {
    const feature = (id: number, slug: string, name: string, group: string) => v.parse(HotelFeatureItemSchema, { id, slug, name, icon: slug, scope: 'hotel', group });
    server.on(ROUTES.catalogue, () => ({ body: { data: [feature(1, 'wifi', 'Free Wi-Fi', 'general'), feature(4, 'spa', 'Spa', 'wellness'), feature(8, 'sauna', 'Sauna', 'wellness')] } }));
    server.on(ROUTES.features, () => ({ body: { data: [{ ...feature(1, 'wifi', 'Free Wi-Fi', 'general'), most_popular: true }] } }));
    server.on(ROUTES.saveFeatures, ({ body }) => ({ body: { data: (body as { features: { feature_id: number; most_popular: boolean }[] }).features.map((row) => ({ ...feature(row.feature_id, `f${row.feature_id}`, `F${row.feature_id}`, 'general'), most_popular: row.most_popular })) } }));
    const user = userEvent.setup();
    renderArea(`npanel/hotel/${HOTEL}?section=features`);
    const wellness = await screen.findByRole('group', { name: 'Wellness' });
    expect(screen.getByRole('checkbox', { name: 'Free Wi-Fi' })).toBeChecked();
    const spaPopular = within(wellness).getByLabelText('Most popular: Spa');
    expect(spaPopular).toBeDisabled();
    await user.click(within(wellness).getByRole('checkbox', { name: 'Spa' }));
    expect(spaPopular).toBeEnabled();
    await user.click(spaPopular);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requestsTo(ROUTES.saveFeatures)).toHaveLength(1));
    expect(requestsTo(ROUTES.saveFeatures)[0]?.body).toEqual({ features: [{ feature_id: 1, most_popular: true }, { feature_id: 4, most_popular: true }] });
  });
});
