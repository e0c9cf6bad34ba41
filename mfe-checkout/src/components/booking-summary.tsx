/** What one payment bought: status, bookings with their numbers, dates, guests and prices, total and payer. */
import type { ThanksData } from 'shared-contracts/booking';
import { formatDisplayDate } from 'shared-contracts/dates';
import { useLocale, useMoney, useT } from 'shared-runtime/session';
import { Badge, Box, HStack, Heading, List, Separator, Spinner, Stack, Text } from 'shared-ui';
import type { ThanksState } from '../hooks/use-thanks';
import type { BookingStatus } from '../lib/get-thanks';
import { guestText } from '../lib/guests';

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const t = useT();
  const text = status === 'confirmed' ? t('site.checkout.thanks.confirmed') : status === 'failed' ? t('site.checkout.thanks.failed') : t('site.checkout.thanks.pending');
  return (
    <HStack gap="2" data-testid="booking-status">
      <Text>{t('site.checkout.thanks.status')}:</Text>
      <Badge size="lg" colorPalette={status === 'confirmed' ? 'green' : status === 'failed' ? 'red' : 'gray'}>
        {text}
      </Badge>
    </HStack>
  );
}

/**
 * A payment's outcome as the thank-you dialog and the booking-details page show it: the status, a progress line
 * while it is still being checked, what to expect when checking gave up or some booking failed, and the summary.
 */
export function BookingOutcome({ state, detailed = false }: { state: Extract<ThanksState, { kind: 'ready' }>; detailed?: boolean }) {
  const t = useT();
  return (
    <Stack gap={detailed ? '4' : '3'}>
      <BookingStatusBadge status={state.status} />
      {state.status === 'pending' && !state.gaveUp ? (
        <HStack role="status" gap="2">
          <Spinner size="sm" />
          <Text>{t('site.checkout.thanks.checking')}</Text>
        </HStack>
      ) : null}
      {state.gaveUp ? <Text role="status">{t('site.checkout.thanks.stillPending')}</Text> : null}
      {state.status === 'failed' ? <Text role="alert">{t('site.checkout.thanks.failedHelp')}</Text> : null}
      <BookingSummary data={state.data} detailed={detailed} />
    </Stack>
  );
}

export function BookingSummary({ data, detailed = false }: { data: ThanksData; detailed?: boolean }) {
  const t = useT();
  const [locale] = useLocale();
  const formatMoney = useMoney();
  const date = (value: string | null) => (value ? formatDisplayDate(value, { locale }) : '');
  const { reservations, reserved_package: packages, total_price: total } = data.cart_reservations;
  const payer = data.payment_info.payer;
  return (
    <Stack gap="3">
      {detailed ? <Heading as="h2" size="md">{t('site.checkout.details.bookings')}</Heading> : null}
      <List.Root as="ul" listStyleType="none" gap="3" ms="0">
        {reservations.map((r) => (
          <List.Item key={r.id}>
            <Box borderWidth="1px" borderRadius="md" p="3">
              <Text fontWeight="semibold">{r.service_name}</Text>
              {r.booking_number ? <Text>{t('site.checkout.thanks.bookingNumber', { number: r.booking_number })}</Text> : null}
              {detailed ? (
                <>
                  {r.end_date ? (
                    <Text>{t('site.checkout.item.stay', { checkIn: date(r.start_date), checkOut: date(r.end_date) })}</Text>
                  ) : r.start_date ? (
                    <Text>{t('site.checkout.item.date', { date: date(r.start_date) })}</Text>
                  ) : null}
                  {r.start_time ? <Text>{t('site.checkout.item.time', { time: r.start_time })}</Text> : null}
                  <Text>{guestText(t, r.adults, r.children)}</Text>
                  <Text>{formatMoney(r.price)}</Text>
                </>
              ) : null}
            </Box>
          </List.Item>
        ))}
        {packages.map((p) => (
          <List.Item key={p.id}>
            <Box borderWidth="1px" borderRadius="md" p="3">
              <Text fontWeight="semibold">{p.name}</Text>
              {p.booking_number ? <Text>{t('site.checkout.thanks.bookingNumber', { number: p.booking_number })}</Text> : null}
              {detailed ? (
                <>
                  {p.start_date ? <Text>{t('site.checkout.item.starts', { date: date(p.start_date) })}</Text> : null}
                  <Text>{guestText(t, p.adults, p.children)}</Text>
                  <Text>{formatMoney(p.price)}</Text>
                </>
              ) : null}
            </Box>
          </List.Item>
        ))}
      </List.Root>
      {detailed ? (
        <>
          <Separator />
          <HStack justify="space-between">
            <Text fontWeight="semibold">{t('site.checkout.details.total')}</Text>
            <Text fontWeight="semibold">{formatMoney(total)}</Text>
          </HStack>
          {payer ? (
            <Stack gap="0">
              <Text fontWeight="semibold">{t('site.checkout.details.payer')}</Text>
              <Text>{`${payer.first_name} ${payer.last_name}`}</Text>
              <Text>{payer.email}</Text>
            </Stack>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
