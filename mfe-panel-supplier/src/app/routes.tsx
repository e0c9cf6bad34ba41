import { AreaRoutes } from 'shared-ui/panel-area';
import { SupplierLanding } from '../features/landing/components/supplier-landing';

/**
 * The supplier area's routes, relative to the shell's `/:lang/*` mount: every page of the supplier manifest
 * (shared-contracts/manifests), and the reservations and monthly reports it shares with the partner area. No page
 * is built yet, so each shows its title as not built; the landing shows inside the shell's profile page.
 */
export function SupplierRoutes() {
  return <AreaRoutes area="supplier" pages={{}} landing={<SupplierLanding />} />;
}
