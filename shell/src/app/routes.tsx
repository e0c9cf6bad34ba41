import { lazy, Suspense } from 'react';
import { useLocation } from 'shared-ui/router';
import { loadCataloguePart } from 'shared-runtime/i18n';
import { localeAtom, sessionStore, useT } from 'shared-runtime/session';
import { ErrorPanel, LoadingState } from 'shared-ui';
import { detectMode, isLoginPath } from '../features/mode/detect-mode';
import { LoadBoundary } from '../features/remotes/load-boundary';
import { useShellServices } from '../lib/services';
import { SiteRoutes } from './site-routes';

// The panel chrome is its own chunk: partner-site visitors never download it (ARCHITECTURE §2). It arrives with the
// panel's part of the catalogue; if that fails the panel still opens (English, or ids until a retry).
const panelTexts = () =>
  loadCataloguePart('panel', sessionStore.get(localeAtom)).catch((error: unknown) => console.error('Could not load the panel texts', error));
const PanelApp = lazy(() => Promise.all([import(/* webpackChunkName: "panel" */ './panel-app'), panelTexts()]).then(([module]) => module));
// The log-in page alone: the panel's first load stays small (issue 16 §7).
const LoginApp = lazy(() => Promise.all([import(/* webpackChunkName: "login" */ './login-app'), panelTexts()]).then(([module]) => module));

function PanelChunk({ login }: { login: boolean }) {
  const t = useT();
  const { reloadGuard } = useShellServices();
  const loading = <LoadingState label={t('shell.loading')} />;
  return (
    <LoadBoundary
      reloadGuard={reloadGuard}
      reloading={loading}
      fallback={() => <ErrorPanel title={t('shell.remote.failedTitle')} message={t('shell.remote.failedBody')} />}
    >
      <Suspense fallback={loading}>
        {login ? <LoginApp /> : <PanelApp />}
      </Suspense>
    </LoadBoundary>
  );
}

/** Picks the mode by host and path (ARCHITECTURE §2) on every navigation. */
export function AppRoutes() {
  const { hostname, platformHosts } = useShellServices();
  const { pathname } = useLocation();
  const mode = detectMode(hostname, pathname, platformHosts);
  return mode === 'panel' ? <PanelChunk login={isLoginPath(pathname)} /> : <SiteRoutes partnerHost={mode === 'partner-site'} />;
}
