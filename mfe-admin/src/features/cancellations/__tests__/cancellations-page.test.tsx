import 'shared-contracts/testing/dom-fetch';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { ReservationStatus } from 'shared-contracts/enums';
import {
  CancellationDetailsSchema,
  CancellationRowSchema,
  CancellationTableAnswerSchema,
  type CancellationDetails,
  type CancellationRow,
  type CancellationTableInput,
} from 'shared-contracts/panel-cancellations';
import { configureHttpClient } from 'shared-runtime/http';
import { api } from 'shared-contracts/paths';
import { currentUserAtom, sessionStore } from 'shared-runtime/session';
import { money } from 'shared-contracts/site-content';
import { createAdmin } from 'shared-contracts/testing';
import { startApiServer, type ApiServer, type FakeAnswer } from 'shared-contracts/testing/api-server';
import * as v from 'shared-contracts/valibot';
import { renderWithProviders } from 'shared-ui/testing';
import Area from '../../../expose/area';

const TABLE = `POST ${api.cancellations.dataTable.pattern}`;

/** A row as the API answers it; parsed, so a fixture that drifts from the contract fails here. */
function createRow(overrides: Partial<CancellationRow>): CancellationRow {
  return v.parse(CancellationRowSchema, {
    id: 1,
    reservation_id: 10,
    reservation_ref: '6f1c1c1e-1d55-4b5e-9a43-3b8f5f7a0001',
    booking_number: 'WH-1000',
    reservation_status: ReservationStatus.CANCEL,
    service: { id: 5, name: 'A service', type: 'activities' },
    payer: { name: 'Kari Nordmann', email: 'kari@example.com' },
    origin: 'guest',
    state: 'cancelled',
    price: money(120_000, 'NOK'),
    refund_percentage: 100,
    refund_amount: money(120_000, 'NOK'),
    refund_status: 'succeeded',
    failure_code: null,
    cancelled_at: '2026-11-20T14:05:00.000Z',
    updated_at: '2026-11-20T14:05:00.000Z',
    ...overrides,
  });
}

const failedRow = createRow({
  id: 3,
  booking_number: 'WH-1003',
  service: { id: 5, name: 'Fjord Safari', type: 'activities' },
  reservation_status: ReservationStatus.CANCELLATION_FAILED,
  state: 'failed',
  refund_status: 'failed',
  failure_code: 'provider_unavailable',
});
const oldRow = createRow({ id: 2, booking_number: 'WH-1002', service: { id: 6, name: 'Glacier Walk', type: 'activities' }, origin: 'bulk' });

function detailsOf(row: CancellationRow, overrides: Partial<CancellationDetails> = {}): CancellationDetails {
  const failed = row.state === 'failed';
  return v.parse(CancellationDetailsSchema, {
    ...row,
    reason: 'Plans changed',
    policy_tier: { refund_percentage: row.refund_percentage, full_refund: false },
    provider_refund_id: null,
    actions: { retry_refund: failed, resolve: failed },
    audit: [
      { at: row.cancelled_at, kind: 'requested', by: 'kari@example.com', text: 'Plans changed' },
      ...(failed ? [{ at: row.updated_at, kind: 'refund_failed', by: null, text: 'provider_unavailable' }] : []),
    ],
    ...overrides,
  });
}

/** The API's table: the rows of the view the body asks for (new: the unsettled ones), one page. */
function tableFrom(rows: CancellationRow[]) {
  return ({ body }: { body: unknown }): FakeAnswer => {
    const input = (body ?? {}) as CancellationTableInput;
    const data = rows.filter((row) => input.view !== 'new' || row.state === 'failed' || row.state === 'pending');
    return { body: v.parse(CancellationTableAnswerSchema, { data: { data, total: data.length, page_number: 1, limit: 20 } }) };
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
  server.on(TABLE, tableFrom([failedRow, oldRow]));
  server.on(`GET ${api.cancellations.details.path({ id: failedRow.id })}`, () => ({ body: { data: detailsOf(failedRow) } }));
  sessionStore.set(currentUserAtom, createAdmin());
});
afterEach(() => sessionStore.set(currentUserAtom, null));

function renderPage(route = '/en/admin/cancellations/new') {
  return renderWithProviders(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Area />
    </SWRConfig>,
    { route, path: '/:lang/*' },
  );
}

