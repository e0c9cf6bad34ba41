import { Navigate, Route, Routes, useParams } from 'shared-ui/router';
import { DEFAULT_LOCALE } from 'shared-contracts/constants';
import { NotBuiltYetPage, RouteNotFound, areaHref } from 'shared-ui';
import { CustomerLogin } from '../features/login/components/customer-login';
import { PAGES } from './paths';

const { login, ...placeholders } = PAGES;

/** Customer area routes, relative to the shell's `/:lang/*` mount. */
export function CustomerAreaRoutes() {
  const { lang = DEFAULT_LOCALE } = useParams();
  return (
    <Routes>
      <Route path="customer-reservation" element={<Navigate to={areaHref(lang, login.pattern)} replace />} />
      <Route path={login.pattern} element={<CustomerLogin />} />
      {Object.values(placeholders).map((page) => (
        <Route key={page.pattern} path={page.pattern} element={<NotBuiltYetPage {...page} breadcrumbs={[]} />} />
      ))}
      <Route path="*" element={<RouteNotFound />} />
    </Routes>
  );
}
