import { ChakraProvider } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useAlerts } from 'shared-runtime/session';
import { system } from '../theme/system';

export interface UiProviderProps {
  children: ReactNode;
  /** The page's one toaster; leave on except in a nested provider. */
  withToaster?: boolean;
}

// The toast machinery (Chakra's Toaster, zag's toast store) is not on the storefront's first load (ADR 0001):
// it is fetched when the first alert is pushed. A page that already loaded shared-ui/panel has it at hand.
const AlertsToaster = lazy(() => import('./alerts-toaster').then((module) => ({ default: module.AlertsToaster })));

/** Mounts the toaster once some alert exists, and keeps it mounted; alerts pushed before it loads still show. */
function DeferredAlertsToaster() {
  const pending = useAlerts().length > 0;
  const [needed, setNeeded] = useState(pending);
  useEffect(() => {
    if (pending) setNeeded(true);
  }, [pending]);
  if (!needed && !pending) return null;
  return (
    <Suspense fallback={null}>
      <AlertsToaster />
    </Suspense>
  );
}

/**
 * The root of every UI tree: the shell's, each remote's standalone page and component tests. Remotes rendered by
 * the shell do NOT add their own: shared-ui and @emotion/react are singletons, so the shell's provider reaches them.
 */
export function UiProvider({ children, withToaster = true }: UiProviderProps) {
  return (
    <ChakraProvider value={system}>
      {children}
      {withToaster ? <DeferredAlertsToaster /> : null}
    </ChakraProvider>
  );
}
