import 'shared-contracts/testing/dom-fetch';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GeneralStatus, ServiceListFilter } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import { createSupplier } from 'shared-contracts/testing';
import { startApiServer, type ApiServer, type FakeAnswer } from 'shared-contracts/testing/api-server';
import type { TourListingInput, TourListItem } from 'shared-contracts/tours';
import { configureHttpClient } from 'shared-runtime/http';
import { currentUserAtom, pageMetaAtom, sessionStore } from 'shared-runtime/session';
import { createListItem, renderArea, requestsTo } from './tour-fixtures';

const LISTING = api.tours.listing.path();
const COUNTS = api.tours.statusCounts.path();

/** 25 activities: one Hidden, one Inactive that failed to sync, two Pending, the rest Active. */
function fixtureRows(): TourListItem[] {
  return Array.from({ length: 25 }, (_, index) => {
    const id = index + 1;
    const status = id === 3 ? GeneralStatus.Hide : id === 4 ? GeneralStatus.Inactive : id === 5 || id === 6 ? GeneralStatus.Pending : GeneralStatus.Active;
    const name = id === 6 ? 'Fjord Safari' : id === 2 ? 'Fjord Kayak' : `Tour ${String(id).padStart(2, '0')}`;
    return createListItem({ id, name, status, sync_failed: id === 4, is_private: id === 1 });
  });
}

/** The API's list: the status filter (absent = all; 100 = failed sync), the search on names, then the page. */
function listingFrom(rows: TourListItem[]) {
  return ({ body }: { body: unknown }): FakeAnswer => {
    const input = (body ?? {}) as TourListingInput;
    const search = (input.search ?? '').toLowerCase();
    const matching = rows
      .filter((row) => !search || row.name.toLowerCase().includes(search))
      .filter((row) => input.status === undefined || (input.status === ServiceListFilter.SYNC_FAILED ? row.sync_failed : row.status === input.status));
    const page = input.page_number ?? 1;
    const limit = input.limit ?? 20;
    return { body: { data: { data: matching.slice((page - 1) * limit, page * limit), total: matching.length, page_number: page, limit } } };
  };
}

function countsFrom(rows: TourListItem[]) {
  return ({ path }: { path: string }): FakeAnswer => {
    const search = (new URLSearchParams(path.split('?')[1] ?? '').get('search') ?? '').toLowerCase();
    const matching = rows.filter((row) => !search || row.name.toLowerCase().includes(search));
    const count = (status: number) => matching.filter((row) => row.status === status).length;
    return {
      body: {
        data: {
          all: matching.length,
          active: count(GeneralStatus.Active),
          inactive: count(GeneralStatus.Inactive),
          pending: count(GeneralStatus.Pending),
          hide: count(GeneralStatus.Hide),
          sync_failed: matching.filter((row) => row.sync_failed).length,
        },
      },
    };
  };
}

let server: ApiServer;
let rows: TourListItem[];

beforeAll(async () => {
  server = await startApiServer();
  configureHttpClient({ baseUrl: server.baseUrl });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  rows = fixtureRows();
  server.on(`POST ${LISTING}`, (request) => listingFrom(rows)(request));
  server.on(`GET ${COUNTS}`, (request) => countsFrom(rows)(request));
  sessionStore.set(currentUserAtom, createSupplier());
});
afterEach(() => sessionStore.set(currentUserAtom, null));

