import { DEFAULT_LOCALE } from 'shared-contracts/constants';
import type { PackageReservation } from 'shared-contracts/customer';
import { useLocale, useT } from 'shared-runtime/session';
import { List, Stack, Text } from 'shared-ui';
import { Navigate, useParams } from 'shared-ui/router';
import { DetailSection } from '../../../components/detail-section';
import { hrefs, PAGES } from '../../../app/paths';
import { displayDate } from '../../../lib/booking-dates';
import { cancellationColor, isCancelled, renderCancellation } from '../../../lib/cancellation';
import { guestCounts, guestText } from '../../../lib/guests';
import { renderMessage } from '../../../lib/message';
import { packageDaysText, packageServiceLines } from '../../../lib/package-lines';
import { usePackageReservation } from '../api/get-package-reservation';
import { asUuid, BookingHeader, currentState, PartySections, ReservationDetailFrame, type CancelState } from './reservation-parts';

/**
 * customer-reservation/booking/package/{paymentId}/{id?}: one package reservation. The payment uuid comes first,
 * as in the API's lookup; without the package's own id there is nothing to show, so the list opens instead.
 */
export function PackageReservationPage() {
  const params = useParams();
  const lang = params.lang ?? DEFAULT_LOCALE;
  const paymentId = asUuid(params.paymentId);
  const uuid = asUuid(params.id);
  const reservation = usePackageReservation(paymentId, uuid);
  if (!params.id) return <Navigate to={hrefs.bookings(lang)} replace />;
  return (
    <ReservationDetailFrame titleId={PAGES.packageBookingDetails.titleId} found={paymentId !== null && uuid !== null} query={reservation}>
      {(booking, cancel) => <PackageDetails reservation={booking} cancel={cancel} />}
    </ReservationDetailFrame>
  );
}

function PackageDetails({ reservation, cancel }: { reservation: PackageReservation; cancel: CancelState }) {
  const t = useT();
  const [lang] = useLocale();
  const { status } = currentState(reservation, cancel.outcome);
  const cancelled = isCancelled(status);
  const none = t('site.customer.row.none');
  const lines = packageServiceLines(reservation.services);
  return (
    <Stack gap="5">
      <BookingHeader name={reservation.package_name} bookingNumber={reservation.booking_number} booking={reservation} cancel={cancel} />
      <DetailSection
        title={t('site.customer.detail.package')}
        rows={[
          { label: t('site.customer.row.startDate'), value: displayDate(reservation.start_date, lang) || none },
          { label: t('site.customer.row.duration'), value: renderMessage(t, packageDaysText(reservation.package_days)) },
          { label: t('site.customer.row.totalGuests'), value: guestText(t, guestCounts({ service_type: 'packages', ...reservation })) },
          {
            label: t('site.customer.row.cancellationPolicy'),
            value: cancelled ? t('site.customer.status.cancelled') : renderCancellation(t, reservation.refund_percentage, reservation.cancellation_time),
            ...(cancelled ? {} : { color: cancellationColor(reservation.refund_percentage) }),
          },
        ]}
      >
        {lines.length > 0 ? (
          <List.Root ps="5" data-testid="package-lines">
            {lines.map((line) => (
              <List.Item key={line.id}>{renderMessage(t, line)}</List.Item>
            ))}
          </List.Root>
        ) : null}
      </DetailSection>
      <DetailSection title={t('site.customer.package.services')}>
        <List.Root ps="5" gap="1">
          {reservation.services.map((service, index) => (
            <List.Item key={`${service.service_name}-${index}`}>
              <Text as="span" fontWeight="medium">
                {service.service_name}
              </Text>
              <Text as="span" color="fg.muted">
                {' · '}
                {t('site.customer.package.serviceDay', { day: service.day_offset + 1, date: displayDate(service.date, lang) })}
              </Text>
            </List.Item>
          ))}
        </List.Root>
      </DetailSection>
      <PartySections
        payer={{ name: reservation.customer_name, email: reservation.customer_email, areaCode: reservation.customer_phone_area_code, phone: reservation.customer_phone }}
        bookingDate={reservation.booking_date}
        total={reservation.total_price}
        supplier={{ name: reservation.supplier_name, email: reservation.supplier_email, phone: reservation.supplier_phone }}
      />
    </Stack>
  );
}
