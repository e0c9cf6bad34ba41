import 'shared-contracts/testing/dom-fetch';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { XLSX_CONTENT_TYPE } from 'shared-contracts/constants';
import { ReservationStatus } from 'shared-contracts/enums';
import type { ReservationTableInput } from 'shared-contracts/panel-reservations';
import { api } from 'shared-contracts/paths';
import { createSupplier } from 'shared-contracts/testing';
import { startApiServer, type ApiServer } from 'shared-contracts/testing/api-server';
import { configureHttpClient } from 'shared-runtime/http';
import { currentUserAtom, sessionStore } from 'shared-runtime/session';
import { renderWithProviders } from 'shared-ui/testing';
import { captureDownloads } from 'shared-ui/testing/downloads';
import Area from '../../../expose/area';

if (typeof window.PointerEvent === 'undefined') Object.assign(window, { PointerEvent: MouseEvent });

const TABLE = `POST ${api.panelReservations.dataTable.path()}`;
const EXCEL = `POST ${api.panelReservations.dataTableExcel.path()}`;
/** Stands in for a workbook: the button saves whatever bytes come, under the server's file name. */
const WORKBOOK = new Uint8Array(300_000).map((_, i) => i % 251);

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
  server.on(`POST ${api.panelReservations.salesChannels.path()}`, () => ({ body: { data: ['online'] } }));
  server.on(TABLE, () => ({ body: { data: { data: [], total: 0, page_number: 1, limit: 20 } } }));
  sessionStore.set(currentUserAtom, createSupplier());
});
afterEach(() => sessionStore.set(currentUserAtom, null));

function renderPage() {
  return renderWithProviders(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Area />
    </SWRConfig>,
    { route: '/en/npanel/reservations', path: '/:lang/*' },
  );
}

const excelBodies = () => server.requests.filter((r) => `${r.method} ${r.path.split('?')[0]}` === EXCEL).map((r) => r.body as ReservationTableInput);

describe('the reservations export', () => {
  test('posts the table’s current search and filters, and saves the streamed xlsx under the server’s name', async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    server.on(EXCEL, async () => {
      await released;
      return { raw: WORKBOOK, headers: { 'content-type': XLSX_CONTENT_TYPE, 'content-disposition': 'attachment; filename="reservations-2026-11-28.xlsx"' } };
    });
    renderPage();
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search reservations' }), 'kari@');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Confirmed');
    // The table has asked with both (the search waits for a pause in typing), so the export sees both too.
    await waitFor(() =>
      expect(
        server.requests.some((r) => {
          const body = r.body as ReservationTableInput | undefined;
          return body?.search === 'kari@' && body.filters?.status?.[0] === ReservationStatus.CONFIRM;
        }),
      ).toBe(true),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    // While the file streams in, the page says so.
    expect(await screen.findByText(/Exporting/)).toBeInTheDocument();
    expect(excelBodies()).toEqual([expect.objectContaining({ search: 'kari@', filters: { status: [ReservationStatus.CONFIRM] } })]);
    release();

    await waitFor(() => expect(downloads()).toEqual([{ name: 'reservations-2026-11-28.xlsx', size: WORKBOOK.byteLength, type: XLSX_CONTENT_TYPE }]));
    await waitFor(() => expect(screen.queryByText(/Exporting/)).not.toBeInTheDocument());
  });

  test('a refused export shows the server’s message and saves nothing', async () => {
    server.on(EXCEL, () => ({ status: 422, body: { message: 'The date range is not valid.', code: 'VALIDATION_FAILED' } }));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Export to Excel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The date range is not valid.');
    expect(downloads()).toEqual([]);
  });
});
