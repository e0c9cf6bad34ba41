import { Route, Routes } from 'shared-ui/router';
import { TERMINAL_MANIFEST } from 'shared-contracts/manifests/storefront';
import { NotBuiltYetPage, RouteNotFound } from 'shared-ui';
import { TerminalSetup } from '../features/setup/components/terminal-setup';

const { 'terminal.setup': setup, 'terminal.settings': settings } = TERMINAL_MANIFEST.pages;

/** Terminal operator routes, relative to the shell's `/:lang/*` mount, from the terminal manifest. */
export function TerminalRoutes() {
  return (
    <Routes>
      <Route path={setup.pattern} element={<TerminalSetup />} />
      <Route path={settings.pattern} element={<NotBuiltYetPage titleId={settings.title} breadcrumbs={[]} />} />
      <Route path="*" element={<RouteNotFound />} />
    </Routes>
  );
}
