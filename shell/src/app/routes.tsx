import { lazy, Suspense } from 'react';
import { useLocation } from 'shared-ui/router';
import { loadCataloguePart } from 'shared-runtime/i18n';
import { localeAtom, sessionStore, useT } from 'shared-runtime/session';
import { ErrorPanel, LoadingState } from 'shared-ui';
import { detectMode } from '../features/mode/detect-mode';
import { LoadBoundary } from '../features/remotes/load-boundary';
import { useShellServices } from '../lib/services';
import { SiteRoutes } from './site-routes';

// The panel chrome is its own chunk: partner-site visitors never download it (ARCHITECTURE §2). It arrives with the
// panel's part of the catalogue; if that fails the panel still opens (English, or ids until a retry).
const PanelApp = lazy(() =>
  Promise.all([
    import(/* webpackChunkName: "panel" */ './panel-app'),
    loadCataloguePart('panel', sessionStore.get(localeAtom)).catch((error: unknown) => console.error('Could not load the panel texts', error)),
  ]).then(([module]) => module),
);

function PanelChunk() {
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
        <PanelApp />
      </Suspense>
    </LoadBoundary>
  );
}

/** Picks the mode by host and path (ARCHITECTURE §2) on every navigation. */
export function AppRoutes() {
  const { hostname, platformHosts } = useShellServices();
  const { pathname } = useLocation();
  const mode = detectMode(hostname, pathname, platformHosts);
  return mode === 'panel' ? <PanelChunk /> : <SiteRoutes partnerHost={mode === 'partner-site'} />;
}
