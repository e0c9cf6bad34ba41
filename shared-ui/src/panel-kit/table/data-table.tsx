import { Badge, Box, Button, Field, Flex, HStack, IconButton, Input, Menu, NativeSelect, Portal, Stack, Table, Tabs, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { needsAlert } from 'shared-contracts/errors';
import { useAlert, useT } from 'shared-runtime/session';
import { EmptyState, ErrorPanel, LoadingState } from '../../components/states';
import { useConfirmController, type ConfirmOptions } from '../confirm/use-confirm';
import { errorMessage } from '../lib/error-message';
import '../recipes';
import { useColumnVisibility, type ChoosableColumn } from './use-column-visibility';
import type { ServerTable, SortState } from './use-server-table';

export interface DataTableColumn<Row> extends ChoosableColumn {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Sortable: true sorts by the column's key, a string by that key (request.sort.key). */
  sortable?: boolean | string;
  align?: 'start' | 'center' | 'end';
  width?: string;
}

export interface RowAction<Row> {
  id: string;
  label: string;
  run: (row: Row) => unknown;
  /** Deleting or cancelling something: a red item that always asks first. */
  destructive?: boolean;
  /** The question to ask before running (destructive actions ask "Are you sure?" without one). */
  confirm?: ConfirmOptions;
  disabled?: boolean;
}

export interface TableFilter {
  key: string;
  label: string;
  options: readonly { value: string; label: string }[];
}

export interface DataTableProps<Row> {
  table: ServerTable<Row>;
  columns: readonly DataTableColumn<Row>[];
  /** The table's accessible name, usually the page's title. */
  label: string;
  rowKey: (row: Row) => string | number;
  /** Names a row for assistive technology (its actions button); defaults to "Row n". */
  rowLabel?: (row: Row) => string;
  /** Enter on a focused row, or a click on it, opens it (its edit page). */
  onOpenRow?: (row: Row) => void;
  rowActions?: (row: Row) => readonly RowAction<Row>[];
  filters?: readonly TableFilter[];
  searchable?: boolean;
  searchPlaceholder?: string;
  /** Buttons beside the search box (create, export). */
  toolbar?: ReactNode;
  /** What an empty table says when no search or filter narrows it. */
  empty?: { title?: string; description?: string; action?: ReactNode };
  pageSizes?: readonly number[];
}

const INTERACTIVE = 'a, button, input, select, textarea, label, [role="menuitem"], [role="checkbox"]';
const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const SORT_MARK = { asc: '▲', desc: '▼' } as const;

function sortKeyOf<Row>(column: DataTableColumn<Row>): string | null {
  if (!column.sortable) return null;
  return column.sortable === true ? column.key : column.sortable;
}

/**
 * A server-paged table for the back office (useServerTable holds its state): status tabs with counts, a debounced
 * search, filters, sortable headers, rows you walk with the arrow keys and open with Enter, row actions that ask
 * before destructive ones, a column chooser remembered per table, paging, and the empty, loading and error states.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { table, columns, filters = [], searchable = true, toolbar } = props;
  const t = useT();
  const visibility = useColumnVisibility(table.key, columns);
  const shown = columns.filter((column) => visibility.isVisible(column.key));

  const body = <TableBody {...props} shown={shown} />;
  const controls = (
    <Flex gap="3" wrap="wrap" align="end">
      {searchable ? (
        <Box flex="1" minW="48" maxW="sm">
          <Input
            type="search"
            aria-label={t('kit.table.search')}
            placeholder={props.searchPlaceholder ?? t('kit.table.searchPlaceholder')}
            value={table.searchInput}
            onChange={(event) => table.setSearch(event.target.value)}
          />
        </Box>
      ) : null}
      {filters.map((filter) => (
        <FilterSelect key={filter.key} filter={filter} value={table.filters[filter.key] ?? ''} onChange={(value) => table.setFilter(filter.key, value)} />
      ))}
      <HStack gap="2" ms="auto">
        {toolbar}
        <ColumnChooser columns={columns} visibility={visibility} />
      </HStack>
    </Flex>
  );

  if (table.statusTabs.length === 0) {
    return (
      <Stack gap="3">
        {controls}
        {body}
      </Stack>
    );
  }
  return (
    <Tabs.Root value={table.status ?? ''} onValueChange={(details) => table.setStatus(details.value)} variant="line" colorPalette="brand">
      <Tabs.List aria-label={t('kit.table.statusTabs')} overflowX="auto">
        {table.statusTabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value}>
            {tab.label}
            {table.counts?.[tab.value] !== undefined ? (
              <Badge variant="subtle" colorPalette={tab.value === table.status ? 'brand' : 'gray'}>
                {table.counts[tab.value]}
              </Badge>
            ) : null}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {table.statusTabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value}>
          {tab.value === table.status ? (
            <Stack gap="3">
              {controls}
              {body}
            </Stack>
          ) : null}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

function FilterSelect({ filter, value, onChange }: { filter: TableFilter; value: string; onChange: (value: string) => void }) {
  const t = useT();
  return (
    <Field.Root minW="40" width="auto">
      <Field.Label>{filter.label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{t('kit.table.filterAll')}</option>
          {filter.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

function ColumnChooser<Row>({ columns, visibility }: { columns: readonly DataTableColumn<Row>[]; visibility: ReturnType<typeof useColumnVisibility> }) {
  const t = useT();
  const choosable = columns.filter((column) => column.hideable !== false);
  if (choosable.length === 0) return null;
  const visibleCount = columns.filter((column) => visibility.isVisible(column.key)).length;
  return (
    <Menu.Root closeOnSelect={false}>
      <Menu.Trigger asChild>
        <Button variant="outline" size="sm">
          {t('kit.table.columns')}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            {choosable.map((column) => {
              const visible = visibility.isVisible(column.key);
              return (
                <Menu.CheckboxItem
                  key={column.key}
                  value={column.key}
                  checked={visible}
                  // The last visible column stays: a table of no columns shows nothing to choose from.
                  disabled={visible && visibleCount === 1}
                  onCheckedChange={(checked) => visibility.setVisible(column.key, checked)}
                >
                  {column.header}
                  <Menu.ItemIndicator />
                </Menu.CheckboxItem>
              );
            })}
            <Menu.Separator />
            <Menu.Item value="show-all" onClick={visibility.showAll}>
              {t('kit.table.columnsShowAll')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

function TableBody<Row>(props: DataTableProps<Row> & { shown: readonly DataTableColumn<Row>[] }) {
  const { table, shown, label, rowKey, rowActions, onOpenRow } = props;
  const t = useT();
  const alert = useAlert();
  const { confirm, dialog } = useConfirmController();
  const rowRefs = useRef<(HTMLTableRowElement | null)[]>([]);
  const [activeIndex, setActiveIndex] = useState(0);
  const [busyRow, setBusyRow] = useState<string | number | null>(null);
  const { rows } = table;

  useEffect(() => {
    if (activeIndex >= rows.length) setActiveIndex(Math.max(0, rows.length - 1));
  }, [rows.length, activeIndex]);

  if (table.error) {
    return <ErrorPanel title={t('kit.table.loadFailed')} message={errorMessage(table.error, t)} onRetry={() => void table.refresh()} />;
  }
  if (table.isLoading) return <LoadingState />;
  if (rows.length === 0) {
    return table.isFiltered ? (
      <EmptyState
        title={t('kit.table.emptyFiltered')}
        action={
          <Button variant="outline" onClick={table.clearFilters}>
            {t('kit.table.clearFilters')}
          </Button>
        }
      />
    ) : (
      <EmptyState title={props.empty?.title ?? t('kit.table.empty')} description={props.empty?.description} action={props.empty?.action} />
    );
  }

  const focusRow = (index: number) => {
    const target = Math.min(Math.max(index, 0), rows.length - 1);
    setActiveIndex(target);
    rowRefs.current[target]?.focus();
  };

  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, index: number, row: Row) => {
    // Keys pressed in a cell's own control (an actions button, a link) are that control's.
    if (event.target !== event.currentTarget) return;
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: rows.length - 1 };
    const move = moves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      focusRow(move);
    } else if (event.key === 'Enter' && onOpenRow) {
      event.preventDefault();
      onOpenRow(row);
    }
  };

  const onRowClick = (event: MouseEvent<HTMLTableRowElement>, row: Row) => {
    if (!onOpenRow) return;
    if (event.target instanceof Element && event.target.closest(INTERACTIVE)) return;
    onOpenRow(row);
  };

  const runAction = async (action: RowAction<Row>, row: Row) => {
    const question = action.confirm ?? (action.destructive ? {} : null);
    if (question && !(await confirm({ destructive: action.destructive ?? false, confirmLabel: action.label, ...question }))) return;
    setBusyRow(rowKey(row));
    try {
      await action.run(row);
      await table.refresh();
    } catch (error) {
      if (needsAlert(error)) alert.show({ status: 'error', text: errorMessage(error, t, 'kit.table.actionFailed') });
    } finally {
      setBusyRow(null);
    }
  };

  return (
    <Stack gap="2">
      <Table.ScrollArea borderWidth="1px" borderRadius="l3">
        <Table.Root size="sm" aria-label={label} aria-busy={table.isUpdating || undefined} interactive={Boolean(onOpenRow)}>
          <Table.Header>
            <Table.Row>
              {shown.map((column) => (
                <HeaderCell key={column.key} column={column} sort={table.sort} onSort={table.toggleSort} />
              ))}
              {rowActions ? (
                <Table.ColumnHeader textAlign="end">
                  <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
                </Table.ColumnHeader>
              ) : null}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row, index) => {
              const key = rowKey(row);
              const name = props.rowLabel?.(row) ?? t('kit.table.rowNumber', { number: (table.pageNumber - 1) * table.pageSize + index + 1 });
              return (
                <Table.Row
                  key={key}
                  ref={(element: HTMLTableRowElement | null) => {
                    rowRefs.current[index] = element;
                  }}
                  tabIndex={index === activeIndex ? 0 : -1}
                  onFocus={(event) => event.target === event.currentTarget && setActiveIndex(index)}
                  onKeyDown={(event) => onRowKeyDown(event, index, row)}
                  onClick={(event) => onRowClick(event, row)}
                  cursor={onOpenRow ? 'pointer' : undefined}
                  _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
                  aria-busy={busyRow === key || undefined}
                >
                  {shown.map((column) => (
                    <Table.Cell key={column.key} textAlign={column.align} width={column.width}>
                      {column.cell(row)}
                    </Table.Cell>
                  ))}
                  {rowActions ? (
                    <Table.Cell textAlign="end">
                      <RowActionsMenu actions={rowActions(row)} name={name} busy={busyRow === key} onRun={(action) => void runAction(action, row)} />
                    </Table.Cell>
                  ) : null}
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Pagination table={table} pageSizes={props.pageSizes ?? [10, 20, 50, 100]} />
      {dialog}
    </Stack>
  );
}

function HeaderCell<Row>({ column, sort, onSort }: { column: DataTableColumn<Row>; sort: SortState | null; onSort: (key: string) => void }) {
  const key = sortKeyOf(column);
  if (!key) {
    return (
      <Table.ColumnHeader textAlign={column.align} width={column.width}>
        {column.header}
      </Table.ColumnHeader>
    );
  }
  const direction = sort?.key === key ? sort.direction : null;
  return (
    <Table.ColumnHeader textAlign={column.align} width={column.width} aria-sort={direction ? ARIA_SORT[direction] : 'none'}>
      <Button variant="plain" size="sm" px="0" height="auto" fontWeight="inherit" onClick={() => onSort(key)}>
        {column.header}
        <Box as="span" aria-hidden="true" fontSize="2xs" color={direction ? 'fg' : 'fg.subtle'}>
          {direction ? SORT_MARK[direction] : '↕'}
        </Box>
      </Button>
    </Table.ColumnHeader>
  );
}

function RowActionsMenu<Row>({ actions, name, busy, onRun }: { actions: readonly RowAction<Row>[]; name: string; busy: boolean; onRun: (action: RowAction<Row>) => void }) {
  const t = useT();
  if (actions.length === 0) return null;
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={t('kit.table.rowActions', { row: name })} loading={busy}>
          <span aria-hidden="true">⋯</span>
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            {actions.map((action) => (
              <Menu.Item
                key={action.id}
                value={action.id}
                disabled={action.disabled ?? false}
                color={action.destructive ? 'fg.error' : undefined}
                _highlighted={action.destructive ? { bg: 'bg.error', color: 'fg.error' } : undefined}
                onClick={() => onRun(action)}
              >
                {action.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

function Pagination<Row>({ table, pageSizes }: { table: ServerTable<Row>; pageSizes: readonly number[] }) {
  const t = useT();
  const from = (table.pageNumber - 1) * table.pageSize + 1;
  const to = from + table.rows.length - 1;
  const range =
    table.total === undefined
      ? t('kit.table.rangeOpen', { from, to })
      : t(table.totalCapped ? 'kit.table.rangeCapped' : 'kit.table.range', { from, to, total: table.total });
  return (
    <Flex as="nav" aria-label={t('kit.table.pagination')} gap="3" align="center" wrap="wrap" justify="space-between">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {range}
        {table.pageCount !== undefined ? ` · ${t('kit.table.page', { page: table.pageNumber, pages: table.pageCount })}` : null}
        {table.isUpdating ? ` · ${t('kit.table.updating')}` : null}
      </Text>
      <HStack gap="2">
        <Field.Root orientation="horizontal" gap="2" width="auto">
          <Field.Label fontWeight="normal" whiteSpace="nowrap">
            {t('kit.table.pageSize')}
          </Field.Label>
          <NativeSelect.Root size="sm" width="20">
            <NativeSelect.Field value={String(table.pageSize)} onChange={(event) => table.setPageSize(Number(event.target.value))}>
              {pageSizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button size="sm" variant="outline" onClick={table.previousPage} disabled={!table.hasPrevious}>
          {t('kit.table.previousPage')}
        </Button>
        <Button size="sm" variant="outline" onClick={table.nextPage} disabled={!table.hasNext}>
          {t('kit.table.nextPage')}
        </Button>
      </HStack>
    </Flex>
  );
}
