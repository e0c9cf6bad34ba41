import { Route, Routes } from 'react-router-dom';
import { NotBuiltYetPage, RouteNotFound } from 'shared-ui';
import { StorefrontLanding, type StorefrontSite } from '../features/storefront/components/storefront-landing';
import { PAGES } from './paths';

/** Storefront routes, relative to the shell's `/:lang/*` mount. The next issue builds these pages. */
export function SiteRoutes({ site }: { site?: StorefrontSite | null }) {
  return (
    <Routes>
      <Route index element={<StorefrontLanding site={site ?? null} />} />
      {Object.values(PAGES).map((page) => (
        <Route key={page.pattern} path={page.pattern} element={<NotBuiltYetPage {...page} breadcrumbs={[]} />} />
      ))}
      <Route path="*" element={<RouteNotFound />} />
    </Routes>
  );
}
