import 'shared-contracts/testing/dom-fetch';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { money } from 'shared-contracts/catalogue';
import { formatDisplayDate } from 'shared-contracts/dates';
import { AvailabilitySlotStatus, PricingType } from 'shared-contracts/enums';
import { configureHttpClient } from 'shared-runtime/http';
import { takeCartHandoffs } from 'shared-runtime/session';
import { startApiServer, type ApiServer } from 'shared-contracts/testing/api-server';
import { createServiceDetail, dayOf, renderProduct, site } from './fixtures';

let server: ApiServer;
const pkg = createServiceDetail({
  id: 31,
  service_type: 'packages',
  service_type_id: 7,
  name: 'Fjords in Three Days',
  activity: null,
  package: {
    duration_days: 3,
    services: [
      { day_offset: 0, position: 1, service_id: 11, service_type: 'activities', name: 'Oslo Fjord Cruise', image: null },
      { day_offset: 0, position: 2, service_id: 21, service_type: 'hotels', name: 'Fjord Hotel', image: null },
    ],
  },
});
const rental = createServiceDetail({
  id: 41,
  service_type: 'rentals',
  service_type_id: 6,
  slug: 'electric-car',
  name: 'Electric Car Rental',
  activity: null,
  cancellation_policy: [],
  rental: { vehicle_type: 'Electric car', seats: 5, price_per_day: money(89_000, 'NOK'), pickup_point: 'Oslo Central Station' },
});
const departure = (id: number, day: number, remaining: number) => ({
  id,
  start_date: dayOf(day),
  end_date: dayOf(day + 2),
  allotment: 20,
  remaining,
  status: AvailabilitySlotStatus.Active,
  sold_out: remaining === 0,
});

beforeAll(async () => {
  server = await startApiServer({
    'GET /core/public/services/31': () => ({ body: { data: pkg } }),
    'GET /core/public/package/31': () => ({ body: { data: { ...pkg, tickets: [] } } }),
    'POST /availability/public/packaging/available-package-slots/31': () => ({
      body: { data: { package_id: 31, time_zone: 'UTC', slots: [departure(71, 5, 0), departure(72, 12, 8)] } },
    }),
    'POST /availability/public/packaging/slot/availability': ({ body }) => {
      const input = body as { slot_id: number; adults: number; children: number };
      const lines = [
        { pricing_type: PricingType.Adult, count: input.adults, unit_price: money(450_000, 'NOK'), total: money(450_000 * input.adults, 'NOK') },
        ...(input.children > 0 ? [{ pricing_type: PricingType.Child, count: input.children, unit_price: money(225_050, 'NOK'), total: money(225_050 * input.children, 'NOK') }] : []),
      ];
      return {
        body: {
          data: {
            package_id: 31,
            slot: departure(72, 12, 8),
            persons: input.adults + input.children,
            available: true,
            reason: null,
            lines,
            total: money(lines.reduce((sum, l) => sum + l.total.minor, 0), 'NOK'),
          },
        },
      };
    },
    'GET /core/public/services/41': () => ({ body: { data: rental } }),
    'GET /core/public/services/electric-car': () => ({ body: { data: rental } }),
    'GET /core/public/services/no-such-thing': () => ({ status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } }),
    'GET /core/public/services/999': () => ({ status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } }),
  });
  configureHttpClient({ baseUrl: server.baseUrl });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  takeCartHandoffs();
});

const location = () => screen.getByTestId('location').textContent;

