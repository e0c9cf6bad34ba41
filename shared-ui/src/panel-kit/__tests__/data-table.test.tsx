import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-contracts/errors';
import { useT } from 'shared-runtime/session';
import { DataTable, type DataTableColumn, type RowAction } from '../table/data-table';
import { serviceListTabs } from '../table/service-list-tabs';
import { useServerTable, type PagingStyle, type TablePage, type TableRequest } from '../table/use-server-table';
import { renderKit } from './render-kit';

interface Tour {
  id: number;
  name: string;
  city: string;
  status: string;
}

const CITIES = ['Oslo', 'Bergen', 'Tromsø'];

function makeTours(count: number): Tour[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `Tour ${String(index + 1).padStart(2, '0')}`,
    city: CITIES[index % 3]!,
    status: index % 5 === 4 ? '2' : '1',
  }));
}

/**
 * Stands in for the API: answers a TableRequest the way a list call does (search, filters, status, sort, and both
 * paging styles), and records what it was asked.
 */
class FakeApi {
  rows: Tour[];
  requests: TableRequest[] = [];
  countCalls = 0;
  failNext: Error | null = null;
  hold: Promise<void> | null = null;
  /** Counts no further than this, as the reservations table does past 10,000 rows. */
  countCap: number | null = null;

  constructor(rows: Tour[]) {
    this.rows = rows;
  }

  matching(request: Pick<TableRequest, 'search' | 'filters'>): Tour[] {
    return this.rows
      .filter((row) => !request.search || row.name.toLowerCase().includes(request.search.toLowerCase()))
      .filter((row) => !request.filters.city || row.city === request.filters.city);
  }

  fetch = async (request: TableRequest): Promise<TablePage<Tour>> => {
    this.requests.push(request);
    if (this.hold) await this.hold;
    if (this.failNext) {
      const error = this.failNext;
      this.failNext = null;
      throw error;
    }
    let rows = this.matching(request).filter((row) => request.status === null || row.status === request.status);
    if (request.sort) {
      const { key, direction } = request.sort;
      rows = [...rows].sort((a, b) => String(a[key as keyof Tour]).localeCompare(String(b[key as keyof Tour])) * (direction === 'asc' ? 1 : -1));
    }
    if ('left_off' in request.paging) {
      const { left_off: leftOff, item_per_page: size } = request.paging;
      const start = leftOff === -1 ? 0 : rows.findIndex((row) => row.id === leftOff) + 1;
      const page = rows.slice(start, start + size);
      const more = start + size < rows.length;
      return { rows: page, total: rows.length, nextLeftOff: more ? page[page.length - 1]!.id : -1 };
    }
    const { page, limit } = request.paging;
    const capped = this.countCap !== null && rows.length > this.countCap;
    return { rows: rows.slice((page - 1) * limit, page * limit), total: capped ? this.countCap! : rows.length, ...(capped ? { totalCapped: true } : {}) };
  };

  counts = async (request: Pick<TableRequest, 'search' | 'filters'>) => {
    this.countCalls += 1;
    const rows = this.matching(request);
    return { '1': rows.filter((row) => row.status === '1').length, '2': rows.filter((row) => row.status === '2').length, '3': 0, '4': 0, '100': 0 };
  };

  get last(): TableRequest {
    return this.requests[this.requests.length - 1]!;
  }
}

const columns: DataTableColumn<Tour>[] = [
  { key: 'name', header: 'Name', cell: (row) => row.name, sortable: true, hideable: false },
  { key: 'city', header: 'City', cell: (row) => row.city, sortable: true },
  { key: 'id', header: 'Id', cell: (row) => row.id },
];

interface HarnessProps {
  api: FakeApi;
  paging?: PagingStyle;
  tabs?: boolean;
  onOpenRow?: (row: Tour) => void;
  actions?: (row: Tour) => RowAction<Tour>[];
  tableKey?: string;
}

