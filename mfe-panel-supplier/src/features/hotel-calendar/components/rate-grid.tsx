import { Fragment, type KeyboardEvent, useLayoutEffect, useRef } from 'react';
import { formatDisplayDate } from 'shared-contracts/dates';
import type { CalendarAllotment, CalendarReservation } from 'shared-contracts/hotel-calendar';
import { hrefFor } from 'shared-contracts/manifests';
import { useIntl, useLocale, useT, type T } from 'shared-runtime/session';
import { Box, chakra, Link, Text } from 'shared-ui';
import { Link as RouterLink } from 'shared-ui/router';
import { dayNumber, weekdayOf, weekdayShort } from '../lib/days';
import { cellKey, formatAmount, formatChange, stayLanes, type GridRow } from '../lib/grid';

export interface RateGridProps {
  lang: string;
  label: string;
  days: readonly string[];
  rows: { own: GridRow[]; connected: GridRow[] };
  cells: Map<string, CalendarAllotment>;
  reservations: readonly CalendarReservation[];
  today: string;
  /** The cell being edited, if any. */
  selected: { roomTypeId: number; ratePlanId: number; date: string } | null;
  onSelect: (row: GridRow, date: string) => void;
}

const Table = chakra('table', { base: { borderCollapse: 'separate', borderSpacing: '0', fontSize: 'xs', minW: 'max-content' } });
const Th = chakra('th', {
  base: { borderBottomWidth: '1px', borderColor: 'border', px: '1.5', py: '1', fontWeight: 'medium', textAlign: 'center', bg: 'bg', whiteSpace: 'nowrap' },
});
/** The row headers stay in view while the days scroll. */
const RowHeader = chakra('th', {
  base: {
    position: 'sticky',
    left: '0',
    zIndex: '1',
    bg: 'bg',
    borderBottomWidth: '1px',
    borderRightWidth: '1px',
    borderColor: 'border',
    px: '2',
    py: '1',
    textAlign: 'start',
    fontWeight: 'medium',
    minW: '48',
    maxW: '64',
  },
});
const Td = chakra('td', { base: { borderBottomWidth: '1px', borderColor: 'border', p: '0', verticalAlign: 'top', minW: '20' } });
const CellButton = chakra('button', {
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    gap: '0.5',
    w: 'full',
    minH: '14',
    px: '1.5',
    py: '1',
    textAlign: 'start',
    cursor: 'pointer',
    _hover: { bg: 'bg.muted' },
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '-2px' },
  },
});

/** The short markers of a night, and the sentence each stands for (for the cell's accessible name). */
function markers(cell: CalendarAllotment, t: T): { short: string; long: string; warn?: boolean }[] {
  const found: { short: string; long: string; warn?: boolean }[] = [];
  if (cell.left === 0) found.push({ short: t('supplier.hotelCalendar.marker.soldOut'), long: t('supplier.hotelCalendar.marker.soldOutLong'), warn: true });
  if (cell.restriction_min_stay > 1) {
    found.push({ short: t('supplier.hotelCalendar.marker.minStay', { count: cell.restriction_min_stay }), long: t('supplier.hotelCalendar.marker.minStayLong', { count: cell.restriction_min_stay }) });
  }
  if (cell.restriction_max_stay !== null) {
    found.push({ short: t('supplier.hotelCalendar.marker.maxStay', { count: cell.restriction_max_stay }), long: t('supplier.hotelCalendar.marker.maxStayLong', { count: cell.restriction_max_stay }) });
  }
  if (cell.restriction_no_checkin) found.push({ short: t('supplier.hotelCalendar.marker.noCheckIn'), long: t('supplier.hotelCalendar.marker.noCheckInLong') });
  if (cell.restriction_no_checkout) found.push({ short: t('supplier.hotelCalendar.marker.noCheckOut'), long: t('supplier.hotelCalendar.marker.noCheckOutLong') });
  if (cell.cut_off_time) found.push({ short: t('supplier.hotelCalendar.marker.cutOff', { time: cell.cut_off_time }), long: t('supplier.hotelCalendar.marker.cutOffLong', { time: cell.cut_off_time }) });
  return found;
}

/** Arrow keys move between the grid's editable cells (Enter or Space opens one, as any button). */
function moveFocus(event: KeyboardEvent<HTMLTableElement>) {
  const deltas: Record<string, [number, number]> = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] };
  const delta = deltas[event.key];
  const from = (event.target as HTMLElement).closest<HTMLElement>('[data-cell-row]');
  if (!delta || !from) return;
  const row = Number(from.dataset.cellRow) + delta[0];
  const column = Number(from.dataset.cellColumn) + delta[1];
  const next = event.currentTarget.querySelector<HTMLElement>(`[data-cell-row="${row}"][data-cell-column="${column}"]`);
  if (next) {
    event.preventDefault();
    next.focus();
  }
}

