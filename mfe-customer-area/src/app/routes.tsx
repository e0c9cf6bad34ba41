import { Navigate, Route, Routes, useParams } from 'shared-ui/router';
import { DEFAULT_LOCALE } from 'shared-contracts/constants';
import { RouteNotFound } from 'shared-ui';
import { BookingsPage } from '../features/bookings/components/bookings-page';
import { CustomerLoginPage } from '../features/login/components/customer-login-page';
import { LoginTokenPage } from '../features/login/components/login-token-page';
import { PackageReservationPage } from '../features/reservation/components/package-reservation-page';
import { ReservationPage } from '../features/reservation/components/reservation-page';
import { hrefs, PAGES } from './paths';

/** Customer area routes, relative to the shell's `/:lang/*` mount. */
export function CustomerAreaRoutes() {
  const { lang = DEFAULT_LOCALE } = useParams();
  return (
    <Routes>
      <Route path="customer-reservation" element={<Navigate to={hrefs.login(lang)} replace />} />
      <Route path={PAGES.login.pattern} element={<CustomerLoginPage />} />
      <Route path={PAGES.loginToken.pattern} element={<LoginTokenPage />} />
      <Route path={PAGES.bookings.pattern} element={<BookingsPage />} />
      <Route path={PAGES.packageBookingDetails.pattern} element={<PackageReservationPage />} />
      <Route path={PAGES.bookingDetails.pattern} element={<ReservationPage />} />
      <Route path="*" element={<RouteNotFound />} />
    </Routes>
  );
}
