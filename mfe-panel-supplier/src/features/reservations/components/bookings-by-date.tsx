import { DateTime } from 'luxon';
import { useState } from 'react';
import { DEFAULT_LOCALE } from 'shared-contracts/constants';
import { formatDisplayDate } from 'shared-contracts/dates';
import { BOOKING_VIEW_MAX_DAYS } from 'shared-contracts/panel-reservations';
import { useMoney, useT } from 'shared-runtime/session';
import { EmptyState, ErrorPanel, LoadingState, Stack, Text } from 'shared-ui';
import { DateRangePicker, isValidDateRange, Table, type DateRange } from 'shared-ui/panel-kit';
import { useParams } from 'shared-ui/router';
import { failureText } from '../../../lib/failure';
import { useBookingsByDate } from '../api/bookings-by-date';

const DEFAULT_DAYS = 14;

function withinLimit(range: DateRange): boolean {
  if (!isValidDateRange(range) || !range.start || !range.end) return false;
  const days = DateTime.fromISO(range.end, { zone: 'utc' }).diff(DateTime.fromISO(range.start, { zone: 'utc' }), 'days').days;
  return days >= 0 && days < BOOKING_VIEW_MAX_DAYS;
}

/**
 * The confirmed bookings by service date (ADR 0016): per day the bookings, guests and takings, and the activities'
 * departures of that day. Starts at today for two weeks; a range is at most 92 days.
 */
export function BookingsByDate() {
  const t = useT();
  const formatMoney = useMoney();
  const { lang = DEFAULT_LOCALE } = useParams();
  const today = DateTime.now().toISODate()!;
  const [range, setRange] = useState<DateRange>({ start: today, end: DateTime.now().plus({ days: DEFAULT_DAYS - 1 }).toISODate()! });
  const valid = withinLimit(range);
  const found = useBookingsByDate(valid ? { date_from: range.start, date_to: range.end } : null);

  const departuresOf = (date: string) => found.data?.departures.find((day) => day.date === date)?.departures ?? [];
  return (
    <Stack gap="4">
      <DateRangePicker label={t('supplier.reservations.byDate.range')} value={range} onChange={setRange} />
      {!valid ? (
        <Text color="fg.error" role="alert">
          {t('validation.dateRangeTooLong')}
        </Text>
      ) : found.error ? (
        <ErrorPanel message={failureText(found.error, t) ?? t('errors.somethingWentWrong')} onRetry={() => void found.mutate()} />
      ) : !found.data ? (
        <LoadingState label={t('supplier.reservations.byDate.loading')} />
      ) : found.data.days.length === 0 ? (
        <EmptyState title={t('supplier.reservations.byDate.empty')} description={t('supplier.reservations.byDate.emptyHint')} />
      ) : (
        <Table.Root size="sm" aria-label={t('supplier.reservations.byDate.tableLabel')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('supplier.reservations.byDate.date')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('supplier.reservations.byDate.bookings')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('supplier.reservations.byDate.guests')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('supplier.reservations.byDate.takings')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('supplier.reservations.byDate.departures')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {found.data.days.map((day) => (
              <Table.Row key={day.date}>
                <Table.Cell>{formatDisplayDate(day.date, { locale: lang })}</Table.Cell>
                <Table.Cell textAlign="end">{day.bookings}</Table.Cell>
                <Table.Cell textAlign="end">{day.guests}</Table.Cell>
                <Table.Cell textAlign="end">{day.revenue.map((amount) => formatMoney(amount)).join(' · ')}</Table.Cell>
                <Table.Cell>
                  <Stack as="ul" gap="0.5" listStyleType="none">
                    {departuresOf(day.date).map((departure) => (
                      <li key={`${departure.service.id}-${departure.start_time}`}>
                        {t('supplier.reservations.byDate.departure', {
                          time: departure.start_time,
                          name: departure.service.name,
                          bookings: departure.bookings,
                          guests: departure.guests,
                        })}
                      </li>
                    ))}
                  </Stack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Stack>
  );
}
