import { DEFAULT_LOCALE } from 'shared-contracts/constants';
import { formatBookingDate, formatDisplayDate } from 'shared-contracts/dates';
import { hrefFor } from 'shared-contracts/manifests';
import type { MessageId } from 'shared-contracts/messages';
import type { ReservationDetails } from 'shared-contracts/panel-reservations';
import { useCataloguePart, useIntl, useMoney, usePageMeta, useT } from 'shared-runtime/session';
import { HStack, Stack, Text } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { DetailsField as Field, DetailsFrame, DetailsSection as Section } from 'shared-ui/panel-kit';
import { useParams } from 'shared-ui/router';
import { RESERVATIONS_PART } from '../../../lib/catalogue';
import { failureText } from '../../../lib/failure';
import { useReservation } from '../api/reservations';
import { CancelBookingAction } from './cancel-booking-dialog';
import { ChangeDateAction } from './change-date-dialog';
import { methodLabel, StatusBadge } from './reservations-page';
import { ResendConfirmationAction } from './resend-confirmation-dialog';
import { VoucherButton } from './voucher-button';

/**
 * npanel/reservations/{reservationRef} (spec 002 §7.15, issue 14 §1): one booking the caller may see, with its payer,
 * guests and tickets or rooms, price and payment with the provider's events, cancellation policy, comments and
 * timeline. Dates of the service are its local dates; instants show in the service's time zone.
 */
export function ReservationDetailsPage({ breadcrumbs }: AreaPageProps) {
  const t = useT();
  useCataloguePart(RESERVATIONS_PART);
  // npanel/reservations/{ref}, or a package booking's npanel/reservations/{paymentRef}/{packageId}.
  const { lang = DEFAULT_LOCALE, reservationRef, paymentRef, packageId } = useParams();
  const found = useReservation(reservationRef ?? (paymentRef && packageId ? { paymentRef, packageId } : undefined));
  const data = found.data;
  const heading = data ? t('supplier.reservations.details.heading', { number: data.booking_number ?? data.ref }) : t('supplier.reservations.details.booking');
  usePageMeta({ title: 'supplier.reservations.details.booking', breadcrumbs: [...breadcrumbs, { label: heading }] });

  return (
    <DetailsFrame
      record={found}
      back={{ to: hrefFor('supplier.reservations.list', { lang }), label: t('supplier.reservations.details.back') }}
      heading={heading}
      badge={(booking) => <StatusBadge status={booking.status} />}
      loadingLabel={t('supplier.reservations.details.loading')}
      errorText={(error) => failureText(error, t) ?? t('errors.somethingWentWrong')}
      notFound={{ title: t('supplier.reservations.details.notFound'), description: t('supplier.reservations.details.notFoundHint') }}
    >
      {(booking) => (
        <>
          <HStack gap="2" wrap="wrap" role="group" aria-label={t('supplier.reservations.details.actions')}>
            <VoucherButton details={booking} />
            <ChangeDateAction details={booking} />
            <ResendConfirmationAction details={booking} />
            <CancelBookingAction details={booking} />
          </HStack>
          <Details data={booking} lang={lang} />
        </>
      )}
    </DetailsFrame>
  );
}

