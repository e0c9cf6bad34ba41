import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
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

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingState />}>{children}</Suspense>;
}

const PRODUCT_KINDS: readonly ProductRouteKind[] = ['activity', 'adventure', 'event', 'hotel', 'package', 'rental', 'restaurant', 'attraction'];

/** Storefront routes, relative to the shell's `/:lang/*` mount (spec 001 §2). */
export function SiteRoutes() {
  return (
    <Routes>
      <Route element={<StorefrontLayout />}>
        <Route index element={<HomePage />} />
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
        <Route path={PAGES.page.pattern} element={<ContentPage />} />
        <Route path={PAGES.privacyPolicy.pattern} element={<PrivacyPolicyPage />} />
        <Route path={PAGES.termsAndConditions.pattern} element={<TermsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
