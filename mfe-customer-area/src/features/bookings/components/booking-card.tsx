import type { BookingListItem } from 'shared-contracts/customer';
import { useLocale, useMoney, useT } from 'shared-runtime/session';
import { Box, Heading, HStack, Link, Stack, Text } from 'shared-ui';
import { Link as RouterLink } from 'shared-ui/router';
import { StatusBadge } from '../../../components/status-badge';
import { hrefs } from '../../../app/paths';
import { bookingDatesText } from '../../../lib/booking-dates';
import { cancellationColor, isCancelled, renderCancellation } from '../../../lib/cancellation';
import { guestCounts, guestText } from '../../../lib/guests';

/** Where a booking's details are: a package by its payment uuid then its own uuid (the API's order). */
export function bookingHref(lang: string, item: Pick<BookingListItem, 'service_type' | 'payment_id' | 'uuid'>): string {
  return item.service_type === 'packages' ? hrefs.packageBooking(lang, item.payment_id, item.uuid) : hrefs.booking(lang, item.uuid);
}

/** One booking of the list: name (the link to its details), status, dates, guests, price, cancellation terms. */
export function BookingCard({ item }: { item: BookingListItem }) {
  const t = useT();
  const [lang] = useLocale();
  const formatMoney = useMoney();
  const name = item.package_name ?? item.service_name;
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderRadius="l3" p="4" data-testid="booking-item">
      <Stack gap="1">
        <HStack justify="space-between" align="start" gap="3">
          {/* The link carries the name and the booking number, the two things a customer recognises a booking by. */}
          <Link asChild display="block" color="fg" _hover={{ textDecoration: 'underline' }}>
            <RouterLink to={bookingHref(lang, item)}>
              <Heading as="h3" size="md">
                {name}
              </Heading>
              {item.booking_number ? (
                <Text as="span" display="block" fontSize="sm" color="fg.muted">
                  {t('site.customer.bookings.number', { number: item.booking_number })}
                </Text>
              ) : null}
            </RouterLink>
          </Link>
          <StatusBadge status={item.status} />
        </HStack>
        <Text>{bookingDatesText(t, item, lang)}</Text>
        <Text color="fg.muted">{guestText(t, guestCounts(item))}</Text>
        <HStack justify="space-between" gap="3" wrap="wrap">
          {isCancelled(item.status) ? (
            <span />
          ) : (
            <Text color={cancellationColor(item.refund_percentage)} fontSize="sm">
              {renderCancellation(t, item.refund_percentage, item.cancellation_time)}
            </Text>
          )}
          <Text fontWeight="semibold">{formatMoney(item.price)}</Text>
        </HStack>
      </Stack>
    </Box>
  );
}
