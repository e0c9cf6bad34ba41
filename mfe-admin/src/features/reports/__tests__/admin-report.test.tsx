import 'shared-contracts/testing/dom-fetch';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { api } from 'shared-contracts/paths';
import { ReportSchema, type Report, type ReportFigures } from 'shared-contracts/reports';
import { createAdmin } from 'shared-contracts/testing';
import { startApiServer, type ApiServer } from 'shared-contracts/testing/api-server';
import * as v from 'shared-contracts/valibot';
import { configureHttpClient } from 'shared-runtime/http';
import { currentUserAtom, sessionStore } from 'shared-runtime/session';
import { renderWithProviders } from 'shared-ui/testing';
import Area from '../../../expose/area';

if (typeof window.PointerEvent === 'undefined') Object.assign(window, { PointerEvent: MouseEvent });
// recharts' ResponsiveContainer measures its box; jsdom has no ResizeObserver.
if (typeof window.ResizeObserver === 'undefined') {
  Object.assign(window, {
    ResizeObserver: class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  });
}

const ZERO: ReportFigures = { sales_minor: 0, bookings: 0, cancellations: 0, refunded_minor: 0, commission_minor: 0 };
const MONTHS = ['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];

/** A report with figures in the given months, zeros elsewhere, and totals that are the months' sums. */
function report(currency: string, figures: Record<string, ReportFigures>): Report {
  const months = MONTHS.map((month) => ({ month, ...(figures[month] ?? ZERO) }));
  const totals = { ...ZERO };
  for (const month of months) for (const key of Object.keys(ZERO) as (keyof ReportFigures)[]) totals[key] += month[key];
  return v.parse(ReportSchema, { currency, months, totals });
}

const CURRENCIES = `GET ${api.reports.currencies.path()}`;
const PLATFORM = `GET ${api.reports.admin.path()}`;
let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
  configureHttpClient({ baseUrl: server.baseUrl });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  sessionStore.set(currentUserAtom, createAdmin());
});
afterEach(() => sessionStore.set(currentUserAtom, null));

function renderArea(path: string) {
  return renderWithProviders(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Area />
    </SWRConfig>,
    { route: `/en/${path}`, path: '/:lang/*' },
  );
}

const reportQueries = () => server.requests.filter((r) => `${r.method} ${r.path.split('?')[0]}` === PLATFORM).map((r) => new URLSearchParams(r.path.split('?')[1] ?? '').get('currency'));
const rowOf = (table: HTMLElement, name: string) => within(table).getByText(name).closest('tr')!;
// Intl puts a no-break space between the currency code and the amount.
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent?.replace(/\u00a0/g, ' '));

describe('the platform report page', () => {
  test('shows the 12 months of the first currency as charts and a table with totals; another currency reloads it', async () => {
    server.on(CURRENCIES, () => ({ body: { data: ['NOK', 'EUR'] } }));
    server.on(PLATFORM, (request) => {
      const currency = new URLSearchParams(request.path.split('?')[1]).get('currency')!;
      return {
        body: {
          data:
            currency === 'NOK'
              ? report('NOK', {
                  '2026-10': { sales_minor: 300_000, bookings: 3, cancellations: 1, refunded_minor: 100_000, commission_minor: 180_000 },
                  '2026-11': { sales_minor: 150_000, bookings: 1, cancellations: 0, refunded_minor: 0, commission_minor: 135_000 },
                })
              : report('EUR', { '2026-03': { sales_minor: 12_345, bookings: 2, cancellations: 0, refunded_minor: 0, commission_minor: 11_000 } }),
        },
      };
    });
    renderArea('npanel/admin-report');

    const table = await screen.findByRole('table', { name: 'Figures by month (NOK)' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 12 + 1);
    expect(cellsOf(rowOf(table, 'Oct 2026'))).toEqual(['Oct 2026', 'NOK 3,000.00', '3', '1', 'NOK 1,000.00', 'NOK 1,800.00']);
    expect(cellsOf(rowOf(table, 'Jan 2026'))).toEqual(['Jan 2026', 'NOK 0.00', '0', '0', 'NOK 0.00', 'NOK 0.00']);
    expect(cellsOf(rowOf(table, 'Total'))).toEqual(['Total', 'NOK 4,500.00', '4', '1', 'NOK 1,000.00', 'NOK 3,150.00']);
    expect(screen.getByRole('figure', { name: 'Sales and commission (NOK)' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Bookings and cancellations' })).toBeInTheDocument();
    expect(reportQueries()).toEqual(['NOK']);
    expect(server.requests.filter((r) => r.path.startsWith(api.reports.currencies.path())).map((r) => r.path.split('?')[1])).toEqual(['party=platform']);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'EUR');
    const eur = await screen.findByRole('table', { name: 'Figures by month (EUR)' });
    expect(cellsOf(rowOf(eur, 'Total'))).toEqual(['Total', '€123.45', '2', '0', '€0.00', '€110.00']);
    expect(screen.getByRole('figure', { name: 'Sales and commission (EUR)' })).toBeInTheDocument();
    await waitFor(() => expect(reportQueries()).toEqual(['NOK', 'EUR']));
  });

  test('a platform with no figures in any currency shows the empty state and no report is asked for', async () => {
    server.on(CURRENCIES, () => ({ body: { data: [] } }));
    renderArea('npanel/admin-report');
    expect(await screen.findByRole('heading', { name: 'No figures yet' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(reportQueries()).toEqual([]);
  });

  test('a report that fails to load says so and can be retried', async () => {
    server.on(CURRENCIES, () => ({ body: { data: ['NOK'] } }));
    let fail = true;
    server.on(PLATFORM, () => (fail ? { status: 500, body: { message: 'Boom', code: 'INTERNAL' } } : { body: { data: report('NOK', {}) } }));
    renderArea('npanel/admin-report');
    expect(await screen.findByText('The report could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /try again|retry/i }));
    const table = await screen.findByRole('table', { name: 'Figures by month (NOK)' });
    expect(cellsOf(rowOf(table, 'Total'))).toEqual(['Total', 'NOK 0.00', '0', '0', 'NOK 0.00', 'NOK 0.00']);
  });
});
