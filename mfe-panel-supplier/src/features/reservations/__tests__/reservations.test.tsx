import 'shared-contracts/testing/dom-fetch';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { ReservationStatus } from 'shared-contracts/enums';
import { ReservationDetailsSchema, ReservationRowSchema, type ReservationDetails, type ReservationRow, type ReservationTableInput } from 'shared-contracts/panel-reservations';
import { api } from 'shared-contracts/paths';
import { createAdmin, createSupplier } from 'shared-contracts/testing';
import { startApiServer, type ApiServer } from 'shared-contracts/testing/api-server';
import * as v from 'shared-contracts/valibot';
import { configureHttpClient } from 'shared-runtime/http';
import { currentUserAtom, sessionStore } from 'shared-runtime/session';
import { renderWithProviders } from 'shared-ui/testing';
import Area from '../../../expose/area';

// jsdom has no PointerEvent; Chakra's focus tracking creates one when a control takes focus.
if (typeof window.PointerEvent === 'undefined') Object.assign(window, { PointerEvent: MouseEvent });

const REF = '7f0c1f7e-2b1a-4c11-9a55-0f2d3c4b5a69';
const HOTEL_REF = '1d2c3b4a-5e6f-4a1b-8c9d-0e1f2a3b4c5d';

function row(overrides: Partial<ReservationRow> & { id: number }): ReservationRow {
  return v.parse(ReservationRowSchema, {
    ref: REF,
    booking_number: `WH-20261101-00000${overrides.id}`,
    service: { id: 42, name: 'Fjord Kayak', type: 'activities' },
    start_date: '2026-11-20',
    end_date: '2026-11-20',
    start_time: '09:30',
    guests: { adults: 2, children: 1 },
    price: { currency: 'NOK', minor: 150000, amount: 1500 },
    status: ReservationStatus.CONFIRM,
    payment_method: 'NOPAY',
    site: { id: 3, name: 'Demo Travels' },
    sales_channel: 'online',
    payer: { name: 'Kari Nordmann', email: 'kari@example.test' },
    created_at: '2026-11-01T10:00:00.000Z',
    confirmed_at: '2026-11-01T10:05:00.000Z',
    cancelled: false,
    ...overrides,
  });
}

function details(base: ReservationRow, overrides: Partial<ReservationDetails> = {}): ReservationDetails {
  return v.parse(ReservationDetailsSchema, {
    ...base,
    time_zone: 'Europe/Oslo',
    comments: 'Vegetarian lunch',
    payer: { first_name: 'Kari', last_name: 'Nordmann', name: 'Kari Nordmann', email: 'kari@example.test', phone: '+47 41234567', country: 'NO', locale: 'en' },
    tickets: { option_id: 11, slot_id: 501, persons: 3, checked_in_at: null, lines: [{ name: 'Adult', count: 2, persons: 2, total: { currency: 'NOK', minor: 100000, amount: 1000 } }] },
    rooms: [],
    price_lines: [{ label: 'total', amount: base.price }],
    earnings: null,
    payment: { uuid: REF, method: 'STRIPE', status: 2, amount: base.price, provider_ref: 'pi_123', failure_code: null, paid_at: '2026-11-01T10:05:00.000Z', events: [{ id: 'evt_1', type: 'payment_intent.succeeded', received_at: '2026-11-01T10:05:01.000Z', rejected_reason: null }] },
    cancellation_policy: [{ hours: 48, refund_percentage: 100, notice: { unit: 'hours', count: 48 } }],
    cancellation: null,
    timeline: [
      { at: '2026-11-01T09:58:00.000Z', kind: 'added_to_cart', text: '' },
      { at: '2026-11-01T10:00:00.000Z', kind: 'held', text: '' },
      { at: '2026-11-01T10:05:00.000Z', kind: 'paid', text: 'STRIPE' },
      { at: '2026-11-01T10:05:02.000Z', kind: 'confirmed', text: base.booking_number ?? '' },
    ],
    ...overrides,
  });
}