function Harness({ api, paging = 'left_off', tabs = false, onOpenRow, actions, tableKey = 'tours' }: HarnessProps) {
  const t = useT();
  const table = useServerTable({
    key: tableKey,
    fetcher: api.fetch,
    paging,
    ...(tabs ? { statusTabs: serviceListTabs(t), counts: api.counts } : {}),
  });
  return (
    <DataTable
      table={table}
      columns={columns}
      label="Activities"
      rowKey={(row) => row.id}
      rowLabel={(row) => row.name}
      filters={[{ key: 'city', label: 'City', options: CITIES.map((city) => ({ value: city, label: city })) }]}
      empty={{ title: 'No activities yet' }}
      {...(onOpenRow ? { onOpenRow } : {})}
      {...(actions ? { rowActions: actions } : {})}
    />
  );
}

const bodyRows = () => within(screen.getByRole('table', { name: 'Activities' })).getAllByRole('row').slice(1);
const firstCells = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent);

beforeEach(() => window.localStorage.clear());

describe('DataTable with useServerTable', () => {
  it('pages by left_off: sends the cursor the answer named, and walks back through the pages visited', async () => {
    const user = userEvent.setup();
    const api = new FakeApi(makeTours(45));
    renderKit(<Harness api={api} />);

    expect(await screen.findByText('Tour 01')).toBeInTheDocument();
    expect(api.last.paging).toEqual({ item_per_page: 20, left_off: -1 });
    expect(screen.getByText('1–20 of 45 · Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Tour 21')).toBeInTheDocument();
    expect(api.last.paging).toEqual({ item_per_page: 20, left_off: 20 });

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Tour 45')).toBeInTheDocument();
    expect(api.last.paging).toEqual({ item_per_page: 20, left_off: 40 });
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('Tour 40')).toBeInTheDocument();
    expect(screen.queryByText('Tour 45')).not.toBeInTheDocument();
    expect(screen.getByText('21–40 of 45 · Page 2 of 3')).toBeInTheDocument();
  });

  it('pages by page and limit, and a new page size starts again at page 1', async () => {
    const user = userEvent.setup();
    const api = new FakeApi(makeTours(45));
    renderKit(<Harness api={api} paging="page" />);

    expect(await screen.findByText('Tour 01')).toBeInTheDocument();
    expect(api.last.paging).toEqual({ page: 1, limit: 20 });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Tour 21')).toBeInTheDocument();
    expect(api.last.paging).toEqual({ page: 2, limit: 20 });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    await waitFor(() => expect(bodyRows()).toHaveLength(45));
    expect(api.last.paging).toEqual({ page: 1, limit: 50 });
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('says "30+" when the API stopped counting, and pages on until a short page', async () => {
    const user = userEvent.setup();
    const api = new FakeApi(makeTours(45));
    api.countCap = 30;
    renderKit(<Harness api={api} paging="page" />);

    expect(await screen.findByText('1–20 of 30+')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('21–40 of 30+')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('41–45 of 30+')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('sorts from the column header: ascending, descending, then unsorted, announced with aria-sort', async () => {
    const user = userEvent.setup();
    const api = new FakeApi(makeTours(6));
    renderKit(<Harness api={api} />);
    await screen.findByText('Tour 01');

    const cityHeader = screen.getByRole('columnheader', { name: /City/ });
    expect(cityHeader).toHaveAttribute('aria-sort', 'none');
    await user.click(within(cityHeader).getByRole('button'));
    await waitFor(() => expect(api.last.sort).toEqual({ key: 'city', direction: 'asc' }));
    expect(cityHeader).toHaveAttribute('aria-sort', 'ascending');
    await waitFor(() => expect(bodyRows().map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(['Bergen', 'Bergen', 'Oslo', 'Oslo', 'Tromsø', 'Tromsø']));

    await user.click(within(cityHeader).getByRole('button'));
    await waitFor(() => expect(api.last.sort).toEqual({ key: 'city', direction: 'desc' }));
    expect(cityHeader).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() => expect(within(bodyRows()[0]!).getAllByRole('cell')[1]).toHaveTextContent('Tromsø'));

    await user.click(within(cityHeader).getByRole('button'));
    await waitFor(() => expect(api.last.sort).toBeNull());
    expect(cityHeader).toHaveAttribute('aria-sort', 'none');
    // A column that is not sortable has no button and no aria-sort.
    expect(screen.getByRole('columnheader', { name: 'Id' })).not.toHaveAttribute('aria-sort');
  });

  it('searches once the user pauses typing, from the first page', async () => {
    const api = new FakeApi(makeTours(45));
    renderKit(<Harness api={api} paging="page" />);
    await screen.findByText('Tour 01');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Tour 21');

    // The clock stands still while the user types, so no keystroke is "a pause" however slow the machine is.
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'tour 3');
      act(() => jest.advanceTimersByTime(299));
      expect(api.requests.filter((request) => request.search !== '')).toEqual([]);
      act(() => jest.advanceTimersByTime(1));
    } finally {
      jest.useRealTimers();
    }
    await waitFor(() => expect(firstCells()).toEqual(['Tour 30', 'Tour 31', 'Tour 32', 'Tour 33', 'Tour 34', 'Tour 35', 'Tour 36', 'Tour 37', 'Tour 38', 'Tour 39']));
    // One request for the words typed, none for "t", "to", "tou"…
    expect(api.requests.map((request) => request.search).filter((search) => search !== '')).toEqual(['tour 3']);
    expect(api.last.paging).toEqual({ page: 1, limit: 20 });
  });

  it('filters, and an empty result offers to clear the search and filters', async () => {
    const user = userEvent.setup();
    const api = new FakeApi(makeTours(9));
    renderKit(<Harness api={api} />);
    await screen.findByText('Tour 01');

    await user.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'Bergen');
    await waitFor(() => expect(firstCells()).toEqual(['Tour 02', 'Tour 05', 'Tour 08']));
    expect(api.last.filters).toEqual({ city: 'Bergen' });

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nothing like this');
    expect(await screen.findByRole('heading', { name: 'No rows match your search or filters.' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(9));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(api.last.filters).toEqual({});
  });

  it('shows status tabs with their counts, and a tab narrows the rows to its status', async () => {
    const user = userEvent.setup();
    const api = new FakeApi(makeTours(10));
    renderKit(<Harness api={api} tabs />);
    await screen.findByText('Tour 01');

    const tabs = screen.getByRole('tablist', { name: 'Filter by status' });
    await waitFor(() => expect(within(tabs).getByRole('tab', { name: 'Active 8' })).toHaveAttribute('aria-selected', 'true'));
    expect(within(tabs).getByRole('tab', { name: 'Inactive 2' })).toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: 'Sync failed 0' })).toBeInTheDocument();
    expect(api.last.status).toBe('1');

    await user.click(within(tabs).getByRole('tab', { name: 'Inactive 2' }));
    await waitFor(() => expect(firstCells()).toEqual(['Tour 05', 'Tour 10']));
    expect(api.last.status).toBe('2');
    expect(within(tabs).getByRole('tab', { name: 'Inactive 2' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the loading state, then the empty state of a table with no rows at all', async () => {
    const api = new FakeApi([]);
    let release!: () => void;
    api.hold = new Promise((resolve) => (release = resolve));
    renderKit(<Harness api={api} />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    await act(async () => release());
    expect(await screen.findByRole('heading', { name: 'No activities yet' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the error state with the server message, and Try again loads the rows', async () => {
    const user = userEvent.setup();
    const api = new FakeApi(makeTours(3));
    api.failNext = new ApiError({ status: 500, code: 'INTERNAL', message: 'The database is resting.' });
    renderKit(<Harness api={api} />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The list could not be loaded.');
    expect(alert).toHaveTextContent('The database is resting.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Tour 03')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('moves between rows with the arrow keys, Home and End, and opens one with Enter', async () => {
    const user = userEvent.setup();
    const opened: number[] = [];
    const api = new FakeApi(makeTours(4));
    renderKit(<Harness api={api} onOpenRow={(row) => opened.push(row.id)} />);
    await screen.findByText('Tour 01');
    const rows = bodyRows();
    // One tab stop for the whole body: the active row.
    expect(rows.map((row) => row.tabIndex)).toEqual([0, -1, -1, -1]);

    act(() => rows[0]!.focus());
    await user.keyboard('{ArrowDown}');
    expect(rows[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(rows[3]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(rows[3]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(rows[2]).toHaveFocus();
    expect(bodyRows().map((row) => row.tabIndex)).toEqual([-1, -1, 0, -1]);
    await user.keyboard('{Enter}');
    expect(opened).toEqual([3]);
    await user.keyboard('{Home}');
    expect(rows[0]).toHaveFocus();

    // A click on the row opens it too, but a click on a control inside it does not.
    await user.click(within(rows[1]!).getByText('Tour 02'));
    expect(opened).toEqual([3, 2]);
  });

  it('asks before a destructive row action: Cancel does nothing, Confirm runs it and refreshes rows and counts', async () => {
    const user = userEvent.setup();
    const api = new FakeApi(makeTours(3));
    const removed: number[] = [];
    const actions = (row: Tour): RowAction<Tour>[] => [
      { id: 'edit', label: 'Edit', run: () => undefined },
      {
        id: 'delete',
        label: 'Delete',
        destructive: true,
        confirm: { title: `Delete ${row.name}?`, message: 'The activity and its options are removed.' },
        run: async () => {
          removed.push(row.id);
          api.rows = api.rows.filter((each) => each.id !== row.id);
        },
      },
    ];
    renderKit(<Harness api={api} tabs actions={actions} />);
    await screen.findByText('Tour 02');
    await waitFor(() => expect(api.countCalls).toBe(1));

    await user.click(screen.getByRole('button', { name: 'Actions for Tour 02' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Tour 02?' });
    expect(dialog).toHaveTextContent('The activity and its options are removed.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(removed).toEqual([]);
    // Focus goes back to the row's actions button, not to the page's start.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Actions for Tour 02' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Actions for Tour 02' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Tour 02')).not.toBeInTheDocument());
    expect(removed).toEqual([2]);
    expect(api.countCalls).toBe(2);
    expect(screen.getByRole('tab', { name: 'Active 2' })).toBeInTheDocument();
  });

  it('steps back a page when an action empties the last one, rather than showing an empty table', async () => {
    const user = userEvent.setup();
    const api = new FakeApi(makeTours(21));
    const actions = (row: Tour): RowAction<Tour>[] => [
      { id: 'archive', label: 'Archive', run: () => void (api.rows = api.rows.filter((each) => each.id !== row.id)) },
    ];
    renderKit(<Harness api={api} paging="page" actions={actions} />);
    await screen.findByText('Tour 01');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Tour 21');

    await user.click(screen.getByRole('button', { name: 'Actions for Tour 21' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Archive' }));
    expect(await screen.findByText('Tour 01')).toBeInTheDocument();
    expect(screen.getByText('1–20 of 20 · Page 1 of 1')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No activities yet' })).not.toBeInTheDocument();
  });

  it('shows an alert when a row action fails, and keeps the row', async () => {
    const user = userEvent.setup();
    const api = new FakeApi(makeTours(2));
    const actions = (): RowAction<Tour>[] => [
      {
        id: 'hide',
        label: 'Hide',
        run: () => Promise.reject(new ApiError({ status: 409, code: 'CONFLICT', message: 'This activity has bookings.' })),
      },
    ];
    renderKit(<Harness api={api} actions={actions} />, { withToaster: true });
    await screen.findByText('Tour 01');
    await user.click(screen.getByRole('button', { name: 'Actions for Tour 01' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Hide' }));
    expect(await screen.findByText('This activity has bookings.')).toBeInTheDocument();
    expect(screen.getByText('Tour 01')).toBeInTheDocument();
  });

  it('lets the user choose columns, remembers the choice per table, and keeps the name column', async () => {
    const user = userEvent.setup();
    const api = new FakeApi(makeTours(2));
    const { unmount } = renderKit(<Harness api={api} />);
    await screen.findByText('Tour 01');

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = await screen.findByRole('menu');
    // "Name" cannot be hidden, so it is not offered.
    expect(within(menu).queryByRole('menuitemcheckbox', { name: 'Name' })).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'City' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /City/ })).not.toBeInTheDocument());
    expect(screen.getByRole('columnheader', { name: /Name/ })).toBeInTheDocument();
    unmount();

    renderKit(<Harness api={api} />);
    await screen.findByText('Tour 01');
    expect(screen.queryByRole('columnheader', { name: /City/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Show all columns' }));
    expect(await screen.findByRole('columnheader', { name: /City/ })).toBeInTheDocument();
  });

  it('remembers the column choice of each table apart', async () => {
    window.localStorage.setItem('wayhub.table.rentals.columns', JSON.stringify({ city: false }));
    renderKit(<Harness api={new FakeApi(makeTours(1))} tableKey="tours" />);
    expect(await screen.findByRole('columnheader', { name: /City/ })).toBeInTheDocument();
  });
});
