/**
 * Pieces both detail pages use: the page frame with its loading, error and not-found states, the back link, and
 * the header of a booking with its cancel outcome and button.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { CancellationRecord } from 'shared-contracts/customer';
import type { MessageId } from 'shared-runtime/i18n';
import type { Money } from 'shared-contracts/site-content';
import { useLocale, useMoney, useT } from 'shared-runtime/session';
import { Box, Button, EmptyState, ErrorPanel, Heading, HStack, Link, LoadingState, Stack, Text } from 'shared-ui';
import { Link as RouterLink } from 'shared-ui/router';
import { CustomerPage } from '../../../components/customer-page';
import { DetailSection } from '../../../components/detail-section';
import { StatusBadge } from '../../../components/status-badge';
import { hrefs } from '../../../app/paths';
import { bookingDate } from '../../../lib/booking-dates';
import { failureOf } from '../../../lib/failure';
import { formatPhone } from '../../../lib/phone';
import type { CancelOutcome } from './cancel-booking';
import { CancellationOutcome } from './cancellation-outcome';

/**
 * The cancel button and its dialog load with the detail page, not with the area: the dialog needs the panel
 * overlays (shared-ui/panel, about 60 KB gzip) that the login link's landing, the list, never uses.
 */
const CancelBooking = lazy(() => import('./cancel-booking').then((m) => ({ default: m.CancelBooking })));

/** While the dialog's code loads: the same button, not yet usable, so nothing moves when it arrives. */
function CancelButtonPlaceholder() {
  const t = useT();
  return (
    <Box>
      <Button colorPalette="red" variant="outline" disabled>
        {t('site.customer.cancel.open')}
      </Button>
    </Box>
  );
}

/** What a page keeps of a cancel it made: the answer shows at once, until the re-fetched booking says the same. */
export interface CancelState {
  outcome: CancelOutcome | null;
  onCancelled: (answer: CancelOutcome) => void;
}

interface BookingQuery<T> {
  data?: T | undefined;
  error?: unknown;
  mutate: () => Promise<unknown>;
}

/**
 * A detail page: the back link, then "not found" (no valid id, or a 404: someone else's booking looks the same),
 * the error with a retry, the loading state, or the booking as `children` renders it.
 */
export function ReservationDetailFrame<T>({
  titleId,
  found,
  query,
  children,
}: {
  titleId: MessageId;
  /** False when the route's ids cannot name a booking (nothing is asked for then). */
  found: boolean;
  query: BookingQuery<T>;
  children: (booking: T, cancel: CancelState) => ReactNode;
}) {
  const t = useT();
  const [outcome, setOutcome] = useState<CancelOutcome | null>(null);
  const failure = query.error ? failureOf(query.error, t('errors.somethingWentWrong')) : null;
  let body: ReactNode;
  if (!found || failure?.status === 404) body = <ReservationNotFound />;
  else if (failure) body = failure.handled ? null : <ErrorPanel message={failure.message} onRetry={() => void query.mutate()} />;
  else if (!query.data) body = <LoadingState />;
  else {
    body = children(query.data, {
      outcome,
      onCancelled: (answer) => {
        setOutcome(answer);
        void query.mutate();
      },
    });
  }
  return (
    <CustomerPage titleId={titleId}>
      <BackToBookings />
      {body}
    </CustomerPage>
  );
}

interface CancellableBooking {
  uuid: string;
  status: number;
  can_cancel: boolean;
  cancellation: CancellationRecord | null;
}

/** The status and cancellation to show: the cancel answer's while it is newer than the loaded booking. */
export function currentState(booking: CancellableBooking, outcome: CancelOutcome | null) {
  const status = outcome && outcome.uuid === booking.uuid ? outcome.status : booking.status;
  return { status, cancellation: outcome?.cancellation ?? booking.cancellation };
}

/** The booking's header with what its cancellation says, and the cancel button while it can be cancelled. */
export function BookingHeader({ name, bookingNumber, booking, cancel }: { name: string; bookingNumber: string | null; booking: CancellableBooking; cancel: CancelState }) {
  const { status, cancellation } = currentState(booking, cancel.outcome);
  return (
    <ReservationHeader name={name} status={status} bookingNumber={bookingNumber}>
      <CancellationOutcome status={status} cancellation={cancellation} />
      {booking.can_cancel && !cancel.outcome ? (
        <Suspense fallback={<CancelButtonPlaceholder />}>
          <CancelBooking uuid={booking.uuid} onCancelled={cancel.onCancelled} />
        </Suspense>
      ) : null}
    </ReservationHeader>
  );
}

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

/** The payer, booking and supplier sections (spec 001 §2), the same on a single-service and a package booking. */
export function PartySections({
  payer,
  bookingDate: booked,
  total,
  supplier,
}: {
  payer: { name: string; email: string; areaCode: string; phone: string };
  bookingDate: string;
  total: Money;
  supplier: { name: string; email: string | null; phone: string | null };
}) {
  const t = useT();
  const formatMoney = useMoney();
  const none = t('site.customer.row.none');
  return (
    <>
      <DetailSection
        title={t('site.customer.detail.payer')}
        rows={[
          { label: t('site.customer.row.fullName'), value: payer.name || none },
          { label: t('site.customer.row.email'), value: payer.email || none },
          { label: t('site.customer.row.phone'), value: formatPhone(payer.areaCode, payer.phone) || none },
        ]}
      />
      <DetailSection
        title={t('site.customer.detail.booking')}
        rows={[
          { label: t('site.customer.row.bookingDate'), value: bookingDate(booked) || none },
          { label: t('site.customer.row.totalPrice'), value: formatMoney(total) },
        ]}
      />
      <DetailSection
        title={t('site.customer.detail.supplier')}
        rows={[
          { label: t('site.customer.row.supplierName'), value: supplier.name || none },
          { label: t('site.customer.row.email'), value: supplier.email || none },
          { label: t('site.customer.row.phone'), value: supplier.phone || none },
        ]}
      />
    </>
  );
}
