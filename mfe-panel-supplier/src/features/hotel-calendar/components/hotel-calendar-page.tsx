import { useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_LOCALE } from 'shared-contracts/constants';
import { SUPPLIER_MANIFEST } from 'shared-contracts/manifests';
import { useCataloguePart, useIntl, usePageMeta, useT } from 'shared-runtime/session';
import { Alert, Button, EmptyState, ErrorPanel, Flex, Heading, HStack, LoadingState, NativeSelect, Stack, Text } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { FormField } from 'shared-ui/panel-kit';
import { useParams, useSearchParams } from 'shared-ui/router';
import { HOTEL_CALENDAR_PART } from '../../../lib/catalogue';
import { failureStatus, failureText } from '../../../lib/failure';
import { routeId } from '../../../lib/route-id';
import { useHotelCalendar } from '../api/get-calendar';
import { useRoomRates } from '../api/get-room-rates';
import { useHotels } from '../api/list-hotels';
import { addMonths, isMonth, monthDays, monthLabel, monthOf, viewerToday } from '../lib/days';
import { cellKey, cellMap, gridRows, type GridRow } from '../lib/grid';
import { BulkUpdate } from './bulk-update';
import { CellEditor } from './cell-editor';
import { RateGrid } from './rate-grid';

const PAGE = 'supplier.hotel.calendar';

/** A positive id in the query, or null. */
function queryId(text: string | null): number | null {
  const parsed = routeId(text ?? undefined);
  return typeof parsed === 'number' ? parsed : null;
}

/** The page's place kept in the query (hotel, month), so a link or Back returns to it. */
function useCalendarQuery() {
  const [params, setParams] = useSearchParams();
  const set = (changes: Record<string, string | number | null>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace: true },
    );
  return { params, set };
}

/**
 * npanel/hotel/calendar (spec 001 "Hotel calendar", spec 002 §7.9): one of the supplier's hotels by month, each room
 * type's own rate plans with their nights (price, rooms left of the total, restrictions) and its stays, then the
 * connected plans read-only. A night opens its editor; "Bulk update" changes many at once after a preview.
 */
