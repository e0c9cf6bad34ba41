import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { SERVER_RENDER } from 'shared-contracts/constants';
import { loadCataloguePart, registerCatalogue, type CataloguePart } from 'shared-runtime/i18n';
import { localeAtom, sessionStore } from 'shared-runtime/session';
import { LoadingState } from 'shared-ui';
import { Route, Routes } from 'shared-ui/router';
import StorefrontLayout from '../features/chrome/components/storefront-layout';
import { ContentPage } from '../features/pages/components/content-page';
import { HomePage } from '../features/pages/components/home-page';
import { PrivacyPolicyPage, TermsPage } from '../features/pages/components/legal-page';
import { NotFoundPage } from '../features/pages/components/not-found-page';
import type { ProductRouteKind } from '../features/product/components/product-page';
import { productLoaders, searchLoaders } from '../messages/loaders';
import { PAGES } from './paths';

// The pages' own texts (src/messages, ADR 0004), registered when the area loads; each page fetches its part.
registerCatalogue('site-search', searchLoaders);
registerCatalogue('site-product', productLoaders);

/**
 * A page off the home page's first load: its code and its part of the message catalogue are fetched together when
 * the visitor first opens it. A failed catalogue fetch does not stop the page (it shows English until a retry).
 */
function lazyPage<P>(load: () => Promise<{ default: ComponentType<P> }>, part: CataloguePart) {
  return lazy(() =>
    Promise.all([
      load(),
      loadCataloguePart(part, sessionStore.get(localeAtom)).catch((error: unknown) => console.error(`Could not load the ${part} texts`, error)),
    ]).then(([module]) => module),
  );
}

const SearchPage = lazyPage(() => import(/* webpackChunkName: "site-search" */ '../features/search/components/search-page'), 'site-search');
const ProductPage = lazyPage(() => import(/* webpackChunkName: "site-product" */ '../features/product/components/product-page'), 'site-product');

/**
 * Marks the page hydrated (SERVER_RENDER.hydratedAttribute on <html>) once it has committed in the browser: rendered
 * beside each page, inside the page's own Suspense boundary, so a server-drawn page is marked only when the part a
 * visitor acts on answers. Until then its controls are the server's markup (a choice made there would be lost).
 */
function PageHydrated() {
  useEffect(() => {
    document.documentElement.setAttribute(SERVER_RENDER.hydratedAttribute, '');
  }, []);
  return null;
}

function Page({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <PageHydrated />
    </>
  );
}

function Lazy({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<LoadingState />}>
      {children}
      <PageHydrated />
    </Suspense>
  );
}

const PRODUCT_KINDS: readonly ProductRouteKind[] = ['activity', 'adventure', 'event', 'hotel', 'package', 'rental', 'restaurant', 'attraction'];

/** Storefront routes, relative to the shell's `/:lang/*` mount (spec 001 §2). */
export function SiteRoutes() {
  return (
    <Routes>
      <Route element={<StorefrontLayout />}>
        <Route
          index
          element={
            <Page>
              <HomePage />
            </Page>
          }
        />
        <Route
          path={PAGES.search.pattern}
          element={
            <Lazy>
              <SearchPage />
            </Lazy>
          }
        />
        {PRODUCT_KINDS.map((kind) => (
          <Route
            key={kind}
            path={`${kind}/:id?`}
            element={
              <Lazy>
                <ProductPage kind={kind} />
              </Lazy>
            }
          />
        ))}
        <Route
          path={PAGES.page.pattern}
          element={
            <Page>
              <ContentPage />
            </Page>
          }
        />
        <Route
          path={PAGES.privacyPolicy.pattern}
          element={
            <Page>
              <PrivacyPolicyPage />
            </Page>
          }
        />
        <Route
          path={PAGES.termsAndConditions.pattern}
          element={
            <Page>
              <TermsPage />
            </Page>
          }
        />
        <Route
          path="*"
          element={
            <Page>
              <NotFoundPage />
            </Page>
          }
        />
      </Route>
    </Routes>
  );
}