const TABLE = `POST ${api.panelReservations.dataTable.path()}`;
const CHANNELS = `POST ${api.panelReservations.salesChannels.path()}`;

let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
  configureHttpClient({ baseUrl: server.baseUrl });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.on(CHANNELS, () => ({ body: { data: ['online', 'terminal'] } }));
  sessionStore.set(currentUserAtom, createSupplier());
});
afterEach(() => sessionStore.set(currentUserAtom, null));

function renderArea(path: string) {
  return renderWithProviders(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Area />
    </SWRConfig>,
    { route: `/en/${path}`, path: '/:lang/*' },
  );
}

const tableBodies = () => server.requests.filter((r) => `${r.method} ${r.path.split('?')[0]}` === TABLE).map((r) => r.body as ReservationTableInput);

describe('the reservations list', () => {
  test('shows the rows with status badges, and the search and filters send the right body', async () => {
    const rows = [row({ id: 1 }), row({ id: 2, status: ReservationStatus.HOLD, booking_number: null, payer: { name: 'Ola Hansen', email: 'ola@example.test' } })];
    server.on(TABLE, () => ({ body: { data: { data: rows, total: 2, page_number: 1, limit: 20 } } }));
    renderArea('npanel/reservations');

    const table = await screen.findByRole('table', { name: 'Reservations' });
    expect(await within(table).findByText('WH-20261101-000001')).toBeInTheDocument();
    expect(within(table).getByText('Confirmed')).toBeInTheDocument();
    expect(within(table).getByText('On hold')).toBeInTheDocument();
    expect(within(table).getByText('No number yet')).toBeInTheDocument();
    expect(tableBodies()[0]).toEqual({ page_number: 1, limit: 20 });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search reservations' }), 'kari@');
    await waitFor(() => expect(tableBodies().at(-1)).toMatchObject({ search: 'kari@' }));

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Cancelled');
    await waitFor(() => expect(tableBodies().at(-1)).toMatchObject({ search: 'kari@', filters: { status: [ReservationStatus.CANCEL] } }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sales channel' }), 'Terminal');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Payment method' }), 'Card');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Service' }), 'Fjord Kayak');
    await waitFor(() =>
      expect(tableBodies().at(-1)).toMatchObject({ filters: { status: [ReservationStatus.CANCEL], sales_channel: 'terminal', payment_method: 'STRIPE', service_id: 42 } }),
    );
  });

  test('a row opens the booking’s details page', async () => {
    const kari = row({ id: 1 });
    server.on(TABLE, () => ({ body: { data: { data: [kari], total: 1, page_number: 1, limit: 20 } } }));
    server.on(`GET ${api.panelReservations.byRef.path({ ref: REF })}`, () => ({ body: { data: details(kari) } }));
    renderArea('npanel/reservations');

    const table = await screen.findByRole('table', { name: 'Reservations' });
    await userEvent.click(await within(table).findByText('WH-20261101-000001'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking WH-20261101-000001' })).toBeInTheDocument();
  });
});

describe('bookings by service date', () => {
  const BY_DATE = `POST ${api.panelReservations.byDate.path()}`;
  const TOURS_BY_DATE = `POST ${api.panelReservations.toursByDate.path()}`;

  test('shows each day’s bookings, guests, takings and departures, for two weeks from today by default', async () => {
    server.on(TABLE, () => ({ body: { data: { data: [], total: 0, page_number: 1, limit: 20 } } }));
    server.on(BY_DATE, () => ({
      body: { data: [{ date: '2026-12-01', bookings: 3, guests: 7, revenue: [{ currency: 'NOK', minor: 450000, amount: 4500 }] }] },
    }));
    server.on(TOURS_BY_DATE, () => ({
      body: { data: [{ date: '2026-12-01', departures: [{ service: { id: 42, name: 'Fjord Kayak' }, start_time: '09:30', bookings: 2, guests: 5 }] }] },
    }));
    renderArea('npanel/reservations');

    await userEvent.click(await screen.findByRole('tab', { name: 'By service date' }));
    const days = await screen.findByRole('table', { name: 'Bookings by service date' });
    const [, first] = within(days).getAllByRole('row');
    const cells = within(first!).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells.slice(1, 3)).toEqual(['3', '7']);
    expect(cells[3]).toMatch(/4,500/);
    expect(cells[4]).toBe('09:30 Fjord Kayak: 2 bookings, 5 guests');
    const asked = server.requests.filter((r) => `${r.method} ${r.path}` === BY_DATE).at(-1)!.body as { date_from: string; date_to: string };
    const span = (Date.parse(asked.date_to) - Date.parse(asked.date_from)) / 86_400_000;
    expect(span).toBe(13);
  });

  test('says so when no day in the range has a booking', async () => {
    server.on(TABLE, () => ({ body: { data: { data: [], total: 0, page_number: 1, limit: 20 } } }));
    server.on(BY_DATE, () => ({ body: { data: [] } }));
    server.on(TOURS_BY_DATE, () => ({ body: { data: [] } }));
    renderArea('npanel/reservations');
    await userEvent.click(await screen.findByRole('tab', { name: 'By service date' }));
    expect(await screen.findByText('No confirmed bookings on these days')).toBeInTheDocument();
  });
});

