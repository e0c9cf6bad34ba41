/**
 * The partner area, exposed as './Area'. The shell renders it inside its own router, session store and
 * UiProvider, at `/:lang/*`, for the npanel paths its route table gives this remote (sites, sites/{siteId}/…,
 * {siteId}/…, partner-earnings, and reservations / monthly-report for partners who are not suppliers).
 */
import { PartnerRoutes } from '../app/routes';

export default function Area() {
  return <PartnerRoutes />;
}
