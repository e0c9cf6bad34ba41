/**
 * The partner area, exposed as './Area'. The shell renders it inside its own router, session store and
 * UiProvider, at `/:lang/*`, for the npanel paths its route table gives this remote (sites, sites/{siteId}/…,
 * {siteId}/…; reservations, reports and partner earnings are the supplier remote's pages, ADR 0018).
 */
import { PartnerRoutes } from '../app/routes';

export default function Area() {
  return <PartnerRoutes />;
}
