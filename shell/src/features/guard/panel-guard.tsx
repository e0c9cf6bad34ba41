import { useAtomValue } from 'jotai';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'shared-ui/router';
import * as v from 'valibot';
import { COOKIES } from 'shared-contracts/constants';
import { api } from 'shared-contracts/paths';
import { type AccessRequirements } from 'shared-contracts/access';
import {
  accessTokenAtom,
  clearSession,
  currentUserAtom,
  readCookie,
  sessionStore,
  useSelectedSite,
  useSetCurrentUser,
  useT,
} from 'shared-runtime/session';
import { ErrorPanel, LoadingState } from 'shared-ui';
import { getCurrentUser } from '../../lib/api/get-current-user';
import { useHttp } from '../../lib/http';
import { loadSiteInfo, siteInfoFailedForAtom } from '../../lib/site-info';
import { runGuard } from './run-guard';

const storeOptions = { store: sessionStore } as const;

export interface PanelGuardProps {
  lang: string;
  /** Requirements of the matched panel route; null when the path matches none (children show the error page). */
  route: AccessRequirements | null;
  children: ReactNode;
}

/**
 * Runs the route guard (spec 000 §4.1) for a panel page and performs what it asks: fetch the user, load or clear
 * the selected site's info, or redirect. The page renders only once the guard allows it.
 */
export function PanelGuard({ lang, route, children }: PanelGuardProps) {
  const http = useHttp();
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useAtomValue(currentUserAtom, storeOptions);
  const accessToken = useAtomValue(accessTokenAtom, storeOptions);
  const failedFor = useAtomValue(siteInfoFailedForAtom, storeOptions);
  const setUser = useSetCurrentUser();
  const site = useSelectedSite();
  const [userLoad, setUserLoad] = useState<{ attempt: number; failed: boolean }>({ attempt: 0, failed: false });

  const decision = runGuard({
    lang,
    pathname: location.pathname,
    hasSessionHint: readCookie(COOKIES.sessionHint.name) !== null,
    accessToken,
    user,
    route,
    selectedSiteId: site.id,
    siteInfo: site.info,
    siteInfoFailedFor: failedFor,
  });
  const decisionKey = JSON.stringify(decision);

  useEffect(() => {
    let cancelled = false;
    switch (decision.kind) {
      case 'load-user':
        if (userLoad.failed) break;
        getCurrentUser(http).then(
          (loaded) => {
            if (!cancelled) setUser(loaded);
          },
          () => {
            // A refused session already went to login through the HTTP client; anything else offers a retry.
            if (!cancelled) setUserLoad((state) => ({ ...state, failed: true }));
          },
        );
        break;
      case 'load-site':
        void loadSiteInfo(http, decision.siteId);
        break;
      case 'clear-site-info':
        site.setInfo(null);
        break;
      case 'redirect':
        if (decision.clearSession) {
          clearSession();
          // The HttpOnly token pair can only be cleared by the server.
          http.post(api.auth.logout.path(), {}, v.unknown()).catch(() => undefined);
        }
        navigate(decision.step === 'locale' ? `${decision.to}${location.search}${location.hash}` : decision.to, { replace: true });
        break;
      case 'allow':
        break;
    }
    return () => {
      cancelled = true;
    };
    // The decision's content (not its identity) decides whether there is something new to do.
  }, [decisionKey, userLoad.attempt, userLoad.failed]);

  if (decision.kind === 'allow') return <>{children}</>;
  if (decision.kind === 'load-user' && userLoad.failed) {
    return (
      <ErrorPanel
        title={t('shell.userLoadFailed')}
        message={t('shell.remote.failedBody')}
        retryLabel={t('shell.retry')}
        onRetry={() => setUserLoad((state) => ({ attempt: state.attempt + 1, failed: false }))}
      />
    );
  }
  return <LoadingState label={t('shell.loading')} />;
}