const table = () => screen.getByRole('table', { name: 'Activity List' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
/** Each row's name (its first cell, without the product code under it). */
const names = () => bodyRows().map((row) => within(row).getAllByRole('link')[0]!.textContent);
const listingBodies = () => requestsTo(server, 'POST', LISTING).map((request) => request.body as TourListingInput);
const tab = (name: RegExp) => screen.getByRole('tab', { name });

describe('the activity list (npanel/tour)', () => {
  it('lists the activities page by page, with a tab and a count for each status of the service list filter', async () => {
    const user = userEvent.setup();
    renderArea('/en/npanel/tour');

    expect(await screen.findByRole('table', { name: 'Activity List' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Activity List' })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(20);
    // Every status at once first: the request leaves the filter out.
    expect(listingBodies()[0]).toEqual({ page_number: 1, limit: 20 });
    await waitFor(() => expect(within(tab(/^All/)).getByText('25')).toBeInTheDocument());
    expect(within(tab(/^Active/)).getByText('21')).toBeInTheDocument();
    expect(within(tab(/^Inactive/)).getByText('1')).toBeInTheDocument();
    expect(within(tab(/^Pending/)).getByText('2')).toBeInTheDocument();
    expect(within(tab(/^Hidden/)).getByText('1')).toBeInTheDocument();
    expect(within(tab(/^Sync failed/)).getByText('1')).toBeInTheDocument();
    expect(screen.getByText('1–20 of 25 · Page 1 of 2')).toBeInTheDocument();

    const first = bodyRows()[0]!;
    expect(within(first).getByRole('link', { name: 'Tour 01' })).toHaveAttribute('href', '/en/npanel/tour/1');
    expect(within(first).getByText('Private')).toBeInTheDocument();
    expect(within(first).getByText('Oslo')).toBeInTheDocument();
    expect(within(bodyRows()[3]!).getByText('Sync failed')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    expect(listingBodies()).toContainEqual({ page_number: 2, limit: 20 });
    expect(screen.getByText('21–25 of 25 · Page 2 of 2')).toBeInTheDocument();

    // A tab asks for its status, from the first page.
    await user.click(tab(/^Pending/));
    await waitFor(() => expect(names()).toEqual(['Tour 05', 'Fjord Safari']));
    expect(listingBodies()).toContainEqual({ page_number: 1, limit: 20, status: ServiceListFilter.PENDING });

    await user.click(tab(/^Sync failed/));
    await waitFor(() => expect(names()).toEqual(['Tour 04']));
    expect(listingBodies()).toContainEqual({ page_number: 1, limit: 20, status: ServiceListFilter.SYNC_FAILED });
    expect(sessionStore.get(pageMetaAtom)).toEqual({
      title: 'areas.supplier.activities',
      breadcrumbs: [{ label: 'nav.profile', href: '/en/npanel' }, { label: 'areas.supplier.activities' }],
    });
  });

  it('searches names, and the tab counts follow the search', async () => {
    const user = userEvent.setup();
    renderArea('/en/npanel/tour');
    await screen.findByRole('table', { name: 'Activity List' });

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'fjord');

    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(listingBodies()).toContainEqual({ page_number: 1, limit: 20, search: 'fjord' });
    expect(requestsTo(server, 'GET', COUNTS).map((request) => request.path)).toContain(`${COUNTS}?search=fjord`);
    await waitFor(() => expect(within(tab(/^All/)).getByText('2')).toBeInTheDocument());
    expect(within(tab(/^Pending/)).getByText('1')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nothing like it');
    expect(await screen.findByRole('heading', { name: 'No rows match your search or filters.' })).toBeInTheDocument();
  });

  it('invites a supplier without activities to create the first one', async () => {
    rows = [];
    renderArea('/en/npanel/tour');

    expect(await screen.findByRole('heading', { name: 'No activities yet' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const create = screen.getAllByRole('link', { name: 'Create activity' });
    expect(create.map((link) => link.getAttribute('href'))).toEqual(['/en/npanel/tour/-1', '/en/npanel/tour/-1']);
  });

  it('shows the API’s error with a retry', async () => {
    server.on(`POST ${LISTING}`, () => ({ status: 500, body: { message: 'The catalogue is unavailable', code: 'SERVER_ERROR' } }));
    const user = userEvent.setup();
    renderArea('/en/npanel/tour');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The catalogue is unavailable');
    server.on(`POST ${LISTING}`, (request) => listingFrom(rows)(request));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Activity List' })).toBeInTheDocument();
  });

  it('asks before changing a status from the row, and changes nothing when cancelled', async () => {
    server.on(`PUT ${api.tours.updateStatus.path({ id: 2 })}`, () => {
      rows = rows.map((row) => (row.id === 2 ? { ...row, status: GeneralStatus.Hide } : row));
      return { body: { data: { id: 2, status: GeneralStatus.Hide, is_private: false } } };
    });
    const user = userEvent.setup();
    renderArea('/en/npanel/tour');
    await screen.findByRole('table', { name: 'Activity List' });

    await user.click(screen.getByRole('button', { name: 'Actions for Fjord Kayak' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Hide' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Set “Fjord Kayak” to Hidden?' });
    expect(dialog).toHaveTextContent('It is hidden from search and product pages');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(requestsTo(server, 'PUT', api.tours.updateStatus.path({ id: 2 }))).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Actions for Fjord Kayak' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Hide' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Hide' }));

    await waitFor(() => expect(requestsTo(server, 'PUT', api.tours.updateStatus.path({ id: 2 })).map((request) => request.path)).toEqual([`${api.tours.updateStatus.path({ id: 2 })}?status=4`]));
    // The row and the counts are read again: two reads, each awaited (either may land first).
    await waitFor(() => expect(within(tab(/^Hidden/)).getByText('2')).toBeInTheDocument());
    await waitFor(() => {
      const kayak = bodyRows().find((row) => within(row).queryByText('Fjord Kayak'))!;
      expect(within(kayak).getByText('Hidden')).toBeInTheDocument();
    });
  });
});
