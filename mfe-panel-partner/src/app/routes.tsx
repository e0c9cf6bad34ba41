import { AreaRoutes } from 'shared-ui/panel-area';
import { PartnerLanding } from '../features/landing/components/partner-landing';

/**
 * The partner area's routes, relative to the shell's `/:lang/*` mount: every page of the partner manifest
 * (shared-contracts/manifests), and the reservations and monthly reports the shell sends here for partners who are
 * not suppliers. No page is built yet, so each shows its title as not built; the landing shows inside the profile.
 */
export function PartnerRoutes() {
  return <AreaRoutes area="partner" pages={{}} landing={<PartnerLanding />} />;
}
