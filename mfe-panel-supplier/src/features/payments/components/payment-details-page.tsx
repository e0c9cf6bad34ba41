import type { ReactNode } from 'react';
import { DEFAULT_LOCALE } from 'shared-contracts/constants';
import { formatBookingDate } from 'shared-contracts/dates';
import { hrefFor } from 'shared-contracts/manifests';
import type { PaymentDetails } from 'shared-contracts/panel-payments';
import { useCataloguePart, useMoney, usePageMeta, useT } from 'shared-runtime/session';
import { Box, EmptyState, ErrorPanel, Heading, HStack, Link, LoadingState, Stack, Text } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { Link as RouterLink, useParams } from 'shared-ui/router';
import { PAYMENTS_PART } from '../../../lib/catalogue';
import { failureStatus, failureText } from '../../../lib/failure';
import { usePayment } from '../api/payments';
import { PaymentStatusBadge } from './payments-page';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} borderWidth="1px" borderRadius="l3" p="4">
      <Heading as="h2" size="md" id={id} mb="3">
        {title}
      </Heading>
      <Stack gap="2">{children}</Stack>
    </Box>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <HStack gap="3" align="start">
      <Text minW="40" color="fg.muted">
        {label}
      </Text>
      <Box>{children}</Box>
    </HStack>
  );
}

/**
 * npanel/payments/{paymentUuid} (spec 002 §7.15): one payment the caller sees, with the provider and its intent id,
 * the provider's events, the refunds and the reservations it paid (each opens its booking).
 */
export function PaymentDetailsPage({ breadcrumbs }: AreaPageProps) {
  const t = useT();
  const formatMoney = useMoney();
  useCataloguePart(PAYMENTS_PART);
  const { lang = DEFAULT_LOCALE, paymentUuid } = useParams();
  const found = usePayment(paymentUuid);
  const data = found.data;
  const heading = data ? t('supplier.payments.details.heading', { amount: formatMoney(data.amount) }) : t('supplier.payments.tableLabel');
  usePageMeta({ title: 'areas.supplier.paymentDetails', breadcrumbs: [...breadcrumbs, { label: heading }] });

  const back = (
    <Link asChild>
      <RouterLink to={hrefFor('supplier.payments.list', { lang })}>{t('supplier.payments.details.back')}</RouterLink>
    </Link>
  );
  if (found.error) {
    if (failureStatus(found.error) === 404) return <EmptyState title={t('supplier.payments.details.notFound')} action={back} />;
    return <ErrorPanel message={failureText(found.error, t) ?? t('errors.somethingWentWrong')} onRetry={() => void found.mutate()} />;
  }
  if (!data) return <LoadingState label={t('supplier.payments.details.loading')} />;
  return (
    <Stack gap="5">
      {back}
      <HStack gap="3" wrap="wrap">
        <Heading as="h1" size="xl">
          {heading}
        </Heading>
        <PaymentStatusBadge status={data.status} />
      </HStack>
      <Details data={data} lang={lang} />
    </Stack>
  );
}

function Details({ data, lang }: { data: PaymentDetails; lang: string }) {
  const t = useT();
  const formatMoney = useMoney();
  const none = t('supplier.payments.details.none');
  return (
    <Stack gap="4">
      <Section id="payment-summary" title={t('supplier.payments.details.summary')}>
        <Field label={t('supplier.payments.column.method')}>{data.method}</Field>
        <Field label={t('supplier.payments.details.provider')}>{data.provider ?? none}</Field>
        <Field label={t('supplier.payments.details.intent')}>{data.provider_ref ?? none}</Field>
        <Field label={t('supplier.payments.column.payer')}>{data.payer ? `${data.payer.name} <${data.payer.email}>` : none}</Field>
        <Field label={t('supplier.payments.column.created')}>{formatBookingDate(data.created_at)}</Field>
        <Field label={t('supplier.payments.details.paidAt')}>{data.paid_at ? formatBookingDate(data.paid_at) : none}</Field>
        {data.failure_code ? <Field label={t('supplier.payments.details.failure')}>{data.failure_code}</Field> : null}
        <Field label={t('supplier.payments.column.refunded')}>{formatMoney(data.refunded)}</Field>
      </Section>
      <Section id="payment-events" title={t('supplier.payments.details.events')}>
        {data.events.length === 0 ? (
          <Text color="fg.muted">{t('supplier.payments.details.noEvents')}</Text>
        ) : (
          <Box as="ol" ps="5" listStyleType="decimal">
            {data.events.map((event) => (
              <li key={event.id}>
                <time dateTime={event.received_at}>{formatBookingDate(event.received_at)}</time> {event.type}
                {event.rejected_reason ? ` (${t('supplier.payments.details.rejected', { reason: event.rejected_reason })})` : ''}
              </li>
            ))}
          </Box>
        )}
      </Section>
      <Section id="payment-refunds" title={t('supplier.payments.details.refunds')}>
        {data.refunds.length === 0 ? (
          <Text color="fg.muted">{t('supplier.payments.details.noRefunds')}</Text>
        ) : (
          data.refunds.map((refund) => (
            <Field key={`${refund.reservation_id}-${refund.requested_at}`} label={refund.booking_number ?? `#${refund.reservation_id}`}>
              {formatMoney(refund.amount)} · {refund.status}
              {refund.provider_refund_id ? ` · ${refund.provider_refund_id}` : ''}
            </Field>
          ))
        )}
      </Section>
      <Section id="payment-reservations" title={t('supplier.payments.details.reservations')}>
        {data.reservations.map((reservation) => (
          <Field key={reservation.id} label={reservation.booking_number ?? `#${reservation.id}`}>
            <Link asChild>
              <RouterLink to={hrefFor('supplier.reservations.details', { lang, reservationRef: reservation.ref })}>{reservation.service.name}</RouterLink>
            </Link>{' '}
            · {formatMoney(reservation.price)}
          </Field>
        ))}
      </Section>
    </Stack>
  );
}
