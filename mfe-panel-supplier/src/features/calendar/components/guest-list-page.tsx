import { DateTime } from 'luxon';
import { useState } from 'react';
import type { Guest, GuestListInput } from 'shared-contracts/activity-calendar';
import { formatDisplayDate } from 'shared-contracts/dates';
import { useLocale, useT } from 'shared-runtime/session';
import { Alert, Box, Button, chakra, CloseButton, EmptyState, ErrorPanel, Flex, Heading, HStack, Input, Link, LoadingState, Stack, Text } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { exportXlsx, FormField, Table } from 'shared-ui/panel-kit';
import { Link as RouterLink, useSearchParams } from 'shared-ui/router';
import { failureText } from '../../../lib/failure';
import { useGuestList } from '../api/get-guest-list';
import { useGuestListSummary } from '../api/get-guest-list-summary';
import { updateCheckIn } from '../api/update-check-in';
import { isDay, monthOf } from '../lib/days';
import { guestSheetColumns, guestSheetFileName, ticketsText } from '../lib/guest-sheet';
import { calendarHref } from '../lib/hrefs';
import { routeId } from '../../../lib/route-id';
import { CalendarFrame, type CalendarContext } from './calendar-frame';
import { VoucherScan } from './voucher-scan';

/**
 * npanel/calendar/{id}/{tourOptionId}/guest-list?date=…[&slot=…] (spec 002 §7.16): the option's confirmed bookings
 * of a day (of one departure with `slot`), by departure time, with the day's totals, a one-tap check-in per booking,
 * check-in by a scanned voucher, an xlsx export and a printable page.
 */
export function GuestListPage({ breadcrumbs }: AreaPageProps) {
  const t = useT();
  const [params] = useSearchParams();
  const date = params.get('date');
  return (
    <CalendarFrame
      page="supplier.calendar.guestList"
      breadcrumbs={breadcrumbs}
      intro={t('supplier.calendar.guests.intro')}
      back={({ lang, tourId }) => calendarHref.details(lang, tourId, 'supplier.calendar.details', isDay(date) ? { month: monthOf(date) } : {})}
    >
      {(context) => <GuestList context={context} />}
    </CalendarFrame>
  );
}

