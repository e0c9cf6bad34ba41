import 'shared-contracts/testing/dom-fetch';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { XLSX_CONTENT_TYPE } from 'shared-contracts/constants';
import type { EarningListInput } from 'shared-contracts/earnings';
import { api } from 'shared-contracts/paths';
import { createSupplier } from 'shared-contracts/testing';
import { startApiServer, type ApiServer } from 'shared-contracts/testing/api-server';
import { configureHttpClient } from 'shared-runtime/http';
import { currentUserAtom, sessionStore } from 'shared-runtime/session';
import { renderWithProviders } from 'shared-ui/testing';
import { captureDownloads } from 'shared-ui/testing/downloads';
import Area from '../../../expose/area';

if (typeof window.PointerEvent === 'undefined') Object.assign(window, { PointerEvent: MouseEvent });

const EXCEL = `POST ${api.earnings.supplierExcel.path()}`;

describe('the supplier earnings export', () => {
  let server: ApiServer;
  const saved = captureDownloads();
  beforeAll(async () => {
    server = await startApiServer();
    configureHttpClient({ baseUrl: server.baseUrl });
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(() => sessionStore.set(currentUserAtom, createSupplier()));
  afterEach(() => sessionStore.set(currentUserAtom, null));

  it('exports the lines of the selected tab and saves the xlsx', async () => {
    server.on(`POST ${api.earnings.supplierList.path()}`, () => ({ body: { data: { data: [], total: 0, page_number: 1, limit: 20, totals: [] } } }));
    server.on(EXCEL, () => ({
      raw: new Uint8Array([80, 75, 3, 4]),
      headers: { 'content-type': XLSX_CONTENT_TYPE, 'content-disposition': 'attachment; filename="supplier-earnings-2026-11-28.xlsx"' },
    }));
    const user = userEvent.setup();
    renderWithProviders(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <Area />
      </SWRConfig>,
      { route: '/en/npanel/supplier-earnings', path: '/:lang/*' },
    );
    await user.click(await screen.findByRole('tab', { name: 'Paid' }));
    await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['supplier-earnings-2026-11-28.xlsx']));
    const bodies = server.requests.filter((r) => `${r.method} ${r.path}` === EXCEL).map((r) => r.body as EarningListInput);
    expect(bodies).toEqual([{ status: 'paid' }]);
  });
});
