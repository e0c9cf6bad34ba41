import { Route, Routes, useParams } from 'shared-ui/router';
import { Role } from 'shared-contracts/enums';
import { hasRole, isSubUser } from 'shared-contracts/access';
import { useCurrentUser, usePageMeta } from 'shared-runtime/session';
import { hrefFor, SHELL_MANIFEST } from 'shared-contracts/manifests';
import { type CurrentUser } from 'shared-contracts/users';
import { NotBuiltYetPage, Stack } from 'shared-ui';
import { isKnownLang, LangSync } from '../components/lang-gate';
import { ChangePasswordPage } from '../features/auth/components/change-password-page';
import { AccessDeniedPage } from '../features/errors/components/access-denied-page';
import { ErrorPage } from '../features/errors/components/error-page';
import { PanelGuard } from '../features/guard/panel-guard';
import { ProfilePage } from '../features/profile/components/profile-page';
import { RemoteArea } from '../features/remotes/remote-area';
import { LoginEntry } from './login-app';
import { landingPath } from '../lib/lang-path';
import { REMOTES, type RemoteName } from '../lib/remotes';
import { matchPanelRoute, type PanelRouteMatch, resolveOwner, type ShellPage } from './panel-routes';
import { PanelLayout } from './panel-layout';

function PanelErrorPage({ homeHref }: { homeHref: string }) {
  usePageMeta({ title: 'shell.error.title', breadcrumbs: [] });
  return <ErrorPage homeHref={homeHref} />;
}

/** The areas whose landing pages the profile shows: a supplier's, a partner's, or both. */
function profileAreas(user: CurrentUser | null): RemoteName[] {
  if (!user) return [];
  const areas: RemoteName[] = [];
  if (hasRole(user, Role.Supplier)) areas.push(REMOTES.panelSupplier);
  if (hasRole(user, Role.Partner)) areas.push(REMOTES.panelPartner);
  return areas;
}

function ShellOwnedPage({ page, lang }: { page: ShellPage; lang: string }) {
  const user = useCurrentUser();
  const profileHref = hrefFor('shell.profile', { lang });
  switch (page) {
    case 'shell.profile':
      // The panel root is the user's profile (spec 000 §2.3); below it, the landing page of each area they work in.
      return (
        <Stack gap="10">
          <ProfilePage />
          {profileAreas(user).map((remote) => (
            <RemoteArea key={remote} remote={remote} expose="./Area" />
          ))}
        </Stack>
      );
    case 'shell.accessDenied':
      return <AccessDeniedPage profileHref={profileHref} />;
    case 'shell.changePassword':
      return <ChangePasswordPage />;
    case 'shell.subUsers':
      // A sub-user may not manage sub-users of their own (spec 000 §6).
      return isSubUser(user) ? (
        <AccessDeniedPage profileHref={profileHref} />
      ) : (
        <NotBuiltYetPage titleId={SHELL_MANIFEST.pages['shell.subUsers'].title} breadcrumbs={[]} />
      );
  }
}

function PanelContent({ lang, match }: { lang: string; match: PanelRouteMatch | null }) {
  const user = useCurrentUser();
  if (!user) return null;
  const owner = match ? resolveOwner(match) : null;
  // The forced password change has a layout of its own (spec 000 §2.5), without the drawer.
  if (owner?.kind === 'shell' && owner.page === 'shell.changePassword') return <ChangePasswordPage />;
  const homeHref = landingPath(user, lang);
  return (
    <PanelLayout lang={lang} homeHref={homeHref} match={match}>
      {owner === null ? (
        <PanelErrorPage homeHref={homeHref} />
      ) : owner.kind === 'shell' ? (
        <ShellOwnedPage page={owner.page} lang={lang} />
      ) : (
        // Keyed by remote: moving between areas mounts the other remote fresh; within one area its router navigates.
        <RemoteArea key={owner.remote} remote={owner.remote} expose={owner.expose} />
      )}
    </PanelLayout>
  );
}

function PanelEntry() {
  const params = useParams();
  const lang = params.lang;
  if (!isKnownLang(lang)) return <ErrorPage />;
  const match = matchPanelRoute(params['*'] ?? '');
  return (
    <LangSync lang={lang}>
      <PanelGuard lang={lang} route={match ? (match.page.access ?? {}) : null}>
        <PanelContent lang={lang} match={match} />
      </PanelGuard>
    </LangSync>
  );
}

/**
 * Everything of the panel: guard, chrome, shell-owned pages. Loaded as its own chunk (routes.tsx), so a storefront
 * visitor never downloads it; the log-in page has a smaller chunk of its own (login-app.tsx), kept here as a route too.
 */
export default function PanelApp() {
  return (
    <Routes>
      <Route path={`/:lang/${SHELL_MANIFEST.pages['shell.login'].pattern}`} element={<LoginEntry />} />
      <Route path="/:lang/*" element={<PanelEntry />} />
    </Routes>
  );
}