/**
 * The month's grid: per room type its stays (bars with the payer's name, linking to the booking) and its own rate
 * plans, one editable cell per night; then the connected plans, read-only at their derived prices. The days scroll
 * sideways under the sticky row headers.
 */
export function RateGrid({ lang, label, days, rows, cells, reservations, today, selected, onSelect }: RateGridProps) {
  const t = useT();
  const intl = useIntl();
  const [locale] = useLocale();
  const rooms = [...new Map(rows.own.concat(rows.connected).map((row) => [row.roomTypeId, row.roomTitle])).entries()];
  const columns = days.length + 1;
  let editableIndex = 0;

  const nightCell = (row: GridRow, date: string, columnIndex: number, rowIndex: number | null) => {
    const cell = cells.get(cellKey(row.roomTypeId, row.ratePlanId, date));
    const when = formatDisplayDate(date, { locale });
    const found = cell ? markers(cell, t) : [];
    const content = cell ? (
      <>
        <Text as="span" fontWeight="semibold" fontVariantNumeric="tabular-nums">
          {formatAmount(cell.price_minor, intl.locale)}
        </Text>
        <Text as="span" color={cell.left === 0 ? 'fg.error' : 'fg.muted'} fontVariantNumeric="tabular-nums">
          {t('supplier.hotelCalendar.rooms', { left: cell.left, total: cell.allotment })}
        </Text>
        {found.map((marker) => (
          <Text as="span" key={marker.short} fontSize="2xs" color={marker.warn ? 'fg.error' : 'fg.subtle'} fontWeight={marker.warn ? 'semibold' : 'normal'}>
            {marker.short}
          </Text>
        ))}
      </>
    ) : (
      <Text as="span" color="fg.subtle">
        —
      </Text>
    );
    const name = cell
      ? [
          t('supplier.hotelCalendar.cellLabel', {
            room: row.roomTitle,
            plan: row.planName,
            date: when,
            price: formatAmount(cell.price_minor, intl.locale),
            left: cell.left,
            total: cell.allotment,
          }),
          ...found.map((marker) => marker.long),
        ].join('. ')
      : t('supplier.hotelCalendar.cellEmptyLabel', { room: row.roomTitle, plan: row.planName, date: when });
    const isSelected = selected?.roomTypeId === row.roomTypeId && selected.ratePlanId === row.ratePlanId && selected.date === date;
    return (
      <Td key={date} bg={isSelected ? 'colorPalette.subtle' : date === today ? 'bg.subtle' : undefined} data-date={date}>
        {rowIndex === null ? (
          <Box px="1.5" py="1" display="flex" flexDirection="column" gap="0.5" aria-label={name} role="img" minH="14">
            {content}
          </Box>
        ) : (
          <CellButton
            type="button"
            aria-label={name}
            aria-pressed={isSelected}
            data-cell-row={rowIndex}
            data-cell-column={columnIndex}
            onClick={() => onSelect(row, date)}
          >
            {content}
          </CellButton>
        )}
      </Td>
    );
  };

  // The current month opens on today, not on the nights already past: the days before it scroll in from the left.
  const scroller = useRef<HTMLDivElement>(null);
  const opensOnToday = days.includes(today) ? today : null;
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box || opensOnToday === null) return;
    const column = box.querySelector<HTMLElement>(`thead th[data-date="${opensOnToday}"]`);
    const header = box.querySelector<HTMLElement>('thead th');
    if (column && header && typeof box.scrollTo === 'function') box.scrollTo({ left: Math.max(0, column.offsetLeft - header.offsetWidth) });
  }, [opensOnToday, days]);

  return (
    <Box ref={scroller} overflowX="auto" borderWidth="1px" borderRadius="l2" maxW="full" colorPalette="brand">
      <Table role="grid" aria-label={label} onKeyDown={moveFocus}>
        <thead>
          <tr>
            <RowHeader scope="col" zIndex="2">
              {t('supplier.hotelCalendar.roomAndPlan')}
            </RowHeader>
            {days.map((date) => (
              <Th key={date} scope="col" data-date={date} bg={date === today ? 'bg.subtle' : undefined} color={weekdayOf(date) >= 6 ? 'fg' : 'fg.muted'} aria-label={formatDisplayDate(date, { locale })}>
                <Text as="span" display="block">
                  {weekdayShort(date, intl.locale)}
                </Text>
                <Text as="span" display="block" fontSize="sm">
                  {dayNumber(date)}
                </Text>
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rooms.map(([roomTypeId, roomTitle]) => {
            const lanes = stayLanes(reservations, roomTypeId, days);
            const own = rows.own.filter((row) => row.roomTypeId === roomTypeId);
            return (
              <Fragment key={roomTypeId}>
                <tr>
                  <RowHeader scope="rowgroup" colSpan={1} bg="bg.muted" fontWeight="semibold" fontSize="sm">
                    {roomTitle}
                  </RowHeader>
                  <Td colSpan={columns - 1} bg="bg.muted" />
                </tr>
                {lanes.map((lane, laneIndex) => (
                  <tr key={`stays-${laneIndex}`} data-stays={roomTypeId}>
                    <RowHeader scope="row" fontWeight="normal" color="fg.muted">
                      {laneIndex === 0 ? t('supplier.hotelCalendar.stays') : null}
                    </RowHeader>
                    {stayCells(lane, days.length, t, lang, locale, roomTitle)}
                  </tr>
                ))}
                {own.map((row) => {
                  const rowIndex = editableIndex++;
                  return (
                    <tr key={row.ratePlanId}>
                      <RowHeader scope="row">{row.planName}</RowHeader>
                      {days.map((date, index) => nightCell(row, date, index, rowIndex))}
                    </tr>
                  );
                })}
              </Fragment>
            );
          })}
        </tbody>
        {rows.connected.length > 0 ? (
          <tbody aria-label={t('supplier.hotelCalendar.connectedGroup')}>
            <tr>
              <RowHeader scope="rowgroup" bg="bg.muted" fontWeight="semibold" fontSize="sm">
                {t('supplier.hotelCalendar.connectedGroup')}
              </RowHeader>
              <Td colSpan={columns - 1} bg="bg.muted" px="2" py="1">
                <Text fontSize="xs" color="fg.muted">
                  {t('supplier.hotelCalendar.connectedHint')}
                </Text>
              </Td>
            </tr>
            {rows.connected.map((row) => (
              <tr key={`${row.roomTypeId}-${row.ratePlanId}`} data-connected="true">
                <RowHeader scope="row">
                  <Text as="span" display="block">
                    {t('supplier.hotelCalendar.connectedRow', { room: row.roomTitle, plan: row.planName })}
                  </Text>
                  {row.derivation ? (
                    <Text as="span" display="block" fontSize="2xs" color="fg.muted" fontWeight="normal">
                      {row.derivation.kind === 'percent'
                        ? t('supplier.hotelCalendar.derivedPercent', { value: formatChange('percent', row.derivation.value, intl.locale) })
                        : t('supplier.hotelCalendar.derivedAmount', { value: formatChange('amount', row.derivation.value, intl.locale) })}
                    </Text>
                  ) : null}
                </RowHeader>
                {days.map((date, index) => nightCell(row, date, index, null))}
              </tr>
            ))}
          </tbody>
        ) : null}
      </Table>
    </Box>
  );
}

/** One lane's cells: a bar over each stay's nights, empty cells between. */
function stayCells(lane: ReturnType<typeof stayLanes>[number], dayCount: number, t: T, lang: string, locale: string, roomTitle: string) {
  const cells = [];
  let index = 0;
  for (const bar of lane) {
    if (bar.startIndex > index) cells.push(<Td key={`gap-${index}`} colSpan={bar.startIndex - index} />);
    const r = bar.reservation;
    const payer = r.payer_name || t('supplier.hotelCalendar.guest');
    const name = t(r.status === 'held' ? 'supplier.hotelCalendar.stayHeldLabel' : 'supplier.hotelCalendar.stayLabel', {
      payer,
      room: roomTitle,
      from: formatDisplayDate(r.start_date, { locale }),
      to: formatDisplayDate(r.end_date, { locale }),
      rooms: r.rooms,
    });
    cells.push(
      <Td key={r.reservation_uuid} colSpan={bar.span} px="0.5" py="0.5" data-reservation={r.reservation_uuid}>
        <Link
          asChild
          display="block"
          px="1.5"
          py="0.5"
          borderRadius="l1"
          fontSize="xs"
          truncate
          bg={r.status === 'held' ? 'orange.subtle' : 'blue.subtle'}
          color={r.status === 'held' ? 'orange.fg' : 'blue.fg'}
          borderStyle={r.status === 'held' ? 'dashed' : 'solid'}
          borderWidth="1px"
          title={name}
        >
          <RouterLink to={hrefFor('supplier.reservations.details', { lang, reservationRef: r.reservation_uuid })} aria-label={name}>
            {r.status === 'held' ? t('supplier.hotelCalendar.stayHeldChip', { payer }) : payer}
          </RouterLink>
        </Link>
      </Td>,
    );
    index = bar.startIndex + bar.span;
  }
  if (index < dayCount) cells.push(<Td key={`gap-${index}`} colSpan={dayCount - index} />);
  return cells;
}
