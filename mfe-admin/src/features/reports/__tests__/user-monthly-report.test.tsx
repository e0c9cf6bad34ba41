import 'shared-contracts/testing/dom-fetch';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { XLSX_CONTENT_TYPE } from 'shared-contracts/constants';
import { utcMonthFrom } from 'shared-contracts/dates';
import { api } from 'shared-contracts/paths';
import { createAdmin } from 'shared-contracts/testing';
import { startApiServer, type ApiServer } from 'shared-contracts/testing/api-server';
import { configureHttpClient } from 'shared-runtime/http';
import { currentUserAtom, sessionStore } from 'shared-runtime/session';
import { renderWithProviders } from 'shared-ui/testing';
import { captureDownloads } from 'shared-ui/testing/downloads';
import Area from '../../../expose/area';

if (typeof window.PointerEvent === 'undefined') Object.assign(window, { PointerEvent: MouseEvent });

const DOWNLOAD = `GET ${api.reports.monthlyReport.path()}`;
const PARTNERS = `GET ${api.users.partners.path()}`;
const SUPPLIERS = `POST ${api.users.suppliers.path()}`;
const PIA = { id: 3, name: 'Pia Partner', email: 'partner@wayhub.test' };
const DUO = { id: 5, name: 'Duo Both', email: 'duo@wayhub.test' };
const SAM = { id: 2, name: 'Sam Supplier', email: 'supplier@wayhub.test' };

let server: ApiServer;
const saved = captureDownloads();

beforeAll(async () => {
  server = await startApiServer();
  configureHttpClient({ baseUrl: server.baseUrl });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
  sessionStore.set(currentUserAtom, createAdmin());
  server.on(PARTNERS, (request) => {
    const search = new URLSearchParams(request.path.split('?')[1] ?? '').get('search');
    return { body: { data: search ? [DUO].filter((p) => p.name.toLowerCase().includes(search.toLowerCase())) : [DUO, PIA] } };
  });
  server.on(SUPPLIERS, () => ({ body: { data: [SAM] } }));
  server.on(DOWNLOAD, (request) => {
    const query = new URLSearchParams(request.path.split('?')[1]);
    const who = query.get('partner_id') ? `partner-${query.get('partner_id')}` : `supplier-${query.get('supplier_id')}`;
    return { raw: new Uint8Array(64), headers: { 'content-type': XLSX_CONTENT_TYPE, 'content-disposition': `attachment; filename="monthly-report-${who}-${query.get('month')}.xlsx"` } };
  });
});
afterEach(() => sessionStore.set(currentUserAtom, null));

function renderPage() {
  return renderWithProviders(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Area />
    </SWRConfig>,
    { route: '/en/npanel/user/monthly-report', path: '/:lang/*' },
  );
}

const downloadQueries = () => server.requests.filter((r) => `${r.method} ${r.path.split('?')[0]}` === DOWNLOAD).map((r) => Object.fromEntries(new URLSearchParams(r.path.split('?')[1])));

describe("an administrator's monthly report of a partner or a supplier", () => {
  test('picks a partner (searchable) and last month by default, and downloads that account’s month', async () => {
    const user = userEvent.setup();
    renderPage();
    const account = await screen.findByRole('combobox', { name: 'Partner' });
    await waitFor(() => expect(account).toHaveValue(String(DUO.id)));
    await user.selectOptions(account, String(PIA.id));
    await user.click(screen.getByRole('button', { name: 'Download' }));
    const lastMonth = utcMonthFrom(new Date(), -1);
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual([`monthly-report-partner-${PIA.id}-${lastMonth}.xlsx`]));
    expect(downloadQueries()).toEqual([{ month: lastMonth, partner_id: String(PIA.id) }]);

    await user.type(screen.getByRole('searchbox', { name: 'Find by name or e-mail' }), 'duo');
    await waitFor(() => expect(server.requests.some((r) => r.path.endsWith('search=duo'))).toBe(true));
    await waitFor(() => expect(within(screen.getByRole('combobox', { name: 'Partner' })).getAllByRole('option').map((o) => o.textContent)).toEqual([`Duo Both <${DUO.email}>`]));
  });

  test('a supplier’s report names supplier_id; a month not yet begun cannot be downloaded', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Report of' }), 'supplier');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Supplier' })).toHaveValue(String(SAM.id)));

    const month = screen.getByLabelText('Month');
    await user.clear(month);
    await user.type(month, utcMonthFrom(new Date(), 1));
    expect(await screen.findByText('Choose a month that has begun.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeDisabled();

    await user.clear(month);
    await user.type(month, utcMonthFrom(new Date(), 0));
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(downloadQueries()).toEqual([{ month: utcMonthFrom(new Date(), 0), supplier_id: String(SAM.id) }]));
  });

  test('a search that matches nobody says so and offers no download', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('combobox', { name: 'Partner' });
    await user.type(screen.getByRole('searchbox', { name: 'Find by name or e-mail' }), 'zzz');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Partner' })).toBeDisabled());
    expect(within(screen.getByRole('combobox', { name: 'Partner' })).getByRole('option')).toHaveTextContent('No account matches.');
    expect(screen.getByRole('button', { name: 'Download' })).toBeDisabled();
  });
});
