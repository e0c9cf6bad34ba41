import { lazy, Suspense, type ReactNode } from 'react';
import { LoadingState } from 'shared-ui';
import { Route, Routes } from 'shared-ui/router';
import StorefrontLayout from '../features/chrome/components/storefront-layout';
import { ContentPage } from '../features/pages/components/content-page';
import { HomePage } from '../features/pages/components/home-page';
import { PrivacyPolicyPage, TermsPage } from '../features/pages/components/legal-page';
import { NotFoundPage } from '../features/pages/components/not-found-page';
import type { ProductRouteKind } from '../features/product/components/product-page';
import { PAGES } from './paths';

// Off the home page's first load: each is fetched when the visitor first opens it.
const SearchPage = lazy(() => import(/* webpackChunkName: "site-search" */ '../features/search/components/search-page'));
const ProductPage = lazy(() => import(/* webpackChunkName: "site-product" */ '../features/product/components/product-page'));

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