function Details({ data, lang }: { data: ReservationDetails; lang: string }) {
  const t = useT();
  const intl = useIntl();
  const formatMoney = useMoney();
  const zone = data.time_zone;
  const instant = (iso: string | null) => (iso ? intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }) : '—');
  const day = (date: string | null) => (date ? formatDisplayDate(date, { locale: lang }) : '—');
  const dates = data.end_date && data.end_date !== data.start_date ? `${day(data.start_date)} – ${day(data.end_date)}` : `${day(data.start_date)}${data.start_time ? ` ${data.start_time}` : ''}`;

  return (
    <Stack gap="4">
      <Section title={t('supplier.reservations.details.booking')}>
        <Field label={t('supplier.reservations.details.service')}>
          {data.service.name} ({t(`supplier.reservations.type.${data.service.type}` as MessageId)})
        </Field>
        <Field label={t('supplier.reservations.details.dates')}>{dates}</Field>
        <Field label={t('supplier.reservations.column.guests')}>{t('supplier.reservations.guests', { adults: data.guests.adults, children: data.guests.children })}</Field>
        <Field label={t('supplier.reservations.details.site')}>{data.site.name}</Field>
        <Field label={t('supplier.reservations.details.channel')}>{t(`supplier.reservations.channel.${data.sales_channel}` as MessageId)}</Field>
        <Field label={t('supplier.reservations.details.bookedAt')}>{formatBookingDate(data.created_at, zone)}</Field>
        <Field label={t('supplier.reservations.details.confirmedAt')}>{data.confirmed_at ? formatBookingDate(data.confirmed_at, zone) : '—'}</Field>
      </Section>

      <Section title={t('supplier.reservations.details.payer')}>
        {data.payer ? (
          <>
            <Text fontWeight="medium">{data.payer.name}</Text>
            <Field label={t('supplier.reservations.details.email')}>{data.payer.email}</Field>
            <Field label={t('supplier.reservations.details.phone')}>{data.payer.phone || '—'}</Field>
            <Field label={t('supplier.reservations.details.country')}>{data.payer.country}</Field>
          </>
        ) : (
          <Text color="fg.muted">{t('supplier.reservations.details.noPayer')}</Text>
        )}
      </Section>

      {data.tickets ? (
        <Section title={t('supplier.reservations.details.tickets')}>
          <Stack as="ul" gap="1" listStyleType="none">
            {data.tickets.lines.map((line) => (
              <li key={line.name}>
                {t('supplier.reservations.details.ticketLine', { name: line.name, count: line.count })} — {formatMoney(line.total)}
              </li>
            ))}
          </Stack>
          {data.tickets.checked_in_at ? <Text>{t('supplier.reservations.details.checkedIn', { at: instant(data.tickets.checked_in_at) })}</Text> : null}
        </Section>
      ) : null}

      {data.package ? (
        <Section title={t('supplier.reservations.details.package', { days: data.package.package_days })}>
          <Stack as="ol" gap="1" listStyleType="none">
            {data.package.services.map((part) => (
              <li key={`${part.day_offset}-${part.service_name}`}>
                {t('supplier.reservations.details.packageDay', { day: part.day_offset + 1, date: day(part.date), name: part.service_name })}
              </li>
            ))}
          </Stack>
        </Section>
      ) : null}

      {data.rooms.length > 0 ? (
        <Section title={t('supplier.reservations.details.rooms')}>
          <Stack as="ul" gap="1" listStyleType="none">
            {data.rooms.map((room) => (
              <li key={`${room.room_type_id}-${room.rate_plan_id}`}>
                {t('supplier.reservations.details.roomLine', { rooms: room.rooms, roomType: room.room_type, ratePlan: room.rate_plan })},{' '}
                {t('supplier.reservations.details.stay', { checkIn: day(room.check_in), checkOut: day(room.check_out) })} — {formatMoney(room.price)}
              </li>
            ))}
          </Stack>
        </Section>
      ) : null}

      <Section title={t('supplier.reservations.details.price')}>
        {data.price_lines.map((line, index) => (
          <Field key={index} label={line.label === 'total' ? t('supplier.reservations.details.total') : line.label}>
            {formatMoney(line.amount)}
          </Field>
        ))}
        {data.payment ? (
          <>
            <Field label={t('supplier.reservations.details.payment')}>
              {t(methodLabel(data.payment.method))}, {t(`supplier.reservations.details.paymentStatus.${data.payment.status}` as MessageId)}, {formatMoney(data.payment.amount)}
            </Field>
            {data.payment.provider_ref ? <Field label={t('supplier.reservations.details.providerRef')}>{data.payment.provider_ref}</Field> : null}
            <Field label={t('supplier.reservations.details.providerEvents')}>
              {data.payment.events.length === 0 ? (
                t('supplier.reservations.details.noProviderEvents')
              ) : (
                <Stack as="ul" gap="1" listStyleType="none">
                  {data.payment.events.map((event) => (
                    <li key={event.id}>
                      {instant(event.received_at)} — {event.type}
                      {event.rejected_reason ? ` (${event.rejected_reason})` : ''}
                    </li>
                  ))}
                </Stack>
              )}
            </Field>
          </>
        ) : (
          <Text color="fg.muted">{t('supplier.reservations.details.noPayment')}</Text>
        )}
      </Section>

      <Section title={t('supplier.reservations.details.earnings')}>
        {data.earnings ? (
          <>
            <Field label={t('supplier.reservations.details.earnings.supplier')}>{formatMoney(data.earnings.supplier)}</Field>
            {data.earnings.partner ? <Field label={t('supplier.reservations.details.earnings.partner')}>{formatMoney(data.earnings.partner)}</Field> : null}
            <Field label={t('supplier.reservations.details.earnings.platform')}>{formatMoney(data.earnings.platform)}</Field>
          </>
        ) : (
          <Text color="fg.muted">{t('supplier.reservations.details.earningsUnknown')}</Text>
        )}
      </Section>

      <Section title={t('supplier.reservations.details.policy')}>
        {data.cancellation_policy.length === 0 ? (
          <Text color="fg.muted">{t('supplier.reservations.details.noPolicy')}</Text>
        ) : (
          <Stack as="ul" gap="1" listStyleType="none">
            {data.cancellation_policy.map((tier) => (
              <li key={tier.hours}>
                {t(tier.notice.unit === 'days' ? 'supplier.reservations.details.policyDays' : 'supplier.reservations.details.policyHours', {
                  percentage: tier.refund_percentage,
                  count: tier.notice.count,
                })}
              </li>
            ))}
          </Stack>
        )}
        {data.cancellation ? (
          <Field label={t('supplier.reservations.details.cancellation')}>
            {t('supplier.reservations.details.refund', {
              amount: formatMoney(data.cancellation.refund_amount),
              percentage: data.cancellation.refund_percentage,
              status: data.cancellation.refund_status,
            })}
          </Field>
        ) : null}
      </Section>

      <Section title={t('supplier.reservations.details.comments')}>
        <Text>{data.comments || t('supplier.reservations.details.noComments')}</Text>
      </Section>

      <Section title={t('supplier.reservations.details.timeline')}>
        <Stack as="ol" gap="1" listStyleType="none" aria-label={t('supplier.reservations.details.timeline')}>
          {data.timeline.map((entry, index) => (
            <li key={index}>
              <time dateTime={entry.at}>{instant(entry.at)}</time> — {t(`supplier.reservations.timeline.${entry.kind}` as MessageId)}
              {entry.text ? ` (${entry.text})` : ''}
            </li>
          ))}
        </Stack>
      </Section>
    </Stack>
  );
}
