import { DEFAULT_LOCALE } from 'shared-contracts/constants';
import { formatBookingDate } from 'shared-contracts/dates';
import { hrefFor } from 'shared-contracts/manifests';
import type { PaymentDetails } from 'shared-contracts/panel-payments';
import { useCataloguePart, useMoney, usePageMeta, useT } from 'shared-runtime/session';
import { Box, Link, Stack, Text } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { DetailsField as Field, DetailsFrame, DetailsSection as Section } from 'shared-ui/panel-kit';
import { Link as RouterLink, useParams } from 'shared-ui/router';
import { PAYMENTS_PART } from '../../../lib/catalogue';
import { failureText } from '../../../lib/failure';
import { usePayment } from '../api/payments';
import { PaymentStatusBadge } from './payments-page';

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

  return (
    <DetailsFrame
      record={found}
      back={{ to: hrefFor('supplier.payments.list', { lang }), label: t('supplier.payments.details.back') }}
      heading={heading}
      badge={(payment) => <PaymentStatusBadge status={payment.status} />}
      loadingLabel={t('supplier.payments.details.loading')}
      errorText={(error) => failureText(error, t) ?? t('errors.somethingWentWrong')}
      notFound={{ title: t('supplier.payments.details.notFound') }}
    >
      {(payment) => <Details data={payment} lang={lang} />}
    </DetailsFrame>
  );
}

function Details({ data, lang }: { data: PaymentDetails; lang: string }) {
  const t = useT();
  const formatMoney = useMoney();
  const none = t('supplier.payments.details.none');
  return (
    <Stack gap="4">
      <Section title={t('supplier.payments.details.summary')}>
        <Field label={t('supplier.payments.column.method')}>{data.method}</Field>
        <Field label={t('supplier.payments.details.provider')}>{data.provider ?? none}</Field>
        <Field label={t('supplier.payments.details.intent')}>{data.provider_ref ?? none}</Field>
        <Field label={t('supplier.payments.column.payer')}>{data.payer ? `${data.payer.name} <${data.payer.email}>` : none}</Field>
        <Field label={t('supplier.payments.column.created')}>{formatBookingDate(data.created_at)}</Field>
        <Field label={t('supplier.payments.details.paidAt')}>{data.paid_at ? formatBookingDate(data.paid_at) : none}</Field>
        {data.failure_code ? <Field label={t('supplier.payments.details.failure')}>{data.failure_code}</Field> : null}
        <Field label={t('supplier.payments.column.refunded')}>{formatMoney(data.refunded)}</Field>
      </Section>
      <Section title={t('supplier.payments.details.events')}>
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
      <Section title={t('supplier.payments.details.refunds')}>
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
      <Section title={t('supplier.payments.details.reservations')}>
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