describe('package dialog', () => {
  it('walks through departure, travellers and a read-only review, with the step in the URL, then hands the package to the cart', async () => {
    renderProduct('/en/package/31');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fjords in Three Days' })).toBeInTheDocument();
    expect(screen.getByText('3 Day Package')).toBeInTheDocument();
    expect(screen.getByText('1 x Activity')).toBeInTheDocument();
    expect(screen.getByText('1 x Hotel')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Choose a departure' }));
    const dialog = await screen.findByRole('dialog');
    expect(location()).toBe('/en/package/31?step=1');
    expect(within(dialog).getByText('Step 1 of 3')).toBeInTheDocument();
    const first = `${formatDisplayDate(dayOf(5))} to ${formatDisplayDate(dayOf(7))}`;
    const second = `${formatDisplayDate(dayOf(12))} to ${formatDisplayDate(dayOf(14))}`;
    expect(await within(dialog).findByRole('button', { name: `${first}, Sold out` })).toBeDisabled();
    const next = within(dialog).getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: `${second}, 8 seats left` }));
    await userEvent.click(next);

    expect(location()).toBe('/en/package/31?step=2');
    expect(within(dialog).getByText('Step 2 of 3')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add one Children' }));
    await waitFor(() => expect(within(dialog).getByText('NOK 11,250.50')).toBeInTheDocument());
    expect(server.requests.filter((r) => r.path === '/availability/public/packaging/slot/availability').at(-1)?.body).toEqual({
      site_id: site.id,
      package_id: 31,
      slot_id: 72,
      adults: 2,
      children: 1,
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));

    expect(location()).toBe('/en/package/31?step=3&readonly=1');
    expect(within(dialog).getByText('Step 3 of 3')).toBeInTheDocument();
    // Read-only: the summary, no way to change the travellers.
    expect(within(dialog).queryByRole('button', { name: /^Add one/ })).toBeNull();
    const summary = within(dialog).getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText(second)).toBeInTheDocument();
    expect(within(summary).getByText('2 Adults & 1 Child')).toBeInTheDocument();
    expect(within(summary).getByTestId('package-total')).toHaveTextContent('NOK 11,250.50');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(location()).toBe('/en/package/31?step=2');
    expect(within(dialog).getByRole('button', { name: 'Add one Children' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to cart' }));

    expect(takeCartHandoffs()).toEqual([
      {
        site_id: site.id,
        service_name: 'Fjords in Three Days',
        item: { service_type: 'packages', package_id: 31, slot_id: 72, start_date: dayOf(12), number_of_adults: 2, number_of_children: 1 },
      },
    ]);
    await waitFor(() => expect(location()).toBe('/en/package/31'));
  });

  it('falls back to step 1 when a deep link skips the choice', async () => {
    renderProduct('/en/package/31?step=3&readonly=1');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Step 1 of 3')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en/package/31?step=1'));
  });
});

describe('rental, restaurant and attraction pages', () => {
  it('shows a rental with its details, politely without booking', async () => {
    renderProduct('/en/rental/41');
    expect(await screen.findByRole('heading', { level: 1, name: 'Electric Car Rental' })).toBeInTheDocument();
    expect(document.title).toBe('Electric Car Rental · Site 7');
    expect(screen.getByText('Electric car')).toBeInTheDocument();
    expect(screen.getByText('NOK 890.00')).toBeInTheDocument();
    expect(screen.getByText('Oslo Central Station')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('This service cannot be booked online.');
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
  });

  it('finds a service by its slug', async () => {
    renderProduct('/en/rental/electric-car');
    expect(await screen.findByRole('heading', { level: 1, name: 'Electric Car Rental' })).toBeInTheDocument();
    // One call: the API reads a service by slug, among those the site sells.
    expect(server.requests.map((r) => r.path)).toEqual([`/core/public/services/electric-car?site_id=${site.id}`]);
  });

  it('sends a service shown under another kind to its own URL', async () => {
    renderProduct('/en/hotel/41?ref=mail');
    expect(await screen.findByRole('heading', { level: 1, name: 'Electric Car Rental' })).toBeInTheDocument();
    expect(location()).toBe('/en/rental/41?ref=mail');
  });
});

describe('not found', () => {
  it.each([
    ['without an id', '/en/activity'],
    ['for an unknown id', '/en/activity/999'],
    ['for an unknown slug', '/en/activity/no-such-thing'],
  ])('says "This page could not be found" %s', async (_, route) => {
    renderProduct(route);
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
  });
});
