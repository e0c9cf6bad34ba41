import { Route, Routes, useParams } from 'shared-ui/router';
import { DEFAULT_LOCALE } from 'shared-contracts/constants';
import { NotBuiltYetPage, RouteNotFound } from 'shared-ui';
import { PartnerLanding } from '../features/landing/components/partner-landing';
import { rootCrumbs } from './navigation';
import { PAGES } from './paths';

const { landing, ...placeholders } = PAGES;

/** The partner area's routes, relative to the shell's `/:lang/*` mount. Every page but the landing is not built yet. */
export function PartnerRoutes() {
  const { lang = DEFAULT_LOCALE } = useParams();
  const crumbs = rootCrumbs(lang);
  return (
    <Routes>
      <Route path={landing.pattern} element={<PartnerLanding />} />
      {Object.values(placeholders).map((page) => (
        <Route key={page.pattern} path={page.pattern} element={<NotBuiltYetPage {...page} breadcrumbs={crumbs} />} />
      ))}
      <Route path="*" element={<RouteNotFound />} />
    </Routes>
  );
}
