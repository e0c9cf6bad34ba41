import type { SingleReservation } from 'shared-contracts/customer';
import { useLocale, useT } from 'shared-runtime/session';
import { chakra, Stack } from 'shared-ui';
import { useParams } from 'shared-ui/router';
import { DetailSection, type DetailRow } from '../../../components/detail-section';
import { PAGES } from '../../../app/paths';
import { displayDate, time12h } from '../../../lib/booking-dates';
import { cancellationColor, isCancelled, renderCancellation } from '../../../lib/cancellation';
import { durationText } from '../../../lib/duration';
import { guestCounts, guestText } from '../../../lib/guests';
import type { Translate } from '../../../lib/message';
import { useReservation } from '../api/get-reservation';
import { asUuid, BookingHeader, currentState, PartySections, ReservationDetailFrame, type CancelState } from './reservation-parts';

/** customer-reservation/booking/{uuid}: one single-service reservation, its sections per spec 001 §2. */
export function ReservationPage() {
  const uuid = asUuid(useParams().resRef);
  const reservation = useReservation(uuid);
  return (
    <ReservationDetailFrame titleId={PAGES.bookingDetails.titleId} found={uuid !== null} query={reservation}>
      {(booking, cancel) => <ReservationDetails reservation={booking} cancel={cancel} />}
    </ReservationDetailFrame>
  );
}

function ReservationDetails({ reservation, cancel }: { reservation: SingleReservation; cancel: CancelState }) {
  const t = useT();
  const [lang] = useLocale();
  const { status } = currentState(reservation, cancel.outcome);
  const summary = reservation.service_type === 'hotels' ? hotelRows(t, reservation, lang, status) : activityRows(t, reservation, lang, status);
  return (
    <Stack gap="5">
      <BookingHeader name={reservation.service_name} bookingNumber={reservation.booking_number} booking={reservation} cancel={cancel} />
      <DetailSection title={t('site.customer.detail.summary')} rows={summary} />
      <PartySections
        payer={{ name: reservation.payer_name, email: reservation.payer_email, areaCode: reservation.payer_phone_area_code, phone: reservation.payer_phone }}
        bookingDate={reservation.booking_date}
        total={reservation.price}
        supplier={{ name: reservation.supplier_name, email: reservation.supplier_email, phone: reservation.supplier_phone }}
      />
      {reservation.service_type === 'hotels' ? <RoomDetails reservation={reservation} /> : null}
    </Stack>
  );
}

function policyRow(t: Translate, reservation: SingleReservation, status: number): DetailRow {
  const cancelled = isCancelled(status);
  return {
    label: t('site.customer.row.cancellationPolicy'),
    value: cancelled ? t('site.customer.status.cancelled') : renderCancellation(t, reservation.refund_percentage, reservation.cancellation_time),
    ...(cancelled ? {} : { color: cancellationColor(reservation.refund_percentage) }),
  };
}

function withTime(t: Translate, date: string, time: string | null): string {
  return date && time ? t('site.customer.dates.dateTime', { date, time: time12h(time) }) : date;
}

function hotelRows(t: Translate, reservation: SingleReservation, lang: string, status: number): DetailRow[] {
  const none = t('site.customer.row.none');
  return [
    { label: t('site.customer.row.checkIn'), value: withTime(t, displayDate(reservation.start_date, lang), reservation.checkin_time) || none },
    { label: t('site.customer.row.checkOut'), value: withTime(t, displayDate(reservation.end_date, lang), reservation.checkout_time) || none },
    { label: t('site.customer.row.totalGuests'), value: guestText(t, guestCounts(reservation)) },
    { label: t('site.customer.row.location'), value: reservation.location_name || none },
    policyRow(t, reservation, status),
    { label: t('site.customer.row.specialInstruction'), value: reservation.special_instruction || none },
  ];
}

function activityRows(t: Translate, reservation: SingleReservation, lang: string, status: number): DetailRow[] {
  const none = t('site.customer.row.none');
  return [
    { label: t('site.customer.row.activityDate'), value: withTime(t, displayDate(reservation.start_date, lang), reservation.start_time) || none },
    { label: t('site.customer.row.duration'), value: durationText(reservation.duration) || none },
    { label: t('site.customer.row.totalGuests'), value: guestText(t, guestCounts(reservation)) },
    { label: t('site.customer.row.meetingPoint'), value: reservation.meeting_point || reservation.location_name || none },
    policyRow(t, reservation, status),
    { label: t('site.customer.row.specialInstruction'), value: reservation.special_instruction || none },
  ];
}

function RoomDetails({ reservation }: { reservation: SingleReservation }) {
  const t = useT();
  const headers = [
    t('site.customer.row.roomType'),
    t('site.customer.row.ratePlan'),
    t('site.customer.row.rooms'),
    t('site.customer.row.adults'),
    t('site.customer.row.children'),
  ];
  return (
    <DetailSection title={t('site.customer.detail.rooms')}>
      <chakra.table width="full" textAlign="start" css={{ '& th, & td': { textAlign: 'start', paddingBlock: '0.25rem', paddingInlineEnd: '1rem' } }}>
        <chakra.thead color="fg.muted">
          <chakra.tr>
            {headers.map((header) => (
              <chakra.th key={header} scope="col" fontWeight="medium">
                {header}
              </chakra.th>
            ))}
          </chakra.tr>
        </chakra.thead>
        <chakra.tbody>
          {reservation.hotel_reserved_items.map((item, index) => (
            <chakra.tr key={`${item.room_type_name}-${item.rate_plan_name}-${index}`}>
              <chakra.td>{item.room_type_name}</chakra.td>
              <chakra.td>{item.rate_plan_name}</chakra.td>
              <chakra.td>{item.num_of_rooms}</chakra.td>
              <chakra.td>{item.num_of_adults}</chakra.td>
              <chakra.td>{item.num_of_children}</chakra.td>
            </chakra.tr>
          ))}
        </chakra.tbody>
      </chakra.table>
    </DetailSection>
  );
}
