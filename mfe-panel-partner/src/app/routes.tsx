import { AreaRoutes } from 'shared-ui/panel-area';
import { PartnerLanding } from '../features/landing/components/partner-landing';

/**
 * The partner area's routes, relative to the shell's `/:lang/*` mount: every page of the partner manifest
 * (shared-contracts/manifests). Reservations and monthly reports are the supplier remote's, for partners too (ADR 0018).
 * A page not built yet shows its title as not built; the landing shows inside the profile.
 */
export function PartnerRoutes() {
  return <AreaRoutes area="partner" pages={{}} landing={<PartnerLanding />} />;
}
