/**
 * The storefront, exposed as './Area'. The shell renders it inside its own router, session store and UiProvider,
 * at `/:lang/*`, on partner-site hosts and on the platform host's storefront, and may pass the site it resolved
 * from the host. Keep this chunk small: it is on every partner-site visit's critical path.
 */
import { SiteRoutes } from '../app/routes';
import type { StorefrontSite } from '../features/storefront/components/storefront-landing';

export interface SiteAreaProps {
  site?: StorefrontSite | null;
}

export default function Area({ site }: SiteAreaProps) {
  return <SiteRoutes site={site ?? null} />;
}