describe('the administrator’s bookings and hotel bookings', () => {
  const TOURS = `POST ${api.panelReservations.tours.path()}`;
  const HOTELS = `POST ${api.panelReservations.hotels.path()}`;
  const asked = (call: string) => server.requests.filter((r) => `${r.method} ${r.path.split('?')[0]}` === call);

  test('admin/bookings reads reservation-tours and offers activities and events only', async () => {
    sessionStore.set(currentUserAtom, createAdmin());
    server.on(TOURS, () => ({ body: { data: { data: [row({ id: 1 })], total: 10_000, total_capped: true, page_number: 1, limit: 20 } } }));
    renderArea('admin/bookings');

    expect(await screen.findByRole('heading', { level: 1, name: 'Bookings' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Reservations' });
    expect(await within(table).findByText('WH-20261101-000001')).toBeInTheDocument();
    expect(screen.getByText(/of 10,000\+/)).toBeInTheDocument();
    expect(asked(TOURS)).toHaveLength(1);
    expect(asked(TABLE)).toHaveLength(0);
    const types = within(screen.getByRole('combobox', { name: 'Service type' })).getAllByRole('option').map((o) => o.textContent);
    expect(types).toEqual(['All', 'Activities', 'Events']);
  });

  test('admin/hotel-bookings reads reservation-hotels and has no service-type filter', async () => {
    sessionStore.set(currentUserAtom, createAdmin());
    server.on(HOTELS, () => ({ body: { data: { data: [], total: 0, page_number: 1, limit: 20 } } }));
    renderArea('admin/hotel-bookings');

    expect(await screen.findByRole('heading', { level: 1, name: 'Hotel bookings' })).toBeInTheDocument();
    await waitFor(() => expect(asked(HOTELS)).toHaveLength(1));
    expect(screen.queryByRole('combobox', { name: 'Service type' })).not.toBeInTheDocument();
  });
});

describe('a booking’s actions: cancel with a partial refund, and the confirmation again', () => {
  const DETAILS = `GET ${api.panelReservations.byRef.path({ ref: REF })}`;
  const money = (minor: number) => ({ currency: 'NOK', minor, amount: minor / 100 });
  const kari = row({ id: 1, price: money(90000) });

  test('cancel: the policy’s refund is filled in, more than what can go back is refused, then a chosen amount is sent after a confirmation', async () => {
    server.on(DETAILS, () => ({ body: { data: details(kari) } }));
    server.on(`GET ${api.panelReservations.cancellationPolicy.path({ id: 1 })}`, () => ({
      body: { data: { reservation_id: 1, status: ReservationStatus.CONFIRM, can_cancel: true, tiers: [{ hours: 48, refund_percentage: 50, notice: { unit: 'hours', count: 48 } }], refund_percentage: 50, policy_refund: money(45000), hours_left: 30 } },
    }));
    server.on(`GET ${api.panelReservations.partialRefund.path({ id: 1 })}`, () => ({
      body: { data: { paid: money(90000), refunded: money(0), max_refund: money(90000), refundable: true } },
    }));
    server.on(`POST ${api.panelReservations.cancel.path()}`, () => {
      // From now on the booking reads as cancelled, as the API would answer.
      server.on(DETAILS, () => ({ body: { data: details({ ...kari, status: ReservationStatus.CANCEL }) } }));
      return cancelled;
    });
    const cancelled = {
      body: { data: { reservation_id: 1, status: ReservationStatus.CANCEL, outcome: 'cancelled', cancellation: { origin: 1, refund_percentage: 22, refund_amount: money(20000), refund_status: 'succeeded', cancelled_at: '2026-11-28T10:00:00.000Z' } } },
    };
    renderArea(`npanel/reservations/${REF}`);

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking WH-20261101-000001' });
    const amount = await within(dialog).findByRole('textbox', { name: /Refund \(NOK\)/ });
    expect(amount).toHaveValue('450.00');
    expect(within(dialog).getByText('50 % refund when cancelled at least 48 hours before')).toBeInTheDocument();

    await userEvent.clear(amount);
    await userEvent.type(amount, '900.01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking…' }));
    expect(await within(dialog).findByText('The refund cannot be more than what is left to refund.')).toBeInTheDocument();
    expect(server.requests.some((r) => r.method === 'POST' && r.path === api.panelReservations.cancel.path())).toBe(false);

    await userEvent.clear(amount);
    await userEvent.type(amount, '200');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason for the guest/ }), 'Storm warning');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking…' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Yes, cancel booking' }));
    expect(await within(dialog).findByText('The booking is cancelled.')).toBeInTheDocument();
    // The page behind reads the cancelled booking again (no more Cancel button), and the outcome stays until OK.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument());
    expect(within(dialog).getByText('The booking is cancelled.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = server.requests.find((r) => r.method === 'POST' && r.path === api.panelReservations.cancel.path())!;
    expect(sent.body).toEqual({ reservation_id: 1, refund_amount: 20000, reason: 'Storm warning' });
  });

  test('the confirmation again: the chosen recipients are sent, and a refusal shows the API’s message', async () => {
    server.on(DETAILS, () => ({ body: { data: details(kari) } }));
    const RESEND = `POST ${api.panelReservationActions.resendConfirmation.path()}`;
    server.on(RESEND, () => ({ body: { data: { reservation_id: 1, queued: ['payer', 'supplier'] } } }));
    renderArea(`npanel/reservations/${REF}`);

    await userEvent.click(await screen.findByRole('button', { name: 'Send confirmation again' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('checkbox', { name: 'The guest (kari@example.test)' })).toBeChecked();
    await userEvent.click(within(dialog).getByText('The supplier'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('The 2 e-mails are on their way.')).toBeInTheDocument();
    expect(server.requests.filter((r) => `${r.method} ${r.path}` === RESEND).map((r) => r.body)).toEqual([{ reservation_id: 1, recipients: ['payer', 'supplier'] }]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    server.on(RESEND, () => ({ status: 409, body: { message: 'This booking has no paid payment to confirm.', code: 'CONFLICT' } }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send confirmation again' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This booking has no paid payment to confirm.')).toBeInTheDocument();
  });
});

describe('a reservation’s details', () => {
  test('an activity booking shows payer, tickets, payment with its provider events, policy and the timeline in order', async () => {
    const kari = row({ id: 1 });
    const nok = (minor: number) => ({ currency: 'NOK', minor, amount: minor / 100 });
    const earnings = { supplier: nok(75000), partner: nok(10000), platform: nok(15000) };
    server.on(`GET ${api.panelReservations.byRef.path({ ref: REF })}`, () => ({ body: { data: details(kari, { earnings }) } }));
    renderArea(`npanel/reservations/${REF}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Booking WH-20261101-000001' })).toBeInTheDocument();
    expect(screen.getByText('Adult × 2', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Rooms' })).not.toBeInTheDocument();
    expect(screen.getByText('payment_intent.succeeded', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('100 % refund when cancelled at least 48 hours before')).toBeInTheDocument();
    expect(screen.getByText('Vegetarian lunch')).toBeInTheDocument();
    // Each party's share of the booking, as the earnings ledger holds it.
    const shares = screen.getByRole('region', { name: 'Earnings' });
    expect(within(shares).getByText('Partner commission').parentElement).toHaveTextContent(/100\.00/);
    expect(within(shares).getByText('Platform commission').parentElement).toHaveTextContent(/150\.00/);
    expect(within(shares).getByText('Supplier').parentElement).toHaveTextContent(/750\.00/);
    const timeline = within(screen.getByRole('list', { name: 'Timeline' })).getAllByRole('listitem');
    expect(timeline.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Added to the cart'),
      expect.stringContaining('Held at checkout'),
      expect.stringContaining('Paid'),
      expect.stringContaining('Confirmed'),
    ]);
  });

  test('a package booking opens by its payment and package, and lists its days', async () => {
    const PAYMENT = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
    const trip = row({ id: 4, service: { id: 90, name: 'Fjords and Mountains', type: 'packages' }, start_date: '2026-12-01', end_date: null, start_time: null });
    server.on(`GET ${api.panelReservations.packageReservation.path({ id: PAYMENT })}`, (request) => {
      expect(request.path).toContain('package_id=90');
      return {
        body: {
          data: details(trip, {
            tickets: null,
            package: {
              package_days: 3,
              end_date: '2026-12-03',
              services: [
                { service_type: 'activities', service_name: 'Fjord cruise', day_offset: 0, date: '2026-12-01' },
                { service_type: 'hotels', service_name: 'Mountain lodge', day_offset: 1, date: '2026-12-02' },
              ],
            },
          }),
        },
      };
    });
    renderArea(`npanel/reservations/${PAYMENT}/90`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Booking WH-20261101-000004' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Package: 3 days' })).toBeInTheDocument();
    expect(screen.getByText(/Day 1 \(.*\): Fjord cruise/)).toBeInTheDocument();
    expect(screen.getByText(/Day 2 \(.*\): Mountain lodge/)).toBeInTheDocument();
    // Not confirmed yet in this answer: no earnings lines.
    expect(within(screen.getByRole('region', { name: 'Earnings' })).getByText('None until the booking is confirmed')).toBeInTheDocument();
  });

  test('a hotel booking shows its rooms instead of tickets', async () => {
    const stay = row({ id: 3, ref: HOTEL_REF, service: { id: 77, name: 'Oslo Harbour Hotel', type: 'hotels' }, start_date: '2026-11-20', end_date: '2026-11-22', start_time: null });
    server.on(`GET ${api.panelReservations.byRef.path({ ref: HOTEL_REF })}`, () => ({
      body: {
        data: details(stay, {
          tickets: null,
          rooms: [
            { room_type_id: 5, room_type: 'Standard room', rate_plan_id: 9, rate_plan: 'Base rate', check_in: '2026-11-20', check_out: '2026-11-22', rooms: 1, adults: 2, children: 0, price: stay.price },
          ],
        }),
      },
    }));
    renderArea(`npanel/reservations/${HOTEL_REF}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Booking WH-20261101-000003' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Rooms' })).toBeInTheDocument();
    expect(screen.getByText('1 × Standard room, Base rate', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Guests and tickets' })).not.toBeInTheDocument();
  });

  test('a booking outside the caller’s view says it was not found', async () => {
    server.on(`GET ${api.panelReservations.byRef.path({ ref: REF })}`, () => ({ status: 404, body: { message: 'The reservation was not found.', code: 'NOT_FOUND', issues: [] } }));
    renderArea(`npanel/reservations/${REF}`);
    expect(await screen.findByText('Booking not found')).toBeInTheDocument();
  });
});
