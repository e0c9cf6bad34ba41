/**
 * Mounts a remote's Area on its own page (src/bootstrap.tsx), with what the shell would otherwise give it:
 * the UI provider, the session store, and a router whose `/:lang/*` route renders the Area (the shell's mount
 * contract). Not a shared module: only standalone pages use it.
 */
import { Provider } from 'jotai/react';
import { StrictMode, useEffect, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes, useParams } from 'shared-ui/router';
import { isLocale } from 'shared-contracts/constants';
import { CATALOGUE_PARTS, loadCataloguePart } from 'shared-runtime/i18n';
import { localeAtom, sessionStore } from 'shared-runtime/session';
import { Box } from '@chakra-ui/react';
import { UiProvider } from './components/ui-provider';

export interface StandaloneOptions {
  Area: ComponentType;
  /** Where an unknown path goes, e.g. '/en/npanel'. */
  home: string;
  rootId?: string;
}

/** The folder the page's scripts came from, e.g. '/remotes/mfe-admin/0.1.0', so routes work under it. */
export function standaloneBasename(doc: Document = document): string {
  const script = doc.querySelector<HTMLScriptElement>('script[src$="main.js"]');
  if (!script) return '';
  return new URL('.', script.src).pathname.replace(/\/$/, '');
}

function LocaleFromPath({ Area, home }: { Area: ComponentType; home: string }) {
  const { lang } = useParams();
  useEffect(() => {
    if (isLocale(lang) && sessionStore.get(localeAtom) !== lang) sessionStore.set(localeAtom, lang);
  }, [lang]);
  // Opening the page file itself (…/index.html) lands here with "index.html" as the language.
  if (!isLocale(lang)) return <Navigate to={home} replace />;
  // The shell's chrome would frame the Area; alone it gets a margin.
  return (
    <Box p="6">
      <Area />
    </Box>
  );
}

export function mountStandalone({ Area, home, rootId = 'root' }: StandaloneOptions): void {
  const element = document.getElementById(rootId);
  if (!element) throw new Error(`#${rootId} is missing from the page`);
  // Alone, a remote has no shell to ask for its texts: every part of the catalogue is made available.
  for (const part of CATALOGUE_PARTS) {
    loadCataloguePart(part, sessionStore.get(localeAtom)).catch((error: unknown) => console.error(`Could not load the ${part} texts`, error));
  }
  createRoot(element).render(
    <StrictMode>
      <Provider store={sessionStore}>
        <UiProvider>
          <BrowserRouter basename={standaloneBasename()}>
            <Routes>
              <Route path="/:lang/*" element={<LocaleFromPath Area={Area} home={home} />} />
              <Route path="*" element={<Navigate to={home} replace />} />
            </Routes>
          </BrowserRouter>
        </UiProvider>
      </Provider>
    </StrictMode>,
  );
}
