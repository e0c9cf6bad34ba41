import { useEffect, useRef } from 'react';
import type { CalendarSlot, DayBooking } from 'shared-contracts/activity-calendar';
import { formatDisplayDate } from 'shared-contracts/dates';
import { useLocale, useT } from 'shared-runtime/session';
import { Badge, Box, Button, CloseButton, ErrorPanel, Flex, Heading, HStack, Link, LoadingState, Stack, Text } from 'shared-ui';
import { Table } from 'shared-ui/panel-kit';
import { Link as RouterLink } from 'shared-ui/router';
import { failureText } from '../../../lib/failure';
import { useDayBookings } from '../api/get-day-bookings';
import { calendarHref } from '../lib/hrefs';
import { SaleBadge, Seats } from './seats';

export interface DayPanelProps {
  lang: string;
  date: string;
  /** null: every activity; the day's departures then come from the month read, without their bookings. */
  tourId: number | null;
  optionId: number | null;
  /** The day's departures as the month read has them. */
  departures: readonly CalendarSlot[];
  onClose: () => void;
}

/** One option's departures of the day, with or without their bookings. */
interface OptionGroup {
  key: string;
  tourId: number;
  optionId: number;
  name: string;
  departures: (CalendarSlot & { bookings?: DayBooking[] })[];
}

/**
 * One day of the calendar: per option its departures, their seats and (for one activity) their bookings, with the
 * way to change the option's allotments and to each departure's guest list. Focus moves to its heading on opening.
 */
export function DayPanel({ lang, date, tourId, optionId, departures, onClose }: DayPanelProps) {
  const t = useT();
  const [locale] = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  const day = useDayBookings(tourId, { date, ...(optionId === null ? {} : { option_id: optionId }) });
  useEffect(() => heading.current?.focus(), [date]);

  let body;
  if (tourId !== null && day.error && !day.data) {
    body = <ErrorPanel message={failureText(day.error, t) ?? t('errors.somethingWentWrong')} onRetry={() => void day.mutate()} />;
  } else if (tourId !== null && !day.data) {
    body = <LoadingState label={t('supplier.calendar.day.loading')} />;
  } else {
    const groups: OptionGroup[] = day.data
      ? day.data.options
          .filter((option) => option.departures.length > 0)
          .map((option) => ({ key: String(option.id), tourId: day.data!.tour_id, optionId: option.id, name: option.name, departures: option.departures }))
      : byOption(departures);
    body =
      groups.length === 0 ? (
        <Text color="fg.muted">{t('supplier.calendar.day.empty')}</Text>
      ) : (
        <Stack gap="5">
          {tourId === null ? <Text color="fg.muted">{t('supplier.calendar.day.chooseActivity')}</Text> : null}
          {groups.map((group) => (
            <OptionDay key={group.key} lang={lang} date={date} group={group} withBookings={tourId !== null} />
          ))}
        </Stack>
      );
  }

  return (
    <Stack as="section" aria-labelledby="calendar-day-title" gap="4" borderWidth="1px" borderRadius="l3" p="4">
      <Flex justify="space-between" align="start" gap="3">
        <Heading as="h2" size="lg" id="calendar-day-title" ref={heading} tabIndex={-1}>
          {formatDisplayDate(date, { locale })}
        </Heading>
        <CloseButton size="sm" aria-label={t('supplier.calendar.day.close')} onClick={onClose} />
      </Flex>
      {body}
    </Stack>
  );
}

/** The month read's departures of the day, grouped by activity and option in the order they came. */
function byOption(departures: readonly CalendarSlot[]): OptionGroup[] {
  const groups = new Map<string, OptionGroup>();
  for (const departure of departures) {
    const key = `${departure.tour_id}-${departure.option_id}`;
    const group = groups.get(key) ?? { key, tourId: departure.tour_id, optionId: departure.option_id, name: `${departure.tour_name} · ${departure.option_name}`, departures: [] };
    group.departures.push(departure);
    groups.set(key, group);
  }
  return [...groups.values()];
}

function OptionDay({ lang, date, group, withBookings }: { lang: string; date: string; group: OptionGroup; withBookings: boolean }) {
  const t = useT();
  return (
    <Stack as="section" aria-label={group.name} gap="3">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h3" size="md">
          {group.name}
        </Heading>
        <Button asChild size="xs" variant="outline" colorPalette="brand">
          <RouterLink to={calendarHref.changeAllotments(lang, group.tourId, group.optionId, { date })} aria-label={t('supplier.calendar.day.changeAllotmentsOf', { name: group.name })}>
            {t('supplier.calendar.day.changeAllotments')}
          </RouterLink>
        </Button>
      </Flex>
      <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
        {group.departures.map((departure) => (
          <Stack as="li" key={departure.id} gap="2" borderTopWidth="1px" pt="2">
            <Flex justify="space-between" align="center" gap="3" wrap="wrap">
              <HStack gap="3" wrap="wrap">
                <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
                  {departure.start_time}
                </Text>
                <SaleBadge status={departure.status} />
                <Seats seats={departure} size="sm" />
              </HStack>
              <Link asChild colorPalette="brand" fontSize="sm">
                <RouterLink
                  to={calendarHref.guestList(lang, group.tourId, group.optionId, { date, slot: departure.id })}
                  aria-label={t('supplier.calendar.day.guestListOf', { time: departure.start_time, name: group.name })}
                >
                  {t('supplier.calendar.day.guestList')}
                </RouterLink>
              </Link>
            </Flex>
            {withBookings && departure.bookings ? <Bookings bookings={departure.bookings} time={departure.start_time} /> : null}
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}

function Bookings({ bookings, time }: { bookings: DayBooking[]; time: string }) {
  const t = useT();
  if (bookings.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {t('supplier.calendar.day.noBookings')}
      </Text>
    );
  }
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" aria-label={t('supplier.calendar.day.bookingsAt', { time })}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('supplier.calendar.guests.column.guest')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('supplier.calendar.guests.column.bookingNumber')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('supplier.calendar.guests.column.persons')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('supplier.calendar.guests.column.checkedIn')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {bookings.map((booking) => (
            <Table.Row key={booking.reservation_id}>
              <Table.Cell>{booking.guest_name}</Table.Cell>
              <Table.Cell fontFamily="mono">{booking.booking_number}</Table.Cell>
              <Table.Cell textAlign="end">{booking.persons}</Table.Cell>
              <Table.Cell>
                {booking.checked_in ? <Badge colorPalette="green">{t('supplier.calendar.guests.checkedIn')}</Badge> : <Text color="fg.muted">{t('supplier.calendar.guests.no')}</Text>}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
