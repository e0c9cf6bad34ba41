import 'shared-contracts/testing/dom-fetch';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { EarningLineSchema, type EarningLine } from 'shared-contracts/earnings';
import { api } from 'shared-contracts/paths';
import { createPartner, createSupplier } from 'shared-contracts/testing';
import { startApiServer, type ApiServer } from 'shared-contracts/testing/api-server';
import * as v from 'shared-contracts/valibot';
import { configureHttpClient } from 'shared-runtime/http';
import { currentUserAtom, sessionStore } from 'shared-runtime/session';
import { renderWithProviders } from 'shared-ui/testing';
import Area from '../../../expose/area';

if (typeof window.PointerEvent === 'undefined') Object.assign(window, { PointerEvent: MouseEvent });

const nok = (minor: number) => ({ currency: 'NOK', minor, amount: minor / 100 });
const REF = '5b0c8a52-6f1e-4c43-9d7e-1f2a3b4c5d6e';

const partnerLine: EarningLine = v.parse(EarningLineSchema, {
  id: 41,
  party: 'partner',
  party_user_id: 9,
  reservation_id: 310,
  reservation_ref: REF,
  booking_number: 'WH-20261128-000310',
  kind: 'sale',
  amount: nok(12_000),
  source: 'confirm',
  status: 'paid',
  payout: { id: 6, reference: 'BANK-PARTNER-7', paid_at: '2026-11-26T09:00:00.000Z' },
  created_at: '2026-11-20T10:00:00.000Z',
});

function renderArea(route: string) {
  return renderWithProviders(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Area />
    </SWRConfig>,
    { route, path: '/:lang/*' },
  );
}

describe('earnings line details, and the partner ledger (npanel/{supplier,partner}-earnings/{id})', () => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer();
    configureHttpClient({ baseUrl: server.baseUrl });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
  });
  afterEach(() => sessionStore.set(currentUserAtom, null));

  it("a partner's ledger reads the partner's calls; a row opens the line with its booking, payout and receipt", async () => {
    sessionStore.set(currentUserAtom, createPartner());
    server.on(`POST ${api.earnings.partnerList.path()}`, () => ({
      body: { data: { data: [partnerLine], total: 1, page_number: 1, limit: 20, totals: [{ currency: 'NOK', owed: nok(0), on_hold: nok(0), paid: nok(12_000) }] } },
    }));
    server.on(`GET ${api.earnings.partnerById.path({ id: 41 })}`, () => ({ body: { data: partnerLine } }));
    const user = userEvent.setup();
    renderArea('/en/npanel/partner-earnings');

    expect(await screen.findByText(/commission on every confirmed booking made through your sites/)).toBeInTheDocument();
    await user.click(await screen.findByText('WH-20261128-000310'));

    expect(await screen.findByRole('heading', { name: 'Earnings on booking WH-20261128-000310' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Reason' })).getByText('The booking was confirmed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'WH-20261128-000310' })).toHaveAttribute('href', `/en/npanel/reservations/${REF}`);
    const payout = screen.getByRole('group', { name: 'Payout' });
    expect(within(payout).getByText(/BANK-PARTNER-7/)).toBeInTheDocument();
    expect(within(payout).getByRole('button', { name: 'Receipt of payout BANK-PARTNER-7' })).toBeInTheDocument();
    // Only the partner's calls were made: a partner who supplies nothing has no supplier ledger.
    expect(server.requests.map((r) => r.path)).not.toContainEqual(expect.stringContaining('supplier-earning'));
  });

  it('a line the caller may not see answers 404 and shows as not found, with the way back', async () => {
    sessionStore.set(currentUserAtom, createSupplier());
    server.on(`GET ${api.earnings.supplierById.path({ id: 77 })}`, () => ({ status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } }));
    renderArea('/en/npanel/supplier-earnings/77');

    expect(await screen.findByText('This earnings line was not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the earnings' })).toHaveAttribute('href', '/en/npanel/supplier-earnings');
  });

  it('an unpaid reversal says what took it back and that it goes with the next payout', async () => {
    sessionStore.set(currentUserAtom, createSupplier());
    const reversal = v.parse(EarningLineSchema, { ...partnerLine, id: 78, party: 'supplier', kind: 'reversal', amount: nok(-3_000), source: 'cancellation:12', status: 'unpaid', payout: null });
    server.on(`GET ${api.earnings.supplierById.path({ id: 78 })}`, () => ({ body: { data: reversal } }));
    renderArea('/en/npanel/supplier-earnings/78');

    expect(await screen.findByText('Cancellation 12 took it back')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Payout' })).getByText('Not paid yet: it goes with the next payout')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Amount' })).getByText(/-NOK 30|−NOK 30/)).toBeInTheDocument();
  });
});
