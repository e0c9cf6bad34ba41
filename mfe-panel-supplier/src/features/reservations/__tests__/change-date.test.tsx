import 'shared-contracts/testing/dom-fetch';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { formatDisplayDate } from 'shared-contracts/dates';
import { ReservationStatus } from 'shared-contracts/enums';
import type { ChangeDateOption } from 'shared-contracts/panel-reservation-actions';
import { ReservationDetailsSchema, type ReservationDetails } from 'shared-contracts/panel-reservations';
import { api } from 'shared-contracts/paths';
import { createSupplier } from 'shared-contracts/testing';
import { startApiServer, type ApiServer } from 'shared-contracts/testing/api-server';
import * as v from 'shared-contracts/valibot';
import { configureHttpClient } from 'shared-runtime/http';
import { currentUserAtom, sessionStore } from 'shared-runtime/session';
import { renderWithProviders } from 'shared-ui/testing';
import { useReservation } from '../api/reservations';
import { ChangeDateAction } from '../components/change-date-dialog';

// jsdom has no PointerEvent; Chakra's focus tracking creates one when a control takes focus.
if (typeof window.PointerEvent === 'undefined') Object.assign(window, { PointerEvent: MouseEvent });

const REF = '7f0c1f7e-2b1a-4c11-9a55-0f2d3c4b5a69';
const DETAILS = `GET ${api.panelReservations.byRef.path({ ref: REF })}`;
const p = api.panelReservationActions;
const EMPTY = `POST ${p.emptyDates.path({ id: 1 })}`;
const OPTIONS = `POST ${p.options.path({ id: 1 })}`;
const CHANGE = `POST ${p.changeDate.path({ id: 1 })}`;

function booking(overrides: Partial<ReservationDetails> = {}): ReservationDetails {
  const price = { currency: 'NOK', minor: 150000, amount: 1500 };
  return v.parse(ReservationDetailsSchema, {
    id: 1,
    ref: REF,
    booking_number: 'WH-20261101-000001',
    service: { id: 42, name: 'Fjord Kayak', type: 'activities' },
    start_date: '2026-11-20',
    end_date: '2026-11-20',
    start_time: '09:30',
    guests: { adults: 2, children: 0 },
    price,
    status: ReservationStatus.CONFIRM,
    payment_method: 'NOPAY',
    site: { id: 3, name: 'Demo Travels' },
    sales_channel: 'online',
    payer: { first_name: 'Kari', last_name: 'Nordmann', name: 'Kari Nordmann', email: 'kari@example.test', phone: '+47 41234567', country: 'NO', locale: 'en' },
    created_at: '2026-11-01T10:00:00.000Z',
    confirmed_at: '2026-11-01T10:05:00.000Z',
    cancelled: false,
    time_zone: 'Europe/Oslo',
    comments: null,
    tickets: { option_id: 11, slot_id: 501, persons: 2, checked_in_at: null, lines: [{ name: 'Adult', count: 2, persons: 2, total: price }] },
    rooms: [],
    price_lines: [{ label: 'total', amount: price }],
    earnings: null,
    payment: null,
    cancellation_policy: [],
    cancellation: null,
    timeline: [],
    ...overrides,
  });
}

const option = (o: Partial<ChangeDateOption> & { departure_id: number; date: string; start_time: string }): ChangeDateOption => ({ remaining: 5, fits: true, current: false, ...o });

/** The booking as the details page reads it (its swr key), with the action next to its date. */
function Booking() {
  const found = useReservation(REF);
  if (!found.data) return null;
  return (
    <>
      <p data-testid="service-date">{`${found.data.start_date ?? ''} ${found.data.start_time ?? ''}`}</p>
      <ChangeDateAction details={found.data} />
    </>
  );
}

function renderBooking() {
  return renderWithProviders(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Booking />
    </SWRConfig>,
  );
}

let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
  configureHttpClient({ baseUrl: server.baseUrl });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  sessionStore.set(currentUserAtom, createSupplier());
  server.on(EMPTY, () => ({ body: { data: { reservation_id: 1, seats: 2, dates: ['2026-11-22'] } } }));
  server.on(OPTIONS, (request) => {
    const date = (request.body as { start_date: string }).start_date;
    const options =
      date === '2026-11-22'
        ? [option({ departure_id: 601, date, start_time: '10:00', remaining: 5 }), option({ departure_id: 602, date, start_time: '14:00', remaining: 1, fits: false })]
        : [option({ departure_id: 501, date, start_time: '09:30', current: true, fits: false })];
    return { body: { data: { reservation_id: 1, options } } };
  });
});
afterEach(() => sessionStore.set(currentUserAtom, null));

const bodiesOf = (call: string) => server.requests.filter((r) => `${r.method} ${r.path}` === call).map((r) => r.body);

describe('changing an activity booking’s date', () => {
  test('the supplier picks a nearby date and a departure with room; the booking shows its new date', async () => {
    let moved = false;
    server.on(DETAILS, () => ({ body: { data: moved ? booking({ start_date: '2026-11-22', start_time: '10:00' }) : booking() } }));
    server.on(CHANGE, () => {
      moved = true;
      return { body: { data: { reservation_id: 1, from: { date: '2026-11-20', start_time: '09:30' }, to: { date: '2026-11-22', start_time: '10:00' } } } };
    });
    renderBooking();

    await userEvent.click(await screen.findByRole('button', { name: 'Change date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move WH-20261101-000001 to another date' });
    expect(within(dialog).getByText('The booking has 2 seats.')).toBeInTheDocument();
    // The booking's own departure is listed but cannot be chosen.
    expect(await within(dialog).findByRole('radio', { name: '09:30 · the booking’s departure now' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Move the booking' })).toBeDisabled();

    await userEvent.click(await within(dialog).findByRole('button', { name: formatDisplayDate('2026-11-22', { locale: 'en' }) }));
    expect(await within(dialog).findByRole('radio', { name: '14:00 · 1 seat left' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: '10:00 · 5 seats left' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move the booking' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesOf(CHANGE)).toEqual([{ departure_id: 601 }]);
    expect(await screen.findByText('2026-11-22 10:00')).toBeInTheDocument();
  });

  test('a refusal shows its reason in the dialog and the booking keeps its date', async () => {
    server.on(DETAILS, () => ({ body: { data: booking() } }));
    server.on(CHANGE, () => ({
      status: 409,
      body: {
        message: 'The chosen departure does not have enough seats left for this booking.',
        code: 'CONFLICT',
        issues: [{ path: 'reason', message: 'The chosen departure does not have enough seats left for this booking.', code: 'sold_out' }],
      },
    }));
    renderBooking();

    await userEvent.click(await screen.findByRole('button', { name: 'Change date' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: formatDisplayDate('2026-11-22', { locale: 'en' }) }));
    await userEvent.click(await within(dialog).findByRole('radio', { name: '10:00 · 5 seats left' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move the booking' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This departure no longer has enough seats for this booking.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByText('2026-11-20 09:30')).toBeInTheDocument();
  });

  test('only a confirmed activity or event booking offers the change', async () => {
    server.on(DETAILS, () => ({ body: { data: booking({ status: ReservationStatus.HOLD }) } }));
    const held = renderBooking();
    expect(await screen.findByText('2026-11-20 09:30')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change date' })).not.toBeInTheDocument();
    held.unmount();

    server.on(DETAILS, () => ({
      body: { data: booking({ service: { id: 7, name: 'Harbour Hotel', type: 'hotels' }, tickets: null, start_time: null }) },
    }));
    renderBooking();
    expect(await screen.findByText('2026-11-20')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change date' })).not.toBeInTheDocument();
  });
});
