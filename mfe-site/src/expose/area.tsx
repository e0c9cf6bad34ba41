/**
 * The storefront, exposed as './Area'. The shell renders it inside its own router, session store and UiProvider,
 * at `/:lang/*`, on partner-site hosts and on the platform host's storefront. Keep this chunk small: it is on every
 * partner-site visit's critical path (search and product pages are lazy chunks of their own).
 */
import { SiteRoutes } from '../app/routes';

export default function Area() {
  return <SiteRoutes />;
}
