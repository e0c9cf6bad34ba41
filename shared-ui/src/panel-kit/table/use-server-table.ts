import { useCallback, useEffect, useMemo, useState } from 'react';
import useSWR from 'swr';
import { useDebouncedValue } from '../lib/use-debounced-value';

/**
 * The spec's two paging styles (spec 000 §7, 002 §5): a cursor (`item_per_page` rows after the id `left_off`, -1 from
 * the start; the answer names the next cursor, -1 at the end), or numbered pages (`page` from 1, `limit` rows).
 */
export type PagingStyle = 'left_off' | 'page';

export type SortDirection = 'asc' | 'desc';

export interface SortState {
  key: string;
  direction: SortDirection;
}

/** The paging of one request, in the wire names of its style, ready to spread into a query or body. */
export type PagingParams = { item_per_page: number; left_off: number } | { page: number; limit: number };

/** What a table asks its fetcher for. */
export interface TableRequest {
  /** The search box's text, trimmed, once the user paused typing ('' = no search). */
  search: string;
  sort: SortState | null;
  /** Filter values by filter key; a filter set to "All" is absent. */
  filters: Readonly<Record<string, string>>;
  /** The selected status tab's value, null without tabs. */
  status: string | null;
  paging: PagingParams;
}

/** One page of rows, as the fetcher maps its answer. */
export interface TablePage<Row> {
  rows: Row[];
  /** All rows matching the request, across pages, when the API says. */
  total?: number;
  /** The API stopped counting: `total` is a lower bound, and paging runs on until a short page. */
  totalCapped?: boolean;
  /** left_off paging: the cursor of the next page, -1 (or absent) when this is the last one. */
  nextLeftOff?: number;
}

export interface StatusTab {
  value: string;
  label: string;
}

export interface UseServerTableOptions<Row> {
  /** Unique per table: the cache key of its requests and the name its column choice is remembered under. */
  key: string;
  fetcher: (request: TableRequest) => Promise<TablePage<Row>>;
  paging: PagingStyle;
  pageSize?: number;
  /** Status-wise tabs (e.g. serviceListTabs); the first is selected unless `initialStatus` says otherwise. */
  statusTabs?: readonly StatusTab[];
  initialStatus?: string;
  /** The rows per status value, for the tabs' counts (e.g. GET /tours/status-wise-count). */
  counts?: (request: Pick<TableRequest, 'search' | 'filters'>) => Promise<Readonly<Record<string, number>>>;
  initialSort?: SortState | null;
  initialFilters?: Readonly<Record<string, string>>;
  searchDelayMs?: number;
}

export interface ServerTable<Row> {
  key: string;
  rows: Row[];
  total: number | undefined;
  /** `total` is a lower bound ("10,000+"). */
  totalCapped: boolean;
  /** No rows to show yet (the first load). */
  isLoading: boolean;
  /** A newer request runs while the previous rows stay on screen. */
  isUpdating: boolean;
  error: unknown;
  request: TableRequest;
  searchInput: string;
  setSearch: (text: string) => void;
  sort: SortState | null;
  /** Cycles a column: ascending, descending, unsorted. */
  toggleSort: (key: string) => void;
  filters: Readonly<Record<string, string>>;
  /** '' sets the filter back to "All". */
  setFilter: (key: string, value: string) => void;
  /** Whether a search or filter narrows the rows (an empty table then says so, and offers to clear them). */
  isFiltered: boolean;
  clearFilters: () => void;
  statusTabs: readonly StatusTab[];
  status: string | null;
  setStatus: (value: string) => void;
  counts: Readonly<Record<string, number>> | undefined;
  pageSize: number;
  setPageSize: (size: number) => void;
  /** 1-based, in both paging styles. */
  pageNumber: number;
  pageCount: number | undefined;
  hasPrevious: boolean;
  hasNext: boolean;
  previousPage: () => void;
  nextPage: () => void;
  /** Asks again for the rows and the counts (after a row action). */
  refresh: () => Promise<void>;
}

export const DEFAULT_PAGE_SIZE = 20;

/** Paging belongs to the query it was reached under: a new search, sort, filter or tab starts at the first page. */
interface Position {
  query: string;
  /** Cursors of the pages visited (left_off), or [page number] (page); the last is the current one. */
  trail: number[];
}

/**
 * State and data of a server-paged table: search (debounced), sort, filters, status tabs with counts, and paging in
 * either style, over swr. Render it with DataTable, or read it for a layout of your own.
 */