const tableBodies = () => server.requests.filter((r) => `${r.method} ${r.path.split('?')[0]}` === TABLE).map((r) => r.body as CancellationTableInput);
const table = () => screen.getByRole('table', { name: 'Cancellations' });
const rowOf = (text: string) => {
  const row = within(table()).getAllByRole('row').find((each) => within(each).queryByText(text));
  if (!row) throw new Error(`no row for ${text}`);
  return row;
};

describe('administrators’ cancellations (issue 14 §2)', () => {
  it('the New view asks for the unsettled ones, marks the failed cancellation with its provider code, and links the other views', async () => {
    renderPage();
    expect(await screen.findByRole('table', { name: 'Cancellations' })).toBeInTheDocument();
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2));
    expect(tableBodies().at(-1)).toMatchObject({ view: 'new', page_number: 1 });
    const failed = rowOf('WH-1003');
    expect(within(failed).getByText('Cancellation failed')).toBeInTheDocument();
    expect(within(failed).getByText('Provider code: provider_unavailable')).toBeInTheDocument();
    expect(within(table()).queryByText('WH-1002')).not.toBeInTheDocument();

    const views = screen.getByRole('navigation', { name: 'Cancellation views' });
    expect(within(views).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/en/admin/cancellations',
      '/en/admin/cancellations/new',
      '/en/admin/cancellations/new-hotels',
      '/en/admin/cancellations/old',
      '/en/admin/cancellations/system',
    ]);
  });

  it('the all view lists settled ones too, with who cancelled', async () => {
    renderPage('/en/admin/cancellations');
    await screen.findByRole('table', { name: 'Cancellations' });
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(3));
    expect(tableBodies().at(-1)).not.toHaveProperty('view');
    expect(within(rowOf('WH-1002')).getByText('Supplier (bulk)')).toBeInTheDocument();
  });

  it('opening a failed cancellation shows its refund and trail; "Confirm cancellation" asks first, then the booking is cancelled', async () => {
    const confirmPath = api.cancellations.confirmFailed.path({ id: failedRow.id });
    server.on(`POST ${confirmPath}`, () => ({
      body: {
        data: detailsOf(failedRow, {
          state: 'cancelled',
          reservation_status: ReservationStatus.CANCEL,
          refund_status: 'succeeded',
          actions: { retry_refund: false, resolve: false },
        }),
      },
    }));
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('table', { name: 'Cancellations' });
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2));
    await user.click(within(rowOf('WH-1003')).getByText('Fjord Safari'));

    const details = await screen.findByRole('region', { name: 'Cancellation of WH-1003' });
    expect(within(details).getByText('Reason: Plans changed')).toBeInTheDocument();
    expect(within(details).getByText(/Refund failed provider_unavailable/)).toBeInTheDocument();
    expect(within(details).getByRole('button', { name: 'Retry refund' })).toBeInTheDocument();
    expect(within(details).getByRole('button', { name: 'Keep booking' })).toBeInTheDocument();

    // Cancelling the question sends nothing.
    await user.click(within(details).getByRole('button', { name: 'Confirm cancellation' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Only do this when the guest has been refunded outside the platform.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.requests.some((r) => r.path === confirmPath)).toBe(false);

    await user.click(within(details).getByRole('button', { name: 'Confirm cancellation' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));

    await waitFor(() => expect(server.requests.filter((r) => r.method === 'POST' && r.path === confirmPath)).toHaveLength(1));
    await waitFor(() => expect(within(details).queryByRole('button', { name: 'Confirm cancellation' })).not.toBeInTheDocument());
    expect(within(details).getByText('Cancelled')).toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Retry refund' })).not.toBeInTheDocument();
  });

  it('a resolution another administrator made first: the API’s 409 message shows, with the cancellation as it stands', async () => {
    server.on(`POST ${api.cancellations.keepFailed.path({ id: failedRow.id })}`, () => ({
      status: 409,
      body: { message: 'This cancellation is not waiting for an administrator: it has been resolved or its refund is under way.', code: 'CONFLICT' },
    }));
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('table', { name: 'Cancellations' });
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2));
    await user.click(within(rowOf('WH-1003')).getByText('Fjord Safari'));
    const details = await screen.findByRole('region', { name: 'Cancellation of WH-1003' });
    await user.click(within(details).getByRole('button', { name: 'Keep booking' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Keep booking' }));
    expect(await within(details).findByText(/it has been resolved or its refund is under way/)).toBeInTheDocument();
  });
});
