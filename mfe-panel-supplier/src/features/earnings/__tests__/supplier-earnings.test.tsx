import 'shared-contracts/testing/dom-fetch';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { EarningLineSchema, type EarningLine, type EarningListInput } from 'shared-contracts/earnings';
import { api } from 'shared-contracts/paths';
import { createSupplier } from 'shared-contracts/testing';
import { startApiServer, type ApiServer } from 'shared-contracts/testing/api-server';
import * as v from 'shared-contracts/valibot';
import { configureHttpClient } from 'shared-runtime/http';
import { currentUserAtom, sessionStore } from 'shared-runtime/session';
import { renderWithProviders } from 'shared-ui/testing';
import Area from '../../../expose/area';

if (typeof window.PointerEvent === 'undefined') Object.assign(window, { PointerEvent: MouseEvent });

const LIST = `POST ${api.earnings.supplierList.path()}`;
const nok = (minor: number) => ({ currency: 'NOK', minor, amount: minor / 100 });

function line(overrides: Partial<EarningLine> & { id: number }): EarningLine {
  return v.parse(EarningLineSchema, {
    party: 'supplier',
    party_user_id: 7,
    reservation_id: 100 + overrides.id,
    reservation_ref: `00000000-0000-4000-8000-${String(100 + overrides.id).padStart(12, '0')}`,
    booking_number: `WH-20261128-00000${overrides.id}`,
    kind: 'sale',
    amount: nok(75_000),
    source: 'confirm',
    status: 'unpaid',
    payout: null,
    created_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  });
}

describe('supplier earnings (npanel/supplier-earnings)', () => {
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

  it('shows what is owed and paid per currency and the lines, and asks for paid lines only under the Paid tab', async () => {
    server.on(LIST, ({ body }) => {
      const input = body as EarningListInput;
      const rows =
        input.status === 'paid'
          ? [line({ id: 1, status: 'paid', payout: { id: 3, reference: 'BANK-001', paid_at: '2026-11-25T09:00:00.000Z' } })]
          : [line({ id: 2 }), line({ id: 1, kind: 'reversal', amount: nok(-25_000), source: 'cancellation:4' })];
      return { body: { data: { data: rows, total: rows.length, page_number: 1, limit: 20, totals: [{ currency: 'NOK', owed: nok(50_000), on_hold: nok(0), paid: nok(75_000) }] } } };
    });
    const user = userEvent.setup();
    renderWithProviders(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <Area />
      </SWRConfig>,
      { route: '/en/npanel/supplier-earnings', path: '/:lang/*' },
    );

    const totals = await screen.findByRole('group', { name: 'Totals per currency' });
    expect(within(totals).getByText('Owed to you (NOK)')).toBeInTheDocument();
    expect(within(totals).getByText(/500/)).toBeInTheDocument();
    expect(within(totals).getByText(/750/)).toBeInTheDocument();
    expect(await screen.findByText('WH-20261128-000002')).toBeInTheDocument();
    expect(screen.getByText('Refund')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Paid' }));
    expect(await screen.findByText(/BANK-001/)).toBeInTheDocument();
    // A paid line offers its payout's receipt; an unpaid one has none.
    expect(screen.getByRole('button', { name: 'Receipt of payout BANK-001' })).toBeInTheDocument();
    await waitFor(() => expect(server.requests.filter((r) => r.method === 'POST').map((r) => (r.body as EarningListInput).status)).toContain('paid'));
  });
});
