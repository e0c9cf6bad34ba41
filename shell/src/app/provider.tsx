import { type ReactNode } from 'react';
import { RemoteSlotProvider, type RemoteSlotProps } from 'shared-runtime/remotes';
import { UiProvider } from 'shared-ui';
import { RemoteArea } from '../features/remotes/remote-area';
import { isRemoteName } from '../lib/remotes';
import { ShellServicesProvider, type ShellServices } from '../lib/services';

/** Another remote's expose inside a remote (shared-runtime/remotes), loaded and recovered as the shell's areas are. */
function renderRemoteSlot({ remote, expose, props, fallback }: RemoteSlotProps): ReactNode {
  if (!isRemoteName(remote)) throw new Error(`RemoteSlot: "${remote}" is not one of the platform's remotes`);
  return <RemoteArea remote={remote} expose={expose} {...(props ? { props } : {})} {...(fallback === undefined ? {} : { loadingFallback: fallback })} />;
}

/**
 * The shell's providers. The session store needs none: without a SessionStoreProvider the session hooks read the
 * page's sessionStore, which remotes share as a singleton. UiProvider brings the Chakra system and the page's one
 * toaster; RemoteSlotProvider lets a remote show another remote's component.
 */
export function AppProvider({ services, children }: { services: ShellServices; children: ReactNode }) {
  return (
    <ShellServicesProvider services={services}>
      <RemoteSlotProvider value={renderRemoteSlot}>
        <UiProvider>{children}</UiProvider>
      </RemoteSlotProvider>
    </ShellServicesProvider>
  );
}