export function useServerTable<Row>(options: UseServerTableOptions<Row>): ServerTable<Row> {
  const { key, fetcher, paging, statusTabs = [], counts: countsFetcher, searchDelayMs = 300 } = options;
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), searchDelayMs);
  const [sort, setSort] = useState<SortState | null>(options.initialSort ?? null);
  const [filters, setFilters] = useState<Readonly<Record<string, string>>>(options.initialFilters ?? {});
  const [status, setStatusValue] = useState<string | null>(options.initialStatus ?? statusTabs[0]?.value ?? null);
  const [pageSize, setPageSizeValue] = useState(options.pageSize ?? DEFAULT_PAGE_SIZE);

  const query = JSON.stringify([search, sort, filters, status, pageSize]);
  const start = paging === 'left_off' ? -1 : 1;
  const [position, setPosition] = useState<Position>({ query, trail: [start] });
  const trail = position.query === query ? position.trail : [start];
  const current = trail[trail.length - 1] ?? start;

  const request = useMemo<TableRequest>(
    () => ({
      search,
      sort,
      filters,
      status,
      paging: paging === 'left_off' ? { item_per_page: pageSize, left_off: current } : { page: current, limit: pageSize },
    }),
    [search, sort, filters, status, paging, pageSize, current],
  );

  const rowsAnswer = useSWR([key, 'rows', JSON.stringify(request)], () => fetcher(request), {
    keepPreviousData: true,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const countsKey = countsFetcher ? [key, 'counts', JSON.stringify([search, filters])] : null;
  const countsAnswer = useSWR(countsKey, () => countsFetcher!({ search, filters }), {
    keepPreviousData: true,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });

  const page = rowsAnswer.data;
  const rows = page?.rows ?? [];
  const total = page?.total;
  const totalCapped = page?.totalCapped === true;
  const pageNumber = paging === 'left_off' ? trail.length : current;
  const pageCount = total === undefined || totalCapped ? undefined : Math.max(1, Math.ceil(total / pageSize));
  const hasNext =
    page === undefined
      ? false
      : paging === 'left_off'
        ? page.nextLeftOff !== undefined && page.nextLeftOff !== -1 && rows.length > 0
        : pageCount !== undefined
          ? pageNumber < pageCount
          : rows.length === pageSize;
  const hasPrevious = pageNumber > 1;

  const nextPage = useCallback(() => {
    if (!hasNext || !page) return;
    const next = paging === 'left_off' ? (page.nextLeftOff ?? -1) : current + 1;
    setPosition({ query, trail: paging === 'left_off' ? [...trail, next] : [next] });
  }, [hasNext, page, paging, current, query, trail]);

  const previousPage = useCallback(() => {
    if (!hasPrevious) return;
    setPosition({ query, trail: paging === 'left_off' ? trail.slice(0, -1) : [current - 1] });
  }, [hasPrevious, paging, query, trail, current]);

  // A page emptied under the user (its last rows deleted) is not "no rows": step back to the one before.
  const emptiedPage = page !== undefined && rows.length === 0 && hasPrevious && !rowsAnswer.isValidating;
  useEffect(() => {
    if (emptiedPage) previousPage();
  }, [emptiedPage, previousPage]);

  const { mutate: mutateRows } = rowsAnswer;
  const { mutate: mutateCounts } = countsAnswer;
  const refresh = useCallback(async () => {
    await Promise.all([mutateRows(), countsKey ? mutateCounts() : undefined]);
  }, [mutateRows, mutateCounts, countsKey]);

  return {
    key,
    rows,
    total,
    totalCapped,
    isLoading: page === undefined && !rowsAnswer.error,
    isUpdating: page !== undefined && rowsAnswer.isValidating,
    error: rowsAnswer.error as unknown,
    request,
    searchInput,
    setSearch: setSearchInput,
    sort,
    toggleSort: (column) =>
      setSort((now) => {
        if (now?.key !== column) return { key: column, direction: 'asc' };
        return now.direction === 'asc' ? { key: column, direction: 'desc' } : null;
      }),
    filters,
    setFilter: (filter, value) =>
      setFilters((now) => {
        const next = { ...now };
        if (value === '') delete next[filter];
        else next[filter] = value;
        return next;
      }),
    isFiltered: search !== '' || Object.keys(filters).length > 0,
    clearFilters: () => {
      setSearchInput('');
      setFilters({});
    },
    statusTabs,
    status,
    setStatus: setStatusValue,
    counts: countsAnswer.data,
    pageSize,
    setPageSize: setPageSizeValue,
    pageNumber,
    pageCount,
    hasPrevious,
    hasNext,
    previousPage,
    nextPage,
    refresh,
  };
}

/** A page from the contract's list answer (`{ data: { data, total, left_off } }`, shared-contracts/common listEnvelope). */
export function fromListEnvelope<Row>(answer: { data: { data: Row[]; total: number; left_off: number } }): TablePage<Row> {
  return { rows: answer.data.data, total: answer.data.total, nextLeftOff: answer.data.left_off };
}
