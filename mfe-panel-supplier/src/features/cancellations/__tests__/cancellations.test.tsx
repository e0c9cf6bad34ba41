import 'shared-contracts/testing/dom-fetch';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { ReservationStatus } from 'shared-contracts/enums';
import { CancellationDetailsSchema, CancellationRowSchema, type CancellationRow, type CancellationTableInput } from 'shared-contracts/panel-cancellations';
import { api } from 'shared-contracts/paths';
import { money } from 'shared-contracts/site-content';
import { createSupplier } from 'shared-contracts/testing';
import { startApiServer, type ApiServer } from 'shared-contracts/testing/api-server';
import * as v from 'shared-contracts/valibot';
import { configureHttpClient } from 'shared-runtime/http';
import { currentUserAtom, sessionStore } from 'shared-runtime/session';
import { renderWithProviders } from 'shared-ui/testing';
import Area from '../../../expose/area';

if (typeof window.PointerEvent === 'undefined') Object.assign(window, { PointerEvent: MouseEvent });

const LIST = `POST ${api.cancellations.dataTable.path()}`;

function row(overrides: Partial<CancellationRow> & { id: number }): CancellationRow {
  return v.parse(CancellationRowSchema, {
    reservation_id: 100 + overrides.id,
    reservation_ref: '6f1c1c1e-1d55-4b5e-9a43-3b8f5f7a0001',
    booking_number: `WH-20261128-00000${overrides.id}`,
    reservation_status: ReservationStatus.CANCEL,
    service: { id: 5, name: 'Fjord Safari', type: 'activities' },
    payer: { name: 'Kari Nordmann', email: 'kari@example.com' },
    origin: 'guest',
    state: 'cancelled',
    price: money(120_000, 'NOK'),
    refund_percentage: 50,
    refund_amount: money(60_000, 'NOK'),
    refund_status: 'succeeded',
    failure_code: null,
    cancelled_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  });
}

const failed = row({ id: 2, state: 'failed', refund_status: 'failed', reservation_status: ReservationStatus.CANCELLATION_FAILED, failure_code: 'provider_unavailable' });
const done = row({ id: 1, origin: 'bulk' });

describe('supplier cancellations (npanel/cancellations)', () => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer();
    configureHttpClient({ baseUrl: server.baseUrl });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
    sessionStore.set(currentUserAtom, createSupplier());
    server.on(LIST, ({ body }) => {
      const input = body as CancellationTableInput;
      const rows = [failed, done].filter((r) => !input.filters?.state || input.filters.state.includes(r.state));
      return { body: { data: { data: rows, total: rows.length, page_number: 1, limit: 20 } } };
    });
  });
  afterEach(() => sessionStore.set(currentUserAtom, null));

  const renderAt = (route: string) =>
    renderWithProviders(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <Area />
      </SWRConfig>,
      { route, path: '/:lang/*' },
    );

  it('lists the cancellations with refund, state and who cancelled; the Open tab asks for pending and failed ones only', async () => {
    const user = userEvent.setup();
    renderAt('/en/npanel/cancellations');
    expect(await screen.findByText('WH-20261128-000002')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Cancellations' });
    const failedRow = within(table).getByText('WH-20261128-000002').closest('tr')!;
    expect(within(failedRow).getByText('Refund failed')).toBeInTheDocument();
    expect(within(failedRow).getByText(/600\.00 \(50 %\)/)).toBeInTheDocument();
    const doneRow = within(table).getByText('WH-20261128-000001').closest('tr')!;
    expect(within(doneRow).getByText('Supplier (bulk)')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Open' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Cancellations' })).queryByText('WH-20261128-000001')).not.toBeInTheDocument());
    expect(server.requests.filter((r) => r.method === 'POST').map((r) => (r.body as CancellationTableInput).filters?.state)).toContainEqual(['pending', 'failed']);
  });

  it('a row opens its details: the refund failure and the trail, with no actions for the supplier', async () => {
    server.on(`GET ${api.cancellations.details.path({ id: failed.id })}`, () => ({
      body: {
        data: v.parse(CancellationDetailsSchema, {
          ...failed,
          reason: 'Plans changed',
          policy_tier: { refund_percentage: 50, full_refund: false },
          provider_refund_id: null,
          actions: { retry_refund: false, resolve: false },
          audit: [
            { at: failed.cancelled_at, kind: 'requested', by: 'kari@example.com', text: 'Plans changed' },
            { at: failed.updated_at, kind: 'refund_failed', by: null, text: 'provider_unavailable' },
          ],
        }),
      },
    }));
    const user = userEvent.setup();
    renderAt('/en/npanel/cancellations');
    await user.click(await screen.findByText('WH-20261128-000002'));
    expect(await screen.findByRole('heading', { name: 'Cancellation of WH-20261128-000002' })).toBeInTheDocument();
    expect(screen.getByText('Reason: Plans changed')).toBeInTheDocument();
    expect(screen.getByText('Refund failure: provider_unavailable')).toBeInTheDocument();
    const trail = screen.getByRole('list', { name: 'What happened' });
    expect(within(trail).getAllByRole('listitem').map((li) => li.textContent)).toEqual([expect.stringContaining('Cancellation requested Plans changed'), expect.stringContaining('Refund failed provider_unavailable')]);
    expect(screen.queryByRole('button', { name: /retry|confirm|keep/i })).not.toBeInTheDocument();
  });

  it('another supplier’s cancellation (the API’s 404) says it was not found', async () => {
    server.on(`GET ${api.cancellations.details.path({ id: 77 })}`, () => ({ status: 404, body: { message: 'The cancellation was not found.', code: 'NOT_FOUND' } }));
    renderAt('/en/npanel/cancellations/77');
    expect(await screen.findByText('This cancellation was not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to cancellations' })).toHaveAttribute('href', '/en/npanel/cancellations');
  });
});
