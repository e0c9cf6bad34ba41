import 'shared-contracts/testing/dom-fetch';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { EarningLineSchema, type EarningLine, type EarningListInput, OwedSummaryAnswerSchema, PayoutAnswerSchema, type TransferInput } from 'shared-contracts/earnings';
import { api } from 'shared-contracts/paths';
import { money } from 'shared-contracts/site-content';
import { createAdmin } from 'shared-contracts/testing';
import { startApiServer, type ApiServer } from 'shared-contracts/testing/api-server';
import * as v from 'shared-contracts/valibot';
import { configureHttpClient } from 'shared-runtime/http';
import { currentUserAtom, sessionStore } from 'shared-runtime/session';
import { renderWithProviders } from 'shared-ui/testing';
import Area from '../../../expose/area';

// jsdom has no PointerEvent; Chakra's checkbox (zag) builds one on blur.
if (typeof window.PointerEvent === 'undefined') Object.assign(window, { PointerEvent: MouseEvent });

const OWED = `GET ${api.earnings.supplierOwed.pattern}`;
const LIST = `POST ${api.earnings.supplierList.pattern}`;
const TRANSFER = `POST ${api.earnings.transfer.path({ party: 'supplier' })}`;

function line(id: number, booking: string, minor: number): EarningLine {
  return v.parse(EarningLineSchema, {
    id,
    party: 'supplier',
    party_user_id: 7,
    reservation_id: 100 + id,
    reservation_ref: `00000000-0000-4000-8000-${String(100 + id).padStart(12, '0')}`,
    booking_number: booking,
    kind: 'sale',
    amount: money(minor, 'NOK'),
    source: 'confirm',
    status: 'unpaid',
    payout: null,
    created_at: '2026-11-20T10:00:00.000Z',
  });
}
const lines = [line(1, 'WH-20261120-000001', 74_850), line(2, 'WH-20261120-000002', 50_000)];

let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
  configureHttpClient({ baseUrl: server.baseUrl });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.on(OWED, () => ({
    body: v.parse(OwedSummaryAnswerSchema, { data: [{ party_user_id: 7, name: 'Sam Supplier', email: 'supplier@wayhub.test', currency: 'NOK', owed: money(124_850, 'NOK'), lines: 2 }] }),
  }));
  server.on(LIST, () => ({ body: { data: { data: lines, total: lines.length, page_number: 1, limit: 100, totals: [] } } }));
  sessionStore.set(currentUserAtom, createAdmin());
});
afterEach(() => sessionStore.set(currentUserAtom, null));

function renderPage() {
  return renderWithProviders(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Area />
    </SWRConfig>,
    { route: '/en/admin/transfer/supplier', path: '/:lang/*' },
  );
}

const transfers = () => server.requests.filter((r) => `${r.method} ${r.path}` === TRANSFER).map((r) => r.body as TransferInput);

async function choosePayee(user: ReturnType<typeof userEvent.setup>) {
  const owed = await screen.findByRole('table', { name: 'Owed per payee' });
  expect(within(owed).getByText('supplier@wayhub.test')).toBeInTheDocument();
  await user.click(within(owed).getByRole('button', { name: 'Choose Sam Supplier (NOK)' }));
  const section = await screen.findByRole('region', { name: 'Unpaid lines of Sam Supplier in NOK' });
  await within(section).findByRole('checkbox', { name: /WH-20261120-000001/ });
  return section;
}

describe('administrators’ supplier transfers (issue 14 §3)', () => {
  it('asks only for the chosen payee’s unpaid lines; refuses without a reference or a line; records exactly the ticked lines after confirming', async () => {
    server.on(TRANSFER, () => ({
      status: 201,
      body: v.parse(PayoutAnswerSchema, { data: { id: 9, party: 'supplier', party_user_id: 7, amount: money(74_850, 'NOK'), reference: 'BANK-42', paid_at: '2026-11-28T10:00:00.000Z', line_ids: [1] } }),
    }));
    const user = userEvent.setup();
    renderPage();
    const section = await choosePayee(user);
    const asked = server.requests.filter((r) => `${r.method} ${r.path}` === LIST).map((r) => r.body as EarningListInput);
    expect(asked.at(-1)).toMatchObject({ party_user_id: 7, currency: 'NOK', status: 'unpaid' });

    // Nothing ticked, no reference: both are asked for, nothing is sent.
    await user.click(within(section).getByRole('button', { name: 'Record transfer' }));
    expect(await within(section).findByText('Enter the bank transfer’s reference.')).toBeInTheDocument();
    expect(within(section).getByText('Tick at least one line.')).toBeInTheDocument();
    expect(transfers()).toHaveLength(0);

    await user.click(within(section).getByRole('checkbox', { name: /WH-20261120-000001/ }));
    expect(within(section).getByText(/1 line selected: NOK\s?748[.,]50|1 line selected: 748[.,]50/)).toBeInTheDocument();
    await user.type(within(section).getByRole('textbox', { name: /Bank transfer reference/ }), 'BANK-42');
    await user.click(within(section).getByRole('button', { name: 'Record transfer' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('to Sam Supplier with reference BANK-42');
    await user.click(within(dialog).getByRole('button', { name: 'Record transfer' }));

    await waitFor(() => expect(transfers()).toEqual([{ party_user_id: 7, line_ids: [1], reference: 'BANK-42' }]));
    expect(await screen.findByText(/Transfer BANK-42 recorded: .*748[.,]50 for 1 line\./)).toBeInTheDocument();
  });

  it('a line someone paid first: the API’s refusal shows and the transfer is not reported as recorded', async () => {
    server.on(TRANSFER, () => ({ status: 409, body: { message: 'One of these lines is already paid: nothing was transferred.', code: 'CONFLICT' } }));
    const user = userEvent.setup();
    renderPage();
    const section = await choosePayee(user);
    await user.click(within(section).getByRole('checkbox', { name: /WH-20261120-000002/ }));
    await user.type(within(section).getByRole('textbox', { name: /Bank transfer reference/ }), 'BANK-43');
    await user.click(within(section).getByRole('button', { name: 'Record transfer' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Record transfer' }));
    expect(await within(section).findByText('One of these lines is already paid: nothing was transferred.')).toBeInTheDocument();
    expect(transfers()).toEqual([{ party_user_id: 7, line_ids: [2], reference: 'BANK-43' }]);
    expect(screen.queryByText(/recorded:/)).not.toBeInTheDocument();
  });
});
