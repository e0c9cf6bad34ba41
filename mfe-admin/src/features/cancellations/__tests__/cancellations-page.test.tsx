import 'shared-contracts/testing/dom-fetch';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import {
  CancellationListAnswerSchema,
  CancellationListRowSchema,
  type CancellationListFilter,
  type CancellationListRow,
} from 'shared-contracts/customer';
import { CancellationOrigin, ReservationStatus } from 'shared-contracts/enums';
import { configureHttpClient } from 'shared-runtime/http';
import { api } from 'shared-contracts/paths';
import { currentUserAtom, pageMetaAtom, sessionStore } from 'shared-runtime/session';
import { money } from 'shared-contracts/site-content';
import { createAdmin } from 'shared-contracts/testing';
import { startApiServer, type ApiServer, type FakeAnswer } from 'shared-contracts/testing/api-server';
import * as v from 'shared-contracts/valibot';
import { renderWithProviders } from 'shared-ui/testing';
import Area from '../../../expose/area';

const ROUTE = `POST ${api.cancellations.dataTable.pattern}`;

/** A row as the API answers it; parsed, so a fixture that drifts from the contract fails here. */
function createRow(overrides: Partial<CancellationListRow>): CancellationListRow {
  return v.parse(CancellationListRowSchema, {
    origin: CancellationOrigin.CLIENT,
    refund_percentage: 100,
    refund_amount: money(0, 'NOK'),
    refund_status: 'succeeded',
    cancelled_at: '2026-11-20T10:00:00.000Z',
    reservation_uuid: '00000000-0000-4000-8000-000000000000',
    booking_number: 'WH-1000',
    reservation_status: ReservationStatus.CANCEL,
    service_name: 'A service',
    payer_email: 'payer@example.com',
    price: money(0, 'NOK'),
    failure_code: null,
    ...overrides,
  });
}

const failedRow = createRow({
  reservation_uuid: '6f1c1c1e-1d55-4b5e-9a43-3b8f5f7a0001',
  booking_number: 'WH-1003',
  service_name: 'Fjord Safari',
  payer_email: 'kari@example.com',
  price: money(120_000, 'NOK'),
  refund_percentage: 100,
  refund_amount: money(120_000, 'NOK'),
  refund_status: 'failed',
  reservation_status: ReservationStatus.CANCELLATION_FAILED,
  failure_code: 'refund_failed',
  origin: CancellationOrigin.CLIENT,
  cancelled_at: '2026-11-20T14:05:00.000Z',
});
const refundedRow = createRow({
  reservation_uuid: '6f1c1c1e-1d55-4b5e-9a43-3b8f5f7a0002',
  booking_number: 'WH-1002',
  service_name: 'Glacier Walk',
  payer_email: 'ola@example.com',
  price: money(8_000, 'EUR'),
  refund_percentage: 50,
  refund_amount: money(4_000, 'EUR'),
  refund_status: 'succeeded',
  origin: CancellationOrigin.SUPPLIER,
  cancelled_at: '2026-11-19T09:30:00.000Z',
});
const freeRow = createRow({
  reservation_uuid: '6f1c1c1e-1d55-4b5e-9a43-3b8f5f7a0003',
  booking_number: null,
  service_name: 'City Museum',
  payer_email: 'per@example.com',
  price: money(25_000, 'NOK'),
  refund_percentage: 0,
  refund_amount: money(0, 'NOK'),
  refund_status: 'not_required',
  origin: CancellationOrigin.SYSTEM,
  cancelled_at: '2026-11-18T08:00:00.000Z',
});
const ALL_ROWS = [failedRow, refundedRow, freeRow];

/** The API's behaviour: the rows whose refund status the body asks for, newest first. */
function answerFrom(rows: CancellationListRow[]) {
  return ({ body }: { body: unknown }): FakeAnswer => {
    const filter = (body ?? {}) as CancellationListFilter;
    const data = rows.filter((row) => !filter.refund_status || row.refund_status === filter.refund_status);
    return { body: v.parse(CancellationListAnswerSchema, { data }) };
  };
}

let server: ApiServer;

beforeAll(async () => {
  server = await startApiServer();
  configureHttpClient({ baseUrl: server.baseUrl });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.on(ROUTE, answerFrom(ALL_ROWS));
  sessionStore.set(currentUserAtom, createAdmin());
});
afterEach(() => sessionStore.set(currentUserAtom, null));

