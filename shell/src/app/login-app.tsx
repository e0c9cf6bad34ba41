import { Route, Routes, useParams } from 'shared-ui/router';
import { isKnownLang, LangSync } from '../components/lang-gate';
import { LoginPage } from '../features/auth/components/login-page';
import { ErrorPage } from '../features/errors/components/error-page';
import { LOGIN_SECTION } from '../features/mode/detect-mode';

export function LoginEntry() {
  const { lang } = useParams();
  if (!isKnownLang(lang)) return <ErrorPage />;
  return (
    <LangSync lang={lang}>
      <LoginPage />
    </LangSync>
  );
}

/**
 * The panel's log-in page alone, as its own chunk (routes.tsx): the first page of the panel most people load, so it
 * comes without the guard, the drawer, the area manifests and the shell-owned pages (issue 16 §7's budget). After
 * signing in, the panel's chunk loads for the page the user lands on.
 */
export default function LoginApp() {
  return (
    <Routes>
      <Route path={`/:lang/${LOGIN_SECTION}`} element={<LoginEntry />} />
    </Routes>
  );
}
