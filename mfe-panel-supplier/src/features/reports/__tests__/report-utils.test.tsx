import 'shared-contracts/testing/dom-fetch';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { XLSX_CONTENT_TYPE } from 'shared-contracts/constants';
import { api } from 'shared-contracts/paths';
import { createSupplier } from 'shared-contracts/testing';
import { startApiServer, type ApiServer } from 'shared-contracts/testing/api-server';
import { configureHttpClient } from 'shared-runtime/http';
import { currentUserAtom, sessionStore } from 'shared-runtime/session';
import { renderWithProviders } from 'shared-ui/testing';
import { captureDownloads } from 'shared-ui/testing/downloads';
import Area from '../../../expose/area';
import { monthToDate } from '../components/report-utils-page';

if (typeof window.PointerEvent === 'undefined') Object.assign(window, { PointerEvent: MouseEvent });

const DOWNLOAD = `POST ${api.reports.salesReport.path()}`;
const CURRENCIES = `GET ${api.reports.currencies.path()}`;
/** Stands in for a workbook: the page saves whatever bytes come, under the server's file name. */
const WORKBOOK = new Uint8Array(40_000).map((_, i) => i % 251);

let server: ApiServer;
const saved = captureDownloads();
const downloads = () => saved.map((file) => ({ name: file.name, size: file.blob?.size ?? -1, type: file.blob?.type ?? '' }));

beforeAll(async () => {
  server = await startApiServer();
  configureHttpClient({ baseUrl: server.baseUrl });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
  sessionStore.set(currentUserAtom, createSupplier());
  server.on(CURRENCIES, () => ({ body: { data: ['EUR', 'NOK'] } }));
});
afterEach(() => sessionStore.set(currentUserAtom, null));

function renderPage() {
  return renderWithProviders(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Area />
    </SWRConfig>,
    { route: '/en/npanel/report/utils', path: '/:lang/*' },
  );
}

const bodies = () => server.requests.filter((r) => `${r.method} ${r.path.split('?')[0]}` === DOWNLOAD).map((r) => r.body);

describe('the sales report form (report/utils)', () => {
  test('posts this month so far in the first currency by default, then the chosen range and currency, and saves the workbook', async () => {
    server.on(DOWNLOAD, (request) => {
      const q = request.body as { currency: string; date_from: string; date_to: string };
      return { raw: WORKBOOK, headers: { 'content-type': XLSX_CONTENT_TYPE, 'content-disposition': `attachment; filename="sales-report-supplier-${q.currency}-${q.date_from}-${q.date_to}.xlsx"` } };
    });
    renderPage();
    const download = await screen.findByRole('button', { name: 'Download sales report' });
    const thisMonth = monthToDate(new Date());
    await userEvent.click(download);
    await waitFor(() => expect(bodies()).toEqual([{ party: 'supplier', currency: 'EUR', date_from: thisMonth.start, date_to: thisMonth.end }]));

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'NOK');
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-03-31');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-03-01');
    await userEvent.click(screen.getByRole('button', { name: 'Download sales report' }));
    await waitFor(() => expect(bodies().at(-1)).toEqual({ party: 'supplier', currency: 'NOK', date_from: '2026-03-01', date_to: '2026-03-31' }));
    await waitFor(() => expect(downloads().map((d) => d.name)).toEqual([`sales-report-supplier-EUR-${thisMonth.start}-${thisMonth.end}.xlsx`, 'sales-report-supplier-NOK-2026-03-01-2026-03-31.xlsx']));
    expect(downloads().every((d) => d.size === WORKBOOK.byteLength && d.type === XLSX_CONTENT_TYPE)).toBe(true);
  });

  test('more than 366 days cannot be downloaded; a supplier without figures sees the empty state', async () => {
    server.on(DOWNLOAD, () => ({ raw: WORKBOOK, headers: { 'content-type': XLSX_CONTENT_TYPE } }));
    const { unmount } = renderPage();
    await screen.findByRole('button', { name: 'Download sales report' });
    const from = screen.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2020-01-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose at most 366 days.');
    expect(screen.getByRole('button', { name: 'Download sales report' })).toBeDisabled();
    unmount();

    server.on(CURRENCIES, () => ({ body: { data: [] } }));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No figures yet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download sales report' })).not.toBeInTheDocument();
    expect(bodies()).toEqual([]);
  });
});
