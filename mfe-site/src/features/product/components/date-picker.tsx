/**
 * A month grid that offers only the dates the API says are available (issue 3 §4). Keyboard model of the WAI-ARIA
 * date picker pattern: arrows move by a day or a week, PageUp/PageDown by a month, Home/End to the start or end of
 * the week, Enter/Space select. Unavailable dates can be focused (so the grid reads as a calendar) but are
 * aria-disabled and cannot be chosen. Dates are plain calendar days: arithmetic runs in UTC so no DST shift can
 * move a day.
 */
import { DateTime, Info } from 'luxon';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Box, Flex, IconButton, Text, chakra } from 'shared-ui';
import { INTL_LOCALE } from 'shared-contracts/constants';
import { formatDisplayDate } from 'shared-contracts/dates';
import { useT } from 'shared-runtime/session';
import { useStorefront } from '../../../lib/storefront';

const ZONE = 'UTC';
const day = (iso: string) => DateTime.fromISO(iso, { zone: ZONE });
const isoOf = (date: DateTime) => date.toISODate() ?? '';
export const monthOf = (iso: string) => iso.slice(0, 7);
export const addMonths = (month: string, delta: number) => day(`${month}-01`).plus({ months: delta }).toFormat('yyyy-MM');

export interface DatePickerProps {
  /** The month shown, YYYY-MM. */
  month: string;
  onMonthChange: (month: string) => void;
  /** The earliest month the visitor may go back to (the current month of the service). */
  minMonth: string;
  isSelectable: (iso: string) => boolean;
  onSelect: (iso: string) => void;
  /** Single mode: the chosen date. */
  selected?: string | null;
  /** Range mode: the chosen start and end. */
  range?: { start: string | null; end: string | null };
  /** Names the grid, e.g. "Choose a date". */
  label: string;
  /** Shown under the grid (loading, "no dates this month"); announced politely. */
  status?: string | undefined;
}

export function DatePicker(props: DatePickerProps) {
  const { month, onMonthChange, minMonth, isSelectable, onSelect, selected, range, label, status } = props;
  const t = useT();
  const { lang } = useStorefront();
  const tag = lang === 'en' ? 'en-GB' : INTL_LOCALE[lang];
  const headingId = useId();
  const gridRef = useRef<HTMLTableElement>(null);
  const moveFocus = useRef(false);
  const first = day(`${month}-01`);
  const [focused, setFocused] = useState<string>(() => selected ?? range?.start ?? isoOf(first));

  // A month changed by the buttons (or by the parent) brings the focus target into it.
  useEffect(() => {
    if (monthOf(focused) !== month) setFocused(isoOf(day(`${month}-01`)));
  }, [month, focused]);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus();
  });

  const weeks = useMemo(() => {
    const start = first.minus({ days: first.weekday - 1 });
    const last = first.endOf('month').startOf('day');
    const end = last.plus({ days: 7 - last.weekday });
    const rows: (string | null)[][] = [];
    for (let cursor = start; cursor <= end; cursor = cursor.plus({ days: 7 })) {
      rows.push(Array.from({ length: 7 }, (_, i) => cursor.plus({ days: i })).map((d) => (d.month === first.month ? isoOf(d) : null)));
    }
    return rows;
  }, [first]);

  const shortDays = Info.weekdays('short', { locale: tag });
  const longDays = Info.weekdays('long', { locale: tag });
  const canGoBack = month > minMonth;

  function go(target: DateTime) {
    const iso = isoOf(target);
    if (monthOf(iso) < minMonth) return;
    moveFocus.current = true;
    setFocused(iso);
    if (monthOf(iso) !== month) onMonthChange(monthOf(iso));
  }

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const current = day(focused);
    const moves: Record<string, () => DateTime> = {
      ArrowLeft: () => current.minus({ days: 1 }),
      ArrowRight: () => current.plus({ days: 1 }),
      ArrowUp: () => current.minus({ days: 7 }),
      ArrowDown: () => current.plus({ days: 7 }),
      PageUp: () => current.minus({ months: 1 }),
      PageDown: () => current.plus({ months: 1 }),
      Home: () => current.minus({ days: current.weekday - 1 }),
      End: () => current.plus({ days: 7 - current.weekday }),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      go(move());
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (isSelectable(focused)) onSelect(focused);
    }
  }

  const isChosen = (iso: string) => iso === selected || iso === range?.start || iso === range?.end;
  const inRange = (iso: string) => Boolean(range?.start && range.end && iso > range.start && iso < range.end);

  return (
    <Box>
      <Flex align="center" justify="space-between" mb="2">
        <IconButton
          aria-label={t('site.product.calendar.previousMonth')}
          variant="ghost"
          size="sm"
          disabled={!canGoBack}
          onClick={() => onMonthChange(addMonths(month, -1))}
        >
          <span aria-hidden="true">‹</span>
        </IconButton>
        <Text id={headingId} fontWeight="semibold" aria-live="polite">
          {first.setLocale(tag).toFormat('LLLL yyyy')}
        </Text>
        <IconButton aria-label={t('site.product.calendar.nextMonth')} variant="ghost" size="sm" onClick={() => onMonthChange(addMonths(month, 1))}>
          <span aria-hidden="true">›</span>
        </IconButton>
      </Flex>
      <chakra.table
        ref={gridRef}
        role="grid"
        aria-label={`${label}, ${first.setLocale(tag).toFormat('LLLL yyyy')}`}
        onKeyDown={onKeyDown}
        width="100%"
        style={{ borderCollapse: 'collapse', tableLayout: 'fixed' }}
      >
        <thead>
          <tr role="row">
            {shortDays.map((name, index) => (
              <chakra.th key={name} role="columnheader" scope="col" abbr={longDays[index]} fontSize="xs" color="fg.muted" fontWeight="medium" py="1">
                {name}
              </chakra.th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, row) => (
            <tr role="row" key={week.find(Boolean) ?? `row-${row}`}>
              {week.map((iso, index) => {
                if (iso === null) return <td role="gridcell" key={`pad-${index}`} />;
                const selectable = isSelectable(iso);
                const chosen = isChosen(iso);
                return (
                  <chakra.td
                    key={iso}
                    role="gridcell"
                    data-date={iso}
                    tabIndex={iso === focused ? 0 : -1}
                    aria-selected={chosen}
                    aria-disabled={selectable ? undefined : true}
                    aria-label={formatDisplayDate(iso, { locale: lang })}
                    onClick={() => {
                      setFocused(iso);
                      if (selectable) onSelect(iso);
                    }}
                    textAlign="center"
                    py="2"
                    borderRadius="md"
                    cursor={selectable ? 'pointer' : 'not-allowed'}
                    fontWeight={selectable ? 'semibold' : 'normal'}
                    color={chosen ? 'white' : selectable ? 'fg' : 'fg.subtle'}
                    bg={chosen ? 'brand.solid' : inRange(iso) ? 'brand.subtle' : undefined}
                    textDecoration={selectable ? undefined : 'line-through'}
                    _hover={selectable && !chosen ? { bg: 'bg.muted' } : undefined}
                    _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
                  >
                    {Number(iso.slice(8))}
                  </chakra.td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </chakra.table>
      {status ? (
        <Text role="status" fontSize="sm" color="fg.muted" mt="2">
          {status}
        </Text>
      ) : null}
    </Box>
  );
}
