import { useLocale, useT } from 'shared-runtime/session';
import { EmptyState, ErrorPanel, Heading, Link, LoadingState, Stack } from 'shared-ui';
import { Link as RouterLink } from 'shared-ui/router';
import { CustomerPage } from '../../../components/customer-page';
import { hrefs, PAGES } from '../../../app/paths';
import { groupByMonth, monthHeading } from '../../../lib/booking-dates';
import { failureOf } from '../../../lib/failure';
import { useReservationList } from '../api/get-reservation-list';
import { BookingCard } from './booking-card';

/** customer-reservation/booking: the customer's bookings by start month, newest month first (spec 001 §2). */
export function BookingsPage() {
  const t = useT();
  const [lang] = useLocale();
  const list = useReservationList();

  let body: React.ReactNode;
  if (list.error) {
    const failure = failureOf(list.error, t('errors.somethingWentWrong'));
    // A 401 has already sent the customer to the login (the HTTP client); nothing to show here then.
    body = failure.handled ? null : <ErrorPanel message={failure.message} onRetry={() => void list.mutate()} />;
  } else if (!list.data) {
    body = <LoadingState label={t('site.customer.bookings.loading')} />;
  } else if (list.data.length === 0) {
    body = <EmptyState title={t('site.customer.bookings.empty')} description={t('site.customer.bookings.emptyHint')} />;
  } else {
    body = (
      <Stack gap="8">
        {groupByMonth(list.data).map((group) => (
          <Stack as="section" key={group.key} gap="3" aria-labelledby={`month-${group.key}`} data-testid="booking-month">
            <Heading as="h2" size="lg" id={`month-${group.key}`} textTransform="capitalize">
              {monthHeading(group.key, lang)}
            </Heading>
            <Stack as="ul" gap="3" m="0" p="0">
              {group.items.map((item) => (
                <BookingCard key={item.uuid} item={item} />
              ))}
            </Stack>
          </Stack>
        ))}
      </Stack>
    );
  }

  return (
    <CustomerPage
      titleId={PAGES.bookings.titleId}
      actions={
        <Link asChild>
          <RouterLink to={hrefs.logout(lang)}>{t('site.customer.bookings.logout')}</RouterLink>
        </Link>
      }
    >
      {body}
    </CustomerPage>
  );
}
