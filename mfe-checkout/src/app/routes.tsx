import { Route, Routes } from 'shared-ui/router';
import { RouteNotFound } from 'shared-ui';
import { BookingDetailsPage } from '../features/booking-details/components/booking-details-page';
import { PAGES } from './paths';

/** Checkout routes, relative to the shell's `/:lang/*` mount. */
export function CheckoutRoutes() {
  return (
    <Routes>
      <Route path={PAGES.bookingDetails.pattern} element={<BookingDetailsPage />} />
      <Route path="*" element={<RouteNotFound />} />
    </Routes>
  );
}
