/** Pieces both detail pages use: the not-found state, the back link, the header of a reservation. */
import type { ReactNode } from 'react';
import { useLocale, useT } from 'shared-contracts/session';
import { EmptyState, Heading, HStack, Link, Stack, Text } from 'shared-ui';
import { Link as RouterLink } from 'shared-ui/router';
import { StatusBadge } from '../../../components/status-badge';
import { hrefs } from '../../../app/paths';

export function BackToBookings() {
  const t = useT();
  const [lang] = useLocale();
  return (
    <Link asChild alignSelf="start">
      <RouterLink to={hrefs.bookings(lang)}>{t('site.customer.bookings.backToList')}</RouterLink>
    </Link>
  );
}

export function ReservationNotFound() {
  const t = useT();
  return <EmptyState title={t('site.customer.detail.notFoundTitle')} description={t('site.customer.detail.notFound')} action={<BackToBookings />} />;
}

export function ReservationHeader({ name, status, bookingNumber, children }: { name: string; status: number; bookingNumber: string | null; children?: ReactNode }) {
  const t = useT();
  return (
    <Stack gap="2">
      <HStack gap="3" wrap="wrap">
        <Heading as="h2" size="xl">
          {name}
        </Heading>
        <StatusBadge status={status} />
      </HStack>
      {bookingNumber ? <Text color="fg.muted">{t('site.customer.bookings.number', { number: bookingNumber })}</Text> : null}
      {children}
    </Stack>
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A route id that cannot be a reservation is not asked for: it is simply not found. */
export function asUuid(value: string | undefined): string | null {
  return value && UUID.test(value) ? value : null;
}
