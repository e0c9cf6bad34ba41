/**
 * The supplier area, exposed as './Area'. The shell renders it inside its own router, session store and
 * UiProvider, at `/:lang/*`, for the npanel paths its route table gives this remote (tour, calendar, hotel,
 * product-settings, reservations, cancellations, report, monthly-report, supplier-earnings, payments, …).
 */
import { ConfirmProvider } from 'shared-ui/panel-kit';
import { SupplierRoutes } from '../app/routes';
// Registers the area's catalogue parts before any page asks for one.
import '../lib/catalogue';

export default function Area() {
  return (
    <ConfirmProvider>
      <SupplierRoutes />
    </ConfirmProvider>
  );
}