function GuestList({ context }: { context: CalendarContext }) {
  const t = useT();
  const [locale] = useLocale();
  const [params, setParams] = useSearchParams();
  const { lang, tourId, activity } = context;
  const option = context.option!;
  const dateParam = params.get('date') ?? '';
  const date = isDay(dateParam) ? dateParam : null;
  const slotParam = routeId(params.get('slot') ?? undefined);
  const slot = typeof slotParam === 'number' ? slotParam : null;
  const input: GuestListInput | null = date ? { date, option_id: option.id, ...(slot === null ? {} : { slot_id: slot }) } : null;
  const guests = useGuestList(tourId, input);
  const summary = useGuestListSummary(tourId, input);
  const [pending, setPending] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);

  const pickDate = (next: string) =>
    setParams(
      (previous) => {
        const query = new URLSearchParams(previous);
        query.set('date', next);
        // A departure is of one day: another day shows all of its own.
        query.delete('slot');
        return query;
      },
      { replace: true },
    );

  const toggle = async (guest: Guest) => {
    setPending(guest.reservation_id);
    setProblem(null);
    try {
      const answer = await updateCheckIn(guest.reservation_id, !guest.checked_in);
      // The row takes the API's answer (not a guess); the totals are read again from the API.
      await guests.mutate(
        (list) =>
          list && {
            ...list,
            guests: list.guests.map((each) => (each.reservation_id === answer.reservation_id ? { ...each, checked_in: answer.checked_in, checked_in_at: answer.checked_in_at } : each)),
          },
        { revalidate: false },
      );
      void summary.mutate();
    } catch (error) {
      setProblem(failureText(error, t));
    } finally {
      setPending(null);
    }
  };

  const exportSheet = async () => {
    if (!guests.data || !date) return;
    setExporting(true);
    setProblem(null);
    try {
      await exportXlsx(guests.data.guests, guestSheetColumns(t), guestSheetFileName(`${activity.name} ${option.name}`, date), { sheetName: date });
    } catch (error) {
      setProblem(failureText(error, t));
    } finally {
      setExporting(false);
    }
  };

  const dateField = (
    <Box maxW="xs" _print={{ display: 'none' }}>
      <FormField name="date" label={t('supplier.calendar.guests.date')} required>
        <Input type="date" value={dateParam} onChange={(event) => pickDate(event.target.value)} />
      </FormField>
    </Box>
  );

  let body;
  if (!date) {
    body = <EmptyState title={t('supplier.calendar.guests.chooseDate')} description={t('supplier.calendar.guests.chooseDateHint')} />;
  } else if ((guests.error && !guests.data) || (summary.error && !summary.data)) {
    const retry = () => {
      void guests.mutate();
      void summary.mutate();
    };
    body = <ErrorPanel message={failureText(guests.error ?? summary.error, t) ?? t('errors.somethingWentWrong')} onRetry={retry} />;
  } else if (!guests.data || !summary.data) {
    body = <LoadingState label={t('supplier.calendar.guests.loading')} />;
  } else {
    const totals = summary.data;
    const list = guests.data;
    body = (
      <Stack gap="5">
        <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr 1fr', md: 'repeat(3, auto)' }} justifyContent="start" columnGap="10" rowGap="2" aria-label={t('supplier.calendar.guests.totals')}>
          <Total label={t('supplier.calendar.guests.totalBookings')} value={String(totals.bookings)} />
          <Total label={t('supplier.calendar.guests.totalPersons')} value={String(totals.persons)} />
          <Total
            label={t('supplier.calendar.guests.totalCheckedIn')}
            value={t('supplier.calendar.guests.checkedInOf', {
              bookings: totals.checked_in_bookings,
              allBookings: totals.bookings,
              persons: totals.checked_in_persons,
              allPersons: totals.persons,
            })}
          />
        </chakra.dl>
        {list.guests.length === 0 ? (
          <EmptyState title={t('supplier.calendar.guests.empty')} description={t('supplier.calendar.guests.emptyHint')} />
        ) : (
          byDeparture(list.guests).map((group) => (
            <DepartureGuests key={group.slotId} time={group.time} guests={group.guests} timeZone={list.time_zone} pending={pending} onToggle={(guest) => void toggle(guest)} />
          ))
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="5">
      <Flex gap="4" wrap="wrap" align="end" justify="space-between">
        {dateField}
        <HStack gap="2" _print={{ display: 'none' }}>
          <Button variant="outline" size="sm" onClick={() => void exportSheet()} loading={exporting} disabled={!guests.data || guests.data.guests.length === 0}>
            {t('supplier.calendar.guests.export')}
          </Button>
          <Button variant="outline" size="sm" onClick={() => window.print()}>
            {t('supplier.calendar.guests.print')}
          </Button>
        </HStack>
      </Flex>
      {date ? (
        <Heading as="h2" size="lg">
          {formatDisplayDate(date, { locale })}
        </Heading>
      ) : null}
      {slot !== null && date ? (
        <Text fontSize="sm" _print={{ display: 'none' }}>
          {t('supplier.calendar.guests.oneDeparture')}{' '}
          <Link asChild colorPalette="brand">
            <RouterLink to={calendarHref.guestList(lang, tourId, option.id, { date })} replace>
              {t('supplier.calendar.guests.allDepartures')}
            </RouterLink>
          </Link>
        </Text>
      ) : null}
      <VoucherScan
        guestName={(id) => guests.data?.guests.find((guest) => guest.reservation_id === id)?.guest_name}
        onCheckedIn={() => {
          void guests.mutate();
          void summary.mutate();
        }}
      />
      {problem ? (
        <Alert.Root status="error" role="alert" alignItems="start">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{problem}</Alert.Description>
          </Alert.Content>
          <CloseButton size="sm" aria-label={t('common.close')} onClick={() => setProblem(null)} />
        </Alert.Root>
      ) : null}
      {body}
    </Stack>
  );
}

function Total({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontSize="xl" fontWeight="semibold" m="0">
        {value}
      </Text>
    </Box>
  );
}

/** The guests by departure, in the API's order (start time, then name). */
function byDeparture(guests: readonly Guest[]): { slotId: number; time: string; guests: Guest[] }[] {
  const groups = new Map<number, { slotId: number; time: string; guests: Guest[] }>();
  for (const guest of guests) {
    const group = groups.get(guest.slot_id) ?? { slotId: guest.slot_id, time: guest.start_time, guests: [] };
    group.guests.push(guest);
    groups.set(guest.slot_id, group);
  }
  return [...groups.values()];
}

interface DepartureGuestsProps {
  time: string;
  guests: Guest[];
  timeZone: string;
  pending: number | null;
  onToggle: (guest: Guest) => void;
}

function DepartureGuests({ time, guests, timeZone, pending, onToggle }: DepartureGuestsProps) {
  const t = useT();
  const persons = guests.reduce((sum, guest) => sum + guest.persons, 0);
  const titleId = `guests-${time.replace(':', '')}`;
  return (
    <Stack as="section" aria-labelledby={titleId} gap="2" css={{ breakInside: 'avoid' }}>
      <HStack gap="3" align="baseline">
        <Heading as="h3" size="md" id={titleId}>
          {t('supplier.calendar.guests.departureTitle', { time })}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('supplier.calendar.guests.departureTotals', { bookings: guests.length, persons })}
        </Text>
      </HStack>
      <Box overflowX="auto" borderWidth="1px" borderRadius="l2">
        <Table.Root size="sm" aria-labelledby={titleId}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('supplier.calendar.guests.column.guest')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('supplier.calendar.guests.column.bookingNumber')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('supplier.calendar.guests.column.tickets')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('supplier.calendar.guests.column.persons')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('supplier.calendar.guests.column.phone')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('supplier.calendar.guests.column.email')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('supplier.calendar.guests.column.comments')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('supplier.calendar.guests.column.checkedIn')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {guests.map((guest) => (
              <Table.Row key={guest.reservation_id}>
                <Table.Cell fontWeight="medium">{guest.guest_name}</Table.Cell>
                <Table.Cell fontFamily="mono">{guest.booking_number}</Table.Cell>
                <Table.Cell>{ticketsText(guest.tickets)}</Table.Cell>
                <Table.Cell textAlign="end">{guest.persons}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{guest.phone ? <Link href={`tel:${guest.phone.replace(/\s+/g, '')}`}>{guest.phone}</Link> : '—'}</Table.Cell>
                <Table.Cell>{guest.email ? <Link href={`mailto:${guest.email}`}>{guest.email}</Link> : '—'}</Table.Cell>
                <Table.Cell whiteSpace="pre-line">{guest.comments || '—'}</Table.Cell>
                <Table.Cell>
                  <Stack gap="0.5" align="start">
                    <Button
                      size="xs"
                      variant={guest.checked_in ? 'solid' : 'outline'}
                      colorPalette={guest.checked_in ? 'green' : 'gray'}
                      aria-pressed={guest.checked_in}
                      aria-label={t('supplier.calendar.guests.checkInGuest', { name: guest.guest_name })}
                      loading={pending === guest.reservation_id}
                      disabled={pending !== null}
                      onClick={() => onToggle(guest)}
                    >
                      {t(guest.checked_in ? 'supplier.calendar.guests.checkedIn' : 'supplier.calendar.guests.checkIn')}
                    </Button>
                    {guest.checked_in && guest.checked_in_at ? (
                      <Text fontSize="xs" color="fg.muted">
                        {t('supplier.calendar.guests.checkedInAt', { time: DateTime.fromISO(guest.checked_in_at, { zone: timeZone || 'UTC' }).toFormat('HH:mm') })}
                      </Text>
                    ) : null}
                  </Stack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}
