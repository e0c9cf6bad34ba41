/**
 * The one render helper for component tests: the real Chakra system, router, session store and catalogues,
 * as the shell provides them. No mocks.
 */
import { render, type RenderResult } from '@testing-library/react';
import { Provider } from 'jotai/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'shared-ui/router';
import type { Locale } from 'shared-contracts/constants';
import { localeAtom, sessionStore, type SessionStore } from 'shared-runtime/session';
import { installCatalogue } from 'shared-runtime/testing';
import { UiProvider } from '../components/ui-provider';

export interface RenderOptions {
  /** Initial URL, e.g. '/en/npanel/tour'. */
  route?: string;
  /** Route pattern `ui` is mounted at, e.g. '/:lang/*' for an Area (the shell's mount contract). */
  path?: string;
  locale?: Locale;
  /** jotai store for the Provider; the session hooks read the page's sessionStore (no SessionStoreProvider here). */
  store?: SessionStore;
  /**
   * Mount the alerts toaster (off by default: its state machine updates on timers outside act(), which only
   * adds noise to tests that do not look at alerts).
   */
  withToaster?: boolean;
}

export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): RenderResult {
  const { route = '/en', path, locale = 'en', store = sessionStore, withToaster = false } = options;
  // As the shell does before its first render: the page's language is there by the first paint.
  installCatalogue(locale);
  sessionStore.set(localeAtom, locale);
  const routed = path ? (
    <Routes>
      <Route path={path} element={ui} />
    </Routes>
  ) : (
    ui
  );
  return render(
    <Provider store={store}>
      <UiProvider withToaster={withToaster}>
        <MemoryRouter initialEntries={[route]}>{routed}</MemoryRouter>
      </UiProvider>
    </Provider>,
  );
}
