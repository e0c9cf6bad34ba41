import { useAtomValue } from 'jotai';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { cartOpenRequestAtom, useSessionStore } from 'shared-runtime/session';
import { Route, Routes, useParams } from 'shared-ui/router';
import { Box } from 'shared-ui';
import { isKnownLang, LangSync } from '../components/lang-gate';
import { ErrorPage } from '../features/errors/components/error-page';
import { siteTargetFor } from '../features/mode/detect-mode';
import { RemoteArea } from '../features/remotes/remote-area';
import { REMOTES } from '../lib/remotes';
import { RootRedirect } from './root-redirect';

/** /{lang}/logout is rare: its code (and the customer contract it validates with) stays out of a visitor's first load. */
const CustomerLogout = lazy(() => import('../features/customer-session/customer-logout').then((m) => ({ default: m.CustomerLogout })));

/**
 * The storefront (partner sites and the platform's own): the shell only picks the owner of the path and mounts it
 * under `/:lang/*`; the remote renders the page. Nothing of the panel is imported here.
 */
interface CartControl {
  open: boolean;
  everOpened: boolean;
  openCart: () => void;
  setOpen: (open: boolean) => void;
}

/**
 * The cart drawer belongs to mfe_checkout. It is fetched the first time the storefront asks for it (the site's
 * header or a product page calls requestCartOpen / handOffToCart of shared-runtime/session), so a visitor who never opens the cart never
 * downloads mfe_checkout. Once loaded it stays mounted, so closing and reopening is instant.
 */
function CartDrawerHost({ open, everOpened, onOpenChange }: { open: boolean; everOpened: boolean; onOpenChange: (open: boolean) => void }) {
  if (!everOpened) return null;
  return <RemoteArea remote={REMOTES.checkout} expose="./CartDrawer" props={{ open, onOpenChange }} loadingFallback={null} />;
}

function SiteEntry({ cart, partnerHost }: { cart: CartControl; partnerHost: boolean }) {
  const params = useParams();
  const first = params.lang;
  const rest = params['*'] ?? '';

  if (!isKnownLang(first)) {
    // /{widgetUuid}/gotohubwidget: the one storefront route whose first segment is not a language.
    if (first && rest === 'gotohubwidget') {
      return (
        <>
          <CartDrawerHost open={cart.open} everOpened={cart.everOpened} onOpenChange={cart.setOpen} />
          <RemoteArea remote={REMOTES.site} props={{ onOpenCart: cart.openCart }} />
        </>
      );
    }
    return <StandaloneError />;
  }

  // On a partner site an unknown page is the site's own "This page could not be found", in its chrome (spec 001 §8);
  // mfe-site renders it. The platform host keeps the shell's error page (spec 000 §2.1).
  const known = siteTargetFor(rest);
  const target = known.kind === 'unknown' && partnerHost ? ({ kind: 'remote', remote: REMOTES.site } as const) : known;
  return (
    <LangSync lang={first}>
      <CartDrawerHost open={cart.open} everOpened={cart.everOpened} onOpenChange={cart.setOpen} />
      {target.kind === 'remote' ? (
        <RemoteArea
          key={target.remote}
          remote={target.remote}
          {...(target.remote === REMOTES.site ? { props: { onOpenCart: cart.openCart } } : {})}
        />
      ) : target.kind === 'logout' ? (
        <Suspense fallback={null}>
          <CustomerLogout lang={first} />
        </Suspense>
      ) : (
        <StandaloneError />
      )}
    </LangSync>
  );
}

/** The storefront's own pages have their own layout (mfe_site); only the shell's error page needs a landmark. */
function StandaloneError() {
  return (
    <Box as="main" minH="100vh">
      <ErrorPage />
    </Box>
  );
}

export function SiteRoutes({ partnerHost = false }: { partnerHost?: boolean }) {
  const [cartOpen, setCartOpen] = useState(false);
  const [cartEverOpened, setCartEverOpened] = useState(false);
  const openCart = useCallback(() => {
    setCartEverOpened(true);
    setCartOpen(true);
  }, []);
  // A storefront page asks for the cart through the session store (requestCartOpen, handOffToCart), so mfe-site
  // needs no callback from the shell and never imports mfe-checkout.
  const openRequests = useAtomValue(cartOpenRequestAtom, { store: useSessionStore() });
  const seenRequests = useRef(openRequests);
  useEffect(() => {
    if (openRequests === seenRequests.current) return;
    seenRequests.current = openRequests;
    openCart();
  }, [openRequests, openCart]);
  const cart: CartControl = { open: cartOpen, everOpened: cartEverOpened, openCart, setOpen: setCartOpen };
  return (
    <Routes>
      <Route index element={<RootRedirect />} />
      <Route path="/:lang/*" element={<SiteEntry cart={cart} partnerHost={partnerHost} />} />
    </Routes>
  );
}
