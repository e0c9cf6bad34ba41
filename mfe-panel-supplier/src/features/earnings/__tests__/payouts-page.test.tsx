import 'shared-contracts/testing/dom-fetch';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { PayoutListAnswerSchema } from 'shared-contracts/earnings';
import { api } from 'shared-contracts/paths';
import { money } from 'shared-contracts/site-content';
import { createSupplier } from 'shared-contracts/testing';
import { startApiServer, type ApiServer } from 'shared-contracts/testing/api-server';
import * as v from 'shared-contracts/valibot';
import { configureHttpClient } from 'shared-runtime/http';
import { currentUserAtom, sessionStore } from 'shared-runtime/session';
import { renderWithProviders } from 'shared-ui/testing';
import { captureDownloads } from 'shared-ui/testing/downloads';
import Area from '../../../expose/area';

if (typeof window.PointerEvent === 'undefined') Object.assign(window, { PointerEvent: MouseEvent });

const LIST = `POST ${api.earnings.supplierList.path()}`;
const PAYOUTS = `GET ${api.earnings.supplierPayouts.path()}`;
const RECEIPT = api.earnings.supplierReceipt.path({ payoutId: 9, userId: 7 });
const PDF = new TextEncoder().encode('%PDF-1.3 receipt');

let server: ApiServer;
const saved = captureDownloads();
const downloads = () => saved.map((file) => ({ name: file.name, type: file.blob?.type ?? '' }));

beforeAll(async () => {
  server = await startApiServer();
  configureHttpClient({ baseUrl: server.baseUrl });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
  server.on(LIST, () => ({
    body: { data: { data: [], total: 3, page_number: 1, limit: 1, totals: [{ currency: 'NOK', owed: money(50_000, 'NOK'), on_hold: money(0, 'NOK'), paid: money(74_850, 'NOK') }] } },
  }));
  server.on(PAYOUTS, () => ({
    body: v.parse(PayoutListAnswerSchema, {
      data: [{ id: 9, party_user_id: 7, amount: money(74_850, 'NOK'), reference: 'BANK-42', paid_at: '2026-11-25T09:00:00.000Z', lines: 2 }],
    }),
  }));
  sessionStore.set(currentUserAtom, createSupplier());
});
afterEach(() => sessionStore.set(currentUserAtom, null));

function renderPage() {
  return renderWithProviders(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Area />
    </SWRConfig>,
    { route: '/en/npanel/payouts', path: '/:lang/*' },
  );
}

describe('supplier payouts (npanel/payouts)', () => {
  it('shows what is owed per currency and each payout with date, reference and amount; the receipt downloads as a PDF', async () => {
    server.on(`GET ${RECEIPT}`, () => ({ raw: PDF, headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="payout-9.pdf"' } }));
    const user = userEvent.setup();
    renderPage();
    const owed = await screen.findByRole('group', { name: 'Owed per currency' });
    expect(within(owed).getByText('Owed to you (NOK)')).toBeInTheDocument();
    expect(within(owed).getByText(/500/)).toBeInTheDocument();
    expect(within(owed).getByText(/Paid so far: .*748/)).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Payouts' });
    const row = within(table).getByText('BANK-42').closest('tr')!;
    expect(within(row).getByText(/748[.,]50/)).toBeInTheDocument();
    expect(within(row).getByText('2')).toBeInTheDocument();
    expect(within(row).getByText(/Nov 25, 2026|25 Nov 2026/)).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Receipt of payout BANK-42' }));
    await waitFor(() => expect(downloads()).toEqual([{ name: 'payout-9.pdf', type: 'application/pdf' }]));
    expect(server.requests.filter((r) => r.method === 'GET' && r.path === RECEIPT)).toHaveLength(1);
  });

  it('a refused receipt shows the API’s message and saves nothing', async () => {
    server.on(`GET ${RECEIPT}`, () => ({ status: 404, body: { message: 'The payout was not found.', code: 'NOT_FOUND' } }));
    const user = userEvent.setup();
    renderPage();
    const table = await screen.findByRole('table', { name: 'Payouts' });
    await user.click(within(table).getByRole('button', { name: 'Receipt of payout BANK-42' }));
    expect(await screen.findByText('The payout was not found.')).toBeInTheDocument();
    expect(downloads()).toEqual([]);
  });

  it('no payouts yet says so', async () => {
    server.on(PAYOUTS, () => ({ body: { data: [] } }));
    renderPage();
    expect(await screen.findByText('No payouts yet')).toBeInTheDocument();
  });
});
