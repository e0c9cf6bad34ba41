import 'shared-contracts/testing/dom-fetch';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { XLSX_CONTENT_TYPE } from 'shared-contracts/constants';
import { api } from 'shared-contracts/paths';
import { Role } from 'shared-contracts/enums';
import { createPartner, createSupplier, createUser } from 'shared-contracts/testing';
import { startApiServer, type ApiServer } from 'shared-contracts/testing/api-server';
import { configureHttpClient } from 'shared-runtime/http';
import { currentUserAtom, sessionStore } from 'shared-runtime/session';
import { renderWithProviders } from 'shared-ui/testing';
import { captureDownloads } from 'shared-ui/testing/downloads';
import Area from '../../../expose/area';
import { utcMonthFrom as monthFrom } from 'shared-contracts/dates';

if (typeof window.PointerEvent === 'undefined') Object.assign(window, { PointerEvent: MouseEvent });

const DOWNLOAD = `GET ${api.reports.monthlyReport.path()}`;
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
});
afterEach(() => sessionStore.set(currentUserAtom, null));

function renderPage() {
  return renderWithProviders(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Area />
    </SWRConfig>,
    { route: '/en/npanel/monthly-report', path: '/:lang/*' },
  );
}

const asked = () => server.requests.filter((r) => `${r.method} ${r.path.split('?')[0]}` === DOWNLOAD).map((r) => new URLSearchParams(r.path.split('?')[1] ?? '').get('month'));

describe('the monthly report page', () => {
  test('starts at last month, downloads the chosen month’s workbook under the server’s name, and is busy meanwhile', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.on(DOWNLOAD, async (request) => {
      await held;
      const month = new URLSearchParams(request.path.split('?')[1]).get('month');
      return { raw: WORKBOOK, headers: { 'content-type': XLSX_CONTENT_TYPE, 'content-disposition': `attachment; filename="monthly-report-supplier-${month}.xlsx"` } };
    });
    renderPage();
    const month = await screen.findByLabelText('Month');
    const lastMonth = monthFrom(new Date(), -1);
    expect(month).toHaveValue(lastMonth);

    await userEvent.clear(month);
    await userEvent.type(month, '2026-03');
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByRole('button', { name: /Downloading/ })).toBeDisabled();
    release();
    await waitFor(() => expect(downloads()).toEqual([{ name: 'monthly-report-supplier-2026-03.xlsx', size: WORKBOOK.byteLength, type: XLSX_CONTENT_TYPE }]));
    expect(asked()).toEqual(['2026-03']);
    expect(await screen.findByRole('button', { name: 'Download' })).toBeEnabled();
  });

  test('a month not yet begun cannot be downloaded; a refused download shows the server’s message and saves nothing', async () => {
    server.on(DOWNLOAD, () => ({ status: 400, body: { message: 'This value is not valid.', code: 'VALIDATION_FAILED' } }));
    renderPage();
    const month = await screen.findByLabelText('Month');
    await userEvent.clear(month);
    await userEvent.type(month, monthFrom(new Date(), 2));
    expect(screen.getByText('Choose a month that has begun.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeDisabled();

    await userEvent.clear(month);
    await userEvent.type(month, monthFrom(new Date(), 0));
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This value is not valid.');
    expect(downloads()).toEqual([]);
  });

  test('a supplier who also resells picks whose report: its own services, or its sites (named by its own id)', async () => {
    const duo = createUser({ role_id: [Role.Supplier, Role.Partner] });
    sessionStore.set(currentUserAtom, duo);
    server.on(DOWNLOAD, () => ({ raw: WORKBOOK, headers: { 'content-type': XLSX_CONTENT_TYPE } }));
    renderPage();
    const download = await screen.findByRole('button', { name: 'Download' });
    await userEvent.click(download);
    await waitFor(() => expect(downloads()).toHaveLength(1));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Report for' }), 'partner');
    await userEvent.click(await screen.findByRole('button', { name: 'Download' }));
    await waitFor(() => expect(downloads()).toHaveLength(2));
    const partnerIds = server.requests.filter((r) => r.path.startsWith(api.reports.monthlyReport.path())).map((r) => new URLSearchParams(r.path.split('?')[1]).get('partner_id'));
    expect(partnerIds).toEqual([null, String(duo.id)]);
  });

  test('a supplier or a partner alone has no choice to make, and asks for its own report', async () => {
    for (const user of [createSupplier(), createPartner()]) {
      sessionStore.set(currentUserAtom, user);
      const { unmount } = renderPage();
      await screen.findByRole('button', { name: 'Download' });
      expect(screen.queryByRole('combobox', { name: 'Report for' })).not.toBeInTheDocument();
      unmount();
    }
  });
});
