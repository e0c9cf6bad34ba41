import { Route, Routes } from 'shared-ui/router';
import { NotBuiltYetPage, RouteNotFound } from 'shared-ui';
import { TerminalSetup } from '../features/setup/components/terminal-setup';
import { PAGES } from './paths';

/** Terminal operator routes, relative to the shell's `/:lang/*` mount. */
export function TerminalRoutes() {
  return (
    <Routes>
      <Route path={PAGES.setup.pattern} element={<TerminalSetup />} />
      <Route path={PAGES.settings.pattern} element={<NotBuiltYetPage {...PAGES.settings} breadcrumbs={[]} />} />
      <Route path="*" element={<RouteNotFound />} />
    </Routes>
  );
}
