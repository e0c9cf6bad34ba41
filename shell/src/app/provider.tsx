import { type ReactNode } from 'react';
import { UiProvider } from 'shared-ui';
import { ShellServicesProvider, type ShellServices } from '../lib/services';

/**
 * The shell's providers. The session store needs none: without a SessionStoreProvider the session hooks read the
 * page's sessionStore, which remotes share as a singleton. UiProvider brings the Chakra system and the page's one
 * toaster.
 */
export function AppProvider({ services, children }: { services: ShellServices; children: ReactNode }) {
  return (
    <ShellServicesProvider services={services}>
      <UiProvider>{children}</UiProvider>
    </ShellServicesProvider>
  );
}
