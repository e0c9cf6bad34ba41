import { Navigate } from 'shared-ui/router';
import { useLocale } from 'shared-runtime/session';

/** `/` goes to `/{lang}`: the i18n_redirected cookie's language, else en (the locale atom reads the cookie). */
export function RootRedirect() {
  const [locale] = useLocale();
  return <Navigate to={`/${locale}`} replace />;
}