function renderPage() {
  return renderWithProviders(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Area />
    </SWRConfig>,
    { route: '/en/admin/cancellations', path: '/:lang/*' },
  );
}

const bodies = () => server.requests.filter((request) => `${request.method} ${request.path}` === ROUTE).map((request) => request.body);
const table = () => screen.getByRole('table', { name: 'Cancellations' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const rowOf = (bookingNumber: string) => {
  const row = bodyRows().find((each) => within(each).queryByText(bookingNumber));
  if (!row) throw new Error(`no row for ${bookingNumber}`);
  return row;
};
const filterSelect = () => screen.getByRole('combobox', { name: 'Show' });

describe('administrators’ cancellations (issue 5)', () => {
  it('lists every cancellation with its refund, the failed one marked "Cancellation failed" with the provider code', async () => {
    renderPage();

    expect(await screen.findByRole('table', { name: 'Cancellations' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Cancellations' })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(3);

    const failed = rowOf('WH-1003');
    expect(within(failed).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '20 Nov 2026, 14:05',
      'WH-1003',
      'Fjord Safari',
      'kari@example.com',
      'NOK\u00a01,200.00',
      'NOK\u00a01,200.00 (100 %)',
      'Cancellation failedProvider code: refund_failed',
      'Customer',
    ]);
    expect(failed).toHaveAttribute('data-failed', 'true');

    const refunded = rowOf('WH-1002');
    expect(within(refunded).getByText('€40.00 (50 %)')).toBeInTheDocument();
    expect(within(refunded).getByText('Refunded')).toBeInTheDocument();
    expect(within(refunded).getByText('Supplier')).toBeInTheDocument();
    expect(within(refunded).queryByText('Cancellation failed')).not.toBeInTheDocument();
    expect(refunded).not.toHaveAttribute('data-failed');

    const free = rowOf('City Museum');
    expect(within(free).getByText('No refund needed')).toBeInTheDocument();
    expect(within(free).getByText('System')).toBeInTheDocument();

    expect(screen.getByTestId('failed-count')).toHaveTextContent('1 failed refund');
    expect(bodies()).toEqual([{}]);
    expect(sessionStore.get(pageMetaAtom)).toEqual({
      title: 'areas.admin.cancellations',
      breadcrumbs: [{ label: 'nav.dashboard', href: '/en/admin/dashboard' }, { label: 'areas.admin.cancellations' }],
    });
  });

  it('asks the API for failed refunds only when "Refund failed" is chosen, and lists just those', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('table', { name: 'Cancellations' });
    expect(filterSelect()).toHaveValue('all');
    expect(bodies()).not.toContainEqual({ refund_status: 'failed' });
    // The first stop of the keyboard: a native select, so the arrow keys and type-ahead choose.
    await user.tab();
    expect(filterSelect()).toHaveFocus();

    await user.selectOptions(filterSelect(), 'Refund failed — needs an administrator');

    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(bodies()).toContainEqual({ refund_status: 'failed' });
    expect(within(table()).getByText('WH-1003')).toBeInTheDocument();
    expect(within(table()).queryByText('WH-1002')).not.toBeInTheDocument();
    expect(within(table()).queryByText('City Museum')).not.toBeInTheDocument();
    // The count of failed refunds stays in view whatever the filter.
    expect(screen.getByTestId('failed-count')).toHaveTextContent('1 failed refund');
  });

  it('says there are no cancellations yet, and that none match a filter', async () => {
    server.on(ROUTE, answerFrom([]));
    const user = userEvent.setup();
    renderPage();

    expect(await screen.findByRole('heading', { name: 'No cancellations yet' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByTestId('failed-count')).toHaveTextContent('No failed refunds');

    await user.selectOptions(filterSelect(), 'Pending');

    expect(await screen.findByRole('heading', { name: 'No cancellations match this filter' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No cancellations yet' })).not.toBeInTheDocument();
    expect(bodies()).toContainEqual({ refund_status: 'pending' });
  });

  it('shows the API’s error with a retry that loads the list', async () => {
    server.on(ROUTE, () => ({ status: 500, body: { message: 'The booking database is unavailable', code: 'SERVER_ERROR' } }));
    const user = userEvent.setup();
    renderPage();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The booking database is unavailable');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    server.on(ROUTE, answerFrom(ALL_ROWS));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('table', { name: 'Cancellations' })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(3);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(bodies()).toEqual([{}, {}]);
  });
});
