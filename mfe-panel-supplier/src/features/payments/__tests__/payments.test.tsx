import 'shared-contracts/testing/dom-fetch';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { PaymentStatus } from 'shared-contracts/enums';
import { PaymentDetailsSchema, PaymentRowSchema, type PaymentDetails, type PaymentRow } from 'shared-contracts/panel-payments';
import { api } from 'shared-contracts/paths';
import { createSupplier } from 'shared-contracts/testing';
import { startApiServer, type ApiServer } from 'shared-contracts/testing/api-server';
import * as v from 'shared-contracts/valibot';
import { configureHttpClient } from 'shared-runtime/http';
import { currentUserAtom, sessionStore } from 'shared-runtime/session';
import { renderWithProviders } from 'shared-ui/testing';
import Area from '../../../expose/area';

if (typeof window.PointerEvent === 'undefined') Object.assign(window, { PointerEvent: MouseEvent });

const UUID = '5b1c7a0e-3f2d-4c8b-9e1a-2d3c4b5a6f70';
const nok = (minor: number) => ({ currency: 'NOK', minor, amount: minor / 100 });

function payment(overrides: Partial<PaymentRow> = {}): PaymentRow {
  return v.parse(PaymentRowSchema, {
    id: UUID,
    amount: nok(150_000),
    status: PaymentStatus.PAID,
    method: 'STRIPE',
    provider: 'stripe',
    provider_ref: 'pi_123',
    failure_code: null,
    payer: { name: 'Kari Nordmann', email: 'kari@example.test' },
    booking_numbers: ['WH-20261101-000001'],
    refunded: nok(0),
    created_at: '2026-11-01T10:00:00.000Z',
    paid_at: '2026-11-01T10:05:00.000Z',
    ...overrides,
  });
}

function details(overrides: Partial<PaymentDetails> = {}): PaymentDetails {
  return v.parse(PaymentDetailsSchema, {
    ...payment({ refunded: nok(75_000) }),
    updated_at: '2026-11-02T10:00:00.000Z',
    events: [
      { id: 'evt_1', type: 'payment_intent.processing', received_at: '2026-11-01T10:04:00.000Z', rejected_reason: null },
      { id: 'evt_2', type: 'payment_intent.succeeded', received_at: '2026-11-01T10:05:00.000Z', rejected_reason: null },
    ],
    refunds: [{ reservation_id: 9, booking_number: 'WH-20261101-000001', amount: nok(75_000), status: 'succeeded', provider_refund_id: 're_1', requested_at: '2026-11-02T10:00:00.000Z' }],
    reservations: [{ id: 9, ref: '7f0c1f7e-2b1a-4c11-9a55-0f2d3c4b5a69', booking_number: 'WH-20261101-000001', service: { id: 42, name: 'Fjord Kayak' }, status: 4, price: nok(150_000) }],
    ...overrides,
  });
}

const TABLE = `GET ${api.panelPayments.dataTable.path()}`;
let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
  configureHttpClient({ baseUrl: server.baseUrl });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
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

const tableQueries = () =>
  server.requests.filter((r) => `${r.method} ${r.path.split('?')[0]}` === TABLE).map((r) => Object.fromEntries(new URLSearchParams(r.path.split('?')[1] ?? '')));

describe('the payments list', () => {
  test('shows the payments with payer, bookings and status; search and filters go in the query', async () => {
    server.on(TABLE, () => ({
      body: { data: { data: [payment(), payment({ id: '11111111-2222-4333-8444-555555555555', status: PaymentStatus.PENDING, booking_numbers: [], payer: null, paid_at: null })], total: 2, page: 1, limit: 20 } },
    }));
    renderArea('npanel/payments');

    const table = await screen.findByRole('table', { name: 'Payments' });
    expect(await within(table).findByText('WH-20261101-000001')).toBeInTheDocument();
    expect(within(table).getByText('Kari Nordmann <kari@example.test>')).toBeInTheDocument();
    expect(within(table).getByText('Paid')).toBeInTheDocument();
    expect(within(table).getByText('Pending')).toBeInTheDocument();
    expect(tableQueries()[0]).toEqual({ page: '1', limit: '20' });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search payments' }), 'kari');
    await waitFor(() => expect(tableQueries().at(-1)).toMatchObject({ search: 'kari' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Failed');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Method' }), 'STRIPE_TERMINAL');
    await waitFor(() => expect(tableQueries().at(-1)).toMatchObject({ search: 'kari', status: String(PaymentStatus.FAILED), method: 'STRIPE_TERMINAL' }));

  });

  test('a row opens the payment', async () => {
    server.on(TABLE, () => ({ body: { data: { data: [payment()], total: 1, page: 1, limit: 20 } } }));
    server.on(`GET ${api.panelPayments.details.path({ id: UUID })}`, () => ({ body: { data: details() } }));
    renderArea('npanel/payments');
    const table = await screen.findByRole('table', { name: 'Payments' });
    await userEvent.click(await within(table).findByText('WH-20261101-000001'));
    // The details' own heading ("Payment NOK …"), not the list's "Payments".
    expect(await screen.findByRole('heading', { level: 1, name: /^Payment NOK/ }, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('a payment’s details', () => {
  test('show the provider’s intent and events, the refunds and the reservations it paid', async () => {
    server.on(`GET ${api.panelPayments.details.path({ id: UUID })}`, () => ({ body: { data: details() } }));
    renderArea(`npanel/payments/${UUID}`);

    expect(await screen.findByRole('heading', { level: 1, name: /Payment/ })).toBeInTheDocument();
    expect(screen.getByText('pi_123')).toBeInTheDocument();
    const events = screen.getByRole('region', { name: 'Provider events' });
    expect(within(events).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('payment_intent.processing'),
      expect.stringContaining('payment_intent.succeeded'),
    ]);
    expect(within(screen.getByRole('region', { name: 'Refunds' })).getByText(/re_1/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Reservations paid' })).getByRole('link', { name: 'Fjord Kayak' })).toHaveAttribute(
      'href',
      '/en/npanel/reservations/7f0c1f7e-2b1a-4c11-9a55-0f2d3c4b5a69',
    );
  });

  test('a payment outside the caller’s view says it was not found', async () => {
    server.on(`GET ${api.panelPayments.details.path({ id: UUID })}`, () => ({ status: 404, body: { message: 'The payment was not found.', code: 'NOT_FOUND' } }));
    renderArea(`npanel/payments/${UUID}`);
    expect(await screen.findByText('This payment was not found, or it is not one of yours.')).toBeInTheDocument();
  });
});
