import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system } from '../theme/system';
import { AlertsToaster } from './alerts-toaster';

export interface UiProviderProps {
  children: ReactNode;
  /** The page's one toaster; leave on except in a nested provider. */
  withToaster?: boolean;
}

/**
 * The root of every UI tree: the shell's, each remote's standalone page and component tests. Remotes rendered by
 * the shell do NOT add their own: shared-ui and @emotion/react are singletons, so the shell's provider reaches them.
 */
export function UiProvider({ children, withToaster = true }: UiProviderProps) {
  return (
    <ChakraProvider value={system}>
      {children}
      {withToaster ? <AlertsToaster /> : null}
    </ChakraProvider>
  );
}
