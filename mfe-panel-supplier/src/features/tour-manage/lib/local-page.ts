import type { TablePage, TableRequest } from 'shared-ui/panel-kit';

/**
 * One page of a list the API answers whole (options, tickets, an option's departures): the rows whose text holds
 * the search, then the page the table asks for. Those reads have no paging of their own, and stay small.
 */
export function localPage<Row>(rows: readonly Row[], request: TableRequest, text: (row: Row) => string): TablePage<Row> {
  const search = request.search.toLocaleLowerCase();
  const found = search ? rows.filter((row) => text(row).toLocaleLowerCase().includes(search)) : [...rows];
  if (!('page' in request.paging)) return { rows: found, total: found.length };
  const { page, limit } = request.paging;
  return { rows: found.slice((page - 1) * limit, page * limit), total: found.length };
}
