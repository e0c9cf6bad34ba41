import type { AreaPageProps } from 'shared-ui/panel-area';
import { ReservationsPage } from './reservations-page';

/** admin/bookings (spec 000 §2.4): every activity and event booking, through `reservation-tours`. */
export function AdminBookingsPage(props: AreaPageProps) {
  return <ReservationsPage {...props} scope="tours" title="areas.admin.bookings" />;
}

/** admin/hotel-bookings: every hotel booking, through `reservation-hotels`. */
export function AdminHotelBookingsPage(props: AreaPageProps) {
  return <ReservationsPage {...props} scope="hotels" title="areas.admin.hotelBookings" />;
}