export function HotelCalendarPage({ breadcrumbs }: AreaPageProps) {
  const t = useT();
  useCataloguePart(HOTEL_CALENDAR_PART);
  const title = SUPPLIER_MANIFEST.pages[PAGE].title;
  usePageMeta({ title, breadcrumbs: [...breadcrumbs, { label: title }] });
  const { lang = DEFAULT_LOCALE } = useParams();
  const { params, set } = useCalendarQuery();
  const hotels = useHotels();
  const listed = hotels.data ?? [];
  const asked = queryId(params.get('hotel'));
  // One hotel: it is the calendar's, without asking.
  const hotelId = asked ?? (listed.length === 1 ? listed[0]!.id : null);

  let body: ReactNode;
  if (hotels.error && !hotels.data) {
    body = <ErrorPanel message={failureText(hotels.error, t) ?? t('errors.somethingWentWrong')} onRetry={() => void hotels.mutate()} />;
  } else if (!hotels.data) {
    body = <LoadingState label={t('supplier.hotelCalendar.loadingHotels')} />;
  } else if (listed.length === 0 && asked === null) {
    body = <EmptyState title={t('supplier.hotelCalendar.noHotels')} description={t('supplier.hotelCalendar.noHotelsHint')} />;
  } else if (hotelId === null) {
    body = <EmptyState title={t('supplier.hotelCalendar.chooseHotel')} description={t('supplier.hotelCalendar.chooseHotelHint')} />;
  } else {
    body = <HotelMonth key={hotelId} lang={lang} hotelId={hotelId} />;
  }

  const missing = asked !== null && !listed.some((hotel) => hotel.id === asked);
  return (
    <Stack gap="5">
      <Stack gap="2">
        <Heading as="h1" size="xl">
          {t(title)}
        </Heading>
        <Text color="fg.muted">{t('supplier.hotelCalendar.intro')}</Text>
      </Stack>
      {listed.length > 0 || asked !== null ? (
        <FormField name="hotel" label={t('supplier.hotelCalendar.hotel')}>
          <NativeSelect.Root size="sm" width="auto" minW="64">
            <NativeSelect.Field value={hotelId ?? ''} onChange={(event) => set({ hotel: queryId(event.target.value) })}>
              {hotelId === null ? <option value="">{t('supplier.hotelCalendar.chooseHotel')}</option> : null}
              {missing ? <option value={asked}>{t('supplier.hotelCalendar.hotelNumber', { id: asked })}</option> : null}
              {listed.map((hotel) => (
                <option key={hotel.id} value={hotel.id}>
                  {hotel.name || t('supplier.hotelCalendar.hotelNumber', { id: hotel.id })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      ) : null}
      {body}
    </Stack>
  );
}

type Panel = { kind: 'bulk' } | { kind: 'cell'; row: GridRow; date: string } | null;

/** One hotel's month: navigation, the grid, and the editor or bulk update open above it. */
function HotelMonth({ lang, hotelId }: { lang: string; hotelId: number }) {
  const t = useT();
  const intl = useIntl();
  const { params, set } = useCalendarQuery();
  const [panel, setPanel] = useState<Panel>(null);
  const rates = useRoomRates(hotelId);
  const viewer = viewerToday();
  const month = isMonth(params.get('month')) ? params.get('month')! : monthOf(viewer);
  const days = useMemo(() => monthDays(month), [month]);
  const read = useHotelCalendar(hotelId, { start_date: days[0]!, end_date: days.at(-1)! });
  const rows = useMemo(() => gridRows(rates.data ?? []), [rates.data]);
  const cells = useMemo(() => cellMap(read.data?.allotments ?? []), [read.data]);
  const today = read.data?.hotel.today ?? viewer;
  const label = monthLabel(month, intl.locale);
  const failed = rates.error ?? read.error;

  if (failureStatus(failed) === 404) {
    return <EmptyState title={t('supplier.hotelCalendar.notFound')} description={t('supplier.hotelCalendar.notFoundHint')} />;
  }
  if (failed && (!rates.data || !read.data)) {
    const retry = () => {
      void rates.mutate();
      void read.mutate();
    };
    return <ErrorPanel message={failureText(failed, t) ?? t('errors.somethingWentWrong')} onRetry={retry} />;
  }
  if (!rates.data) return <LoadingState label={t('supplier.hotelCalendar.loading')} />;
  if (rows.own.length === 0) {
    return <EmptyState title={t('supplier.hotelCalendar.noRooms')} description={t('supplier.hotelCalendar.noRoomsHint')} />;
  }

  const goTo = (next: string) => {
    setPanel((open) => (open?.kind === 'cell' ? null : open));
    set({ month: next });
  };
  const currency = read.data?.hotel.currency ?? '';
  return (
    <Stack gap="4">
      <Flex gap="3" wrap="wrap" align="center" justify="space-between">
        <Heading as="h2" size="lg" aria-live="polite">
          {label}
        </Heading>
        <HStack gap="2" role="group" aria-label={t('supplier.hotelCalendar.monthNav')}>
          <Button size="sm" variant="outline" onClick={() => goTo(addMonths(month, -1))}>
            {t('supplier.hotelCalendar.previousMonth')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => goTo(monthOf(today))} disabled={month === monthOf(today)}>
            {t('supplier.hotelCalendar.today')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => goTo(addMonths(month, 1))}>
            {t('supplier.hotelCalendar.nextMonth')}
          </Button>
        </HStack>
      </Flex>
      <HStack>
        <Button colorPalette="brand" variant={panel?.kind === 'bulk' ? 'solid' : 'outline'} aria-expanded={panel?.kind === 'bulk'} onClick={() => setPanel(panel?.kind === 'bulk' ? null : { kind: 'bulk' })}>
          {t('supplier.hotelCalendar.bulkUpdate')}
        </Button>
      </HStack>
      {panel?.kind === 'bulk' ? (
        <BulkUpdate hotelId={hotelId} rates={rates.data} currency={currency} initialDate={days[0]! < today && monthOf(today) === month ? today : days[0]!} onClose={() => setPanel(null)} />
      ) : null}
      {panel?.kind === 'cell' ? (
        <CellEditor
          key={cellKey(panel.row.roomTypeId, panel.row.ratePlanId, panel.date)}
          hotelId={hotelId}
          row={panel.row}
          date={panel.date}
          cell={cells.get(cellKey(panel.row.roomTypeId, panel.row.ratePlanId, panel.date))}
          currency={currency}
          onClose={() => setPanel(null)}
        />
      ) : null}
      {!read.data ? (
        <LoadingState label={t('supplier.hotelCalendar.loading')} />
      ) : (
        <Stack gap="3">
          {read.data.allotments.length === 0 ? (
            <Alert.Root status="info">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('supplier.hotelCalendar.noPrices', { month: label })}</Alert.Title>
                <Alert.Description>{t('supplier.hotelCalendar.noPricesHint')}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          <RateGrid
            lang={lang}
            label={t('supplier.hotelCalendar.gridLabel', { month: label })}
            days={days}
            rows={rows}
            cells={cells}
            reservations={read.data.reservations}
            today={today}
            selected={panel?.kind === 'cell' ? { roomTypeId: panel.row.roomTypeId, ratePlanId: panel.row.ratePlanId, date: panel.date } : null}
            onSelect={(row, date) => setPanel({ kind: 'cell', row, date })}
          />
        </Stack>
      )}
    </Stack>
  );
}
